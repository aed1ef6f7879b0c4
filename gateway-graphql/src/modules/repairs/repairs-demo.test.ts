import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ok } from '../../../test/beds.js';
import { seedDemoUsers } from '../../db/seed.js';

const app = useTestApp();

describe("npm start's demo campus", () => {
  it('has an electrician who signs in and sees their (no) jobs; seeding twice changes nothing', async () => {
    await seedDemoUsers(app.gateway.orm.em.fork());
    await seedDemoUsers(app.gateway.orm.em.fork());
    const client = app.client();
    const login = await client.gql<{ login: { role: string } }>('mutation { login(email: "electrician@dormspace.local", password: "repair-pass-123") { role } }');
    expect(login.body.errors, login.text).toBeUndefined();
    expect(login.body.data!.login.role).toBe('MAINTENANCE');
    expect((await ok<{ myRepairJobs: unknown[] }>(client, '{ myRepairJobs { id } }')).myRepairJobs).toEqual([]);
    const admin = await app.admin();
    const people = await ok<{ maintenanceStaff: { name: string; trade: string }[] }>(admin, '{ maintenanceStaff { name trade } }');
    expect(people.maintenanceStaff).toEqual([{ name: 'Ravi Electrician', trade: 'ELECTRICAL' }]);
  });
});
