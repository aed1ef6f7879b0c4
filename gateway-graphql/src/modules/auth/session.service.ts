import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import type { Viewer } from '../../core/viewer.js';
import type { IssuedSession } from '../../core/request-context.js';
import type { User } from '../user/index.js';
import { Session } from './session.entity.js';
import { hashToken, newSessionToken } from './token.js';
import type { SessionCache } from './session.cache.js';
import { prepared } from '../../core/prepared.js';
import { pgArray } from '../../core/validate.js';

/** A live session and who holds it: read once per session and gateway, by every student on selection day (a prepared statement, core/prepared.ts). */
const sessionOf = prepared<{ session_id: string; user_id: string; role: Viewer['role']; gender: Viewer['gender']; expires_at: Date; hostel_ids: string[] | null; has_factor: boolean | null }>(
  'session-of-token',
  `select s.id as session_id, u.id as user_id, u.role, u.gender, s.expires_at,
          case when u.role in ('warden', 'guard') then array(select h.hostel_id::text from staff_hostels h where h.user_id = u.id order by 1) end as hostel_ids,
          -- A sign-in through the campus provider is for the provider to check (docs/decisions/0155).
          case when u.role <> 'student' then s.sso_account_id is not null or exists(select 1 from staff_factors f where f.user_id = u.id and f.confirmed_at is not null) end as has_factor
     from sessions s join users u on u.id = s.user_id
    where s.token_hash = ? and s.expires_at > ? and u.disabled_at is null`,
);

/**
 * A new login's row, and this user's expired ones gone, in one statement (a prepared statement,
 * core/prepared.ts): a login storm runs it once per login. Through the ORM it was a delete, then a
 * flush's begin, insert and commit: four round trips and a unit-of-work pass on the event loop,
 * which shares its cores with the hash workers (docs/benchmarks.md, section 5). The two parts
 * touch different rows (the new one is not expired), so one snapshot serves both.
 */
const issueSession = prepared<never>(
  'session-issue',
  `with expired as (delete from sessions where user_id = ? and expires_at <= ?)
   insert into sessions (user_id, token_hash, expires_at, sso_account_id, sso_sid) values (?, ?, ?, ?, ?)`,
);

/** Sessions stored server-side (hashed), so any gateway instance accepts them and logout is real. */
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly cache: SessionCache,
    /** The roles that must hold a second factor: their sessions without one reach only its enrolment (docs/decisions/0155). */
    private readonly requiredFactorRoles: readonly Viewer['role'][] = [],
  ) {}

  /**
   * A new random token at every login. `campus`: the identity (sso_accounts) and provider session
   * (`sid`) of a sign-in through single sign-on, whose back-channel logout ends this login.
   */
  async issue(user: Pick<User, 'id'>, campus?: { ssoAccountId: string; sid?: string }): Promise<IssuedSession> {
    const token = newSessionToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await issueSession(this.em, [user.id, now, user.id, hashToken(token), expiresAt, campus?.ssoAccountId ?? null, campus?.sid ?? null]);
    return { token, expiresAt };
  }

  /**
   * Ends the logins a campus identity began (a provider's back-channel logout): those of its
   * provider session `sid` when given, else every one of the identity, on every instance.
   * Returns how many ended.
   */
  async revokeCampusSessions(ssoAccountIds: string[], sid: string | undefined): Promise<number> {
    if (ssoAccountIds.length === 0) return 0;
    const ended = await this.em.execute<{ id: string }[]>(
      `delete from sessions where sso_account_id = any(?::uuid[]) ${sid ? 'and sso_sid = ?' : ''} returning id`,
      sid ? [pgArray(ssoAccountIds), sid] : [pgArray(ssoAccountIds)],
    );
    for (const { id } of ended) this.cache.revoked({ sessionId: id });
    return ended.length;
  }

  /** The campus identity a login came through (single sign-on), or null. */
  async campusIdentityOf(sessionId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ sso_account_id: string | null }[]>('select sso_account_id from sessions where id = ?', [sessionId]);
    return row?.sso_account_id ?? null;
  }


  /** The viewer behind a token, or null when it is unknown, revoked or expired. */
  async resolve(token: string | undefined): Promise<Viewer | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const now = this.clock();
    const cached = this.cache.get(tokenHash, now.getTime());
    if (cached) return cached;
    const rows = await sessionOf(this.em, [tokenHash, now]);
    const row = rows[0];
    if (!row) return null;
    const viewer: Viewer = { sessionId: row.session_id, userId: row.user_id, role: row.role, gender: row.gender, hostelIds: row.hostel_ids ?? [], expiresAt: new Date(row.expires_at).getTime() };
    if (row.has_factor === false && this.requiredFactorRoles.includes(row.role)) viewer.enrolmentOnly = true;
    this.cache.set(tokenHash, viewer, new Date(row.expires_at), now.getTime());
    return viewer;
  }

  /** Ends one login, on every instance. */
  async revoke(sessionId: string): Promise<void> {
    await this.em.nativeDelete(Session, { id: sessionId });
    this.cache.revoked({ sessionId });
  }

  /** A user's role or hostels changed: every instance re-reads their sessions on the next request. */
  refresh(userId: string): void {
    this.cache.revoked({ userId });
  }

  /** Ends every login of a user (after a password reset), on every instance. */
  async revokeAllOf(userId: string): Promise<void> {
    await this.em.nativeDelete(Session, { user: userId });
    this.cache.revoked({ userId });
  }
}
