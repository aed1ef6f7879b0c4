import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, type Gender } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import { oneTimeToken, sha256Hex } from '../../core/secrets.js';
import { parseInput, pgArray } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { OPEN_YEAR_SQL } from '../year/index.js';
import { lockRoster, type RosterDeps } from './roster.shared.js';
import { inviteInput, inviteToken } from './roster.validate.js';

/** An invitation to sign up lasts as long as a staff invitation: 3 days. */
export const ROSTER_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** What an invitation link pre-fills on the signup form. */
export interface RosterInvitationView {
  enrollmentId: string;
  name: string;
  email: string;
  gender: Gender;
}

/** A rostered student who may still be invited: no account holds their enrollment ID or their email. */
/** On the open year's roster (a closed year keeps its finished students' entries). */
const ON_THIS_YEARS = `r.academic_year_id = ${OPEN_YEAR_SQL}`;
const HAS_NO_ACCOUNT = 'r.user_id is null and not exists (select 1 from users u where u.enrollment_id = r.enrollment_id or u.email = r.email)';

/** The roster's invitations to sign up: the office mails them, the signup page reads them. RosterService delegates to it. */
export class RosterInviteService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<RosterDeps, 'clock' | 'audit' | 'mail' | 'publicUrl'>,
  ) {}

  /**
   * Admin: mails each named student of the open year's roster (null: every one not invited yet)
   * who has no account a one-time link to sign up (3 days); a new link replaces an old one. Answers
   * how many were sent. The links, the mails and one audit event commit together. A student a
   * closed year kept (one who finished) is not on this year's roster, and is not invited.
   */
  async invite(viewer: Viewer | null, input: { enrollmentIds?: unknown }): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { enrollmentIds } = parseInput(inviteInput, input);
    const now = this.deps.clock();
    return this.em.transactional(async (em) => {
      await lockRoster(em);
      if (enrollmentIds) {
        const known = await em.execute<{ enrollment_id: string }[]>(`select enrollment_id from roster_entries r where ${ON_THIS_YEARS} and enrollment_id = any(?::text[])`, [
          pgArray(enrollmentIds),
        ]);
        const unknown = enrollmentIds.filter((id) => !known.some((k) => k.enrollment_id === id));
        if (unknown.length > 0) {
          const message = `Not on this year's roster: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}.`;
          throw new AppError('BAD_USER_INPUT', message, [{ field: 'enrollmentIds', message }]);
        }
      }
      const students = await em.execute<{ enrollment_id: string; name: string; email: string }[]>(
        `select r.enrollment_id, r.name, r.email from roster_entries r
          where ${ON_THIS_YEARS} and ${enrollmentIds ? 'r.enrollment_id = any(?::text[])' : 'r.invited_at is null'} and ${HAS_NO_ACCOUNT}
          order by r.enrollment_id`,
        enrollmentIds ? [pgArray(enrollmentIds)] : [],
      );
      if (students.length === 0) return 0;
      const tokens = students.map(() => oneTimeToken());
      const ids = pgArray(students.map((s) => s.enrollment_id));
      await em.execute(
        `insert into roster_invites (enrollment_id, token_hash, expires_at)
         select f.enrollment_id, f.token_hash, ? from unnest(?::text[], ?::text[]) as f(enrollment_id, token_hash)
         on conflict (enrollment_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, used_at = null, created_at = now()`,
        [new Date(now.getTime() + ROSTER_INVITE_TTL_MS), ids, pgArray(tokens.map(sha256Hex))],
      );
      await em.execute('update roster_entries set invited_at = ? where enrollment_id = any(?::text[])', [now, ids]);
      const base = this.deps.publicUrl.replace(/\/+$/, '');
      for (const [i, student] of students.entries()) {
        // The token rides in the fragment (#), which browsers never send to a server or put in a log.
        await this.deps.mail.enqueue(em, {
          to: student.email,
          subject: 'Sign up for your hostel on DormSpace',
          text:
            `Hello ${student.name},\n\nThe hostel office has put you on its roster (enrollment ID ${student.enrollment_id}).\n` +
            `Sign up for DormSpace here; the link works once, within 3 days:\n\n${base}/signup#invite=${tokens[i]}\n\n` +
            'If you did not expect this, ignore this mail.',
        });
      }
      await this.deps.audit.record(em, admin, {
        action: 'roster.invited',
        objectType: 'roster',
        objectId: 'roster',
        after: { sent: students.length, ...(students.length <= 20 ? { enrollmentIds: students.map((s) => s.enrollment_id) } : {}) },
      });
      return students.length;
    });
  }

  /** Anyone: what an invitation link pre-fills on the signup form; null when it is unknown, used or expired. */
  async invitation(token: unknown): Promise<RosterInvitationView | null> {
    if (!inviteToken.safeParse(token).success) return null;
    const [row] = await this.em.execute<{ enrollment_id: string; name: string; email: string; gender: Gender }[]>(
      `select r.enrollment_id, r.name, r.email, r.gender from roster_invites i join roster_entries r on r.enrollment_id = i.enrollment_id
        where i.token_hash = ? and i.used_at is null and i.expires_at > ? and ${HAS_NO_ACCOUNT}`,
      [sha256Hex(String(token)), this.deps.clock()],
    );
    return row ? { enrollmentId: row.enrollment_id, name: row.name, email: row.email, gender: row.gender } : null;
  }
}
