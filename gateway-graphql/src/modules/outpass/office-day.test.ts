import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { outpassForm } from '../../../test/outpass.js';

// 20:00 UTC on 28 November: 01:30 on the 29th at the office (India, the default zone).
const app = useTestApp({ clock: () => new Date('2026-11-28T20:00:00Z') });

const apply = (client: Awaited<ReturnType<typeof newStudent>>['client'], dateOfArrival: string) =>
  client.gql<{ applyOutpass: { expectedReturnAt: string } }>('mutation($input: OutpassInput!) { applyOutpass(input: $input) { expectedReturnAt } }', { input: outpassForm({ dateOfArrival, returnTime: '18:00' }) });

describe("an outpass's date of arrival, on the office's calendar", () => {
  it("takes the office's today, as the form offers it, and refuses the day before, though UTC's date is still that day", async () => {
    const { client } = await newStudent(app);
    const yesterday = await apply(client, '2026-11-28');
    expect(yesterday.body.errors?.[0]?.message).toMatch(/Date of arrival cannot be in the past/);
    const today = await apply(client, '2026-11-29');
    expect(today.body.errors).toBeUndefined();
    // The time typed is the office's: 18:00 in India.
    expect(today.body.data?.applyOutpass.expectedReturnAt).toBe('2026-11-29T12:30:00.000Z');
  });
});
