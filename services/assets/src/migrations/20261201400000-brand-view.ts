import { Migration } from "@mikro-orm/migrations";

/**
 * What the work-order PDF (work-orders) reads of assets, read only: a client's brand colour and the
 * storage key of its logo, and a site's postal address.
 */
export class Migration20261201400000BrandView extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "assets"."v_client_brand" as select id, name, brand_colour, logo_key from "assets"."client";`);
    this.addSql(`create view "assets"."v_site_address" as select id, name, site_code, address_line1, address_line2, city, county, post_code from "assets"."site";`);
  }
}
