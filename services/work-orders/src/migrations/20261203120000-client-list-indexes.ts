import { Migration } from "@mikro-orm/migrations";

/**
 * The client portal's work-order grid (portals §2.1 items 1 and 3) sorts one client's orders by each
 * of its columns: reference, date opened, due date, site, issue, client ref, sub-trade and status.
 * An index per column over all orders serves a client holding a quarter of them badly (a page deep
 * in it reads four times its rows, each from the table to check its client), and a sort by site,
 * or sub-trade reads every order of the other clients' sites: 13 s at a million orders. So each has
 * its index within a client, (client_id, column, id); by reference (client_id, id) and by status
 * (client_id, status, id) are there already.
 */
const INDEXES: [name: string, columns: string[]][] = [
  ["work_order_client_opened_idx", ["client_id", "date_opened", "id"]],
  ["work_order_client_due_idx", ["client_id", "due_date", "id"]],
  ["work_order_client_issue_idx", ["client_id", "issue", "id"]],
  ["work_order_client_client_ref_idx", ["client_id", "client_ref", "id"]],
  ["work_order_client_site_idx", ["client_id", "site_id", "id"]],
  ["work_order_client_sub_trade_idx", ["client_id", "sub_trade_id", "id"]],
];

export class Migration20261203120000ClientListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set local maintenance_work_mem = '256MB';`);
    for (const [name, columns] of INDEXES) {
      this.addSql(`create index "${name}" on "work_orders"."work_order" (${columns.map((c) => `"${c}"`).join(", ")});`);
    }
  }

  override async down(): Promise<void> {
    for (const [name] of INDEXES) this.addSql(`drop index if exists "work_orders"."${name}";`);
  }
}
