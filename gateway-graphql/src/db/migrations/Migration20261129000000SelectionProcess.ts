import { Migration } from '@mikro-orm/migrations';

/**
 * A fair selection day (issue 43): selection processes with their hostels, lottery entrants
 * (keyed by enrollment ID), roommate groups and their invitations; an accessible flag on rooms
 * and a need for one on the roster; the process that placed an occupancy (its assignment).
 */
export class Migration20261129000000SelectionProcess extends Migration {
  override up(): void {
    this.addSql(`create type "selection_process_status" as enum ('Draft', 'Published', 'Assigning', 'Assigned', 'Done')`);
    this.addSql(`create type "draw_mode" as enum ('year_then_random', 'random')`);
    this.addSql(`create type "group_invite_status" as enum ('Pending', 'Accepted', 'Declined')`);
    this.addSql(`create table "selection_processes" ("id" uuid not null default gen_random_uuid(), "name" varchar(80) not null, "status" "selection_process_status" not null default 'Draft', "draw" "draw_mode" not null, "seed" bigint not null, "genders" text[] not null default '{}', "years_of_study" int[] not null default '{}', "first_slot_at" timestamptz not null, "slot_minutes" smallint not null, "per_slot" int not null, "closes_at" timestamptz not null, "published_at" timestamptz null, "draw_digest" varchar(64) null, "assigned_at" timestamptz null, "done_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`create table "selection_process_hostels" ("process_id" uuid not null, "hostel_id" uuid not null, primary key ("process_id", "hostel_id"))`);
    this.addSql(`create index "selection_process_hostels_hostel_id_index" on "selection_process_hostels" ("hostel_id")`);
    this.addSql(`create table "selection_groups" ("id" uuid not null default gen_random_uuid(), "process_id" uuid not null, "leader_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`alter table "selection_groups" add constraint "selection_groups_process_id_leader_id_unique" unique ("process_id", "leader_id")`);
    this.addSql(`create table "selection_group_invites" ("group_id" uuid not null, "student_id" uuid not null, "status" "group_invite_status" not null default 'Pending', "created_at" timestamptz not null default now(), "answered_at" timestamptz null, primary key ("group_id", "student_id"))`);
    this.addSql(`create index "selection_group_invites_student_id_index" on "selection_group_invites" ("student_id")`);
    this.addSql(`create table "selection_entrants" ("process_id" uuid not null, "enrollment_id" varchar(40) not null, "lottery_number" int not null, "slot" int not null, "group_id" uuid null, primary key ("process_id", "enrollment_id"))`);
    this.addSql(`create index "selection_entrants_group_id_index" on "selection_entrants" ("group_id")`);
    this.addSql(`create index "selection_entrants_enrollment_id_index" on "selection_entrants" ("enrollment_id")`);
    this.addSql(`alter table "selection_entrants" add constraint "selection_entrants_process_id_lottery_number_unique" unique ("process_id", "lottery_number")`);
    this.addSql(`alter table "rooms" add "accessible" boolean not null default false`);
    this.addSql(`alter table "roster_entries" add "needs_accessible_room" boolean not null default false`);
    this.addSql(`alter table "room_occupancies" add "process_id" uuid null`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_process_id_foreign" foreign key ("process_id") references "selection_processes" ("id") on delete set null`);
    this.addSql(`create index "room_occupancies_process_id_index" on "room_occupancies" ("process_id")`);
    this.addSql(`alter table "selection_processes" add constraint "selection_processes_per_slot_check" check (per_slot >= 1 and per_slot <= 10000)`);
    this.addSql(`alter table "selection_processes" add constraint "selection_processes_slot_minutes_check" check (slot_minutes >= 1 and slot_minutes <= 1440)`);
    this.addSql(`alter table "selection_processes" add constraint "selection_processes_order_check" check (first_slot_at < closes_at)`);
    this.addSql(`alter table "selection_process_hostels" add constraint "selection_process_hostels_process_id_foreign" foreign key ("process_id") references "selection_processes" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "selection_process_hostels" add constraint "selection_process_hostels_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "selection_groups" add constraint "selection_groups_process_id_foreign" foreign key ("process_id") references "selection_processes" ("id") on delete cascade`);
    this.addSql(`alter table "selection_groups" add constraint "selection_groups_leader_id_foreign" foreign key ("leader_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "selection_group_invites" add constraint "selection_group_invites_group_id_foreign" foreign key ("group_id") references "selection_groups" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "selection_group_invites" add constraint "selection_group_invites_student_id_foreign" foreign key ("student_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "selection_entrants" add constraint "selection_entrants_process_id_foreign" foreign key ("process_id") references "selection_processes" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "selection_entrants" add constraint "selection_entrants_enrollment_id_foreign" foreign key ("enrollment_id") references "roster_entries" ("enrollment_id") on update cascade on delete cascade`);
    this.addSql(`alter table "selection_entrants" add constraint "selection_entrants_group_id_foreign" foreign key ("group_id") references "selection_groups" ("id") on delete set null`);
  }

  override down(): void {
    this.addSql(`drop index if exists "room_occupancies_process_id_index"`);
    this.addSql(`alter table "room_occupancies" drop constraint if exists "room_occupancies_process_id_foreign"`);
    this.addSql(`alter table "room_occupancies" drop column "process_id"`);
    this.addSql(`alter table "roster_entries" drop column "needs_accessible_room"`);
    this.addSql(`alter table "rooms" drop column "accessible"`);
    this.addSql(`drop table if exists "selection_entrants"`);
    this.addSql(`drop table if exists "selection_group_invites"`);
    this.addSql(`drop table if exists "selection_groups"`);
    this.addSql(`drop table if exists "selection_process_hostels"`);
    this.addSql(`drop table if exists "selection_processes"`);
    this.addSql(`drop type "group_invite_status"`);
    this.addSql(`drop type "draw_mode"`);
    this.addSql(`drop type "selection_process_status"`);
  }
}
