import { Migration } from '@mikro-orm/migrations';

/**
 * The outpass to the gate (issue 12): the outpass's whole life (cancelled, out, returned,
 * overdue), the gate guard, the guardian and their consent, and in-app notifications.
 *
 * The new enum values are added here and never used in this migration's own SQL (PostgreSQL
 * refuses a value added in the same transaction): the overdue sweep's index is on
 * (status, expected_return_at), not a partial index naming 'Out'.
 */
export class Migration20261125000000Gate extends Migration {
  override up(): void {
    for (const value of ['Cancelled', 'Out', 'Returned', 'Overdue']) this.addSql(`alter type "request_status" add value if not exists '${value}'`);
    this.addSql(`alter type "user_role" add value if not exists 'guard'`);
    this.addSql(`alter type "activity_type" add value if not exists 'Outpass Overdue'`);
    this.addSql(`create type "guardian_consent" as enum ('NotRequired', 'Awaiting', 'Given', 'Refused')`);

    // When the student is expected back: the date of arrival at the hostel's curfew (21:00 in
    // the office's zone) for outpasses asked before the return time existed.
    this.addSql(`alter table "outpasses" add "expected_return_at" timestamptz null`);
    this.addSql(
      `update "outpasses" set "expected_return_at" = ("date_of_arrival" + time '21:00') at time zone '${(process.env.OFFICE_TIME_ZONE || 'Asia/Kolkata').replace(/'/g, '')}'`,
    );
    this.addSql(`alter table "outpasses" alter column "expected_return_at" set not null`);
    this.addSql(
      `alter table "outpasses" add "cancelled_at" timestamptz null, add "out_at" timestamptz null, add "out_by_id" uuid null, add "returned_at" timestamptz null, add "returned_by_id" uuid null, add "overdue_at" timestamptz null, ` +
        `add "guardian_consent" "guardian_consent" not null default 'NotRequired', add "guardian_answered_at" timestamptz null, add "guardian_token_hash" varchar(64) null, add "guardian_token_expires_at" timestamptz null, ` +
        `add "gate_code_hash" varchar(64) null, add "gate_code_kid" varchar(40) null`,
    );
    this.addSql(`alter table "outpasses" add constraint "outpasses_out_by_id_foreign" foreign key ("out_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "outpasses" add constraint "outpasses_returned_by_id_foreign" foreign key ("returned_by_id") references "users" ("id") on delete set null`);
    this.addSql(`alter table "outpasses" add constraint "outpasses_guardian_token_hash_unique" unique ("guardian_token_hash")`);
    this.addSql(`alter table "outpasses" add constraint "outpasses_gate_code_hash_unique" unique ("gate_code_hash")`);
    this.addSql(`create index "outpasses_overdue_index" on "outpasses" ("status", "expected_return_at")`);

    this.addSql(
      `alter table "users" add "guardian_name" varchar(100) null, add "guardian_email" varchar(254) null, add "guardian_phone" varchar(20) null, add "email_notifications" boolean not null default true`,
    );
    this.addSql(`alter table "hostels" add "guardian_consent_required" boolean not null default false`);

    this.addSql(
      `create table "notifications" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "kind" varchar(40) not null, "title" varchar(200) not null, "body" varchar(1000) not null, "link" varchar(300) null, "created_at" timestamptz not null default now(), "read_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "notifications_user_index" on "notifications" ("user_id", "created_at" desc, "id" desc)`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`);
  }

  override down(): void {
    this.addSql(`drop table if exists "notifications"`);
    this.addSql(`alter table "hostels" drop column "guardian_consent_required"`);
    this.addSql(`alter table "users" drop column "guardian_name", drop column "guardian_email", drop column "guardian_phone", drop column "email_notifications"`);
    this.addSql(`drop index if exists "outpasses_overdue_index"`);
    this.addSql(
      `alter table "outpasses" drop column "expected_return_at", drop column "cancelled_at", drop column "out_at", drop column "out_by_id", drop column "returned_at", drop column "returned_by_id", drop column "overdue_at", ` +
        `drop column "guardian_consent", drop column "guardian_answered_at", drop column "guardian_token_hash", drop column "guardian_token_expires_at", drop column "gate_code_hash", drop column "gate_code_kid"`,
    );
    this.addSql(`drop type "guardian_consent"`);
    // Enum values cannot be removed in PostgreSQL; the extra values stay, unused.
  }
}
