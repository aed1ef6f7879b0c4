import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { SsoRefused, type SsoSettings } from './sso.settings.js';

/** What an ID token says of the person, once openid-client has checked it. */
export type IdClaims = oidc.IDToken & Record<string, unknown>;

/** The checks of one sign-in, kept server-side between the redirect and the callback. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/**
 * This gateway as a relying party of the campus's provider, through openid-client (a certified
 * relying party): discovery, the authorization code flow with PKCE, `state` and `nonce`, and the
 * ID token's checks (issuer, audience, signature by a key of the provider's JWKS, expiry, nonce,
 * the `iss` of the response against mix-ups). The provider's metadata is read once and again
 * after a failure, so a provider that was down at start is found when it is back.
 */
export class RelyingParty {
  private configuration?: Promise<oidc.Configuration>;
  private logoutKeys?: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    readonly settings: SsoSettings,
    /** Where the provider sends the browser back: `<PUBLIC_URL>/api/auth/sso/callback`. */
    readonly redirectUri: string,
  ) {}

  /** The provider's metadata and this client's registration (discovered once). */
  config(): Promise<oidc.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = undefined;
      throw new SsoRefused('unavailable', { cause: error });
    });
    return this.configuration;
  }

  private async discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, allowHttp } = this.settings;
    // The secret goes in the Authorization header (client_secret_basic), as most providers expect by default.
    const metadata = { client_secret: clientSecret, [oidc.clockTolerance]: this.settings.clockToleranceSeconds };
    const config = await oidc.discovery(new URL(issuer), clientId, metadata, oidc.ClientSecretBasic(clientSecret), {
      execute: allowHttp ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    // openid-client takes an ID token from the token endpoint on TLS's word (OIDC Core 3.1.3.7, 6)
    // and checks no signature. We check it against the provider's JWKS too: a proxy or a
    // provider's own front end between us and the token endpoint is not who signs identities.
    oidc.enableNonRepudiationChecks(config);
    return config;
  }

  /** A fresh sign-in's checks and the provider's URL to send the browser to. */
  async begin(): Promise<{ checks: SignInChecks; url: URL }> {
    const config = await this.config();
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: scopesOf(this.settings.scopes),
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { checks, url };
  }

  /**
   * The provider's answer at the callback, checked: the code is exchanged (once: the provider
   * refuses a replayed one) and the ID token's claims returned. Anything wrong is a refusal; the
   * library's reason goes to the log as the cause.
   */
  async finish(callbackUrl: URL, checks: SignInChecks): Promise<IdClaims> {
    const config = await this.config();
    if (callbackUrl.searchParams.get('error') === 'access_denied') throw new SsoRefused('cancelled');
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      }, { redirect_uri: this.redirectUri });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      // openid-client holds `exp` to the tolerance but not `iat`: a token from the future is a skewed clock or a forgery.
      if (claims.iat > Date.now() / 1000 + this.settings.clockToleranceSeconds) throw new Error('ID token issued in the future');
      return claims as IdClaims;
    } catch (error) {
      throw new SsoRefused('failed', { cause: error });
    }
  }

  /**
   * A back-channel logout token (OpenID Connect Back-Channel Logout 1.0, section 2.6), checked:
   * signed by a key of the provider's JWKS, for this client, from this issuer, recent, carrying
   * the logout event, a `sub` or `sid`, and no `nonce`. Returns whose sessions to end.
   */
  async logoutTokenSubject(token: string): Promise<{ sub?: string; sid?: string }> {
    const config = await this.config();
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the provider publishes no JWKS');
    this.logoutKeys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    const { payload, protectedHeader } = await jwtVerify(token, this.logoutKeys, {
      issuer: metadata.issuer,
      audience: this.settings.clientId,
      algorithms: metadata.id_token_signing_alg_values_supported?.filter((alg) => alg !== 'none') ?? ['RS256'],
      clockTolerance: this.settings.clockToleranceSeconds,
      maxTokenAge: '5m',
      requiredClaims: ['iat', 'jti', 'events'],
    });
    // Explicitly typed (2.4; ASVS 5.0 10.5.5); an untyped one is still taken, as the spec only
    // recommends the type: its required `events` and absent `nonce` keep an ID token out.
    if (protectedHeader.typ !== undefined && protectedHeader.typ.toLowerCase() !== 'logout+jwt') throw new Error(`a logout token is typed logout+jwt, not ${protectedHeader.typ}`);
    return logoutSubject(payload);
  }

  /** The provider's logout page for this client (RP-initiated logout), back to `returnTo`; none when it has none. */
  async endSessionUrl(returnTo: string): Promise<string | undefined> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(config, { client_id: this.settings.clientId, post_logout_redirect_uri: returnTo }).href;
  }
}

/** `openid` first, always, then the campus's other scopes. */
const scopesOf = (scopes: string) => ['openid', ...scopes.split(/\s+/).filter((s) => s && s !== 'openid')].join(' ');

function logoutSubject(payload: JWTPayload): { sub?: string; sid?: string } {
  const events = payload.events as Record<string, unknown> | undefined;
  if (!events || typeof events[BACKCHANNEL_EVENT] !== 'object') throw new Error('not a logout token: no back-channel logout event');
  if ('nonce' in payload) throw new Error('a logout token carries no nonce');
  const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
  if (!payload.sub && !sid) throw new Error('a logout token names a sub or a sid');
  return { sub: payload.sub, sid };
}
