import { Migration } from "@mikro-orm/migrations";

/**
 * identity's audit trail, and the view through which it reads every service's: needs the other
 * services' published audit views, so identity migrates last. (It read their tables until a service
 * could have a database role of its own that reads only the views it is granted: the views it reads
 * now were there, in every database, before this ran.)
 */
export class Migration20261121233017AuditTrail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "identity"."audit_trail" ("id" bigserial primary key, "entity_name" text not null, "entity_id" text null, "action" text not null, "action_taken" text not null, "action_by_id" int null, "action_by_name" text not null, "action_date" timestamptz not null default now());`);
    this.addSql(`create index "audit_trail_entity_name_entity_id_index" on "identity"."audit_trail" ("entity_name", "entity_id");`);
    this.addSql(`create index "audit_trail_action_date_index" on "identity"."audit_trail" ("action_date");`);
    // identity reads every service's audit trail, newest first, through this view (read only)
    this.addSql(`create view "identity"."v_audit_trail" as
      select 'identity' as service, id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "identity"."audit_trail"
      union all select 'assets', id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "assets"."v_audit_trail"
      union all select 'work-orders', id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "work_orders"."v_audit_trail"
      union all select 'billing', id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name, action_date from "billing"."v_audit_trail";`);
  }
}
