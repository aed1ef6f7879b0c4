import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import { RepairJob } from './repair-job.entity.js';

/**
 * A photo of a repair job, as re-encoded by the gateway (no metadata, at most 1600 px), kept in
 * PostgreSQL so every gateway serves it (docs/decisions/0156). The bytes are lazy: lists never
 * read them.
 */
@Entity({ tableName: 'repair_photos' })
export class RepairPhoto {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => RepairJob, { deleteRule: 'cascade', index: 'repair_photos_job_id_index' })
  job!: RepairJob;

  /** Who sent it: the reporter, or the maintenance person with their note. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  sentBy?: User | null;

  /** image/jpeg or image/webp: what the gateway wrote, never what was sent. */
  @Property({ type: 'string', length: 20 })
  contentType!: string;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}
