import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { newStudent, useTestApp } from '../../../test/app.js';
import { secrets } from '../../../test/client.js';

// A real SMTP server receives the mail the gateway sends through nodemailer.
const inbox: { to: string; text: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: raw });
      callback();
    });
  },
});
await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
afterAll(() => new Promise<void>((done) => smtp.close(() => done())));

// The gateway reads time from this clock, so the tests can step past the 10-minute window.
let offsetMs = 0;
const app = useTestApp({
  smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  mailTransport: undefined,
  clock: () => new Date(Date.now() + offsetMs),
});

/** Asks for a code and returns it as it arrived by mail. */
async function requestCode(email: string): Promise<string> {
  const before = inbox.length;
  const reply = await app.client().rest('POST', '/user/send-code', { email });
  expect(reply.status).toBe(200);
  await app.gateway.mailer.idle();
  const mail = inbox.slice(before).find((m) => m.to === email);
  const code = mail?.text.match(/Your code is (\d{6})\./)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  secrets.add(code); // from now on, any response carrying it fails the test
  return code;
}

const verify = (email: string, verifyOtp: string, newPassword = 'brand-new-password') =>
  app.client().rest('POST', '/user/verify-code', { email, verifyOtp, newPassword });

describe('password reset by one-time code', () => {
  it('mails a code, sets the new password with it, and ends every existing session', async () => {
    const { client: oldSession, form, id } = await newStudent(app);
    const code = await requestCode(String(form.email));
    expect(inbox.at(-1)?.text).toMatch(/Subject: Your DormSpace password reset code/);

    const changed = await verify(String(form.email), code);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, message: 'Password Changed successfully!' });

    expect((await oldSession.rest('GET', `/user/student/${id}`)).status).toBe(401);
    expect((await app.client().rest('POST', '/user/login', { email: form.email, password: form.password })).status).toBe(401);
    expect((await app.client().rest('POST', '/user/login', { email: form.email, password: 'brand-new-password' })).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const { form } = await newStudent(app);
    const before = inbox.length;
    const known = await app.client().rest('POST', '/user/send-code', { email: form.email });
    const unknown = await app.client().rest('POST', '/user/send-code', { email: 'nobody-here@dormspace.test' });
    await app.gateway.mailer.idle();
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(known.body).toEqual({ success: true, message: 'If an account exists for that email, a code has been sent to it.' });
    expect(inbox.slice(before).map((m) => m.to)).toEqual([form.email]);
    expect((await verify('nobody-here@dormspace.test', '123456')).status).toBe(400);
  });

  it('expires a code after 10 minutes', async () => {
    const { form } = await newStudent(app);
    const code = await requestCode(String(form.email));
    offsetMs = 10 * 60 * 1000 + 1000;
    try {
      const late = await verify(String(form.email), code);
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ message: 'The code is invalid or has expired. Please request a new one.', field: 'verifyOtp' });
    } finally {
      offsetMs = 0;
    }
  });

  it('accepts a code just inside its 10 minutes', async () => {
    const { form } = await newStudent(app);
    const code = await requestCode(String(form.email));
    offsetMs = 9 * 60 * 1000 + 50 * 1000;
    try {
      expect((await verify(String(form.email), code)).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it('works once only', async () => {
    const { form } = await newStudent(app);
    const code = await requestCode(String(form.email));
    expect((await verify(String(form.email), code)).status).toBe(200);
    expect((await verify(String(form.email), code, 'another-password-2')).status).toBe(400);
    expect((await app.client().rest('POST', '/user/login', { email: form.email, password: 'another-password-2' })).status).toBe(401);
  });

  it('dies after the fifth wrong try, even for the right code', async () => {
    const { form } = await newStudent(app);
    const code = await requestCode(String(form.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(String(form.email), wrong)).status).toBe(400);
    expect((await verify(String(form.email), code)).status).toBe(400);
  });

  it('still accepts the right code after four wrong tries', async () => {
    const { form } = await newStudent(app);
    const code = await requestCode(String(form.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await verify(String(form.email), wrong)).status).toBe(400);
    expect((await verify(String(form.email), code)).status).toBe(200);
  });

  it('kills the old code when a new one is sent', async () => {
    const { form } = await newStudent(app);
    const first = await requestCode(String(form.email));
    let second = await requestCode(String(form.email));
    while (second === first) second = await requestCode(String(form.email)); // one chance in a million
    expect((await verify(String(form.email), first)).status).toBe(400);
    expect((await verify(String(form.email), second)).status).toBe(200);
  });

  it('validates the fields before touching the code', async () => {
    const { form } = await newStudent(app);
    const code = await requestCode(String(form.email));
    const reply = await app.client().rest('POST', '/user/verify-code', { email: form.email, verifyOtp: '12ab', newPassword: 'short' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: 'verifyOtp', message: 'Enter the 6-digit code from the email.' },
      { field: 'newPassword', message: 'New password must be at least 8 characters.' },
    ]);
    expect((await verify(String(form.email), code)).status).toBe(200); // not counted as a try
  });

  it('runs the same flow over GraphQL', async () => {
    const { form } = await newStudent(app);
    const client = app.client();
    const sent = await client.gql<{ sendPasswordResetCode: string }>(`mutation { sendPasswordResetCode(email: "${form.email}") }`);
    expect(sent.body.data?.sendPasswordResetCode).toMatch(/If an account exists/);
    await app.gateway.mailer.idle();
    const code = inbox.at(-1)?.text.match(/Your code is (\d{6})\./)?.[1];
    secrets.add(code!);
    const bad = await client.gql(`mutation { resetPassword(email: "${form.email}", code: "${code === '999999' ? '999998' : '999999'}", newPassword: "graph-password-1") }`);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await client.gql<{ resetPassword: string }>(`mutation { resetPassword(email: "${form.email}", code: "${code}", newPassword: "graph-password-1") }`);
    expect(ok.body.data?.resetPassword).toBe('Password Changed successfully!');
  });
});
