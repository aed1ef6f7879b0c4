import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';

const app = useTestApp();

const FIELDS = 'enrollmentId needsAccessibleRoom';
const STUDENT = 'name: "Ira Sen", email: "ira.sen@campus.test", gender: FEMALE, yearOfStudy: 2, programme: "MBA"';

interface Entry {
  enrollmentId: string;
  needsAccessibleRoom: boolean;
}

// Issue 51, defect 5: the roster's accessible_room column was accepted but no screen could show or
// change it; the roster's type carries it, and the office's form sets it.
describe("a roster student's need of an accessible room", () => {
  it('is set by the office, read back on the roster, kept when the form leaves it out, and audited', async () => {
    const admin = await app.admin();
    const add = (extra: string) => admin.gql<{ addRosterStudent: Entry }>(`mutation { addRosterStudent(input: { enrollmentId: "AX1", ${STUDENT}${extra} }) { ${FIELDS} } }`);

    expect((await add(', needsAccessibleRoom: true')).body.data?.addRosterStudent).toEqual({ enrollmentId: 'AX1', needsAccessibleRoom: true });
    const listed = await admin.gql<{ roster: { entries: Entry[] } }>(`query { roster(search: "AX1") { entries { ${FIELDS} } } }`);
    expect(listed.body.data?.roster.entries).toEqual([{ enrollmentId: 'AX1', needsAccessibleRoom: true }]);

    // Left out (an older form, a client that does not know it): the student keeps their need.
    expect((await add('')).body.data?.addRosterStudent.needsAccessibleRoom).toBe(true);
    expect((await add(', needsAccessibleRoom: null')).body.data?.addRosterStudent.needsAccessibleRoom).toBe(true);
    expect((await add(', needsAccessibleRoom: false')).body.data?.addRosterStudent.needsAccessibleRoom).toBe(false);

    const trail = await admin.gql<{ auditEvents: { items: { action: string; changes: { field: string; before: string | null; after: string | null }[] }[] } }>(
      'query { auditEvents(filter: { objectType: "roster", objectId: "AX1" }) { items { action changes { field before after } } } }',
    );
    const [changed, added] = trail.body.data!.auditEvents.items;
    expect(added?.action).toBe('roster.student_added');
    expect(added?.changes).toContainEqual({ field: 'needsAccessibleRoom', before: null, after: 'true' });
    expect(changed?.changes).toContainEqual({ field: 'needsAccessibleRoom', before: 'true', after: 'false' });
  });

  it('a new student left without it needs none', async () => {
    const admin = await app.admin();
    const added = await admin.gql<{ addRosterStudent: Entry }>(`mutation { addRosterStudent(input: { enrollmentId: "AX2", name: "Om Das", email: "om.das@campus.test", gender: MALE, yearOfStudy: 1, programme: "MBA" }) { ${FIELDS} } }`);
    expect(added.body.data?.addRosterStudent).toEqual({ enrollmentId: 'AX2', needsAccessibleRoom: false });
  });

  it('from the CSV column is on the roster too', async () => {
    const admin = await app.admin();
    const csv = ['enrollment_id,name,email,gender,year_of_study,programme,accessible_room', 'AX3,Ravi Rao,ravi.rao@campus.test,Male,1,MBA,yes', 'AX4,Tara Roy,tara.roy@campus.test,Female,1,MBA,no'].join('\n');
    const done = await admin.rest<{ problems: unknown[] }>('POST', '/office/roster.csv', csv, { 'content-type': 'text/csv' });
    expect(done.body.problems).toEqual([]);
    const listed = await admin.gql<{ roster: { entries: Entry[] } }>(`query { roster(search: "AX") { entries { ${FIELDS} } } }`);
    expect(listed.body.data?.roster.entries.filter((e) => ['AX3', 'AX4'].includes(e.enrollmentId))).toEqual([
      { enrollmentId: 'AX3', needsAccessibleRoom: true },
      { enrollmentId: 'AX4', needsAccessibleRoom: false },
    ]);
  });

  it('is a yes or no: anything else is refused before anything is written', async () => {
    const admin = await app.admin();
    const bad = await admin.gql(`mutation { addRosterStudent(input: { enrollmentId: "AX5", ${STUDENT.replace('ira.sen', 'ax5')}, needsAccessibleRoom: "yes" }) { ${FIELDS} } }`);
    expect(bad.body.errors?.[0]?.message).toMatch(/Boolean/);
    const [row] = await app.gateway.orm.em.fork().execute<{ n: number }[]>("select count(*)::int as n from roster_entries where enrollment_id = 'AX5'");
    expect(row!.n).toBe(0);
  });
});
