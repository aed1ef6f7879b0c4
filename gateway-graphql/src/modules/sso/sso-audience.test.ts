import { describe, expect, it } from 'vitest';
import { studentForm, useTestApp } from '../../../test/app.js';
import { hashPassword } from '../../core/password.js';

/** The campus's choice per audience (SIGNIN_STUDENTS=sso, SIGNIN_STAFF=both): no provider call is needed to see it. */
const sso = { issuer: 'https://campus.invalid', clientId: 'dormspace', clientSecret: 'secret-0123456789', scopes: 'openid email profile', name: 'Riverside University', emailClaim: 'email', clockToleranceSeconds: 30 };
const app = useTestApp({ sso, signIn: { students: 'sso', staff: 'both' } });

describe('who signs in how, per audience', () => {
  it('refuses a student’s right password where students sign in only with the campus, naming it; a wrong one stays a wrong one', async () => {
    const form = studentForm();
    await app.gateway.orm.em
      .getConnection()
      .execute(`insert into users (role, name, email, gender, enrollment_id, password_hash) values ('student', ?, ?, 'Male', ?, ?)`, [form.name, form.email, form.enrollmentId, await hashPassword(form.password as string)]);
    const client = app.client();
    const right = await client.rest('POST', '/user/login', { email: form.email, password: form.password });
    expect(right.status).toBe(401);
    expect(right.body.message).toBe('This campus signs you in with Riverside University: use "Sign in with Riverside University".');
    expect(client.lastSetCookie).toBeUndefined();
    const wrong = await client.rest('POST', '/user/login', { email: form.email, password: 'not-the-password-1' });
    expect(wrong.body.message).toBe('Invalid email or password.'); // a guesser learns nothing of the campus's rule
  });

  it('refuses a student signup with a password, over REST and GraphQL alike', async () => {
    const rest = await app.client().rest('POST', '/user/signup', studentForm());
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe('Students sign in with Riverside University: no password is needed here.');
    const { name, email, password, enrollmentId } = studentForm();
    const input = { name, email, password, enrollmentId, gender: 'MALE' };
    const gql = await app.client().gql('mutation($input: SignupInput!) { signup(input: $input) { id } }', { input });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('still lets staff in with a password where they may use either', async () => {
    const admin = await app.admin(); // logs in through POST /api/user/login
    const me = await admin.gql<{ me: { role: string } }>('{ me { role } }');
    expect(me.body.data?.me.role).toBe('ADMIN');
  });

  it('tells the login page', async () => {
    const reply = await app.client().gql<{ signInOptions: Record<string, unknown> }>('{ signInOptions { campusName ssoStartPath studentPasswords staffPasswords } }');
    expect(reply.body.data?.signInOptions).toEqual({ campusName: 'Riverside University', ssoStartPath: '/api/auth/sso/start', studentPasswords: false, staffPasswords: true });
  });
});
