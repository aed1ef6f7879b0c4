import { Migration } from '@mikro-orm/migrations';

/**
 * Canary releases of the remotes (issue 55, docs/decisions/0160): each remote's canary (at most
 * one running or paused), the browsers' reports of the releases in a canary, and the judge's
 * judgments with the signals they weighed.
 */
export class Migration20261206000000Canaries extends Migration {
  override up(): void {
    this.addSql(`create type "canary_status" as enum ('running', 'paused', 'promoted', 'rolled_back', 'aborted')`);
    this.addSql(`create type "canary_report_kind" as enum ('loaded', 'load_error', 'render_error', 'unhandled_error', 'vital')`);
    this.addSql(`create table "remote_canaries" ("id" uuid not null default gen_random_uuid(), "remote" varchar(40) not null, "stable_release" varchar(80) null, "canary_release" varchar(80) not null, "steps" smallint[] not null, "step" smallint not null default 0, "share" smallint not null, "min_sessions" int not null, "min_minutes" int not null, "lcp_p75_ms" int not null, "status" "canary_status" not null default 'running', "reason" text null, "started_by" varchar(100) not null, "started_at" timestamptz not null default now(), "step_started_at" timestamptz not null default now(), "ended_at" timestamptz null, "applied_at" timestamptz null, primary key ("id"))`);
    this.addSql(`create unique index "remote_canaries_active_unique" on "remote_canaries" ("remote") where "status" in ('running', 'paused')`);
    this.addSql(`create table "canary_reports" ("id" bigserial primary key, "canary_id" uuid not null, "release" varchar(80) not null, "session_key" varchar(64) not null, "kind" "canary_report_kind" not null, "route" varchar(200) null, "message" varchar(300) null, "vital" varchar(4) null, "value" double precision null, "at" timestamptz not null default now())`);
    this.addSql(`create index "canary_reports_release_index" on "canary_reports" ("canary_id", "release", "at")`);
    this.addSql(`create table "canary_judgments" ("id" bigserial primary key, "canary_id" uuid not null, "at" timestamptz not null default now(), "share" smallint not null, "decision" varchar(10) not null, "reason" text not null, "canary_sessions" int not null, "canary_failed" int not null, "stable_sessions" int not null, "stable_failed" int not null, "p_value" double precision null, "canary_lcp_p75" double precision null, "stable_lcp_p75" double precision null)`);
    this.addSql(`create index "canary_judgments_canary_index" on "canary_judgments" ("canary_id", "at")`);
    this.addSql(`alter table "canary_reports" add constraint "canary_reports_canary_id_foreign" foreign key ("canary_id") references "remote_canaries" ("id") on delete cascade`);
    this.addSql(`alter table "canary_judgments" add constraint "canary_judgments_canary_id_foreign" foreign key ("canary_id") references "remote_canaries" ("id") on delete cascade`);
  }

  override down(): void {
    this.addSql(`drop table if exists "canary_judgments"`);
    this.addSql(`drop table if exists "canary_reports"`);
    this.addSql(`drop table if exists "remote_canaries"`);
    this.addSql(`drop type if exists "canary_report_kind"`);
    this.addSql(`drop type if exists "canary_status"`);
  }
}
