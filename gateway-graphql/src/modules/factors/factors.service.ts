import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Clock } from '../../core/clock.js';
import { AppError, forbidden, notFound } from '../../core/errors.js';
import { Role } from '../../core/enums.js';
import { oneTimeToken, sha256Hex } from '../../core/secrets.js';
import { parseInput } from '../../core/validate.js';
import { requireRole, requireViewer, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import type { MailQueue } from '../mail/index.js';
import { User } from '../user/index.js';
import { factorIdInput, passkeyEnrolmentInput, resetFactorsInput, totpEnrolmentInput } from './factors.validate.js';
import type { EnrolmentView, FactorsView, TotpSetupView } from './factors.views.js';
import { FACTOR_ROLES, type WebAuthnParty } from './factors.policy.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { ChallengePurpose, FactorChallenge, FactorKind, StaffFactor } from './staff-factor.entity.js';
import { newTotpSecret, totpSetup, totpStep } from './totp.js';

export interface FactorDeps {
  clock: Clock;
  audit: AuditLog;
  mail: MailQueue;
  party: WebAuthnParty;
  /** The roles that must hold a factor (STAFF_SECOND_FACTOR, production's admins). */
  requiredRoles: readonly Role[];
  /** The person's sessions see the change on their next request, on every gateway. */
  refreshSessions: (userId: string) => void;
}

type NewFactor = Pick<StaffFactor, 'kind' | 'name'> & Partial<Pick<StaffFactor, 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'totpSecret' | 'totpLastStep' | 'confirmedAt'>>;

/** How long a passkey being enrolled may take the browser. */
const ENROL_MS = 5 * 60_000;

/** A staff member's own second factors: enrolling a passkey or an authenticator app, recovery codes, removal; and an admin's reset of someone's. */
export class FactorService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: FactorDeps,
  ) {}

  /** The caller's factors. Staff only; an enrolment-only session may read it. */
  async overview(viewer: Viewer | null): Promise<FactorsView> {
    return this.viewOf(this.staff(viewer));
  }

  /** Registration options for the browser's passkey prompt; the challenge is kept server-side for five minutes. */
  async startPasskey(viewer: Viewer | null): Promise<string> {
    const me = this.staff(viewer);
    const user = await this.em.findOneOrFail(User, { id: me.userId });
    const existing = await this.em.find(StaffFactor, { user: me.userId, kind: FactorKind.PASSKEY });
    const { rpID, rpName } = this.deps.party;
    const options = await generateRegistrationOptions({
      rpName,
      rpID,
      userName: user.email,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((f) => ({ id: f.credentialId!, transports: f.transports ?? undefined })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.em.transactional(async (em) => {
      await em.nativeDelete(FactorChallenge, { user: me.userId, purpose: ChallengePurpose.ENROL });
      em.create(FactorChallenge, { user: me.userId, purpose: ChallengePurpose.ENROL, tokenHash: sha256Hex(oneTimeToken()), webauthnChallenge: options.challenge, expiresAt: new Date(this.deps.clock().getTime() + ENROL_MS) });
    });
    return JSON.stringify(options);
  }

  /** Checks the browser's new passkey against the kept challenge and keeps its public key. */
  async finishPasskey(viewer: Viewer | null, input: { response?: unknown; name?: unknown }): Promise<EnrolmentView> {
    const me = this.staff(viewer);
    const { response, name } = parseInput(passkeyEnrolmentInput, input);
    const now = this.deps.clock();
    const [pending] = await this.em.execute<{ webauthn_challenge: string }[]>(
      `update second_factor_challenges set used_at = ? where user_id = ? and purpose = 'enrol' and used_at is null and expires_at > ? returning webauthn_challenge`,
      [now, me.userId, now],
    );
    if (!pending) throw new AppError('CONFLICT', 'That passkey prompt has expired. Please try again.');
    const { origin, rpID } = this.deps.party;
    const verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON, // its shape is the library's to check
      expectedChallenge: pending.webauthn_challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }).catch(() => ({ verified: false as const }));
    if (!verification.verified) throw new AppError('BAD_USER_INPUT', 'That passkey could not be checked. Please try again.', [{ field: 'response', message: 'That passkey could not be checked.' }]);
    const { credential } = verification.registrationInfo;
    return this.enrol(me, {
      kind: FactorKind.PASSKEY,
      name: name || 'Passkey',
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: String(credential.counter),
      transports: credential.transports ?? null,
      confirmedAt: now,
    });
  }

  /** A new authenticator app secret, kept unconfirmed until the app's first code. */
  async startTotp(viewer: Viewer | null): Promise<TotpSetupView> {
    const me = this.staff(viewer);
    const user = await this.em.findOneOrFail(User, { id: me.userId });
    const secret = newTotpSecret();
    await this.em.transactional(async (em) => {
      await em.nativeDelete(StaffFactor, { user: me.userId, kind: FactorKind.TOTP, confirmedAt: null });
      em.create(StaffFactor, { user: me.userId, kind: FactorKind.TOTP, name: 'Authenticator app', totpSecret: secret });
    });
    return { secret, ...(await totpSetup(secret, user.email)) };
  }

  /** Confirms the app being set up with its current code. */
  async finishTotp(viewer: Viewer | null, input: { code?: unknown; name?: unknown }): Promise<EnrolmentView> {
    const me = this.staff(viewer);
    const { code, name } = parseInput(totpEnrolmentInput, input);
    const pending = await this.em.findOne(StaffFactor, { user: me.userId, kind: FactorKind.TOTP, confirmedAt: null }, { orderBy: { createdAt: 'desc' } });
    if (!pending) throw new AppError('CONFLICT', 'Start setting up the authenticator app again.');
    const step = await totpStep(pending.totpSecret!, code, this.deps.clock(), null);
    if (step === null) throw new AppError('BAD_USER_INPUT', 'That code is not right. Enter the code your app shows now.', [{ field: 'code', message: 'That code is not right.' }]);
    await this.em.nativeDelete(StaffFactor, { id: pending.id });
    return this.enrol(me, { kind: FactorKind.TOTP, name: name || 'Authenticator app', totpSecret: pending.totpSecret, totpLastStep: String(step), confirmedAt: this.deps.clock() });
  }

  /** Ten new recovery codes (the old ones stop working), shown once. Only with a factor to recover. */
  async regenerateRecoveryCodes(viewer: Viewer | null): Promise<string[]> {
    const me = this.staff(viewer);
    return this.em.transactional(async (em) => {
      if ((await this.confirmedCount(em, me.userId)) === 0) throw new AppError('CONFLICT', 'Set up a passkey or an authenticator app first.');
      return replaceRecoveryCodes(em, me.userId);
    });
  }

  /** Removes one of the caller's factors, keeping at least one where one is required. */
  async remove(viewer: Viewer | null, input: { id?: unknown }): Promise<FactorsView> {
    const me = this.staff(viewer);
    const { id } = parseInput(factorIdInput, input);
    await this.em.transactional(async (em) => {
      await em.execute('select id from users where id = ? for update', [me.userId]);
      const factor = await em.findOne(StaffFactor, { id, user: me.userId });
      if (!factor) throw notFound('Factor');
      const left = (await this.confirmedCount(em, me.userId)) - (factor.confirmedAt ? 1 : 0);
      if (left === 0 && this.isRequired(me.role)) throw new AppError('CONFLICT', 'Keep at least one passkey or authenticator app: your account requires one.');
      em.remove(factor);
      if (left === 0) await em.execute('delete from staff_recovery_codes where user_id = ?', [me.userId]);
      await this.deps.audit.record(em, me, { action: 'account.second_factor_removed', objectType: 'account', objectId: me.userId, before: { kind: factor.kind, name: factor.name } });
    });
    this.deps.refreshSessions(me.userId);
    return this.viewOf(me);
  }

  /** An admin clears a staff member's factors and recovery codes (lost ones): audited, and mailed to them. */
  async reset(viewer: Viewer | null, input: { userId?: unknown }): Promise<boolean> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { userId } = parseInput(resetFactorsInput, input);
    if (userId === admin.userId) throw new AppError('CONFLICT', 'Another admin resets your factors; manage your own on your Sign-in security page.');
    await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user || !FACTOR_ROLES.includes(user.role)) throw notFound('Staff member');
      const removed = await em.nativeDelete(StaffFactor, { user: userId });
      await em.nativeDelete(FactorChallenge, { user: userId });
      await em.execute('delete from staff_recovery_codes where user_id = ?', [userId]);
      await this.deps.audit.record(em, admin, { action: 'account.second_factors_reset', objectType: 'account', objectId: userId, before: { factors: removed }, after: { factors: 0 } });
      await this.deps.mail.enqueue(em, {
        to: user.email,
        subject: 'Your DormSpace sign-in factors were reset',
        text:
          `Hello ${user.name},\n\nAn admin reset your DormSpace second factors (passkeys, authenticator app and recovery codes).\n` +
          `Sign in with your password and set up a new one on your Sign-in security page.\n\nIf you did not ask for this, tell the hostel office at once.`,
      });
    });
    this.deps.refreshSessions(userId);
    return true;
  }

  private async enrol(me: Viewer, factor: NewFactor): Promise<EnrolmentView> {
    const recoveryCodes = await this.em.transactional(async (em) => {
      await em.execute('select id from users where id = ? for update', [me.userId]);
      const first = (await this.confirmedCount(em, me.userId)) === 0;
      em.create(StaffFactor, { ...factor, user: me.userId });
      await em.flush();
      await this.deps.audit.record(em, me, { action: 'account.second_factor_added', objectType: 'account', objectId: me.userId, after: { kind: factor.kind, name: factor.name } });
      return first ? replaceRecoveryCodes(em, me.userId) : [];
    });
    this.deps.refreshSessions(me.userId);
    return { factors: await this.viewOf(me), recoveryCodes };
  }

  private async viewOf(me: Viewer): Promise<FactorsView> {
    const factors = await this.em.fork().find(StaffFactor, { user: me.userId, confirmedAt: { $ne: null } }, { orderBy: { createdAt: 'asc' } });
    const [left] = await this.em.execute<{ n: number }[]>('select count(*)::int as n from staff_recovery_codes where user_id = ? and used_at is null', [me.userId]);
    return {
      factors: factors.map((f) => ({ id: f.id, kind: f.kind, name: f.name, createdAt: f.createdAt, lastUsedAt: f.lastUsedAt ?? null })),
      recoveryCodesLeft: left?.n ?? 0,
      required: this.isRequired(me.role),
    };
  }

  private async confirmedCount(em: EntityManager, userId: string): Promise<number> {
    return em.count(StaffFactor, { user: userId, confirmedAt: { $ne: null } });
  }

  private isRequired(role: Role): boolean {
    return this.deps.requiredRoles.includes(role);
  }

  /** Staff, even a session still limited to its enrolment (so no role check through requireRole). */
  private staff(viewer: Viewer | null): Viewer {
    const me = requireViewer(viewer);
    if (!FACTOR_ROLES.includes(me.role)) throw forbidden();
    return me;
  }
}
