import { Migration } from "@mikro-orm/migrations";

/**
 * Billing's own data (docs/billing.md): quotes ("billing") and their items, with totals worked out in
 * exact decimals; logged time and materials; each work order's cost counters; the Withdrawn quote
 * status; and what billing publishes to the other services: the cost counters (work-orders reads the
 * logged total and the time entries for mark complete, submission and MissingInfo).
 */
export class Migration20261202100000QuotesAndLogs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into "billing"."billing_status" ("id", "name") values (6, 'Withdrawn');`);
    this.addSql(`create table "billing"."log_material" ("id" serial primary key, "work_order_id" int not null, "contractor_id" int not null, "log_material_type_id" int null, "description" text not null, "cost_per_item" numeric(14,3) not null, "quantity" numeric(12,3) not null, "total_cost" numeric(14,2) generated always as (round(cost_per_item * quantity, 2)) stored not null, "created_by_id" int null, "date_created" timestamptz not null default now(), "version" int not null default 1, constraint log_material_quantity_check check ("quantity" > 0), constraint log_material_cost_check check ("cost_per_item" >= 0));`);
    this.addSql(`create index "log_material_work_order_idx" on "billing"."log_material" ("work_order_id", "id");`);
    this.addSql(`create table "billing"."log_time" ("id" serial primary key, "work_order_id" int not null, "contractor_id" int not null, "work_date" date not null, "time_from" time(0) not null, "time_to" time(0) not null, "number_of_engineers" int not null, "bank_holiday" boolean not null default false, "progress_code_id" int null, "man_hours" numeric(10,2) not null, "normal_hours" numeric(10,2) not null default 0, "ooh_hours" numeric(10,2) not null default 0, "cost_per_hour" numeric(14,3) null, "costhours" numeric(14,2) not null default 0, "call_out_charge" numeric(14,2) not null default 0, "created_by_id" int null, "date_created" timestamptz not null default now(), "version" int not null default 1, constraint log_time_hours_check check ("man_hours" >= 0 and "normal_hours" >= 0 and "ooh_hours" >= 0), constraint log_time_engineers_check check ("number_of_engineers" >= 0));`);
    this.addSql(`create index "log_time_work_order_idx" on "billing"."log_time" ("work_order_id", "id");`);
    this.addSql(`create table "billing"."billing" ("id" serial primary key, "billing_type_id" int not null default 1, "work_order_id" int not null, "client_id" int not null, "contractor_id" int not null, "site_id" int null, "quote_ref" text generated always as ('QT' || lpad(id::text, 6, '0')) stored not null, "ampm_quote_ref" text null, "billing_date" timestamptz not null default now(), "summary" text null, "billing_status_id" int not null default 1, "total_amount_ex_tax" numeric(14,2) not null default 0, "total_tax" numeric(14,2) not null default 0, "total_amount_inc_tax" numeric(14,2) not null default 0, "sent_at" timestamptz null, "decided_at" timestamptz null, "decision_note" text null, "new_work_order_id" int null, "created_by_id" int null, "version" int not null default 1, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint billing_totals_check check ("total_amount_ex_tax" >= 0 and "total_tax" >= 0 and "total_amount_inc_tax" >= 0));`);
    this.addSql(`create index "billing_new_work_order_idx" on "billing"."billing" ("new_work_order_id");`);
    this.addSql(`create index "billing_date_idx" on "billing"."billing" ("billing_date", "id");`);
    this.addSql(`create index "billing_contractor_idx" on "billing"."billing" ("contractor_id", "billing_date", "id");`);
    this.addSql(`create index "billing_client_idx" on "billing"."billing" ("client_id", "billing_date", "id");`);
    this.addSql(`create index "billing_work_order_idx" on "billing"."billing" ("work_order_id", "id");`);
    this.addSql(`create table "billing"."billing_item" ("id" serial primary key, "billing_id" int not null, "billing_item_type_id" int null, "description" text not null, "units" numeric(12,3) not null, "item_amount_ex_tax" numeric(14,3) not null, "tax_rate" numeric(5,4) not null default 0.2, "line_amount_ex_tax" numeric(14,2) generated always as (round(units * item_amount_ex_tax, 2)) stored not null, "tax_amount" numeric(14,2) generated always as (round(round(units * item_amount_ex_tax, 2) * tax_rate, 2)) stored not null, "line_amount_inc_tax" numeric(14,2) generated always as (round(units * item_amount_ex_tax, 2) + round(round(units * item_amount_ex_tax, 2) * tax_rate, 2)) stored not null, "item_amount_inc_tax" numeric(14,3) generated always as (round(item_amount_ex_tax * (1 + tax_rate), 3)) stored not null, "sort_order" int not null default 0, constraint billing_item_tax_rate_check check ("tax_rate" >= 0 and "tax_rate" <= 1), constraint billing_item_amount_check check ("item_amount_ex_tax" >= 0), constraint billing_item_units_check check ("units" >= 1));`);
    this.addSql(`create index "billing_item_billing_idx" on "billing"."billing_item" ("billing_id", "id");`);
    this.addSql(`create table "billing"."work_order_cost" ("work_order_id" int not null, "time_entries" int not null default 0, "material_entries" int not null default 0, "total_hours" numeric(12,2) not null default 0, "total_hours_cost" numeric(14,2) not null default 0, "total_add_cost" numeric(14,2) not null default 0, "call_out_charge" numeric(14,2) not null default 0, "logged_total" numeric(14,2) generated always as (total_hours_cost + total_add_cost + call_out_charge) stored not null, "updated_at" timestamptz not null default now(), constraint "work_order_cost_pkey" primary key ("work_order_id"));`);
    this.addSql(`alter table "billing"."log_material" add constraint "log_material_log_material_type_id_foreign" foreign key ("log_material_type_id") references "billing"."log_material_type" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "billing"."billing" add constraint "billing_billing_status_id_foreign" foreign key ("billing_status_id") references "billing"."billing_status" ("id") on update cascade;`);
    this.addSql(`alter table "billing"."billing_item" add constraint "billing_item_billing_id_foreign" foreign key ("billing_id") references "billing"."billing" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "billing"."billing_item" add constraint "billing_item_billing_item_type_id_foreign" foreign key ("billing_item_type_id") references "billing"."billing_item_type" ("id") on update cascade on delete set null;`);
    this.addSql(`create view "billing"."v_work_order_cost" as select work_order_id, time_entries, material_entries, total_hours, total_hours_cost, total_add_cost, call_out_charge, logged_total from "billing"."work_order_cost";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "billing"."v_work_order_cost";`);
    for (const t of ["work_order_cost", "billing_item", "billing", "log_time", "log_material"]) this.addSql(`drop table if exists "billing"."${t}";`);
    this.addSql(`delete from "billing"."billing_status" where "id" = 6;`);
  }
}
