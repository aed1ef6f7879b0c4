import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that set the process's password hashing pool (`passwordHashing`, `passwordHasher.configure`):
 * a process-wide singleton, so they run each in a process of its own. Every other file shares
 * its worker's loaded modules with the files before it (`isolate: false`): each file used to
 * spend 1.5 s loading the gateway again, 40 % of the suite's time (issue 50).
 */
const OWN_PROCESS = ['src/core/password.test.ts', 'src/modules/auth/limits.test.ts', 'src/modules/auth/limits-lockout.test.ts', 'src/modules/auth/login-storm.test.ts', 'src/modules/auth/signup-rush.test.ts'];
const ALL = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * The gateway's two projects, from this folder (`root: '.'`) or from the repository's root
 * config, which runs them in one pool with the web workspaces (vitest does not open a nested
 * project's own `projects`, so the root config lists these).
 */
export function gatewayProjects(root: string, extend: true | string): TestProjectInlineConfiguration[] {
  return [
    { extends: extend, test: { name: 'gateway', root, include: ALL, exclude: OWN_PROCESS, isolate: false } },
    { extends: extend, test: { name: 'gateway: own process', root, include: OWN_PROCESS, isolate: true } },
  ];
}

export default defineConfig({
  resolve: {
    // One graphql for our files and type-graphql, or "Cannot use GraphQLObjectType from another module or realm".
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    pool: 'forks',
    // Two files at once on two cores: a gateway's test waits on PostgreSQL, sockets and timers
    // as much as it computes (TEST_WORKERS for another count).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    globalSetup: ['test/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
    // Gateways a test starts without its own logger print only warnings and errors.
    // A gateway a test spawns (main.ts) starts the demo sign-in provider on a free port, never on 4100.
    env: { LOG_LEVEL: 'warn', SSO_DEV_PORT: '0' },
    projects: gatewayProjects('.', true),
  },
});
