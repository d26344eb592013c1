import { Migration } from "@mikro-orm/migrations";

/**
 * The contractor portal (issue 22) reads one contractor's orders, a twelfth of them at a million
 * orders: its dashboard's upcoming PPM visits (its Open PPM orders, soonest due first), its work-order
 * grid by each column (reference, date opened, due date, client, site, issue, status), and a status
 * of it by any column. Read over the indexes of all orders, a page deep in them reads twelve times its
 * rows, and the upcoming visits read every due order of the other contractors first (2.6 s). So each
 * column has its index within a contractor, (contractor_id, column, id), carrying the status and the
 * type, so that a page of a status, or of the PPM orders, is found in the index alone (its rows are
 * read by key after); by due date within a status too (the upcoming visits: 7 ms over the due-date
 * index of its orders, which reads its long-closed ones first). By site it replaces (contractor_id, site_id), whose look-ups by site (the
 * assets and sites of a contractor's work) it still serves.
 */
export const CONTRACTOR_INDEXES: [name: string, columns: string[]][] = [
  ["work_order_contractor_opened_idx", ["contractor_id", "date_opened", "id"]],
  ["work_order_contractor_due_idx", ["contractor_id", "due_date", "id"]],
  ["work_order_contractor_issue_idx", ["contractor_id", "issue", "id"]],
  ["work_order_contractor_client_idx", ["contractor_id", "client_id", "id"]],
  ["work_order_contractor_site_idx", ["contractor_id", "site_id", "id"]],
  // a status by due date: the dashboard's upcoming PPM visits (Open, PPM, soonest due first) read ten of them, not every due order before
  ["work_order_contractor_status_due_idx", ["contractor_id", "work_order_status_id", "due_date", "id"]],
];

/** The index's statement, as the entity declares it (WorkOrder's @Index expressions). */
export const contractorIndexSql = (name: string, columns: string[]) =>
  `create index "${name}" on "work_orders"."work_order" (${columns.map((c) => `"${c}"`).join(", ")}) include (${["work_order_status_id", "work_order_type_id"]
    .filter((c) => !columns.includes(c))
    .map((c) => `"${c}"`)
    .join(", ")})`;

export class Migration20261204100000ContractorListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set local maintenance_work_mem = '256MB';`);
    for (const [name, columns] of CONTRACTOR_INDEXES) {
      this.addSql(`drop index if exists "work_orders"."${name}";`);
      this.addSql(`${contractorIndexSql(name, columns)};`);
    }
  }

  override async down(): Promise<void> {
    for (const [name] of CONTRACTOR_INDEXES) this.addSql(`drop index if exists "work_orders"."${name}";`);
    this.addSql(`create index "work_order_contractor_site_idx" on "work_orders"."work_order" ("contractor_id", "site_id");`);
  }
}
