import { build } from './build.js';
import { APPS, portOf, type AppName } from './apps.js';
import { startStack, stopOnSignals } from './stack.js';

/**
 * `npm start`: builds the shell and the three remotes, starts the gateway (embedded PostgreSQL
 * unless DATABASE_URL), serves everything, and prints where to go. Ctrl+C stops it all cleanly.
 */
const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  console.info('Building the web apps (the first time takes about a minute)…');
  await build(Object.keys(APPS) as AppName[]);
}
const stack = await startStack({ echo: true });
console.info(
  [
    '',
    `  Open:      ${stack.url}`,
    `  Remotes:   ${(['mf-student', 'mf-rooms', 'mf-admin'] as AppName[]).map((app) => `${app} http://localhost:${portOf(app)}`).join(', ')}`,
    '',
  ].join('\n'),
);

stopOnSignals(() => stack.stop());
