import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { auditOf, ok } from '../../../test/beds.js';
import type { Client } from '../../../test/client.js';
import { roomsImportBench } from '../../../bench/rooms-import.js';

// Issue 42: a hostel's rooms out as a CSV file and back in, with a dry run that lists every
// row's problem, one transaction a real import, idempotent by hostel code and room number.
const app = useTestApp();
const db = () => app.gateway.orm.em.fork();

interface ImportAnswer {
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  changes: { line: number; room: number; added: boolean; fields: { field: string; before: string | null; after: string | null }[] }[];
  problems: { line: number; field: string | null; message: string }[];
}

let admin: Client;
const office = async () => (admin ??= await app.admin());

async function importCsv(client: Client, code: string, csv: string, { dryRun = false, type = 'text/csv' } = {}) {
  return client.rest<ImportAnswer>('POST', `/office/hostels/${code}/rooms.csv${dryRun ? '?dryRun=1' : ''}`, csv, { 'content-type': type });
}
async function exportCsv(client: Client, code: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${app.url}/api/office/hostels/${code}/rooms.csv`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  // As written, byte-order mark included (Response.text() would drop it).
  return { status: response.status, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()), headers: response.headers };
}
async function newHostel(name: string, gender = 'FEMALE', floors = { firstFloor: 0, floors: 3 }): Promise<string> {
  const created = await ok<{ createHostel: { id: string } }>(await office(), 'mutation($input: NewHostelInput!) { createHostel(input: $input) { id } }', {
    input: { name, gender, bookingMode: 'INSTANT', ...floors },
  });
  return created.createHostel.id;
}
const roomsIn = (hostelId: string) =>
  db().execute<{ number: number; floor: number; type: string; capacity: number; in_service: boolean; out_of_service_reason: string | null }[]>(
    'select number, floor, type, capacity, in_service, out_of_service_reason from rooms where hostel_id = ? and retired_at is null order by number',
    [hostelId],
  );

const GOOD = ['number,floor,type,in_service,out_of_service_reason', '1,0,Single,yes,', '2,0,double,,', '101,1,TRIPLE,1,', '102,1,Quad,no,Maintenance: plumbing', '201,2,Double,true,'].join('\n');

describe('importing rooms from a CSV file', () => {
  it('a dry run lists every problem of every row, with its line, and writes nothing', async () => {
    const hostelId = await newHostel('GH-20');
    const bad = [
      'Number,Floor,Type,In_Service,Out_Of_Service_Reason', // header names in any case
      '1,0,Single,yes,',
      '2,5,Double,yes,', // floor outside the hostel's
      'x,0,Twin,maybe,', // three bad cells
      '1,0,Double,yes,', // number 1 again
      '3,0,Double,no,', // out of service without a reason
      '4,0', // too few cells
      '5,0,Single,yes,"a reason, quoted"', // in service with a reason
      '"6',
    ].join('\r\n');
    const reply = await importCsv(await office(), 'gh-20', bad, { dryRun: true });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ dryRun: true, rows: 8, created: 1, updated: 0, unchanged: 0 });
    expect(reply.body.problems).toEqual([
      { line: 3, field: 'floor', message: 'Floor 5 is not in GH-20: its floors are 0 to 2.' },
      { line: 4, field: 'number', message: 'Room number must be a whole number from 1 to 9999.' },
      { line: 4, field: 'type', message: 'Type must be Single, Double, Triple or Quad.' },
      { line: 4, field: 'in_service', message: 'In service must be yes or no.' },
      { line: 5, field: 'number', message: 'Room 1 is already on line 2.' },
      { line: 6, field: 'out_of_service_reason', message: 'A room out of service needs a reason.' },
      { line: 7, field: null, message: 'This line has 2 cells; the header has 5.' },
      { line: 8, field: 'out_of_service_reason', message: 'A room in service has no out of service reason: leave it blank, or say no in in_service.' },
      { line: 9, field: null, message: expect.stringMatching(/^This line is not valid CSV: Quote Not Closed/) },
    ]);
    expect(await roomsIn(hostelId)).toEqual([]);

    // A real import of the same file writes nothing either: 400, the same answer.
    const real = await importCsv(await office(), 'GH-20', bad);
    expect(real.status).toBe(400);
    expect(real.body).toMatchObject({ dryRun: false, problems: reply.body.problems });
    expect(await roomsIn(hostelId)).toEqual([]);
    expect((await auditOf(app, 'rooms.imported')).length).toBe(0);
  });

  it('a header it does not know, or a missing column, is a problem of line 1', async () => {
    await newHostel('GH-21');
    const reply = await importCsv(await office(), 'GH-21', 'number,flor,type\n1,0,Single', { dryRun: true });
    expect(reply.body.problems).toEqual([
      { line: 1, field: 'flor', message: 'Unknown column "flor": the columns are number, floor, type, in_service, out_of_service_reason, accessible.' },
      { line: 1, field: 'floor', message: 'The column floor is missing.' },
    ]);
    expect((await importCsv(await office(), 'GH-21', '', { dryRun: true })).body.problems).toEqual([{ line: 1, field: null, message: 'The file is empty: its first line names the columns (number,floor,type,in_service,out_of_service_reason,accessible).' }]);
  });

  it('imports in one go, audited once; the same file again changes nothing; a changed file changes only its rooms', async () => {
    const hostelId = await newHostel('GH-22');
    const dry = await importCsv(await office(), 'GH-22', GOOD, { dryRun: true });
    expect(dry.body).toMatchObject({ dryRun: true, rows: 5, created: 5, updated: 0, unchanged: 0, problems: [] });
    // Each new room with its columns (an empty reason left out).
    expect(dry.body.changes.map((c) => [c.line, c.room, c.added, c.fields.map((f) => `${f.field}=${f.after}`).join(' ')])).toEqual([
      [2, 1, true, 'floor=0 type=Single in_service=yes accessible=no'],
      [3, 2, true, 'floor=0 type=Double in_service=yes accessible=no'],
      [4, 101, true, 'floor=1 type=Triple in_service=yes accessible=no'],
      [5, 102, true, 'floor=1 type=Quad in_service=no out_of_service_reason=Maintenance: plumbing accessible=no'],
      [6, 201, true, 'floor=2 type=Double in_service=yes accessible=no'],
    ]);
    expect(await roomsIn(hostelId)).toEqual([]);

    const first = await importCsv(await office(), 'GH-22', GOOD);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ dryRun: false, rows: 5, created: 5, updated: 0, unchanged: 0, problems: [] });
    expect(await roomsIn(hostelId)).toEqual([
      { number: 1, floor: 0, type: 'Single', capacity: 1, in_service: true, out_of_service_reason: null },
      { number: 2, floor: 0, type: 'Double', capacity: 2, in_service: true, out_of_service_reason: null },
      { number: 101, floor: 1, type: 'Triple', capacity: 3, in_service: true, out_of_service_reason: null },
      { number: 102, floor: 1, type: 'Quad', capacity: 4, in_service: false, out_of_service_reason: 'Maintenance: plumbing' },
      { number: 201, floor: 2, type: 'Double', capacity: 2, in_service: true, out_of_service_reason: null },
    ]);
    const audits = await auditOf(app, 'rooms.imported');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual({ hostel: 'GH-22', rows: 5, created: 5, updated: 0, unchanged: 0 });

    const again = await importCsv(await office(), 'GH-22', GOOD);
    expect(again.body).toEqual({ dryRun: false, rows: 5, created: 0, updated: 0, unchanged: 5, changes: [], problems: [] });

    const file = 'number,floor,type,in_service,out_of_service_reason\n2,0,Triple,no,Painting\n102,1,Quad,yes,\n301,2,Single,,';
    // The check says which rooms change and how, column by column (issue 51), and writes nothing.
    const check = await importCsv(await office(), 'GH-22', file, { dryRun: true });
    expect(check.body).toMatchObject({ created: 1, updated: 2, unchanged: 0, problems: [] });
    expect(check.body.changes).toEqual([
      {
        line: 2,
        room: 2,
        added: false,
        fields: [
          { field: 'type', before: 'Double', after: 'Triple' },
          { field: 'in_service', before: 'yes', after: 'no' },
          { field: 'out_of_service_reason', before: null, after: 'Painting' },
        ],
      },
      {
        line: 3,
        room: 102,
        added: false,
        fields: [
          { field: 'in_service', before: 'no', after: 'yes' },
          { field: 'out_of_service_reason', before: 'Maintenance: plumbing', after: null },
        ],
      },
      {
        line: 4,
        room: 301,
        added: true,
        fields: [
          { field: 'floor', before: null, after: '2' },
          { field: 'type', before: null, after: 'Single' },
          { field: 'in_service', before: null, after: 'yes' },
          { field: 'accessible', before: null, after: 'no' },
        ],
      },
    ]);
    expect((await roomsIn(hostelId)).map((r) => r.number)).toEqual([1, 2, 101, 102, 201]);
    const changed = await importCsv(await office(), 'GH-22', file);
    expect(changed.body).toMatchObject({ created: 1, updated: 2, unchanged: 0, problems: [], changes: check.body.changes });
    expect((await roomsIn(hostelId)).map((r) => [r.number, r.type, r.in_service])).toEqual([
      [1, 'Single', true],
      [2, 'Triple', false],
      [101, 'Triple', true],
      [102, 'Quad', true],
      [201, 'Double', true],
      [301, 'Single', true],
    ]);
    // The students' grid sees them (and not the room out of service as free).
    const student = await newStudent(app, { gender: 'Female' });
    const grid = await ok<{ rooms: { number: number; freeBeds: number; inService: boolean }[] }>(student.client, '{ rooms(hostel: "GH-22") { number freeBeds inService } }');
    expect(grid.rooms.find((r) => r.number === 2)).toEqual({ number: 2, freeBeds: 0, inService: false });
  });

  it('refuses what the rooms\' occupants forbid, naming them, and writes none of the file', async () => {
    const hostelId = await newHostel('GH-23');
    expect((await importCsv(await office(), 'GH-23', 'number,floor,type\n1,0,Double\n2,0,Double')).body.created).toBe(2);
    const [roomId] = (await db().execute<{ id: string }[]>('select id from rooms where hostel_id = ? and number = 1', [hostelId])).map((r) => r.id);
    const [ada, bea] = [await newStudent(app, { gender: 'Female', name: 'Ada Roy' }), await newStudent(app, { gender: 'Female', name: 'Bea Roy' })];
    for (const s of [ada, bea]) expect((await s.client.rest('POST', '/bookroom/room', { _id: roomId })).status).toBe(201);

    const reply = await importCsv(await office(), 'GH-23', 'number,floor,type,in_service,out_of_service_reason\n1,0,Single,yes,\n2,0,Single,yes,\n');
    expect(reply.status).toBe(400);
    expect(reply.body.problems).toEqual([
      { line: 2, field: 'type', message: `Room 1 has 2 people in it, more than a Single room's one bed: Ada Roy (${ada.form.enrollmentId}) in bed 1, Bea Roy (${bea.form.enrollmentId}) in bed 2. Move them to another room first.` },
    ]);
    const out = await importCsv(await office(), 'GH-23', 'number,floor,type,in_service,out_of_service_reason\n1,0,Double,no,Broken window\n');
    expect(out.body.problems).toEqual([
      { line: 2, field: 'in_service', message: `Room 1 cannot go out of service with people in it: Ada Roy (${ada.form.enrollmentId}) in bed 1, Bea Roy (${bea.form.enrollmentId}) in bed 2. Move them to another room first.` },
    ]);
    expect((await roomsIn(hostelId)).map((r) => r.type)).toEqual(['Double', 'Double']);

    // One person fits a Single, but Bea's bed 2 would go: refused, never moved to bed 1 (issue 51).
    await ada.client.gql('mutation { checkOut(reason: "Going home") }');
    const above = await importCsv(await office(), 'GH-23', 'number,floor,type\n1,0,Single\n', { dryRun: true });
    expect(above.body.problems).toEqual([
      { line: 2, field: 'type', message: `Room 1 cannot become a Single (bed 1) while a bed above them is taken: Bea Roy (${bea.form.enrollmentId}) in bed 2. Move them to another room first.` },
    ]);
    expect((await importCsv(await office(), 'GH-23', 'number,floor,type\n1,0,Single\n')).status).toBe(400);
    expect(await db().execute('select bed from room_occupancies where room_id = ?', [roomId])).toEqual([{ bed: 2 }]);
  });

  it('marks rooms accessible (yes/no/true/false/1/0, blank no); a file without the column keeps each room\'s flag', async () => {
    const hostelId = await newHostel('GH-27');
    const accessibleOf = async () =>
      (await db().execute<{ number: number; accessible: boolean }[]>('select number, accessible from rooms where hostel_id = ? order by number', [hostelId])).map((r) => [r.number, r.accessible]);
    const bad = await importCsv(await office(), 'GH-27', 'number,floor,type,accessible\n1,0,Single,perhaps', { dryRun: true });
    expect(bad.body.problems).toEqual([{ line: 2, field: 'accessible', message: 'Accessible must be yes or no.' }]);
    const first = await importCsv(await office(), 'GH-27', 'number,floor,type,Accessible\n1,0,Single,yes\n2,0,Double,TRUE\n3,0,Double,1\n4,0,Double,no\n5,0,Double,\n6,0,Double,0');
    expect(first.body).toMatchObject({ created: 6, problems: [] });
    expect(await accessibleOf()).toEqual([[1, true], [2, true], [3, true], [4, false], [5, false], [6, false]]);
    // An old file (no accessible column) changes nothing of the flags, new rooms are not accessible.
    const old = await importCsv(await office(), 'GH-27', 'number,floor,type,in_service,out_of_service_reason\n1,0,Single,yes,\n4,0,Double,yes,\n7,0,Double,yes,');
    expect(old.body).toMatchObject({ created: 1, updated: 0, unchanged: 2, problems: [] });
    expect(await accessibleOf()).toEqual([[1, true], [2, true], [3, true], [4, false], [5, false], [6, false], [7, false]]);
    // With the column, the flag changes both ways.
    expect((await importCsv(await office(), 'GH-27', 'number,floor,type,accessible\n1,0,Single,false\n4,0,Double,yes')).body).toMatchObject({ updated: 2, problems: [] });
    expect((await accessibleOf()).filter(([, a]) => a).map(([n]) => n)).toEqual([2, 3, 4]);
    const file = await exportCsv(await office(), 'GH-27');
    expect(file.text.split('\n').slice(1, 3)).toEqual(['1,0,Single,yes,,no', '2,0,Double,yes,,yes']);
  });

  it('never brings a retired room back: its line is a problem saying how to, in the check and the import alike', async () => {
    const hostelId = await newHostel('GH-28');
    expect((await importCsv(await office(), 'GH-28', 'number,floor,type\n1,0,Double\n2,0,Double')).body).toMatchObject({ created: 2, problems: [] });
    const [room] = await db().execute<{ id: string }[]>('select id from rooms where hostel_id = ? and number = 2', [hostelId]);
    await ok(await office(), 'mutation($r: ID!) { retireRoom(roomId: $r) { id } }', { r: room!.id });
    const file = 'number,floor,type\n1,0,Single\n2,0,Double';
    const problem = { line: 3, field: 'number', message: 'Room 2 is retired, and an import does not bring it back. To use it again, add it with "Add room" on this page; otherwise take this line out of the file.' };
    const check = await importCsv(await office(), 'GH-28', file, { dryRun: true });
    expect(check.body).toMatchObject({ problems: [problem], updated: 1 });
    const real = await importCsv(await office(), 'GH-28', file);
    expect(real.status).toBe(400);
    expect(real.body.problems).toEqual([problem]);
    // Nothing written: room 2 still retired, room 1 still a Double.
    expect((await roomsIn(hostelId)).map((r) => [r.number, r.type])).toEqual([[1, 'Double']]);
  });

  it('says to quote a cell that holds a comma when a line has more cells than the header', async () => {
    await newHostel('GH-29');
    const reply = await importCsv(await office(), 'GH-29', 'number,floor,type,in_service,out_of_service_reason,accessible\n1,0,Single,no,Leak, 2nd floor,no\n2,0', { dryRun: true });
    expect(reply.body.problems).toEqual([
      { line: 2, field: null, message: 'This line has 7 cells; the header has 6. If a cell holds a comma, put that cell in double quotes: "Leak, 2nd floor".' },
      { line: 3, field: null, message: 'This line has 2 cells; the header has 6.' },
    ]);
  });

  it('is for admins, with a CSV body, in the office\'s site only', async () => {
    await newHostel('GH-24');
    const student = await newStudent(app, { gender: 'Female' });
    expect((await importCsv(student.client, 'GH-24', GOOD)).status).toBe(403);
    expect((await exportCsv(student.client, 'GH-24')).status).toBe(403);
    expect((await importCsv(app.client(), 'GH-24', GOOD)).status).toBe(401);
    expect((await importCsv(await office(), 'XX-9', GOOD)).status).toBe(404);
    // A body a cross-site form can send is refused, as for every REST write.
    expect((await importCsv(await office(), 'GH-24', GOOD, { type: 'text/plain' })).status).toBe(400);
    const json = await (await office()).rest('POST', '/office/hostels/GH-24/rooms.csv', { rows: [] });
    expect(json).toMatchObject({ status: 400, body: { message: 'Send the rooms as a CSV file: Content-Type text/csv, its first line naming the columns.' } });
    const huge = `number,floor,type\n${'1,0,Single,'.padEnd(100, ' ')}\n`.repeat(52_500);
    expect((await importCsv(await office(), 'GH-24', huge)).status).toBe(413);
  });
});

describe('exporting rooms to a CSV file', () => {
  it('writes the columns an import reads, and reads back unchanged', async () => {
    const hostelId = await newHostel('GH-25');
    const tricky = `${GOOD}\n202,2,Double,no,"=cmd, ""quoted"" reason"`;
    expect((await importCsv(await office(), 'GH-25', tricky)).body).toMatchObject({ created: 6, problems: [] });
    const file = await exportCsv(await office(), 'GH-25');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="rooms-GH-25-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.text.split('\n').slice(0, 3)).toEqual(['\ufeffnumber,floor,type,in_service,out_of_service_reason,accessible', '1,0,Single,yes,,no', '2,0,Double,yes,,no']);
    // A cell a spreadsheet would run is written inert, and read back as it was.
    expect(file.text).toContain(`202,2,Double,no,"'=cmd, ""quoted"" reason",no`);
    const back = await importCsv(await office(), 'GH-25', file.text);
    expect(back.body).toEqual({ dryRun: false, rows: 6, created: 0, updated: 0, unchanged: 6, changes: [], problems: [] });
    expect((await roomsIn(hostelId)).at(-1)).toMatchObject({ number: 202, out_of_service_reason: '=cmd, "quoted" reason' });
  });

  it('2,000 rooms (the benchmark, run here): a dry run and an import within 5 seconds, every room there once', async () => {
    // `npm run bench -- import` runs the same against a gateway in production mode.
    const result = await roomsImportBench(app.url, (await office()).cookie!, 'GH-26');
    console.info(`2,000 rooms: dry run ${result.dryRunMs} ms + import ${result.importMs} ms; again ${result.reimportMs} ms; export ${result.exportMs} ms`);
    expect(result).toMatchObject({ rooms: 2_000, correct: true, answers: { dryRun: 2_000, imported: 2_000, unchanged: 2_000, exportedRows: 2_000, statuses: [200, 200, 200] } });
    expect(result.dryRunAndImportMs).toBeLessThan(5_000);
    const [counts] = await db().execute<{ rooms: number; beds: number; out: number; floors: number }[]>(
      `select count(*)::int as rooms, sum(r.capacity)::int as beds, count(*) filter (where not r.in_service)::int as out, count(distinct r.floor)::int as floors
         from rooms r join hostels h on h.id = r.hostel_id where h.name = 'GH-26'`,
    );
    expect(counts).toEqual({ rooms: 2_000, beds: 5_000, out: 40, floors: 20 });
  });
});
