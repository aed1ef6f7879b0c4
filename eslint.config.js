// Lint for every workspace. The boundaries of ARCHITECTURE.md are rules here, not review habits.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

const FRONT_ENDS = ['shell', 'mf-student', 'mf-rooms', 'mf-admin', 'ui', 'web-kit'];

/**
 * react-router-dom is shared as a facade (scripts/shared.ts): the shell provides only the names
 * its facade re-exports, so app code may import only those (tests import what they like: they
 * never run federated). react-router itself is the package under it: no front end imports it.
 */
const FACADES = { 'react-router-dom': 'react-router-dom' };
const facadeNames = (file) =>
  [...readFileSync(new URL(`./web-kit/src/shared/${file}.ts`, import.meta.url), 'utf8').matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)].flatMap((m) =>
    m[1].split(',').map((name) => name.trim().replace(/^type\s+/, '')).filter(Boolean),
  );
const facadeRule = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: Object.entries(FACADES).map(([name, file]) => ({
        name,
        allowImportNames: facadeNames(file),
        message: `The shell shares ${name} as the facade web-kit/src/shared/${file}.ts: add the name there first (a remote needing it then needs a shell release that has it).`,
      })),
      patterns: [{ group: ['react-router', 'react-router/*'], message: "Import react-router-dom, the design card's router package, shared as a facade (scripts/shared.ts)." }],
    },
  ],
};

/** Forbids imports of the named workspaces, by package name or by relative path. */
const forbid = (names, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: names.flatMap((name) => [{ group: [name, `${name}/*`, `**/${name}/**`], message }]) },
  ],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/coverage/**', '**/test-results/**', '**/src/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // import-x resolves as TypeScript resolves (`./x.js` is `./x.ts`) for the gateway's walls.
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
  },
  // CommonJS config files (dependency-cruiser's) require by nature.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['ui/**', 'web-kit/**', 'shell/**', 'mf-*/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { ...reactHooks.configs.flat.recommended, files: ['ui/**/*.tsx', 'web-kit/**/*.{ts,tsx}', 'shell/**/*.tsx', 'mf-*/**/*.tsx'] },
  { ...jsxA11y.configs.recommended, files: ['ui/**/*.tsx', 'web-kit/**/*.tsx', 'shell/**/*.tsx', 'mf-*/**/*.tsx'] },
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils*', '**/test-utils/**', '**/testing/**', 'web-kit/src/shared/**'],
    rules: facadeRule,
  },
  {
    // Screens and their tests speak web-kit/graphql (and web-kit/testing), never the client library
    // under it: the shell can then change that library in one release, remotes untouched.
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['web-kit/src/graphql/**', 'web-kit/src/testing/**', 'ui/src/styled.ts'],
    // A rule of its own (the workspaces' walls below use no-restricted-imports, which one config would override).
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ['ImportDeclaration', 'ImportExpression'].map((node) => `${node}[source.value=/^(@apollo\\/client|rxjs)/]`).join(', '),
          message: 'Use web-kit/graphql (screens) or web-kit/testing (tests): Apollo Client stays behind them, loaded when a screen first needs it.',
        },
        {
          selector: ['ImportDeclaration', 'ImportExpression'].map((node) => `${node}[source.value=/^styled-components/]`).join(', '),
          message: "Style with ui's styled, css and keyframes (ui/src/styled.ts): styled-components, with ui's defaults for attrs.",
        },
      ],
    },
  },
  { files: ['gateway-graphql/**'], rules: forbid([...FRONT_ENDS, 'e2e'], 'The gateway never imports a front end.') },
  { files: ['mf-student/**'], rules: forbid(['mf-rooms', 'mf-admin', 'shell', 'gateway-graphql'], 'A remote imports neither another remote, the shell nor the gateway.') },
  { files: ['mf-rooms/**'], rules: forbid(['mf-student', 'mf-admin', 'shell', 'gateway-graphql'], 'A remote imports neither another remote, the shell nor the gateway.') },
  { files: ['mf-admin/**'], rules: forbid(['mf-student', 'mf-rooms', 'shell', 'gateway-graphql'], 'A remote imports neither another remote, the shell nor the gateway.') },
  { files: ['shell/**'], rules: forbid(['mf-student', 'mf-rooms', 'mf-admin', 'gateway-graphql'], 'The shell loads remotes at run time only, and never imports the gateway.') },
  { files: ['ui/**'], rules: forbid(['shell', 'mf-student', 'mf-rooms', 'mf-admin', 'web-kit', 'gateway-graphql'], 'The design system depends on no app.') },
  { files: ['web-kit/**'], rules: forbid(['shell', 'mf-student', 'mf-rooms', 'mf-admin', 'gateway-graphql'], 'web-kit is plumbing: it depends on no app (only on ui).') },
);
