import { Migration } from "@mikro-orm/migrations";

/**
 * The dashboard's SLA escalations by index (issue 27, docs/sla.md "Escalation"): an escalation says
 * itself whether its clock has ended (met or stopped), so the panel's list (`workOrders(slaEscalated:
 * true)`) reads the open escalations of a partial index instead of checking every escalation against
 * the clock events (about 1 s at a million orders with 68,000 escalated). `ended` is set:
 * - by a trigger on `sla_event`, when a MET or STOPPED event of the clock is recorded;
 * - by each escalation run, for any the trigger could not see (an escalation committed while its
 *   clock's event was being recorded in another transaction): at most one run late.
 */
export class Migration20261220100000SlaEscalationEnded extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "work_orders"."sla_escalation" add column "ended" boolean not null default false;`);
    this.addSql(`update "work_orders"."sla_escalation" x set "ended" = true
      where exists (select 1 from "work_orders"."sla_event" e where e.work_order_id = x.work_order_id and e.clock = x.clock and e.kind in ('MET', 'STOPPED'));`);
    this.addSql(`create index "sla_escalation_open_idx" on "work_orders"."sla_escalation" ("work_order_id") where "notified" and not "ended";`);
    this.addSql(`create or replace function "work_orders"."sla_escalation_clock_ended"() returns trigger language plpgsql as $$
begin
  update "work_orders"."sla_escalation" set "ended" = true
   where work_order_id = new.work_order_id and clock = new.clock and not "ended";
  return null;
end $$;`);
    this.addSql(
      `create trigger "sla_event_escalation_ended" after insert on "work_orders"."sla_event" for each row when (new.kind in ('MET', 'STOPPED')) execute function "work_orders"."sla_escalation_clock_ended"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "sla_event_escalation_ended" on "work_orders"."sla_event";`);
    this.addSql(`drop function "work_orders"."sla_escalation_clock_ended"();`);
    this.addSql(`drop index "work_orders"."sla_escalation_open_idx";`);
    this.addSql(`alter table "work_orders"."sla_escalation" drop column "ended";`);
  }
}
