import { newGatePassKey } from '../../core/gate-pass.js';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import { bootstrap, type Gateway } from '../../bootstrap.js';
import { seedHostels } from '../../db/seed.js';
import { Client } from '../../../test/client.js';
import { studentForm } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';

/**
 * A real SMTP server that can be told to refuse with 421 ('try later') a number of times, to
 * take a message and then fail it (451, as when the connection is cut before its answer
 * arrives), or to take a message and hold its answer (a slow server).
 */
function mailServer() {
  const received: { to: string; messageId: string; text: string }[] = [];
  let refusals = 0;
  let failuresAfterData = 0;
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals--;
        const error = Object.assign(new Error('Try again later'), { responseCode: 421 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), messageId: /Message-ID: (.+)/i.exec(raw)?.[1]?.trim() ?? '', text: raw });
        if (holding) return; // taken, never answered
        if (failuresAfterData > 0) {
          failuresAfterData--;
          return callback(Object.assign(new Error('Connection cut before the answer'), { responseCode: 451 }));
        }
        callback();
      });
    },
  });
  return {
    received,
    refuseNext: (n: number) => void (refusals = n),
    failAfterTaking: (n: number) => void (failuresAfterData = n),
    hold: (on: boolean) => void (holding = on),
    listen: () => new Promise<string>((ready) => server.listen(0, '127.0.0.1', () => ready(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const smtp = mailServer();
let smtpUrl: string;
let db: { url: string; drop(): Promise<void> };
beforeAll(async () => {
  smtpUrl = await smtp.listen();
  db = await createTestDatabase();
});
afterAll(async () => {
  await smtp.close();
  await db?.drop();
});

const MAIL_FROM = 'DormSpace <no-reply@hostel.example.edu>';
const start = (url: string) => bootstrap({ databaseUrl: db.url, port: 0, host: '127.0.0.1', smtpUrl: url, mailFrom: MAIL_FROM, logMigrations: false, mailRetryDelaySeconds: 1 });

/** The Message-ID written into a mail's job when it was queued, and the job's id. */
async function queuedMessageId(gateway: Gateway, to: string): Promise<{ id: string; messageId: string | null }> {
  const rows = await gateway.orm.em.getConnection().execute<{ id: string; message_id: string | null }[]>(`select id, data->>'messageId' as message_id from pgboss.job where name = 'mail' and data->>'to' = ?`, [to]);
  expect(rows).toHaveLength(1);
  return { id: rows[0]!.id, messageId: rows[0]!.message_id };
}

/** A gateway as its own process (`npm start`), production mode, its mail going to `smtpUrl`. */
async function gatewayProcess(smtpUrl: string) {
  // node itself, not the tsx CLI: SIGKILL must reach the gateway, not a parent that cannot relay it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'gateway-graphql'),
    env: { ...process.env, DATABASE_URL: db.url, PORT: '0', NODE_ENV: 'production', SMTP_URL: smtpUrl, MAIL_FROM, LOG_LEVEL: 'warn', GATE_PASS_KEYS: newGatePassKey('mail-test') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Gateway:\s+http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}: ${output}`)));
  });
  const kill = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return { url, kill };
}

/** Message-IDs as RFC 5322 wants them: unique left side (the job id), the sender's domain on the right. */
const MESSAGE_ID = /^<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@hostel\.example\.edu>$/;

async function studentOn(gateway: Gateway) {
  const form = studentForm();
  expect((await new Client(gateway.url).rest('POST', '/user/signup', form)).status).toBe(201);
  return String(form.email);
}

describe('durable mail', () => {
  it('retries a mail the server refuses with 421, and delivers it once', async () => {
    const gateway = await start(smtpUrl);
    try {
      await seedHostels(gateway.orm.em.fork());
      const email = await studentOn(gateway);
      smtp.refuseNext(2);
      expect((await new Client(gateway.url).rest('POST', '/user/send-code', { email })).status).toBe(200);
      await gateway.mailer.idle(20_000);
      expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });

  it('sends a mail cut off after the server took it again, every copy with the Message-ID fixed when it was queued', async () => {
    const gateway = await start(smtpUrl);
    try {
      const email = await studentOn(gateway);
      smtp.failAfterTaking(2);
      expect((await new Client(gateway.url).rest('POST', '/user/send-code', { email })).status).toBe(200);
      await gateway.mailer.idle(20_000);
      const copies = smtp.received.filter((m) => m.to === email);
      expect(copies).toHaveLength(3); // at least once: the server took the body three times
      const queued = await queuedMessageId(gateway, email);
      expect(queued.messageId).toMatch(MESSAGE_ID);
      expect(queued.messageId).toBe(`<${queued.id}@hostel.example.edu>`);
      expect(copies.map((m) => m.messageId)).toEqual([queued.messageId, queued.messageId, queued.messageId]);
      // A receiving server that keeps one message a Message-ID keeps one.
      expect(new Set(copies.map((m) => m.messageId)).size).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it('sends a mail again after a kill -9 while a slow server held its answer, with the same Message-ID', async () => {
    // The server takes the message and is slow to answer; the gateway is killed meanwhile.
    const first = await gatewayProcess(smtpUrl);
    const form = studentForm();
    expect((await new Client(first.url).rest('POST', '/user/signup', form)).status).toBe(201);
    smtp.hold(true);
    expect((await new Client(first.url).rest('POST', '/user/send-code', { email: form.email })).status).toBe(200);
    await expect.poll(() => smtp.received.filter((m) => m.to === form.email).length, { timeout: 20_000 }).toBe(1);
    await first.kill();
    smtp.hold(false);

    // The job had no heartbeat since: pg-boss fails it after 10 s and the next gateway retries it.
    const gateway = await start(smtpUrl);
    try {
      await expect.poll(() => smtp.received.filter((m) => m.to === form.email).length, { timeout: 60_000, interval: 200 }).toBe(2);
      const copies = smtp.received.filter((m) => m.to === form.email);
      const queued = await queuedMessageId(gateway, String(form.email));
      expect(copies.map((m) => m.messageId)).toEqual([queued.messageId, queued.messageId]);
      expect(queued.messageId).toMatch(MESSAGE_ID);
    } finally {
      await gateway.close();
    }
  }, 90_000);

  it('keeps a mail queued when the gateway is killed, and the next start delivers it exactly once', async () => {
    // A gateway process whose mail server is unreachable: the code is committed with its mail queued.
    const child = await gatewayProcess('smtp://127.0.0.1:1');
    const form = studentForm();
    expect((await new Client(child.url).rest('POST', '/user/signup', form)).status).toBe(201);
    expect((await new Client(child.url).rest('POST', '/user/send-code', { email: form.email })).status).toBe(200);
    await child.kill();

    const gateway = await start(smtpUrl);
    try {
      await gateway.mailer.idle(45_000);
      const mails = smtp.received.filter((m) => m.to === form.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(/Your code is \d{6}\./);
      expect(mails[0]!.messageId).toMatch(MESSAGE_ID);
    } finally {
      await gateway.close();
    }
  }, 90_000);
});
