import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Gender, Role } from '../../core/enums.js';

/**
 * A person who can log in. Students carry an enrollment ID (their roll number);
 * admins do not. The email is stored lower-cased and is unique case-insensitively.
 */
@Entity({ tableName: 'users' })
// Stored normalised, so the plain unique constraints are case-insensitive.
@Check({ name: 'users_email_lower_check', expression: 'email = lower(email)' })
@Check({ name: 'users_enrollment_id_upper_check', expression: 'enrollment_id = upper(enrollment_id)' })
@Check({ name: 'users_student_enrollment_id_check', expression: "role <> 'student' or enrollment_id is not null" })
// Student search (pg_trgm): one lower-cased text of name, enrollment ID and email.
@Index({
  name: 'users_search_trgm_index',
  expression: `create index "users_search_trgm_index" on "users" using gin ((lower(name || ' ' || coalesce(enrollment_id, '') || ' ' || email)) gin_trgm_ops)`,
})
@Index({ name: 'users_name_prefix_index', expression: `create index "users_name_prefix_index" on "users" ((lower(name)) text_pattern_ops)` })
export class User {
  [OptionalProps]?: 'id' | 'createdAt' | 'address' | 'dob' | 'phoneNumber' | 'gender' | 'enrollmentId' | 'disabledAt' | 'passwordHash' | 'guardianName' | 'guardianEmail' | 'guardianPhone' | 'emailNotifications';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  role!: Role;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254, unique: 'users_email_unique' })
  email!: string;

  /** argon2id; never selected into a response type, never serialised. Null: an invited warden who has not set one yet. */
  @Property({ type: 'string', hidden: true, nullable: true })
  passwordHash?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  address?: string | null;

  @Property({ type: 'date', nullable: true })
  dob?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  phoneNumber?: string | null;

  @Enum({ items: () => Gender, nativeEnumName: 'user_gender', nullable: true })
  gender?: Gender | null;

  @Property({ type: 'string', length: 40, nullable: true, unique: 'users_enrollment_id_unique' })
  enrollmentId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  /** Set by an admin: the account cannot log in and its sessions are gone. */
  @Property({ type: 'datetime', nullable: true })
  disabledAt?: Date | null;

  /** A student's guardian: asked to consent to outpasses where the hostel requires it, told of leaving and returning. */
  @Property({ type: 'string', length: 100, nullable: true })
  guardianName?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  guardianEmail?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  guardianPhone?: string | null;

  /** Whether notifications also come by email (they always appear in the app). */
  @Property({ type: 'boolean', default: true })
  emailNotifications!: boolean;
}
