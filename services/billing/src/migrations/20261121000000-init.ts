import { Migration } from "@mikro-orm/migrations";

/** billing's first tables: its lookups and their reference data. */
export class Migration20261121000000Init extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "billing";`);
    this.addSql(`create table "billing"."billing_item_type" ("id" int not null, "name" text not null, constraint "billing_item_type_pkey" primary key ("id"));`);
    this.addSql(`create table "billing"."billing_status" ("id" int not null, "name" text not null, constraint "billing_status_pkey" primary key ("id"));`);
    this.addSql(`create table "billing"."log_material_type" ("id" int not null, "name" text not null, constraint "log_material_type_pkey" primary key ("id"));`);

    this.addSql(`insert into "billing"."billing_status" ("id", "name") values
      (1, 'Draft'), (2, 'Sent for Approval'), (3, 'Rejected'), (4, 'Accepted'), (5, 'Alternative Requested');`);
    this.addSql(`insert into "billing"."billing_item_type" ("id", "name") values
      (1, 'Labour'), (2, 'Materials'), (3, 'Equipment Hire'), (4, 'Subcontract'), (5, 'Call-out Charge'), (6, 'Other');`);
    this.addSql(`insert into "billing"."log_material_type" ("id", "name") values
      (1, 'Parts'), (2, 'Consumables'), (3, 'Equipment Hire'), (4, 'Waste Disposal'), (5, 'Other');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema if exists "billing" cascade;`);
  }
}
