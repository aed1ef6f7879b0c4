import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client, GqlError } from '../../../test/client.js';
import { newWarden } from '../../../test/staff.js';

/** The gateway's clock, moved by the tests: a TOTP code belongs to a 30-second step. */
let now = Date.parse('2026-11-29T10:00:00Z');
const app = useTestApp({ clock: () => new Date(now) });
const nextStep = () => (now += 30_000);
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(now / 1000) });

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id role } }';
const COMPLETE = 'mutation($c: String!, $code: String, $passkey: String) { completeSignIn(challenge: $c, code: $code, passkey: $passkey) { id role } }';
const SECURITY = 'query { mySignInSecurity { factors { id kind name } recoveryCodesLeft required } }';

interface SecondStep {
  challenge: string;
  methods: string[];
  passkeyOptions: string | null;
}

/** An admin (logged in) who has enrolled an authenticator app: its secret and recovery codes. */
async function adminWithApp(): Promise<{ admin: Client; email: string; secret: string; codes: string[] }> {
  const admin = await app.admin();
  const me = await admin.gql<{ me: { email: string } }>('query { me { email } }');
  const setup = await admin.gql<{ startTotpEnrolment: { secret: string; uri: string; qrCode: string } }>('mutation { startTotpEnrolment { secret uri qrCode } }');
  const { secret, uri, qrCode } = setup.body.data!.startTotpEnrolment;
  expect(uri).toMatch(/^otpauth:\/\/totp\/DormSpace:/);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  nextStep();
  const done = await admin.gql<{ finishTotpEnrolment: { recoveryCodes: string[]; factors: { factors: { kind: string }[] } } }>(
    'mutation($code: String!) { finishTotpEnrolment(code: $code) { recoveryCodes factors { factors { kind } } } }',
    { code: await codeNow(secret) },
  );
  expect(done.body.errors).toBeUndefined();
  return { admin, email: me.body.data!.me.email, secret, codes: done.body.data!.finishTotpEnrolment.recoveryCodes };
}

/** A password login through GraphQL that must stop at the second step: no session yet. */
async function firstStep(email: string): Promise<{ client: Client; step: SecondStep }> {
  const client = app.client();
  const reply = await client.gql(LOGIN, { e: email, p: 'admin-password-1' });
  const error = reply.body.errors?.[0] as GqlError & { extensions: { secondFactor?: SecondStep } };
  expect(error?.extensions.code).toBe('SECOND_FACTOR_REQUIRED');
  expect(client.cookie).toBeUndefined();
  return { client, step: error.extensions.secondFactor! };
}

const codeOf = (reply: { body: { errors?: GqlError[] } }) => reply.body.errors?.[0]?.extensions?.code;

describe('staff second factors over HTTP', () => {
  it('enrols an authenticator app, then a login needs its code before any session', async () => {
    const { admin, email, secret, codes } = await adminWithApp();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const security = await admin.gql<{ mySignInSecurity: { factors: { kind: string }[]; recoveryCodesLeft: number } }>(SECURITY);
    expect(security.body.data!.mySignInSecurity).toMatchObject({ factors: [{ kind: 'TOTP' }], recoveryCodesLeft: 10 });
    // Codes are kept hashed: none of them is in the database as typed.
    const stored = await app.gateway.orm.em.fork().execute<{ code_hash: string }[]>('select code_hash from staff_recovery_codes');
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);

    const { client, step } = await firstStep(email);
    expect(step.methods).toEqual(['totp', 'recovery']);
    expect(step.passkeyOptions).toBeNull();
    expect((await client.gql(SECURITY)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    nextStep();
    const done = await client.gql<{ completeSignIn: { role: string } }>(COMPLETE, { c: step.challenge, code: await codeNow(secret) });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.completeSignIn.role).toBe('ADMIN');
    expect(client.cookie).toMatch(/^dormspace_session=/);
    expect((await client.gql(SECURITY)).body.errors).toBeUndefined();
    // The next login's challenge replaces the spent one: only live challenges are kept.
    await firstStep(email);
    const [live] = await app.gateway.orm.em.fork().execute<{ n: number }[]>(
      'select count(*)::int as n from second_factor_challenges c join users u on u.id = c.user_id where u.email = ?',
      [email],
    );
    expect(live?.n).toBe(1);
  });

  it('refuses a wrong code, a code already used, a replayed challenge, and more than five tries', async () => {
    const { email, secret } = await adminWithApp();
    const { client, step } = await firstStep(email);
    nextStep();
    const right = await codeNow(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    expect(codeOf(await client.gql(COMPLETE, { c: step.challenge, code: wrong }))).toBe('UNAUTHENTICATED');
    expect(client.cookie).toBeUndefined();
    // A wrong try spends one of five; the right code still passes the same challenge.
    expect((await client.gql(COMPLETE, { c: step.challenge, code: right })).body.errors).toBeUndefined();
    // The challenge is good once.
    const replay = app.client();
    expect(codeOf(await replay.gql(COMPLETE, { c: step.challenge, code: right }))).toBe('UNAUTHENTICATED');
    expect(replay.cookie).toBeUndefined();
    // The same code in the same step on a fresh challenge: refused (a code is good once).
    const again = await firstStep(email);
    expect(codeOf(await again.client.gql(COMPLETE, { c: again.step.challenge, code: right }))).toBe('UNAUTHENTICATED');
    // Five tries in all: the sixth is refused even with the right code.
    for (let i = 0; i < 4; i++) await again.client.gql(COMPLETE, { c: again.step.challenge, code: wrong });
    nextStep();
    const late = await again.client.gql(COMPLETE, { c: again.step.challenge, code: await codeNow(secret) });
    expect(late.body.errors?.[0]?.message).toMatch(/expired or was already used/);
    expect(again.client.cookie).toBeUndefined();
  });

  it('lets a recovery code in once only', async () => {
    const { email, codes } = await adminWithApp();
    const first = await firstStep(email);
    expect((await first.client.gql(COMPLETE, { c: first.step.challenge, code: codes[3]!.toUpperCase() })).body.errors).toBeUndefined();
    expect(first.client.cookie).toMatch(/^dormspace_session=/);
    const second = await firstStep(email);
    expect(codeOf(await second.client.gql(COMPLETE, { c: second.step.challenge, code: codes[3] }))).toBe('UNAUTHENTICATED');
    expect(second.client.cookie).toBeUndefined();
    const left = await first.client.gql<{ mySignInSecurity: { recoveryCodesLeft: number } }>(SECURITY);
    expect(left.body.data!.mySignInSecurity.recoveryCodesLeft).toBe(9);
  });

  it("the REST bridge's login refuses a staff account with a factor, and still logs a student in", async () => {
    const { email } = await adminWithApp();
    const client = app.client();
    const login = await client.rest('POST', '/user/login', { email, password: 'admin-password-1' });
    expect(login.status).toBe(401);
    expect(login.body).toMatchObject({ message: expect.stringMatching(/sign in through the DormSpace web app/) });
    expect(client.cookie).toBeUndefined();
    // A wrong password is told nothing about factors.
    const wrong = await client.rest('POST', '/user/login', { email, password: 'not-the-password' });
    expect(wrong.body).toMatchObject({ message: 'Invalid email or password.' });
  });

  it('another admin resets lost factors (audited, mailed); a warden may not', async () => {
    const lost = await adminWithApp();
    const other = await app.admin();
    const { id } = (await lost.admin.gql<{ me: { id: string } }>('query { me { id } }')).body.data!.me;
    const warden = await newWarden(app, other, 'GH-1');
    const refused = await warden.client.gql('mutation($u: ID!) { resetSecondFactors(userId: $u) }', { u: id });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(codeOf(await lost.admin.gql('mutation($u: ID!) { resetSecondFactors(userId: $u) }', { u: id }))).toBe('CONFLICT');

    const reset = await other.gql<{ resetSecondFactors: boolean }>('mutation($u: ID!) { resetSecondFactors(userId: $u) }', { u: id });
    expect(reset.body.data?.resetSecondFactors).toBe(true);
    const audit = await other.gql<{ auditEvents: { items: { action: string; objectId: string }[] } }>('query { auditEvents { items { action objectId } } }');
    expect(audit.body.data!.auditEvents.items).toContainEqual({ action: 'account.second_factors_reset', objectId: id });
    await app.gateway.mailer.idle();
    expect(app.outbox.messages.filter((m) => m.to === lost.email).at(-1)?.subject).toBe('Your DormSpace sign-in factors were reset');
    // With nothing to prove, the password alone signs in again, and no recovery code is left.
    const client = app.client();
    expect((await client.gql(LOGIN, { e: lost.email, p: 'admin-password-1' })).body.errors).toBeUndefined();
    const security = await client.gql<{ mySignInSecurity: { factors: unknown[]; recoveryCodesLeft: number } }>(SECURITY);
    expect(security.body.data!.mySignInSecurity).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
  });

  it('a student has no sign-in security to read', async () => {
    const { client } = await newStudent(app);
    expect(codeOf(await client.gql(SECURITY))).toBe('FORBIDDEN');
  });
});
