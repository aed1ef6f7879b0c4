import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { BookingMode, EarlyExitRule, Gender } from '../../core/enums.js';

/** A hostel block, GH-1..GH-3 or BH-1..BH-5. Its statistics are derived from occupancy. */
@Entity({ tableName: 'hostels' })
export class Hostel {
  [OptionalProps]?: 'id' | 'amenities' | 'guardianConsentRequired' | 'earlyExit';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 20, unique: 'hostels_name_unique' })
  name!: string;

  @Enum({ items: () => Gender, nativeEnumName: 'user_gender' })
  gender!: Gender;

  @Enum({ items: () => BookingMode, nativeEnumName: 'booking_mode' })
  bookingMode!: BookingMode;

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  amenities!: string[];

  /** Whether a new outpass from this hostel first asks the student's guardian (set by an admin). */
  @Property({ type: 'boolean', default: false })
  guardianConsentRequired!: boolean;

  /** What the gate does with a student going out well before their declared out time (set by an admin). */
  @Enum({ items: () => EarlyExitRule, nativeEnumName: 'early_exit_rule', default: EarlyExitRule.WARN })
  earlyExit!: EarlyExitRule;
}
