import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { RemoteEntry } from '../web-kit/src/remote-manifest.js';
import { APPS, REMOTES, repoRoot, type AppName } from './apps.js';
import { canarySteps, changeCanary, startCanary, type Canary } from './canaries.js';
import { CanaryReader } from './canary-reader.js';
import { BUCKET_COOKIE, bucketOf } from './remotes-served.js';
import { startStack, type Stack } from './stack.js';
import { migratedDatabase } from './test/database.js';

/**
 * Canary releases (issue 55) against a real PostgreSQL with the gateway's schema (its own
 * migrations), real release folders and the real shell server: the team's commands and their
 * refusals, the share each browser gets and keeps, and a promoted canary applied exactly once.
 * The releases are written by hand (a build per release would take minutes); what the checks read
 * of them is what `release` writes.
 */
let database: { url: string; drop(): Promise<void> };
let db: pg.Client;
let dir: string;
let env: NodeJS.ProcessEnv;

const SCHEMA = 'type Query { rooms: [Room!]! }\ntype Room { id: ID! freeBeds: Int! }\n';
const SHELL = { shared: [{ name: 'react', version: '19.3.1' }], metaData: { pluginVersion: '2.9.2' } };

/** A release as `npm run release` leaves it: release.json (routes, shared ranges) and operations.graphql. */
async function writeRelease(app: AppName, version: string, options: { react?: string; operations?: string } = {}) {
  const folder = join(dir, 'deploy', 'releases', app, version);
  await mkdir(folder, { recursive: true });
  const info = {
    name: APPS[app].federationName,
    area: app,
    routes: [{ path: `/${app}`, match: 'prefix', guard: 'session', title: app, frame: 'student' }],
    app,
    version,
    createdAt: new Date(Date.now() + Math.random()).toISOString(),
    commit: null,
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: options.react ?? '^19.0.0' }],
    runtime: '2.9.2',
  };
  await writeFile(join(folder, 'release.json'), JSON.stringify(info));
  await writeFile(join(folder, 'operations.graphql'), options.operations ?? 'query Rooms { rooms { id freeBeds } }\n');
  await writeFile(join(folder, 'mf-manifest.json'), '{}');
}

const runtimeMap = async () => JSON.parse(await readFile(join(dir, 'deploy', 'runtime-map.json'), 'utf8')) as Record<string, { current: string; history: string[] }>;
const setRuntimeMap = (map: Record<string, { current: string; history: string[] }>) => writeFile(join(dir, 'deploy', 'runtime-map.json'), JSON.stringify(map));
const everyoneOn1 = () => setRuntimeMap(Object.fromEntries(REMOTES.map((app) => [app, { current: '1.0.0', history: [] }])));

const rows = async (remote: AppName) => (await db.query<{ status: string; share: number; steps: number[]; stable_release: string | null; canary_release: string; reason: string | null; ended_at: Date | null; applied_at: Date | null; started_by: string }>('select * from remote_canaries where remote = $1 order by started_at', [remote])).rows;
const audits = async (id: string) => (await db.query<{ action: string; actor_name: string | null; actor_role: string; object_type: string; before: Canary | null; after: Canary }>('select * from audit_events where object_id = $1 order by id', [id])).rows;

/** `npm run <command> -w <remote> -- …`: the script each remote's package.json runs. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'release.ts'), ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  database = await migratedDatabase();
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  dir = await mkdtemp(join(tmpdir(), 'dormspace-canaries-'));
  await mkdir(join(dir, 'shell'), { recursive: true });
  await writeFile(join(dir, 'shell', 'mf-manifest.json'), JSON.stringify(SHELL));
  await writeFile(join(dir, 'schema.graphql'), SCHEMA);
  for (const app of REMOTES) {
    await writeRelease(app, '1.0.0');
    await writeRelease(app, '2.0.0');
  }
  // Built for a React the shell does not provide, and asking a field the gateway dropped.
  await writeRelease('mf-rooms', '3.0.0-react20', { react: '^20.0.0', operations: 'query Rooms { rooms { id beds } }\n' });
  env = {
    DEPLOY_DIR: join(dir, 'deploy'),
    DATABASE_URL: database.url,
    SHELL_MANIFEST: join(dir, 'shell', 'mf-manifest.json'),
    GATEWAY_SCHEMA: join(dir, 'schema.graphql'),
  };
}, 180_000);

afterAll(async () => {
  await db?.end();
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.query('delete from remote_canaries');
  await everyoneOn1();
});

describe('the steps a canary climbs', () => {
  it('start at --canary N and go on through 50 and 100 above it', () => {
    expect(canarySteps('10', undefined)).toEqual([10, 50, 100]);
    expect(canarySteps('50', undefined)).toEqual([50, 100]);
    expect(canarySteps('60', undefined)).toEqual([60, 100]);
    expect(canarySteps('100', undefined)).toEqual([100]);
  });

  it("are the team's own with --steps: ascending whole per cents ending at 100, the first --canary's when both are given", () => {
    expect(canarySteps(undefined, '5,25,100')).toEqual([5, 25, 100]);
    expect(canarySteps('5', '5,25,100')).toEqual([5, 25, 100]);
    expect(() => canarySteps('10', '5,25,100')).toThrow(/disagree/);
    expect(() => canarySteps(undefined, '5,25,50')).toThrow(/last step must be 100/);
    expect(() => canarySteps(undefined, '50,25,100')).toThrow(/larger share/);
    expect(() => canarySteps('0', undefined)).toThrow(/whole per cent from 1 to 100/);
    expect(() => canarySteps('ten', undefined)).toThrow(/whole per cent/);
    expect(() => canarySteps(undefined, undefined)).toThrow(/--canary needs/);
  });
});

describe('promote --canary', () => {
  it('writes the canary at its first share, on the stable release of the moment, audited', async () => {
    const canary = await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100], by: 'rooms-team' });
    expect(canary).toMatchObject({ remote: 'mf-rooms', stableRelease: '1.0.0', canaryRelease: '2.0.0', steps: [10, 50, 100], step: 0, share: 10, status: 'running', minSessions: 20, minMinutes: 5, lcpP75Ms: 2500, startedBy: 'rooms-team' });
    expect(await audits(canary.id)).toEqual([expect.objectContaining({ action: 'canary.started', actor_name: 'rooms-team', actor_role: 'system', object_type: 'remote_canary', before: null, after: expect.objectContaining({ canaryRelease: '2.0.0', share: 10 }) })]);
    // Nothing promoted: the runtime map is untouched.
    expect((await runtimeMap())['mf-rooms']).toEqual({ current: '1.0.0', history: [] });
  });

  it('from the command line, with the thresholds a team gives', async () => {
    const started = await cli('promote', 'mf-rooms', '2.0.0', '--canary', '5', '--min-sessions', '40', '--min-minutes', '0', '--lcp-p75-ms', '3000', '--by', 'asha');
    expect(started.stderr).toBe('');
    expect(started.stdout).toContain('mf-rooms 2.0.0 is a canary: 5 % of browsers get it at their next page load, the rest stay on 1.0.0.');
    expect(await rows('mf-rooms')).toEqual([expect.objectContaining({ steps: [5, 50, 100], share: 5, status: 'running', started_by: 'asha', stable_release: '1.0.0' })]);

    const status = await cli('canary', 'mf-rooms', 'status');
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/stable: +1\.0\.0/);
    expect(status.stdout).toMatch(/canary: +2\.0\.0/);
    expect(status.stdout).toMatch(/status: +running/);
    expect(status.stdout).toMatch(/share: +5 % of browsers get the canary/);
    expect(status.stdout).toContain('step:     1 of 3: [5 %] → 50 % → 100 %');
    expect(status.stdout).toContain('judged after 40 sessions on the canary and 0 min, LCP p75 at most 3000 ms');
    expect(status.stdout).toMatch(/reason: +none/);
  });

  it('refuses a second canary of the same remote while one runs or is paused, and lets another remote have its own', async () => {
    await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    await expect(startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] })).rejects.toThrow(/mf-rooms has a canary running already: 2\.0\.0 at 10 %\. One canary at a time/);
    await changeCanary('mf-rooms', 'pause', { env });
    const refused = await cli('promote', 'mf-rooms', '2.0.0', '--canary', '10');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('mf-rooms has a canary paused already');
    await expect(startCanary('mf-student', '2.0.0', { env, steps: [10, 50, 100] })).resolves.toMatchObject({ status: 'running' });
    expect(await rows('mf-rooms')).toHaveLength(1);
  });

  it("refuses a release that fails promote's checks, the same way, before any browser gets it", async () => {
    const refused = await cli('promote', 'mf-rooms', '3.0.0-react20', '--canary', '10');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused: mf-rooms 3.0.0-react20 does not fit this environment.');
    expect(refused.stderr).toContain('shared module react: the release needs ^20.0.0, the shell provides 19.3.1');
    expect(refused.stderr).toContain('Cannot query field "beds" on type "Room"');
    await expect(startCanary('mf-rooms', '9.9.9', { env, steps: [10, 50, 100] })).rejects.toThrow(/has no release 9\.9\.9/);
    expect(await rows('mf-rooms')).toEqual([]);
  });

  it('refuses the stable release itself', async () => {
    await expect(startCanary('mf-rooms', '1.0.0', { env, steps: [10, 50, 100] })).rejects.toThrow(/1\.0\.0 is the stable release already/);
    expect(await rows('mf-rooms')).toEqual([]);
  });

  it('makes a plain promotion or rollback of that remote wait until the canary has ended', async () => {
    await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    const promoted = await cli('promote', 'mf-rooms', '2.0.0');
    expect(promoted.code).toBe(1);
    expect(promoted.stderr).toContain('Refused: mf-rooms has a canary running, 2.0.0 at 10 %. A promotion would move the stable release under it');
    expect((await cli('rollback', 'mf-rooms')).stderr).toContain('A rollback would move the stable release under it');
    expect((await runtimeMap())['mf-rooms']).toEqual({ current: '1.0.0', history: [] });
  });
});

describe("a team's hand on its canary", () => {
  it('pauses and resumes it, aborts it with who did, each audited with before and after', async () => {
    const { id } = await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    expect(await changeCanary('mf-rooms', 'pause', { env, by: 'asha' })).toMatchObject({ status: 'paused', share: 10, endedAt: null });
    await expect(changeCanary('mf-rooms', 'pause', { env })).rejects.toThrow(/is paused already/);
    expect(await changeCanary('mf-rooms', 'resume', { env, by: 'asha' })).toMatchObject({ status: 'running' });
    await expect(changeCanary('mf-rooms', 'resume', { env })).rejects.toThrow(/is running already/);

    const aborted = await cli('canary', 'mf-rooms', 'abort', '--by', 'ravi');
    expect(aborted.stdout).toContain('mf-rooms canary 2.0.0 aborted: every browser gets 1.0.0 at its next page load.');
    expect(await rows('mf-rooms')).toEqual([expect.objectContaining({ status: 'aborted', reason: 'aborted by ravi', ended_at: expect.any(Date), applied_at: null })]);
    expect((await audits(id)).map((a) => [a.action, a.actor_name, a.before?.status ?? null, a.after.status])).toEqual([
      ['canary.started', expect.any(String), null, 'running'],
      ['canary.paused', 'asha', 'running', 'paused'],
      ['canary.resumed', 'asha', 'paused', 'running'],
      ['canary.aborted', 'ravi', 'running', 'aborted'],
    ]);
    // Nothing to apply: the runtime map never moved.
    expect((await runtimeMap())['mf-rooms']).toEqual({ current: '1.0.0', history: [] });
    const after = await cli('canary', 'mf-rooms', 'pause');
    expect([after.code, after.stderr.trim()]).toEqual([1, 'mf-rooms has no canary running or paused (the last, 2.0.0, aborted: aborted by ravi).']);
    expect((await cli('canary', 'mf-rooms', 'status')).stdout).toMatch(/status: +aborted[\s\S]*share: +none: every browser gets the stable release[\s\S]*reason: +aborted by ravi/);
  });

  it('finishes it: promoted, and written into the runtime map at once with the stable release on the history for rollback', async () => {
    const { id } = await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    const finished = await cli('canary', 'mf-rooms', 'finish', '--by', 'asha');
    expect(finished.stdout).toContain('mf-rooms canary 2.0.0 finished: 2.0.0 is the stable release');
    expect(await rows('mf-rooms')).toEqual([expect.objectContaining({ status: 'promoted', reason: 'finished by asha', ended_at: expect.any(Date), applied_at: expect.any(Date) })]);
    expect((await runtimeMap())['mf-rooms']).toEqual({ current: '2.0.0', history: ['1.0.0'] });
    expect((await audits(id)).map((a) => a.action)).toEqual(['canary.started', 'canary.finished', 'canary.applied']);
    expect((await cli('canary', 'mf-rooms', 'status')).stdout).toMatch(/stable: +2\.0\.0[\s\S]*status: +promoted .*the stable release since/);
    // A rollback returns to the release the canary started from (the canary has ended: allowed).
    expect((await cli('rollback', 'mf-rooms')).stdout).toContain('mf-rooms rolled back from 2.0.0 to 1.0.0.');
  });
});

describe('a canary the judge promoted', () => {
  it('is written into the runtime map once, by whichever shell server reads it first', async () => {
    const { id } = await startCanary('mf-admin', '2.0.0', { env, steps: [10, 50, 100] });
    // The gateway's judge, at the last step: healthy.
    await db.query(`update remote_canaries set step = 2, share = 100, status = 'promoted', reason = 'healthy at 100 %', ended_at = now() where id = $1`, [id]);
    const quiet = { info: vi.fn(), warn: vi.fn() };
    const servers = [new CanaryReader(env, { log: quiet }), new CanaryReader(env, { log: quiet }), new CanaryReader(env, { log: quiet })];
    try {
      const seen = await Promise.all(servers.map((server) => server.active()));
      // Promoted: no longer served as a canary; everyone is on its release as the stable one.
      expect(seen).toEqual([[], [], []]);
      expect((await runtimeMap())['mf-admin']).toEqual({ current: '2.0.0', history: ['1.0.0'] });
      expect((await audits(id)).filter((a) => a.action === 'canary.applied')).toHaveLength(1);
      expect(quiet.info.mock.calls.filter(([line]) => String(line).includes('is the stable release now'))).toHaveLength(1);
      const [row] = await rows('mf-admin');
      expect(row).toMatchObject({ status: 'promoted', reason: 'healthy at 100 %', applied_at: expect.any(Date) });

      // Read again later: applied already, nothing moves (no second entry on the history).
      const again = new CanaryReader(env, { log: quiet });
      servers.push(again);
      await again.active();
      expect((await runtimeMap())['mf-admin']).toEqual({ current: '2.0.0', history: ['1.0.0'] });
      expect((await rows('mf-admin'))[0]!.applied_at).toEqual(row!.applied_at);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  it('rolled back, needs nothing applied: the runtime map stays on the stable release', async () => {
    const { id } = await startCanary('mf-admin', '2.0.0', { env, steps: [10, 50, 100] });
    await db.query(`update remote_canaries set status = 'rolled_back', reason = 'render errors: 9 of 30 sessions against 1 of 270', ended_at = now() where id = $1`, [id]);
    const server = new CanaryReader(env, { log: { info: vi.fn(), warn: vi.fn() } });
    expect(await server.active()).toEqual([]);
    await server.close();
    expect((await runtimeMap())['mf-admin']).toEqual({ current: '1.0.0', history: [] });
    expect((await cli('canary', 'mf-admin', 'status')).stdout).toMatch(/status: +rolled back[\s\S]*reason: +render errors: 9 of 30 sessions against 1 of 270/);
  });
});

describe('reading the canaries', () => {
  it('asks the database at most once a second, however many page loads ask', async () => {
    await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    const server = new CanaryReader(env);
    try {
      const began = performance.now();
      const answers = await Promise.all(Array.from({ length: 50 }, () => server.active()));
      expect(answers.every((canaries) => canaries.length === 1 && canaries[0]!.canaryRelease === '2.0.0')).toBe(true);
      expect(server.reads).toBe(1);
      // Page loads every 10 ms for a second and a half: a read at the start, then at most one a second.
      while (performance.now() - began < 1_500) {
        await server.active();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(server.reads).toBeGreaterThanOrEqual(2);
      expect(server.reads).toBeLessThanOrEqual(1 + Math.floor((performance.now() - began) / 1_000));
    } finally {
      await server.close();
    }
  });

  it('serves no canary, and says so once, while the database cannot be reached', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const server = new CanaryReader({ ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' }, { intervalMs: 0, log });
    try {
      expect(await server.active()).toEqual([]);
      expect(await server.active()).toEqual([]);
      expect(server.reads).toBe(2);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]![0]).toMatch(/^\[canary\] cannot read the canaries .*every browser gets the stable releases/);
    } finally {
      await server.close();
    }
  });
});

describe('/remotes.json on the shell server', () => {
  let stack: Stack;
  beforeAll(async () => {
    const ports = Object.fromEntries(Object.values(APPS).map((app) => [app.portEnv, '0']));
    // No gateway is needed for /remotes.json; the web apps' builds are not (an empty web root).
    stack = await startStack({ env: { ...env, ...ports }, gatewayUrl: 'http://127.0.0.1:1', webRoot: join(dir, 'no-builds') });
  });
  afterAll(() => stack?.stop());

  const remotesJson = async (cookie?: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${stack.url}/remotes.json`, { headers: { ...headers, ...(cookie === undefined ? {} : { cookie }) } });
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as RemoteEntry[];
    return { setCookie: answer.headers.get('set-cookie'), cacheControl: answer.headers.get('cache-control'), versions: Object.fromEntries(list.map((r) => [r.name, r.version])), list };
  };
  const rooms = APPS['mf-rooms'].federationName;
  const nextRead = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it('gives a browser without a bucket one, for a year, first-party and unreadable by scripts, and serves it its bucket', async () => {
    await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    await nextRead();
    for (let i = 0; i < 30; i++) {
      const first = await remotesJson();
      expect(first.setCookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=(\\d|[1-9]\\d); Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`));
      const bucket = bucketOf(first.setCookie!)!;
      expect(first.versions[rooms]).toBe(bucket < 10 ? '2.0.0' : '1.0.0');
      expect(first.cacheControl).toBe('private, no-cache');
      // Back with its cookie: no new one, and the same release.
      const back = await remotesJson(`${BUCKET_COOKIE}=${bucket}`);
      expect([back.setCookie, back.versions[rooms]]).toEqual([null, first.versions[rooms]]);
    }
    expect((await remotesJson(`${BUCKET_COOKIE}=abc`)).setCookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d+;`));
    expect((await remotesJson(`${BUCKET_COOKIE}=100`)).setCookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d+;`));
    expect((await remotesJson(undefined, { 'X-Forwarded-Proto': 'https' })).setCookie).toMatch(/; Secure$/);
  });

  it('serves a share of 10 to buckets 0-9 and the stable release to 10-99, the same each time; the other remotes are untouched', async () => {
    await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    await nextRead();
    for (const round of [1, 2]) {
      for (let bucket = 0; bucket < 100; bucket++) {
        const { versions, setCookie, list } = await remotesJson(`other=1; ${BUCKET_COOKIE}=${bucket}`);
        expect(`${round}: bucket ${bucket} ${versions[rooms]}`).toBe(`${round}: bucket ${bucket} ${bucket < 10 ? '2.0.0' : '1.0.0'}`);
        expect(setCookie).toBeNull();
        expect(list.find((r) => r.name === rooms)!.entry).toMatch(new RegExp(`/releases/${bucket < 10 ? '2\\.0\\.0' : '1\\.0\\.0'}/mf-manifest\\.json$`));
        for (const app of ['mf-student', 'mf-admin'] as const) expect(versions[APPS[app].federationName]).toBe('1.0.0');
      }
    }
  });

  it('keeps the share while paused, widens it as the judge steps up, and puts everyone back on stable once aborted', async () => {
    const { id } = await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    await changeCanary('mf-rooms', 'pause', { env });
    await nextRead();
    // The buckets on the canary, of those at the edges of each share.
    const served = async () => {
      const on: number[] = [];
      for (const bucket of [0, 9, 10, 49, 50, 99]) if ((await remotesJson(`${BUCKET_COOKIE}=${bucket}`)).versions[rooms] === '2.0.0') on.push(bucket);
      return on.join(' ') || 'none';
    };
    expect(await served()).toBe('0 9');
    await changeCanary('mf-rooms', 'resume', { env });
    await db.query(`update remote_canaries set step = 1, share = 50, step_started_at = now() where id = $1`, [id]);
    await nextRead();
    expect(await served()).toBe('0 9 10 49');
    await changeCanary('mf-rooms', 'abort', { env });
    await nextRead();
    expect(await served()).toBe('none');
  });

  it('serves a promoted canary to everyone as the stable release', async () => {
    const { id } = await startCanary('mf-rooms', '2.0.0', { env, steps: [10, 50, 100] });
    await db.query(`update remote_canaries set step = 2, share = 100, status = 'promoted', reason = 'healthy at 100 %', ended_at = now() where id = $1`, [id]);
    await nextRead();
    for (const bucket of [0, 9, 10, 99]) expect((await remotesJson(`${BUCKET_COOKIE}=${bucket}`)).versions[rooms]).toBe('2.0.0');
    expect((await runtimeMap())['mf-rooms']).toEqual({ current: '2.0.0', history: ['1.0.0'] });
  });
});
