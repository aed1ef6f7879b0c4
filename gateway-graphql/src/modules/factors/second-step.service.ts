import type { EntityManager } from '@mikro-orm/postgresql';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { oneTimeToken, sha256Hex } from '../../core/secrets.js';
import { parseInput } from '../../core/validate.js';
import type { WebAuthnParty } from './factors.policy.js';
import { FACTOR_ROLES } from './factors.policy.js';
import { secondStepInput } from './factors.validate.js';
import type { SecondStepView } from './factors.views.js';
import { spendRecoveryCode } from './recovery-codes.js';
import { ChallengePurpose, FactorChallenge, FactorKind, StaffFactor } from './staff-factor.entity.js';
import { totpStep } from './totp.js';
import { SecondFactorRequired, useTheWebApp } from './second-step.error.js';
import type { Role } from '../../core/enums.js';

/** A sign-in's second step lives five minutes and allows five tries. */
export const SECOND_STEP_MS = 5 * 60_000;
export const SECOND_STEP_ATTEMPTS = 5;

const EXPIRED = 'This sign-in has expired or was already used. Please sign in again.';
const WRONG = 'That did not prove it is you. Try your passkey again, or enter a current code.';

/**
 * A password sign-in's second step (docs/decisions/0155): after a right password, a staff account
 * holding a factor gets no session but an opaque challenge (kept hashed, short-lived, single use,
 * attempts capped); the session follows only the factor.
 */
export class SecondStepService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { clock: Clock; party: WebAuthnParty },
  ) {}

  /**
   * After a right password: a staff account holding a factor gets the second step's challenge
   * (thrown, so no session is issued), or, where the client cannot ask for a factor (the spec's
   * REST login), a refusal that sends them to the web app.
   */
  async afterPassword(user: { id: string; role: Role }, canAsk: boolean): Promise<void> {
    if (!canAsk) {
      if (await this.holdsFactor(user)) throw useTheWebApp();
      return;
    }
    const step = await this.challengeFor(user);
    if (step) throw new SecondFactorRequired(step);
  }

  /** Whether an account holds a confirmed second factor (what the spec's REST login refuses). */
  async holdsFactor(user: { id: string; role: Role }): Promise<boolean> {
    return FACTOR_ROLES.includes(user.role) && (await this.em.fork().count(StaffFactor, { user: user.id, confirmedAt: { $ne: null } })) > 0;
  }

  /** The challenge for an account that holds a confirmed factor, or null (students, staff without one). */
  async challengeFor(user: { id: string; role: Role }): Promise<SecondStepView | null> {
    if (!FACTOR_ROLES.includes(user.role)) return null;
    const factors = await this.em.fork().find(StaffFactor, { user: user.id, confirmedAt: { $ne: null } });
    if (factors.length === 0) return null;
    const passkeys = factors.filter((f) => f.kind === FactorKind.PASSKEY);
    const options = passkeys.length
      ? await generateAuthenticationOptions({
          rpID: this.deps.party.rpID,
          allowCredentials: passkeys.map((f) => ({ id: f.credentialId!, transports: f.transports ?? undefined })),
          userVerification: 'preferred',
        })
      : null;
    const challenge = oneTimeToken();
    const expiresAt = new Date(this.deps.clock().getTime() + SECOND_STEP_MS);
    const em = this.em.fork();
    // This account's spent and expired challenges go as a new one comes: the table holds live ones.
    await em.execute('delete from second_factor_challenges where user_id = ? and (used_at is not null or expires_at <= ?)', [user.id, this.deps.clock()]);
    em.create(FactorChallenge, { user: user.id, purpose: ChallengePurpose.SIGN_IN, tokenHash: sha256Hex(challenge), webauthnChallenge: options?.challenge ?? null, expiresAt });
    await em.flush();
    const methods = [...(passkeys.length ? ['passkey'] : []), ...(factors.some((f) => f.kind === FactorKind.TOTP) ? ['totp'] : []), 'recovery'];
    return { challenge, methods, passkeyOptions: options ? JSON.stringify(options) : null, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Checks the second step; returns whose sign-in it completes. Each try is spent before it is
   * checked (so tries fired together still meet the cap), and a passed challenge is used up in
   * the same conditional update that could only succeed once.
   */
  async pass(input: { challenge?: unknown; passkey?: unknown; code?: unknown }): Promise<string> {
    const { challenge, passkey, code } = parseInput(secondStepInput, input);
    const now = this.deps.clock();
    const [row] = await this.em.execute<{ id: string; user_id: string; webauthn_challenge: string | null }[]>(
      `update second_factor_challenges set attempts = attempts + 1
        where token_hash = ? and purpose = 'sign_in' and used_at is null and expires_at > ? and attempts < ?
        returning id, user_id, webauthn_challenge`,
      [sha256Hex(challenge), now, SECOND_STEP_ATTEMPTS],
    );
    if (!row) throw new AppError('UNAUTHENTICATED', EXPIRED);
    const ok = passkey ? await this.passkeyProves(row.user_id, row.webauthn_challenge, passkey, now) : await this.codeProves(row.user_id, code!, now);
    if (!ok) throw new AppError('UNAUTHENTICATED', WRONG);
    const used = await this.em.execute<{ id: string }[]>('update second_factor_challenges set used_at = ? where id = ? and used_at is null returning id', [now, row.id]);
    if (used.length === 0) throw new AppError('UNAUTHENTICATED', EXPIRED);
    return row.user_id;
  }

  private async passkeyProves(userId: string, expected: string | null, response: { id: string }, now: Date): Promise<boolean> {
    if (!expected) return false;
    const factor = await this.em.fork().findOne(StaffFactor, { user: userId, kind: FactorKind.PASSKEY, credentialId: response.id, confirmedAt: { $ne: null } });
    if (!factor) return false;
    const { origin, rpID } = this.deps.party;
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON, // its shape is the library's to check
      expectedChallenge: expected,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: factor.credentialId!, publicKey: Buffer.from(factor.publicKey!, 'base64url'), counter: Number(factor.counter), transports: factor.transports ?? undefined },
      requireUserVerification: false,
    }).catch(() => null);
    if (!result?.verified) return false;
    await this.em.execute('update staff_factors set counter = ?, last_used_at = ? where id = ?', [result.authenticationInfo.newCounter, now, factor.id]);
    return true;
  }

  /** A 6-digit code is the app's; anything else is tried as a recovery code. */
  private async codeProves(userId: string, typed: string, now: Date): Promise<boolean> {
    const digits = typed.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return spendRecoveryCode(this.em, userId, typed, now);
    const apps = await this.em.fork().find(StaffFactor, { user: userId, kind: FactorKind.TOTP, confirmedAt: { $ne: null } });
    for (const app of apps) {
      const step = await totpStep(app.totpSecret!, digits, now, app.totpLastStep === null || app.totpLastStep === undefined ? null : Number(app.totpLastStep));
      if (step === null) continue;
      // The step moves only forward: the same code raced twice passes once.
      const moved = await this.em.execute<{ id: string }[]>(
        'update staff_factors set totp_last_step = ?, last_used_at = ? where id = ? and (totp_last_step is null or totp_last_step < ?) returning id',
        [step, now, app.id, step],
      );
      if (moved.length === 1) return true;
    }
    return false;
  }
}
