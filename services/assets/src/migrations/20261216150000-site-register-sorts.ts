import { Migration } from "@mikro-orm/migrations";

/**
 * A client's sites in each order the compliance register sorts them (issue 27; work-orders reads them
 * through v_site): by name, code and postcode, each ending in the id as the list's key does. A page
 * of a 20,000-site client read the whole client and sorted it (58 ms for page 450 by name); the
 * index reads the page's entries in order.
 */
export class Migration20261216150000SiteRegisterSorts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "site_client_lower_name_idx" on "assets"."site" ("client_id", lower("name"), "id");`);
    this.addSql(`create index "site_client_lower_code_idx" on "assets"."site" ("client_id", lower("site_code"), "id");`);
    this.addSql(`create index "site_client_post_code_idx" on "assets"."site" ("client_id", "post_code", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "assets"."site_client_post_code_idx";`);
    this.addSql(`drop index "assets"."site_client_lower_code_idx";`);
    this.addSql(`drop index "assets"."site_client_lower_name_idx";`);
  }
}
