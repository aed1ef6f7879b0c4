import { Entity, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * One thing that was decided or changed: who, what, which object, before and after, when, from
 * where. Written in the transaction of the change it records. The table is append-only in the
 * database itself: a trigger refuses UPDATE and DELETE, and a statement trigger TRUNCATE (that one
 * lives in the migration only: the schema diff cannot see TRUNCATE triggers, information_schema
 * does not list them). It holds
 * no foreign keys, so it outlives what it names and no cascade can touch it.
 */
@Entity({ tableName: 'audit_events' })
@Index({ name: 'audit_events_at_index', expression: `create index "audit_events_at_index" on "audit_events" ("at" desc, "id" desc)` })
@Index({ name: 'audit_events_object_index', properties: ['objectType', 'objectId', 'at'] })
@Index({ name: 'audit_events_actor_index', properties: ['actorId', 'at'] })
@Index({ name: 'audit_events_student_index', properties: ['studentId', 'at'] })
@Index({ name: 'audit_events_hostel_index', properties: ['hostelId', 'at'] })
@Trigger({
  name: 'audit_events_no_update_or_delete',
  timing: 'before',
  events: ['update', 'delete'],
  body: `raise exception 'audit_events is append-only: % refused', tg_op using errcode = '42501';`,
})
export class AuditEvent {
  [OptionalProps]?: 'id' | 'at' | 'actorId' | 'actorName' | 'actorRole' | 'studentId' | 'hostelId' | 'before' | 'after' | 'address' | 'requestId';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at!: Date;

  /** Null for the system (a scheduled job, the create-admin command). */
  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  /** The actor's name and role as they were then. */
  @Property({ type: 'string', length: 100, nullable: true })
  actorName?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  actorRole?: string | null;

  @Property({ type: 'string', length: 60 })
  action!: string;

  @Property({ type: 'string', length: 30 })
  objectType!: string;

  @Property({ type: 'string', length: 64 })
  objectId!: string;

  /** The student the event is about, for the student's record page. */
  @Property({ type: 'uuid', nullable: true })
  studentId?: string | null;

  /** The hostel the event belongs to, so a warden sees their hostels' events. */
  @Property({ type: 'uuid', nullable: true })
  hostelId?: string | null;

  @Property({ type: 'json', nullable: true })
  before?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  after?: Record<string, unknown> | null;

  @Property({ type: 'string', length: 64, nullable: true })
  address?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  requestId?: string | null;
}
