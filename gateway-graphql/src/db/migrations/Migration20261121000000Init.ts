import { Migration } from '@mikro-orm/migrations';

/** The first schema: accounts, sessions, reset codes, hostels, rooms, occupancy, requests, outpasses, activity. */
export class Migration20261121000000Init extends Migration {
  override up(): void {
    this.addSql(`create type "user_gender" as enum ('Male', 'Female')`);
    this.addSql(`create type "booking_mode" as enum ('instant', 'approval')`);
    this.addSql(`create type "room_type" as enum ('Single', 'Double')`);
    this.addSql(`create type "user_role" as enum ('student', 'admin')`);
    this.addSql(`create type "request_status" as enum ('Pending', 'Approved', 'Rejected')`);
    this.addSql(`create type "responsibility" as enum ('Yes', 'No')`);
    this.addSql(`create type "activity_type" as enum ('Outpass Request', 'Room Booking Request')`);
    this.addSql(`create table "hostels" ("id" uuid not null default gen_random_uuid(), "name" varchar(20) not null, "gender" "user_gender" not null, "booking_mode" "booking_mode" not null, "amenities" text[] not null default '{}', primary key ("id"))`);
    this.addSql(`alter table "hostels" add constraint "hostels_name_unique" unique ("name")`);
    this.addSql(`create table "rooms" ("id" uuid not null default gen_random_uuid(), "hostel_id" uuid not null, "number" int not null, "type" "room_type" not null, "capacity" smallint not null, primary key ("id"))`);
    this.addSql(`alter table "rooms" add constraint "rooms_hostel_id_number_unique" unique ("hostel_id", "number")`);
    this.addSql(`alter table "rooms" add constraint "rooms_capacity_check" check ((type = 'Single' and capacity = 1) or (type = 'Double' and capacity = 2))`);
    this.addSql(`create table "users" ("id" uuid not null default gen_random_uuid(), "role" "user_role" not null, "name" varchar(100) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "address" varchar(300) null, "dob" date null, "phone_number" varchar(20) null, "gender" "user_gender" null, "enrollment_id" varchar(40) null, "created_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email")`);
    this.addSql(`alter table "users" add constraint "users_enrollment_id_unique" unique ("enrollment_id")`);
    this.addSql(`alter table "users" add constraint "users_student_enrollment_id_check" check (role <> 'student' or enrollment_id is not null)`);
    this.addSql(`alter table "users" add constraint "users_enrollment_id_upper_check" check (enrollment_id = upper(enrollment_id))`);
    this.addSql(`alter table "users" add constraint "users_email_lower_check" check (email = lower(email))`);
    this.addSql(`create table "sessions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, primary key ("id"))`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id")`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash")`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at")`);
    this.addSql(`create table "room_requests" ("id" uuid not null default gen_random_uuid(), "student_id" uuid not null, "roommate_id" uuid null, "room_id" uuid not null, "status" "request_status" not null default 'Pending', "decided_by_id" uuid null, "decided_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`create index "room_requests_student_id_index" on "room_requests" ("student_id")`);
    this.addSql(`create index "room_requests_status_index" on "room_requests" ("status")`);
    this.addSql(`create unique index "room_requests_one_pending_per_student" on "room_requests" ("student_id") where "status" = 'Pending'`);
    this.addSql(`create table "room_occupancies" ("id" uuid not null default gen_random_uuid(), "room_id" uuid not null, "student_id" uuid not null, "bed" smallint not null, "created_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_student_id_unique" unique ("student_id")`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_room_id_bed_unique" unique ("room_id", "bed")`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_bed_check" check (bed >= 1 and bed <= 2)`);
    this.addSql(`create or replace function "room_occupancies_room_occupancies_capacity_guard_fn"() returns trigger as $$ begin if new.bed > (select capacity from rooms where id = new.room_id) then
  raise exception 'room % has no bed %', new.room_id, new.bed using errcode = '23514'; end if; return new; end; $$ language plpgsql`);
    this.addSql(`create trigger "room_occupancies_capacity_guard" BEFORE INSERT OR UPDATE on "room_occupancies" for each ROW execute function "room_occupancies_room_occupancies_capacity_guard_fn"()`);
    this.addSql(`create table "password_reset_codes" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "code_hash" varchar(200) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`alter table "password_reset_codes" add constraint "password_reset_codes_user_id_unique" unique ("user_id")`);
    this.addSql(`create table "outpasses" ("id" uuid not null default gen_random_uuid(), "student_id" uuid not null, "name" varchar(100) not null, "destination" varchar(200) not null, "date_of_arrival" date not null, "out_time" varchar(5) not null, "reason" varchar(1000) not null, "responsibility" "responsibility" not null, "roll_no" varchar(40) not null, "description" varchar(1000) null, "status" "request_status" not null default 'Pending', "decision_reason" varchar(500) null, "decided_by_id" uuid null, "decided_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`create index "outpasses_student_id_index" on "outpasses" ("student_id")`);
    this.addSql(`create index "outpasses_status_index" on "outpasses" ("status")`);
    this.addSql(`create table "activities" ("id" uuid not null default gen_random_uuid(), "type" "activity_type" not null, "description" varchar(500) not null, "student_id" uuid null, "outpass_id" uuid null, "room_request_id" uuid null, "resolved" boolean not null default false, "timestamp" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`create index "activities_timestamp_index" on "activities" ("timestamp")`);
    this.addSql(`alter table "rooms" add constraint "rooms_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on delete cascade`);
    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "room_requests" add constraint "room_requests_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "room_requests" add constraint "room_requests_roommate_id_foreign" foreign key ("roommate_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "room_requests" add constraint "room_requests_room_id_foreign" foreign key ("room_id") references "rooms" ("id") on delete cascade`);
    this.addSql(`alter table "room_requests" add constraint "room_requests_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_room_id_foreign" foreign key ("room_id") references "rooms" ("id") on delete cascade`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "password_reset_codes" add constraint "password_reset_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "outpasses" add constraint "outpasses_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "outpasses" add constraint "outpasses_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "activities" add constraint "activities_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "activities" add constraint "activities_outpass_id_foreign" foreign key ("outpass_id") references "outpasses" ("id") on delete cascade`);
    this.addSql(`alter table "activities" add constraint "activities_room_request_id_foreign" foreign key ("room_request_id") references "room_requests" ("id") on delete cascade`);
  }

  override down(): void {
    this.addSql('drop table if exists "activities" cascade;');
    this.addSql('drop table if exists "outpasses" cascade;');
    this.addSql('drop table if exists "password_reset_codes" cascade;');
    this.addSql('drop table if exists "room_occupancies" cascade;');
    this.addSql('drop table if exists "room_requests" cascade;');
    this.addSql('drop table if exists "sessions" cascade;');
    this.addSql('drop table if exists "users" cascade;');
    this.addSql('drop table if exists "rooms" cascade;');
    this.addSql('drop table if exists "hostels" cascade;');
    this.addSql('drop function if exists "room_occupancies_room_occupancies_capacity_guard_fn"();');
    this.addSql('drop type if exists "activity_type";');
    this.addSql('drop type if exists "responsibility";');
    this.addSql('drop type if exists "request_status";');
    this.addSql('drop type if exists "user_role";');
    this.addSql('drop type if exists "room_type";');
    this.addSql('drop type if exists "booking_mode";');
    this.addSql('drop type if exists "user_gender";');
  }
}
