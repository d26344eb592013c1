import { Migration } from "@mikro-orm/migrations";

/** What billing publishes to the other services (read only): its audit trail. */
export class Migration20261123150000PublishedViews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "billing"."v_audit_trail" as select id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "billing"."audit_trail";`);
  }
}
