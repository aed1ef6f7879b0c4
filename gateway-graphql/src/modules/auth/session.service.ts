import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import type { Viewer } from '../../core/viewer.js';
import type { User } from '../user/user.entity.js';
import { Session } from './session.entity.js';
import { hashToken, newSessionToken } from './token.js';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** Sessions stored server-side (hashed), so any gateway instance accepts them and logout is real. */
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  /** A new random token at every login. */
  async issue(user: User): Promise<IssuedSession> {
    const token = newSessionToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.em.nativeDelete(Session, { user, expiresAt: { $lte: now } }); // this user's dead logins
    this.em.create(Session, { user, tokenHash: hashToken(token), expiresAt });
    await this.em.flush();
    return { token, expiresAt };
  }

  /** The viewer behind a token, or null when it is unknown, revoked or expired. */
  async resolve(token: string | undefined): Promise<Viewer | null> {
    if (!token || token.length > 100) return null;
    const rows = await this.em
      .getConnection()
      .execute<{ session_id: string; user_id: string; role: Viewer['role'] }[]>(
        `select s.id as session_id, u.id as user_id, u.role
           from sessions s join users u on u.id = s.user_id
          where s.token_hash = ? and s.expires_at > ?`,
        [hashToken(token), this.clock()],
      );
    const row = rows[0];
    return row ? { sessionId: row.session_id, userId: row.user_id, role: row.role } : null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.nativeDelete(Session, { id: sessionId });
  }
}
