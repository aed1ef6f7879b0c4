import { Migration } from '@mikro-orm/migrations';

/**
 * The roster (issue 42): the students the hostel office enrolled, their invitations to sign up,
 * and the campus setting that says whether signup is open to anyone or only to the roster.
 * campus_settings starts empty: until an admin chooses, SIGNUP_MODE decides.
 */
export class Migration20261128100000Roster extends Migration {
  override up(): void {
    this.addSql(`create type "signup_mode" as enum ('open', 'roster')`);
    this.addSql(`create table "campus_settings" ("id" smallint not null default 1, "signup_mode" "signup_mode" not null, "updated_at" timestamptz not null default now(), primary key ("id"))`);
    this.addSql(`alter table "campus_settings" add constraint "campus_settings_one_row_check" check (id = 1)`);

    this.addSql(
      `create table "roster_entries" ("enrollment_id" varchar(40) not null, "name" varchar(100) not null, "email" varchar(254) not null, "gender" "user_gender" not null, ` +
        `"year_of_study" smallint not null, "programme" varchar(100) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), ` +
        `"invited_at" timestamptz null, "user_id" uuid null, primary key ("enrollment_id"))`,
    );
    this.addSql(`alter table "roster_entries" add constraint "roster_entries_email_unique" unique ("email")`);
    this.addSql(`alter table "roster_entries" add constraint "roster_entries_user_id_unique" unique ("user_id")`);
    this.addSql(`alter table "roster_entries" add constraint "roster_entries_enrollment_id_upper_check" check (enrollment_id = upper(enrollment_id))`);
    this.addSql(`alter table "roster_entries" add constraint "roster_entries_email_lower_check" check (email = lower(email))`);
    this.addSql(`alter table "roster_entries" add constraint "roster_entries_year_of_study_check" check (year_of_study >= 1 and year_of_study <= 8)`);
    this.addSql(`alter table "roster_entries" add constraint "roster_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null`);

    this.addSql(
      `create table "roster_invites" ("id" uuid not null default gen_random_uuid(), "enrollment_id" varchar(40) not null, "token_hash" varchar(64) not null, ` +
        `"expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(`alter table "roster_invites" add constraint "roster_invites_enrollment_id_unique" unique ("enrollment_id")`);
    this.addSql(`alter table "roster_invites" add constraint "roster_invites_token_hash_unique" unique ("token_hash")`);
    this.addSql(`alter table "roster_invites" add constraint "roster_invites_enrollment_id_foreign" foreign key ("enrollment_id") references "roster_entries" ("enrollment_id") on delete cascade`);
  }

  override down(): void {
    this.addSql(`drop table if exists "roster_invites"`);
    this.addSql(`drop table if exists "roster_entries"`);
    this.addSql(`drop table if exists "campus_settings"`);
    this.addSql(`drop type "signup_mode"`);
  }
}
