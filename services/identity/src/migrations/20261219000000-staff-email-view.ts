import { Migration } from "@mikro-orm/migrations";

/**
 * What work-orders' SLA escalation (docs/sla.md "Escalation") reads of a user, read only: the e-mail
 * address of each active staff user (administrators and staff of every kind; never a client's or a
 * contractor's user), so an order's staff contact can be told its clock is about to breach.
 */
export class Migration20261219000000StaffEmailView extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "identity"."v_staff_email" as
      select id, email, first_name, last_name from "identity"."app_user" where active and user_type_id not in (2, 3);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "identity"."v_staff_email";`);
  }
}
