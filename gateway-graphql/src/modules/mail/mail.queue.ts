import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss, type JobResult } from 'pg-boss';
import { CompiledQuery, type Transaction } from 'kysely';
import { silentLogger, type Logger } from '../../core/log.js';
import type { MailMessage, MailTransport } from './mail.service.js';

const QUEUE = 'mail';

export interface MailQueueOptions {
  databaseUrl: string;
  transport: MailTransport;
  /** Reads the job table (the queue's own statistics are refreshed only now and then). */
  query: (sql: string, params: unknown[]) => Promise<{ n: number }[]>;
  log?: Logger;
  /** First retry after this many seconds, doubling up to 10 minutes (default 5). */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for mail, when no NOTIFY woke it (default 2 s). */
  pollingSeconds?: number;
  /** The right side of every Message-ID (messageIdDomain(): the sender's domain, or the public URL's host). */
  messageIdDomain?: string;
}

/**
 * The domain a Message-ID names: the From address's (what a receiving server expects, and what
 * nodemailer would use), else the public URL's host, else dormspace.local.
 */
export function messageIdDomain(mailFrom?: string, publicUrl?: string): string {
  const fromDomain = mailFrom && /@([A-Za-z0-9.-]+\.[A-Za-z0-9-]+)\s*>?\s*$/.exec(mailFrom)?.[1];
  if (fromDomain) return fromDomain.toLowerCase();
  try {
    if (publicUrl) return new URL(publicUrl).hostname;
  } catch {
    // not a URL: the default below
  }
  return 'dormspace.local';
}

/**
 * Mail that survives a crash (ARCHITECTURE: durable side effects): a pg-boss job written in the
 * same transaction as the change that causes it (a reset code), so the code is never committed
 * without its mail, nor its mail queued for a code that rolled back. A worker on every gateway
 * delivers it, retries a refusal (421 'try later', a closed port) with back-off, and after a
 * crash the job is still in the table. Delivery is at least once: a crash or a cut connection
 * between the SMTP server's taking the message and its answer reaching us sends it again. Every
 * copy carries the same Message-ID, `<job id@domain>`, written into the job when it is queued,
 * so a receiving server (or mail client) can drop the copy.
 */
export class MailQueue {
  private readonly boss: PgBoss;
  private readonly log: Logger;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly domain: string;

  constructor(private readonly options: MailQueueOptions) {
    this.log = options.log ?? silentLogger;
    this.domain = options.messageIdDomain ?? 'dormspace.local';
    // Supervision every 5 s: a job whose worker died (no heartbeat for 10 s) is retried within ~15 s.
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: 'pgboss',
      max: 3,
      useListenNotify: true,
      superviseIntervalSeconds: 5,
      monitorIntervalSeconds: 5,
      application_name: 'dormspace-mail',
    });
    this.boss.on('error', (error: Error) => this.log.warn({ reason: error.message }, 'mail queue: database error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(QUEUE, {
      retryLimit: 10,
      retryDelay: this.options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 60,
      heartbeatSeconds: 10,
      // Delivered mail (a reset code's text) leaves the table a minute later.
      deleteAfterSeconds: 60,
      notify: true,
    });
    // NOTIFY wakes a worker for new mail; retries come due by time alone, so the backstop poll stays short.
    // Ten a fetch, and the next fetch at once while fetches come back full: a NOTIFY wakes a worker
    // once, so one mail a fetch would drain a backlog (a selection process's thousands) one mail
    // per poll. Each job of a batch succeeds or fails (and is retried) on its own.
    const polling = this.options.pollingSeconds ?? 2;
    await this.boss.work<MailMessage>(
      QUEUE,
      { batchSize: 10, burstWhenBatchFull: true, perJobResults: true, pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: polling },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            // A job queued before the Message-ID was written into it keeps the one its first attempt sent.
            await this.options.transport.deliver({ ...job.data, messageId: job.data.messageId ?? `<${job.id}@dormspace.mail>` });
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            this.log.warn({ job: job.id, attempt: job.retryCount + 1, reason }, 'mail: delivery failed, will retry');
            results.push({ id: job.id, status: 'failed', output: { reason } });
          }
        }
        return results;
      },
    );
  }

  /** Queues a mail inside `em`'s transaction: it exists if and only if the transaction commits. */
  async enqueue(em: EntityManager, message: MailMessage): Promise<void> {
    const trx = em.getTransactionContext<Transaction<unknown>>();
    if (!trx) throw new Error('MailQueue.enqueue must run inside the transaction that causes the mail');
    // The Message-ID is fixed now, from the job's own id, and every attempt sends it unchanged.
    const id = randomUUID();
    // pg-boss writes `$1` parameters; MikroORM's execute() would inline `?` ones, so its SQL goes
    // to the transaction's Kysely connection as it is.
    await this.boss.send(QUEUE, { ...message, messageId: `<${id}@${this.domain}>` } satisfies MailMessage, {
      id,
      db: { executeSql: async (text, values = []) => ({ rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values))).rows] }) },
    });
  }

  /**
   * Queues many mails inside `em`'s transaction, a thousand an insert (pg-boss `insert`): a
   * selection process's publishing tells thousands of students at once without a round trip each.
   */
  async enqueueMany(em: EntityManager, messages: readonly MailMessage[]): Promise<void> {
    const db = this.transactionDb(em, 'MailQueue.enqueueMany');
    for (let i = 0; i < messages.length; i += 1000) {
      const jobs = messages.slice(i, i + 1000).map((message) => {
        const id = randomUUID();
        return { id, data: { ...message, messageId: `<${id}@${this.domain}>` } satisfies MailMessage };
      });
      await this.boss.insert(QUEUE, jobs, { db });
    }
  }

  /**
   * One-off work on the same durable queue (a selection process's assignment): the job is written
   * in `em`'s transaction, so it exists if and only if the change that asks for it commits; any
   * gateway's worker runs it, and retries it (twice) if that one fails. `singletonKey` keeps one
   * job a key waiting.
   */
  async enqueueJob(em: EntityManager, queue: string, data: object, singletonKey?: string): Promise<void> {
    await this.boss.send(queue, data, { singletonKey, db: this.transactionDb(em, 'MailQueue.enqueueJob') });
  }

  /**
   * Runs `handler` for each job of `queue`: two retries, ten minutes at most, and a heartbeat. The
   * worker touches its job every 2 s; a job untouched for 10 s (its gateway killed) is failed by
   * the next supervision (every 5 s, any gateway's) and retried 2 s later, so a killed assignment
   * runs again about 20 s after the kill, not when the ten minutes end (issue 51: 607-609 s). A
   * handler that blocks the event loop longer than 8 s would be retried while it still runs: the
   * handler must be safe to run twice at once (the assignment is: it locks its process and does
   * nothing once the process is no longer Assigning).
   */
  async work<T extends object>(queue: string, handler: (data: T) => Promise<unknown>): Promise<void> {
    const options = { retryLimit: 2, retryDelay: 2, expireInSeconds: 600, heartbeatSeconds: 10, deleteAfterSeconds: 86_400 };
    await this.boss.createQueue(queue, options);
    // createQueue leaves a queue that exists as it was: one made before the heartbeat gets it now.
    await this.boss.updateQueue(queue, options);
    await this.boss.work<T>(queue, { batchSize: 1, pollingIntervalSeconds: this.options.pollingSeconds ?? 2, heartbeatRefreshSeconds: 2 }, async ([job]) => {
      if (job) await handler(job.data);
    });
  }

  /** pg-boss's SQL on the transaction's Kysely connection (`$1` parameters, as pg-boss writes them). */
  private transactionDb(em: EntityManager, who: string) {
    const trx = em.getTransactionContext<Transaction<unknown>>();
    if (!trx) throw new Error(`${who} must run inside the transaction that causes it`);
    return { executeSql: async (text: string, values: unknown[] = []) => ({ rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values))).rows] }) };
  }

  /**
   * Scheduled work on the same durable queue (the overdue sweep): every gateway offers a job
   * each `seconds`, and pg-boss keeps one per time slot (singletonSeconds), so across N gateways
   * the work runs once a slot, on whichever worker takes it, and is retried if that one fails.
   * The handler must be safe to run again (the sweep is: it marks what is due now).
   */
  async every(queue: string, seconds: number, handler: () => Promise<unknown>): Promise<void> {
    await this.boss.createQueue(queue, { retryLimit: 3, retryDelay: Math.max(1, Math.floor(seconds / 2)), expireInSeconds: 120, deleteAfterSeconds: 3600 });
    const polling = Math.max(0.5, Math.min(seconds, 2));
    await this.boss.work(queue, { batchSize: 1, pollingIntervalSeconds: polling }, async ([job]) => {
      if (job) await handler();
    });
    const offer = () => void this.boss.send(queue, {}, { singletonSeconds: seconds }).catch((error: Error) => this.log.warn({ queue, reason: error.message }, 'jobs: could not schedule'));
    offer();
    const timer = setInterval(offer, seconds * 1000);
    timer.unref();
    this.timers.push(timer);
  }

  /** Mail waiting or being sent now. */
  async depth(): Promise<number> {
    const [row] = await this.options.query(`select count(*)::int as n from pgboss.job where name = ? and state in ('created', 'retry', 'active')`, [QUEUE]);
    return row?.n ?? 0;
  }

  /** Resolves once nothing is waiting (tests), or after `limitMs`. */
  async idle(limitMs = 10_000): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline && (await this.depth()) > 0) await new Promise((r) => setTimeout(r, 50));
  }

  /** Lets a delivery in progress finish (up to 5 s); anything unsent stays queued for the next start. */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.boss.stop({ graceful: true, timeout: 5_000, close: true });
  }
}
