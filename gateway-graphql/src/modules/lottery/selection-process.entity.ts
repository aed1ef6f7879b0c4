import { ArrayType, JsonType, OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Hostel } from '../hostel/hostel.entity.js';
import { RosterEntry } from '../roster/roster-entry.entity.js';
import { User } from '../user/user.entity.js';
import type { Answers, Question } from './questionnaire.js';

/** Where a selection process is in its life (docs/decisions/0136). */
export enum ProcessStatus {
  /** Being set up: no effect on anyone. */
  DRAFT = 'Draft',
  /** Drawn and published: students choose from their slot until it closes. */
  PUBLISHED = 'Published',
  /** The assignment job is placing those who chose nothing. */
  ASSIGNING = 'Assigning',
  /** Placed, not yet told: the office may still undo it. */
  ASSIGNED = 'Assigned',
  /** Told: the process no longer governs its hostels; their windows do again. */
  DONE = 'Done',
}

/** How lottery numbers are drawn. */
export enum DrawMode {
  /** Seniors first (higher year of study, lower numbers), random within a year. */
  YEAR_THEN_RANDOM = 'year_then_random',
  RANDOM = 'random',
}

/**
 * A fair selection day: who takes part, how their lottery numbers are drawn (seeded, so the draw
 * can be run again and checked), and when each slot opens. From publishing until it is done, it
 * governs its hostels instead of their selection windows.
 */
@Entity({ tableName: 'selection_processes' })
@Check({ name: 'selection_processes_order_check', expression: 'first_slot_at < closes_at' })
@Check({ name: 'selection_processes_slot_minutes_check', expression: 'slot_minutes >= 1 and slot_minutes <= 1440' })
@Check({ name: 'selection_processes_per_slot_check', expression: 'per_slot >= 1 and per_slot <= 10000' })
export class SelectionProcess {
  [OptionalProps]?: 'id' | 'status' | 'genders' | 'yearsOfStudy' | 'publishedAt' | 'assignedAt' | 'doneAt' | 'drawDigest' | 'questionnaire' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 80 })
  name!: string;

  @Enum({ items: () => ProcessStatus, nativeEnumName: 'selection_process_status', default: ProcessStatus.DRAFT })
  status!: ProcessStatus;

  @Enum({ items: () => DrawMode, nativeEnumName: 'draw_mode' })
  draw!: DrawMode;

  /** The draw's seed: the same seed and the same roster give the same numbers. */
  @Property({ type: 'bigint' })
  seed!: string;

  /** Who takes part by gender; empty: both. */
  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  genders!: string[];

  /** Who takes part by year of study; empty: every year. */
  @Property({ type: ArrayType<number>, columnType: 'int[]', defaultRaw: "'{}'" })
  yearsOfStudy!: number[];

  @Property({ type: 'datetime' })
  firstSlotAt!: Date;

  @Property({ type: 'smallint' })
  slotMinutes!: number;

  @Property({ type: 'integer' })
  perSlot!: number;

  @Property({ type: 'datetime' })
  closesAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;

  /** sha-256 of the drawn order (enrollment IDs by lottery number), recorded with the seed. */
  @Property({ type: 'string', length: 64, nullable: true })
  drawDigest?: string | null;

  @Property({ type: 'datetime', nullable: true })
  assignedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  doneAt?: Date | null;

  /** The roommate questionnaire its entrants answer (questionnaire.ts; docs/decisions/0145). */
  @Property({ type: JsonType, columnType: 'jsonb', defaultRaw: `'[]'` })
  questionnaire!: Question[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Date;
}

/** A hostel a process governs. */
@Entity({ tableName: 'selection_process_hostels' })
export class SelectionProcessHostel {
  @ManyToOne(() => SelectionProcess, { primary: true, deleteRule: 'cascade' })
  process!: SelectionProcess;

  @ManyToOne(() => Hostel, { primary: true, deleteRule: 'cascade', index: 'selection_process_hostels_hostel_id_index' })
  hostel!: Hostel;
}

/** A roommate group in a process: its leader books for all its members (docs/decisions/0136). */
@Entity({ tableName: 'selection_groups' })
@Unique({ name: 'selection_groups_process_id_leader_id_unique', properties: ['process', 'leader'] })
export class SelectionGroup {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => SelectionProcess, { deleteRule: 'cascade' })
  process!: SelectionProcess;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  leader!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}

/**
 * A roster student's place in a process: their lottery number and slot (0 is the first). Keyed
 * by enrollment ID, so a student drawn before signing up keeps their number. `group` is the
 * roommate group they lead or accepted; the group selects from its earliest member's slot.
 */
@Entity({ tableName: 'selection_entrants' })
@Unique({ name: 'selection_entrants_process_id_lottery_number_unique', properties: ['process', 'lotteryNumber'] })
@Index({ name: 'selection_entrants_enrollment_id_index', properties: ['enrollment'] })
@Index({ name: 'selection_entrants_group_id_index', properties: ['group'] })
export class SelectionEntrant {
  [OptionalProps]?: 'group';

  @ManyToOne(() => SelectionProcess, { primary: true, deleteRule: 'cascade' })
  process!: SelectionProcess;

  @ManyToOne(() => RosterEntry, { primary: true, deleteRule: 'cascade', fieldName: 'enrollment_id' })
  enrollment!: RosterEntry;

  @Property({ type: 'integer' })
  lotteryNumber!: number;

  @Property({ type: 'integer' })
  slot!: number;

  @ManyToOne(() => SelectionGroup, { deleteRule: 'set null', nullable: true })
  group?: SelectionGroup | null;
}

export enum GroupInviteStatus {
  PENDING = 'Pending',
  ACCEPTED = 'Accepted',
  DECLINED = 'Declined',
}

/** A student named by a group's leader, and their answer (as roommate consent works). */
@Entity({ tableName: 'selection_group_invites' })
@Index({ name: 'selection_group_invites_student_id_index', properties: ['student'] })
export class SelectionGroupInvite {
  [OptionalProps]?: 'status' | 'createdAt' | 'answeredAt';

  @ManyToOne(() => SelectionGroup, { primary: true, deleteRule: 'cascade' })
  group!: SelectionGroup;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  student!: User;

  @Enum({ items: () => GroupInviteStatus, nativeEnumName: 'group_invite_status', default: GroupInviteStatus.PENDING })
  status!: GroupInviteStatus;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date | null;
}

/**
 * A student's answers to their process's roommate questionnaire (docs/decisions/0145): theirs to
 * change until their slot opens and to delete. Whether others may find them, and which answers
 * others see, is their choice; keyed by enrollment ID as entrants are.
 */
@Entity({ tableName: 'roommate_profiles' })
export class RoommateProfile {
  [OptionalProps]?: 'discoverable' | 'shared' | 'updatedAt';

  @ManyToOne(() => SelectionProcess, { primary: true, deleteRule: 'cascade' })
  process!: SelectionProcess;

  @ManyToOne(() => RosterEntry, { primary: true, deleteRule: 'cascade', fieldName: 'enrollment_id' })
  enrollment!: RosterEntry;

  @Property({ type: JsonType, columnType: 'jsonb' })
  answers!: Answers;

  /** Others in the process may find them among suggested roommates. */
  @Property({ type: 'boolean', default: false })
  discoverable!: boolean;

  /** The question keys whose answers others see. */
  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  shared!: string[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Date;
}
