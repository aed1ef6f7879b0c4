import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { dayOf, type Clock } from '../../core/clock.js';
import { AppError, notFound, forbidden } from '../../core/errors.js';
import { isUuid, parseInput, pgArray } from '../../core/validate.js';
import { hostelScope, outOfScope, requireStaff, requireViewer, type Viewer } from '../../core/viewer.js';
import { hashPassword } from '../../core/password.js';
import type { RequestGuard } from '../../core/limits.js';
import { User } from './user.entity.js';
import { Role } from '../../core/enums.js';
import { adminInput, settingsInput, signupInput, type SignupInput } from './user.validate.js';
import type { SignupGate } from './signup-gate.js';
import { PASSWORDS_ONLY, type SignInPolicy } from '../../core/sign-in-policy.js';

const DUPLICATE: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: 'An account with this email already exists.' },
  users_enrollment_id_unique: { field: 'enrollmentId', message: 'An account with this enrollment ID already exists.' },
};

export class UserService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    /** Absent for the command-line tools, which no stranger can reach. */
    private readonly guard?: RequestGuard,
    /** Who the campus lets sign up (the roster's rule); absent, anyone. */
    private readonly gate?: SignupGate,
    /** Who signs in how: students who sign in only through the campus's provider sign up there too. */
    private readonly policy: SignInPolicy = PASSWORDS_ONLY,
  ) {}

  /**
   * Creates a student account; every field is checked here, once. The campus's gate refuses a
   * student it does not admit before the password is hashed, and admits one in the account's
   * own transaction (an invitation is used exactly when the account is created).
   */
  async signup(input: SignupInput): Promise<User> {
    if (this.policy.students === 'sso') throw new AppError('FORBIDDEN', `Students sign in with ${this.policy.campusName ?? 'their campus account'}: no password is needed here.`);
    const { name, email, password, gender, enrollmentId, address, phoneNumber, dob, invite } = parseInput(signupInput(dayOf(this.clock())), input);
    if (this.guard) await this.guard.throttle.take('signupPerAddress', this.guard.address);
    const claim = { enrollmentId, email, gender, invite };
    await this.gate?.check(claim);
    const passwordHash = await hashPassword(password);
    try {
      return await this.em.transactional(async (em) => {
        const user = em.create(User, {
          role: Role.STUDENT,
          name,
          email,
          passwordHash,
          gender,
          enrollmentId,
          address: address ?? null,
          phoneNumber: phoneNumber ?? null,
          dob: dob ?? null,
        });
        await em.flush();
        await this.gate?.admit(em, claim, user.id);
        return user;
      });
    } catch (error) {
      throw duplicateError(error) ?? error;
    }
  }

  /** A profile: one's own; any for an admin; a student of their hostels for a warden. */
  async profile(viewer: Viewer | null, id: string): Promise<User> {
    const caller = requireViewer(viewer);
    if (caller.userId !== id && caller.role !== Role.ADMIN) {
      if (caller.role !== Role.WARDEN || !isUuid(id)) throw forbidden();
      if (!(await studentInScope(this.em, caller, id))) throw outOfScope();
    }
    const user = isUuid(id) ? await this.em.findOne(User, { id }) : null;
    if (!user) throw notFound('User');
    return user;
  }

  /**
   * The caller's own settings. Fields left out stay as they are; a blank guardian field clears
   * it. Only students have a guardian.
   */
  async updateSettings(viewer: Viewer | null, input: Record<string, unknown>): Promise<User> {
    const caller = requireViewer(viewer);
    const settings = parseInput(settingsInput, input);
    const user = await this.em.findOneOrFail(User, { id: caller.userId });
    const guardian = (['guardianName', 'guardianEmail', 'guardianPhone'] as const).filter((k) => input[k] !== undefined);
    if (guardian.length > 0 && user.role !== Role.STUDENT) throw forbidden();
    for (const key of guardian) user[key] = settings[key] ?? null;
    if (typeof settings.emailNotifications === 'boolean') user.emailNotifications = settings.emailNotifications;
    await this.em.flush();
    return user;
  }

  /** The logged-in user, or null. */
  async me(viewer: Viewer | null): Promise<User | null> {
    return viewer ? this.em.findOne(User, { id: viewer.userId }) : null;
  }

  /** Staff: how many students are enrolled (a warden: hold a bed in their hostels). */
  async countStudents(viewer: Viewer | null): Promise<number> {
    const scope = hostelScope(requireStaff(viewer));
    if (scope === null) return this.em.count(User, { role: Role.STUDENT });
    const [row] = await this.em.execute<{ n: number }[]>(
      'select count(o.student_id)::int as n from room_occupancies o join rooms r on r.id = o.room_id where r.hostel_id = any(?::uuid[])',
      [pgArray(scope)],
    );
    return row!.n;
  }

  /** Creates or updates an admin account (the create-admin command); never reachable over HTTP. */
  async upsertAdmin(input: { email?: unknown; password?: unknown; name?: unknown }): Promise<{ user: User; created: boolean }> {
    const { email, password, name } = parseInput(adminInput, input);
    const existing = await this.em.findOne(User, { email });
    if (existing && existing.role !== Role.ADMIN) {
      throw new AppError('CONFLICT', `${email} belongs to a student account; use another email.`, [
        { field: 'email', message: 'This email belongs to a student account.' },
      ]);
    }
    const passwordHash = await hashPassword(password);
    const user = existing ?? this.em.create(User, { role: Role.ADMIN, email, name, passwordHash });
    Object.assign(user, { name, passwordHash });
    await this.em.flush();
    return { user, created: !existing };
  }
}

function duplicateError(error: unknown): AppError | undefined {
  if (!(error instanceof UniqueConstraintViolationException)) return undefined;
  const constraint = (error as { constraint?: string }).constraint ?? '';
  const known = DUPLICATE[constraint] ?? Object.entries(DUPLICATE).find(([name]) => error.message.includes(name))?.[1];
  return known ? new AppError('CONFLICT', known.message, [known]) : undefined;
}

/**
 * Whether a student belongs to a warden's hostels: they hold a bed there, or asked for a room or
 * an outpass there. An admin's scope holds every student.
 */
export async function studentInScope(em: EntityManager, viewer: Viewer, studentId: string): Promise<boolean> {
  const scope = hostelScope(viewer);
  if (scope === null) return true;
  const [row] = await em.execute<{ yes: boolean }[]>(
    `select exists (select 1 from room_occupancies o join rooms r on r.id = o.room_id where o.student_id = ? and r.hostel_id = any(?::uuid[]))
         or exists (select 1 from room_requests q join rooms r on r.id = q.room_id where (q.student_id = ? or q.roommate_id = ?) and r.hostel_id = any(?::uuid[]))
         or exists (select 1 from outpasses p where p.student_id = ? and p.hostel_id = any(?::uuid[])) as yes`,
    [studentId, pgArray(scope), studentId, studentId, pgArray(scope), studentId, pgArray(scope)],
  );
  return row!.yes;
}
