import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import type { Client } from '../../test/client.js';

// Issue 51, defect 13: both CSV imports read `dryRun` with one strict parser (http/dry-run.ts).
// Before it, `?dryRun=` (empty) wrote rooms but was dry on the roster, and `?dryrun=1` and
// `?dryRun[]=1` wrote on both. A flag that is not plainly "check" or "import" is a 400 that writes nothing.
const app = useTestApp();

let admin: Client;
const office = async () => (admin ??= await app.admin());
const count = async (sql: string) => (await app.gateway.orm.em.fork().execute<{ n: number }[]>(sql))[0]!.n;

/** Each import: where it takes its file, one file of one new row, and how many rows it holds. */
const IMPORTS = [
  {
    name: 'rooms.csv',
    path: '/office/hostels/GH-1/rooms.csv',
    file: (n: number) => `number,floor,type\n${900 + n},0,Single`,
    rows: () => count(`select count(*)::int as n from rooms r join hostels h on h.id = r.hostel_id where h.name = 'GH-1' and r.number >= 900`),
  },
  {
    name: 'roster.csv',
    path: '/office/roster.csv',
    file: (n: number) => `enrollment_id,name,email,gender,year_of_study,programme\nDRY${n},Dry ${n},dry${n}@campus.test,Female,1,MBA`,
    rows: () => count(`select count(*)::int as n from roster_entries where enrollment_id like 'DRY%'`),
  },
];

const REFUSED = ['dryRun=', 'dryRun=%20', 'dryRun=yes', 'dryRun=2', 'dryRun=1&dryRun=1', 'dryRun=1&dryRun=0', 'dryRun[]=1', 'dryrun=1', 'dry_run=1', 'dryRun=1&force=1', 'DRYRUN=true'];

describe.each(IMPORTS)('$name reads dryRun strictly', ({ path, file, rows }) => {
  const send = async (query: string, n: number) => (await office()).rest<{ dryRun?: boolean; created?: number; message?: string }>('POST', `${path}${query}`, file(n), { 'content-type': 'text/csv' });

  it.each(REFUSED)('?%s is a 400 with a sentence, and imports nothing', async (query) => {
    const before = await rows();
    const reply = await send(`?${query}`, 1);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/dryRun=true \(or 1\) checks the file and writes nothing; dryRun=false \(or 0\), or no dryRun, imports it\.$/);
    expect(await rows()).toBe(before);
  });

  it('true and 1 check (in any case); false, 0 and no flag import', async () => {
    const before = await rows();
    for (const query of ['?dryRun=true', '?dryRun=1', '?dryRun=TRUE']) {
      const reply = await send(query, 2);
      expect([reply.status, reply.body.dryRun, reply.body.created]).toEqual([200, true, 1]);
    }
    expect(await rows()).toBe(before);
    for (const [query, n] of [['?dryRun=false', 3], ['?dryRun=0', 4], ['', 5]] as const) {
      const reply = await send(query, n);
      expect([reply.status, reply.body.dryRun, reply.body.created]).toEqual([200, false, 1]);
    }
    expect(await rows()).toBe(before + 3);
  });
});

describe('the refusals name what was wrong', () => {
  it('an unknown key by name, a bad value as dryRun', async () => {
    const unknown = await (await office()).rest('POST', '/office/roster.csv?dryrun=1', 'x', { 'content-type': 'text/csv' });
    expect(unknown.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'dryrun', message: 'An import takes no query parameter "dryrun": dryRun=true (or 1) checks the file and writes nothing; dryRun=false (or 0), or no dryRun, imports it.' });
    const empty = await (await office()).rest('POST', '/office/hostels/GH-1/rooms.csv?dryRun=', 'x', { 'content-type': 'text/csv' });
    expect(empty.body).toMatchObject({ field: 'dryRun', message: 'dryRun must be given once, as true, 1, false or 0: dryRun=true (or 1) checks the file and writes nothing; dryRun=false (or 0), or no dryRun, imports it.' });
  });
});
