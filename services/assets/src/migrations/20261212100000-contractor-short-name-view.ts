import { Migration } from "@mikro-orm/migrations";

/**
 * assets publishes its contractors' short names too: work-orders' valuation report shows the
 * contractor's short name (portals §2.13). Columns are only appended, so the view's readers are untouched.
 */
export class Migration20261212100000ContractorShortNameView extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "assets"."v_contractor" as select id, name, active, email, short_name from "assets"."contractor";`);
  }

  override async down(): Promise<void> {
    // a view's column cannot be taken off in place, and dropping the view would drop its readers' views: the column stays
  }
}
