import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { CanaryReportKind, CanaryStatus } from '../../core/enums.js';

/**
 * A remote's canary release (issue 55, docs/decisions/0160): started by the team's `promote
 * --canary` (scripts/), served to `share` percent of browsers by whatever answers /remotes.json,
 * judged step by step by the gateway's job, ended promoted, rolled back or aborted.
 */
@Entity({ tableName: 'remote_canaries' })
@Index({ name: 'remote_canaries_active_unique', expression: `create unique index "remote_canaries_active_unique" on "remote_canaries" ("remote") where "status" in ('running', 'paused')` })
export class RemoteCanary {
  [OptionalProps]?: 'id' | 'step' | 'status' | 'reason' | 'startedAt' | 'stepStartedAt' | 'endedAt' | 'appliedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 40 })
  remote!: string;

  /** The release everyone else stays on (null: the local build). */
  @Property({ type: 'string', length: 80, nullable: true })
  stableRelease!: string | null;

  @Property({ type: 'string', length: 80 })
  canaryRelease!: string;

  /** The shares, in percent, step by step (e.g. 10, 50, 100). */
  @Property({ type: 'smallint[]', columnType: 'smallint[]' })
  steps!: number[];

  @Property({ type: 'smallint', default: 0 })
  step!: number;

  @Property({ type: 'smallint' })
  share!: number;

  @Property({ type: 'integer' })
  minSessions!: number;

  @Property({ type: 'integer' })
  minMinutes!: number;

  @Property({ type: 'integer', fieldName: 'lcp_p75_ms' })
  lcpP75Ms!: number;

  @Enum({ items: () => CanaryStatus, nativeEnumName: 'canary_status', default: CanaryStatus.RUNNING })
  status!: CanaryStatus;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'string', length: 100 })
  startedBy!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  startedAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  stepStartedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  endedAt?: Date | null;

  /** When a promoted canary was written into the runtime map (by whatever answers /remotes.json). */
  @Property({ type: 'datetime', nullable: true })
  appliedAt?: Date | null;
}

/** One browser report of a release in a canary (the canary's or the stable one's), kept for the judge. */
@Entity({ tableName: 'canary_reports' })
@Index({ name: 'canary_reports_release_index', properties: ['canary', 'release', 'at'] })
// The judge's LCP percentile of a step reads only this (an index-only scan of the step's LCP values).
@Index({
  name: 'canary_reports_lcp_index',
  expression: `create index "canary_reports_lcp_index" on "canary_reports" ("canary_id", "release", "at") include ("value") where "vital" = 'LCP'`,
})
export class CanaryReport {
  [OptionalProps]?: 'id' | 'at' | 'route' | 'message' | 'vital' | 'value';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => RemoteCanary, { deleteRule: 'cascade', index: false })
  canary!: RemoteCanary;

  @Property({ type: 'string', length: 80 })
  release!: string;

  /** The SHA-256 of the reporting session's id: sessions counted, never named. */
  @Property({ type: 'string', length: 64 })
  sessionKey!: string;

  @Enum({ items: () => CanaryReportKind, nativeEnumName: 'canary_report_kind' })
  kind!: CanaryReportKind;

  @Property({ type: 'string', length: 200, nullable: true })
  route?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  message?: string | null;

  /** LCP, INP or CLS, for a vital. */
  @Property({ type: 'string', length: 4, nullable: true })
  vital?: string | null;

  @Property({ type: 'double', nullable: true })
  value?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at!: Date;
}

/**
 * The judge's running tally (docs/decisions/0160): each session that reported a release in a
 * canary's step, once, and whether any of its reports was an error. The beacon writes it with the
 * reports; the judge counts it, so judging a step costs the same at its 300,000th report as at its
 * first (counting distinct sessions among the reports took 0.6 s there on the slower machine).
 */
@Entity({ tableName: 'canary_sessions' })
export class CanarySession {
  [OptionalProps]?: 'failed';

  @ManyToOne(() => RemoteCanary, { primary: true, deleteRule: 'cascade' })
  canary!: RemoteCanary;

  @PrimaryKey({ type: 'smallint' })
  step!: number;

  @PrimaryKey({ type: 'string', length: 80 })
  release!: string;

  /** The SHA-256 of the session's id, as in canary_reports. */
  @PrimaryKey({ type: 'string', length: 64 })
  sessionKey!: string;

  @Property({ type: 'boolean', default: false })
  failed!: boolean;
}

/** Each judgment of a canary's step, with the signals it weighed: the teams' `canary status` shows them. */
@Entity({ tableName: 'canary_judgments' })
@Index({ name: 'canary_judgments_canary_index', properties: ['canary', 'at'] })
export class CanaryJudgment {
  [OptionalProps]?: 'id' | 'at';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => RemoteCanary, { deleteRule: 'cascade', index: false })
  canary!: RemoteCanary;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at!: Date;

  @Property({ type: 'smallint' })
  share!: number;

  /** wait, advance, promote or rollback. */
  @Property({ type: 'string', length: 10 })
  decision!: string;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'integer' })
  canarySessions!: number;

  @Property({ type: 'integer' })
  canaryFailed!: number;

  @Property({ type: 'integer' })
  stableSessions!: number;

  @Property({ type: 'integer' })
  stableFailed!: number;

  @Property({ type: 'double', nullable: true })
  pValue?: number | null;

  @Property({ type: 'double', nullable: true })
  canaryLcpP75?: number | null;

  @Property({ type: 'double', nullable: true })
  stableLcpP75?: number | null;
}
