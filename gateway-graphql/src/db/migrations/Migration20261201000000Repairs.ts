import { Migration } from '@mikro-orm/migrations';

/**
 * Repairs (issue 53): jobs students report, their photos (re-encoded bytes, docs/decisions/0156)
 * and thread, the maintenance role with each person's trade, and the office's time to fix each
 * priority (defaults 4 hours, 1 day, 3 days, 7 days).
 */
export class Migration20261201000000Repairs extends Migration {
  override up(): void {
    this.addSql(`alter type "user_role" add value if not exists 'maintenance' after 'guard'`);
    this.addSql(`create type "repair_category" as enum ('electrical', 'plumbing', 'furniture', 'internet', 'cleaning', 'pests', 'other')`);
    this.addSql(`create type "repair_priority" as enum ('urgent', 'high', 'normal', 'low')`);
    this.addSql(`create type "repair_status" as enum ('reported', 'assigned', 'in_progress', 'fixed', 'closed', 'cancelled', 'merged')`);
    this.addSql(`create type "trade" as enum ('electrical', 'plumbing', 'carpentry', 'network', 'housekeeping')`);
    this.addSql(`create table "repair_priority_times" ("priority" varchar(10) not null, "hours" int not null, primary key ("priority"))`);
    this.addSql(`insert into "repair_priority_times" ("priority", "hours") values ('urgent', 4), ('high', 24), ('normal', 72), ('low', 168)`);
    this.addSql(
      `create table "repair_jobs" ("id" uuid not null default gen_random_uuid(), "student_id" uuid not null, "hostel_id" uuid not null, "room_id" uuid null, "common_area" varchar(100) null, ` +
        `"category" "repair_category" not null, "description" varchar(2000) not null, "urgency" "repair_priority" not null, "may_enter" boolean not null, "priority" "repair_priority" null, ` +
        `"status" "repair_status" not null default 'reported', "assignee_id" uuid null, "due_at" timestamptz null, "merged_into_id" uuid null, "created_at" timestamptz not null default now(), ` +
        `"assigned_at" timestamptz null, "started_at" timestamptz null, "fixed_at" timestamptz null, "closed_at" timestamptz null, "cancelled_at" timestamptz null, "escalated_at" timestamptz null, ` +
        `"reopened_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "repair_jobs_room_id_index" on "repair_jobs" ("room_id")`);
    this.addSql(`create index "repair_jobs_due_index" on "repair_jobs" ("status", "due_at")`);
    this.addSql(`create index "repair_jobs_assignee_index" on "repair_jobs" ("assignee_id", "status")`);
    this.addSql(`create index "repair_jobs_hostel_index" on "repair_jobs" ("hostel_id", "status", "created_at")`);
    this.addSql(`create index "repair_jobs_student_index" on "repair_jobs" ("student_id", "status")`);
    this.addSql(
      `create table "repair_photos" ("id" uuid not null default gen_random_uuid(), "job_id" uuid not null, "sent_by_id" uuid null, "content_type" varchar(20) not null, "width" int not null, ` +
        `"height" int not null, "size" int not null, "bytes" bytea not null, "created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(`create index "repair_photos_job_id_index" on "repair_photos" ("job_id")`);
    this.addSql(
      `create table "repair_comments" ("id" uuid not null default gen_random_uuid(), "job_id" uuid not null, "author_id" uuid null, "body" varchar(2000) not null, "internal" boolean not null, ` +
        `"created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(`create index "repair_comments_job_index" on "repair_comments" ("job_id", "created_at")`);
    this.addSql(`create table "maintenance_staff" ("user_id" uuid not null, "trade" "trade" not null, primary key ("user_id"))`);
    this.addSql(`alter table "repair_jobs" add constraint "repair_jobs_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "repair_jobs" add constraint "repair_jobs_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on delete cascade`);
    this.addSql(`alter table "repair_jobs" add constraint "repair_jobs_room_id_foreign" foreign key ("room_id") references "rooms" ("id") on delete cascade`);
    this.addSql(`alter table "repair_jobs" add constraint "repair_jobs_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "repair_jobs" add constraint "repair_jobs_merged_into_id_foreign" foreign key ("merged_into_id") references "repair_jobs" ("id") on delete set null`);
    this.addSql(`alter table "repair_jobs" add constraint "repair_jobs_place_check" check ((room_id is not null) <> (common_area is not null))`);
    this.addSql(`alter table "repair_photos" add constraint "repair_photos_job_id_foreign" foreign key ("job_id") references "repair_jobs" ("id") on delete cascade`);
    this.addSql(`alter table "repair_photos" add constraint "repair_photos_sent_by_id_foreign" foreign key ("sent_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "repair_comments" add constraint "repair_comments_job_id_foreign" foreign key ("job_id") references "repair_jobs" ("id") on delete cascade`);
    this.addSql(`alter table "repair_comments" add constraint "repair_comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "maintenance_staff" add constraint "maintenance_staff_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
  }

  override down(): void {
    for (const table of ['maintenance_staff', 'repair_comments', 'repair_photos', 'repair_jobs', 'repair_priority_times']) this.addSql(`drop table if exists "${table}"`);
    for (const type of ['trade', 'repair_status', 'repair_priority', 'repair_category']) this.addSql(`drop type if exists "${type}"`);
    // Enum values cannot be removed in PostgreSQL: 'maintenance' stays in user_role, unused.
  }
}
