import { Migration } from "@mikro-orm/migrations";

/**
 * The SLA clocks' recorded events (issue 27, docs/sla.md): one row per thing that happened to a clock
 * (RESPONSE or FIX) of an order, written by a trigger on the order's status and progress code in the
 * change's own transaction, so every path (GraphQL, the REST shims, jobs, quote decisions) records them.
 *
 * - PAUSED: the order enters 4 Awaiting Quote Approval (it waits on the client): each clock not yet ended;
 * - RESUMED: it leaves 4: each clock that is paused;
 * - MET, response: the contractor records attendance (a first progress code) or moves the work on
 *   (4 a quote sent, 5/13 awaiting a certificate, 7 completed, or later);
 * - MET, fix: the work is done (5, 13 awaiting a certificate, 7 completed, or later);
 * - STOPPED: the order ends without the work (9 cancelled, 14 discarded, or 4 → 6, a quote accepted:
 *   the quoted work goes on in a new order with its own clocks).
 * A clock ends once (its first MET or STOPPED); reopening an order does not restart it.
 */
const FUNCTIONS = `
create or replace function "work_orders"."sla_clock_event"(p_order int, p_clock text, p_kind text, p_status int) returns void language plpgsql as $$
begin
  insert into "work_orders"."sla_event" ("work_order_id", "clock", "kind", "status_id") values (p_order, p_clock, p_kind, p_status);
end $$;

create or replace function "work_orders"."sla_work_order_event"() returns trigger language plpgsql as $$
declare
  st int := new.work_order_status_id;
  prev int := case when tg_op = 'UPDATE' then old.work_order_status_id else null end;
  moved boolean := tg_op = 'INSERT' or old.work_order_status_id is distinct from new.work_order_status_id;
  attended boolean := new.progress_code_id is not null and (tg_op = 'INSERT' or old.progress_code_id is null);
  c text;
  ended boolean;
  paused boolean;
begin
  if new.due_date is null and new.response_due_date is null then return null; end if;
  if not moved and not attended then return null; end if;
  foreach c in array array['RESPONSE', 'FIX'] loop
    if (c = 'RESPONSE' and new.response_due_date is null) or (c = 'FIX' and new.due_date is null) then continue; end if;
    select exists (select 1 from "work_orders"."sla_event" e where e.work_order_id = new.id and e.clock = c and e.kind in ('MET', 'STOPPED'))
      into ended;
    if ended then continue; end if;
    select coalesce((select e.kind = 'PAUSED' from "work_orders"."sla_event" e
                      where e.work_order_id = new.id and e.clock = c and e.kind in ('PAUSED', 'RESUMED') order by e.id desc limit 1), false)
      into paused;
    if moved and paused and st <> 4 then
      perform "work_orders"."sla_clock_event"(new.id, c, 'RESUMED', st);
      paused := false;
    end if;
    if moved and (st in (9, 14) or (st = 6 and prev = 4)) then
      perform "work_orders"."sla_clock_event"(new.id, c, 'STOPPED', st);
      continue;
    end if;
    if (c = 'RESPONSE' and ((moved and st in (4, 5, 6, 7, 10, 11, 12, 13)) or attended))
       or (c = 'FIX' and moved and st in (5, 6, 7, 10, 11, 12, 13)) then
      perform "work_orders"."sla_clock_event"(new.id, c, 'MET', st);
      continue;
    end if;
    if moved and st = 4 and not paused then
      perform "work_orders"."sla_clock_event"(new.id, c, 'PAUSED', st);
    end if;
  end loop;
  return null;
end $$;
`;

/** SLA events (issue 27, docs/sla.md): the table, the trigger that fills it, and what older orders' current state says. */
export class Migration20261217100000SlaEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "work_orders"."sla_event" ("id" bigserial primary key, "work_order_id" int not null constraint "sla_event_work_order_id_foreign" references "work_orders"."work_order" ("id") on update cascade on delete cascade, "clock" text check ("clock" in ('RESPONSE', 'FIX')) not null, "kind" text check ("kind" in ('PAUSED', 'RESUMED', 'MET', 'STOPPED')) not null, "at" timestamptz not null default now(), "status_id" int null);`,
    );
    this.addSql(`create index "sla_event_work_order_idx" on "work_orders"."sla_event" ("work_order_id", "id");`);
    this.addSql(`create index "sla_event_at_idx" on "work_orders"."sla_event" ("at", "kind");`);
    this.addSql(FUNCTIONS);
    this.addSql(
      `create trigger "work_order_sla" after insert or update of "work_order_status_id", "progress_code_id" on "work_orders"."work_order" for each row execute function "work_orders"."sla_work_order_event"();`,
    );
    // Older orders: what their current state says, at the time of their last status change (no history is invented).
    this.addSql(`insert into "work_orders"."sla_event" ("work_order_id", "clock", "kind", "at", "status_id")
      select w.id, c.clock, case when w.work_order_status_id in (9, 14) then 'STOPPED' else 'MET' end, coalesce(w.date_status, w.updated_at), w.work_order_status_id
        from "work_orders"."work_order" w
        cross join (values ('RESPONSE'), ('FIX')) c(clock)
       where (case c.clock when 'RESPONSE' then w.response_due_date else w.due_date end) is not null
         and (w.work_order_status_id in (5, 6, 7, 9, 10, 11, 12, 13, 14)
              or (c.clock = 'RESPONSE' and (w.work_order_status_id = 4 or w.progress_code_id is not null)));`);
    this.addSql(`insert into "work_orders"."sla_event" ("work_order_id", "clock", "kind", "at", "status_id")
      select w.id, 'FIX', 'PAUSED', coalesce(w.date_status, w.updated_at), 4
        from "work_orders"."work_order" w
       where w.work_order_status_id = 4 and w.due_date is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "work_order_sla" on "work_orders"."work_order";`);
    this.addSql(`drop function if exists "work_orders"."sla_work_order_event"(), "work_orders"."sla_clock_event"(int, text, text, int);`);
    this.addSql(`drop table if exists "work_orders"."sla_event" cascade;`);
  }
}
