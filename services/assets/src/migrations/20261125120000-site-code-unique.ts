import { Migration } from "@mikro-orm/migrations";

/** A site code is unique within its client (the service checks it too, without regard to case, and answers a field error). */
export class Migration20261125120000SiteCodeUnique extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "assets"."site" add constraint "site_client_id_site_code_unique" unique ("client_id", "site_code");`);
  }
}
