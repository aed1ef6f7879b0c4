import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { campusSubject, DatabaseDirectory, DEV_CAMPUS_NAME, startDevProvider, type SsoSettings } from '../modules/sso/index.js';
import { DEMO_LOGINS } from './seed.js';

/** The demo campus directory's password for a student on the roster who has no DormSpace password yet. */
export const DEMO_CAMPUS_PASSWORD = 'campus-pass-123';

/** The demo campus's identity provider, as `npm start` runs it. */
export interface DemoCampus {
  /** The gateway's settings for it. */
  settings: SsoSettings;
  /** Registers DormSpace with the provider (callbacks on PUBLIC_URL, back-channel logouts to the gateway) and links the demo accounts. */
  serve(em: EntityManager, gatewayUrl: string): Promise<void>;
  banner(): string[];
  close(): Promise<void>;
}

/** DormSpace's client secret at the demo provider: made once, kept in the data folder (so a second gateway of `start:cluster` shares it). */
function clientSecret(dataDir: string): string {
  const file = join(dataDir, 'sso-dev.secret');
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Outside production with no SSO_ISSUER: the demo campus's provider (oidc-provider) on SSO_DEV_PORT,
 * signing in DormSpace's own accounts with their passwords and the roster's students with
 * {@link DEMO_CAMPUS_PASSWORD}, so "Sign in with DormSpace Campus (demo)" works on a fresh machine.
 */
export async function demoCampus(config: Config, em: () => EntityManager): Promise<DemoCampus> {
  const directory = new DatabaseDirectory((sql, params) => em().execute(sql, params), DEMO_CAMPUS_PASSWORD);
  const provider = await startDevProvider({ port: config.devProvider?.port ?? 4100, directory });
  const settings: SsoSettings = {
    issuer: provider.issuer,
    clientId: 'dormspace',
    clientSecret: clientSecret(config.dataDir),
    scopes: 'openid email profile',
    name: DEV_CAMPUS_NAME,
    enrollmentClaim: 'enrollment_id',
    emailClaim: 'email',
    clockToleranceSeconds: 30,
    allowHttp: true,
  };
  const publicUrl = config.publicUrl.replace(/\/$/, '');
  return {
    settings,
    async serve(em, gatewayUrl) {
      await provider.serve({
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        redirectUris: [`${publicUrl}/api/auth/sso/callback`],
        postLogoutRedirectUris: [`${publicUrl}/login`],
        backchannelLogoutUri: `${gatewayUrl}/api/auth/sso/backchannel-logout`,
      });
      // The demo students are the demo campus's people: linked to their identity there, as a campus that
      // adopts DormSpace links its students on their first sign-in (they are on no roster to be found by).
      for (const demo of DEMO_LOGINS.filter((d) => d.role === 'student')) {
        await em.execute(`insert into sso_accounts (issuer, subject, user_id) select ?, ?, id from users where email = ? on conflict do nothing`, [
          settings.issuer,
          campusSubject(demo.email),
          demo.email,
        ]);
      }
    },
    banner: () => [
      `  Sign-in:   "Sign in with ${DEV_CAMPUS_NAME}", a demo OpenID provider at ${provider.issuer} (never in production):`,
      `             the demo logins above, and a student on the roster with the password ${DEMO_CAMPUS_PASSWORD}`,
    ],
    close: () => provider.close(),
  };
}
