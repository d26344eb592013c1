import { Migration } from "@mikro-orm/migrations";

/**
 * The client portal's work-order grid (portals §2.1 items 1 and 3) sorts one client's orders by each
 * of its columns: reference, date opened, due date, site, issue, client ref, sub-trade and status,
 * with or without its PPM orders (`workOrders(ppm:)`, the type). An index per column over all orders
 * serves a client holding a quarter of them badly (a page deep in it reads four times its rows, each
 * from the table to check its client), and a sort by site or sub-trade read every order of the other
 * clients' sites: 13 s at a million orders. So each column has its index within a client,
 * (client_id, column, id), and each carries the type, so that a page's keys are read from the index
 * alone (its rows are read by key after); the client's indexes by reference and by status, from the
 * first migration, carry it too. By reference it also carries the words (search_tsv), as the index by
 * reference over all orders does: a client's search, and the count of its matches, read the index alone.
 */
const INDEXES: [name: string, columns: string[]][] = [
  ["work_order_client_idx", ["client_id", "id"]],
  ["work_order_client_status_idx", ["client_id", "work_order_status_id", "id"]],
  ["work_order_client_opened_idx", ["client_id", "date_opened", "id"]],
  ["work_order_client_due_idx", ["client_id", "due_date", "id"]],
  ["work_order_client_issue_idx", ["client_id", "issue", "id"]],
  ["work_order_client_client_ref_idx", ["client_id", "client_ref", "id"]],
  ["work_order_client_site_idx", ["client_id", "site_id", "id"]],
  ["work_order_client_sub_trade_idx", ["client_id", "sub_trade_id", "id"]],
];

/** The index's statement, as the entity declares it (WorkOrder's @Index expressions). */
const clientIndexSql = (name: string, columns: string[]) =>
  `create index "${name}" on "work_orders"."work_order" (${columns.map((c) => `"${c}"`).join(", ")}) include (${
    name === "work_order_client_idx" ? `"work_order_type_id", "search_tsv"` : `"work_order_type_id"`
  })`;

export class Migration20261203120000ClientListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set local maintenance_work_mem = '256MB';`);
    for (const [name, columns] of INDEXES) {
      this.addSql(`drop index if exists "work_orders"."${name}";`);
      this.addSql(`${clientIndexSql(name, columns)};`);
    }
  }

  override async down(): Promise<void> {
    for (const [name, columns] of INDEXES) {
      this.addSql(`drop index if exists "work_orders"."${name}";`);
      if (name === "work_order_client_idx" || name === "work_order_client_status_idx")
        this.addSql(`create index "${name}" on "work_orders"."work_order" (${columns.map((c) => `"${c}"`).join(", ")});`);
    }
  }
}
