import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Room } from '../room/room.entity.js';
import { User } from '../user/user.entity.js';

export enum RequestStatus {
  PENDING = 'Pending',
  APPROVED = 'Approved',
  REJECTED = 'Rejected',
}

/**
 * A student's request for a room in an approval-mode hostel, optionally with a named
 * roommate for a double room. At most one Pending request per student (partial unique index).
 */
@Entity({ tableName: 'room_requests' })
@Unique({
  name: 'room_requests_one_pending_per_student',
  expression: `create unique index "room_requests_one_pending_per_student" on "room_requests" ("student_id") where "status" = 'Pending'`,
})
export class RoomRequest {
  [OptionalProps]?: 'id' | 'createdAt' | 'status' | 'roommate' | 'decidedBy' | 'decidedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'room_requests_student_id_index' })
  student!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', nullable: true })
  roommate?: User | null;

  @ManyToOne(() => Room, { deleteRule: 'cascade' })
  room!: Room;

  @Index({ name: 'room_requests_status_index' })
  @Enum({ items: () => RequestStatus, nativeEnumName: 'request_status', default: RequestStatus.PENDING })
  status!: RequestStatus;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  decidedBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}
