import { Migration } from "@mikro-orm/migrations";

/**
 * Documents and certificates (staff-and-work-orders §3 Document): files attached to work orders,
 * sites and PPM schedules; the bytes are in file storage under storage_key.
 */
export class Migration20261201100000Documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "work_orders"."document" ("id" serial primary key, "entity_name" text check ("entity_name" in ('WorkOrder', 'Site', 'PPM')) not null, "entity_id" int not null, "document_type_id" smallint not null default 1, "cert_date" date null, "original_filename" text not null, "storage_key" text not null, "content_type" text not null, "size" int not null, "archived" boolean not null default false, "uploaded_by_id" int null, "uploaded_by_name" text not null, "date_uploaded" timestamptz not null);`);
    this.addSql(`create index "document_entity_idx" on "work_orders"."document" ("entity_name", "entity_id", "archived", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "work_orders"."document";`);
  }
}
