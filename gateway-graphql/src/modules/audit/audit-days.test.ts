import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';

const app = useTestApp();

type Page = { auditEvents: { items: { objectId: string; at: string }[] } };

describe("the audit log's date filter", () => {
  it("takes days on the office's calendar: 20:00 UTC on the 28th is the 29th in India", async () => {
    const em = app.gateway.orm.em.fork();
    await em.execute(`insert into audit_events (at, action, object_type, object_id) values (?, 'outpass.approved', 'outpass', 'late-evening-utc')`, ['2026-11-28T20:00:00Z']);
    const admin = await app.admin();
    const on = async (day: string) =>
      (await admin.gql<Page>(`query { auditEvents(filter: { objectId: "late-evening-utc", from: "${day}", to: "${day}" }) { items { objectId at } } }`)).body.data!.auditEvents.items.map((e) => e.objectId);
    expect(await on('2026-11-29')).toEqual(['late-evening-utc']);
    expect(await on('2026-11-28')).toEqual([]);
  });
});
