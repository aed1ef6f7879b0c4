import { defineConfig } from 'vitest/config';

export default defineConfig({
  server: { fs: { allow: [new URL('..', import.meta.url).pathname] } },
  test: {
    name: 'e2e',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    reporters: ['default', new URL('../scripts/test/slowest-files.ts', import.meta.url).pathname],
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
