import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import type { Gender } from '../../core/enums.js';
import { AppError, type FieldError } from '../../core/errors.js';
import { sha256Hex } from '../../core/secrets.js';
import { OPEN_YEAR_SQL } from '../year/index.js';
import type { SignupClaim, SignupGate } from '../user/index.js';
import { signupModeOf } from './campus-settings.service.js';
import { inviteToken } from './roster.validate.js';
import { SignupMode } from './signup-mode.js';

export const NOT_ON_ROSTER = "Your enrollment ID is not on the hostel office's roster. Ask the hostel office to add you.";
export const OTHER_EMAIL = 'This email is not the one the hostel office has for your enrollment ID.';
export const OTHER_GENDER = 'This gender is not the one the hostel office has for your enrollment ID.';
export const OTHER_STUDENT = 'This enrollment ID is not the one your invitation is for.';
export const INVALID_INVITATION = 'This invitation link is invalid, used or expired. Ask the hostel office for a new one.';

interface Entry {
  enrollment_id: string;
  email: string;
  gender: Gender;
}

/** The fields of a claim that differ from what the office has; each with the form's message. */
function differences(claim: SignupClaim, entry: Entry): FieldError[] {
  const fields: FieldError[] = [];
  if (claim.enrollmentId !== entry.enrollment_id) fields.push({ field: 'enrollmentId', message: OTHER_STUDENT });
  if (claim.email !== entry.email) fields.push({ field: 'email', message: OTHER_EMAIL });
  if (claim.gender !== entry.gender) fields.push({ field: 'gender', message: OTHER_GENDER });
  return fields;
}

/** NOT_ON_ROSTER (403): not on the roster at all, or (naming the fields) not as the office has it. */
const refusal = (fields: FieldError[]) =>
  fields.length === 0
    ? new AppError('NOT_ON_ROSTER', NOT_ON_ROSTER, [{ field: 'enrollmentId', message: NOT_ON_ROSTER }])
    : new AppError('NOT_ON_ROSTER', fields.map((f) => f.message).join(' '), fields);

/**
 * Signup's roster check (GraphQL's `signup` and the spec's REST signup both reach it through
 * the user service). With an invitation: the invitation must be live, and the form must be the
 * invited student's (enrollment ID, email, gender), in either mode. Without one, in roster mode:
 * the enrollment ID must be on the roster with the same email and gender. In open mode anyone
 * may sign up, as the spec has it. A student who signs up is linked to their roster entry.
 */
export class RosterSignupGate implements SignupGate {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { clock: Clock; signupMode: SignupMode },
  ) {}

  async check(claim: SignupClaim): Promise<void> {
    await this.judge(this.em, claim, false);
  }

  async admit(em: EntityManager, claim: SignupClaim, userId: string): Promise<void> {
    const inviteId = await this.judge(em, claim, true);
    if (inviteId) await em.execute('update roster_invites set used_at = ? where id = ?', [this.deps.clock(), inviteId]);
    await em.execute('update roster_entries set user_id = ? where enrollment_id = ? and user_id is null', [userId, claim.enrollmentId]);
  }

  /** Refuses a claim the campus does not admit; the invitation it uses, if any. */
  private async judge(em: EntityManager, claim: SignupClaim, lock: boolean): Promise<string | null> {
    if (claim.invite !== undefined) {
      const [invite] = inviteToken.safeParse(claim.invite).success
        ? await em.execute<(Entry & { id: string; used_at: Date | null; expires_at: Date | string })[]>(
            `select i.id, i.used_at, i.expires_at, r.enrollment_id, r.email, r.gender
               from roster_invites i join roster_entries r on r.enrollment_id = i.enrollment_id
              where i.token_hash = ? ${lock ? 'for update of i' : ''}`,
            [sha256Hex(claim.invite)],
          )
        : [];
      if (!invite || invite.used_at || new Date(invite.expires_at) <= this.deps.clock()) {
        throw new AppError('BAD_USER_INPUT', INVALID_INVITATION, [{ field: 'invite', message: INVALID_INVITATION }]);
      }
      const fields = differences(claim, invite);
      if (fields.length > 0) throw refusal(fields);
      return invite.id;
    }
    if ((await signupModeOf(em, this.deps.signupMode)) === SignupMode.OPEN) return null;
    // On the open year's roster; or, before the open year has one (a year just closed, its roster
    // not yet carried or imported), on the roster the closed year kept.
    const [entry] = await em.execute<Entry[]>(
      `select enrollment_id, email, gender from roster_entries r
        where enrollment_id = ? and (r.academic_year_id = ${OPEN_YEAR_SQL} or not exists (select 1 from roster_entries where academic_year_id = ${OPEN_YEAR_SQL}))`,
      [claim.enrollmentId],
    );
    if (!entry) throw refusal([]);
    const fields = differences(claim, entry);
    if (fields.length > 0) throw refusal(fields);
    return null;
  }
}
