import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { formGroup, gql, publishOpen, rostered, type Student } from '../../../test/selection-groups.js';
import { namesMatch } from './classmate.service.js';

const LOOKUPS = 8;
const app = useTestApp({ limits: { classmateLookupsPerStudent: { points: LOOKUPS, seconds: 900, blockSeconds: 900 } } });
let admin: Client;
const adminClient = async () => (admin ??= await app.admin());

const lookUp = (s: Student, enrollmentId: string) =>
  gql<{ selectionClassmate: { name: string; enrollmentId: string } }>(s.client, 'query($e: String!) { selectionClassmate(enrollmentId: $e) { name enrollmentId } }', { e: enrollmentId });
const idOf = (s: Student) => s.form.enrollmentId as string;
const nameOf = (s: Student) => s.form.name as string;

describe('naming a classmate by enrollment ID (issue 51, defect 11)', () => {
  it('compares a name typed beside the ID loosely: any words that begin words of the registered name', () => {
    expect(namesMatch('Rahul', 'Rahul Sharma')).toBe(true);
    expect(namesMatch('  rahul  SHARMA ', 'Rahul Sharma')).toBe(true);
    expect(namesMatch('Sharma', 'Rahul Sharma')).toBe(true);
    expect(namesMatch('R. Sharma', 'Rahul Sharma')).toBe(true);
    expect(namesMatch('Jose', 'José Martín')).toBe(true);
    expect(namesMatch('Rahul Verma', 'Rahul Sharma')).toBe(false);
    expect(namesMatch('Rahul Rahul', 'Rahul Sharma')).toBe(false);
    expect(namesMatch('Priya', 'Rahul Sharma')).toBe(false);
    expect(namesMatch(' . ', 'Rahul Sharma')).toBe(false);
  });

  it('shows a classmate drawn with the student by name only, and refuses every other ID in the same sentence', async () => {
    const client = await adminClient();
    const [asha, rahul] = [await rostered(app, client, 'Female'), await rostered(app, client, 'Female')];
    const boy = await rostered(app, client, 'Male');
    const { name: process } = await publishOpen(app, client, 'GH-1');
    const late = await rostered(app, client, 'Female'); // on the roster after the draw: not drawn
    const stranger = await newStudent(app, { gender: 'Female' }); // signed up, on no roster

    const found = await rahul.client.gql<{ selectionClassmate: Record<string, unknown> }>(
      'query($e: String!) { selectionClassmate(enrollmentId: $e) { __typename name enrollmentId } }',
      { e: ` ${idOf(asha).toLowerCase()} ` },
    );
    expect(found.body.data).toEqual({ selectionClassmate: { __typename: 'SelectionClassmate', name: nameOf(asha), enrollmentId: idOf(asha) } });
    // The type has nothing else to ask for: no email, phone, gender or id.
    const email = await rahul.client.gql('query($e: String!) { selectionClassmate(enrollmentId: $e) { email } }', { e: idOf(asha) });
    expect(email.body.errors?.[0]?.message).toMatch(/Cannot query field "email" on type "SelectionClassmate"/);

    // A boy, a late addition, a stranger and an ID no one has: one sentence, nothing about which.
    const refusals = await Promise.all([idOf(boy), idOf(late), idOf(stranger), 'NOSUCH999'].map((id) => lookUp(rahul, id)));
    refusals.forEach((refusal, i) => {
      const id = [idOf(boy), idOf(late), idOf(stranger), 'NOSUCH999'][i]!;
      const message = `No student drawn for ${process} who can share a room with you has enrollment ID ${id}: check it with them.`;
      expect(refusal).toEqual({ code: 'BAD_USER_INPUT', message, fields: [{ field: 'enrollmentId', message }] });
    });
    expect(await lookUp(rahul, idOf(rahul))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'That is your own enrollment ID: you lead the group, name only the others.' });
    expect(await lookUp(rahul, '  ')).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Enter their enrollment ID.' });
    // Someone drawn for nothing has no one to look up; staff and visitors are refused outright.
    expect(await lookUp(late, idOf(asha))).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/^You were not drawn for a room selection by lottery/) });
    expect(await gql(client, 'query($e: String!) { selectionClassmate(enrollmentId: $e) { name } }', { e: idOf(asha) })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await gql(app.client(), 'query($e: String!) { selectionClassmate(enrollmentId: $e) { name } }', { e: idOf(asha) })).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('caps each student\'s look-ups, so the names of a process cannot be listed by guessing IDs', async () => {
    const client = await adminClient();
    const [guesser, classmate, patient] = [await rostered(app, client, 'Female'), await rostered(app, client, 'Female'), await rostered(app, client, 'Female')];
    await publishOpen(app, client, 'GH-2');
    const answers = [];
    for (let i = 0; i < LOOKUPS + 2; i++) answers.push(await lookUp(guesser, i === 0 ? idOf(classmate) : `GUESS${i}`));
    expect(answers[0]).toEqual({ selectionClassmate: { name: nameOf(classmate), enrollmentId: idOf(classmate) } });
    expect(answers.slice(LOOKUPS)).toEqual([
      { code: 'RATE_LIMITED', message: 'Too many attempts, try again in 15 minutes.' },
      { code: 'RATE_LIMITED', message: 'Too many attempts, try again in 15 minutes.' },
    ]);
    // Refused even for a real classmate now; another student's budget is their own.
    expect(await lookUp(guesser, idOf(classmate))).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await lookUp(patient, idOf(classmate))).toEqual({ selectionClassmate: { name: nameOf(classmate), enrollmentId: idOf(classmate) } });
  });

  it('forms a group from enrollment IDs alone, or with a name compared loosely, and says no more than the look-up', async () => {
    const client = await adminClient();
    const [leader, rahul, priya] = [await rostered(app, client, 'Male'), await rostered(app, client, 'Male', { name: 'Rahul Sharma' }), await rostered(app, client, 'Male')];
    const girl = await rostered(app, client, 'Female');
    const { name: process } = await publishOpen(app, client, 'BH-3');

    expect(await formGroup(leader, [{ name: 'Someone Else', enrollmentId: idOf(rahul) }])).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `No student named Someone Else has enrollment ID ${idOf(rahul)}.`,
    });
    const notOurs = `No student drawn for ${process} who can share a room with you has enrollment ID ${idOf(girl)}: check it with them.`;
    expect(await formGroup(leader, [{ enrollmentId: idOf(girl) }])).toEqual({ code: 'BAD_USER_INPUT', message: notOurs, fields: [{ field: 'members', message: notOurs }] });
    expect(await formGroup(leader, [{ name: '', enrollmentId: ' ' }])).toMatchObject({ code: 'BAD_USER_INPUT', message: "Give each member's enrollment ID." });

    const formed = await formGroup(leader, [{ name: 'rahul', enrollmentId: idOf(rahul).toLowerCase() }]);
    expect(formed).toEqual({ formSelectionGroup: { id: expect.any(String), invited: [{ id: rahul.id, name: 'Rahul Sharma' }] } });
    const leave = await leader.client.gql('mutation { leaveSelectionGroup { processId } }');
    expect(leave.body.errors).toBeUndefined();
    expect(await formGroup(leader, [{ enrollmentId: idOf(priya) }])).toEqual({ formSelectionGroup: { id: expect.any(String), invited: [{ id: priya.id, name: nameOf(priya) }] } });
  });
});
