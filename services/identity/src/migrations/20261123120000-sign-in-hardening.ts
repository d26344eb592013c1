import { Migration } from "@mikro-orm/migrations";

/**
 * Sign-in hardening: a per-address attempt counter (one-minute windows), failures and locks per
 * e-mail for every e-mail tried (moved out of app_user, so that unknown e-mails lock like known
 * ones), and remember-me token chains. Tokens issued before this migration recorded no chain: each
 * user's are one chain, so a replay of one revokes them all, as before.
 */
export class Migration20261123120000SignInHardening extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "identity"."sign_in_attempt" ("address" text not null, "window_start" timestamptz not null, "attempts" int not null, constraint "sign_in_attempt_pkey" primary key ("address"));`);
    this.addSql(`create index "sign_in_attempt_window_start_index" on "identity"."sign_in_attempt" ("window_start");`);
    this.addSql(`create table "identity"."sign_in_lock" ("email" text not null, "failures" int not null, "locked_until" timestamptz null, "locked_after" int null, "last_failure_at" timestamptz not null, constraint "sign_in_lock_pkey" primary key ("email"));`);
    this.addSql(`create index "sign_in_lock_last_failure_at_index" on "identity"."sign_in_lock" ("last_failure_at");`);
    this.addSql(`insert into "identity"."sign_in_lock" ("email", "failures", "locked_until", "last_failure_at")
      select "email", "failed_sign_ins", case when "locked_until" > now() then "locked_until" end, now() from "identity"."app_user"
      where "deleted_at" is null and ("failed_sign_ins" > 0 or "locked_until" > now());`);
    this.addSql(`alter table "identity"."app_user" drop column "failed_sign_ins", drop column "locked_until";`);
    this.addSql(`alter table "identity"."remember_token" add column "family_id" uuid null;`);
    this.addSql(`update "identity"."remember_token" set "family_id" = md5('remember-token-chain:' || "user_id")::uuid;`);
    this.addSql(`alter table "identity"."remember_token" alter column "family_id" set not null;`);
    this.addSql(`create index "remember_token_family_id_index" on "identity"."remember_token" ("family_id");`);
  }
}
