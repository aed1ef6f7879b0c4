import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** Something a person should know of (a decision about their outpass or room): shown under the bell. */
@Entity({ tableName: 'notifications' })
@Index({ name: 'notifications_user_index', expression: 'create index "notifications_user_index" on "notifications" ("user_id", "created_at" desc, "id" desc)' })
export class Notification {
  [OptionalProps]?: 'id' | 'createdAt' | 'readAt' | 'link';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  /** One of NotificationKind. */
  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 1000 })
  body!: string;

  /** A path in the product to open (e.g. /newprofile). */
  @Property({ type: 'string', length: 300, nullable: true })
  link?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  readAt?: Date | null;
}
