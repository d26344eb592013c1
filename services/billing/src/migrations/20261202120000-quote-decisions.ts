import { Migration } from "@mikro-orm/migrations";

/**
 * The quote decisions from billing's side (docs/billing.md "Across the two services"): billing's
 * record of each decision it has finished on its quote, by the key work-orders applied it under
 * (written in the transaction that changed the quote, so the reconciler finishes exactly the others);
 * and what billing publishes to work-orders of its quotes, read only: work-orders checks a decision
 * against the quote itself (its order, status, version, items, total), never against the command.
 */
export class Migration20261202120000QuoteDecisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "billing"."quote_decision" ("key" text not null, "kind" text not null, "quote_id" int not null, "work_order_id" int not null, "new_work_order_id" int null, "outcome" text check ("outcome" in ('applied', 'superseded', 'quote missing')) not null, "finished_by" text check ("finished_by" in ('request', 'reconciler')) not null, "finished_at" timestamptz not null default now(), constraint "quote_decision_pkey" primary key ("key"));`);
    this.addSql(`create index "quote_decision_quote_idx" on "billing"."quote_decision" ("quote_id");`);
    this.addSql(`create view "billing"."v_quote" as
      select b.id, b.work_order_id, b.quote_ref, b.summary, b.billing_status_id, b.total_amount_ex_tax, b.version,
             (select count(*) from "billing"."billing_item" i where i.billing_id = b.id)::int as items
        from "billing"."billing" b;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "billing"."v_quote";`);
    this.addSql(`drop table if exists "billing"."quote_decision";`);
  }
}
