import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';

// The gateway's clock runs `ahead` ms in front of the system's: slots open and the process closes without waiting.
let ahead = 0;
const app = useTestApp({ clock: () => new Date(Date.now() + ahead) });
const db = () => app.gateway.orm.em.fork();
const HOUR = 3_600_000;

type Refusal = { code: string; message: string };
async function gql<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<T | Refusal> {
  const reply = await client.gql<T>(query, variables);
  const error = reply.body.errors?.[0];
  return error ? { code: String(error.extensions?.code), message: error.message } : reply.body.data!;
}
const refusal = (r: unknown) => r as Refusal;

let admin: Client;
type Student = Awaited<ReturnType<typeof newStudent>>;
let n = 0;
/** A girl on the open year's roster with an account, logged in. */
async function girl(): Promise<Student> {
  const s = await newStudent(app, { gender: 'Female', name: `Girl ${++n} Rao` });
  const added = await admin.gql('mutation($i: RosterStudentInput!) { addRosterStudent(input: $i) { enrollmentId } }', {
    i: { enrollmentId: s.form.enrollmentId, name: s.form.name, email: s.form.email, gender: 'FEMALE', yearOfStudy: 2, programme: 'B.Tech' },
  });
  expect(added.body.errors).toBeUndefined();
  return s;
}

const Q = 'key label kind choices weight dealbreaker';
const PROFILE = `processId questions { ${Q} } answers { key value } answered discoverable shared editableUntil editable`;
const SUGGEST = 'query($f: [RoommateAnswerInput!]) { roommateSuggestions(filters: $f) { name enrollmentId score explanation comparisons { key word } answers { key value } } }';
type Suggestion = { name: string; enrollmentId: string; score: number; explanation: string; answers: { key: string; value: number }[] };
const save = (s: Student, answers: Record<string, number>, discoverable = true, shared = Object.keys(answers)) =>
  gql<{ saveRoommateProfile: { answered: boolean; shared: string[] } }>(s.client, `mutation($i: RoommateProfileInput!) { saveRoommateProfile(input: $i) { ${PROFILE} } }`, {
    i: { answers: Object.entries(answers).map(([key, value]) => ({ key, value })), discoverable, shared },
  });
const suggestions = async (s: Student, filters?: { key: string; value: number }[]) => {
  const reply = await gql<{ roommateSuggestions: Suggestion[] }>(s.client, SUGGEST, { f: filters });
  if (!('roommateSuggestions' in reply)) throw new Error(reply.message);
  return reply.roommateSuggestions;
};

/** A girls' hostel of our own with six rooms of a type, and a draft process of it opening in `opensIn`. */
async function draft(name: string, opensIn: number, type: 'Double' | 'Triple' = 'Double'): Promise<string> {
  const [h] = await db().execute<{ id: string }[]>(`insert into hostels (name, gender, booking_mode, floors) values (?, 'Female', 'instant', 1) returning id`, [name]);
  await db().execute(`insert into rooms (hostel_id, number, floor, type, capacity) select ?, g, 0, ?::room_type, ? from generate_series(1, 6) g`, [h!.id, type, type === 'Double' ? 2 : 3]);
  await db().execute(`update selection_processes set status = 'Done', done_at = now() where status <> 'Done'`);
  const now = Date.now() + ahead;
  const created = await admin.gql<{ createSelectionProcess: { id: string; questionnaire: { key: string }[] } }>(
    'mutation($i: SelectionProcessInput!) { createSelectionProcess(input: $i) { id questionnaire { key } } }',
    { i: { name, hostelIds: [h!.id], draw: 'RANDOM', seed: '5', firstSlotAt: new Date(now + opensIn).toISOString(), slotMinutes: 60, perSlot: 1000, closesAt: new Date(now + opensIn + 2 * HOUR).toISOString() } },
  );
  expect(created.body.errors).toBeUndefined();
  // A new process starts with the default questions.
  expect(created.body.data!.createSelectionProcess.questionnaire.map((q) => q.key)).toEqual(['sleep', 'tidiness', 'noise', 'guests', 'study', 'smoking']);
  return created.body.data!.createSelectionProcess.id;
}
const publish = async (id: string) => expect((await admin.gql('mutation($id: ID!) { publishSelectionProcess(id: $id) { id } }', { id })).body.errors).toBeUndefined();
const SET = `mutation($id: ID!, $q: [RoommateQuestionInput!]!) { setRoommateQuestionnaire(processId: $id, questions: $q) { id questionnaire { ${Q} } } }`;
const question = (key: string, o: Record<string, unknown> = {}) => ({ key, label: `About ${key}?`, kind: 'SCALE', choices: ['1', '2', '3', '4', '5'], weight: 2, dealbreaker: false, ...o });

describe('the roommate questionnaire', () => {
  it('is the office’s to set while the process is a draft, checked at the edge, and fixed once published', async () => {
    admin = await app.admin();
    const id = await draft('RQ-1', HOUR);
    for (const [questions, message] of [
      [[question('sleep', { choices: ['a', 'b', 'c', 'd'] })], 'give exactly five answers'],
      [[question('sleep'), question('sleep')], 'key of its own'],
      [[question('Sleep Time')], 'lower-case'],
      [[question('pets', { kind: 'CHOICE', choices: ['Yes'] })], '2 to 6 answers'],
      [[question('noise', { weight: 9 })], 'A weight is 0 to 5'],
      [[question('noise', { weight: 0 })], 'At least one question must count'],
    ] as const) {
      const r = refusal(await gql(admin, SET, { id, q: questions }));
      expect(r.code).toBe('BAD_USER_INPUT');
      expect(r.message).toContain(message);
    }
    const set = await gql<{ setRoommateQuestionnaire: { questionnaire: { key: string; dealbreaker: boolean }[] } }>(admin, SET, {
      id,
      q: [question('sleep', { weight: 3 }), question('tidiness'), question('smoking', { kind: 'CHOICE', choices: ['No', 'Yes'], dealbreaker: true })],
    });
    expect('setRoommateQuestionnaire' in set && set.setRoommateQuestionnaire.questionnaire.map((q) => `${q.key}:${q.dealbreaker}`)).toEqual(['sleep:false', 'tidiness:false', 'smoking:true']);
    const someone = await girl();
    expect(refusal(await gql(someone.client, SET, { id, q: [question('sleep')] })).code).toBe('FORBIDDEN');
    await publish(id);
    expect(refusal(await gql(admin, SET, { id, q: [question('sleep')] })).code).toBe('CONFLICT');
    const [audit] = await db().execute<{ after: { questions: string[] } }[]>("select after from audit_events where action = 'selection_process.questionnaire_set' and object_id = ?", [id]);
    expect(audit!.after.questions).toEqual(['sleep (weight 3)', 'tidiness (weight 2)', 'smoking (weight 2, dealbreaker)']);
  });
});

describe('answers and suggested roommates', () => {
  it('ranks those who could share a room by compatibility, shows only what each chose to show, and invites with one action', async () => {
    const id = await draft('RQ-2', HOUR, 'Triple');
    const [asha, bela, chitra, divya, esha, farah] = [await girl(), await girl(), await girl(), await girl(), await girl(), await girl()];
    const boy = await newStudent(app, { gender: 'Male' });
    await publish(id);
    // sleep, tidiness, noise, guests: 0-4; study 0-2; smoking 0 no, 1 yes.
    expect(await save(asha, { sleep: 1, tidiness: 3, noise: 1, guests: 1, study: 1, smoking: 0 })).toHaveProperty('saveRoommateProfile.answered', true);
    await save(bela, { sleep: 1, tidiness: 3, noise: 1, guests: 1, study: 1, smoking: 0 }, true, ['sleep', 'tidiness']);
    await save(chitra, { sleep: 2, tidiness: 3, noise: 4, guests: 4, study: 0, smoking: 0 }, true, ['sleep', 'guests']);
    await save(divya, { sleep: 1, tidiness: 3, noise: 1, guests: 1, study: 1, smoking: 1 }); // a smoker: asha said smoking rules a pair out
    await save(esha, { sleep: 1, tidiness: 3, noise: 1, guests: 1, study: 1, smoking: 0 }, false); // not findable
    // farah answers nothing.

    const found = await suggestions(asha);
    expect(found.map((s) => s.name)).toEqual([bela.form.name, chitra.form.name]);
    expect(found[0]).toMatchObject({ score: 100, explanation: 'sleep: same; tidiness: same', answers: [{ key: 'sleep', value: 1 }, { key: 'tidiness', value: 3 }] });
    expect(found[1]!.explanation).toBe('sleep: one step apart; guests: far apart');
    expect(found[1]!.score).toBeLessThan(100);
    // Nothing else about them leaves the server.
    expect(JSON.stringify(found)).not.toMatch(/@|email|phone/i);
    // A filter keeps those who show that answer.
    expect((await suggestions(asha, [{ key: 'guests', value: 4 }])).map((s) => s.name)).toEqual([chitra.form.name]);
    expect(await suggestions(asha, [{ key: 'noise', value: 1 }])).toEqual([]); // bela does not show her noise answer
    expect(refusal(await gql(asha.client, SUGGEST, { f: [{ key: 'pets', value: 0 }] })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await gql(farah.client, SUGGEST)).message).toContain('Answer the roommate questions first');
    expect(refusal(await gql(boy.client, SUGGEST)).code).toBe('BAD_USER_INPUT'); // drawn for nothing
    // Shown answers must be answers given; values must be in range.
    expect(refusal(await save(farah, { sleep: 1 }, true, ['tidiness'])).message).toContain('only answers you gave');
    expect(refusal(await save(farah, { sleep: 7 })).message).toContain('Choose one of the answers');

    // One action invites a suggestion: asha has no group, so one is formed; bela is asked.
    const INVITE = 'mutation($e: String!) { inviteSuggestedRoommate(enrollmentId: $e) { id isLeader invited { name } members { name } } }';
    const formed = await gql<{ inviteSuggestedRoommate: { id: string; isLeader: boolean; invited: { name: string }[] } }>(asha.client, INVITE, { e: bela.form.enrollmentId });
    expect(formed).toMatchObject({ inviteSuggestedRoommate: { isLeader: true, invited: [{ name: bela.form.name }] } });
    // The leader may ask another; esha, who is not findable, cannot be invited this way.
    expect(await gql(asha.client, INVITE, { e: chitra.form.enrollmentId })).toMatchObject({ inviteSuggestedRoommate: { invited: [{ name: bela.form.name }, { name: chitra.form.name }] } });
    expect(refusal(await gql(asha.client, INVITE, { e: esha.form.enrollmentId })).code).toBe('NOT_FOUND');
    // The largest room holds three: a fourth is refused, counting those already asked.
    expect(refusal(await gql(asha.client, INVITE, { e: divya.form.enrollmentId })).message).toContain('Your group is full');
    const groupId = (formed as { inviteSuggestedRoommate: { id: string } }).inviteSuggestedRoommate.id;
    const accepted = await gql(bela.client, 'mutation($g: ID!) { answerSelectionGroupInvitation(groupId: $g, accept: true) { group { members { name } } } }', { g: groupId });
    expect(accepted).toMatchObject({ answerSelectionGroupInvitation: { group: { members: [{ name: asha.form.name }, { name: bela.form.name }] } } });
    // In a group now: bela is no one's suggestion any more.
    expect((await suggestions(chitra)).map((s) => s.name)).not.toContain(bela.form.name);

    // The record says answers changed, never what they are.
    const audits = await db().execute<{ after: unknown }[]>("select after from audit_events where action like 'roommate_profile.%'");
    expect(audits.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(audits)).not.toContain('tidiness');
  });

  it('keeps answers changeable until the student’s slot opens, and deletable after', async () => {
    const id = await draft('RQ-3', 30 * 60_000);
    const s = await girl();
    await publish(id);
    expect(await save(s, { sleep: 2 })).toHaveProperty('saveRoommateProfile');
    const mine = await gql<{ myRoommateProfile: { editable: boolean; answers: unknown[] } }>(s.client, `query { myRoommateProfile { ${PROFILE} } }`);
    expect(mine).toMatchObject({ myRoommateProfile: { editable: true, answers: [{ key: 'sleep', value: 2 }] } });
    ahead += HOUR; // her slot opened
    const late = refusal(await save(s, { sleep: 3 }));
    expect(late.code).toBe('SELECTION_CLOSED');
    expect(late.message).toContain('You can still delete them');
    expect(await gql(s.client, 'mutation { deleteRoommateProfile }')).toEqual({ deleteRoommateProfile: true });
    expect(await gql(s.client, `query { myRoommateProfile { answered answers { key } } }`)).toEqual({ myRoommateProfile: { answered: false, answers: [] } });
    expect(await gql(s.client, 'mutation { deleteRoommateProfile }')).toEqual({ deleteRoommateProfile: false });
  });
});

describe('the assignment with a questionnaire', () => {
  it('pairs those who chose nothing by compatibility and never across a dealbreaker', async () => {
    const id = await draft('RQ-4', 60_000);
    const owls = [await girl(), await girl()];
    const larks = [await girl(), await girl()];
    const smokers = [await girl(), await girl()];
    await publish(id);
    for (const owl of owls) await save(owl, { sleep: 4, tidiness: 0, noise: 4, guests: 4, study: 0, smoking: 0 });
    for (const lark of larks) await save(lark, { sleep: 0, tidiness: 4, noise: 0, guests: 0, study: 1, smoking: 0 });
    for (const smoker of smokers) await save(smoker, { sleep: 2, tidiness: 2, noise: 2, guests: 2, study: 2, smoking: 1 });
    ahead += 4 * HOUR;
    expect((await admin.gql('mutation($id: ID!) { runSelectionAssignment(id: $id) { id } }', { id })).body.errors).toBeUndefined();
    const deadline = Date.now() + 30_000;
    while ((await db().execute<{ status: string }[]>('select status from selection_processes where id = ?', [id]))[0]!.status === 'Assigning') {
      if (Date.now() > deadline) throw new Error('the assignment job did not run');
      await new Promise((r) => setTimeout(r, 200));
    }
    const rooms = new Map((await db().execute<{ id: string; room_id: string }[]>('select student_id as id, room_id from room_occupancies where process_id = ?', [id])).map((r) => [r.id, r.room_id]));
    for (const pair of [owls, larks, smokers]) expect(rooms.get(pair[0]!.id)).toBe(rooms.get(pair[1]!.id));
    // Every girl of the earlier tests is drawn too: the smokers share with no one who said smoking rules them out.
    const [mixed] = await db().execute<{ n: number }[]>(
      `select count(*)::int as n from room_occupancies a join room_occupancies b on a.room_id = b.room_id and a.student_id <> b.student_id
         join users ua on ua.id = a.student_id join users ub on ub.id = b.student_id
         join roommate_profiles pa on pa.enrollment_id = ua.enrollment_id and pa.process_id = ?
         join roommate_profiles pb on pb.enrollment_id = ub.enrollment_id and pb.process_id = ?
        where a.process_id = ? and (pa.answers->>'smoking') <> (pb.answers->>'smoking')`,
      [id, id, id],
    );
    expect(mixed!.n).toBe(0);
    const [event] = await db().execute<{ after: { pairsMatched: number; meanPairCompatibility: number } }[]>("select after from audit_events where action = 'selection_process.assigned' and object_id = ?", [id]);
    expect(event!.after.pairsMatched).toBeGreaterThanOrEqual(3);
    expect(event!.after.meanPairCompatibility).toBeGreaterThan(50);

    // Publishing the assignment ends the process: its answers are erased, and the record says how many.
    const answered = (await db().execute<{ n: number }[]>('select count(*)::int as n from roommate_profiles where process_id = ?', [id]))[0]!.n;
    expect(answered).toBeGreaterThanOrEqual(6);
    expect((await admin.gql('mutation($id: ID!) { publishSelectionAssignment(id: $id) { status } }', { id })).body.errors).toBeUndefined();
    expect((await db().execute<{ n: number }[]>('select count(*)::int as n from roommate_profiles where process_id = ?', [id]))[0]!.n).toBe(0);
    const [published] = await db().execute<{ after: { roommateAnswersErased: number } }[]>("select after from audit_events where action = 'selection_process.assignment_published' and object_id = ?", [id]);
    expect(published!.after.roommateAnswersErased).toBe(answered);
  });
});
