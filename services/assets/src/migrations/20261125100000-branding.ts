import { Migration } from "@mikro-orm/migrations";

/**
 * Branding: a client's logo (its storage key and content type; the bytes live in file storage),
 * and a brand name once per client whatever its case ('Brand exists').
 */
export class Migration20261125100000Branding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "assets"."client" add column "logo_key" text null, add column "logo_content_type" text null;`);
    this.addSql(`create unique index "brand_client_id_name_unique" on "assets"."brand" ("client_id", lower("name"));`);
  }
}
