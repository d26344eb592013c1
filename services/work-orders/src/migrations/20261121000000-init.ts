import { Migration } from "@mikro-orm/migrations";

/**
 * work-orders' tables and reference data, the views through which it reads other services' names,
 * and the triggers that keep the status counters exact. Needs the assets schema (views).
 */
export class Migration20261121000000Init extends Migration {
  override async up(): Promise<void> {
    // trigram search over work orders (a superuser, or a DBA ahead of time, installs it)
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create schema if not exists "work_orders";`);
    this.addSql(`create table "work_orders"."capital_code" ("id" int not null, "name" text not null, constraint "capital_code_pkey" primary key ("id"));`);
    this.addSql(`create table "work_orders"."financial_code" ("id" int not null, "name" text not null, constraint "financial_code_pkey" primary key ("id"));`);
    this.addSql(`create table "work_orders"."method_of_request" ("id" int not null, "name" text not null, constraint "method_of_request_pkey" primary key ("id"));`);
    this.addSql(`create table "work_orders"."progress_code" ("id" int not null, "name" text not null, constraint "progress_code_pkey" primary key ("id"));`);
    this.addSql(`create table "work_orders"."query_reason" ("id" int not null, "name" text not null, constraint "query_reason_pkey" primary key ("id"));`);
    this.addSql(`create table "work_orders"."sla_code" ("code" text not null, "name" text not null, "response_hours" int not null, constraint "sla_code_pkey" primary key ("code"));`);
    this.addSql(`create table "work_orders"."status_count" ("client_id" int not null, "contractor_id" int not null, "status_id" int not null, "n" bigint not null default 0, constraint "status_count_pkey" primary key ("client_id", "contractor_id", "status_id"));`);
    this.addSql(`create table "work_orders"."work_order_status" ("id" int not null, "name" text not null, constraint "work_order_status_pkey" primary key ("id"));`);
    this.addSql(`create table "work_orders"."work_order_type" ("id" int not null, "name" text not null, constraint "work_order_type_pkey" primary key ("id"));`);
    this.addSql(`create table "work_orders"."work_order" ("id" serial primary key, "ref_no" text generated always as ('WO' || lpad(id::text, 7, '0')) stored not null, "date_opened" timestamptz not null, "date_closed" timestamptz null, "due_date" timestamptz null, "request_date" timestamptz null, "invoice_date" timestamptz null, "invoice_no" text null, "invoice_amount" numeric(14,3) null, "client_id" int not null, "site_id" int not null, "asset_id" int null, "asset_category_id" int null, "contact_id" int null, "contractor_id" int null, "all_contractor_ids" int[] not null default '{}', "trade_id" int null, "sub_trade_id" int null, "capital_code_id" int null, "financial_code_id" int null, "work_order_type_id" int not null, "work_order_status_id" int not null, "progress_code_id" int null, "method_of_request_id" int null, "sla_code" text null, "sms_number" text null, "sms_notifications" boolean not null default false, "send_notifications" boolean not null default true, "contractor_emailed" boolean not null default false, "show_category" boolean not null default false, "requested_by" text null, "client_ref" text null, "issue" text null, "details" text null, "estimated_cost" numeric(14,3) null, "approved_cost" numeric(14,3) null, "actual_cost" numeric(14,3) null, "call_out_cost" numeric(14,3) null, "superseded_cost_price" numeric(14,3) null, "superseded_reason" text null, "over_budget" boolean not null default false, "query_reason_id" int null, "valuation_number" text null, "access_times" text null, "missing_info" text null, "date_status" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "search_text" text generated always as (lower(('WO' || lpad(id::text, 7, '0')) || ' ' || coalesce(issue, '') || ' ' || coalesce(details, '') || ' ' || coalesce(requested_by, '') || ' ' || coalesce(client_ref, ''))) stored not null);`);
    this.addSql(`create index "work_order_search_trgm_idx" on "work_orders"."work_order" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "work_order_outstanding_due_idx" on "work_orders"."work_order" ("due_date") where "work_order_status_id" in (1, 2, 3, 4);`);
    this.addSql(`create index "work_order_site_status_idx" on "work_orders"."work_order" ("site_id", "work_order_status_id", "id");`);
    this.addSql(`create index "work_order_contractor_status_idx" on "work_orders"."work_order" ("contractor_id", "work_order_status_id", "id");`);
    this.addSql(`create index "work_order_client_status_idx" on "work_orders"."work_order" ("client_id", "work_order_status_id", "id");`);
    this.addSql(`create index "work_order_status_due_idx" on "work_orders"."work_order" ("work_order_status_id", "due_date", "id");`);
    this.addSql(`create index "work_order_status_opened_idx" on "work_orders"."work_order" ("work_order_status_id", "date_opened", "id");`);
    this.addSql(`create index "work_order_status_id_idx" on "work_orders"."work_order" ("work_order_status_id", "id");`);
    this.addSql(`alter table "work_orders"."work_order" add constraint "work_order_capital_code_id_foreign" foreign key ("capital_code_id") references "work_orders"."capital_code" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "work_orders"."work_order" add constraint "work_order_financial_code_id_foreign" foreign key ("financial_code_id") references "work_orders"."financial_code" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "work_orders"."work_order" add constraint "work_order_work_order_type_id_foreign" foreign key ("work_order_type_id") references "work_orders"."work_order_type" ("id") on update cascade;`);
    this.addSql(`alter table "work_orders"."work_order" add constraint "work_order_work_order_status_id_foreign" foreign key ("work_order_status_id") references "work_orders"."work_order_status" ("id") on update cascade;`);
    this.addSql(`alter table "work_orders"."work_order" add constraint "work_order_progress_code_id_foreign" foreign key ("progress_code_id") references "work_orders"."progress_code" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "work_orders"."work_order" add constraint "work_order_method_of_request_id_foreign" foreign key ("method_of_request_id") references "work_orders"."method_of_request" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "work_orders"."work_order" add constraint "work_order_sla_code_foreign" foreign key ("sla_code") references "work_orders"."sla_code" ("code") on update cascade on delete set null;`);
    this.addSql(`alter table "work_orders"."work_order" add constraint "work_order_query_reason_id_foreign" foreign key ("query_reason_id") references "work_orders"."query_reason" ("id") on update cascade on delete set null;`);

    // Read-only views of the other services' names this service sorts, filters and searches on,
    // over the views assets publishes (a role of work-orders' own reads nothing else of assets').
    this.addSql(`create view "work_orders"."v_client" as select id, name from "assets"."v_client";`);
    this.addSql(`create view "work_orders"."v_site" as select id, client_id, name, site_code, post_code from "assets"."v_site";`);
    this.addSql(`create view "work_orders"."v_contractor" as select id, name from "assets"."v_contractor";`);
    this.addSql(`create view "work_orders"."v_trade" as select id, name, parent_trade_id from "assets"."v_trade";`);

    // status_count stays exact through statement-level triggers: bulk writes cost one grouped upsert
    this.addSql(`create function "work_orders"."status_count_apply"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into work_orders.status_count as c (client_id, contractor_id, status_id, n)
      select client_id, coalesce(contractor_id, 0), work_order_status_id, count(*) from new_rows group by 1, 2, 3
      on conflict (client_id, contractor_id, status_id) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into work_orders.status_count as c (client_id, contractor_id, status_id, n)
      select client_id, coalesce(contractor_id, 0), work_order_status_id, -count(*) from old_rows group by 1, 2, 3
      on conflict (client_id, contractor_id, status_id) do update set n = c.n + excluded.n;
  else
    insert into work_orders.status_count as c (client_id, contractor_id, status_id, n)
      select client_id, contractor_id, status_id, sum(d) from (
        select client_id, coalesce(contractor_id, 0) as contractor_id, work_order_status_id as status_id, -1 as d from old_rows
        union all
        select client_id, coalesce(contractor_id, 0), work_order_status_id, 1 from new_rows
      ) changes group by 1, 2, 3 having sum(d) <> 0
      on conflict (client_id, contractor_id, status_id) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "work_order_status_count_insert" after insert on "work_orders"."work_order" referencing new table as new_rows for each statement execute function "work_orders"."status_count_apply"();`);
    this.addSql(`create trigger "work_order_status_count_update" after update on "work_orders"."work_order" referencing old table as old_rows new table as new_rows for each statement execute function "work_orders"."status_count_apply"();`);
    this.addSql(`create trigger "work_order_status_count_delete" after delete on "work_orders"."work_order" referencing old table as old_rows for each statement execute function "work_orders"."status_count_apply"();`);

    // reference data (staff-and-work-orders §3, §4)
    this.addSql(`insert into "work_orders"."work_order_status" ("id", "name") values
      (1, 'Awaiting Response'), (2, 'Open'), (3, 'Awaiting Quote'), (4, 'Awaiting Quote Approval'),
      (5, 'Awaiting Certificate'), (6, 'Closed'), (7, 'Completed'), (8, 'Pending'), (9, 'Cancelled'),
      (10, 'Approved'), (11, 'Query'), (12, 'Submitted'), (13, 'Awaiting Certificate Audit'), (14, 'Discarded');`);
    this.addSql(`insert into "work_orders"."work_order_type" ("id", "name") values
      (1, 'Reactive'), (2, 'Quote'), (3, 'PPM'), (4, 'Remedial Works');`);
    this.addSql(`insert into "work_orders"."progress_code" ("id", "name") values
      (1, '2nd Visit Required – Parts on Order'), (2, '2nd Visit Required – Quote Required'),
      (3, '2nd Visit Required – Uplift Required'), (4, 'No Access to Site'), (5, 'Complete');`);
    this.addSql(`insert into "work_orders"."method_of_request" ("id", "name") values
      (1, 'Email'), (2, 'Telephone'), (3, 'Client Portal'), (4, 'Other');`);
    this.addSql(`insert into "work_orders"."sla_code" ("code", "name", "response_hours") values
      ('A', 'A – Emergency, 2 hours', 2), ('B', 'B – Urgent, 4 hours', 4), ('C', 'C – Next day, 24 hours', 24),
      ('D', 'D – 48 hours', 48), ('E', 'E – 5 days', 120), ('F', 'F – 10 days', 240), ('G', 'G – 20 days', 480),
      ('H', 'H – 30 days', 720), ('PPM', 'PPM – planned visit, 28 days', 672);`);
    this.addSql(`insert into "work_orders"."financial_code" ("id", "name") values
      (1, 'Reactive Maintenance'), (2, 'Planned Maintenance'), (3, 'Quoted Works'), (4, 'Recharge'),
      (5, 'Capital Expenditure'), (6, 'Warranty');`);
    this.addSql(`insert into "work_orders"."capital_code" ("id", "name") values
      (1, 'CAP01 Building Fabric'), (2, 'CAP02 Mechanical Plant'), (3, 'CAP03 Electrical Infrastructure'),
      (4, 'CAP04 Refurbishment');`);
    this.addSql(`insert into "work_orders"."query_reason" ("id", "name") values
      (1, 'Costs exceed the approved quote'), (2, 'Job sheet missing'), (3, 'Certificate missing'),
      (4, 'Labour hours queried'), (5, 'Materials queried'), (6, 'Duplicate of another order');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema if exists "work_orders" cascade;`);
  }
}
