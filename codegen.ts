import type { CodegenConfig } from '@graphql-codegen/cli';

const clientPreset = {
  preset: 'client',
  config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown' } },
  presetConfig: { fragmentMasking: false },
} as const;

/**
 * Generates typed documents for every operation in src/api/*.graphql (client preset, string documents).
 * The training operations (the change log's and saved views' among them) get their own output: a generated module is one unit in the bundle, so with
 * them in the shared one every page (the sign-in page too) would download their document strings.
 * Their output also reads reference.graphql, whose fragments they spread.
 */
const mainDocuments = [
  'src/api/**/*.graphql',
  '!src/api/schema.graphql',
  '!src/api/training.graphql',
  '!src/api/changes.graphql',
  '!src/api/saved-views.graphql',
];
const trainingDocuments = ['src/api/training.graphql', 'src/api/changes.graphql', 'src/api/saved-views.graphql', 'src/api/reference.graphql'];

/**
 * The gateway's ASTs (scripts/codegen/): the schema, and each output's operations keyed by the text
 * its documents send, so the browser never parses GraphQL (§17, graphql-js's parser stays out of every page).
 */
const documentAsts = { plugins: ['./scripts/codegen/document-asts.mjs'] };

const config: CodegenConfig = {
  schema: 'src/api/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'src/api/generated/': { ...clientPreset, documents: mainDocuments },
    'src/api/generated/training/': { ...clientPreset, documents: trainingDocuments },
    'src/api/generated/document-asts.ts': { ...documentAsts, documents: mainDocuments },
    'src/api/generated/training/document-asts.ts': {
      ...documentAsts,
      documents: trainingDocuments,
      config: { operationsOf: ['src/api/training.graphql', 'src/api/changes.graphql', 'src/api/saved-views.graphql'] },
    },
    'src/api/generated/gateway-schema.ts': { plugins: ['./scripts/codegen/schema-module.mjs'] },
  },
};

export default config;
