import { Migration } from '@mikro-orm/migrations';

/**
 * The canary judge's running tally (docs/decisions/0160): each session that reported a release in
 * a canary's step, with whether it failed, written by the beacon with its reports. The judge counts
 * it instead of counting distinct sessions among every report of the step; and an index of the
 * reports' LCP values, the only reports its percentile reads. A canary running when this migration
 * runs has its current step's sessions filled in from its reports.
 */
export class Migration20261207000000CanarySessions extends Migration {
  override up(): void {
    this.addSql(
      `create table "canary_sessions" ("canary_id" uuid not null, "step" smallint not null, "release" varchar(80) not null, "session_key" varchar(64) not null, "failed" boolean not null default false, primary key ("canary_id", "step", "release", "session_key"))`,
    );
    this.addSql(`create index "canary_reports_lcp_index" on "canary_reports" ("canary_id", "release", "at") include ("value") where "vital" = 'LCP'`);
    this.addSql(`alter table "canary_sessions" add constraint "canary_sessions_canary_id_foreign" foreign key ("canary_id") references "remote_canaries" ("id") on delete cascade`);
    this.addSql(
      `insert into "canary_sessions" ("canary_id", "step", "release", "session_key", "failed")
       select r.canary_id, c.step, r.release, r.session_key, bool_or(r.kind in ('load_error', 'render_error', 'unhandled_error'))
         from "canary_reports" r join "remote_canaries" c on c.id = r.canary_id
        where c.status in ('running', 'paused') and r.at >= c.step_started_at
        group by r.canary_id, c.step, r.release, r.session_key`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "canary_reports_lcp_index"`);
    this.addSql(`drop table if exists "canary_sessions"`);
  }
}
