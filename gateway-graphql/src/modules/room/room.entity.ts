import { Check, Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Hostel } from '../hostel/hostel.entity.js';
import { RoomKind } from '../../core/enums.js';

/** A room of a hostel. Floor = number / 100 rounded down; free beds come from occupancy. */
@Entity({ tableName: 'rooms' })
@Unique({ name: 'rooms_hostel_id_number_unique', properties: ['hostel', 'number'] })
@Check({
  name: 'rooms_capacity_check',
  expression: "(type = 'Single' and capacity = 1) or (type = 'Double' and capacity = 2)",
})
export class Room {
  [OptionalProps]?: 'id' | 'floor';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => Hostel, { deleteRule: 'cascade' })
  hostel!: Hostel;

  @Property({ type: 'integer' })
  number!: number;

  @Enum({ items: () => RoomKind, nativeEnumName: 'room_type' })
  type!: RoomKind;

  @Property({ type: 'smallint' })
  capacity!: number;

  get floor(): number {
    return Math.floor(this.number / 100);
  }
}
