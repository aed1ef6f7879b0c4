import { Migration } from '@mikro-orm/migrations';

/**
 * Single sign-on (issue 52, docs/decisions/0154): campus identities linked to accounts by issuer
 * and subject, sign-ins on their way through the provider, and on each session the identity and
 * provider session (`sid`) it came from, so a provider's back-channel logout ends it.
 */
export class Migration20261130000000SsoAccounts extends Migration {
  override up(): void {
    this.addSql(
      `create table "sso_accounts" ("id" uuid not null default gen_random_uuid(), "issuer" varchar(300) not null, "subject" varchar(255) not null, "user_id" uuid not null, ` +
        `"created_at" timestamptz not null default now(), "last_sign_in_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(`create index "sso_accounts_user_id_index" on "sso_accounts" ("user_id")`);
    this.addSql(`alter table "sso_accounts" add constraint "sso_accounts_issuer_subject_unique" unique ("issuer", "subject")`);
    this.addSql(`alter table "sso_accounts" add constraint "sso_accounts_issuer_user_id_unique" unique ("issuer", "user_id")`);
    this.addSql(`alter table "sso_accounts" add constraint "sso_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`);
    this.addSql(
      `create table "sso_logins" ("key_hash" varchar(64) not null, "issuer" varchar(300) not null, "state" varchar(100) not null, "nonce" varchar(100) not null, ` +
        `"code_verifier" varchar(100) not null, "return_to" varchar(500) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, primary key ("key_hash"))`,
    );
    this.addSql(`create index "sso_logins_expires_at_index" on "sso_logins" ("expires_at")`);
    this.addSql(`alter table "sessions" add "sso_account_id" uuid null, add "sso_sid" varchar(255) null`);
    this.addSql(`create index "sessions_sso_account_id_index" on "sessions" ("sso_account_id")`);
    this.addSql(`create index "sessions_sso_sid_index" on "sessions" ("sso_sid")`);
  }

  override down(): void {
    this.addSql(`drop index "sessions_sso_sid_index"`);
    this.addSql(`drop index "sessions_sso_account_id_index"`);
    this.addSql(`alter table "sessions" drop column "sso_account_id", drop column "sso_sid"`);
    this.addSql(`drop table if exists "sso_logins"`);
    this.addSql(`drop table if exists "sso_accounts"`);
  }
}
