import { Migration } from "@mikro-orm/migrations";

/**
 * User administration: soft delete (e-mails unique among users not deleted), site links, BI reports,
 * and identity's read-only views of the assets service's clients, contractors and sites (to check the
 * tenants and sites users are linked to), over the views assets publishes (a role of identity's own
 * reads nothing else of assets').
 */
export class Migration20261121233350UserAdministration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "identity"."user_in_site" ("id" serial primary key, "user_id" int not null, "site_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "identity"."user_in_site" add constraint "user_in_site_user_id_site_id_unique" unique ("user_id", "site_id");`);
    this.addSql(`create table "identity"."bi_report" ("id" serial primary key, "user_id" int not null, "name" text not null, "description" text null, "embed_url" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "bi_report_user_id_index" on "identity"."bi_report" ("user_id");`);
    this.addSql(`alter table "identity"."user_in_site" add constraint "user_in_site_user_id_foreign" foreign key ("user_id") references "identity"."app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "identity"."bi_report" add constraint "bi_report_user_id_foreign" foreign key ("user_id") references "identity"."app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "identity"."app_user" drop constraint "app_user_email_unique";`);
    this.addSql(`alter table "identity"."app_user" add column "deleted_at" timestamptz null;`);
    this.addSql(`create unique index "app_user_email_live_unique" on "identity"."app_user" ("email") where "deleted_at" is null;`);
    this.addSql(`create view "identity"."v_client" as select id, name, active from "assets"."v_client";`);
    this.addSql(`create view "identity"."v_contractor" as select id, name, active from "assets"."v_contractor";`);
    this.addSql(`create view "identity"."v_site" as select id, client_id, name from "assets"."v_site";`);
  }
}
