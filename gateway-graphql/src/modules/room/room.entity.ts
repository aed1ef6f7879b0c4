import { Check, Entity, Enum, ManyToOne, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Hostel } from '../hostel/hostel.entity.js';
import { RoomKind } from '../../core/enums.js';

/**
 * A room of a hostel, kept by the office (issue 42): its floor, its type (the capacity follows),
 * whether it is in service (a reason when not), and whether it is retired. Free beds come from
 * occupancy. The type is compared as text in the check: its new values were added in the
 * migration that wrote the check, and PostgreSQL does not let a new enum value be used there.
 * A trigger keeps every bed taken within the capacity, and no one in a room out of service,
 * except the people a repair leaves in it (`occupantsStay`, decision 0157).
 */
@Entity({ tableName: 'rooms' })
@Unique({ name: 'rooms_hostel_id_number_unique', properties: ['hostel', 'number'] })
@Check({
  name: 'rooms_capacity_check',
  expression: "(type::text = 'Single' and capacity = 1) or (type::text = 'Double' and capacity = 2) or (type::text = 'Triple' and capacity = 3) or (type::text = 'Quad' and capacity = 4)",
})
@Check({ name: 'rooms_floor_check', expression: 'floor >= 0' })
@Check({ name: 'rooms_service_reason_check', expression: 'in_service = (out_of_service_reason is null)' })
@Trigger({
  name: 'rooms_occupancy_guard',
  timing: 'before',
  events: ['update'],
  body: `if new.in_service then
  new.occupants_stay := false;
end if;
if new.capacity < old.capacity or (old.in_service and not new.in_service) or (old.retired_at is null and new.retired_at is not null) then
  perform 1 from rooms where id = new.id for update;
end if;
if new.capacity < old.capacity and (select greatest(coalesce(max(o.bed), 0), count(*)) from room_occupancies o where o.room_id = new.id) > new.capacity then
  raise exception 'room % cannot have fewer beds than its occupants use', new.number using errcode = '23514';
end if;
if ((not new.in_service and not new.occupants_stay) or new.retired_at is not null) and exists (select 1 from room_occupancies o where o.room_id = new.id) then
  raise exception 'room % has occupants: they move out before it goes out of service', new.number using errcode = '23514';
end if;
return new;`,
})
export class Room {
  [OptionalProps]?: 'id' | 'inService' | 'outOfServiceReason' | 'occupantsStay' | 'retiredAt' | 'accessible';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => Hostel, { deleteRule: 'cascade' })
  hostel!: Hostel;

  @Property({ type: 'integer' })
  number!: number;

  /** One of its hostel's floors (0: the ground floor). Rooms seeded before issue 42 are on number / 100. */
  @Property({ type: 'smallint' })
  floor!: number;

  @Enum({ items: () => RoomKind, nativeEnumName: 'room_type' })
  type!: RoomKind;

  @Property({ type: 'smallint' })
  capacity!: number;

  /** Out of service (maintenance): no one may take a bed in it, and no one is in it (but see `occupantsStay`). */
  @Property({ type: 'boolean', default: true })
  inService!: boolean;

  /** Why it is out of service, e.g. "Maintenance: plumbing"; null exactly when in service. */
  @Property({ type: 'string', length: 200, nullable: true })
  outOfServiceReason?: string | null;

  /**
   * Out of service for a repair with its people left in it (decision 0157): its free beds are
   * closed, its occupants stay. Only while out of service (the trigger clears it when the room comes
   * back, by whatever path); a room under renovation is emptied first.
   */
  @Property({ type: 'boolean', default: false })
  occupantsStay!: boolean;

  /** When the office retired it: no grid shows it, no one books it. */
  @Property({ type: 'datetime', nullable: true })
  retiredAt?: Date | null;

  /** Step-free and fitted for a student who needs it: the assignment keeps these for them first. */
  @Property({ type: 'boolean', default: false })
  accessible!: boolean;
}
