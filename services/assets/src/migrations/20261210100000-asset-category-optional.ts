import { Migration } from "@mikro-orm/migrations";

/**
 * An asset's category is optional (issue 20): the spec's asset has no category field, and nothing
 * depends on one (work orders keep their own asset_category_id, nullable). An asset without one
 * shows it blank; the foreign key still holds for those that have one, and a category removed
 * leaves its assets without one.
 */
export class Migration20261210100000AssetCategoryOptional extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "assets"."asset" alter column "category_id" drop not null;`);
    this.addSql(`alter table "assets"."asset" drop constraint "asset_category_id_foreign";`);
    this.addSql(
      `alter table "assets"."asset" add constraint "asset_category_id_foreign" foreign key ("category_id") references "assets"."asset_category" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "assets"."asset" drop constraint "asset_category_id_foreign";`);
    this.addSql(
      `alter table "assets"."asset" add constraint "asset_category_id_foreign" foreign key ("category_id") references "assets"."asset_category" ("id") on update cascade;`,
    );
    this.addSql(`alter table "assets"."asset" alter column "category_id" set not null;`);
  }
}
