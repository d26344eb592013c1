import { Migration } from "@mikro-orm/migrations";

/**
 * MissingInfo and OverBudget are worked out on every read from the logs, the documents and the cost
 * fields (docs/billing.md "Submission"): the columns that held them (never kept up to date) go, so
 * nothing can read a stale copy.
 */
export class Migration20261202140000ComputedCostFields extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "work_orders"."work_order" drop column "missing_info", drop column "over_budget";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "work_orders"."work_order" add column "over_budget" boolean not null default false, add column "missing_info" text null;`,
    );
  }
}
