import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { AuditEventView, AuditPage } from './audit.views.js';

@ObjectType('AuditChange', { simpleResolvers: true, description: 'One field an event set or changed; values as text (JSON for lists)' })
export class AuditChangeType {
  @Field(() => String)
  field!: string;

  @Field(() => String, { nullable: true })
  before!: string | null;

  @Field(() => String, { nullable: true })
  after!: string | null;
}

@ObjectType('AuditEvent', { simpleResolvers: true, description: 'Who did what to which object, when and from where. Append-only.' })
export class AuditEventType implements AuditEventView {
  @Field(() => ID)
  id!: string;

  @Field(() => GraphQLISODateTime)
  at!: string;

  @Field(() => ID, { nullable: true, description: 'Null for the system' })
  actorId!: string | null;

  @Field(() => String, { nullable: true })
  actorName!: string | null;

  @Field(() => String, { nullable: true, description: 'student, warden, admin or system' })
  actorRole!: string | null;

  @Field(() => String, { description: 'e.g. outpass.approved, bed.booked, account.disabled' })
  action!: string;

  @Field(() => String, { description: 'outpass, room_request, room, account or selection_window' })
  objectType!: string;

  @Field(() => String)
  objectId!: string;

  @Field(() => ID, { nullable: true })
  studentId!: string | null;

  @Field(() => ID, { nullable: true })
  hostelId!: string | null;

  @Field(() => [AuditChangeType])
  changes!: AuditChangeType[];

  @Field(() => String, { nullable: true })
  address!: string | null;
}

@ObjectType('AuditPage', { simpleResolvers: true })
export class AuditPageType implements AuditPage {
  @Field(() => [AuditEventType])
  items!: AuditEventType[];

  @Field(() => ID, { nullable: true, description: 'Pass as `before` for the next, older page; null on the last' })
  nextBefore!: string | null;
}

@InputType('AuditFilter')
export class AuditFilterInput {
  @Field(() => String, { nullable: true, description: "Part of the actor's name" })
  actor?: string | null;

  @Field(() => String, { nullable: true })
  action?: string | null;

  @Field(() => String, { nullable: true })
  objectType?: string | null;

  @Field(() => String, { nullable: true })
  objectId?: string | null;

  @Field(() => ID, { nullable: true })
  studentId?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, inclusive' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, inclusive' })
  to?: string | null;

  @Field(() => ID, { nullable: true, description: 'The nextBefore of the previous page' })
  before?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 200, default 50' })
  limit?: number | null;
}
