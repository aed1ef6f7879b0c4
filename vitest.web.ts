import { defineConfig, mergeConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

/** Shared vitest settings for the web workspaces: jsdom, Testing Library's matchers. */
const shared = defineConfig({
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
    // A worker keeps its loaded modules and its jsdom window from one file to the next: each file
    // used to spend most of a second loading React, Apollo Client and jsdom again (issue 50).
    // What a file leaves in the window is put back by vitest.web.setup.ts after it.
    isolate: false,
    unstubGlobals: true,
    // Room for the 3 s waits above (vitest.web.setup.ts) in a test that waits more than once, and
    // for a slower machine under CI's two lanes: on the 2 vCPU Xeon of 2026-11-30 a test that pages
    // through 51 repair jobs took 17.4 s there (3-5 s alone). A hang guard, not a speed check.
    testTimeout: 30_000,
    css: false,
  },
  // What webpack writes into each bundle: the release it was built as.
  define: { DORMSPACE_RELEASE: JSON.stringify('test') },
});

export default shared;

/** Where a web workspace keeps its tests. */
const WEB_TESTS = ['src/**/*.test.{ts,tsx}'];

/**
 * A web workspace's test projects, from its own folder (`root: '.'`, `extend: true`) or from the
 * repository's root config, which lists them (vitest does not open a nested project's own
 * `projects`). Files that replace a module (`vi.mock`) run each in a fresh worker (`isolated`):
 * a module the worker already loaded for an earlier file would not be replaced.
 */
export function webProjects(name: string, root: string, extend: true | string, isolated: string[] = []): TestProjectInlineConfiguration[] {
  const projects: TestProjectInlineConfiguration[] = [{ extends: extend, test: { name, root, include: WEB_TESTS, exclude: isolated } }];
  if (isolated.length > 0) projects.push({ extends: extend, test: { name: `${name}: isolated`, root, include: isolated, isolate: true } });
  return projects;
}

/** A web workspace's own vitest config: the shared settings, its overrides, its projects. */
export function webConfig(name: string, options: { isolated?: string[]; overrides?: ViteUserConfig } = {}): ViteUserConfig {
  return mergeConfig(mergeConfig(shared, options.overrides ?? {}), { test: { projects: webProjects(name, '.', true, options.isolated) } });
}
