import { Check, Entity, Enum, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { BookingMode, EarlyExitRule, Gender } from '../../core/enums.js';

/**
 * A hostel block (GH-1, BH-2, …), kept by the office (issue 42). Its statistics are derived from
 * occupancy. A trigger keeps the gender of a hostel anyone lives in, and keeps it from retiring
 * (Migration20261128000000Inventory).
 */
@Entity({ tableName: 'hostels' })
@Check({ name: 'hostels_floors_check', expression: 'first_floor >= 0 and floors >= 1' })
@Trigger({
  name: 'hostels_occupancy_guard',
  timing: 'before',
  events: ['update'],
  body: `if new.gender <> old.gender and exists (select 1 from room_occupancies o join rooms r on r.id = o.room_id where r.hostel_id = new.id) then
  raise exception 'hostel % has occupants: its gender cannot change', new.name using errcode = '23514';
end if;
if new.retired_at is not null and old.retired_at is null and exists (select 1 from room_occupancies o join rooms r on r.id = o.room_id where r.hostel_id = new.id) then
  raise exception 'hostel % has occupants: it cannot be retired', new.name using errcode = '23514';
end if;
return new;`,
})
export class Hostel {
  [OptionalProps]?: 'id' | 'title' | 'amenities' | 'guardianConsentRequired' | 'earlyExit' | 'firstFloor' | 'floors' | 'retiredAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  /** The code, e.g. `GH-1`: never changes. */
  @Property({ type: 'string', length: 20, unique: 'hostels_name_unique' })
  name!: string;

  /** The display name, e.g. "Girls' Hostel 1"; null reads as the code. */
  @Property({ type: 'string', length: 60, nullable: true })
  title?: string | null;

  @Enum({ items: () => Gender, nativeEnumName: 'user_gender' })
  gender!: Gender;

  @Enum({ items: () => BookingMode, nativeEnumName: 'booking_mode' })
  bookingMode!: BookingMode;

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  amenities!: string[];

  /** 0: its rooms start on the ground floor (the girls' blocks); 1: on the 1st (the boys'). */
  @Property({ type: 'smallint', default: 0 })
  firstFloor!: number;

  /** How many floors: its rooms lie on firstFloor to firstFloor + floors - 1. */
  @Property({ type: 'smallint', default: 1 })
  floors!: number;

  /** Whether a new outpass from this hostel first asks the student's guardian (set by an admin). */
  @Property({ type: 'boolean', default: false })
  guardianConsentRequired!: boolean;

  /** What the gate does with a student going out well before their declared out time (set by an admin). */
  @Enum({ items: () => EarlyExitRule, nativeEnumName: 'early_exit_rule', default: EarlyExitRule.WARN })
  earlyExit!: EarlyExitRule;

  /** When the office retired it (with its rooms): only admins asking see it since. */
  @Property({ type: 'datetime', nullable: true })
  retiredAt?: Date | null;
}
