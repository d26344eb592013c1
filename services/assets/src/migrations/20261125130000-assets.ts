import { Migration } from "@mikro-orm/migrations";

/**
 * Assets (portals §3 Asset) and their categories. Category ids are fixed here, once: work orders
 * keep them (work_orders.work_order.asset_category_id). An asset's code is unique within its client;
 * its supplier is a contractor. assets publishes v_asset for the other services.
 */
export class Migration20261125130000Assets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "assets"."asset_category" ("id" int not null, "name" text not null, constraint "asset_category_pkey" primary key ("id"));`);
    this.addSql(`create table "assets"."asset" ("id" serial primary key, "client_id" int not null, "site_id" int not null, "category_id" int not null, "asset_code" text not null, "make" text null, "model" text null, "serial_no" text null, "description" text null, "supplier_id" int null, "installed_date" date null, "warranty_period" int not null default 0, "warranty_unit" text not null default 'Months', "active" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "asset_supplier_id_index" on "assets"."asset" ("supplier_id");`);
    this.addSql(`create index "asset_category_id_index" on "assets"."asset" ("category_id");`);
    this.addSql(`create index "asset_asset_code_index" on "assets"."asset" ("asset_code", "id");`);
    this.addSql(`create index "asset_site_id_asset_code_index" on "assets"."asset" ("site_id", "asset_code");`);
    this.addSql(`alter table "assets"."asset" add constraint "asset_client_id_asset_code_unique" unique ("client_id", "asset_code");`);
    this.addSql(`alter table "assets"."asset" add constraint "asset_client_id_foreign" foreign key ("client_id") references "assets"."client" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."asset" add constraint "asset_site_id_foreign" foreign key ("site_id") references "assets"."site" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."asset" add constraint "asset_category_id_foreign" foreign key ("category_id") references "assets"."asset_category" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."asset" add constraint "asset_supplier_id_foreign" foreign key ("supplier_id") references "assets"."contractor" ("id") on update cascade on delete set null;`);
    this.addSql(`insert into "assets"."asset_category" ("id", "name") values (1, 'Air Conditioning Unit'), (2, 'Air Handling Unit'), (3, 'Automatic Door'), (4, 'Boiler'), (5, 'CCTV'), (6, 'Chiller'), (7, 'Door Entry and Access Control'), (8, 'Electrical Distribution Board'), (9, 'Emergency Lighting'), (10, 'Fire Alarm Panel'), (11, 'Fire Suppression'), (12, 'Generator'), (13, 'Intruder Alarm'), (14, 'Lift'), (15, 'Pump'), (16, 'Refrigeration'), (17, 'Roller Shutter'), (18, 'Sprinkler System'), (19, 'Water Heater'), (20, 'Water Treatment');`);
    this.addSql(`create view "assets"."v_asset" as select id, client_id, site_id, asset_code, category_id from "assets"."asset";`);
  }
}
