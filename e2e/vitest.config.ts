import { defineConfig } from 'vitest/config';

export default defineConfig({
  server: { fs: { allow: [new URL('..', import.meta.url).pathname] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
