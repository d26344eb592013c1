import { Migration } from "@mikro-orm/migrations";

/**
 * What work-orders publishes to the other services (read only): who is tied to which work. assets
 * and identity resolve a contractor user's references to clients, sites and contacts only when its
 * work names them. Each view is a plain projection, so a look-up by contractor uses the indexes.
 */
export class Migration20261123091000PublishedAssignments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "work_order_contractor_site_idx" on "work_orders"."work_order" ("contractor_id", "site_id");`);
    this.addSql(`create index "work_order_contractor_contact_idx" on "work_orders"."work_order" ("contractor_id", "contact_id");`);
    this.addSql(`create view "work_orders"."v_work_assignment" as
      select id as work_order_id, client_id, site_id, contractor_id, contact_id from "work_orders"."work_order";`);
    this.addSql(`create view "work_orders"."v_client_contractor" as
      select distinct client_id, contractor_id from "work_orders"."status_count" where n > 0 and contractor_id <> 0;`);
  }
}
