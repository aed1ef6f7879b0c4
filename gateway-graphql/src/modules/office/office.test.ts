import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { OFFICE_TIME_ZONE } from '../../core/clock.js';

const app = useTestApp();

describe("the office's time zone", () => {
  it('is told to anyone, with or without a login, as the zone mail and the gate card use', async () => {
    const anonymous = await app.client().gql<{ officeTimeZone: string; me: null }>('query { officeTimeZone me { id } }');
    expect(anonymous.body.errors).toBeUndefined();
    expect(anonymous.body.data).toEqual({ officeTimeZone: OFFICE_TIME_ZONE, me: null });
    // The default when OFFICE_TIME_ZONE is not set: India.
    expect(OFFICE_TIME_ZONE).toBe(process.env.OFFICE_TIME_ZONE || 'Asia/Kolkata');
    const { client } = await newStudent(app);
    expect((await client.gql<{ officeTimeZone: string }>('query { officeTimeZone }')).body.data?.officeTimeZone).toBe(OFFICE_TIME_ZONE);
  });
});
