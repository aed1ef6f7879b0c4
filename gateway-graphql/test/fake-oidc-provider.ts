import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** DormSpace as the fake provider knows it: one confidential client, one callback. */
export interface FakeClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** Who the provider signs in next: the claims it asserts of them (`sub`, `email`, `enrollment_id`…). */
export type FakePerson = JWTPayload & { sub: string };

/** Makes the ID token the token endpoint answers, from the claims an honest provider would sign. */
export type IdTokenMint = (claims: JWTPayload) => Promise<string>;

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/**
 * A small OpenID provider for the refusal tests: it says what a real one says (discovery with
 * the RFC 9207 `iss` parameter, a JWKS, single-use codes bound to their PKCE challenge and
 * redirect URI, client_secret_basic), but signs in whoever `person` is without a page, and its
 * ID token is whatever `mint` makes: tokens a real provider would never issue.
 */
export class FakeOidcProvider {
  person: FakePerson = { sub: 'nobody' };
  mint: IdTokenMint = (claims) => this.sign(claims);
  /** The token endpoint's refusals, newest last: which code, and why. */
  readonly refusals: { code: string; error: string }[] = [];
  private readonly grants = new Map<string, { challenge: string; nonce: string; person: FakePerson; used: boolean }>();

  private constructor(
    readonly issuer: string,
    private readonly client: FakeClient,
    private readonly key: { privateKey: CryptoKey; kid: string },
    private readonly close_: () => Promise<void>,
  ) {}

  static async start(client: FakeClient): Promise<FakeOidcProvider> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomBytes(8).toString('hex');
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
    // Requests come only once it listens, after `provider` is made.
    const server = createServer((req, res) => void provider.route(req, res, jwks).catch((error: unknown) => json(res, 500, { error: String(error) })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new FakeOidcProvider(issuer, client, { privateKey, kid }, () => new Promise((resolve) => server.close(() => resolve())));
    return provider;
  }

  /** Signs `claims` under this provider's `kid`: with its own key, or (`key`) one its JWKS does not hold. */
  sign(claims: JWTPayload, options: { key?: CryptoKey; typ?: string } = {}): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: this.key.kid, typ: options.typ ?? 'JWT' }).sign(options.key ?? this.key.privateKey);
  }

  /** The claims of a well-formed back-channel logout token for `sub` (Back-Channel Logout 1.0, 2.4). */
  logoutClaims(sub: string): JWTPayload {
    const now = Math.floor(Date.now() / 1000);
    return { iss: this.issuer, aud: this.client.clientId, iat: now, exp: now + 120, jti: randomBytes(12).toString('hex'), sub, events: { [BACKCHANNEL_EVENT]: {} } };
  }

  close(): Promise<void> {
    return this.close_();
  }

  private async route(req: IncomingMessage, res: ServerResponse, jwks: object): Promise<void> {
    const url = new URL(req.url ?? '/', this.issuer);
    if (url.pathname === '/.well-known/openid-configuration') return json(res, 200, this.metadata());
    if (url.pathname === '/jwks') return json(res, 200, jwks);
    if (url.pathname === '/authorize') return this.authorize(url.searchParams, res);
    if (url.pathname === '/token' && req.method === 'POST') return this.token(req, res);
    json(res, 404, { error: 'not_found' });
  }

  private metadata() {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
      end_session_endpoint: `${this.issuer}/logout`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
      authorization_response_iss_parameter_supported: true,
      backchannel_logout_supported: true,
    };
  }

  /** Signs `person` in at once and sends the browser back with a code, the state and its own name. */
  private authorize(query: URLSearchParams, res: ServerResponse): void {
    const { clientId, redirectUri } = this.client;
    const challenge = query.get('code_challenge');
    const nonce = query.get('nonce');
    if (query.get('client_id') !== clientId || query.get('redirect_uri') !== redirectUri || query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256' || !challenge || !nonce) {
      return json(res, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(24).toString('base64url');
    this.grants.set(code, { challenge, nonce, person: this.person, used: false });
    const back = new URL(redirectUri);
    back.search = new URLSearchParams({ code, state: query.get('state') ?? '', iss: this.issuer }).toString();
    res.writeHead(303, { location: back.href }).end();
  }

  /** A code is exchanged once, by this client, with the verifier of its challenge (as oidc-provider does). */
  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = new URLSearchParams(await text(req));
    const [id, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':').map((part) => decodeURIComponent(part));
    if (id !== this.client.clientId || secret !== this.client.clientSecret) return json(res, 401, { error: 'invalid_client' });
    const code = body.get('code') ?? '';
    const grant = this.grants.get(code);
    const refuse = (error: string) => {
      this.refusals.push({ code, error });
      json(res, 400, { error: 'invalid_grant', error_description: error });
    };
    if (!grant) return refuse('unknown code');
    if (grant.used) return refuse('code already used');
    grant.used = true;
    if (body.get('redirect_uri') !== this.client.redirectUri) return refuse('another redirect_uri');
    if (createHash('sha256').update(body.get('code_verifier') ?? '').digest('base64url') !== grant.challenge) return refuse('wrong PKCE verifier');
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: this.issuer, aud: this.client.clientId, iat: now, exp: now + 300, nonce: grant.nonce, sid: randomBytes(8).toString('hex'), ...grant.person };
    json(res, 200, { access_token: randomBytes(24).toString('base64url'), token_type: 'Bearer', expires_in: 300, id_token: await this.mint(claims) });
  }
}

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

async function text(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
