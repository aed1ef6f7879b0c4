import { expect } from 'vitest';
import { pgArray } from '../src/core/validate.js';
import type { TestApp } from './app.js';
import type { Client } from './client.js';

let wardens = 0;

/** The ids of hostels by name. */
export async function hostelIds(app: TestApp, ...names: string[]): Promise<string[]> {
  const rows = await app.gateway.orm.em.fork().execute<{ id: string; name: string }[]>('select id, name from hostels where name = any(?::text[])', [pgArray(names)]);
  return names.map((name) => rows.find((r) => r.name === name)!.id);
}

/** The invitation token in the last mail sent to this address. */
export async function inviteTokenFor(app: TestApp, email: string): Promise<string> {
  await app.gateway.mailer.idle();
  const mail = [...app.outbox.messages].reverse().find((m) => m.to === email);
  const token = /#invite=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** A warden of these hostels, invited by an admin through the API and logged in through the link. */
export async function newWarden(app: TestApp, admin: Client, ...hostels: string[]): Promise<{ client: Client; id: string; email: string }> {
  const email = `warden${process.pid}x${++wardens}@dormspace.test`;
  const invited = await admin.gql<{ inviteStaff: { id: string } }>(
    'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }',
    { input: { email, name: `Warden ${wardens}`, role: 'WARDEN', hostelIds: await hostelIds(app, ...hostels) } },
  );
  expect(invited.body.errors).toBeUndefined();
  const client = app.client();
  const accepted = await client.gql('mutation($t: String!) { acceptStaffInvite(token: $t, password: "warden-password-1") { id role } }', { t: await inviteTokenFor(app, email) });
  expect(accepted.body.errors).toBeUndefined();
  return { client, id: invited.body.data!.inviteStaff.id, email };
}
