import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { p75 } from './canary.judge.js';

const app = useTestApp({ canaryJudgeSeconds: 0 });
const db = () => app.gateway.orm.em.fork().getConnection();
const STABLE = '1.4.0';
const CANARY = '1.5.0';
let remoteCount = 0;

/** A canary as `promote --canary` writes it (scripts/), for a remote of this test's own; judged at once (no minutes), 3 sessions a step. */
async function startCanary(steps = [10, 50, 100]): Promise<{ id: string; remote: string }> {
  const remote = `mf-test${String.fromCharCode(97 + remoteCount++)}`;
  const [row] = await db().execute<{ id: string }[]>(
    `insert into remote_canaries (remote, stable_release, canary_release, steps, share, min_sessions, min_minutes, lcp_p75_ms, started_by) values (?, ?, ?, ?::smallint[], ?, 3, 0, 2500, 'test') returning id`,
    [remote, STABLE, CANARY, `{${steps.join(',')}}`, steps[0]],
  );
  return { id: row!.id, remote };
}

const beacon = (client: Client, reports: unknown) => client.rest('POST', '/releases/reports', { reports });
const loaded = (remote: string, release: string) => ({ remote, release, kind: 'loaded', route: '/visitors' });
const thrown = (remote: string, release: string) => ({ remote, release, kind: 'render_error', route: '/visitors', message: 'Cannot read properties of undefined' });

/** Students, each logged in: a session each. */
const sessions = (n: number) => Promise.all(Array.from({ length: n }, () => newStudent(app).then((s) => s.client)));

describe("the beacon: what browsers report of the remotes' releases", () => {
  it('takes reports from a session only, validated whole, and answers 204', async () => {
    const { remote } = await startCanary();
    expect((await beacon(app.client(), [loaded(remote, CANARY)])).status).toBe(401);
    const [student] = await sessions(1);
    // The shell names remotes by their federation name (mf_testa), the CLI by their package's (mf-testa).
    expect((await beacon(student!, [loaded(remote, CANARY), { remote: remote.replace('-', '_'), release: CANARY, kind: 'vital', name: 'LCP', value: 1834.5 }])).status).toBe(204);
    const refused = async (reports: unknown) => {
      const reply = await beacon(student!, reports);
      expect(reply.status, JSON.stringify(reports).slice(0, 80)).toBe(400);
      return reply.text;
    };
    expect(await refused([{ remote, release: CANARY, kind: 'exploded' }])).toMatch(/kind must be one of/);
    expect(await refused([{ remote, release: CANARY, kind: 'vital', name: 'LCP' }])).toMatch(/A vital names its name and value/);
    expect(await refused([{ remote, release: CANARY, kind: 'loaded', cookie: 'x' }])).toMatch(/reports/);
    expect(await refused([{ remote: '../etc', release: CANARY, kind: 'loaded' }])).toMatch(/remote must be/);
    expect(await refused(Array.from({ length: 21 }, () => loaded(remote, CANARY)))).toMatch(/At most 20 reports/);
    expect(await refused(Array.from({ length: 20 }, () => ({ ...thrown(remote, CANARY), route: `/${'r'.repeat(199)}`, message: 'm'.repeat(300) })))).toMatch(/at most 8 KB/);
    expect(await refused([])).toMatch(/at least one report/);
    // Kept under the session's hash, never its id or cookie.
    const kept = await db().execute<{ session_key: string; kind: string; vital: string | null; value: number | null }[]>(`select r.session_key, r.kind, r.vital, r.value from canary_reports r join remote_canaries c on c.id = r.canary_id where c.remote = ? order by r.id`, [remote]);
    expect(kept.map((k) => [k.kind, k.vital, k.value])).toEqual([['loaded', null, null], ['vital', 'LCP', 1834.5]]);
    expect(kept[0]!.session_key).toMatch(/^[0-9a-f]{64}$/);
    const [session] = await db().execute<{ id: string }[]>('select id from sessions order by created_at desc limit 1');
    expect(kept[0]!.session_key).not.toContain(session!.id);
  });

  it('keeps only the releases in a canary, counts every report in the metrics, and limits each session', async () => {
    const { remote } = await startCanary();
    const [student] = await sessions(1);
    expect((await beacon(student!, [loaded(remote, '0.9.0'), loaded(remote, STABLE), loaded('mf-nocanary', '2.0.0')])).status).toBe(204);
    const [kept] = await db().execute<{ n: number }[]>(`select count(*)::int as n from canary_reports r join remote_canaries c on c.id = r.canary_id where c.remote = ?`, [remote]);
    expect(kept!.n).toBe(1); // the stable release's: 0.9.0 and another remote's are only counted
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toContain(`dormspace_remote_reports_total{remote="mf-nocanary",release="2.0.0",kind="loaded"} 1`);
    // 30 beacons a minute a session (one every 10 s and one as a page hides is far less); the first was spent above, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await beacon(student!, [loaded(remote, STABLE)])).status);
    expect(statuses).toEqual([...Array.from({ length: 29 }, () => 204), 429]);
  });

  it('labels the metrics with at most 100 remote and release pairs, however many releases the browsers name', async () => {
    const forgers = await sessions(8);
    for (const [i, forger] of forgers.entries()) {
      const forged = Array.from({ length: 20 }, (_, j) => loaded('mf-forged', `9.${i}.${j}`));
      expect((await beacon(forger, forged)).status).toBe(204);
    }
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    const pairs = new Set([...metrics.matchAll(/^dormspace_remote_reports_total\{remote="([^"]*)",release="([^"]*)"/gm)].map(([, remote, release]) => `${remote} ${release}`));
    expect(pairs.size).toBe(100 + 1); // the first 100 pairs (earlier tests' among them), and other
    expect(metrics).toMatch(/dormspace_remote_reports_total\{remote="other",release="other",kind="loaded"\} \d+/);
  });
});

describe("the judge's job", () => {
  it('moves a healthy canary on, step by step, to promoted; each move audited and judged with its signals', async () => {
    const { id, remote } = await startCanary([10, 100]);
    const people = await sessions(5);
    // Too few canary sessions yet: it waits.
    await beacon(people[0]!, [loaded(remote, CANARY)]);
    for (const s of people.slice(2)) await beacon(s, [loaded(remote, STABLE)]);
    expect((await app.gateway.jobs.canaryJudge()).find((o) => o.canaryId === id)).toMatchObject({ decision: 'wait', share: 10, reason: '1 of 3 canary sessions so far' });
    for (const s of people.slice(1, 3)) await beacon(s, [loaded(remote, CANARY)]);
    expect((await app.gateway.jobs.canaryJudge()).find((o) => o.canaryId === id)).toMatchObject({ decision: 'advance', share: 100 });
    // The new step counts only what came after it began.
    expect((await app.gateway.jobs.canaryJudge()).find((o) => o.canaryId === id)).toMatchObject({ decision: 'wait', reason: '0 of 3 canary sessions so far' });
    for (const s of people.slice(0, 3)) await beacon(s, [loaded(remote, CANARY)]);
    expect((await app.gateway.jobs.canaryJudge()).find((o) => o.canaryId === id)).toMatchObject({ decision: 'promote', share: 100, reason: 'healthy: 0 of 3 canary sessions with errors' });
    const [row] = await db().execute<{ status: string; share: number; ended_at: Date | null; applied_at: Date | null }[]>('select status, share, ended_at, applied_at from remote_canaries where id = ?', [id]);
    expect(row).toMatchObject({ status: 'promoted', share: 100, applied_at: null });
    expect(row!.ended_at).not.toBeNull();
    const audit = await db().execute<{ action: string }[]>(`select action from audit_events where object_type = 'remote_canary' and object_id = ? order by id`, [id]);
    expect(audit.map((a) => a.action)).toEqual(['canary.advanced', 'canary.promoted']);
    const judged = await db().execute<{ decision: string; canary_sessions: number; stable_sessions: number }[]>('select decision, canary_sessions, stable_sessions from canary_judgments where canary_id = ? order by id', [id]);
    expect(judged.map((j) => j.decision)).toEqual(['wait', 'advance', 'wait', 'promote']);
    expect(judged[1]).toMatchObject({ canary_sessions: 3, stable_sessions: 3 });
    // Ended: no longer judged.
    expect((await app.gateway.jobs.canaryJudge()).find((o) => o.canaryId === id)).toBeUndefined();
  });

  it('rolls a canary back by itself when its sessions fail significantly more than the stable ones, saying why', async () => {
    const { id, remote } = await startCanary();
    const people = await sessions(13);
    for (const s of people.slice(0, 3)) await beacon(s, [loaded(remote, CANARY), thrown(remote, CANARY)]);
    for (const s of people.slice(3)) await beacon(s, [loaded(remote, STABLE)]);
    const outcome = (await app.gateway.jobs.canaryJudge()).find((o) => o.canaryId === id);
    // 3 of 3 against 0 of 10: P = C(3,3)C(10,0)/C(13,3) = 1/286.
    expect(outcome).toMatchObject({ decision: 'rollback', share: 0 });
    expect(outcome!.reason).toBe('errors: 3 of 3 canary sessions (100.0 %) against 0 of 10 stable (0.0 %); Fisher exact p = 0.0035 < 0.05');
    const [row] = await db().execute<{ status: string; reason: string }[]>('select status, reason from remote_canaries where id = ?', [id]);
    expect(row).toEqual({ status: 'rolled_back', reason: outcome!.reason });
    const [audit] = await db().execute<{ action: string; after: { pValue: number } }[]>(`select action, after from audit_events where object_type = 'remote_canary' and object_id = ?`, [id]);
    expect(audit!.action).toBe('canary.rolled_back');
    expect(audit!.after.pValue).toBeCloseTo(1 / 286, 6);
    // A paused canary is not judged.
    const paused = await startCanary();
    await db().execute(`update remote_canaries set status = 'paused' where id = ?`, [paused.id]);
    for (const s of people.slice(0, 3)) await beacon(s, [loaded(paused.remote, CANARY), thrown(paused.remote, CANARY)]);
    expect((await app.gateway.jobs.canaryJudge()).find((o) => o.canaryId === paused.id)).toBeUndefined();
  });

  it("counts each session once a step in the judge's tally, failed if any of its reports in the step was an error", async () => {
    const { id, remote } = await startCanary();
    const [asha, ravi] = await sessions(2);
    for (const reports of [[loaded(remote, CANARY)], [loaded(remote, CANARY)], [thrown(remote, CANARY)], [loaded(remote, CANARY)]]) expect((await beacon(asha!, reports)).status).toBe(204);
    for (let i = 0; i < 2; i++) expect((await beacon(ravi!, [loaded(remote, STABLE)])).status).toBe(204);
    const tally = await db().execute<{ release: string; step: number; failed: boolean }[]>('select release, step, failed from canary_sessions where canary_id = ? order by release', [id]);
    expect(tally).toEqual([
      { release: STABLE, step: 0, failed: false },
      { release: CANARY, step: 0, failed: true },
    ]);
    // The LCP values of the step, whoever sent them: the judge's p75 is their nearest rank, computed in the database.
    const lcp = [2600, 1000, 3000, 1400, 1200, 1600];
    expect((await beacon(ravi!, lcp.map((value) => ({ remote, release: CANARY, kind: 'vital', name: 'LCP', value })))).status).toBe(204);
    await app.gateway.jobs.canaryJudge();
    const [judged] = await db().execute<Record<string, number | null>[]>(
      'select canary_sessions, canary_failed, stable_sessions, stable_failed, canary_lcp_p75, stable_lcp_p75 from canary_judgments where canary_id = ?',
      [id],
    );
    expect(judged).toEqual({ canary_sessions: 2, canary_failed: 1, stable_sessions: 1, stable_failed: 0, canary_lcp_p75: p75(lcp), stable_lcp_p75: null });
    expect(p75(lcp)).toBe(2600);
  });

  it("erases an ended canary's reports a week after it ended, keeping its judgments; a running one's stay", async () => {
    const ended = await startCanary();
    const running = await startCanary();
    const people = await sessions(3);
    for (const s of people) {
      await beacon(s, [loaded(ended.remote, CANARY)]);
      await beacon(s, [loaded(running.remote, CANARY)]);
    }
    await app.gateway.jobs.canaryJudge();
    // Its reports and its sessions' tally alike.
    const kept = async (id: string) =>
      (await db().execute<{ n: number }[]>('select ((select count(*) from canary_reports where canary_id = ?) + (select count(*) from canary_sessions where canary_id = ?))::int as n', [id, id]))[0]!.n;
    const judged = async (id: string) => (await db().execute<{ n: number }[]>('select count(*)::int as n from canary_judgments where canary_id = ?', [id]))[0]!.n;
    await db().execute(`update remote_canaries set status = 'aborted', ended_at = now() - interval '6 days' where id = ?`, [ended.id]);
    await app.gateway.jobs.canaryJudge();
    expect(await kept(ended.id)).toBe(3 + 3);
    await db().execute(`update remote_canaries set ended_at = now() - interval '8 days' where id = ?`, [ended.id]);
    await app.gateway.jobs.canaryJudge();
    expect(await kept(ended.id)).toBe(0);
    expect(await judged(ended.id)).toBeGreaterThan(0);
    expect(await kept(running.id)).toBe(3 + 3);
  });
});
