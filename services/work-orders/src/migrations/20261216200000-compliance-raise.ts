import { Migration } from "@mikro-orm/migrations";

/**
 * Compliance raising (issue 27, docs/compliance.md "Raising PPM orders"): the sub-trade each compliance
 * type's inspection is raised under (set by name from assets' trades where they exist), a per-client
 * switch, and the record of what was raised: one order per site × type × due cycle (the cycle is the
 * certificate it follows, 0 when none), its unique key making a retried or concurrent run raise nothing twice.
 */
export class Migration20261216200000ComplianceRaise extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "work_orders"."compliance_type" add column "sub_trade_id" int null;`);
    this.addSql(`alter table "work_orders"."client_compliance" add column "raise_orders" boolean not null default false;`);
    this.addSql(
      `create table "work_orders"."compliance_raised" ("site_id" int not null, "compliance_type_id" int not null, "cycle_document_id" int not null,
        "work_order_id" int null, "raised_at" timestamptz not null default now(),
        constraint "compliance_raised_pkey" primary key ("site_id", "compliance_type_id", "cycle_document_id"));`,
    );
    this.addSql(
      `update "work_orders"."compliance_type" t set "sub_trade_id" = s.id
         from (values ('GAS_SAFETY', 'Boilers'), ('EICR', 'Fixed Wire Testing'), ('FIRE_ALARM', 'Fire Alarms'),
                      ('EMERGENCY_LIGHTING', 'Emergency Lighting'), ('LEGIONELLA', 'Water Heaters'),
                      ('LIFT_EXAMINATION', 'Passenger Lifts'), ('PAT', 'Power')) as m(code, sub_trade)
         join "assets"."v_trade" s on s.name = m.sub_trade and s.parent_trade_id is not null
        where t.code = m.code;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "work_orders"."compliance_raised";`);
    this.addSql(`alter table "work_orders"."client_compliance" drop column "raise_orders";`);
    this.addSql(`alter table "work_orders"."compliance_type" drop column "sub_trade_id";`);
  }
}
