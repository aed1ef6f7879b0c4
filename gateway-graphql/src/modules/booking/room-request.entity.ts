import { Check, Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { Collection, OptionalProps } from '@mikro-orm/core';
import { AcademicYear, CLOSED_YEAR_GUARD } from '../year/academic-year.entity.js';
import { Room } from '../room/room.entity.js';
import { User } from '../user/user.entity.js';
import { RoomRequestStatus, RoommateResponse } from '../../core/enums.js';

/**
 * A student's request for a room in an approval-mode hostel, optionally with a named
 * roommate for a double room. At most one Pending request per student, and a student is the
 * named roommate of at most one Pending request (partial unique indexes).
 */
@Entity({ tableName: 'room_requests' })
@Unique({
  name: 'room_requests_one_pending_per_student',
  expression: `create unique index "room_requests_one_pending_per_student" on "room_requests" ("student_id") where "status" = 'Pending'`,
})
@Unique({
  name: 'room_requests_one_pending_per_roommate',
  expression: `create unique index "room_requests_one_pending_per_roommate" on "room_requests" ("roommate_id") where "status" = 'Pending'`,
})
@Unique({
  name: 'room_requests_student_request_key',
  expression: `create unique index "room_requests_student_request_key" on "room_requests" ("student_id", "request_key") where "request_key" is not null`,
})
@Check({ name: 'room_requests_roommate_response_check', expression: '(roommate_id is null) = (roommate_response is null)' })
@Check({ name: 'room_requests_not_own_roommate_check', expression: 'roommate_id <> student_id' })
@Check({ name: 'room_requests_member_alone_check', expression: 'lead_request_id is null or (roommate_id is null and not change)' })
@Trigger({ name: 'room_requests_closed_year_guard', timing: 'before', events: ['insert', 'update'], body: CLOSED_YEAR_GUARD })
export class RoomRequest {
  [OptionalProps]?: 'academicYear' | 'id' | 'createdAt' | 'status' | 'roommate' | 'roommateResponse' | 'respondedAt' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'requestKey' | 'decisionKey' | 'change' | 'leadRequest' | 'members';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'room_requests_student_id_index' })
  student!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', nullable: true })
  roommate?: User | null;

  @Enum({ items: () => RoommateResponse, nativeEnumName: 'roommate_response', nullable: true })
  roommateResponse?: RoommateResponse | null;

  @Property({ type: 'datetime', nullable: true })
  respondedAt?: Date | null;

  @ManyToOne(() => Room, { deleteRule: 'cascade' })
  room!: Room;

  /**
   * A member's row of a roommate group's request (docs/decisions/0151): the leader's request,
   * which the warden decides, cancelled or decided with it. Null for the leader's row and for
   * every other request.
   */
  @ManyToOne(() => RoomRequest, { deleteRule: 'cascade', nullable: true, index: 'room_requests_lead_request_id_index' })
  leadRequest?: RoomRequest | null;

  /** The members' rows of a group's request (on the leader's row); empty for any other. */
  @OneToMany(() => RoomRequest, (member) => member.leadRequest)
  members = new Collection<RoomRequest>(this);

  /** A room change: the student holds a bed and asks to move it here (approval hostels). */
  @Property({ type: 'boolean', default: false })
  change!: boolean;

  @Index({ name: 'room_requests_status_index' })
  @Enum({ items: () => RoomRequestStatus, nativeEnumName: 'room_request_status', default: RoomRequestStatus.PENDING })
  status!: RoomRequestStatus;

  /** Who ended it: the deciding admin, the requester who cancelled, or the roommate who declined. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  decidedBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  /** The admin's reason for a rejection, when they gave one. */
  @Property({ type: 'string', length: 500, nullable: true })
  decisionReason?: string | null;

  /** The client's Idempotency-Key for the request that made this row, if it sent one. */
  @Property({ type: 'string', length: 100, nullable: true })
  requestKey?: string | null;

  /** The Idempotency-Key of the decision that ended it, if the client sent one. */
  @Property({ type: 'string', length: 100, nullable: true })
  decisionKey?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  /** The academic year it belongs to (the open one when it was made): read-only once that year closes. */
  @ManyToOne(() => AcademicYear, { defaultRaw: 'current_academic_year_id()', deleteRule: 'restrict', index: 'room_requests_academic_year_id_index' })
  academicYear!: AcademicYear;
}
