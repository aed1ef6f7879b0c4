import pg from 'pg';
import { REMOTES } from './apps.js';
import { ACTIVE, applyPromoted, canaryDatabaseUrl, embeddedDataDir, fromRow, type Canary, type CanaryRow } from './canaries.js';

/**
 * The canaries the shell's server serves, read from the database at most once a `intervalMs`
 * (concurrent page loads share one read), and the promoted ones applied on the way. A database
 * that cannot be read (not up yet, gone, no table) serves no canary: every browser gets the
 * stable release; said once, and once more when it answers again.
 */
export class CanaryReader {
  /** Reads of the database so far (each one query, plus an application when a canary was promoted). */
  reads = 0;
  private cached: Canary[] = [];
  private readAt = -Infinity;
  private pending: Promise<Canary[]> | undefined;
  private pool: { url: string; pool: pg.Pool } | undefined;
  private failing = false;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly options: { intervalMs?: number; log?: Pick<Console, 'info' | 'warn'> } = {},
  ) {}

  /** The running and paused canaries of the remotes. */
  active(): Promise<Canary[]> {
    if (this.pending) return this.pending;
    if (performance.now() - this.readAt < (this.options.intervalMs ?? 1_000)) return Promise.resolve(this.cached);
    this.readAt = performance.now();
    this.pending = this.read().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async read(): Promise<Canary[]> {
    const log = this.options.log ?? console;
    this.reads++;
    try {
      const db = this.poolFor(canaryDatabaseUrl(this.env));
      const { rows } = await db.query<CanaryRow>(`select * from remote_canaries where ${ACTIVE} or (status = 'promoted' and applied_at is null)`);
      const canaries = rows.map(fromRow).filter((c) => (REMOTES as string[]).includes(c.remote));
      const promoted = canaries.filter((c) => c.status === 'promoted');
      if (promoted.length > 0) {
        const client = await db.connect();
        try {
          for (const canary of await applyPromoted(client, this.env, promoted, log)) log.info(`[canary] ${canary.remote} ${canary.canaryRelease} was promoted: it is the stable release now.`);
        } finally {
          client.release();
        }
      }
      this.cached = canaries.filter((c) => c.status !== 'promoted');
      if (this.failing) log.info('[canary] the canaries can be read again.');
      this.failing = false;
    } catch (error) {
      if (!this.failing) log.warn(`[canary] cannot read the canaries (${(error as Error).message}): every browser gets the stable releases until the database answers.`);
      this.failing = true;
      this.cached = [];
    }
    return this.cached;
  }

  private poolFor(url: string | undefined): pg.Pool {
    if (!url) throw new Error(`no DATABASE_URL, and no embedded PostgreSQL running on ${embeddedDataDir(this.env)}`);
    if (this.pool?.url === url) return this.pool.pool;
    void this.pool?.pool.end().catch(() => undefined);
    const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 1_000, query_timeout: 2_000, idleTimeoutMillis: 30_000 });
    pool.on('error', () => undefined); // an idle connection dropped (the database restarting): the next read says so
    this.pool = { url, pool };
    return pool;
  }

  async close(): Promise<void> {
    await this.pending?.catch(() => undefined);
    const pool = this.pool?.pool;
    this.pool = undefined;
    await pool?.end().catch(() => undefined);
  }
}
