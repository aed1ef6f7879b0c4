import { Migration } from '@mikro-orm/migrations';

/**
 * The office's tools (issue 11): wardens and their hostels, invitations to set a first password,
 * disabled accounts, the append-only audit log, trigram student search, the hostel an outpass
 * was asked from, and the selection window.
 *
 * The new role value is added here and never used in this migration's own SQL: PostgreSQL lets
 * `alter type … add value` run in a transaction but not the new value be used in the same one.
 */
export class Migration20261124000000Office extends Migration {
  override up(): void {
    this.addSql(`alter type "user_role" add value if not exists 'warden'`);
    // An invited warden has no password until they follow the link.
    this.addSql(`alter table "users" alter column "password_hash" drop not null`);
    this.addSql(`alter table "users" add "disabled_at" timestamptz null`);

    this.addSql(`create table "staff_hostels" ("user_id" uuid not null, "hostel_id" uuid not null, primary key ("user_id", "hostel_id"))`);
    this.addSql(`create index "staff_hostels_hostel_id_index" on "staff_hostels" ("hostel_id")`);
    this.addSql(`alter table "staff_hostels" add constraint "staff_hostels_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "staff_hostels" add constraint "staff_hostels_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on update cascade on delete cascade`);

    this.addSql(`create table "staff_invites" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`alter table "staff_invites" add constraint "staff_invites_user_id_unique" unique ("user_id")`);
    this.addSql(`alter table "staff_invites" add constraint "staff_invites_token_hash_unique" unique ("token_hash")`);
    this.addSql(`alter table "staff_invites" add constraint "staff_invites_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`);

    // No foreign keys: an event outlives the rows it names, and a cascade would be an UPDATE or DELETE.
    this.addSql(`create table "audit_events" ("id" bigserial, "at" timestamptz not null default now(), "actor_id" uuid null, "actor_name" varchar(100) null, "actor_role" varchar(20) null, "action" varchar(60) not null, "object_type" varchar(30) not null, "object_id" varchar(64) not null, "student_id" uuid null, "hostel_id" uuid null, "before" jsonb null, "after" jsonb null, "address" varchar(64) null, "request_id" varchar(100) null, primary key ("id"))`);
    this.addSql(`create index "audit_events_at_index" on "audit_events" ("at" desc, "id" desc)`);
    this.addSql(`create index "audit_events_object_index" on "audit_events" ("object_type", "object_id", "at")`);
    this.addSql(`create index "audit_events_actor_index" on "audit_events" ("actor_id", "at")`);
    this.addSql(`create index "audit_events_student_index" on "audit_events" ("student_id", "at")`);
    this.addSql(`create index "audit_events_hostel_index" on "audit_events" ("hostel_id", "at")`);
    for (const [name, events, level] of [['audit_events_no_update_or_delete', 'update or delete', 'row'], ['audit_events_no_truncate', 'truncate', 'statement']] as const) {
      this.addSql(`create or replace function "audit_events_${name}_fn"() returns trigger as $$ begin raise exception 'audit_events is append-only: % refused', tg_op using errcode = '42501'; end; $$ language plpgsql`);
      this.addSql(`create trigger "${name}" before ${events} on "audit_events" for each ${level} execute function "audit_events_${name}_fn"()`);
    }

    // Student search: one lower-cased text of name, enrollment ID and email, matched by trigrams.
    this.addSql(`create extension if not exists pg_trgm`);
    this.addSql(`create index "users_search_trgm_index" on "users" using gin ((lower(name || ' ' || coalesce(enrollment_id, '') || ' ' || email)) gin_trgm_ops)`);
    // Searches of one or two letters match the start of a name (trigrams need three).
    this.addSql(`create index "users_name_prefix_index" on "users" ((lower(name)) text_pattern_ops)`);

    // The hostel whose staff see an outpass: the student's hostel when they asked.
    this.addSql(`alter table "outpasses" add "hostel_id" uuid null`);
    this.addSql(`alter table "outpasses" add constraint "outpasses_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on delete set null`);
    this.addSql(`create index "outpasses_hostel_id_index" on "outpasses" ("hostel_id")`);
    this.addSql(`update "outpasses" o set "hostel_id" = r."hostel_id" from "room_occupancies" b join "rooms" r on r."id" = b."room_id" where b."student_id" = o."student_id"`);

    // The hostel an activity belongs to, so a warden's feed holds their hostels' activity only.
    this.addSql(`alter table "activities" add "hostel_id" uuid null`);
    this.addSql(`alter table "activities" add constraint "activities_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on delete set null`);
    this.addSql(`create index "activities_hostel_id_index" on "activities" ("hostel_id")`);
    this.addSql(`update "activities" a set "hostel_id" = o."hostel_id" from "outpasses" o where o."id" = a."outpass_id"`);
    this.addSql(`update "activities" a set "hostel_id" = r."hostel_id" from "room_requests" q join "rooms" r on r."id" = q."room_id" where q."id" = a."room_request_id"`);

    // One window for all hostels (hostel_id null) and at most one per hostel, which overrides it.
    this.addSql(`create table "selection_windows" ("id" uuid not null default gen_random_uuid(), "hostel_id" uuid null, "opens_at" timestamptz null, "closes_at" timestamptz null, "enrollment_prefixes" text[] not null default '{}', "updated_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`create unique index "selection_windows_hostel_unique" on "selection_windows" (coalesce("hostel_id", '00000000-0000-0000-0000-000000000000'::uuid))`);
    this.addSql(`alter table "selection_windows" add constraint "selection_windows_order_check" check ("opens_at" is null or "closes_at" is null or "opens_at" < "closes_at")`);
    this.addSql(`alter table "selection_windows" add constraint "selection_windows_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on delete cascade`);
  }

  override down(): void {
    this.addSql(`drop table if exists "selection_windows"`);
    this.addSql(`alter table "activities" drop column "hostel_id"`);
    this.addSql(`alter table "outpasses" drop column "hostel_id"`);
    this.addSql(`drop index if exists "users_search_trgm_index"`);
    this.addSql(`drop index if exists "users_name_prefix_index"`);
    this.addSql(`drop table if exists "audit_events"`);
    this.addSql(`drop function if exists "audit_events_audit_events_no_update_or_delete_fn"()`);
    this.addSql(`drop function if exists "audit_events_audit_events_no_truncate_fn"()`);
    this.addSql(`drop table if exists "staff_invites"`);
    this.addSql(`drop table if exists "staff_hostels"`);
    this.addSql(`alter table "users" drop column "disabled_at"`);
    // The role value stays: PostgreSQL cannot drop an enum value.
  }
}
