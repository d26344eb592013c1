import { Migration } from "@mikro-orm/migrations";

/**
 * SLA escalation (issue 27, docs/sla.md "Escalation"):
 * - `sla_escalation`: each threshold a clock reached (DUE_SOON: predicted to breach within the
 *   horizon; BREACHED), once per order × clock × threshold (the unique key is what makes it once),
 *   with its target then and whether it was e-mailed (a breach found long after its target is
 *   recorded without an e-mail: the backlog);
 * - the response clock's candidates by index: the outstanding orders not yet attended (statuses 1-3)
 *   by their response due date (the fix clock's are `work_order_outstanding_due_idx`, statuses 1-4);
 * - the outbox also carries messages to staff: `audience` says whose, and a staff message has no
 *   contractor.
 */
export class Migration20261219000000SlaEscalation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "work_orders"."sla_escalation" ("id" bigserial primary key, "work_order_id" int not null, "clock" text check ("clock" in ('RESPONSE', 'FIX')) not null, "threshold" text check ("threshold" in ('DUE_SOON', 'BREACHED')) not null, "at" timestamptz not null default now(), "target" timestamptz not null, "notified" boolean not null);`);
    this.addSql(`alter table "work_orders"."sla_escalation" add constraint "sla_escalation_once_unique" unique ("work_order_id", "clock", "threshold");`);
    this.addSql(`alter table "work_orders"."sla_escalation" add constraint "sla_escalation_work_order_id_foreign" foreign key ("work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "work_order_outstanding_response_due_idx" on "work_orders"."work_order" ("response_due_date") where "work_order_status_id" in (1, 2, 3);`);
    this.addSql(`alter table "work_orders"."outbox_message" alter column "contractor_id" drop not null;`);
    this.addSql(`alter table "work_orders"."outbox_message" add column "audience" text check ("audience" in ('contractor', 'staff')) not null default 'contractor';`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "work_orders"."outbox_message" where "audience" = 'staff';`);
    this.addSql(`alter table "work_orders"."outbox_message" drop column if exists "audience";`);
    this.addSql(`alter table "work_orders"."outbox_message" alter column "contractor_id" set not null;`);
    this.addSql(`drop index if exists "work_orders"."work_order_outstanding_response_due_idx";`);
    this.addSql(`drop table if exists "work_orders"."sla_escalation";`);
  }
}
