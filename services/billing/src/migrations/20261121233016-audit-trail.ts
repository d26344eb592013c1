import { Migration } from "@mikro-orm/migrations";

/** The service's audit trail (written through the shared audit helper). */
export class Migration20261121233016AuditTrail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "billing"."audit_trail" ("id" bigserial primary key, "entity_name" text not null, "entity_id" text null, "action" text not null, "action_taken" text not null, "action_by_id" int null, "action_by_name" text not null, "action_date" timestamptz not null default now());`);
    this.addSql(`create index "audit_trail_entity_name_entity_id_index" on "billing"."audit_trail" ("entity_name", "entity_id");`);
    this.addSql(`create index "audit_trail_action_date_index" on "billing"."audit_trail" ("action_date");`);
  }
}
