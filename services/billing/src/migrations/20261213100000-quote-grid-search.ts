import { Migration } from "@mikro-orm/migrations";

/**
 * The quotations grid under any search and any sort (issue 24; docs/billing.md "The quotations grid
 * at scale"):
 * - its name columns (contractor, client, site, status) sort by merging each name's first quotes
 *   (the list builder's ColumnGroup), read from `(key, id)` indexes instead of sorting every quote;
 *   `(site_id, id)` replaces `(site_id)` (the site filter reads it as well);
 * - the total with tax, the one column the grid sorts by without an index, gets one;
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
    this.addSql(`drop index if exists "billing"."billing_site_idx";`);
    this.addSql(`create index "billing_site_idx" on "billing"."billing" ("site_id", "id");`);
    this.addSql(`create index "billing_contractor_id_idx" on "billing"."billing" ("contractor_id", "id");`);
    this.addSql(`create index "billing_client_id_idx" on "billing"."billing" ("client_id", "id");`);
    this.addSql(`create index "billing_status_idx" on "billing"."billing" ("billing_status_id", "id");`);
    this.addSql(`create index "billing_total_inc_tax_idx" on "billing"."billing" ("total_amount_inc_tax", "id");`);
    // the planner's statistics of the new column (its histogram estimates a search) before the first
    // search, and of the status table sorted on by name (too small for autovacuum ever to analyze it)
    this.addSql(`analyze "billing"."billing", "billing"."billing_status";`);
  }

  override async down(): Promise<void> {
    for (const i of ["billing_total_inc_tax_idx", "billing_status_idx", "billing_client_id_idx", "billing_contractor_id_idx", "billing_site_idx"])
      this.addSql(`drop index if exists "billing"."${i}";`);
    this.addSql(`create index "billing_site_idx" on "billing"."billing" ("site_id");`);
    this.addSql(`alter table "billing"."billing" drop column if exists "search_text";`);
    this.addSql(
      `create index "billing_search_trgm_idx" on "billing"."billing" using gin (lower(coalesce(summary, '')) gin_trgm_ops, lower(quote_ref) gin_trgm_ops, lower(coalesce(ampm_quote_ref, '')) gin_trgm_ops);`,
    );
  }
}
