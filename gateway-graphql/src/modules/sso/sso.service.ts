import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { sha256Hex } from '../../core/secrets.js';
import type { IssuedSession } from '../../core/request-context.js';
import { methodsFor, type SignInPolicy } from '../../core/sign-in-policy.js';
import type { SessionService } from '../auth/index.js';
import type { SignupMode } from '../roster/index.js';
import { CampusIdentities } from './sso.link.js';
import type { RelyingParty } from './relying-party.js';
import { SsoRefused } from './sso.settings.js';
import type { SignInOptionsView } from './sso.type.js';

/** How long a sign-in may take at the provider, from the click to the callback. */
const SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** What single sign-on needs from the process. */
export interface SsoDeps {
  clock: Clock;
  policy: SignInPolicy;
  signupMode: SignupMode;
  /** The campus's provider (none: SSO is off). */
  relyingParty?: RelyingParty;
  /** The shell's address: the provider's logout returns to its login page. */
  publicUrl: string;
}

/**
 * A path of this site to go to after signing in: one slash, then anything but a second slash or
 * a backslash (a browser reads `//evil.example` and `/\evil.example` as another host), nor one
 * percent-encoded (a proxy or router that decodes once would), no control characters. Anything
 * else is the start page (ASVS 5.0 3.7.2: no open redirect).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  const controls = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (controls || !/^\/(?![/\\]|%2f|%5c)[^\\]*$/i.test(value)) return '/';
  return value;
}

/** Signing in through the campus's OpenID provider (docs/decisions/0154). */
export class SsoService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly deps: SsoDeps,
  ) {}

  private get rp(): RelyingParty {
    if (!this.deps.relyingParty) throw new SsoRefused('unavailable');
    return this.deps.relyingParty;
  }

  /** Whether SSO is on: a provider is configured and some audience may use it. */
  get enabled(): boolean {
    return this.deps.relyingParty !== undefined && (this.deps.policy.students !== 'password' || this.deps.policy.staff !== 'password');
  }

  /**
   * A sign-in begins: its checks are kept here under a random key (the browser's cookie, stored as
   * its hash) for ten minutes, and the browser goes to the provider. Expired sign-ins go at once.
   */
  async begin(returnTo: unknown): Promise<{ key: string; url: string; expiresAt: Date }> {
    if (!this.enabled) throw new SsoRefused('unavailable');
    const { checks, url } = await this.rp.begin();
    const key = randomBytes(32).toString('base64url');
    const now = this.deps.clock();
    const expiresAt = new Date(now.getTime() + SIGN_IN_TTL_MS);
    await this.em.execute(
      `with expired as (delete from sso_logins where expires_at <= ?)
       insert into sso_logins (key_hash, issuer, state, nonce, code_verifier, return_to, expires_at) values (?, ?, ?, ?, ?, ?, ?)`,
      [now, sha256Hex(key), this.rp.settings.issuer, checks.state, checks.nonce, checks.codeVerifier, safeReturnPath(returnTo), expiresAt],
    );
    return { key, url: url.href, expiresAt };
  }

  /**
   * The provider sent the browser back. The sign-in this browser began is taken (once: a replay
   * finds nothing), the provider's answer checked against it, the identity linked to its account,
   * and a session issued. Every refusal is an SsoRefused, with its reason.
   */
  async finish(key: string | undefined, callbackUrl: URL): Promise<{ userId: string; role: string; session: IssuedSession; returnTo: string }> {
    if (!key || key.length > 100) throw new SsoRefused('expired');
    const [login] = await this.em.execute<{ issuer: string; state: string; nonce: string; code_verifier: string; return_to: string }[]>(
      'delete from sso_logins where key_hash = ? and expires_at > ? returning issuer, state, nonce, code_verifier, return_to',
      [sha256Hex(key), this.deps.clock()],
    );
    if (!login) throw new SsoRefused('expired');
    // Begun with another provider (the campus changed it meanwhile): its answer is not this one's to judge.
    if (login.issuer !== this.rp.settings.issuer) throw new SsoRefused('failed', { cause: new Error(`sign-in began at ${login.issuer}`) });
    const claims = await this.rp.finish(callbackUrl, { state: login.state, nonce: login.nonce, codeVerifier: login.code_verifier });
    const account = await new CampusIdentities(this.em, { clock: this.deps.clock, signupMode: this.deps.signupMode, settings: this.rp.settings }).accountFor(claims);
    if (account.disabled) throw new SsoRefused('disabled');
    if (methodsFor(this.deps.policy, account.role) === 'password') throw new SsoRefused('passwords-only');
    const sid = typeof claims.sid === 'string' ? claims.sid : undefined;
    const session = await this.sessions.issue({ id: account.userId }, { ssoAccountId: account.ssoAccountId, sid });
    return { userId: account.userId, role: account.role, session, returnTo: login.return_to };
  }

  /**
   * The provider ended a session (a back-channel logout token, checked): every DormSpace login it
   * began ends, on every gateway, and the sockets of those logins close. Returns how many ended.
   */
  async backchannelLogout(logoutToken: unknown): Promise<number> {
    if (typeof logoutToken !== 'string' || logoutToken.length > 10_000) throw new Error('no logout_token');
    const { sub, sid } = await this.rp.logoutTokenSubject(logoutToken);
    const identities = await this.em.execute<{ id: string }[]>(
      sub ? 'select id from sso_accounts where issuer = ? and subject = ?' : 'select distinct s.sso_account_id as id from sessions s join sso_accounts a on a.id = s.sso_account_id where a.issuer = ? and s.sso_sid = ?',
      [this.rp.settings.issuer, sub ?? sid],
    );
    return this.sessions.revokeCampusSessions(
      identities.map((i) => i.id),
      sid,
    );
  }

  /** How people may sign in here, for the login page. */
  async options(): Promise<SignInOptionsView> {
    const { policy } = this.deps;
    return {
      campusName: this.enabled ? this.rp.settings.name : null,
      ssoStartPath: this.enabled ? '/api/auth/sso/start' : null,
      studentPasswords: policy.students !== 'sso',
      staffPasswords: policy.staff !== 'sso',
      providerLogoutUrl: (await this.providerLogoutUrl()) ?? null,
    };
  }

  /** The address the provider sent the browser back to, as the provider knows it (on the shell's origin). */
  callbackUrl(pathAndQuery: string): URL {
    return new URL(pathAndQuery, this.deps.publicUrl);
  }

  /** The provider's logout page, back to the login page (RP-initiated logout); none when SSO is off or the provider has none. */
  async providerLogoutUrl(): Promise<string | undefined> {
    if (!this.enabled) return undefined;
    return this.rp.endSessionUrl(new URL('/login', this.deps.publicUrl).href).catch(() => undefined);
  }
}
