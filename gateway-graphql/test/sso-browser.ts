import { createServer } from 'node:net';

/** A free port on loopback (bound and released): a gateway whose public address must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A browser stand-in for sign-ins that cross origins: it keeps each host's cookies (loosely: every
 * cookie of a host goes with every request to it) and follows redirects one at a time, so a test
 * sees and may change each step.
 */
export class CrossSiteBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookie(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, name: string, value: string | undefined): void {
    const jar = this.jars.get(new URL(url).host) ?? new Map<string, string>();
    if (value === undefined) jar.delete(name);
    else jar.set(name, value);
    this.jars.set(new URL(url).host, jar);
  }

  /** One request, no redirect followed; cookies kept. */
  async request(url: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<{ status: number; location?: string; text: string }> {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...init.headers },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(host, jar);
    const location = response.headers.get('location') ?? undefined;
    return { status: response.status, location: location ? new URL(location, url).href : undefined, text: await response.text() };
  }

  /** Follows redirects from `url` until one leaves for `stopAt`'s origin+path prefix or none is left (at most 10). */
  async follow(url: string, stopAt?: (url: string) => boolean): Promise<{ status: number; url: string; text: string; location?: string }> {
    let current = url;
    for (let hops = 0; hops < 10; hops++) {
      const reply = await this.request(current);
      if (!reply.location) return { ...reply, url: current };
      if (stopAt?.(reply.location)) return { ...reply, url: current };
      current = reply.location;
    }
    throw new Error(`more than 10 redirects from ${url}`);
  }
}

/**
 * Signs in at the demo provider: from DormSpace's start path, through the provider's sign-in page
 * (email and password), to DormSpace's callback, which is returned unvisited so a test can look at
 * (or tamper with) it.
 */
export async function signInAtProvider(browser: CrossSiteBrowser, gatewayUrl: string, email: string, password: string, returnTo = '/'): Promise<string> {
  const start = await browser.request(`${gatewayUrl}/api/auth/sso/start?returnTo=${encodeURIComponent(returnTo)}`);
  if (!start.location) throw new Error(`no redirect from the start: ${start.status} ${start.text}`);
  const toPage = await browser.follow(start.location, (next) => next.includes('/interaction/'));
  const pageUrl = toPage.location!;
  await browser.request(pageUrl);
  const posted = await browser.request(pageUrl, { form: { email, password } });
  if (!posted.location) throw new Error(`the provider refused the sign-in: ${posted.status}`);
  const back = await browser.follow(posted.location, (next) => next.startsWith(`${gatewayUrl}/api/auth/sso/callback`));
  if (!back.location) throw new Error(`the provider did not send the browser back: ${back.status} ${back.text.slice(0, 200)}`);
  return back.location;
}
