import { Migration } from "@mikro-orm/migrations";

/**
 * assets publishes its contractors' e-mail addresses too: work-orders addresses the contractor's
 * notification (its outbox) to it. Columns are only appended, so the view's readers are untouched.
 */
export class Migration20261201300000ContractorEmail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "assets"."v_contractor" as select id, name, active, email from "assets"."contractor";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace view "assets"."v_contractor" as select id, name, active from "assets"."contractor";`);
  }
}
