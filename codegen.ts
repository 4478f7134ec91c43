import type { CodegenConfig } from '@graphql-codegen/cli';

const clientPreset = {
  preset: 'client',
  config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown' } },
  presetConfig: { fragmentMasking: false },
} as const;

/**
 * Generates typed documents for every operation in src/api/*.graphql (client preset, string documents).
 * The training operations get their own output: a generated module is one unit in the bundle, so with
 * them in the shared one every page (the sign-in page too) would download their document strings.
 * Their output also reads reference.graphql, whose fragments they spread.
 */
const config: CodegenConfig = {
  schema: 'src/api/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'src/api/generated/': { ...clientPreset, documents: ['src/api/**/*.graphql', '!src/api/schema.graphql', '!src/api/training.graphql'] },
    'src/api/generated/training/': { ...clientPreset, documents: ['src/api/training.graphql', 'src/api/reference.graphql'] },
  },
};

export default config;
