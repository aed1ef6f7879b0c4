import { Migration } from '@mikro-orm/migrations';

/**
 * The front desk's visitors (issue 54, docs/decisions/0159): visits with their pass's code kept
 * only as a hash, each hostel's visiting rules (none written: a hostel without a row has the
 * defaults), and the office's one setting (days a visit's record is kept, default 90).
 */
export class Migration20261205000000Visitors extends Migration {
  override up(): void {
    this.addSql(`create type "visit_status" as enum ('pending_approval', 'expected', 'asking', 'signed_in', 'signed_out', 'declined', 'expired', 'cancelled')`);
    this.addSql(`create type "visitor_id_type" as enum ('aadhaar', 'driving_licence', 'passport', 'voter_id', 'college_id', 'other')`);
    this.addSql(`create table "visits" ("id" uuid not null default gen_random_uuid(), "hostel_id" uuid not null, "host_id" uuid not null, "visitor_name" varchar(80) not null, "visitor_phone" varchar(20) not null, "relation" varchar(40) not null, "visitor_gender" "user_gender" null, "day" date not null, "expected_from" varchar(5) not null, "expected_to" varchar(5) not null, "overnight" boolean not null default false, "walk_in" boolean not null default false, "status" "visit_status" not null default 'expected', "code_kid" varchar(40) null, "code_hash" varchar(64) null, "id_type" "visitor_id_type" null, "id_last4" varchar(4) null, "common_room_only" boolean not null default false, "created_at" timestamptz not null default now(), "created_by_id" uuid null, "ask_expires_at" timestamptz null, "decided_at" timestamptz null, "decided_by_id" uuid null, "decision_note" varchar(300) null, "signed_in_at" timestamptz null, "signed_in_by_id" uuid null, "signed_out_at" timestamptz null, "signed_out_by_id" uuid null, "overstay_alerted_at" timestamptz null, primary key ("id"))`);
    this.addSql(`alter table "visits" add constraint "visits_code_hash_unique" unique ("code_hash")`);
    this.addSql(`create index "visits_status_index" on "visits" ("status", "day")`);
    this.addSql(`create index "visits_host_index" on "visits" ("host_id", "created_at")`);
    this.addSql(`create index "visits_hostel_day_index" on "visits" ("hostel_id", "day", "status")`);
    this.addSql(`create table "visitor_rules" ("hostel_id" uuid not null, "hours" jsonb not null, "max_at_once" smallint not null, "other_gender_common_room" boolean not null, "overnight_needs_approval" boolean not null, "updated_at" timestamptz not null default now(), primary key ("hostel_id"))`);
    this.addSql(`create table "visitor_settings" ("id" smallint not null default 1, "retention_days" smallint not null default 90, "updated_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`alter table "visits" add constraint "visits_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on delete cascade`);
    this.addSql(`alter table "visits" add constraint "visits_host_id_foreign" foreign key ("host_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "visits" add constraint "visits_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "visits" add constraint "visits_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "visits" add constraint "visits_signed_in_by_id_foreign" foreign key ("signed_in_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "visits" add constraint "visits_signed_out_by_id_foreign" foreign key ("signed_out_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "visitor_rules" add constraint "visitor_rules_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on update cascade on delete cascade`);
    this.addSql(`insert into "visitor_settings" ("id", "retention_days") values (1, 90)`);
  }

  override down(): void {
    this.addSql(`drop table if exists "visitor_settings"`);
    this.addSql(`drop table if exists "visitor_rules"`);
    this.addSql(`drop table if exists "visits"`);
    this.addSql(`drop type if exists "visitor_id_type"`);
    this.addSql(`drop type if exists "visit_status"`);
  }
}
