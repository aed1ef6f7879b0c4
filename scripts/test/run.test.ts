import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rootConfig from '../../vitest.config.ts';
import { repoRoot } from '../apps.js';
import { LANES, LAST } from './run.js';
import { slowestLines } from './slowest-files.js';

const commands = [...LANES, LAST].map((c) => (typeof c === 'string' ? c : c.command)).join(' && ');

describe('npm test', () => {
  it("runs every workspace's tests: in the root vitest config's pool, or the journeys", () => {
    const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
    const tested = workspaces.filter((w) => (JSON.parse(readFileSync(join(repoRoot, w, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.test);
    const projects = (rootConfig.test?.projects ?? []).map((p) => (typeof p === 'string' ? p.split('/')[0] : (p as { test?: { root?: string } }).test?.root?.replace(/^\.\//, '')));
    const missing = tested.filter((w) => !projects.includes(w) && !commands.includes(`npm test -w ${w}`));
    expect(tested.length).toBeGreaterThan(7);
    expect(missing).toEqual([]);
  });

  it('runs lint, typecheck and the repository\'s own checks, and the hashing pool apart from the rest', () => {
    for (const step of ['npm run lint', 'npm run typecheck', 'npm run build']) expect(commands).toContain(step);
    expect((rootConfig.test?.projects ?? []).includes('scripts/vitest.config.ts')).toBe(true);
    expect(commands).toContain("--project '!gateway: own process'");
    expect(typeof LAST === 'string' ? LAST : LAST.command).toContain("--project 'gateway: own process'");
  });
});

describe('the ten slowest files', () => {
  it('lists the slowest first, ten at most', () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.test.ts`, project: 'p', ms: i * 1000, tests: 1 }));
    const lines = slowestLines(times);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('   11.0 s  f11.test.ts  (1 tests, p)');
    expect(lines[9]).toContain('f2.test.ts');
  });
});
