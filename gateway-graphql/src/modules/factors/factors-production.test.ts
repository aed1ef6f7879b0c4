import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import type { GqlError } from '../../../test/client.js';
import { Role } from '../../core/enums.js';
import { requiredFactorRoles } from './factors.policy.js';

/** A production gateway: its admins must enrol a second factor before anything else. */
const app = useTestApp({ production: true });

const codeOf = (reply: { body: { errors?: GqlError[] } }) => reply.body.errors?.[0]?.extensions?.code;

describe('a production admin without a second factor', () => {
  it('reaches only their own enrolment until they hold one', async () => {
    const admin = await app.admin();
    expect((await admin.gql<{ me: { role: string } }>('query { me { role } }')).body.data?.me.role).toBe('ADMIN');
    const office = await admin.gql('query { auditEvents { items { action } } }');
    expect(codeOf(office)).toBe('FORBIDDEN');
    expect(office.body.errors?.[0]?.message).toMatch(/Set up a second factor/);
    expect((await admin.rest('GET', '/roomrequests/fetch')).status).toBe(403);
    const security = await admin.gql<{ mySignInSecurity: { required: boolean; factors: unknown[] } }>('query { mySignInSecurity { required factors { id } } }');
    expect(security.body.data?.mySignInSecurity).toEqual({ required: true, factors: [] });
    // Enrolment itself is open to them.
    const options = await admin.gql<{ startPasskeyEnrolment: string }>('mutation { startPasskeyEnrolment }');
    expect(JSON.parse(options.body.data!.startPasskeyEnrolment)).toMatchObject({ rp: { id: 'localhost', name: 'DormSpace' }, attestation: 'none' });
    expect((await admin.gql('mutation { startTotpEnrolment { uri } }')).body.errors).toBeUndefined();
  });

  it('follows the campus setting for other staff', () => {
    expect(requiredFactorRoles(true)).toEqual([Role.ADMIN]);
    expect(requiredFactorRoles(false)).toEqual([]);
    expect(requiredFactorRoles(false, 'required')).toEqual([Role.ADMIN, Role.WARDEN, Role.GUARD]);
  });
});
