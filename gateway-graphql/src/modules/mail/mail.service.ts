import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Set by the queue when the mail is queued, `<job id@domain>`: the same for every attempt, so a resent mail is recognisably one. */
  messageId?: string;
}

/** Where mail goes: an SMTP server, or the development outbox. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example.org:587`. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits: a silent server fails the attempt (and the queue retries it) instead of holding it for minutes.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async deliver(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

/**
 * The development outbox: with no SMTP server, mail is kept in memory, appended to a file a
 * developer can read (`.data/outbox.log` under `npm start`) and logged, outside production.
 */
export class DevOutbox implements MailTransport {
  readonly messages: MailMessage[] = [];

  constructor(
    private readonly file: string | undefined,
    private readonly log: boolean,
  ) {}

  async deliver(message: MailMessage): Promise<void> {
    this.messages.push(message);
    if (this.messages.length > 100) this.messages.shift();
    if (this.log) console.info(`[dev outbox] to ${message.to}: ${message.subject}\n${message.text}`);
    if (this.file) {
      await mkdir(dirname(this.file), { recursive: true });
      await appendFile(this.file, `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`);
    }
  }
}
