import { defineConfig } from 'vitest/config';

/** Shared vitest settings for the web workspaces: jsdom, Testing Library's matchers. */
export default defineConfig({
  // `vitest --root <workspace>` from the repository root would otherwise refuse to load the
  // shared setup file one folder up.
  server: { fs: { allow: [new URL('.', import.meta.url).pathname] } },
  // styled-components' browser build, as webpack picks it for the page (its package.json's
  // `browser` field), not the server build a Node resolution finds: that one writes no global
  // styles outside server rendering, so a screen test would not meet the page's CSS.
  resolve: { alias: [{ find: /^styled-components$/, replacement: new URL('./node_modules/styled-components/dist/styled-components.browser.esm.js', import.meta.url).pathname }] },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: [new URL('./vitest.web.setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
    // Room for the 3 s waits above (vitest.web.setup.ts) in a test that waits more than once.
    testTimeout: 15_000,
    css: false,
  },
  // What webpack writes into each bundle: the release it was built as.
  define: { DORMSPACE_RELEASE: JSON.stringify('test') },
});
