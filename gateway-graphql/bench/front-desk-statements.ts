import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../src/core/validate.js';
import { Role } from '../src/core/enums.js';
import type { Viewer } from '../src/core/viewer.js';
import { openOrm } from '../src/db/orm.js';
import { ParcelRecipients } from '../src/modules/parcels/parcels.recipients.js';
import { MAX_RECIPIENTS } from '../src/modules/parcels/parcels.rules.js';
import { percentiles } from './setup.js';

/**
 * The recipient search's statement before issue 54's benchmark (ParcelRecipients at 2026-12-04:
 * every match of the text joined to its bed and sorted by name, then ten taken), kept here as the
 * baseline the typing phase's searches are replayed against, beside today's ParcelRecipients, in
 * the bench's own process on the same database: what the statement alone costs, without HTTP.
 */
async function before(em: EntityManager, hostels: readonly string[] | null, query: string): Promise<string[]> {
  const likeEscape = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);
  const text = query.toLowerCase();
  const hostelArray = hostels && pgArray(hostels);
  const branches = [
    text.length >= 3
      ? `select id from users where role = 'student' and lower(name || ' ' || coalesce(enrollment_id, '') || ' ' || email) like ? escape '\\'`
      : `select id from users where role = 'student' and lower(name) like ? escape '\\'`,
  ];
  const params: unknown[] = [text.length >= 3 ? `%${likeEscape(text)}%` : `${likeEscape(text)}%`];
  const room = /^\d{1,5}$/.test(query) ? Number(query) : null;
  if (room !== null) {
    branches.push(`select o.student_id from rooms r join room_occupancies o on o.room_id = r.id where r.number = ? and (?::uuid[] is null or r.hostel_id = any(?::uuid[]))`);
    params.push(room, hostelArray, hostelArray);
  }
  const rows = await em.execute<{ id: string }[]>(
    `with matched as (${branches.join(' union ')})
     select u.id, u.name, u.enrollment_id, h.id as hostel_id, h.name as hostel_name, r.number as room_number
       from matched m join users u on u.id = m.id join room_occupancies o on o.student_id = u.id join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id
      where u.disabled_at is null and (?::uuid[] is null or r.hostel_id = any(?::uuid[]))
      order by (r.number = ?) desc, (lower(u.name) like ? escape '\\') desc, u.name, u.id
      limit ?`,
    [...params, hostelArray, hostelArray, room ?? -1, `${likeEscape(text)}%`, MAX_RECIPIENTS],
  );
  return rows.map((r) => r.id);
}

export interface StatementsCompared {
  searches: number;
  before: ReturnType<typeof percentiles>;
  now: ReturnType<typeof percentiles>;
  /** Searches whose ten (as a set) are the same both ways; the rest differ only where a desk of most hostels takes ten of a fragment's matches rather than the first ten by name. */
  sameAnswer: number;
  /** The slowest of each, with their text and how many hostels the desk had. */
  slowest: { before: { query: string; hostels: number; ms: number }[]; now: { query: string; hostels: number; ms: number }[] };
}

/**
 * Each search (`desk`'s hostels, the text) run once each way, in turns (which goes first
 * alternates), one at a time.
 */
export async function compareStatements(databaseUrl: string, searches: { hostels: readonly string[] | null; query: string }[]): Promise<StatementsCompared> {
  const orm = await openOrm({ databaseUrl, logMigrations: false });
  try {
    const em = orm.em.fork() as unknown as EntityManager;
    const recipients = new ParcelRecipients(em);
    const viewerOf = (hostels: readonly string[] | null): Viewer => ({ userId: '00000000-0000-4000-8000-000000000000', role: hostels === null ? Role.ADMIN : Role.GUARD, sessionId: 'bench', gender: null, hostelIds: hostels ?? [] });
    const beforeMs: number[] = [];
    const nowMs: number[] = [];
    const timed: { query: string; hostels: number; before: number; now: number }[] = [];
    let same = 0;
    for (const [i, { hostels, query }] of searches.entries()) {
      const runBefore = async () => {
        const started = performance.now();
        const ids = await before(em, hostels, query);
        beforeMs.push(performance.now() - started);
        return ids;
      };
      const runNow = async () => {
        const started = performance.now();
        const found = await recipients.search(viewerOf(hostels), { query });
        nowMs.push(performance.now() - started);
        return found.map((r) => r.studentId);
      };
      let old: string[];
      let fresh: string[];
      if (i % 2 === 0) {
        old = await runBefore();
        fresh = await runNow();
      } else {
        fresh = await runNow();
        old = await runBefore();
      }
      if (old.length === fresh.length && old.every((id) => fresh.includes(id))) same++;
      timed.push({ query, hostels: hostels?.length ?? 0, before: beforeMs.at(-1)!, now: nowMs.at(-1)! });
    }
    const slowest = (way: 'before' | 'now') =>
      [...timed]
        .sort((a, b) => b[way] - a[way])
        .slice(0, 5)
        .map((t) => ({ query: t.query, hostels: t.hostels, ms: Math.round(t[way] * 10) / 10 }));
    return { searches: searches.length, before: percentiles(beforeMs), now: percentiles(nowMs), sameAnswer: same, slowest: { before: slowest('before'), now: slowest('now') } };
  } finally {
    await orm.close();
  }
}
