import { defineConfig } from 'vitest/config';
import { gatewayProjects } from './gateway-graphql/vitest.config.ts';
import { ISOLATED as ADMIN_ISOLATED } from './mf-admin/vitest.config.ts';
import { ISOLATED as SHELL_ISOLATED } from './shell/vitest.config.ts';
import { webProjects } from './vitest.web.ts';

const web = (name: string, isolated: string[] = []) => webProjects(name, `./${name}`, `./${name}/vitest.config.ts`, isolated);

/**
 * `npm test`'s one vitest run: every workspace's tests but the browser journeys (e2e builds the
 * web apps and starts whole stacks, file after file), in one pool of workers, so a core that one
 * workspace leaves idle takes another's files (issue 50). Each workspace keeps its own config and
 * its own `npm test`, for a team that works on one folder alone.
 */
export default defineConfig({
  test: {
    projects: [
      'scripts/vitest.config.ts',
      'schema',
      ...gatewayProjects('./gateway-graphql', './gateway-graphql/vitest.config.ts'),
      ...web('ui'),
      ...web('web-kit'),
      ...web('shell', SHELL_ISOLATED),
      ...web('mf-student'),
      ...web('mf-rooms'),
      ...web('mf-admin', ADMIN_ISOLATED),
    ],
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    reporters: ['default', new URL('./scripts/test/slowest-files.ts', import.meta.url).pathname],
  },
});
