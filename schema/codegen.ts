import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

/** The repository's root: paths are absolute, so codegen runs the same from any folder. */
const root = fileURLToPath(new URL('..', import.meta.url));

/** The web workspaces whose GraphQL operations are typed from schema.graphql. */
export const APPS = ['web-kit', 'shell', 'mf-student', 'mf-rooms', 'mf-admin'] as const;

/**
 * GraphQL Code Generator, client preset: each app's operations (beside their components, written
 * with `graphql(...)` from the app's `src/gql`) are validated against the committed schema and
 * typed. Generated files are committed; `npm run codegen` rewrites them and a test fails when they
 * are stale. Enums come out as string unions, custom scalars as strings, fragments unmasked
 * (the client reads them as plain fields).
 */
const config: CodegenConfig = {
  schema: `${root}schema/schema.graphql`,
  ignoreNoDocuments: false,
  generates: Object.fromEntries(
    APPS.map((app) => [
      `${root}${app}/src/gql/`,
      {
        preset: 'client',
        documents: [`${root}${app}/src/**/*.{ts,tsx}`, `!${root}${app}/src/gql/**`, `!${root}${app}/src/**/*.test.{ts,tsx}`],
        presetConfig: { fragmentMasking: false },
        config: {
          enumsAsTypes: true,
          useTypeImports: true,
          scalars: { DateTimeISO: 'string', ID: 'string' },
          avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
          skipTypename: false,
          nonOptionalTypename: false,
          dedupeFragments: true,
        },
      },
    ]),
  ),
};

export default config;
