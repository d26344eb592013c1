import { Migration } from "@mikro-orm/migrations";

/** A user's dashboard report (portals §2.1, the client portal's dashboard): a flag, at most one per user. */
export class Migration20261203100000BiDashboard extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."bi_report" add column "dashboard" boolean not null default false;`);
    this.addSql(`create unique index "bi_report_dashboard_unique" on "identity"."bi_report" ("user_id") where "dashboard";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "identity"."bi_report_dashboard_unique";`);
    this.addSql(`alter table "identity"."bi_report" drop column if exists "dashboard";`);
  }
}
