import { Migration } from "@mikro-orm/migrations";

/**
 * What assets publishes to the other services (read only): the names of its clients, sites,
 * contractors and trades, for grids that sort or search by them, and its audit trail. Other
 * services read these views, never the tables, so a change here shows who depends on it.
 */
export class Migration20261123150000PublishedViews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "assets"."v_client" as select id, name, active from "assets"."client";`);
    this.addSql(`create view "assets"."v_site" as select id, client_id, name, site_code, post_code from "assets"."site";`);
    this.addSql(`create view "assets"."v_contractor" as select id, name, active from "assets"."contractor";`);
    this.addSql(`create view "assets"."v_trade" as select id, name, parent_trade_id from "assets"."trade";`);
    this.addSql(`create view "assets"."v_audit_trail" as select id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "assets"."audit_trail";`);
  }
}
