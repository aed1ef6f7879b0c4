import { Migration } from '@mikro-orm/migrations';

/**
 * Staff sign in with a second factor (issue 52, docs/decisions/0155): their passkeys and TOTP apps,
 * their recovery codes (hashed, good once), and the short-lived challenges between a right password
 * and the factor, or of a passkey being enrolled (hashed tokens, attempts counted).
 */
export class Migration20261130100000StaffFactors extends Migration {
  override up(): void {
    this.addSql(`create type "staff_factor_kind" as enum ('passkey', 'totp')`);
    this.addSql(`create type "second_factor_purpose" as enum ('sign_in', 'enrol')`);
    this.addSql(
      `create table "staff_factors" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "kind" "staff_factor_kind" not null, "name" varchar(100) not null, ` +
        `"credential_id" varchar(1400) null, "public_key" text null, "counter" bigint not null default '0', "transports" jsonb null, "totp_secret" varchar(64) null, "totp_last_step" bigint null, ` +
        `"confirmed_at" timestamptz null, "last_used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(`create index "staff_factors_user_id_index" on "staff_factors" ("user_id")`);
    this.addSql(`alter table "staff_factors" add constraint "staff_factors_credential_id_unique" unique ("credential_id")`);
    this.addSql(
      `create table "staff_recovery_codes" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, ` +
        `"created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(`create index "staff_recovery_codes_user_id_index" on "staff_recovery_codes" ("user_id")`);
    this.addSql(`alter table "staff_recovery_codes" add constraint "staff_recovery_codes_code_hash_unique" unique ("code_hash")`);
    this.addSql(
      `create table "second_factor_challenges" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "purpose" "second_factor_purpose" not null, "token_hash" varchar(64) not null, ` +
        `"webauthn_challenge" varchar(200) null, "attempts" int not null default 0, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(`create index "second_factor_challenges_user_id_index" on "second_factor_challenges" ("user_id")`);
    this.addSql(`alter table "second_factor_challenges" add constraint "second_factor_challenges_token_hash_unique" unique ("token_hash")`);
    for (const table of ['staff_factors', 'staff_recovery_codes', 'second_factor_challenges']) {
      this.addSql(`alter table "${table}" add constraint "${table}_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`);
    }
  }

  override down(): void {
    this.addSql(`drop table if exists "second_factor_challenges"`);
    this.addSql(`drop table if exists "staff_recovery_codes"`);
    this.addSql(`drop table if exists "staff_factors"`);
    this.addSql(`drop type if exists "second_factor_purpose"`);
    this.addSql(`drop type if exists "staff_factor_kind"`);
  }
}
