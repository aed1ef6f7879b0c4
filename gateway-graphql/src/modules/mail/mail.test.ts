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

/** A real SMTP server that can be told to refuse with 421 ('try later') a number of times. */
function mailServer() {
  const received: { to: string; messageId: string; text: string }[] = [];
  let refusals = 0;
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
        callback();
      });
    },
  });
  return {
    received,
    refuseNext: (n: number) => void (refusals = n),
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

const start = (url: string) => bootstrap({ databaseUrl: db.url, port: 0, host: '127.0.0.1', smtpUrl: url, logMigrations: false, mailRetryDelaySeconds: 1 });

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

  it('keeps a mail queued when the gateway is killed, and the next start delivers it exactly once', async () => {
    // A gateway process whose mail server is unreachable: the code is committed with its mail queued.
    // node itself, not the tsx CLI: SIGKILL must reach the gateway, not a parent that cannot relay it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(repoRoot, 'gateway-graphql'),
      env: { ...process.env, DATABASE_URL: db.url, PORT: '0', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'warn', GATE_PASS_KEYS: newGatePassKey('mail-test') },
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
    const form = studentForm();
    expect((await new Client(url).rest('POST', '/user/signup', form)).status).toBe(201);
    expect((await new Client(url).rest('POST', '/user/send-code', { email: form.email })).status).toBe(200);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const gateway = await start(smtpUrl);
    try {
      await gateway.mailer.idle(45_000);
      const mails = smtp.received.filter((m) => m.to === form.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(/Your code is \d{6}\./);
      expect(mails[0]!.messageId).toMatch(/@dormspace\.mail>$/);
    } finally {
      await gateway.close();
    }
  }, 90_000);
});
