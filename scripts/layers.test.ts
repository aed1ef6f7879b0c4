import { createRequire } from 'node:module';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IForbiddenRuleType, type IModule } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './apps.js';

const { MODULE_TIERS, gatewayRules } = createRequire(import.meta.url)('../gateway-graphql/layers.cjs') as { MODULE_TIERS: string[][]; gatewayRules: IForbiddenRuleType[] };

/** Cruises `gateway-graphql/src` under `baseDir` with the layer rules: the rules each import broke. */
async function violationsIn(baseDir: string): Promise<{ rule: string; from: string; to: string }[]> {
  const result = await cruise(['gateway-graphql/src'], { baseDir, validate: true, ruleSet: { forbidden: gatewayRules }, tsPreCompilationDeps: true, doNotFollow: { path: 'node_modules' } });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from.replace(/^gateway-graphql\/src\//, ''), to: v.to.replace(/^gateway-graphql\/src\//, '') }));
}

/** A made-up gateway: each file (under gateway-graphql/src) with what it imports. */
async function fixture(files: Record<string, string[]>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dormspace-layers-'));
  for (const [file, imports] of Object.entries(files)) {
    const path = join(dir, 'gateway-graphql', 'src', file);
    await mkdir(dirname(path), { recursive: true });
    const lines = imports.map((target, i) => `import * as i${i} from '${target}';\nexport const x${i} = i${i};`);
    await writeFile(path, `${lines.join('\n')}\nexport const here = 1;\n`);
  }
  return dir;
}

/** Folders of the gateway's source (a module each, or a top folder) that import each other. */
function folderPairs(modules: IModule[]): string[] {
  const folder = (path: string) => /^gateway-graphql\/src\/(modules\/[^/]+|[^/]+\/)/.exec(path)?.[1] ?? path.replace(/^gateway-graphql\/src\//, '');
  const edges = new Set<string>();
  for (const module of modules) {
    if (!module.source.startsWith('gateway-graphql/src/') || module.source.endsWith('.test.ts')) continue;
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith('gateway-graphql/src/')) continue;
      const [a, b] = [folder(module.source), folder(dependency.resolved)];
      if (a !== b) edges.add(`${a} -> ${b}`);
    }
  }
  return [...edges].filter((edge) => edges.has(edge.split(' -> ').reverse().join(' -> '))).sort();
}

describe("the gateway's layers (gateway-graphql/layers.cjs)", () => {
  it('hold today: no rule broken, and no two folders that import each other', async () => {
    const result = await cruise(['gateway-graphql/src'], { baseDir: repoRoot, validate: true, ruleSet: { forbidden: gatewayRules }, tsPreCompilationDeps: true, doNotFollow: { path: 'node_modules' } });
    if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
    expect(result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
    expect(folderPairs(result.output.modules)).toEqual([]);
  });

  it('place every module in one tier', async () => {
    const modules = (await readdir(join(repoRoot, 'gateway-graphql', 'src', 'modules'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(MODULE_TIERS.flat().sort()).toEqual(modules.sort());
  });

  it.each([
    ['core-is-the-bottom', { 'core/clock.ts': ['../modules/room/index.js'], 'modules/room/index.ts': [] }],
    ['modules-meet-at-their-index', { 'modules/booking/booking.service.ts': ['../room/room.service.js'], 'modules/room/room.service.ts': [] }],
    ['entities-name-entities', { 'modules/booking/room-request.entity.ts': ['../room/room.service.js'], 'modules/room/room.service.ts': [] }],
    ['module-tier-2', { 'modules/room/room.service.ts': ['../booking/index.js'], 'modules/booking/index.ts': [] }],
    ['module-tier-4', { 'modules/outpass/index.ts': ['../roster/index.js'], 'modules/roster/index.ts': [] }],
    ['services-know-no-http', { 'modules/room/room.service.ts': ['../../http/rest-context.js'], 'http/rest-context.ts': [] }],
    ['rest-adapters-use-views', { 'modules/room/room.rest.ts': ['./room.entity.js'], 'modules/room/room.entity.ts': [] }],
    ['modules-below-db-graphql-and-the-root', { 'modules/room/room.service.ts': ['../../db/orm.js'], 'db/orm.ts': [] }],
    ['outer-layers-reach-modules-at-their-index', { 'graphql/schema.ts': ['../modules/room/room.resolver.js'], 'modules/room/room.resolver.ts': [] }],
    ['http-knows-no-module', { 'http/grid-lane.ts': ['../modules/room/index.js'], 'modules/room/index.ts': [] }],
    ['graphql-below-http', { 'graphql/server.ts': ['../http/errors.js'], 'http/errors.ts': [] }],
    ['db-below-the-adapters', { 'db/orm.ts': ['../graphql/schema.js'], 'graphql/schema.ts': [] }],
    ['bootstrap-composes', { 'cli/create-admin.ts': ['../services.js'], 'services.ts': [] }],
  ])('%s catches an import that breaks it', async (rule, files) => {
    const dir = await fixture(files);
    try {
      expect((await violationsIn(dir)).map((v) => v.rule)).toContain(rule);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('let through what the layers allow: an adapter using http/, an entity naming another module\'s entity, a module a lower tier\'s index', async () => {
    const dir = await fixture({
      'modules/room/room.rest.ts': ['../../http/rest-context.js', './room.service.js'],
      'modules/room/room.service.ts': ['../hostel/index.js'],
      'modules/booking/room-request.entity.ts': ['../room/room.entity.js'],
      'modules/room/room.entity.ts': [],
      'modules/hostel/index.ts': [],
      'http/rest-context.ts': ['../core/errors.js'],
      'core/errors.ts': [],
    });
    try {
      expect(await violationsIn(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('find two modules that need each other, whichever tiers they are in', async () => {
    const dir = await fixture({ 'modules/lottery/index.ts': ['../gate/index.js'], 'modules/gate/index.ts': ['../lottery/index.js'] });
    try {
      const result = await cruise(['gateway-graphql/src'], { baseDir: dir, validate: true, ruleSet: { forbidden: gatewayRules }, tsPreCompilationDeps: true });
      if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
      expect(result.output.summary.violations.map((v) => v.rule.name)).toEqual(['module-tier-5', 'module-tier-5']);
      expect(folderPairs(result.output.modules)).toEqual(['modules/gate -> modules/lottery', 'modules/lottery -> modules/gate']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
