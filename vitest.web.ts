import { defineConfig } from 'vitest/config';

/** Shared vitest settings for the web workspaces: jsdom, Testing Library's matchers. */
export default defineConfig({
  // `vitest --root <workspace>` from the repository root would otherwise refuse to load the
  // shared setup file one folder up.
  server: { fs: { allow: [new URL('.', import.meta.url).pathname] } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: [new URL('./vitest.web.setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
  // What webpack writes into each bundle: the release it was built as.
  define: { DORMSPACE_RELEASE: JSON.stringify('test') },
});
