import { defineConfig } from 'vitest/config';

/** The repository's own checks (the README's stack table), run by `npm test` before the workspaces'. */
export default defineConfig({
  test: { include: ['scripts/**/*.test.ts'], environment: 'node' },
});
