import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { applyFor } from '../../../test/outpass.js';
import { Role } from '../../core/enums.js';
import { ActivityService } from './activity.service.js';

// 20:00 UTC on 28 November: 01:30 on the 29th at the office (India, the default zone).
const NOW = new Date('2026-11-28T20:00:00Z');
const app = useTestApp({ clock: () => NOW });

describe("the dashboard's days", () => {
  it("count what was asked by the office's calendar, up to the office's today", async () => {
    const { client } = await newStudent(app);
    await applyFor(client, { dateOfArrival: '2026-11-30' }); // asked at NOW
    const admin = { userId: 'a', role: Role.ADMIN, sessionId: 's', gender: null, hostelIds: [] };
    const days = await new ActivityService(app.gateway.orm.em.fork()).daily(admin, 2, NOW);
    expect(days).toEqual([
      { day: '2026-11-28', roomRequests: 0, outpasses: 0 },
      { day: '2026-11-29', roomRequests: 0, outpasses: 1 },
    ]);
  });
});
