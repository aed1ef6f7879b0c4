import { Check, Entity, ManyToOne, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Room } from '../room/room.entity.js';
import { User } from '../user/user.entity.js';
import { BedOffer } from '../waitlist/bed-offer.entity.js';
import { SelectionProcess } from '../lottery/selection-process.entity.js';

/**
 * Who holds which bed: a student, or a waitlist offer that keeps the bed for one (exactly one of
 * the two). A student holds at most one bed (unique student), a bed is held once (unique room +
 * bed), and a database trigger refuses a bed number above the room's capacity, or any bed in a
 * room out of service or retired: the last guard under every race (a row that keeps its room and
 * bed, e.g. a held bed taken by its student, passes: a repair may leave people in a room out of
 * service, decision 0157). It locks the room `for key
 * share` (the lock the foreign key takes anyway: free on selection day, where `for share` cost
 * a tenth of the database's time a booking), and a guarded change of the room takes `for
 * update` (rooms_occupancy_guard), so the two wait for each other and the one that goes second
 * sees the other. A room's free beds are its capacity minus its rows.
 */
@Entity({ tableName: 'room_occupancies' })
@Unique({ name: 'room_occupancies_room_id_bed_unique', properties: ['room', 'bed'] })
@Check({ name: 'room_occupancies_bed_check', expression: 'bed >= 1 and bed <= 4' })
@Check({ name: 'room_occupancies_holder_check', expression: '(student_id is null) <> (offer_id is null)' })
@Trigger({
  name: 'room_occupancies_capacity_guard',
  timing: 'before',
  events: ['insert', 'update'],
  body: `if tg_op = 'UPDATE' and new.room_id = old.room_id and new.bed = old.bed then
  return new;
end if;
perform 1 from rooms where id = new.room_id and in_service and retired_at is null for key share;
if not found and exists (select 1 from rooms where id = new.room_id) then
  raise exception 'room % is out of service', (select number from rooms where id = new.room_id) using errcode = '23514';
end if;
if new.bed > (select capacity from rooms where id = new.room_id) then
  raise exception 'room % has no bed %', new.room_id, new.bed using errcode = '23514';
end if;
return new;`,
})
export class RoomOccupancy {
  [OptionalProps]?: 'id' | 'createdAt' | 'requestKey' | 'student' | 'offer' | 'process';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => Room, { deleteRule: 'cascade' })
  room!: Room;

  @ManyToOne(() => User, { deleteRule: 'cascade', unique: 'room_occupancies_student_id_unique', nullable: true })
  student?: User | null;

  /** The waitlist offer this bed is held for (no student yet). */
  @ManyToOne(() => BedOffer, { deleteRule: 'cascade', unique: 'room_occupancies_offer_id_unique', nullable: true })
  offer?: BedOffer | null;

  @Property({ type: 'smallint' })
  bed!: number;

  /** The client's Idempotency-Key for the booking that took this bed, if it sent one. */
  @Property({ type: 'string', length: 100, nullable: true })
  requestKey?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  /** The selection process whose end-of-process assignment placed this student (undone with it). */
  @ManyToOne(() => SelectionProcess, { deleteRule: 'set null', nullable: true, index: 'room_occupancies_process_id_index' })
  process?: SelectionProcess | null;
}
