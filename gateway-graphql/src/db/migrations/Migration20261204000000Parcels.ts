import { Migration } from '@mikro-orm/migrations';

/**
 * The front desk's parcels (issue 54, docs/decisions/0158): a parcel per student and hostel, its
 * collection code kept only as a hash, and the office's one setting (days before a parcel may be
 * returned to sender, default 14). Guards' front desks reuse staff_hostels: no change there.
 */
export class Migration20261204000000Parcels extends Migration {
  override up(): void {
    this.addSql(`create type "parcel_status" as enum ('waiting', 'collected', 'returned')`);
    this.addSql(
      `create table "parcels" ("id" uuid not null default gen_random_uuid(), "student_id" uuid not null, "hostel_id" uuid not null, "courier" varchar(60) not null, ` +
        `"tracking_number" varchar(60) null, "shelf" varchar(20) not null, "perishable" boolean not null, "status" "parcel_status" not null default 'waiting', ` +
        `"code_kid" varchar(40) not null, "code_hash" varchar(64) not null, "logged_by_id" uuid null, "logged_at" timestamptz not null default now(), ` +
        `"reminded_at" timestamptz null, "collected_at" timestamptz null, "handed_over_by_id" uuid null, "returned_at" timestamptz null, "returned_by_id" uuid null, primary key ("id"))`,
    );
    this.addSql(`alter table "parcels" add constraint "parcels_code_hash_unique" unique ("code_hash")`);
    this.addSql(`create index "parcels_student_index" on "parcels" ("student_id", "logged_at")`);
    this.addSql(`create index "parcels_hostel_index" on "parcels" ("hostel_id", "status", "logged_at")`);
    this.addSql(`create index "parcels_waiting_index" on "parcels" ("status", "logged_at")`);
    this.addSql(`alter table "parcels" add constraint "parcels_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "parcels" add constraint "parcels_hostel_id_foreign" foreign key ("hostel_id") references "hostels" ("id") on delete cascade`);
    for (const who of ['logged_by', 'handed_over_by', 'returned_by']) {
      this.addSql(`alter table "parcels" add constraint "parcels_${who}_id_foreign" foreign key ("${who}_id") references "users" ("id") on delete set null`);
    }
    this.addSql(`create table "parcel_settings" ("id" smallint not null default 1, "return_after_days" smallint not null default 14, "updated_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`insert into "parcel_settings" ("id", "return_after_days") values (1, 14)`);
  }

  override down(): void {
    this.addSql(`drop table if exists "parcel_settings"`);
    this.addSql(`drop table if exists "parcels"`);
    this.addSql(`drop type if exists "parcel_status"`);
  }
}
