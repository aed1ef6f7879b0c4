import { describe, expect, it } from 'vitest';
import { occupancy, useTestApp } from '../../../test/app.js';
import { roommateKit } from './roommate.kit.js';

const app = useTestApp({ poolMax: 20 });
const { boy, invite, respond, cancel, decide, statusOf, bedsOf, freeDouble } = roommateKit(app);

describe('races, settled by locks and constraints', () => {
  const ROUNDS = 6;

  it('the roommate accepting while the admin approves: approved only with an acceptance, never a bed without one', async () => {
    const admin = await app.admin();
    for (let round = 0; round < ROUNDS; round++) {
      const [a, mate] = await Promise.all([boy(), boy()]);
      const { id } = await invite(a, mate, 'BH-2');
      const [accepted, approved] = await Promise.all([respond(mate, id, true), decide(admin, id, 'APPROVED')]);
      expect(accepted).toMatchObject({ respondToRoommateInvite: { roommateResponse: 'ACCEPTED' } });
      const row = await statusOf(id);
      if ('decideRoomRequest' in approved) expect(row).toEqual({ status: 'Approved', roommate_response: 'Accepted' });
      else expect([approved.code, row]).toEqual(['CONFLICT', { status: 'Pending', roommate_response: 'Accepted' }]);
      expect(await bedsOf(a, mate)).toHaveLength(row.status === 'Approved' ? 2 : 0);
    }
  });

  it('the roommate declining while the admin approves an accepted pair: one of them wins, whole', async () => {
    const admin = await app.admin();
    for (let round = 0; round < ROUNDS; round++) {
      const [a, mate] = await Promise.all([boy(), boy()]);
      const { id } = await invite(a, mate, 'BH-3');
      await respond(mate, id, true);
      const [declined, approved] = await Promise.all([respond(mate, id, false), decide(admin, id, 'APPROVED')]);
      const winners = ['respondToRoommateInvite' in declined, 'decideRoomRequest' in approved].filter(Boolean);
      expect(winners).toHaveLength(1);
      const row = await statusOf(id);
      expect(['Approved', 'Declined']).toContain(row.status);
      expect(await bedsOf(a, mate)).toHaveLength(row.status === 'Approved' ? 2 : 0);
    }
  });

  it('a cancel during the approval: cancelled with no bed, or approved with the cancel refused', async () => {
    const admin = await app.admin();
    for (let round = 0; round < ROUNDS; round++) {
      const a = await boy();
      const sent = await a.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: (await freeDouble(a.client, 'BH-5'))._id });
      const id = sent.body.request._id;
      const [cancelled, approved] = await Promise.all([cancel(a, id), decide(admin, id, 'APPROVED')]);
      expect(['cancelRoomRequest' in cancelled, 'decideRoomRequest' in approved].filter(Boolean)).toHaveLength(1);
      const row = await statusOf(id);
      expect(await bedsOf(a)).toHaveLength(row.status === 'Approved' ? 1 : 0);
      if (row.status === 'Cancelled') expect(approved).toEqual({ code: 'CONFLICT', message: 'This request has already been cancelled.' });
    }
  });

  it('two requests for the last bed of a room, approved at once: one bed given, the other request still pending', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [holder, x, y] = await Promise.all([boy(), boy(), boy()]);
      const [admin1, admin2] = await Promise.all([app.admin(), app.admin()]);
      const room = await freeDouble(holder.client, 'BH-4');
      const first = await holder.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id });
      await decide(admin1, first.body.request._id, 'APPROVED');
      const [rx, ry] = await Promise.all([x, y].map((s) => s.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id })));
      const replies = await Promise.all([decide(admin1, rx!.body.request._id, 'APPROVED'), decide(admin2, ry!.body.request._id, 'APPROVED')]);
      expect(replies.filter((r) => 'decideRoomRequest' in r)).toHaveLength(1);
      expect(replies.find((r) => !('decideRoomRequest' in r))).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/no longer has a free bed/) });
      expect((await occupancy(app)).filter((o) => o.room_id === room._id)).toHaveLength(2);
    }
  });
});
