import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client from schema.graphql (client preset). CODEGEN_OUT lets the drift
 * check generate into a temporary folder and compare.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    [process.env.CODEGEN_OUT ?? 'client/src/gql/']: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
