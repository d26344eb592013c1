import { Migration } from "@mikro-orm/migrations";

/**
 * Planned preventive maintenance (portals §2.9, §3 PPM record): the PPM statuses, the schedules,
 * and the visits raised from them (one pending PPM work order per schedule and visit date: the key
 * that makes the scheduler idempotent). Clients, sites, assets, contractors and trades are assets'
 * rows, held by id and read through its views.
 */
export class Migration20261201200000Ppm extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "work_orders"."ppm_status" ("id" int not null, "name" text not null, constraint "ppm_status_pkey" primary key ("id"));`);
    this.addSql(`insert into "work_orders"."ppm_status" ("id", "name") values (1, 'Active'), (2, 'On Hold'), (3, 'Inactive');`);

    this.addSql(`create table "work_orders"."ppm" ("id" serial primary key, "ref_no" text generated always as ('PPM' || lpad(id::text, 6, '0')) stored not null, "frequency" int not null, "weeks_months" text not null, "client_id" int not null, "site_id" int not null, "asset_id" int null, "trade_id" int null, "sub_trade_id" int not null, "ppm_status_id" int not null, "contractor_id" int not null, "description" text null, "first_visit" date not null, "next_visit" date not null, "cost_per_annum" numeric(14,3) null, "version" int not null default 1, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "ppm_frequency_check" check ("frequency" >= 1), constraint "ppm_weeks_months_check" check ("weeks_months" in ('Weeks', 'Months')), constraint "ppm_cost_per_annum_check" check ("cost_per_annum" >= 0), constraint "ppm_next_visit_check" check ("next_visit" >= "first_visit"));`);
    this.addSql(`create index "ppm_due_idx" on "work_orders"."ppm" ("ppm_status_id", "next_visit", "id");`);
    this.addSql(`create index "ppm_site_idx" on "work_orders"."ppm" ("site_id", "id");`);
    this.addSql(`create index "ppm_contractor_idx" on "work_orders"."ppm" ("contractor_id", "id");`);
    this.addSql(`create index "ppm_client_idx" on "work_orders"."ppm" ("client_id", "id");`);
    this.addSql(`alter table "work_orders"."ppm" add constraint "ppm_ppm_status_id_foreign" foreign key ("ppm_status_id") references "work_orders"."ppm_status" ("id") on update cascade;`);

    this.addSql(`create table "work_orders"."ppm_visit" ("ppm_id" int not null, "visit_date" date not null, "work_order_id" int null, constraint "ppm_visit_pkey" primary key ("ppm_id", "visit_date"));`);
    this.addSql(`alter table "work_orders"."ppm_visit" add constraint "ppm_visit_work_order_key" unique ("work_order_id");`);
    this.addSql(`alter table "work_orders"."ppm_visit" add constraint "ppm_visit_ppm_id_foreign" foreign key ("ppm_id") references "work_orders"."ppm" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "work_orders"."ppm_visit" add constraint "ppm_visit_work_order_id_foreign" foreign key ("work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "work_orders"."ppm_visit";`);
    this.addSql(`drop table if exists "work_orders"."ppm";`);
    this.addSql(`drop table if exists "work_orders"."ppm_status";`);
  }
}
