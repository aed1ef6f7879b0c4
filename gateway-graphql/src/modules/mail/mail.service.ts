import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import nodemailer from 'nodemailer';
import { silentLogger, type Logger } from '../../core/log.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: an SMTP server, or the development outbox. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example.org:587`. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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

/**
 * Sends mail after the response: the caller never waits on SMTP, so a known and an unknown
 * address answer alike. Failures are logged; `idle()` lets shutdown and tests wait for delivery.
 */
export class Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly log: Logger = silentLogger,
  ) {}

  send(message: MailMessage): void {
    const delivery = this.transport
      .deliver(message)
      .catch((error: unknown) => this.log.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'mail: delivery failed'))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Waits for deliveries in flight; with `limitMs`, no longer than that (a silent SMTP server must not hold a stop). */
  async idle(limitMs = Infinity): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      const left = deadline - Date.now();
      await Promise.race([Promise.all([...this.inFlight]), ...(Number.isFinite(left) ? [new Promise((r) => setTimeout(r, left).unref())] : [])]);
    }
  }
}
