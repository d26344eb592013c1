import { Migration } from "@mikro-orm/migrations";

/**
 * Contractors (issue 9): a contractor's name is unique without regard to case (the service checks it
 * too and answers a field error; the index settles two saves at once), and the grid's searches by
 * contact and e-mail and its active filter read indexes rather than the whole table.
 */
export class Migration20261126110000Contractors extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unique index "contractor_lower_name_unique" on "assets"."contractor" (lower("name"));`);
    this.addSql(`create index "contractor_active_name_index" on "assets"."contractor" ("active", "name", "id");`);
  }
}
