import { defineConfig } from 'vitest/config';

/** The repository's own checks (the README's stack table, the layers, the docs' links and tables). */
export default defineConfig({
  test: {
    name: 'repo',
    root: new URL('..', import.meta.url).pathname,
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
    // dependency-cruiser reads the whole gateway (layers, import circles): seconds, and past
    // vitest's 5 s default on a 2-core machine running the journeys beside it. A bound, not a target.
    testTimeout: 60_000,
    // A stack a test starts runs the demo sign-in provider on a free port, never on 4100.
    env: { SSO_DEV_PORT: '0' },
  },
});
