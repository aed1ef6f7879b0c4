import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import LRU from 'oidc-provider/lib/helpers/lru.js';
import { setStorage } from 'oidc-provider/lib/adapters/memory_adapter.js';

/**
 * Room in the provider's memory for its sessions, interactions, grants and codes: its quick-start
 * store keeps 1,000 records, about six a sign-in, so at 100 sign-ins a second a code was forgotten
 * before a busy gateway came back for it (bench/run-sso.ts saw "authorization code not found").
 * Each record still expires with its own lifetime.
 */
const STORE_RECORDS = 200_000;

/** A person of the campus's directory, as the demo provider knows them. */
export interface CampusPerson {
  sub: string;
  email: string;
  name: string;
  enrollmentId?: string;
  gender?: 'female' | 'male';
}

/** Who may sign in at the demo provider, and with what password. */
export interface CampusDirectory {
  signIn(email: string, password: string): Promise<CampusPerson | undefined>;
  find(sub: string): Promise<CampusPerson | undefined>;
}

/** DormSpace, registered with the demo provider. */
export interface DevClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  backchannelLogoutUri?: string;
}

export interface DevProvider {
  issuer: string;
  /** Starts answering, with DormSpace registered (its callback is known only once the gateway is up). */
  serve(client: DevClient): Promise<void>;
  /** Ends the demo provider's session of a person (as "sign out" at the provider does), with back-channel logouts to clients. */
  provider(): Provider | undefined;
  close(): Promise<void>;
}

const CAMPUS_NAME = 'DormSpace Campus (demo)';

/**
 * The demo campus's identity provider: oidc-provider (a certified OpenID provider) on its own
 * port, with a sign-in page that checks a password against the directory. For `npm start` and the
 * tests only: main.ts never starts it in production, where a campus points DormSpace at its own
 * provider (docs/decisions/0154). Its sessions and codes live in memory.
 */
export async function startDevProvider(options: { port: number; host?: string; directory: CampusDirectory }): Promise<DevProvider> {
  let provider: Provider | undefined;
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server: Server = createServer((req, res) => {
    if (!provider || !handler) {
      res.writeHead(503).end('starting');
      return;
    }
    if (req.url?.startsWith('/interaction/')) void interaction(provider, options.directory, req, res).catch(() => res.headersSent || res.writeHead(500).end());
    else handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    async serve(client) {
      setStorage(new LRU({ maxSize: STORE_RECORDS }));
      provider = new Provider(issuer, await configuration(client, options.directory));
      handler = provider.callback();
    },
    provider: () => provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function configuration(client: DevClient, directory: CampusDirectory): Promise<Configuration> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        ...(client.backchannelLogoutUri ? { backchannel_logout_uri: client.backchannelLogoutUri, backchannel_logout_session_required: true } : {}),
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'gender', 'enrollment_id'] },
    // The claims go in the ID token: DormSpace reads no userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Its back-channel logouts go to the gateway on this machine: without the provider's guard
    // against special-use addresses (loopback), which a provider on the internet rightly keeps.
    fetch: (url, init) => fetch(url, { ...init, dispatcher: undefined } as RequestInit),
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The campus's own sign-out page: "Yes" ends the provider's session, and its back-channel logouts end DormSpace's.
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = document(
            'Sign out',
            `<h1>${CAMPUS_NAME}</h1><p>Sign out of your campus account, everywhere you used it?</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="quiet">No, stay signed in</button>`,
          );
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = document('Signed out', `<h1>${CAMPUS_NAME}</h1><p role="status">You are signed out of your campus account.</p>`);
        },
      },
    },
    async findAccount(_ctx, sub) {
      const person = await directory.find(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: person.email, email_verified: true, name: person.name, gender: person.gender, enrollment_id: person.enrollmentId }),
      };
    },
    // DormSpace is the campus's own application: no consent screen, its scopes granted.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const clientId = oidc.client!.clientId;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}

/** The sign-in page of the demo provider: an email and a password, checked against the directory. */
async function interaction(provider: Provider, directory: CampusDirectory, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'POST') {
    const form = new URLSearchParams(await body(req));
    const person = await directory.signIn((form.get('email') ?? '').trim().toLowerCase(), form.get('password') ?? '');
    if (person) {
      await provider.interactionFinished(req, res, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    page(res, 401, details.uid, form.get('email') ?? '', 'That email and password do not match an account of this campus.');
    return;
  }
  page(res, 200, details.uid, '', undefined);
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) req.destroy(new Error('too large'));
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of the demo provider: one panel, its own styles, nothing fetched from elsewhere. */
function document(title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${CAMPUS_NAME}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:1rem;color:#111827}
main{max-width:24rem;margin:3rem auto;background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:1.5rem}
h1{font-size:1.375rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#4b5563}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.625rem;border:1px solid #6b7280;border-radius:6px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.75rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
[role=alert]{background:#fef2f2;border:1px solid #b91c1c;color:#7f1d1d;padding:.5rem .75rem;border-radius:6px}
button.quiet{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8;margin-top:.75rem}
</style></head>
<body><main>
${main}
</main></body></html>`;
}

function page(res: ServerResponse, status: number, uid: string, email: string, error: string | undefined): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://localhost:*; frame-ancestors 'none'",
  });
  res.end(
    document(
      'Sign in',
      `<h1>${CAMPUS_NAME}</h1>
<p>Sign in with your campus account. A demo provider: it never runs in production.</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}">
<label for="email">Campus email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}"${error ? '' : ' autofocus'}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
    ),
  );
}

export { CAMPUS_NAME as DEV_CAMPUS_NAME };
