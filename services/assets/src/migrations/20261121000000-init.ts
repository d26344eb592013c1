import { Migration } from "@mikro-orm/migrations";

export class Migration20261121000000Init extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "assets";`);
    this.addSql(`create table "assets"."client" ("id" serial primary key, "name" text not null, "customer" text null, "start_date" date null, "renewal_date" date null, "contract_value" numeric(14,2) null, "active" boolean not null default true, "brand_colour" text not null default '#a61f7d', "created_at" timestamptz not null default now());`);
    this.addSql(`create index "client_name_index" on "assets"."client" ("name");`);
    this.addSql(`create table "assets"."brand" ("id" serial primary key, "client_id" int not null, "name" text not null);`);
    this.addSql(`create index "brand_client_id_index" on "assets"."brand" ("client_id");`);
    this.addSql(`create table "assets"."contractor" ("id" serial primary key, "name" text not null, "short_name" text null, "contact" text null, "telephone" text null, "ooh_telephone" text null, "email" text null, "active" boolean not null default true, "normal_start" time(0) null, "normal_finish" time(0) null, "ooh_one_start" time(0) null, "ooh_one_finish" time(0) null, "ooh_two_start" time(0) null, "ooh_two_finish" time(0) null, "ooh_three_start" time(0) null, "ooh_three_finish" time(0) null);`);
    this.addSql(`create index "contractor_name_index" on "assets"."contractor" ("name");`);
    this.addSql(`create table "assets"."site" ("id" serial primary key, "client_id" int not null, "brand_id" int null, "main_contact_id" int null, "site_code" text not null, "name" text not null, "address_line1" text null, "address_line2" text null, "city" text null, "county" text null, "post_code" text null, "site_manager" text null, "site_email" text null, "asbestos_warning" text null, "comments" text null, "active" boolean not null default true);`);
    this.addSql(`create index "site_site_code_index" on "assets"."site" ("site_code");`);
    this.addSql(`create index "site_name_index" on "assets"."site" ("name");`);
    this.addSql(`create index "site_client_id_name_index" on "assets"."site" ("client_id", "name");`);
    this.addSql(`create table "assets"."trade" ("id" serial primary key, "name" text not null, "parent_trade_id" int null);`);
    this.addSql(`create index "trade_parent_trade_id_name_index" on "assets"."trade" ("parent_trade_id", "name");`);
    this.addSql(`alter table "assets"."brand" add constraint "brand_client_id_foreign" foreign key ("client_id") references "assets"."client" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."site" add constraint "site_client_id_foreign" foreign key ("client_id") references "assets"."client" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."site" add constraint "site_brand_id_foreign" foreign key ("brand_id") references "assets"."brand" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "assets"."trade" add constraint "trade_parent_trade_id_foreign" foreign key ("parent_trade_id") references "assets"."trade" ("id") on update cascade on delete set null;`);
  }
}
