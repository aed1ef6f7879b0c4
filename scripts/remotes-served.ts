import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemoteEntry } from '../web-kit/src/remote-manifest.js';
import type { AppName } from './apps.js';
import type { Canary } from './canaries.js';
import { CanaryReader } from './canary-reader.js';
import { hasRelease, remoteList } from './releases.js';

/**
 * Which release of each remote a browser gets at /remotes.json, with canaries (scripts/canaries.ts).
 *
 * Each browser holds a bucket, 0-99, in a first-party cookie the shell's server gives it the first
 * time it asks for /remotes.json, for a year. A canary at a share of N % serves its release to
 * buckets 0 … N-1, and the stable release to the rest: the same browser always gets the same
 * release while the share stands (a student does not flip between builds mid-visit), and a share
 * that climbs keeps everyone who was on the canary on it. The cookie says nothing about who the
 * browser is, and is HttpOnly: only this server reads it.
 */
export const BUCKET_COOKIE = 'dormspace_bucket';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The browser's bucket from its Cookie header, or undefined when it has none (or a malformed one). */
export function bucketOf(cookieHeader: string | undefined): number | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === BUCKET_COOKIE && value !== undefined && /^(\d|[1-9]\d)$/.test(value)) return Number(value);
  }
  return undefined;
}

/** The Set-Cookie value that gives a browser its bucket; `Secure` when the page came over HTTPS (a TLS proxy in front says so). */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${BUCKET_COOKIE}=${bucket}; Max-Age=${YEAR_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The canary releases a bucket gets: each remote whose canary's share covers it. */
export function canaryReleasesFor(bucket: number | undefined, canaries: readonly Canary[]): Partial<Record<AppName, string>> {
  const serve: Partial<Record<AppName, string>> = {};
  if (bucket === undefined) return serve;
  for (const canary of canaries) if (bucket < canary.share) serve[canary.remote] = canary.canaryRelease;
  return serve;
}

const forwardedHttps = (req: IncomingMessage) => String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase() === 'https';

/** The shell server's remote lists: per browser, with the canaries read at most once a second. */
export interface ServedRemotes {
  /**
   * The list for the browser making `req`: its bucket's releases. Given the answer `res`, a browser
   * with no bucket gets one (the cookie is set, and the list is its bucket's); without it, such a
   * browser gets the stable releases (the page's hints, before /remotes.json has been asked).
   */
  remotesFor(req: IncomingMessage, res?: ServerResponse): Promise<RemoteEntry[]>;
  /** Every entry some browser may get now (stable and canaries): what the page's policy must allow. */
  everyEntry(): Promise<RemoteEntry[]>;
  reader: CanaryReader;
  close(): Promise<void>;
}

export function servedRemotes(env: NodeJS.ProcessEnv, options: { reader?: CanaryReader } = {}): ServedRemotes {
  const reader = options.reader ?? new CanaryReader(env);
  // A canary whose release this environment does not hold (another DEPLOY_DIR's) is not served.
  const servable = async () => (await reader.active()).filter((canary) => hasRelease(canary.remote, canary.canaryRelease, env));
  return {
    reader,
    async remotesFor(req, res) {
      let bucket = bucketOf(req.headers.cookie);
      if (bucket === undefined && res) {
        bucket = randomInt(100);
        res.setHeader('Set-Cookie', bucketCookie(bucket, forwardedHttps(req)));
      }
      // The answer differs per browser: no shared cache may keep one for everybody.
      res?.setHeader('Cache-Control', 'private, no-cache');
      return remoteList(env, canaryReleasesFor(bucket, await servable()));
    },
    async everyEntry() {
      const canaries = await servable();
      const lists = [await remoteList(env), ...(canaries.length > 0 ? [await remoteList(env, canaryReleasesFor(0, canaries))] : [])];
      return lists.flat();
    },
    close: () => reader.close(),
  };
}
