import { Migration } from "@mikro-orm/migrations";

/**
 * The SLA attainment report's indexes (issue 27, docs/sla.md "Attainment"): a month's clocks are found
 * by their due dates (each with the keys the report groups by, so the range is read from the index
 * alone), by the MET events in the month (sla_event_at_idx, already there), and by the pauses that can
 * move a target (the PAUSED events, few, by time).
 */
export const SLA_ATTAINMENT_INDEXES: [name: string, sql: string][] = [
  [
    "work_order_sla_fix_due_idx",
    'create index "work_order_sla_fix_due_idx" on "work_orders"."work_order" ("due_date") include ("client_id", "contractor_id", "sub_trade_id") where "due_date" is not null',
  ],
  [
    "work_order_sla_response_due_idx",
    'create index "work_order_sla_response_due_idx" on "work_orders"."work_order" ("response_due_date") include ("client_id", "contractor_id", "sub_trade_id") where "response_due_date" is not null',
  ],
  [
    "sla_event_paused_idx",
    'create index "sla_event_paused_idx" on "work_orders"."sla_event" ("at") include ("work_order_id", "clock") where "kind" = \'PAUSED\'',
  ],
];

export class Migration20261218300000SlaAttainmentIndexes extends Migration {
  override async up(): Promise<void> {
    for (const [, sql] of SLA_ATTAINMENT_INDEXES) this.addSql(`${sql};`);
  }

  override async down(): Promise<void> {
    for (const [name] of SLA_ATTAINMENT_INDEXES) this.addSql(`drop index if exists "work_orders"."${name}";`);
  }
}
