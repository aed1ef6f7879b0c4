import { describe, expect, it } from 'vitest';
import { newStudent, studentForm, useTestApp } from '../../../test/app.js';

const app = useTestApp();

describe('signup validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: '  ' }, 'name', 'Username is required.'],
    ['a one-letter name', { name: ' A ' }, 'name', 'Username must be at least 2 characters.'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    ['a short password', { password: 'short7!' }, 'password', 'Password must be at least 8 characters.'],
    ['an unknown gender', { gender: 'Other' }, 'gender', 'Gender must be Male or Female.'],
    ['a missing enrollment ID', { enrollmentId: '' }, 'enrollmentId', 'Enrollment ID is required.'],
    ['an enrollment ID with spaces', { enrollmentId: 'EN 12' }, 'enrollmentId', 'Enrollment ID may hold only letters, digits, "-" and "/".'],
    ['a bad phone number', { phoneNumber: 'call me' }, 'phoneNumber', 'Please enter a valid phone number.'],
    ['an impossible date of birth', { dob: '2004-02-30' }, 'dob', 'Date of birth must be a valid date (YYYY-MM-DD).'],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'dob', 'Date of birth must be in the past.'],
    ['a name that is not text', { name: 42 }, 'name', 'Username must be text.'],
  ];
  it.each(cases)('refuses %s with a message for that field', async (_label, change, field, message) => {
    const reply = await app.client().rest('POST', '/user/signup', studentForm(change));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message, code: 'BAD_USER_INPUT', field, errors: [{ field, message }] });
  });

  it('lists every bad field at once, in REST and GraphQL', async () => {
    const rest = await app.client().rest('POST', '/user/signup', { gender: 'Male' });
    expect(rest.status).toBe(400);
    expect((rest.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['name', 'email', 'password', 'enrollmentId']);

    const gql = await app.client().gql(`mutation { signup(input: { name: "", email: "x", password: "1", gender: MALE, enrollmentId: "" }) { id } }`);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gql.body.errors?.[0]?.extensions?.fields?.map((f) => f.field)).toEqual(['name', 'email', 'password', 'enrollmentId']);
  });

  it('refuses a duplicate email whatever its case, and a duplicate enrollment ID whatever its case', async () => {
    const first = studentForm();
    expect((await app.client().rest('POST', '/user/signup', first)).status).toBe(201);

    const sameEmail = await app.client().rest('POST', '/user/signup', studentForm({ email: String(first.email).toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ message: 'An account with this email already exists.', field: 'email' });

    const sameRoll = await app.client().rest('POST', '/user/signup', studentForm({ enrollmentId: String(first.enrollmentId).toLowerCase() }));
    expect(sameRoll.status).toBe(409);
    expect(sameRoll.body).toMatchObject({ message: 'An account with this enrollment ID already exists.', field: 'enrollmentId' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const reply = await app.client().rest('POST', '/user/signup', '{"name": ');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'The request body is not valid JSON.' });
  });
});

describe('who may read a profile', () => {
  it('lets a student read their own profile on both paths, and no one else\'s', async () => {
    const alice = await newStudent(app, { gender: 'Female' });
    const bob = await newStudent(app);
    for (const path of ['/user/student', '/getuser/student']) {
      const own = await alice.client.rest('GET', `${path}/${alice.id}`);
      expect(own.status).toBe(200);
      expect(own.body).toEqual({
        _id: alice.id,
        role: 'student',
        name: alice.form.name,
        email: alice.form.email,
        address: alice.form.address,
        dob: alice.form.dob,
        phoneNumber: alice.form.phoneNumber,
        gender: 'Female',
        enrollmentId: String(alice.form.enrollmentId).toUpperCase(),
      });
      const other = await alice.client.rest('GET', `${path}/${bob.id}`);
      expect(other.status).toBe(403);
      expect(other.body).toEqual({ message: 'You are not allowed to do that.', code: 'FORBIDDEN' });
    }
    const gql = await alice.client.gql(`query { user(id: "${bob.id}") { email } }`);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gql.text).not.toContain(String(bob.form.email));
  });

  it('lets an admin read any profile; unknown and malformed ids are 404', async () => {
    const admin = await app.admin();
    const student = await newStudent(app);
    expect((await admin.rest('GET', `/getuser/student/${student.id}`)).body).toMatchObject({ _id: student.id, email: student.form.email });
    expect((await admin.rest('GET', '/getuser/student/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.rest('GET', '/getuser/student/not-a-uuid')).status).toBe(404);
    const gql = await admin.gql(`query { user(id: "not-a-uuid") { id } }`);
    expect(gql.body.errors?.[0]).toMatchObject({ message: 'User not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses anonymous callers with 401 / UNAUTHENTICATED', async () => {
    const student = await newStudent(app);
    const anonymous = app.client();
    expect((await anonymous.rest('GET', `/user/student/${student.id}`)).status).toBe(401);
    expect((await anonymous.gql(`query { user(id: "${student.id}") { id } }`)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('admin operations', () => {
  it('count students for an admin, refuse students (403 / FORBIDDEN) and anonymous callers (401 / UNAUTHENTICATED)', async () => {
    const admin = await app.admin();
    const before = (await admin.rest<{ number: number }>('GET', '/getnumber/students')).body.number;
    const student = await newStudent(app);
    const rest = await admin.rest('GET', '/getnumber/students');
    expect(rest).toMatchObject({ status: 200, body: { number: before + 1 } });
    expect((await admin.gql<{ studentCount: number }>('query { studentCount }')).body.data?.studentCount).toBe(before + 1);

    expect((await student.client.rest('GET', '/getnumber/students')).status).toBe(403);
    expect((await student.client.gql('query { studentCount }')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().rest('GET', '/getnumber/students')).status).toBe(401);
    expect((await app.client().gql('query { studentCount }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logs an admin in with the spec\'s role word', async () => {
    const admin = await app.admin();
    const me = await admin.gql<{ me: { role: string } }>('query { me { role } }');
    expect(me.body.data?.me.role).toBe('ADMIN');
  });
});
