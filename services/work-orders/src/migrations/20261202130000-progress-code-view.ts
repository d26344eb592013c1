import { Migration } from "@mikro-orm/migrations";

/**
 * What work-orders publishes to billing (read only; docs/billing.md "Logged time"): the progress codes,
 * which a time entry may name (billing checks the id and shows the name in the logged time grid).
 */
export class Migration20261202130000ProgressCodeView extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "work_orders"."v_progress_code" as select id, name from "work_orders"."progress_code";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "work_orders"."v_progress_code";`);
  }
}
