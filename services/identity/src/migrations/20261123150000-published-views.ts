import { Migration } from "@mikro-orm/migrations";

/**
 * identity reads the other services through the views they publish, and publishes the names of its
 * users. The audit trail of every service, newest first: the UNION ALL of plain projections still
 * lets PostgreSQL merge each table's date index.
 */
export class Migration20261123150000PublishedViews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop view "identity"."v_client", "identity"."v_contractor", "identity"."v_site";`);
    this.addSql(`create or replace view "identity"."v_audit_trail" as
      select 'identity' as service, id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "identity"."audit_trail"
      union all select 'assets', id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "assets"."v_audit_trail"
      union all select 'work-orders', id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "work_orders"."v_audit_trail"
      union all select 'billing', id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "billing"."v_audit_trail";`);
    this.addSql(`create view "identity"."v_user" as select id, first_name, last_name, entity_name, entity_id from "identity"."app_user";`);
  }
}
