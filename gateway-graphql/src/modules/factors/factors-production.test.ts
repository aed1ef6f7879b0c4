import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../core/secrets.js';
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

  it("is not held back when they signed in through the campus's provider, which checks its own factors", async () => {
    const admin = await app.admin();
    const { id } = (await admin.gql<{ me: { id: string } }>('query { me { id } }')).body.data!.me;
    // A session as the SSO module issues it: linked to the campus identity it came through.
    const token = randomBytes(32).toString('base64url');
    const em = app.gateway.orm.em.fork();
    const [account] = await em.execute<{ id: string }[]>(`insert into sso_accounts (issuer, subject, user_id) values ('https://idp.campus.test', ?, ?) returning id`, [`sub-${id}`, id]);
    await em.execute(`insert into sessions (user_id, token_hash, expires_at, sso_account_id) values (?, ?, now() + interval '1 hour', ?)`, [id, sha256Hex(token), account!.id]);
    const campus = app.client();
    campus.cookie = `dormspace_session=${token}`;
    expect((await campus.gql('query { auditEvents { items { action } } }')).body.errors).toBeUndefined();
    // The same admin's password session is still limited.
    expect(codeOf(await admin.gql('query { auditEvents { items { action } } }'))).toBe('FORBIDDEN');
  });

  it('follows the campus setting for other staff', () => {
    expect(requiredFactorRoles(true)).toEqual([Role.ADMIN]);
    expect(requiredFactorRoles(false)).toEqual([]);
    expect(requiredFactorRoles(false, 'required')).toEqual(expect.arrayContaining([Role.ADMIN, Role.WARDEN, Role.GUARD]));
    expect(requiredFactorRoles(true, 'required')).not.toContain(Role.STUDENT);
  });
});
