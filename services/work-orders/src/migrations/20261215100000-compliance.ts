import { Migration } from "@mikro-orm/migrations";

/**
 * The compliance register (issue 27, docs/compliance.md): the compliance types (reference data, seeded
 * here), each client's default set and due-soon days, each site's own set, and the compliance type a
 * certificate proves, with an index that finds a page of sites' tagged certificates.
 */
export class Migration20261215100000Compliance extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "work_orders"."compliance_type" ("id" serial primary key, "code" text not null, "name" text not null, "validity_months" smallint null, "document_type_id" smallint not null default 2);`,
    );
    this.addSql(`alter table "work_orders"."compliance_type" add constraint "compliance_type_code_unique" unique ("code");`);
    this.addSql(
      `create table "work_orders"."client_compliance" ("client_id" int not null, "type_ids" int[] not null default '{}', "due_soon_days" int not null default 30, constraint "client_compliance_pkey" primary key ("client_id"));`,
    );
    this.addSql(
      `create table "work_orders"."site_compliance" ("site_id" int not null, "type_ids" int[] not null default '{}', constraint "site_compliance_pkey" primary key ("site_id"));`,
    );
    this.addSql(`alter table "work_orders"."document" add column "compliance_type_id" int null;`);
    this.addSql(
      `create index "document_compliance_idx" on "work_orders"."document" ("entity_name", "entity_id", "compliance_type_id", "cert_date") where "compliance_type_id" is not null and not "archived";`,
    );
    this.addSql(
      `insert into "work_orders"."compliance_type" ("code", "name", "validity_months") values
        ('GAS_SAFETY', 'Gas safety', 12),
        ('EICR', 'Fixed-wire testing (EICR)', 60),
        ('FIRE_ALARM', 'Fire alarm service', 6),
        ('EMERGENCY_LIGHTING', 'Emergency lighting annual duration test', 12),
        ('LEGIONELLA', 'Legionella risk assessment', 24),
        ('ASBESTOS', 'Asbestos survey', null),
        ('LIFT_EXAMINATION', 'Lift thorough examination', 6),
        ('PAT', 'Portable appliance testing (PAT)', null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "work_orders"."document_compliance_idx";`);
    this.addSql(`alter table "work_orders"."document" drop column "compliance_type_id";`);
    this.addSql(`drop table "work_orders"."site_compliance";`);
    this.addSql(`drop table "work_orders"."client_compliance";`);
    this.addSql(`drop table "work_orders"."compliance_type";`);
  }
}
