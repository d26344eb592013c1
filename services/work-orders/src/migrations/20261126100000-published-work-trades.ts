import { Migration } from "@mikro-orm/migrations";

/**
 * assets reads which trades and sub-trades work orders name: to refuse deleting a trade that work
 * orders use, and to match contractors to an order (its site and sub-trade). The assignment view
 * gains the order's trade and sub-trade (columns appended, so the view keeps its other columns as
 * they were). The look-ups by trade and sub-trade use the list indexes (work_order_trade_idx,
 * work_order_sub_trade_idx).
 */
export class Migration20261126100000PublishedWorkTrades extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "work_orders"."v_work_assignment" as
      select id as work_order_id, client_id, site_id, contractor_id, contact_id, asset_id, trade_id, sub_trade_id from "work_orders"."work_order";`);
  }
}
