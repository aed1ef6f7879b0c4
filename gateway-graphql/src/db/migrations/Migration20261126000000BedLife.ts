import { Migration } from '@mikro-orm/migrations';

/**
 * A bed's whole life (issue 13): a hostel's waitlist, beds held for the first student in line,
 * and room changes by request. A held bed is a row of room_occupancies naming its offer instead
 * of a student, so the unique (room, bed) that settles booking races also keeps held beds held.
 */
export class Migration20261126000000BedLife extends Migration {
  override up(): void {
    this.addSql(`create type "waitlist_status" as enum ('Waiting', 'Offered', 'Housed', 'Declined', 'Expired', 'Left', 'Removed')`);
    this.addSql(`create type "offer_status" as enum ('Held', 'Accepted', 'Declined', 'Expired', 'Withdrawn')`);

    this.addSql(
      `create table "waitlist_entries" ("id" uuid not null default gen_random_uuid(), "hostel_id" uuid not null, "student_id" uuid not null, "room_type" "room_type" null, "rank" int not null, ` +
        `"status" "waitlist_status" not null default 'Waiting', "created_at" timestamptz not null default now(), "ended_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "waitlist_entries_student_id_index" on "waitlist_entries" ("student_id")`);
    this.addSql(`create index "waitlist_entries_line_index" on "waitlist_entries" ("hostel_id", "status", "rank")`);
    this.addSql(`create unique index "waitlist_entries_one_active_per_student" on "waitlist_entries" ("student_id") where "status" in ('Waiting', 'Offered')`);
    this.addSql(`alter table "waitlist_entries" add constraint "waitlist_entries_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on delete cascade`);
    this.addSql(`alter table "waitlist_entries" add constraint "waitlist_entries_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);

    this.addSql(
      `create table "bed_offers" ("id" uuid not null default gen_random_uuid(), "entry_id" uuid not null, "student_id" uuid not null, "room_id" uuid not null, "bed" smallint not null, ` +
        `"status" "offer_status" not null default 'Held', "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "ended_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "bed_offers_entry_id_index" on "bed_offers" ("entry_id")`);
    this.addSql(`create index "bed_offers_room_id_index" on "bed_offers" ("room_id")`);
    this.addSql(`create index "bed_offers_expiry_index" on "bed_offers" ("status", "expires_at")`);
    this.addSql(`create unique index "bed_offers_one_held_per_student" on "bed_offers" ("student_id") where "status" = 'Held'`);
    this.addSql(`alter table "bed_offers" add constraint "bed_offers_entry_id_foreign" foreign key ("entry_id") references "waitlist_entries" ("id") on delete cascade`);
    this.addSql(`alter table "bed_offers" add constraint "bed_offers_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "bed_offers" add constraint "bed_offers_room_id_foreign" foreign key ("room_id") references "rooms" ("id") on delete cascade`);

    this.addSql(`alter table "room_occupancies" alter column "student_id" drop not null, add "offer_id" uuid null`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_offer_id_unique" unique ("offer_id")`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_offer_id_foreign" foreign key ("offer_id") references "bed_offers" ("id") on delete cascade`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_holder_check" check ((student_id is null) <> (offer_id is null))`);

    this.addSql(`alter table "room_requests" add "change" boolean not null default false`);
  }

  override down(): void {
    this.addSql(`alter table "room_requests" drop column "change"`);
    this.addSql(`delete from "room_occupancies" where "student_id" is null`);
    this.addSql(`alter table "room_occupancies" drop constraint "room_occupancies_holder_check", drop column "offer_id"`);
    this.addSql(`alter table "room_occupancies" alter column "student_id" set not null`);
    this.addSql(`drop table if exists "bed_offers"`);
    this.addSql(`drop table if exists "waitlist_entries"`);
    this.addSql(`drop type "offer_status"`);
    this.addSql(`drop type "waitlist_status"`);
  }
}
