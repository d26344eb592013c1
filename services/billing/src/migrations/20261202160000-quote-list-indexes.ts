import { Migration } from "@mikro-orm/migrations";

/**
 * The quotations grid at scale (docs/billing.md "Quotes"; `npm run bench`, "quotations grid"): the
 * columns it sorts by on the quote itself (summary, total, AMPM reference) and the site it filters
 * by get an index each, and its free-text search (reference, AMPM reference, summary: the
 * expressions of quote.list.ts's search) a trigram index, so a page no longer sorts or scans every
 * quote.
 */
export class Migration20261202160000QuoteListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "billing_summary_idx" on "billing"."billing" ("summary", "id");`);
    this.addSql(`create index "billing_total_idx" on "billing"."billing" ("total_amount_ex_tax", "id");`);
    this.addSql(`create index "billing_ampm_idx" on "billing"."billing" ("ampm_quote_ref", "id");`);
    this.addSql(`create index "billing_site_idx" on "billing"."billing" ("site_id");`);
    this.addSql(
      `create index "billing_search_trgm_idx" on "billing"."billing" using gin (lower(coalesce(summary, '')) gin_trgm_ops, lower(quote_ref) gin_trgm_ops, lower(coalesce(ampm_quote_ref, '')) gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    for (const i of ["billing_search_trgm_idx", "billing_site_idx", "billing_ampm_idx", "billing_total_idx", "billing_summary_idx"])
      this.addSql(`drop index if exists "billing"."${i}";`);
  }
}
