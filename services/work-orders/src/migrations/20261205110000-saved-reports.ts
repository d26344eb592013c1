import { Migration } from "@mikro-orm/migrations";

/** The report builder's saved reports (modules/report-builder; docs/finances.md "The report builder"). */
export class Migration20261205110000SavedReports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "work_orders"."saved_report" ("id" serial primary key, "name" text not null, "description" text null, "source" text not null, "columns" text[] not null, "sort_field" text null, "sort_direction" text not null default 'ASC', "valuation_number" text null, "last_ran_at" timestamptz null, "last_ran_by" int null, "last_ran_by_name" text null, "created_at" timestamptz not null default now(), "created_by" int null, "updated_at" timestamptz not null default now(), "deleted" boolean not null default false);`,
    );
    this.addSql(`create unique index "saved_report_name_idx" on "work_orders"."saved_report" (lower("name")) where not "deleted";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "work_orders"."saved_report" cascade;`);
  }
}
