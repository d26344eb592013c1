import { Migration } from "@mikro-orm/migrations";

/**
 * billing.v_quote also publishes the contractor that made each quote: work-orders checks a quote
 * decision against whose quote it is (only its own contractor sends it, on an order still its own),
 * from this view, never from the command it is sent. The column is appended, so the view keeps its
 * other columns as they were.
 */
export class Migration20261205100000QuoteViewContractor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "billing"."v_quote" as
      select b.id, b.work_order_id, b.quote_ref, b.summary, b.billing_status_id, b.total_amount_ex_tax, b.version,
             (select count(*) from "billing"."billing_item" i where i.billing_id = b.id)::int as items,
             b.contractor_id
        from "billing"."billing" b;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "billing"."v_quote";`);
    this.addSql(`create view "billing"."v_quote" as
      select b.id, b.work_order_id, b.quote_ref, b.summary, b.billing_status_id, b.total_amount_ex_tax, b.version,
             (select count(*) from "billing"."billing_item" i where i.billing_id = b.id)::int as items
        from "billing"."billing" b;`);
  }
}
