import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './apps.js';

/** Every package.json of the repository: the root's and each workspace's. */
function packageJsons(): { file: string; pins: Record<string, string> }[] {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return ['.', ...root.workspaces].map((dir) => {
    const file = join(dir, 'package.json');
    const json = JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return { file, pins: { ...json.dependencies, ...json.devDependencies, ...json.peerDependencies } };
  });
}

/** The README's stack table: each row's packages (a cell may name two) with their versions. */
function stackTable(): { name: string; version: string }[] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split('## The stack')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [, packages, versions] = line.split('|').map((cell) => cell.trim());
      const names = [...packages!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      const pinned = versions!.split(',').map((v) => v.trim());
      return names.map((name, i) => ({ name, version: pinned[Math.min(i, pinned.length - 1)]! }));
    });
}

/** The design card's packages (../shared/ARCHITECTURE.md): the product's contract with its users. */
const DESIGN_CARD = [
  '@apollo/server',
  '@apollo/client',
  'graphql',
  'graphql-ws',
  'type-graphql',
  '@mikro-orm/postgresql',
  'react',
  'react-dom',
  '@module-federation/enhanced',
  'webpack',
  'react-router-dom',
  'styled-components',
  'vitest',
];

describe("the README's stack table", () => {
  const table = stackTable();
  const manifests = packageJsons();

  it('names every package of the design card', () => {
    expect(table.map((row) => row.name)).toEqual(expect.arrayContaining(DESIGN_CARD));
  });

  it.each(table.map((row) => [row.name, row.version]))('%s %s is pinned at that version wherever a package.json lists it, and one does', (name, version) => {
    const listing = manifests.filter(({ pins }) => pins[name] !== undefined);
    expect(listing.map(({ file }) => file), `${name} left every package.json`).not.toEqual([]);
    for (const { file, pins } of listing) expect(`${file}: ${pins[name]}`).toBe(`${file}: ${version}`);
  });

  it('leaves no replacement of a design-card package behind (urql, goober)', () => {
    const replaced = manifests.flatMap(({ file, pins }) => Object.keys(pins).filter((name) => /^(urql|@urql\/|wonka$|goober$)/.test(name)).map((name) => `${file}: ${name}`));
    expect(replaced).toEqual([]);
  });
});

describe('the scripts that run servers', () => {
  // A process manager's SIGTERM to `npm start` reaches npm, which passes it to its script's shell;
  // sh does not pass it on, so the stack was left running with no parent. `exec` makes the shell
  // the server's own process. And Node with tsx as a loader gets the signal itself, where the tsx
  // command relays it and SIGKILLs a child that has not said it got it within 30 ms (tsx 4.23,
  // relaySignalToChild): on a loaded machine, before the gateway and its database were stopped.
  it('run as the npm script\'s own process, Node with tsx as a loader, so a SIGTERM reaches their handler', () => {
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
    const servers = ['.', ...root.workspaces].flatMap((dir) => {
      const { scripts = {} } = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
      return Object.entries(scripts)
        .filter(([name]) => name === 'start' || name.startsWith('start:'))
        .map(([name, command]) => `${dir}: ${name}: ${command}`);
    });
    expect(servers.length).toBeGreaterThanOrEqual(3);
    for (const server of servers) expect(server).toMatch(/: exec node --import tsx \S+$/);
  });
});
