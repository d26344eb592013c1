import { Migration } from "@mikro-orm/migrations";

/** What the work-order PDF (work-orders) reads of a user, read only: the contact's telephone numbers. */
export class Migration20261201400000ContactView extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "identity"."v_user_phone" as select id, phone_number, mobile from "identity"."app_user";`);
  }
}
