import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from './app.js';

const app = useTestApp();
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin operation of the REST bridge and of GraphQL. */
const ADMIN_REST: [string, string, unknown?][] = [
  ['GET', '/getnumber/students'],
  ['GET', '/roomrequests/fetch'],
  ['GET', '/pending/fetchoutpass'],
  ['GET', '/activity/recent-activities'],
  ['POST', '/update/status', { status: 'Approved', roll_number: 'X1' }],
  ['GET', `/roomrequests/requestdetails/${SOME_ID}`],
  ['POST', `/roomrequests/update/${SOME_ID}`, { update: 'Approved' }],
];
const ADMIN_GQL = [
  'query { studentCount }',
  'query { adminCounts { totalStudents } }',
  'query { recentActivity { id } }',
  'query { pendingOutpasses { id } }',
  'query { pendingRoomRequests { id } }',
  `query { roomRequest(id: "${SOME_ID}") { id } }`,
  `mutation { decideOutpass(id: "${SOME_ID}", decision: APPROVED) { id } }`,
  `mutation { decideRoomRequest(id: "${SOME_ID}", decision: APPROVED) { id } }`,
];

describe('who may do what', () => {
  it.each(ADMIN_REST)('REST %s %s: 403 for a student, 401 for nobody', async (method, path, body) => {
    const { client } = await newStudent(app);
    const student = await client.rest(method, path, body);
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ message: 'You are not allowed to do that.', code: 'FORBIDDEN' });
    expect((await app.client().rest(method, path, body)).status).toBe(401);
  });

  it.each(ADMIN_GQL)('GraphQL %s: FORBIDDEN for a student, UNAUTHENTICATED for nobody', async (query) => {
    const { client } = await newStudent(app);
    expect((await client.gql(query)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().gql(query)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a student out of another student\'s data', async () => {
    const a = await newStudent(app);
    const b = await newStudent(app);
    expect((await a.client.rest('GET', `/user/student/${b.id}`)).status).toBe(403);
    expect((await a.client.rest('GET', `/getuser/student/${b.id}`)).status).toBe(403);
    expect((await a.client.rest('GET', `/outpasses/fetch/${b.form.enrollmentId}`)).status).toBe(403);
    expect((await a.client.rest('POST', '/user/apply', { roll_no: b.form.enrollmentId })).status).toBe(403);
    expect((await a.client.rest('POST', '/bookroom/room', { hostel: 'BH-1', roomNumber: 101, studentId: b.id })).status).toBe(403);
    expect((await a.client.rest('POST', '/bookroom/req', { hostel: 'BH-1', roomNumber: 101, studentId: b.id })).status).toBe(403);
  });

  it('keeps admins from student-only actions (they have no bed or roll number)', async () => {
    const admin = await app.admin();
    expect((await admin.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 1 })).status).toBe(403);
    expect((await admin.rest('POST', '/bookroom/req', { hostel: 'BH-1', roomNumber: 101 })).status).toBe(403);
    expect((await admin.rest('POST', '/user/apply', {})).status).toBe(403);
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const reply = await app.client().rest('GET', '/no/such/path');
    expect(reply).toMatchObject({ status: 404, body: { message: 'No such API path.' } });
  });
});
