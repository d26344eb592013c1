import { Migration } from "@mikro-orm/migrations";

/**
 * The finances' closed work-order export (docs/finances.md) reads the orders closed in a date range,
 * by date closed, a page at a time by keyset: an index on (date_closed, id) of the closed orders
 * only (a work order has a date closed exactly while it is Closed).
 */
export class Migration20261205100000ClosedOrdersIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "work_order_closed_idx" on "work_orders"."work_order" ("date_closed", "id") where "date_closed" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "work_orders"."work_order_closed_idx";`);
  }
}
