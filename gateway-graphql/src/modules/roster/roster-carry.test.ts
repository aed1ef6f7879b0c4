import { describe, expect, it } from 'vitest';
import { newStudent, studentForm, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';

const app = useTestApp();
const db = () => app.gateway.orm.em.fork();

const ROSTER = `query($y: String) { roster(academicYear: $y, limit: 200) { total academicYear { name current } entries { enrollmentId yearOfStudy } } }`;
const CARRY_FIELDS = '{ dryRun fromYear intoYear lastYearOfStudy carried steps { yearOfStudy students } finalYear alreadyOnRoster leftOut { enrollmentId name yearOfStudy reason } }';
const PREVIEW = `query($last: Int) { rosterCarryPreview(lastYearOfStudy: $last) ${CARRY_FIELDS} }`;
const CARRY = `mutation($last: Int) { carryRosterForward(lastYearOfStudy: $last) ${CARRY_FIELDS} }`;

interface RosterPage {
  total: number;
  academicYear: { name: string; current: boolean };
  entries: { enrollmentId: string; yearOfStudy: number }[];
}
type Reply = { body: { errors?: { message: string; extensions?: { code?: string } }[] } };
const errorOf = (reply: Reply) => reply.body.errors?.[0];

/** The roster of `year` (null: the open one), as the office's page reads it. */
async function rosterOf(admin: Client, year: string | null = null): Promise<RosterPage> {
  const reply = await admin.gql<{ roster: RosterPage }>(ROSTER, { y: year });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.roster;
}

const years = (page: RosterPage) => Object.fromEntries(page.entries.map((e) => [e.enrollmentId, e.yearOfStudy]));

async function carriedEvents(): Promise<{ after: Record<string, unknown> }[]> {
  return db().execute(`select after from audit_events where action = 'roster.carried' order by at`);
}

describe('the roster is kept per academic year, and carried into the next in one step', () => {
  let admin: Client;
  let first: string;
  const add = (enrollmentId: string, yearOfStudy: number) =>
    admin.gql('mutation($i: RosterStudentInput!) { addRosterStudent(input: $i) { enrollmentId } }', {
      i: { enrollmentId, name: `Student ${enrollmentId}`, email: `${enrollmentId.toLowerCase()}@campus.test`, gender: 'FEMALE', yearOfStudy, programme: 'B.Tech' },
    });

  it("shows the open year's roster and says which year it is; nothing to carry before a year has closed", async () => {
    admin = await app.admin();
    for (const [id, year] of [['CA1', 1], ['CA2', 2], ['CA3', 3], ['CA4', 4], ['CA5', 2]] as const) expect((await add(id, year)).body.errors).toBeUndefined();
    const page = await rosterOf(admin);
    first = page.academicYear.name;
    expect(page).toMatchObject({ total: 5, academicYear: { current: true } });
    expect(years(page)).toEqual({ CA1: 1, CA2: 2, CA3: 3, CA4: 4, CA5: 2 });

    const preview = await admin.gql<{ rosterCarryPreview: Record<string, unknown> }>(PREVIEW);
    expect(preview.body.data!.rosterCarryPreview).toEqual({
      dryRun: true, fromYear: null, intoYear: first, lastYearOfStudy: 4, carried: 0, steps: [], finalYear: 0, alreadyOnRoster: 0, leftOut: [],
    });
  });

  it("keeps the closed year's roster as it stood; the new year's starts empty", async () => {
    const closed = await admin.gql<{ closeAcademicYear: { name: string; openedBy: { closedYear: string; rosterEntriesKept: number } } }>(
      'mutation { closeAcademicYear(nextName: "2090-91") { name openedBy { closedYear rosterEntriesKept } } }',
    );
    expect(closed.body.errors).toBeUndefined();
    expect(closed.body.data!.closeAcademicYear).toEqual({ name: '2090-91', openedBy: { closedYear: first, rosterEntriesKept: 5 } });

    expect(await rosterOf(admin)).toMatchObject({ total: 0, academicYear: { name: '2090-91', current: true }, entries: [] });
    const past = await rosterOf(admin, first);
    expect(past).toMatchObject({ total: 5, academicYear: { name: first, current: false } });
    expect(years(past)).toEqual({ CA1: 1, CA2: 2, CA3: 3, CA4: 4, CA5: 2 });
    const unknown = await admin.gql(ROSTER, { y: '1999-00' });
    expect(errorOf(unknown)).toMatchObject({ message: 'There is no academic year 1999-00.', extensions: { code: 'NOT_FOUND' } });
  });

  it('previews the carry: who moves a year on, who is left out and why; writing nothing', async () => {
    // One student is brought onto the new year by hand first (in year 3 now): carrying leaves them be.
    expect((await add('CA5', 3)).body.errors).toBeUndefined();
    const preview = await admin.gql<{ rosterCarryPreview: Record<string, unknown> }>(PREVIEW);
    expect(preview.body.errors).toBeUndefined();
    expect(preview.body.data!.rosterCarryPreview).toEqual({
      dryRun: true,
      fromYear: first,
      intoYear: '2090-91',
      lastYearOfStudy: 4,
      carried: 3,
      steps: [
        { yearOfStudy: 1, students: 1 },
        { yearOfStudy: 2, students: 1 },
        { yearOfStudy: 3, students: 1 },
      ],
      finalYear: 1,
      alreadyOnRoster: 1,
      leftOut: [
        { enrollmentId: 'CA4', name: 'Student CA4', yearOfStudy: 4, reason: 'FINAL_YEAR' },
        { enrollmentId: 'CA5', name: 'Student CA5', yearOfStudy: 3, reason: 'ALREADY_ON_ROSTER' },
      ],
    });
    // A three-year programme's office leaves the third years out too.
    const shorter = await admin.gql<{ rosterCarryPreview: { carried: number; finalYear: number } }>(PREVIEW, { last: 3 });
    expect(shorter.body.data!.rosterCarryPreview).toMatchObject({ carried: 2, finalYear: 2 });
    expect((await rosterOf(admin)).total).toBe(1);
    expect(await carriedEvents()).toEqual([]);
  });

  it('carries them in one transaction, audited; the closed year keeps its roster, and a second run adds nothing', async () => {
    // Two clicks at once: the roster's lock lets one carry, and the other finds nobody left.
    const [a, b] = await Promise.all([admin.gql<{ carryRosterForward: { carried: number; dryRun: boolean } }>(CARRY), admin.gql<{ carryRosterForward: { carried: number } }>(CARRY)]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    expect([a.body.data!.carryRosterForward.carried, b.body.data!.carryRosterForward.carried].sort()).toEqual([0, 3]);
    expect(a.body.data!.carryRosterForward.dryRun).toBe(false);

    const now = await rosterOf(admin);
    expect(now).toMatchObject({ total: 4, academicYear: { name: '2090-91' } });
    expect(years(now)).toEqual({ CA1: 2, CA2: 3, CA3: 4, CA5: 3 });
    expect(years(await rosterOf(admin, first))).toEqual({ CA1: 1, CA2: 2, CA3: 3, CA4: 4, CA5: 2 });
    // One statement in one transaction: every carried row was written at the same moment.
    const [moment] = await db().execute<{ n: number }[]>(`select count(distinct updated_at)::int as n from roster_entries where enrollment_id in ('CA1', 'CA2', 'CA3')`);
    expect(moment!.n).toBe(1);
    expect(await carriedEvents()).toEqual([{ after: { from: first, into: '2090-91', lastYearOfStudy: 4, carried: 3, finalYear: 1, alreadyOnRoster: 1 } }]);

    const again = await admin.gql<{ carryRosterForward: Record<string, unknown> }>(CARRY);
    expect(again.body.data!.carryRosterForward).toMatchObject({ dryRun: false, carried: 0, steps: [], finalYear: 1, alreadyOnRoster: 4 });
    expect(years(await rosterOf(admin))).toEqual({ CA1: 2, CA2: 3, CA3: 4, CA5: 3 });
    expect(await carriedEvents()).toHaveLength(1);
  });

  it("exports and invites the open year's roster only: a student who finished is in neither", async () => {
    // CA4 finished: the closed year keeps the entry, and the new year's roster has no place for it.
    const response = await fetch(`${app.url}/api/office/roster.csv`, { headers: { cookie: admin.cookie! } });
    expect(response.status).toBe(200);
    const ids = (await response.text()).slice(1).trim().split('\n').slice(1).map((line) => line.split(',')[0]);
    expect(ids).toEqual(['CA1', 'CA2', 'CA3', 'CA5']);

    const named = await admin.gql('mutation { inviteRosterStudents(enrollmentIds: ["CA4", "CA1"]) }');
    expect(errorOf(named)).toMatchObject({ message: "Not on this year's roster: CA4.", extensions: { code: 'BAD_USER_INPUT' } });
    const all = await admin.gql<{ inviteRosterStudents: number }>('mutation { inviteRosterStudents }');
    expect(all.body.data?.inviteRosterStudents).toBe(4);
    const invited = await db().execute<{ enrollment_id: string }[]>('select enrollment_id from roster_invites order by enrollment_id');
    expect(invited.map((row) => row.enrollment_id)).toEqual(['CA1', 'CA2', 'CA3', 'CA5']);
    expect(app.outbox.messages.some((mail) => mail.to === 'ca4@campus.test')).toBe(false);

    // Nor may CA4 sign up where only the roster's students may; CA1, carried, may.
    expect((await admin.gql('mutation { setSignupMode(mode: ROSTER) { signupMode } }')).body.errors).toBeUndefined();
    const signup = (id: string) => app.client().rest('POST', '/user/signup', studentForm({ enrollmentId: id, email: `${id.toLowerCase()}@campus.test`, gender: 'Female' }));
    expect(await signup('CA4')).toMatchObject({ status: 403, body: { code: 'NOT_ON_ROSTER', field: 'enrollmentId' } });
    expect((await signup('CA1')).status).toBe(201);
    expect((await admin.gql('mutation { setSignupMode(mode: OPEN) { signupMode } }')).body.errors).toBeUndefined();
  });

  it('takes a last year of study from 1 to 8, and is for administrators only', async () => {
    const bad = await admin.gql(CARRY, { last: 9 });
    expect(errorOf(bad)).toMatchObject({ message: 'The last year of study must be a whole number from 1 to 8.', extensions: { code: 'BAD_USER_INPUT' } });
    const student = await newStudent(app);
    for (const query of [PREVIEW, CARRY, ROSTER]) expect(errorOf(await student.client.gql(query))?.extensions?.code).toBe('FORBIDDEN');
    expect((await rosterOf(admin)).total).toBe(4);
  });
});
