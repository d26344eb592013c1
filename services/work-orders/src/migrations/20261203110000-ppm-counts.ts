import { Migration } from "@mikro-orm/migrations";

/** The trigger function of status_count, counting PPM work orders (type 3) apart from the others. */
const APPLY = (ppm: boolean) => {
  const key = ppm ? ", ppm" : "";
  const cols = ppm ? ", work_order_type_id = 3" : "";
  const group = ppm ? "1, 2, 3, 4" : "1, 2, 3";
  return `create or replace function "work_orders"."status_count_apply"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into work_orders.status_count as c (client_id, contractor_id, status_id${key}, n)
      select client_id, coalesce(contractor_id, 0), work_order_status_id${cols}, count(*) from new_rows group by ${group}
      on conflict (client_id, contractor_id, status_id${key}) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into work_orders.status_count as c (client_id, contractor_id, status_id${key}, n)
      select client_id, coalesce(contractor_id, 0), work_order_status_id${cols}, -count(*) from old_rows group by ${group}
      on conflict (client_id, contractor_id, status_id${key}) do update set n = c.n + excluded.n;
  else
    insert into work_orders.status_count as c (client_id, contractor_id, status_id${key}, n)
      select client_id, contractor_id, status_id${key}, sum(d) from (
        select client_id, coalesce(contractor_id, 0) as contractor_id, work_order_status_id as status_id${ppm ? ", work_order_type_id = 3 as ppm" : ""}, -1 as d from old_rows
        union all
        select client_id, coalesce(contractor_id, 0), work_order_status_id${cols}, 1 from new_rows
      ) changes group by ${group} having sum(d) <> 0
      on conflict (client_id, contractor_id, status_id${key}) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;`;
};

/**
 * The counters keep PPM work orders (type 3) apart (the client portal's PPM grid and list, and its
 * work orders without them): `workOrders(ppm:)` then takes its total from them, exact and without
 * counting rows. Rebuilt from the orders once, in the same transaction as the new trigger function.
 */
export class Migration20261203110000PpmCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`lock table "work_orders"."work_order" in share mode;`);
    this.addSql(`alter table "work_orders"."status_count" add column "ppm" boolean not null default false;`);
    this.addSql(`alter table "work_orders"."status_count" drop constraint "status_count_pkey";`);
    this.addSql(`truncate "work_orders"."status_count";`);
    this.addSql(
      `insert into "work_orders"."status_count" (client_id, contractor_id, status_id, ppm, n) select client_id, coalesce(contractor_id, 0), work_order_status_id, work_order_type_id = 3, count(*) from "work_orders"."work_order" group by 1, 2, 3, 4;`,
    );
    this.addSql(`alter table "work_orders"."status_count" add constraint "status_count_pkey" primary key ("client_id", "contractor_id", "status_id", "ppm");`);
    this.addSql(APPLY(true));
  }

  override async down(): Promise<void> {
    this.addSql(`lock table "work_orders"."work_order" in share mode;`);
    this.addSql(`alter table "work_orders"."status_count" drop constraint "status_count_pkey";`);
    this.addSql(`truncate "work_orders"."status_count";`);
    this.addSql(`alter table "work_orders"."status_count" drop column "ppm";`);
    this.addSql(
      `insert into "work_orders"."status_count" (client_id, contractor_id, status_id, n) select client_id, coalesce(contractor_id, 0), work_order_status_id, count(*) from "work_orders"."work_order" group by 1, 2, 3;`,
    );
    this.addSql(`alter table "work_orders"."status_count" add constraint "status_count_pkey" primary key ("client_id", "contractor_id", "status_id");`);
    this.addSql(APPLY(false));
  }
}
