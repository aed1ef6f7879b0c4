import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { applyFor, decide } from '../../../test/outpass.js';
import { newWarden } from '../../../test/staff.js';
import { subscribe } from '../../../test/ws.js';

const app = useTestApp();

/** Every field of Notification: a field the live payload cannot answer fails the whole event. */
const ALL_FIELDS = 'id kind title body link createdAt read';
type Notification = { id: string; kind: string; title: string; body: string; link: string | null; createdAt: string; read: boolean };

describe('live notifications, read through the real schema', () => {
  it("answer every field of Notification, the same as the bell's own list, when an admin decides an outpass", async () => {
    const admin = await app.admin();
    const { client } = await newStudent(app);
    const live = await subscribe<{ notificationAdded: Notification }>(app.gateway, client.cookie, `subscription { notificationAdded { ${ALL_FIELDS} } }`);
    try {
      const outpass = await applyFor(client, { where: 'Coorg' });
      expect((await decide(admin, outpass.id, 'APPROVED')).body.errors).toBeUndefined();
      const event = (await live.next(3_000)).notificationAdded; // an error result (a null id, say) rejects here
      const bell = await client.gql<{ myNotifications: { items: Notification[] } }>(`query { myNotifications { items { ${ALL_FIELDS} } } }`);
      expect(event).toEqual(bell.body.data?.myNotifications.items[0]);
      expect(event).toMatchObject({ kind: 'OUTPASS_APPROVED', title: 'Outpass to Coorg approved', read: false });
    } finally {
      await live.close();
    }
  });

  it("reach the student live when a warden of their hostel decides their room request", async () => {
    const admin = await app.admin();
    const warden = await newWarden(app, admin, 'BH-4');
    const { client } = await newStudent(app);
    const live = await subscribe<{ notificationAdded: Notification }>(app.gateway, client.cookie, `subscription { notificationAdded { ${ALL_FIELDS} } }`);
    try {
      const requested = await client.rest('POST', '/bookroom/req', { hostel: 'BH-4', roomNumber: 102 });
      expect(requested.status, requested.text).toBe(201);
      const pending = await warden.client.gql<{ pendingRoomRequests: { id: string }[] }>('query { pendingRoomRequests { id } }');
      const decided = await warden.client.gql('mutation($id: ID!) { decideRoomRequest(id: $id, decision: APPROVED) { id } }', { id: pending.body.data!.pendingRoomRequests.at(-1)!.id });
      expect(decided.body.errors).toBeUndefined();
      const event = (await live.next(3_000)).notificationAdded;
      expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(event).toMatchObject({ kind: 'ROOM_REQUEST_APPROVED', read: false, link: expect.any(String) });
    } finally {
      await live.close();
    }
  });
});
