import { describe, expect, it } from 'vitest';
import { newStudent, studentForm, useTestApp } from '../../../test/app.js';
import { User } from '../user/index.js';
import { accountByEmail } from './auth.service.js';

const app = useTestApp();

const ME = 'query { me { id email role name enrollmentId gender } }';

describe('signup, login, me, logout over REST', () => {
  it('signs up, logs in, reads itself, logs out, and the revoked cookie is refused', async () => {
    const client = app.client();
    const form = studentForm({ email: 'Mixed.Case@DormSpace.test' });
    const signup = await client.rest('POST', '/user/signup', form);
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ message: 'Signup successful!', id: expect.any(String) });
    // Signed in at once (issue 51), as a login does: the same httpOnly cookie, the spec's payload unchanged.
    expect(client.cookie).toMatch(/^dormspace_session=.{40,}/);
    expect(client.lastSetCookie).toMatch(/HttpOnly; SameSite=Lax/);
    expect(Object.keys(signup.body).sort()).toEqual(['id', 'message']);
    expect((await client.gql<{ me: { id: string } }>(ME)).body.data?.me.id).toBe(signup.body.id);

    const login = await client.rest('POST', '/user/login', { email: 'mixed.case@dormspace.test', password: form.password });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ id: signup.body.id, role: 'student', message: 'Login successful!' });
    expect(client.cookie).toMatch(/^dormspace_session=.{40,}/);

    const me = await client.gql<{ me: { email: string; role: string } }>(ME);
    expect(me.body.data?.me).toMatchObject({ email: 'mixed.case@dormspace.test', role: 'STUDENT', enrollmentId: form.enrollmentId });

    const profile = await client.rest('GET', `/user/student/${signup.body.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ _id: signup.body.id, name: form.name, gender: 'Male', phoneNumber: form.phoneNumber, dob: form.dob });

    const revokedCookie = client.cookie;
    const logout = await client.rest('POST', '/user/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'Logout successful!' });
    expect(client.lastSetCookie).toMatch(/dormspace_session=;.*Expires=Thu, 01 Jan 1970/);

    // A client that kept the old cookie (a copied token) is refused: the session is gone server-side.
    client.cookie = revokedCookie;
    expect((await client.rest('GET', `/user/student/${signup.body.id}`)).status).toBe(401);
    expect((await client.gql<{ me: unknown }>(ME)).body.data?.me).toBeNull();
    expect((await client.rest('POST', '/user/logout')).status).toBe(401);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const { form } = await newStudent(app);
    const client = app.client();
    const wrong = await client.rest('POST', '/user/login', { email: form.email, password: 'not-the-password' });
    const unknown = await client.rest('POST', '/user/login', { email: 'nobody@dormspace.test', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password.', code: 'UNAUTHENTICATED' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(client.cookie).toBeUndefined();
  });

  it("clears the account's expired sessions at a login, and leaves its live ones working", async () => {
    const { form, id } = await newStudent(app);
    const sql = <T>(text: string, params: unknown[] = []) => app.gateway.orm.em.fork().execute<T[]>(text, params);
    const login = async () => {
      const client = app.client();
      expect((await client.rest('POST', '/user/login', { email: form.email, password: form.password })).status).toBe(200);
      return client;
    };
    const phone = await login();
    const laptop = await login();
    // The laptop's login ran out yesterday; the phone's has not.
    await sql(`update sessions set expires_at = now() - interval '1 day' where id = (select id from sessions where user_id = ? order by created_at desc limit 1)`, [id]);
    const before = await sql<{ id: string }>('select id from sessions where user_id = ? and expires_at <= now()', [id]);
    expect(before).toHaveLength(1);

    const tablet = await login();
    const left = await sql<{ id: string; live: boolean }>('select id, expires_at > now() as live from sessions where user_id = ? order by created_at', [id]);
    expect(left.map((s) => s.live)).toEqual([true, true, true, true]); // signup's, newStudent's login, the phone's and the tablet's; the expired row is gone
    expect(left.map((s) => s.id)).not.toContain(before[0]!.id);
    for (const client of [phone, tablet]) expect((await client.gql<{ me: { id: string } }>(ME)).body.data?.me?.id).toBe(id);
    expect((await laptop.gql<{ me: unknown }>(ME)).body.data?.me).toBeNull();
  });

  it("reads the account for a login as the ORM's findOne does, every field", async () => {
    const { form } = await newStudent(app, { email: 'Read.Same@DormSpace.test' });
    const email = 'read.same@dormspace.test';
    const viaOrm = await app.gateway.orm.em.fork().findOne(User, { email });
    const viaStatement = await accountByEmail(app.gateway.orm.em.fork(), email);
    expect(viaOrm?.dob).toBe(form.dob); // a date column, mapped to the same string by both
    expect(viaStatement).toEqual(viaOrm);
    expect(viaStatement).toBeInstanceOf(User);
    expect(await accountByEmail(app.gateway.orm.em.fork(), 'nobody@dormspace.test')).toBeNull();
  });

  it('asks for the missing login fields', async () => {
    const reply = await app.client().rest('POST', '/user/login', {});
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: [{ field: 'email' }, { field: 'password', message: 'Password is required.' }] });
  });

  it('issues an httpOnly, SameSite=Lax cookie, Secure only over https, new at every login', async () => {
    const { form } = await newStudent(app);
    const client = app.client();
    await client.rest('POST', '/user/login', { email: form.email, password: form.password });
    const first = client.lastSetCookie!;
    expect(first).toMatch(/HttpOnly/);
    expect(first).toMatch(/SameSite=Lax/);
    expect(first).toMatch(/Path=\//);
    expect(first).not.toMatch(/Secure/);

    // Behind a TLS-terminating proxy on this host (trust proxy: loopback) the cookie is Secure.
    await client.rest('POST', '/user/login', { email: form.email, password: form.password }, { 'x-forwarded-proto': 'https' });
    const second = client.lastSetCookie!;
    expect(second).toMatch(/; Secure/);
    expect(second.split(';')[0]).not.toBe(first.split(';')[0]);
  });

  it('ignores the role in a signup body: signup always makes a student', async () => {
    const client = app.client();
    const form = studentForm({ role: 'Admin' });
    expect((await client.rest('POST', '/user/signup', form)).status).toBe(201);
    const login = await client.rest('POST', '/user/login', { email: form.email, password: form.password });
    expect(login.body.role).toBe('student');
    expect((await client.rest('GET', '/getnumber/students')).status).toBe(403);
  });
});

describe('the same flow over GraphQL', () => {
  it('signs up and is signed in at once (cookie), reads me, logs out, logs in', async () => {
    const client = app.client();
    const form = studentForm({ gender: 'Female' });
    const signup = await client.gql<{ signup: { id: string; role: string } }>(
      `mutation($input: SignupInput!) { signup(input: $input) { id role gender } }`,
      { input: { ...form, role: undefined, gender: 'FEMALE' } },
    );
    expect(signup.body.errors).toBeUndefined();
    expect(signup.body.data?.signup).toMatchObject({ role: 'STUDENT', gender: 'FEMALE' });
    expect(client.lastSetCookie).toMatch(/^dormspace_session=.{40,}; .*HttpOnly; SameSite=Lax/);
    expect((await client.gql<{ me: { id: string } }>(ME)).body.data?.me.id).toBe(signup.body.data?.signup.id);
    expect((await client.gql('mutation { logout }')).body.data).toEqual({ logout: true });

    const login = await client.gql<{ login: { id: string } }>(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }`, {
      e: form.email,
      p: form.password,
    });
    expect(login.body.data?.login.id).toBe(signup.body.data?.signup.id);
    expect(client.lastSetCookie).toMatch(/HttpOnly; SameSite=Lax/);

    expect((await client.gql<{ me: { id: string } }>(ME)).body.data?.me.id).toBe(login.body.data?.login.id);
    expect((await client.gql('mutation { logout }')).body.data).toEqual({ logout: true });
    expect(client.cookie).toBeUndefined();
  });

  it('answers a wrong password with UNAUTHENTICATED and a logout without session likewise', async () => {
    const { form } = await newStudent(app);
    const client = app.client();
    const login = await client.gql(`mutation { login(email: "${form.email}", password: "wrong-password") { id } }`);
    expect(login.body.errors?.[0]).toMatchObject({ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } });
    const logout = await client.gql('mutation { logout }');
    expect(logout.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
