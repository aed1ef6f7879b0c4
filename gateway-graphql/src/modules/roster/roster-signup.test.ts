import { describe, expect, it } from 'vitest';
import { studentForm, useTestApp, type TestApp } from '../../../test/app.js';
import { secrets, type Client } from '../../../test/client.js';
import { inviteTokenFor } from '../../../test/staff.js';
import type { Clock } from '../../core/clock.js';

let now = Date.now();
const clock: Clock = () => new Date(now);
// As production starts in roster-only mode: SIGNUP_MODE=roster, no admin choice yet.
const app = useTestApp({ clock, signupMode: 'roster' });

const NOT_ON_ROSTER = "Your enrollment ID is not on the hostel office's roster. Ask the hostel office to add you.";
const OTHER_EMAIL = 'This email is not the one the hostel office has for your enrollment ID.';
const OTHER_GENDER = 'This gender is not the one the hostel office has for your enrollment ID.';
const INVALID_LINK = 'This invitation link is invalid, used or expired. Ask the hostel office for a new one.';

let students = 0;
/** A student for the roster, with a signup form to match (REST's words: gender Male/Female). */
function rostered(overrides: { gender?: 'Male' | 'Female' } = {}) {
  const n = `${process.pid}${++students}`;
  const gender = overrides.gender ?? 'Female';
  const student = { enrollmentId: `RS${n}`, name: `Rostered ${n}`, email: `rostered${n}@campus.test`, gender, yearOfStudy: 2, programme: 'B.Sc Physics' };
  return { student, form: studentForm({ enrollmentId: student.enrollmentId, email: student.email, gender }) };
}

async function addToRoster(admin: Client, student: Record<string, unknown>): Promise<void> {
  const added = await admin.gql('mutation($i: RosterStudentInput!) { addRosterStudent(input: $i) { enrollmentId } }', {
    i: { ...student, gender: String(student.gender).toUpperCase() },
  });
  expect(added.body.errors).toBeUndefined();
}

/** The GraphQL signup, with its optional invitation. */
function gqlSignup(client: Client, form: Record<string, unknown>, invite?: string) {
  const { role: _role, ...input } = form;
  return client.gql<{ signup: { id: string; email: string } }>('mutation($i: SignupInput!, $invite: String) { signup(input: $i, invite: $invite) { id email } }', {
    i: { ...input, gender: String(input.gender).toUpperCase() },
    invite,
  });
}

async function usersWithEmail(app: TestApp, email: unknown): Promise<number> {
  const [row] = await app.gateway.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from users where email = ?', [String(email).toLowerCase()]);
  return row!.n;
}

describe('signup in roster-only mode', () => {
  it('starts in the mode SIGNUP_MODE names, and refuses an enrollment ID not on the roster, by REST and GraphQL alike', async () => {
    expect((await app.client().gql('query { campusSettings { signupMode } }')).body.data).toEqual({ campusSettings: { signupMode: 'ROSTER' } });
    const { form } = rostered();

    const rest = await app.client().rest('POST', '/user/signup', form);
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ message: NOT_ON_ROSTER, code: 'NOT_ON_ROSTER', field: 'enrollmentId', errors: [{ field: 'enrollmentId', message: NOT_ON_ROSTER }] });

    const gql = await gqlSignup(app.client(), form);
    expect(gql.body.errors?.[0]).toMatchObject({ message: NOT_ON_ROSTER, extensions: { code: 'NOT_ON_ROSTER' } });
    expect(await usersWithEmail(app, form.email)).toBe(0);
  });

  it('refuses a rostered enrollment ID with another email or gender, naming the field, and accepts it as the office has it', async () => {
    const admin = await app.admin();
    const { student, form } = rostered({ gender: 'Female' });
    await addToRoster(admin, student);

    const otherEmail = await app.client().rest('POST', '/user/signup', { ...form, email: 'someone-else@campus.test' });
    expect(otherEmail.status).toBe(403);
    expect(otherEmail.body).toMatchObject({ code: 'NOT_ON_ROSTER', message: OTHER_EMAIL, field: 'email' });

    const otherGender = await gqlSignup(app.client(), { ...form, gender: 'Male' });
    expect(otherGender.body.errors?.[0]).toMatchObject({ message: OTHER_GENDER, extensions: { code: 'NOT_ON_ROSTER', fields: [{ field: 'gender', message: OTHER_GENDER }] } });

    const both = await app.client().rest('POST', '/user/signup', { ...form, email: 'someone-else@campus.test', gender: 'Male' });
    expect((both.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['email', 'gender']);
    expect(await usersWithEmail(app, 'someone-else@campus.test')).toBe(0);

    // As the office has it (the enrollment ID typed in lower case, the email in upper case: both normalised).
    const student1 = app.client();
    const accepted = await student1.rest('POST', '/user/signup', { ...form, enrollmentId: String(form.enrollmentId).toLowerCase(), email: String(form.email).toUpperCase() });
    expect(accepted.status).toBe(201);
    expect((await student1.rest('POST', '/user/login', { email: form.email, password: form.password })).status).toBe(200);
    const roster = await admin.gql<{ roster: { entries: { enrollmentId: string; signedUp: boolean }[] } }>(`query { roster(search: "${student.enrollmentId}") { entries { enrollmentId signedUp } } }`);
    expect(roster.body.data?.roster.entries).toEqual([{ enrollmentId: student.enrollmentId, signedUp: true }]);
  });

  it('accepts a rostered student through GraphQL too', async () => {
    const admin = await app.admin();
    const { student, form } = rostered({ gender: 'Male' });
    await addToRoster(admin, student);
    const signup = await gqlSignup(app.client(), form);
    expect(signup.body.errors).toBeUndefined();
    expect(signup.body.data?.signup.email).toBe(student.email);
  });
});

describe('the signup mode setting', () => {
  it('is an admin choice that outlives SIGNUP_MODE, audited; in open mode signup is as the spec has it', async () => {
    const admin = await app.admin();
    const open = await admin.gql<{ setSignupMode: { signupMode: string } }>('mutation { setSignupMode(mode: OPEN) { signupMode } }');
    expect(open.body.data?.setSignupMode).toEqual({ signupMode: 'OPEN' });
    expect((await app.client().gql('query { campusSettings { signupMode } }')).body.data).toEqual({ campusSettings: { signupMode: 'OPEN' } });

    // Open: anyone signs up, by either path, on the roster or not.
    const { form } = rostered();
    expect((await app.client().rest('POST', '/user/signup', form)).status).toBe(201);
    expect((await gqlSignup(app.client(), rostered().form)).body.errors).toBeUndefined();

    // Setting the same mode again records nothing; each change is one event with before and after.
    await admin.gql('mutation { setSignupMode(mode: OPEN) { signupMode } }');
    await admin.gql('mutation { setSignupMode(mode: ROSTER) { signupMode } }');
    const trail = await admin.gql<{ auditEvents: { items: { action: string; actorRole: string; changes: { field: string; before: string; after: string }[] }[] } }>(
      'query { auditEvents(filter: { objectType: "campus_settings" }) { items { action actorRole changes { field before after } } } }',
    );
    expect(trail.body.data?.auditEvents.items).toEqual([
      { action: 'campus.signup_mode_changed', actorRole: 'admin', changes: [{ field: 'signupMode', before: 'open', after: 'roster' }] },
      { action: 'campus.signup_mode_changed', actorRole: 'admin', changes: [{ field: 'signupMode', before: 'roster', after: 'open' }] },
    ]);
    expect((await app.client().rest('POST', '/user/signup', rostered().form)).status).toBe(403);
  });

  it('is changed by admins only', async () => {
    const { client: student } = await (async () => {
      const admin = await app.admin();
      const { student: s, form } = rostered();
      await addToRoster(admin, s);
      const client = app.client();
      await client.rest('POST', '/user/signup', form);
      await client.rest('POST', '/user/login', { email: form.email, password: form.password });
      return { client };
    })();
    expect((await student.gql('mutation { setSignupMode(mode: OPEN) { signupMode } }')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().gql('mutation { setSignupMode(mode: OPEN) { signupMode } }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.client().gql('query { campusSettings { signupMode } }')).body.data).toEqual({ campusSettings: { signupMode: 'ROSTER' } });
  });
});

describe('invitations to sign up', () => {
  it('mail a one-time link that pre-fills signup, works once, and never reaches a log', async () => {
    const admin = await app.admin();
    const { student, form } = rostered();
    await addToRoster(admin, student);
    const sent = await admin.gql<{ inviteRosterStudents: number }>('mutation($ids: [String!]) { inviteRosterStudents(enrollmentIds: $ids) }', { ids: [student.enrollmentId] });
    expect(sent.body.data?.inviteRosterStudents).toBe(1);
    const token = await inviteTokenFor(app, student.email);
    secrets.add(token); // never in any answer from here on
    const mail = app.outbox.messages.find((m) => m.to === student.email)!;
    expect(mail.text).toContain(`http://localhost:3000/signup#invite=${token}`);
    expect(mail.text).toContain(student.enrollmentId);

    // The signup page pre-fills from it; an unknown token is no invitation.
    const prefill = await app.client().gql('query($t: String!) { rosterInvitation(token: $t) { name email enrollmentId gender } }', { t: token });
    expect(prefill.body.data).toEqual({ rosterInvitation: { name: student.name, email: student.email, enrollmentId: student.enrollmentId, gender: 'FEMALE' } });
    expect((await app.client().gql('query { rosterInvitation(token: "not-a-token-of-ours-at-all") { email } }')).body.data).toEqual({ rosterInvitation: null });
    const listed = await admin.gql<{ roster: { entries: { invitedAt: string | null; signedUp: boolean }[] } }>(`query { roster(search: "${student.enrollmentId}") { entries { invitedAt signedUp } } }`);
    expect(listed.body.data?.roster.entries[0]).toMatchObject({ invitedAt: new Date(now).toISOString(), signedUp: false });

    // The invitation is for this student only.
    const wrong = await gqlSignup(app.client(), { ...form, email: 'not-mine@campus.test' }, token);
    expect(wrong.body.errors?.[0]).toMatchObject({ message: OTHER_EMAIL, extensions: { code: 'NOT_ON_ROSTER' } });

    const signup = await gqlSignup(app.client(), form, token);
    expect(signup.body.errors).toBeUndefined();
    // Used: no pre-fill, no second signup (refused before anything else).
    expect((await app.client().gql('query($t: String!) { rosterInvitation(token: $t) { email } }', { t: token })).body.data).toEqual({ rosterInvitation: null });
    const again = await app.client().rest('POST', '/user/signup', { ...rostered().form, invite: token });
    expect(again).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message: INVALID_LINK, field: 'invite' } });
    // A student with an account is not invited again.
    expect((await admin.gql('mutation($ids: [String!]) { inviteRosterStudents(enrollmentIds: $ids) }', { ids: [student.enrollmentId] })).body.data).toEqual({ inviteRosterStudents: 0 });

    const trail = await admin.gql<{ auditEvents: { items: { action: string; changes: { field: string; after: string }[] }[] } }>(
      'query { auditEvents(filter: { action: "roster.invited" }) { items { action changes { field after } } } }',
    );
    expect(trail.body.data?.auditEvents.items[0]?.changes).toEqual(expect.arrayContaining([{ field: 'sent', after: '1' }]));
    expect(app.logs.join('\n')).not.toContain(token);
  });

  it('admits in open mode too, expires after 3 days, and a new link replaces the old', async () => {
    const admin = await app.admin();
    const { student, form } = rostered({ gender: 'Male' });
    await addToRoster(admin, student);
    await admin.gql('mutation($ids: [String!]) { inviteRosterStudents(enrollmentIds: $ids) }', { ids: [student.enrollmentId] });
    const old = await inviteTokenFor(app, student.email);
    await admin.gql('mutation($ids: [String!]) { inviteRosterStudents(enrollmentIds: $ids) }', { ids: [student.enrollmentId] });
    const fresh = await inviteTokenFor(app, student.email);
    expect(fresh).not.toBe(old);
    expect((await gqlSignup(app.client(), form, old)).body.errors?.[0]?.message).toBe(INVALID_LINK);

    now += 73 * 60 * 60 * 1000;
    try {
      expect((await app.client().gql('query($t: String!) { rosterInvitation(token: $t) { email } }', { t: fresh })).body.data).toEqual({ rosterInvitation: null });
      const expired = await gqlSignup(app.client(), form, fresh);
      expect(expired.body.errors?.[0]).toMatchObject({ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT' } });
    } finally {
      now = Date.now();
    }
    expect(await usersWithEmail(app, student.email)).toBe(0);

    await admin.gql('mutation { setSignupMode(mode: OPEN) { signupMode } }');
    try {
      await admin.gql('mutation($ids: [String!]) { inviteRosterStudents(enrollmentIds: $ids) }', { ids: [student.enrollmentId] });
      const link = await inviteTokenFor(app, student.email);
      expect((await gqlSignup(app.client(), form, link)).body.errors).toBeUndefined();
      expect((await app.client().gql('query($t: String!) { rosterInvitation(token: $t) { email } }', { t: link })).body.data).toEqual({ rosterInvitation: null });
    } finally {
      await admin.gql('mutation { setSignupMode(mode: ROSTER) { signupMode } }');
    }
  });

  it('go to every rostered student not invited yet when no IDs are named, and refuse IDs not on the roster', async () => {
    const admin = await app.admin();
    // Everyone earlier tests left uninvited, then two more.
    await admin.gql('mutation { inviteRosterStudents }');
    const a = rostered();
    const b = rostered();
    await addToRoster(admin, a.student);
    await addToRoster(admin, b.student);
    const all = await admin.gql<{ inviteRosterStudents: number }>('mutation { inviteRosterStudents(enrollmentIds: null) }');
    expect(all.body.data?.inviteRosterStudents).toBe(2);
    await inviteTokenFor(app, a.student.email);
    await inviteTokenFor(app, b.student.email);
    expect((await admin.gql('mutation { inviteRosterStudents }')).body.data).toEqual({ inviteRosterStudents: 0 });

    const unknown = await admin.gql('mutation { inviteRosterStudents(enrollmentIds: ["NOPE-1"]) }');
    expect(unknown.body.errors?.[0]).toMatchObject({ message: "Not on this year's roster: NOPE-1.", extensions: { code: 'BAD_USER_INPUT' } });
  });
});
