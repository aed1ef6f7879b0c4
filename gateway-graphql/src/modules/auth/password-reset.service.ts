import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { RequestGuard } from '../../core/limits.js';
import { parseInput } from '../../core/validate.js';
import { sendCodeInput, verifyCodeInput } from './auth.validate.js';
import type { MailQueue } from '../mail/index.js';
import { User } from '../user/index.js';
import { hashPassword, verifyPassword } from '../../core/password.js';
import { PasswordResetCode } from './password-reset-code.entity.js';
import type { SessionService } from './session.service.js';
import { newResetCode } from './token.js';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** The same words whether or not the email belongs to someone. */
export const CODE_SENT = 'If an account exists for that email, a code has been sent to it.';
const INVALID_CODE = 'The code is invalid or has expired. Please request a new one.';

/** Password reset by a 6-digit one-time code sent by mail. */
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    private readonly guard: RequestGuard,
  ) {}

  /** Issues a fresh code (killing any older one) and mails it; answers alike for unknown emails. */
  async sendCode(input: { email?: unknown }): Promise<string> {
    const { email } = parseInput(sendCodeInput, input);
    await this.guard.throttle.take('resetCodePerAddress', this.guard.address);
    await this.guard.throttle.take('resetCodePerAccount', email);

    const code = newResetCode();
    const codeHash = await hashPassword(code); // hashed for unknown emails too: same cost either way
    const user = await this.em.findOne(User, { email });
    if (!user) return CODE_SENT;

    // The code and its mail commit together: no code without its mail, no mail for a lost code.
    await this.em.transactional(async (em) => {
      await em.nativeDelete(PasswordResetCode, { user });
      em.create(PasswordResetCode, { user, codeHash, expiresAt: new Date(this.clock().getTime() + RESET_CODE_TTL_MS) });
      await em.flush();
      await this.mail.enqueue(em, {
        to: user.email,
        subject: 'Your DormSpace password reset code',
        text: `Your code is ${code}. It works once, within 10 minutes. If you did not ask for it, ignore this mail.`,
      });
    });
    return CODE_SENT;
  }

  /** Checks the code and sets the new password; a miss counts towards the limit even though it fails. */
  async verifyCode(input: { email?: unknown; verifyOtp?: unknown; newPassword?: unknown }): Promise<string> {
    const { email, verifyOtp: code, newPassword } = parseInput(verifyCodeInput, input);
    const { throttle, address } = this.guard;
    await throttle.check('codeCheckPerAddress', address);
    await throttle.take('codeCheckPerAccount', email);

    const passwordHash = await hashPassword(newPassword);
    // The id of the user whose password changed, or null when the code did not work.
    const changed = await this.em.transactional(async (em): Promise<string | null> => {
      const user = await em.findOne(User, { email });
      const row = user
        ? await em.findOne(PasswordResetCode, { user, usedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!user || !row || row.expiresAt <= this.clock() || row.attempts >= RESET_CODE_MAX_ATTEMPTS) return null;
      if (!(await verifyPassword(row.codeHash, code))) {
        row.attempts += 1;
        return null;
      }
      row.usedAt = this.clock();
      // A new hash is a new generation of the account's login counters (loginAccountKey): the
      // locks guessers caused on it, from any address, lift with the reset.
      user.passwordHash = passwordHash;
      return user.id;
    });
    if (!changed) {
      await throttle.charge('codeCheckPerAddress', address);
      throw new AppError('BAD_USER_INPUT', INVALID_CODE, [{ field: 'verifyOtp', message: INVALID_CODE }]);
    }
    await this.sessions.revokeAllOf(changed); // every existing login ends with the old password
    return 'Password Changed successfully!';
  }
}
