import { Migration } from "@mikro-orm/migrations";

/**
 * API keys for machines (issue 26): the keys (a SHA-256 hash of each, never the key), their calls per
 * day, and the log of every call made with one.
 */
export class Migration20261210090000ApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "identity"."api_key" ("id" serial primary key, "name" text not null, "prefix" text not null, "secret_hash" text not null, "scope" text not null, "client_id" int null, "user_id" int null, "writes" boolean not null default false, "rate_limit" int null, "expires_at" timestamptz null, "created_at" timestamptz not null default now(), "created_by_id" int not null, "revoked_at" timestamptz null, "revoked_by_id" int null, "last_used_at" timestamptz null, "window_start" timestamptz null, "window_calls" int not null default 0);`,
    );
    this.addSql(`alter table "identity"."api_key" add constraint "api_key_prefix_unique" unique ("prefix");`);
    this.addSql(`alter table "identity"."api_key" add constraint "api_key_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(
      `alter table "identity"."api_key" add constraint "api_key_user_id_foreign" foreign key ("user_id") references "identity"."app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "identity"."api_key" add constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "identity"."app_user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "identity"."api_key" add constraint "api_key_revoked_by_id_foreign" foreign key ("revoked_by_id") references "identity"."app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`create table "identity"."api_key_day" ("id" serial primary key, "key_id" int not null, "day" date not null, "calls" int not null);`);
    this.addSql(`alter table "identity"."api_key_day" add constraint "api_key_day_key_id_day_unique" unique ("key_id", "day");`);
    this.addSql(
      `alter table "identity"."api_key_day" add constraint "api_key_day_key_id_foreign" foreign key ("key_id") references "identity"."api_key" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "identity"."api_key_use" ("id" bigserial primary key, "key_id" int not null, "at" timestamptz not null default now(), "address" text null, "method" text not null, "path" text not null, "outcome" text not null);`,
    );
    this.addSql(`create index "api_key_use_key_id_at_index" on "identity"."api_key_use" ("key_id", "at");`);
    this.addSql(
      `alter table "identity"."api_key_use" add constraint "api_key_use_key_id_foreign" foreign key ("key_id") references "identity"."api_key" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."api_key_use";`);
    this.addSql(`drop table if exists "identity"."api_key_day";`);
    this.addSql(`drop table if exists "identity"."api_key";`);
  }
}
