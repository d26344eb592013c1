import { Migration } from "@mikro-orm/migrations";

/**
 * The quote decisions billing asks work-orders to apply (docs/billing.md "Across the two services"):
 * one row per decision, written in the same transaction as the change it made to the work order, under
 * a deterministic key (quote:<id>:v<version>:<kind>), so a repeated command answers the stored result
 * and two concurrent ones are serialised by the key. Published to billing, read only, as
 * v_quote_decision: billing's reconciler finishes the quotes whose decision it has not yet recorded.
 */
export class Migration20261202120000QuoteDecisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "work_orders"."quote_decision" ("key" text not null, "kind" text check ("kind" in ('send', 'accept', 'reject', 'alternative')) not null, "work_order_id" int not null, "quote_id" int not null, "quote_version" int not null, "quote_ref" text not null, "note" text null, "result" jsonb not null default '{}', "applied_by_id" int null, "applied_by_name" text not null, "applied_at" timestamptz not null default now(), constraint "quote_decision_pkey" primary key ("key"), constraint quote_decision_key_check check ('quote:' || "quote_id" || ':v' || "quote_version" || ':' || "kind" = "key"));`);
    this.addSql(`create index "quote_decision_applied_idx" on "work_orders"."quote_decision" ("applied_at");`);
    this.addSql(`create index "quote_decision_work_order_idx" on "work_orders"."quote_decision" ("work_order_id");`);
    this.addSql(`alter table "work_orders"."quote_decision" add constraint "quote_decision_work_order_id_foreign" foreign key ("work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`create view "work_orders"."v_quote_decision" as
      select key, kind, work_order_id, quote_id, quote_version, quote_ref, note, result,
             (result->>'newWorkOrderId')::int as new_work_order_id, applied_by_id, applied_by_name, applied_at
        from "work_orders"."quote_decision";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "work_orders"."v_quote_decision";`);
    this.addSql(`drop table if exists "work_orders"."quote_decision";`);
  }
}
