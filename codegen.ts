import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the committed contract, never from a running server, so codegen works
// offline and CI can check that generated code matches the schema.
const config: CodegenConfig = {
  overwrite: true,
  schema: './schema.graphql',
  // Tests build their documents with parse() and are not part of the app's operations.
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/**/*.test.{ts,tsx}'],
  // A fresh checkout with no operations yet must still generate the graphql() function.
  ignoreNoDocuments: true,
  generates: {
    './web/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Apollo Client 4 has its own data masking; codegen's masking would add a second one.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        // Enums as string-literal unions: no runtime enum objects in the bundle.
        enumType: 'string-literal',
        // Plain DocumentNode objects (what Apollo Client expects), no graphql-tag at runtime.
        documentMode: 'documentNode',
        scalars: { DateTimeISO: 'string' },
        // Apollo adds __typename to every selection itself.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
      },
    },
  },
};

export default config;
