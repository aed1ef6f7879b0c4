import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One graphql for our files and type-graphql, or "Cannot use GraphQLObjectType from another module or realm".
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
    // Gateways a test starts without its own logger print only warnings and errors.
    env: { LOG_LEVEL: 'warn' },
  },
});
