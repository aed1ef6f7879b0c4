import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { applyFor, decide } from '../../../test/outpass.js';
import { OFFICE_TIME_ZONE, officeDay, officeIso } from '../../core/clock.js';

// 23:30 UTC on 28 November: already 05:00 on the 29th in the office (India, the default zone).
const LATE_UTC = new Date('2026-11-28T23:30:00Z');
const app = useTestApp({ clock: () => LATE_UTC });

async function download(client: { cookie?: string }, path: string) {
  const response = await fetch(`${app.url}/api${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  const text = await response.text();
  return { response, rows: parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[] };
}

describe("exports in the office's time", () => {
  it('converts moments to the office zone with its offset, across a change of day', () => {
    // The tests run in the default zone (nothing sets OFFICE_TIME_ZONE): India, +05:30.
    expect(OFFICE_TIME_ZONE).toBe('Asia/Kolkata');
    expect(officeIso(LATE_UTC)).toBe('2026-11-29T05:00:00+05:30');
    expect(officeIso(new Date('2026-11-28T12:30:00.987Z'))).toBe('2026-11-28T18:00:00+05:30');
    expect(officeDay(LATE_UTC)).toBe('2026-11-29');
    expect(officeDay(new Date('2026-11-28T18:29:59Z'))).toBe('2026-11-28');
  });

  it("names the file by the office's date and writes stamps with the office's offset", async () => {
    const { client, form } = await newStudent(app, { gender: 'Female' });
    const outpass = await applyFor(client, { dateOfArrival: '2026-11-30' });
    const admin = await app.admin();
    expect((await decide(admin, outpass.id, 'REJECTED', 'Exams that week')).body.errors).toBeUndefined();
    const { response, rows } = await download(admin, '/exports/outpasses.csv');
    expect(response.status).toBe(200);
    // UTC's date is the 28th; the office's is the 29th.
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="outpasses-2026-11-29.csv"');
    const row = rows.find((r) => r['Roll number'] === form.enrollmentId)!;
    expect(row['Requested at']).toBe('2026-11-29T05:00:00+05:30');
    expect(row['Decided at']).toBe('2026-11-29T05:00:00+05:30');
    expect(row['Date of arrival']).toBe('2026-11-30');
  });
});
