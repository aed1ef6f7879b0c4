import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { newWarden } from '../../../test/staff.js';

const app = useTestApp();

async function download(client: { cookie?: string }, path: string) {
  const response = await fetch(`${app.url}/api${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('CSV exports', () => {
  it('write UTF-8 with a BOM, quote commas, quotes and newlines, keep non-Latin names, and neutralise formulas', async () => {
    const names = ['Patil, Asha', 'Asha "Ash" Rao', 'Line\nBreak', '=HYPERLINK("http://evil")', 'अनन्या शर्मा', '@SUM(A1)', '-2+3', '+91 call'];
    for (const name of names) await newStudent(app, { name, gender: 'Female' });
    const admin = await app.admin();
    const { response, bytes, text } = await download(admin, '/exports/students.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
    const written = rows.map((r) => r.Name);
    expect(written).toEqual(
      expect.arrayContaining(['Patil, Asha', 'Asha "Ash" Rao', 'Line\nBreak', `'=HYPERLINK("http://evil")`, 'अनन्या शर्मा', "'@SUM(A1)", "'-2+3", "'+91 call"]),
    );
    expect(text).toContain('"Asha ""Ash"" Rao"');
    expect(Object.keys(rows[0]!)).toEqual(['Name', 'Enrollment ID', 'Email', 'Gender', 'Phone', 'Hostel', 'Room', 'Bed', 'Account']);
  });

  it('streams an export larger than one batch, every row once, in order', async () => {
    const em = app.gateway.orm.em.fork();
    await em.execute(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       select 'student', 'Bulk ' || lpad(g::text, 5, '0'), 'bulk' || g || '@dormspace.test', 'x', 'Male', 'BULK' || g from generate_series(1, 1203) g`,
    );
    const admin = await app.admin();
    const { text } = await download(admin, '/exports/students.csv?search=bulk');
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1203);
    expect(rows.map((r) => r.Name)).toEqual(Array.from({ length: 1203 }, (_, i) => `Bulk ${String(i + 1).padStart(5, '0')}`));
  });

  it("filters as on screen, keeps a warden to their hostels, and refuses students", async () => {
    const boy = await newStudent(app);
    await boy.client.rest('POST', '/bookroom/req', { hostel: 'BH-2', roomNumber: 101 });
    const other = await newStudent(app);
    await other.client.rest('POST', '/bookroom/req', { hostel: 'BH-1', roomNumber: 101 });
    const admin = await app.admin();
    const pending = parse((await download(admin, '/exports/room-requests.csv?status=Pending')).text.slice(1), { columns: true }) as Record<string, string>[];
    expect(pending.map((r) => r.Hostel).sort()).toEqual(['BH-1', 'BH-2']);
    const none = parse((await download(admin, '/exports/room-requests.csv?status=Approved')).text.slice(1), { columns: true }) as unknown[];
    expect(none).toEqual([]);
    const { client: warden } = await newWarden(app, admin, 'BH-2');
    const scoped = parse((await download(warden, '/exports/room-requests.csv')).text.slice(1), { columns: true }) as Record<string, string>[];
    expect(scoped.map((r) => r.Hostel)).toEqual(['BH-2']);
    const occupancy = parse((await download(warden, '/exports/occupancy.csv')).text.slice(1), { columns: true }) as Record<string, string>[];
    expect(new Set(occupancy.map((r) => r.Hostel))).toEqual(new Set(['BH-2']));
    expect(occupancy).toHaveLength(60);
    expect((await download(boy.client, '/exports/students.csv')).response.status).toBe(403);
    expect((await download({}, '/exports/students.csv')).response.status).toBe(401);
    expect((await download(admin, '/exports/secrets.csv')).response.status).toBe(404);
  });

  it("write each room's own floor in the occupancy export, and leave retired rooms out (issue 42)", async () => {
    const admin = await app.admin();
    const gql = async <T>(query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { cookie: admin.cookie!, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      const body = (await response.json()) as { data: T; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    const { createHostel } = await gql<{ createHostel: { id: string } }>('mutation($input: NewHostelInput!) { createHostel(input: $input) { id } }', {
      input: { name: 'GH-60', gender: 'FEMALE', bookingMode: 'INSTANT', firstFloor: 0, floors: 2 },
    });
    const add = (number: number, floor: number) =>
      gql<{ addRoom: { id: string } }>('mutation($h: ID!, $input: NewRoomInput!) { addRoom(hostelId: $h, input: $input) { id } }', { h: createHostel.id, input: { number, floor, type: 'DOUBLE' } });
    await add(5, 1); // numbered as the office likes, on the 1st floor
    const gone = await add(6, 0);
    await gql('mutation($r: ID!) { retireRoom(roomId: $r) { id } }', { r: gone.addRoom.id });
    const occupancy = parse((await download(admin, '/exports/occupancy.csv?hostel=GH-60')).text.slice(1), { columns: true }) as Record<string, string>[];
    expect(occupancy.map((r) => [r.Room, r.Floor])).toEqual([['5', '1']]);
  });
});
