import { Migration } from "@mikro-orm/migrations";

/**
 * Pending (8) is the pending PPM order: only a PPM job may be in it. The PPM work orders tab then lists
 * the pending orders by their status alone, through the status indexes, and the saves refuse anything else.
 */
export class Migration20261201500000PendingIsPpm extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "work_orders"."work_order" add constraint "work_order_pending_is_ppm" check (work_order_status_id <> 8 or work_order_type_id = 3);`,
    );
  }
}
