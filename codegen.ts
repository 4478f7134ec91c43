import type { CodegenConfig } from '@graphql-codegen/cli';

/** Generates typed documents for every operation in src/api/*.graphql (client preset, string documents). */
const config: CodegenConfig = {
  schema: 'src/api/schema.graphql',
  documents: ['src/api/**/*.graphql', '!src/api/schema.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/api/generated/': {
      preset: 'client',
      config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown' } },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
