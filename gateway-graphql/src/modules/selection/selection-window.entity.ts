import { ArrayType } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Hostel } from '../hostel/hostel.entity.js';

/**
 * When booking and room requests are open, and for whom. One row for every hostel (no hostel)
 * and at most one per hostel, which replaces it for that hostel. An open or close left empty is
 * unbounded on that side; no prefixes means every student may take part.
 */
@Entity({ tableName: 'selection_windows' })
@Unique({
  name: 'selection_windows_hostel_unique',
  expression: `create unique index "selection_windows_hostel_unique" on "selection_windows" (coalesce("hostel_id", '00000000-0000-0000-0000-000000000000'::uuid))`,
})
@Check({ name: 'selection_windows_order_check', expression: '"opens_at" is null or "closes_at" is null or "opens_at" < "closes_at"' })
export class SelectionWindow {
  [OptionalProps]?: 'id' | 'hostel' | 'opensAt' | 'closesAt' | 'enrollmentPrefixes' | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => Hostel, { deleteRule: 'cascade', nullable: true })
  hostel?: Hostel | null;

  @Property({ type: 'datetime', nullable: true })
  opensAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  closesAt?: Date | null;

  /** Students whose enrollment ID starts with one of these (an admission year, a whole ID). */
  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  enrollmentPrefixes!: string[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Date;
}
