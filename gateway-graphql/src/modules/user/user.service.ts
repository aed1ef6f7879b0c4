import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { dayOf, type Clock } from '../../core/clock.js';
import { AppError, notFound, forbidden } from '../../core/errors.js';
import { InputCheck, isUuid } from '../../core/validate.js';
import { requireRole, requireViewer, type Viewer } from '../../core/viewer.js';
import { hashPassword } from '../../core/password.js';
import { User } from './user.entity.js';
import { Gender, Role } from '../../core/enums.js';

/** What a signup form sends. The role is never read: signup makes students. */
export interface SignupInput {
  name?: unknown;
  email?: unknown;
  password?: unknown;
  address?: unknown;
  dob?: unknown;
  phoneNumber?: unknown;
  gender?: unknown;
  enrollmentId?: unknown;
}

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
const ENROLLMENT_ID = /^[A-Z0-9][A-Z0-9/-]{1,39}$/;

const DUPLICATE: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: 'An account with this email already exists.' },
  users_enrollment_id_unique: { field: 'enrollmentId', message: 'An account with this enrollment ID already exists.' },
};

export class UserService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Creates a student account; every field is checked here, once. */
  async signup(input: SignupInput): Promise<User> {
    const check = new InputCheck();
    const name = check.text('name', input.name, { label: 'Name', required: true, max: 100 });
    const email = check.email('email', input.email);
    const password = check.password('password', input.password);
    const gender = check.oneOf('gender', input.gender, [Gender.MALE, Gender.FEMALE], 'Gender must be Male or Female.');
    const enrollmentId = check.text('enrollmentId', input.enrollmentId, { label: 'Enrollment ID', required: true, max: 40 });
    if (enrollmentId && !ENROLLMENT_ID.test(enrollmentId.toUpperCase())) {
      check.fail('enrollmentId', 'Enrollment ID may hold only letters, digits, "-" and "/".');
    }
    const address = check.text('address', input.address, { label: 'Address', max: 300 });
    const phoneNumber = check.text('phoneNumber', input.phoneNumber, { label: 'Phone number', max: 20 });
    if (phoneNumber && !PHONE.test(phoneNumber)) check.fail('phoneNumber', 'Please enter a valid phone number.');
    const dob = check.date('dob', input.dob, { label: 'Date of birth', past: true, today: dayOf(this.clock()) });
    check.done();

    const user = this.em.create(User, {
      role: Role.STUDENT,
      name: name!,
      email: email!,
      passwordHash: await hashPassword(password!),
      gender: gender!,
      enrollmentId: enrollmentId!.toUpperCase(),
      address: address ?? null,
      phoneNumber: phoneNumber ?? null,
      dob: dob ?? null,
    });
    try {
      await this.em.flush();
    } catch (error) {
      throw duplicateError(error) ?? error;
    }
    return user;
  }

  /** A profile, for its owner or an admin only. */
  async profile(viewer: Viewer | null, id: string): Promise<User> {
    const caller = requireViewer(viewer);
    if (caller.role !== Role.ADMIN && caller.userId !== id) throw forbidden();
    const user = isUuid(id) ? await this.em.findOne(User, { id }) : null;
    if (!user) throw notFound('User');
    return user;
  }

  /** The logged-in user, or null. */
  async me(viewer: Viewer | null): Promise<User | null> {
    return viewer ? this.em.findOne(User, { id: viewer.userId }) : null;
  }

  /** Admin only: how many students are enrolled. */
  async countStudents(viewer: Viewer | null): Promise<number> {
    requireRole(viewer, Role.ADMIN);
    return this.em.count(User, { role: Role.STUDENT });
  }

  /** Creates or updates an admin account (the create-admin command); never reachable over HTTP. */
  async upsertAdmin(input: { email?: unknown; password?: unknown; name?: unknown }): Promise<{ user: User; created: boolean }> {
    const check = new InputCheck();
    const email = check.email('email', input.email);
    const password = check.password('password', input.password);
    const name = check.text('name', input.name, { label: 'Name', required: true, max: 100 });
    check.done();
    const existing = await this.em.findOne(User, { email: email! });
    if (existing && existing.role !== Role.ADMIN) {
      throw new AppError('CONFLICT', `${email} belongs to a student account; use another email.`, [
        { field: 'email', message: 'This email belongs to a student account.' },
      ]);
    }
    const passwordHash = await hashPassword(password!);
    const user = existing ?? this.em.create(User, { role: Role.ADMIN, email: email!, name: name!, passwordHash });
    Object.assign(user, { name: name!, passwordHash });
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
