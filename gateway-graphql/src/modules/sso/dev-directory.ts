import { timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../core/secrets.js';
import { verifyPassword } from '../../core/password.js';
import type { CampusDirectory, CampusPerson } from './dev-provider.js';

/** The demo campus's subject for an email: stable, opaque, and not the email (as real providers' `sub`s are). */
export const campusSubject = (email: string): string => `campus-${sha256Hex(email.toLowerCase()).slice(0, 32)}`;

type Query = <T>(sql: string, params: unknown[]) => Promise<T[]>;

interface Row {
  name: string;
  email: string;
  enrollment_id: string | null;
  gender: 'Male' | 'Female' | null;
  password_hash: string | null;
}

/**
 * The demo campus's directory: DormSpace's own accounts (with their DormSpace password; an
 * invited staff member who has none yet, and a student on the office's roster with no account,
 * with the directory's demo password, printed by `npm start`). A real campus's directory is its own; this one only lets the demo work with
 * the data that is here.
 */
export class DatabaseDirectory implements CampusDirectory {
  private readonly people = new Map<string, CampusPerson>();

  constructor(
    private readonly query: Query,
    private readonly rosterPassword: string,
  ) {}

  async signIn(email: string, password: string): Promise<CampusPerson | undefined> {
    if (!email || !password) return undefined;
    const [row] = await this.query<Row>(
      `select name, email, enrollment_id, gender, password_hash from users where email = ? and disabled_at is null
        union all
       select r.name, r.email, r.enrollment_id, r.gender, null from roster_entries r
        where r.email = ? and not exists (select 1 from users u where u.email = r.email)
        limit 1`,
      [email, email],
    );
    if (!row) return undefined;
    const ok = row.password_hash ? await verifyPassword(row.password_hash, password) : same(password, this.rosterPassword);
    if (!ok) return undefined;
    const person: CampusPerson = {
      sub: campusSubject(row.email),
      email: row.email,
      name: row.name,
      enrollmentId: row.enrollment_id ?? undefined,
      gender: row.gender === 'Female' ? 'female' : row.gender === 'Male' ? 'male' : undefined,
    };
    this.people.set(person.sub, person);
    return person;
  }

  async find(sub: string): Promise<CampusPerson | undefined> {
    return this.people.get(sub);
  }
}

const same = (a: string, b: string) => {
  const x = Buffer.from(sha256Hex(a));
  const y = Buffer.from(sha256Hex(b));
  return timingSafeEqual(x, y);
};
