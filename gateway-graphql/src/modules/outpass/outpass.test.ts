import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';

const app = useTestApp();

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha',
  where: 'Home, Pune',
  dateOfArrival: tomorrow(),
  outTime: '17:30',
  reason: 'Family function',
  responsibility: 'Yes',
  ...overrides,
});

describe('applying for an outpass', () => {
  it('stores it under the caller\'s own roll number and lists it newest first with statistics', async () => {
    const { client, form: student } = await newStudent(app);
    const applied = await client.rest('POST', '/user/apply', { ...form(), roll_no: student.enrollmentId });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ message: 'Submission successful!', outpass: { roll_no: String(student.enrollmentId).toUpperCase(), status: 'Pending', where: 'Home, Pune' } });
    await client.rest('POST', '/user/apply', form({ where: 'Library, city centre' }));

    const history = await client.rest<{ where: string; status: string }[]>('GET', `/outpasses/fetch/${student.enrollmentId}`);
    expect(history.status).toBe(200);
    expect(history.body.map((o) => o.where)).toEqual(['Library, city centre', 'Home, Pune']);

    const mine = await client.gql<{ myOutpasses: { total: number; approved: number; pending: number; items: { where: string }[] } }>(
      'query { myOutpasses { total approved pending items { where status } } }',
    );
    expect(mine.body.data?.myOutpasses).toMatchObject({ total: 2, approved: 0, pending: 2 });
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: '' }, 'name', 'Name is required.'],
    ['a missing destination', { where: ' ' }, 'where', 'Where is required.'],
    ['an arrival date in the past', { dateOfArrival: '2020-01-01' }, 'dateOfArrival', 'Date of arrival cannot be in the past.'],
    ['an impossible arrival date', { dateOfArrival: '2030-13-01' }, 'dateOfArrival', 'Date of arrival must be a valid date (YYYY-MM-DD).'],
    ['a malformed out time', { outTime: '25:00' }, 'outTime', 'Out time must be a time (HH:MM).'],
    ['a missing reason', { reason: undefined }, 'reason', 'Reason is required.'],
    ['a responsibility other than Yes or No', { responsibility: 'Maybe' }, 'responsibility', 'Responsibility must be Yes or No.'],
  ];
  it.each(bad)('refuses %s with a 400 naming the field', async (_label, change, field, message) => {
    const { client, form: student } = await newStudent(app);
    const reply = await client.rest('POST', '/user/apply', form(change));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field, message });
    expect((await client.rest<unknown[]>('GET', `/outpasses/fetch/${student.enrollmentId}`)).body).toEqual([]);
  });

  it('refuses someone else\'s roll number in the body, and stores nothing', async () => {
    const { client, form: student } = await newStudent(app);
    const other = await newStudent(app);
    const reply = await client.rest('POST', '/user/apply', { ...form(), roll_no: other.form.enrollmentId });
    expect(reply.status).toBe(403);
    expect((await client.rest<unknown[]>('GET', `/outpasses/fetch/${student.enrollmentId}`)).body).toEqual([]);
    expect((await other.client.rest<unknown[]>('GET', `/outpasses/fetch/${other.form.enrollmentId}`)).body).toEqual([]);
  });

  it('keeps a student out of another student\'s history; an admin may read any', async () => {
    const a = await newStudent(app);
    const b = await newStudent(app);
    await b.client.rest('POST', '/user/apply', form());
    expect((await a.client.rest('GET', `/outpasses/fetch/${b.form.enrollmentId}`)).status).toBe(403);
    expect((await a.client.rest('GET', '/outpasses/fetch/NO-SUCH-ROLL')).status).toBe(403);
    const admin = await app.admin();
    expect((await admin.rest<unknown[]>('GET', `/outpasses/fetch/${b.form.enrollmentId}`)).body).toHaveLength(1);
    expect((await admin.rest('GET', '/outpasses/fetch/NO-SUCH-ROLL')).status).toBe(404);
  });

  it('answers an empty roll number (sent before the profile loads) with an empty list', async () => {
    const { client } = await newStudent(app);
    for (const path of ['/outpasses/fetch/', '/outpasses/fetch']) {
      const reply = await client.rest<unknown[]>('GET', path);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual([]);
    }
    expect((await app.client().rest('GET', '/outpasses/fetch/')).status).toBe(401);
  });

  it('applies over GraphQL, taking the roll number from the session', async () => {
    const { client, form: student } = await newStudent(app);
    const reply = await client.gql<{ applyOutpass: { rollNo: string; status: string } }>(
      'mutation($input: OutpassInput!) { applyOutpass(input: $input) { rollNo status } }',
      { input: form({ description: 'Back by dinner', responsibility: 'YES' }) },
    );
    expect(reply.body.data?.applyOutpass).toEqual({ rollNo: String(student.enrollmentId).toUpperCase(), status: 'PENDING' });
    const admin = await app.admin();
    const refused = await admin.gql('mutation($input: OutpassInput!) { applyOutpass(input: $input) { id } }', { input: form({ responsibility: 'NO' }) });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('deciding outpasses', () => {
  it('approves every pending outpass of a roll number (the spec\'s /update/status), once', async () => {
    const { client, form: student } = await newStudent(app);
    await client.rest('POST', '/user/apply', form());
    await client.rest('POST', '/user/apply', form({ where: 'Market' }));
    const admin = await app.admin();
    const pending = await admin.rest<{ roll_no: string }[]>('GET', '/pending/fetchoutpass');
    expect(pending.body.filter((o) => o.roll_no === String(student.enrollmentId).toUpperCase())).toHaveLength(2);

    const approved = await admin.rest('POST', '/update/status', { status: 'Approved', roll_number: student.enrollmentId });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('2 outpasses updated.');
    const history = await client.rest<{ status: string; decidedAt: string }[]>('GET', `/outpasses/fetch/${student.enrollmentId}`);
    expect(history.body.map((o) => o.status)).toEqual(['Approved', 'Approved']);
    expect((await admin.rest<{ roll_no: string }[]>('GET', '/pending/fetchoutpass')).body.some((o) => o.roll_no === String(student.enrollmentId).toUpperCase())).toBe(false);
    expect((await admin.rest('POST', '/update/status', { status: 'Approved', roll_number: student.enrollmentId })).body.message).toBe('0 outpasses updated.');
  });

  it('validates /update/status', async () => {
    const admin = await app.admin();
    expect((await admin.rest('POST', '/update/status', { status: 'Approved' })).status).toBe(400);
    expect((await admin.rest('POST', '/update/status', { status: 'Done', roll_number: 'X1' })).status).toBe(400);
    expect((await admin.rest('POST', '/update/status', { status: 'Approved', roll_number: 'NO-SUCH' })).status).toBe(404);
  });

  it('rejects one with a reason over GraphQL; a decided outpass cannot be decided again', async () => {
    const { client } = await newStudent(app);
    const applied = await client.rest<{ outpass: { _id: string } }>('POST', '/user/apply', form());
    const id = applied.body.outpass._id;
    const admin = await app.admin();
    const rejected = await admin.gql<{ decideOutpass: { status: string; decisionReason: string } }>(
      `mutation { decideOutpass(id: "${id}", decision: REJECTED, reason: "Exams that week") { status decisionReason } }`,
    );
    expect(rejected.body.data?.decideOutpass).toEqual({ status: 'REJECTED', decisionReason: 'Exams that week' });
    const again = await admin.gql(`mutation { decideOutpass(id: "${id}", decision: APPROVED) { status } }`);
    expect(again.body.errors?.[0]).toMatchObject({ message: 'This outpass has already been rejected.', extensions: { code: 'CONFLICT' } });
    const missing = await admin.gql('mutation { decideOutpass(id: "00000000-0000-4000-8000-000000000000", decision: APPROVED) { status } }');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const mine = await client.gql<{ myOutpasses: { total: number; rejected: number } }>('query { myOutpasses { total rejected } }');
    expect(mine.body.data?.myOutpasses).toEqual({ total: 1, rejected: 1 });
  });
});
