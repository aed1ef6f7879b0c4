import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';
import { RepairPriority, Trade } from '../../core/enums.js';

/** A maintenance person's trade (set when they are invited): which jobs they may be assigned. */
@Entity({ tableName: 'maintenance_staff' })
export class MaintenanceStaff {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: () => Trade, nativeEnumName: 'trade' })
  trade!: Trade;
}

/** The office's time to fix each priority, in hours (defaults 4, 24, 72, 168: the migration writes them). */
@Entity({ tableName: 'repair_priority_times' })
export class RepairPriorityTime {
  @PrimaryKey({ type: 'string', length: 10 })
  priority!: RepairPriority;

  @Property({ type: 'integer' })
  hours!: number;
}
