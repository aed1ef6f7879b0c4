import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../core/clock.js';
import { AppError, forbidden, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import { hashPassword } from '../../core/password.js';
import { isUuid, parseInput, pgArray, isoOf } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { Role, type Trade } from '../../core/enums.js';
import type { StaffStatus, StaffView } from './staff.views.js';
import type { AuditLog } from '../audit/index.js';
import type { SessionService } from '../auth/index.js';
import type { MailQueue } from '../mail/index.js';
import { User } from '../user/index.js';
import { clearTrade, setTrade } from '../repairs/index.js';
import { StaffHostel } from './staff-hostel.entity.js';
import { StaffInvite } from './staff-invite.entity.js';
import { acceptInviteInput, HOSTEL_ROLES, inviteInput, updateStaffInput } from './staff.validate.js';

export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;
const INVALID_LINK = 'This invitation link is invalid, used or expired. Ask the hostel office for a new one.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled_at: Date | null;
  has_password: boolean;
  invited_at: Date | string | null;
  created_at: Date | string;
  hostels: { id: string; name: string }[] | null;
  trade: Trade | null;
}

const toStaffView = (row: StaffRow): StaffView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  hostels: row.hostels ?? [],
  trade: row.trade,
  status: (row.disabled_at ? 'DISABLED' : row.has_password ? 'ACTIVE' : 'INVITED') satisfies StaffStatus,
  invitedAt: row.invited_at ? isoOf(row.invited_at) : null,
  createdAt: isoOf(row.created_at),
});

export interface StaffDeps {
  sessions: SessionService;
  mail: MailQueue;
  clock: Clock;
  audit: AuditLog;
  /** Where the shell lives: invitation links point at it. */
  publicUrl: string;
}

/**
 * The office's people: admins invite wardens (or admins) by email, choose a warden's hostels,
 * change roles and disable accounts. Every change is audited in its own transaction, and a
 * change of role or hostels reaches the person's live sessions at once.
 */
export class StaffService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: StaffDeps,
  ) {}

  /** Every admin and warden, with their hostels and whether they have set a password yet. */
  async list(viewer: Viewer | null): Promise<StaffView[]> {
    requireRole(viewer, Role.ADMIN);
    return (await this.rows()).map(toStaffView);
  }

  /**
   * A new staff account with no password, and a mail with a one-time link to set one (72 hours).
   * The account, its hostels, its invitation, the mail job and the audit event commit together.
   */
  async invite(viewer: Viewer | null, input: { email?: unknown; name?: unknown; role?: unknown; hostelIds?: unknown; trade?: unknown }): Promise<StaffView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { email, name, role, hostelIds, trade } = parseInput(inviteInput, input);
    const id = await this.em.transactional(async (em) => {
      const existing = await em.findOne(User, { email });
      if (existing) {
        throw new AppError('CONFLICT', `${email} already has a DormSpace account.`, [{ field: 'email', message: 'This email already has an account.' }]);
      }
      const hostels = await this.hostelsNamed(em, HOSTEL_ROLES.includes(role) ? hostelIds : []);
      const user = em.create(User, { role, name, email, passwordHash: null });
      await em.flush();
      for (const hostel of hostels) em.create(StaffHostel, { user: user.id, hostel: hostel.id });
      if (role === Role.MAINTENANCE && trade) await setTrade(em, user.id, trade);
      await this.issueInvite(em, user, hostels.map((h) => h.name));
      await this.deps.audit.record(em, admin, {
        action: 'account.invited',
        objectType: 'account',
        objectId: user.id,
        after: { email, name, role, hostels: hostels.map((h) => h.name), ...(trade && role === Role.MAINTENANCE ? { trade } : {}) },
      });
      return user.id;
    });
    return this.one(id);
  }

  /** A fresh link for someone who has not set a password yet; the old link stops working. */
  async resendInvite(viewer: Viewer | null, id: string): Promise<StaffView> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.em.transactional(async (em) => {
      const user = await this.lockStaff(em, id);
      if (user.passwordHash) throw new AppError('CONFLICT', `${user.name} has already set a password.`);
      const hostels = await em.execute<{ name: string }[]>('select h.name from staff_hostels s join hostels h on h.id = s.hostel_id where s.user_id = ? order by h.name', [id]);
      await this.issueInvite(em, user, hostels.map((h) => h.name));
      await this.deps.audit.record(em, admin, { action: 'account.invite_resent', objectType: 'account', objectId: id });
    });
    return this.one(id);
  }

  /** Sets a staff member's role and (for a warden) hostels, (for maintenance) trade; their sessions see it on their next request. */
  async update(viewer: Viewer | null, id: string, input: { role?: unknown; hostelIds?: unknown; trade?: unknown }): Promise<StaffView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { role, hostelIds, trade } = parseInput(updateStaffInput, input);
    if (id === admin.userId && role !== Role.ADMIN) throw new AppError('CONFLICT', 'You cannot take away your own admin role; ask another admin.');
    await this.em.transactional(async (em) => {
      const user = await this.lockStaff(em, id);
      const [before] = (await this.rows(em, id)).map(toStaffView);
      const hostels = await this.hostelsNamed(em, HOSTEL_ROLES.includes(role) ? hostelIds : []);
      user.role = role;
      await em.nativeDelete(StaffHostel, { user: id });
      for (const hostel of hostels) em.create(StaffHostel, { user: id, hostel: hostel.id });
      await em.flush();
      if (role === Role.MAINTENANCE && trade) await setTrade(em, id, trade);
      else await clearTrade(em, id);
      await this.deps.audit.record(em, admin, {
        action: 'account.staff_changed',
        objectType: 'account',
        objectId: id,
        before: { role: before!.role, hostels: before!.hostels.map((h) => h.name), trade: before!.trade },
        after: { role, hostels: hostels.map((h) => h.name), trade: role === Role.MAINTENANCE ? trade : null },
      });
    });
    this.deps.sessions.refresh(id);
    return this.one(id);
  }

  /**
   * Disables an account (staff or student): it cannot log in, and every session it holds ends at
   * once on every instance. Enabling lets it log in again. Nobody disables themselves.
   */
  async setDisabled(viewer: Viewer | null, id: string, disabled: boolean): Promise<{ id: string; disabled: boolean }> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!isUuid(id)) throw notFound('Account');
    if (id === admin.userId) throw new AppError('CONFLICT', 'You cannot disable your own account.');
    await this.em.transactional(async (em) => {
      if ((await lockRows(em, 'users', [id])).size === 0) throw notFound('Account');
      const user = await em.findOneOrFail(User, { id }, { refresh: true });
      if (Boolean(user.disabledAt) === disabled) return;
      user.disabledAt = disabled ? this.deps.clock() : null;
      await this.deps.audit.record(em, admin, {
        action: disabled ? 'account.disabled' : 'account.enabled',
        objectType: 'account',
        objectId: id,
        studentId: user.role === Role.STUDENT ? id : null,
        before: { disabled: !disabled },
        after: { disabled },
      });
    });
    if (disabled) await this.deps.sessions.revokeAllOf(id);
    return { id, disabled };
  }

  /** Follows an invitation link: sets the first password, once. Returns the account, to log in. */
  async acceptInvite(input: { token?: unknown; password?: unknown }): Promise<User> {
    const { token, password } = parseInput(acceptInviteInput, input);
    const passwordHash = await hashPassword(password);
    const user = await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ id: string }[]>('select id from staff_invites where token_hash = ? for update', [hashOf(token)]);
      const invite = row && (await em.findOne(StaffInvite, { id: row.id }, { populate: ['user'], refresh: true }));
      if (!invite || invite.usedAt || invite.expiresAt <= this.deps.clock() || invite.user.disabledAt) {
        throw new AppError('BAD_USER_INPUT', INVALID_LINK, [{ field: 'token', message: INVALID_LINK }]);
      }
      invite.usedAt = this.deps.clock();
      invite.user.passwordHash = passwordHash;
      await em.flush();
      const actor: Viewer = { userId: invite.user.id, role: invite.user.role, sessionId: '', gender: null, hostelIds: [] };
      await this.deps.audit.record(em, actor, { action: 'account.invite_accepted', objectType: 'account', objectId: invite.user.id });
      return invite.user;
    });
    return user;
  }

  private async issueInvite(em: EntityManager, user: User, hostelNames: string[]): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await em.nativeDelete(StaffInvite, { user: user.id });
    em.create(StaffInvite, { user: user.id, tokenHash: hashOf(token), expiresAt: new Date(this.deps.clock().getTime() + INVITE_TTL_MS) });
    await em.flush();
    const what = user.role === Role.WARDEN ? `as the warden of ${hostelNames.join(', ')}` : user.role === Role.GUARD ? `as a gate guard${hostelNames.length ? ` (the front desk of ${hostelNames.join(', ')})` : ''}` : user.role === Role.MAINTENANCE ? 'as maintenance staff' : 'as an administrator';
    // The token rides in the fragment (#), which browsers never send to a server or put in a log.
    const link = `${this.deps.publicUrl.replace(/\/+$/, '')}/welcome#invite=${token}`;
    await this.deps.mail.enqueue(em, {
      to: user.email,
      subject: 'You are invited to DormSpace',
      text: `Hello ${user.name},\n\nYou have been invited to DormSpace ${what}.\nSet your password here; the link works once, within 3 days:\n\n${link}\n\nIf you did not expect this, ignore this mail.`,
    });
  }

  private async lockStaff(em: EntityManager, id: string): Promise<User> {
    if (!isUuid(id) || (await lockRows(em, 'users', [id])).size === 0) throw notFound('Staff member');
    const user = await em.findOneOrFail(User, { id }, { refresh: true });
    if (user.role === Role.STUDENT) throw forbidden();
    return user;
  }

  private async hostelsNamed(em: EntityManager, ids: string[]): Promise<{ id: string; name: string }[]> {
    if (ids.length === 0) return [];
    const rows = await em.execute<{ id: string; name: string }[]>('select id, name from hostels where id = any(?::uuid[]) order by name', [pgArray(ids)]);
    if (rows.length !== ids.length) throw new AppError('BAD_USER_INPUT', 'Choose hostels from the list.', [{ field: 'hostelIds', message: 'Choose hostels from the list.' }]);
    return rows;
  }

  private async one(id: string): Promise<StaffView> {
    const [row] = await this.rows(this.em, id);
    if (!row) throw notFound('Staff member');
    return toStaffView(row);
  }

  private rows(em: EntityManager = this.em, id?: string): Promise<StaffRow[]> {
    return em.execute<StaffRow[]>(
      `select u.id, u.name, u.email, u.role, u.disabled_at, u.password_hash is not null as has_password, u.created_at,
              i.created_at as invited_at, (select m.trade from maintenance_staff m where m.user_id = u.id) as trade,
              (select json_agg(json_build_object('id', h.id, 'name', h.name) order by h.name)
                 from staff_hostels s join hostels h on h.id = s.hostel_id where s.user_id = u.id) as hostels
         from users u left join staff_invites i on i.user_id = u.id
        where u.role <> 'student' ${id ? 'and u.id = ?' : ''}
        order by u.role, u.name`,
      id ? [id] : [],
    );
  }
}
