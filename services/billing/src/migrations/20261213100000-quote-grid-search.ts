import { Migration } from "@mikro-orm/migrations";

/** The sort indexes (name, columns), each carrying search_text; the name columns' are new, the others replace plain ones. */
export const WORDS_INDEXES: [string, string[]][] = [
  ["billing_id_words_idx", ["id"]],
  ["billing_date_idx", ["billing_date", "id"]],
  ["billing_ampm_idx", ["ampm_quote_ref", "id"]],
  ["billing_work_order_idx", ["work_order_id", "id"]],
  ["billing_summary_idx", ["summary", "id"]],
  ["billing_total_idx", ["total_amount_ex_tax", "id"]],
  ["billing_total_inc_tax_idx", ["total_amount_inc_tax", "id"]],
  ["billing_contractor_id_idx", ["contractor_id", "id"]],
  ["billing_client_id_idx", ["client_id", "id"]],
  ["billing_site_idx", ["site_id", "id"]],
  ["billing_status_idx", ["billing_status_id", "id"]],
];

/** The indexes of those names before this migration. */
const BEFORE: Record<string, string[]> = {
  billing_date_idx: ["billing_date", "id"],
  billing_ampm_idx: ["ampm_quote_ref", "id"],
  billing_work_order_idx: ["work_order_id", "id"],
  billing_summary_idx: ["summary", "id"],
  billing_total_idx: ["total_amount_ex_tax", "id"],
  billing_site_idx: ["site_id"],
};

/**
 * The quotations grid under any search and any sort (issue 24; docs/billing.md "The quotations grid
 * at scale"):
 * - its name columns (contractor, client, site, status) sort by merging each name's first quotes
 *   (the list builder's ColumnGroup), read from `(key, id)` indexes instead of sorting every quote;
 *   `(site_id, id)` replaces `(site_id)` (the site filter reads it as well); the total with tax, the
 *   one column the grid sorts by without an index, gets one; every sort index (WORDS_INDEXES) carries
 *   search_text, so a common word read in the sort's order is tested in the index (an index-only scan);
 * - the search reads every word of the term as a substring of one stored, lower-cased `search_text`
 *   (trigram GIN): the quote's reference (built as quote_ref is: a generated column cannot read
 *   another), AMPM reference, its work order's reference (`WO` and the order's id zero-padded to 7
 *   digits, as work-orders generates it: no search looks each quote's order up) and the summary. It
 *   replaces the trigram index on three expressions. Trigrams rather than full-text words: the
 *   planner's estimate of a LIKE comes from the column's histogram, close for a rare or absent word,
 *   where a tsquery's word missing from its statistics is taken to match 0.5% of the quotes (a
 *   search for it then reads every quote in the sort index's order: 1.2 s at 195,000 quotes).
 */
export class Migration20261213100000QuoteGridSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set local maintenance_work_mem = '256MB';`);
    this.addSql(
      `alter table "billing"."billing" add column "search_text" text generated always as (lower('QT' || lpad(id::text, 6, '0') || ' ' || coalesce(ampm_quote_ref, '') || ' wo' || lpad(work_order_id::text, 7, '0') || ' ' || coalesce(summary, ''))) stored;`,
    );
    this.addSql(`drop index if exists "billing"."billing_search_trgm_idx";`);
    this.addSql(`create index "billing_search_text_idx" on "billing"."billing" using gin ("search_text" gin_trgm_ops);`);
    // every sort index carries search_text: a search read in the index's order tests it in the index
    // (an index-only scan) and reads only the rows it returns, not every row it passes
    for (const [name, columns] of WORDS_INDEXES) {
      this.addSql(`drop index if exists "billing"."${name}";`);
      this.addSql(`create index "${name}" on "billing"."billing" (${columns.map((c) => `"${c}"`).join(", ")}) include ("search_text");`);
    }
    // the planner's statistics of the new column (its histogram estimates a search) before the first
    // search, and of the status table sorted on by name (too small for autovacuum ever to analyze it)
    this.addSql(`analyze "billing"."billing", "billing"."billing_status";`);
  }

  override async down(): Promise<void> {
    for (const [name] of WORDS_INDEXES) {
      this.addSql(`drop index if exists "billing"."${name}";`);
      const before = BEFORE[name];
      if (before) this.addSql(`create index "${name}" on "billing"."billing" (${before.map((c) => `"${c}"`).join(", ")});`);
    }
    this.addSql(`alter table "billing"."billing" drop column if exists "search_text";`);
    this.addSql(
      `create index "billing_search_trgm_idx" on "billing"."billing" using gin (lower(coalesce(summary, '')) gin_trgm_ops, lower(quote_ref) gin_trgm_ops, lower(coalesce(ampm_quote_ref, '')) gin_trgm_ops);`,
    );
  }
}
