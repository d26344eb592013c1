import { Migration } from "@mikro-orm/migrations";

/**
 * assets reads which of its assets work orders name: to refuse deleting an asset that work orders
 * refer to, and to let a contractor user see the assets of its work. The assignment view gains the
 * order's asset (a column appended, so the view keeps its other columns as they were), with the
 * indexes those look-ups use.
 */
export class Migration20261125130500PublishedWorkAssets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "work_order_asset_id_idx" on "work_orders"."work_order" ("asset_id") where asset_id is not null;`);
    this.addSql(`create index "work_order_contractor_asset_idx" on "work_orders"."work_order" ("contractor_id", "asset_id") where asset_id is not null;`);
    this.addSql(`create or replace view "work_orders"."v_work_assignment" as
      select id as work_order_id, client_id, site_id, contractor_id, contact_id, asset_id from "work_orders"."work_order";`);
  }
}
