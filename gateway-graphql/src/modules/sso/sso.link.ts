import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { Gender, type Role } from '../../core/enums.js';
import { field } from '../../core/validate.js';
import { enrollmentIdField } from '../user/index.js';
import { SignupMode, signupModeOf } from '../roster/index.js';
import type { IdClaims } from './relying-party.js';
import { SsoRefused, type SsoSettings } from './sso.settings.js';

/** The account a campus identity signs in to. */
export interface LinkedAccount {
  userId: string;
  role: Role;
  disabled: boolean;
  ssoAccountId: string;
}

/** What the provider said of the person, read once at this edge: nothing it sends is trusted as it comes. */
const personClaims = z.object({
  sub: z.string().min(1).max(255),
  email: field.email().optional().catch(undefined),
  emailVerified: z.boolean().catch(false),
  enrollmentId: enrollmentIdField().optional().catch(undefined),
  name: field.text('Name', 100).optional().catch(undefined),
  gender: z
    .string()
    .transform((g) => ({ female: Gender.FEMALE, male: Gender.MALE })[g.toLowerCase()])
    .optional()
    .catch(undefined),
});
type Person = z.infer<typeof personClaims>;

interface Row {
  user_id: string;
  role: Role;
  disabled: boolean;
}

/**
 * Which account a campus identity is (docs/decisions/0154). Linked once by issuer and `sub`, and
 * found by them ever after. The first sign-in links:
 * - a student on the roster (found by the enrollment ID the provider asserts, or by its verified
 *   email when the campus names no enrollment claim): their account, or one made from the roster's
 *   entry (name, email, gender from the office, not from the provider);
 * - a staff member: the staff account the office made for that verified email, its role as the
 *   office set it (the provider never gives roles);
 * - in an open campus, a student the roster does not hold, when the provider says their enrollment
 *   ID, name and gender; in a roster-only campus, nobody else ("not on the roster").
 */
export class CampusIdentities {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { clock: Clock; signupMode: SignupMode; settings: SsoSettings },
  ) {}

  async accountFor(claims: IdClaims): Promise<LinkedAccount> {
    const { issuer } = this.deps.settings;
    const person = this.read(claims);
    const [known] = await this.em.execute<(Row & { id: string })[]>(
      `update sso_accounts a set last_sign_in_at = ? from users u
        where a.issuer = ? and a.subject = ? and u.id = a.user_id
        returning a.id, u.id as user_id, u.role, u.disabled_at is not null as disabled`,
      [this.deps.clock(), issuer, person.sub],
    );
    if (known) return { userId: known.user_id, role: known.role, disabled: known.disabled, ssoAccountId: known.id };
    return this.em.transactional(async (em) => {
      const account = (await this.rostered(em, person)) ?? (await this.staff(em, person)) ?? (await this.newcomer(em, person));
      const [link] = await em.execute<{ id: string }[]>(
        `insert into sso_accounts (issuer, subject, user_id) values (?, ?, ?) on conflict do nothing returning id`,
        [issuer, person.sub, account.user_id],
      );
      // The account is linked to another identity of this provider already: never a second one by email or roster.
      if (!link) throw new SsoRefused('already-linked');
      return { userId: account.user_id, role: account.role, disabled: account.disabled, ssoAccountId: link.id };
    });
  }

  private read(claims: IdClaims): Person {
    const { enrollmentClaim, emailClaim } = this.deps.settings;
    return personClaims.parse({
      sub: claims.sub,
      email: claims[emailClaim],
      // A provider's unverified email says nothing about who holds the mailbox.
      emailVerified: emailClaim === 'email' ? claims.email_verified === true : true,
      enrollmentId: enrollmentClaim ? claims[enrollmentClaim] : undefined,
      name: claims.name,
      gender: claims.gender,
    });
  }

  /** A student on the roster: their account, or one made now from the office's entry. */
  private async rostered(em: EntityManager, person: Person): Promise<Row | undefined> {
    const byEnrollment = this.deps.settings.enrollmentClaim !== undefined;
    const key = byEnrollment ? person.enrollmentId : person.emailVerified ? person.email : undefined;
    if (!key) return undefined;
    const [entry] = await em.execute<{ enrollment_id: string; name: string; email: string; gender: Gender; user_id: string | null }[]>(
      `select enrollment_id, name, email, gender, user_id from roster_entries where ${byEnrollment ? 'enrollment_id' : 'email'} = ? for update`,
      [key],
    );
    if (!entry) return undefined;
    const [account] = await em.execute<Row[]>(
      `select id as user_id, role, disabled_at is not null as disabled from users where ${entry.user_id ? 'id' : 'enrollment_id'} = ?`,
      [entry.user_id ?? entry.enrollment_id],
    );
    const row = account ?? (await this.createStudent(em, { name: entry.name, email: entry.email, gender: entry.gender, enrollmentId: entry.enrollment_id }));
    await em.execute('update roster_entries set user_id = ? where enrollment_id = ? and user_id is null', [row.user_id, entry.enrollment_id]);
    return row;
  }

  /**
   * A staff member the office made an account for, by the email the provider verified. An
   * invitation still open is used up: its link cannot set a password for an account now linked.
   */
  private async staff(em: EntityManager, person: Person): Promise<Row | undefined> {
    if (!person.email || !person.emailVerified) return undefined;
    const [account] = await em.execute<Row[]>(
      `select id as user_id, role, disabled_at is not null as disabled from users where email = ? and role <> 'student'`,
      [person.email],
    );
    if (account) await em.execute('update staff_invites set used_at = ? where user_id = ? and used_at is null', [this.deps.clock(), account.user_id]);
    return account;
  }

  /** Someone the roster does not hold: an open campus takes them when the provider says who they are. */
  private async newcomer(em: EntityManager, person: Person): Promise<Row> {
    if ((await signupModeOf(em, this.deps.signupMode)) === SignupMode.ROSTER) throw new SsoRefused('not-on-roster');
    const { enrollmentId, name, gender, email, emailVerified } = person;
    if (!enrollmentId || !name || !gender || !email || !emailVerified) throw new SsoRefused('needs-details');
    const [taken] = await em.execute<{ n: number }[]>('select count(*)::int as n from users where email = ? or enrollment_id = ?', [email, enrollmentId]);
    // An account made with a password is not taken over by an email or an ID a provider asserts.
    if (taken!.n > 0) throw new SsoRefused('already-linked');
    return this.createStudent(em, { name, email, gender, enrollmentId });
  }

  private async createStudent(em: EntityManager, student: { name: string; email: string; gender: Gender; enrollmentId: string }): Promise<Row> {
    const [row] = await em.execute<Row[]>(
      `insert into users (role, name, email, gender, enrollment_id) values ('student', ?, ?, ?, ?) returning id as user_id, role, false as disabled`,
      [student.name, student.email, student.gender, student.enrollmentId],
    );
    return row!;
  }
}

