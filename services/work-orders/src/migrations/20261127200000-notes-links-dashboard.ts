import { Migration } from "@mikro-orm/migrations";

/** The changes of work_order rows, as (client, opened, closed, status, due date, +1/-1) for the counts below. */
const CHANGES = {
  INSERT: "select client_id, date_opened, date_closed, work_order_status_id, due_date, 1 as d from new_rows",
  DELETE: "select client_id, date_opened, date_closed, work_order_status_id, due_date, -1 as d from old_rows",
  UPDATE: `select client_id, date_opened, date_closed, work_order_status_id, due_date, -1 as d from old_rows
           union all select client_id, date_opened, date_closed, work_order_status_id, due_date, 1 from new_rows`,
};

/** The two upserts that apply a set of changes (`changes` a select of CHANGES' shape) to the dashboard's counts. */
function applySql(changes: string): string {
  return `
    insert into work_orders.work_order_day_count as c (day, client_id, logged, closed)
      select day, client_id, sum(logged), sum(closed) from (
        select (x.date_opened at time zone 'Europe/London')::date as day, x.client_id, x.d as logged, 0 as closed from (${changes}) x
        union all
        select (x.date_closed at time zone 'Europe/London')::date, x.client_id, 0, x.d from (${changes}) x where x.date_closed is not null
      ) y group by 1, 2 having sum(logged) <> 0 or sum(closed) <> 0
      on conflict (day, client_id) do update set logged = c.logged + excluded.logged, closed = c.closed + excluded.closed;
    insert into work_orders.work_order_due_count as c (due_hour, client_id, n, due_sum)
      select date_trunc('hour', x.due_date, 'UTC'), x.client_id, sum(x.d), sum(x.d * floor(extract(epoch from x.due_date))::bigint) from (${changes}) x
      where x.work_order_status_id in (1, 2, 3, 4) and x.due_date is not null
      group by 1, 2 having sum(x.d) <> 0
      on conflict (due_hour, client_id) do update set n = c.n + excluded.n, due_sum = c.due_sum + excluded.due_sum;`;
}

/**
 * Notes on work orders (public and private), linked work orders, and the dashboard's counts:
 * work orders logged and closed per client and London day, and outstanding work orders per client
 * and due hour, both kept exact by statement-level triggers on work_order (as status_count is), so
 * the dashboard reads a few hundred small rows instead of scanning a million orders.
 */
export class Migration20261127200000NotesLinksDashboard extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "work_orders"."work_order_note" ("id" serial primary key, "work_order_id" int not null, "user_id" int null, "user_name" text not null, "note" text not null, "note_time" timestamptz not null, "private_note" boolean not null default false);`);
    this.addSql(`create index "work_order_note_order_time_idx" on "work_orders"."work_order_note" ("work_order_id", "note_time", "id");`);
    this.addSql(`alter table "work_orders"."work_order_note" add constraint "work_order_note_work_order_id_foreign" foreign key ("work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "work_orders"."linked_work_order" ("id" serial primary key, "parent_work_order_id" int not null, "child_work_order_id" int not null, "created_at" timestamptz not null default now(), constraint "linked_work_order_not_self" check ("parent_work_order_id" <> "child_work_order_id"));`);
    this.addSql(`create unique index "linked_work_order_pair_key" on "work_orders"."linked_work_order" (least("parent_work_order_id", "child_work_order_id"), greatest("parent_work_order_id", "child_work_order_id"));`);
    this.addSql(`create index "linked_work_order_parent_idx" on "work_orders"."linked_work_order" ("parent_work_order_id");`);
    this.addSql(`create index "linked_work_order_child_idx" on "work_orders"."linked_work_order" ("child_work_order_id");`);
    this.addSql(`alter table "work_orders"."linked_work_order" add constraint "linked_work_order_parent_work_order_id_foreign" foreign key ("parent_work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "work_orders"."linked_work_order" add constraint "linked_work_order_child_work_order_id_foreign" foreign key ("child_work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "work_orders"."work_order_day_count" ("day" date not null, "client_id" int not null, "logged" int not null default 0, "closed" int not null default 0, constraint "work_order_day_count_pkey" primary key ("day", "client_id"));`);
    this.addSql(`create table "work_orders"."work_order_due_count" ("due_hour" timestamptz not null, "client_id" int not null, "n" int not null default 0, "due_sum" bigint not null default 0, constraint "work_order_due_count_pkey" primary key ("due_hour", "client_id"));`);
    this.addSql(`create function "work_orders"."dashboard_count_apply"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then ${applySql(CHANGES.INSERT)}
  elsif tg_op = 'DELETE' then ${applySql(CHANGES.DELETE)}
  else ${applySql(CHANGES.UPDATE)}
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "work_order_dashboard_count_insert" after insert on "work_orders"."work_order" referencing new table as new_rows for each statement execute function "work_orders"."dashboard_count_apply"();`);
    this.addSql(`create trigger "work_order_dashboard_count_update" after update on "work_orders"."work_order" referencing old table as old_rows new table as new_rows for each statement execute function "work_orders"."dashboard_count_apply"();`);
    this.addSql(`create trigger "work_order_dashboard_count_delete" after delete on "work_orders"."work_order" referencing old table as old_rows for each statement execute function "work_orders"."dashboard_count_apply"();`);
    // the orders already there
    this.addSql(applySql("select client_id, date_opened, date_closed, work_order_status_id, due_date, 1 as d from work_orders.work_order"));
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "work_order_dashboard_count_insert" on "work_orders"."work_order";`);
    this.addSql(`drop trigger if exists "work_order_dashboard_count_update" on "work_orders"."work_order";`);
    this.addSql(`drop trigger if exists "work_order_dashboard_count_delete" on "work_orders"."work_order";`);
    this.addSql(`drop function if exists "work_orders"."dashboard_count_apply"();`);
    this.addSql(`drop table if exists "work_orders"."work_order_due_count";`);
    this.addSql(`drop table if exists "work_orders"."work_order_day_count";`);
    this.addSql(`drop table if exists "work_orders"."linked_work_order";`);
    this.addSql(`drop table if exists "work_orders"."work_order_note";`);
  }
}
