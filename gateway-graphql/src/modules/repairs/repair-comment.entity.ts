import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import { RepairJob } from './repair-job.entity.js';

/** A line of a job's thread: seen by the student, or (internal) by staff only. Steps with a note (fixed, reopened) write one too. */
@Entity({ tableName: 'repair_comments' })
@Index({ name: 'repair_comments_job_index', properties: ['job', 'createdAt'] })
export class RepairComment {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => RepairJob, { deleteRule: 'cascade', index: false })
  job!: RepairJob;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  author?: User | null;

  @Property({ type: 'string', length: 2000 })
  body!: string;

  /** Staff only: the student never reads it. */
  @Property({ type: 'boolean' })
  internal!: boolean;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}
