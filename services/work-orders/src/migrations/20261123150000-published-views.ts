import { Migration } from "@mikro-orm/migrations";

/**
 * work-orders reads the names of assets' rows through the views assets publishes now, so its own
 * copies go; it publishes its audit trail (its assignments are published already).
 */
export class Migration20261123150000PublishedViews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop view "work_orders"."v_client", "work_orders"."v_site", "work_orders"."v_contractor", "work_orders"."v_trade";`);
    this.addSql(`create view "work_orders"."v_audit_trail" as select id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "work_orders"."audit_trail";`);
  }
}
