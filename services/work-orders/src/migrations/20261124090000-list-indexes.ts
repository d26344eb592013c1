import { Migration } from "@mikro-orm/migrations";

/** Each grid sort column's indexes: (column, id) for all orders, (status, column, id) within a tab. */
const INDEXES: [name: string, columns: string[]][] = [
  ["work_order_opened_idx", ["date_opened", "id"]],
  ["work_order_due_idx", ["due_date", "id"]],
  ["work_order_requested_idx", ["requested_by", "id"]],
  ["work_order_status_requested_idx", ["work_order_status_id", "requested_by", "id"]],
  ["work_order_issue_idx", ["issue", "id"]],
  ["work_order_status_issue_idx", ["work_order_status_id", "issue", "id"]],
  ["work_order_details_idx", ["details", "id"]],
  ["work_order_status_details_idx", ["work_order_status_id", "details", "id"]],
  ["work_order_sla_idx", ["sla_code", "id"]],
  ["work_order_status_sla_idx", ["work_order_status_id", "sla_code", "id"]],
  ["work_order_client_ref_idx", ["client_ref", "id"]],
  ["work_order_status_client_ref_idx", ["work_order_status_id", "client_ref", "id"]],
  ["work_order_estimated_idx", ["estimated_cost", "id"]],
  ["work_order_status_estimated_idx", ["work_order_status_id", "estimated_cost", "id"]],
  // sorts by another table's names (site, client, contractor, type, trade) read each name's first
  // orders from (key, id) for all orders; within a tab from (key, status, id)
  ["work_order_client_idx", ["client_id", "id"]],
  ["work_order_site_idx", ["site_id", "id"]],
  ["work_order_contractor_idx", ["contractor_id", "id"]],
  ["work_order_type_idx", ["work_order_type_id", "id"]],
  ["work_order_type_status_idx", ["work_order_type_id", "work_order_status_id", "id"]],
  ["work_order_trade_idx", ["trade_id", "id"]],
  ["work_order_trade_status_idx", ["trade_id", "work_order_status_id", "id"]],
  ["work_order_sub_trade_idx", ["sub_trade_id", "id"]],
  ["work_order_sub_trade_status_idx", ["sub_trade_id", "work_order_status_id", "id"]],
];

/**
 * Work-order lists at a million rows: full-text search (a generated tsvector of the order's words,
 * without positions, GIN: prefix matches of words without a trigram scan, and a copy of it in the
 * reference-order indexes), and an index in the order of every grid sort column, so that any page
 * of a tab or of all orders, under any sort, reads only its rows.
 * On a full table the column rewrites it and the indexes are built after, once; on an empty one
 * all of it is instant.
 */
export class Migration20261124090000ListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set local maintenance_work_mem = '256MB';`);
    this.addSql(
      `alter table "work_orders"."work_order" add column "search_tsv" tsvector generated always as (strip(to_tsvector('simple', coalesce(issue, '') || ' ' || coalesce(details, '') || ' ' || coalesce(requested_by, '') || ' ' || coalesce(client_ref, '')))) stored;`,
    );
    this.addSql(`create index "work_order_search_tsv_idx" on "work_orders"."work_order" using gin ("search_tsv");`);
    // a search in reference order reads the words from the index, not from each row: any page of a
    // common word, in a tab or of all orders, without a heap fetch per row it passes
    this.addSql(`drop index "work_orders"."work_order_status_id_idx";`);
    this.addSql(`create index "work_order_status_id_words_idx" on "work_orders"."work_order" ("work_order_status_id", "id") include ("search_tsv");`);
    this.addSql(`create index "work_order_id_words_idx" on "work_orders"."work_order" ("id") include ("search_tsv");`);
    for (const [name, columns] of INDEXES) {
      this.addSql(`create index "${name}" on "work_orders"."work_order" (${columns.map((c) => `"${c}"`).join(", ")});`);
    }
    // the planner's statistics of the new column (how common each word is) before the first search,
    // and of the small tables sorted on by name (too small for autovacuum ever to analyze them: a
    // plan that thinks they hold a thousand rows costs enough for JIT compilation)
    this.addSql(`analyze "work_orders"."work_order", "work_orders"."work_order_status", "work_orders"."work_order_type", "work_orders"."progress_code", "work_orders"."sla_code";`);
  }

  override async down(): Promise<void> {
    for (const [name] of INDEXES) this.addSql(`drop index if exists "work_orders"."${name}";`);
    this.addSql(`drop index if exists "work_orders"."work_order_id_words_idx";`);
    this.addSql(`drop index if exists "work_orders"."work_order_status_id_words_idx";`);
    this.addSql(`create index "work_order_status_id_idx" on "work_orders"."work_order" ("work_order_status_id", "id");`);
    this.addSql(`drop index if exists "work_orders"."work_order_search_tsv_idx";`);
    this.addSql(`alter table "work_orders"."work_order" drop column if exists "search_tsv";`);
  }
}
