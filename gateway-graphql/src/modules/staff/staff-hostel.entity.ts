import { Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { Hostel } from '../hostel/hostel.entity.js';
import { User } from '../user/user.entity.js';

/** A warden's hostel: the warden sees and decides for it. An admin needs none (they see all). */
@Entity({ tableName: 'staff_hostels' })
export class StaffHostel {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Hostel, { primary: true, deleteRule: 'cascade', index: 'staff_hostels_hostel_id_index' })
  hostel!: Hostel;
}
