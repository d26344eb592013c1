import { Migration } from "@mikro-orm/migrations";

/**
 * Clients (issue 8): each client's SLA codes (A to H and PPM, the codes of work-orders' sla_code
 * lookup) with response and fix hours, published as assets.v_client_sla for the work-order lifecycle
 * to compute due dates from; the sub-trades enabled per client (work-order settings); and the PPM
 * visit frequencies (GET /api/ServiceFrequencies).
 */
export class Migration20261125110000Clients extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "assets"."client_sla_code" ("client_id" int not null, "code" text not null, "response_hours" numeric(8,2) not null, "fix_hours" numeric(8,2) not null, "business_hours_only" boolean not null default false, constraint "client_sla_code_pkey" primary key ("client_id", "code"), constraint "client_sla_code_code_check" check ("code" in ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'PPM')), constraint "client_sla_code_hours_check" check ("response_hours" >= 0 and "fix_hours" >= "response_hours"));`);
    this.addSql(`alter table "assets"."client_sla_code" add constraint "client_sla_code_client_id_foreign" foreign key ("client_id") references "assets"."client" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "assets"."sub_trade_in_client" ("id" serial primary key, "client_id" int not null, "sub_trade_id" int not null);`);
    this.addSql(`create index "sub_trade_in_client_sub_trade_id_index" on "assets"."sub_trade_in_client" ("sub_trade_id");`);
    this.addSql(`alter table "assets"."sub_trade_in_client" add constraint "sub_trade_in_client_client_id_sub_trade_id_unique" unique ("client_id", "sub_trade_id");`);
    this.addSql(`alter table "assets"."sub_trade_in_client" add constraint "sub_trade_in_client_client_id_foreign" foreign key ("client_id") references "assets"."client" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "assets"."sub_trade_in_client" add constraint "sub_trade_in_client_sub_trade_id_foreign" foreign key ("sub_trade_id") references "assets"."trade" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "assets"."service_frequency" ("id" int not null, "name" text not null, "frequency" int not null, "weeks_months" text not null, "sort_order" int not null, constraint "service_frequency_pkey" primary key ("id"));`);
    this.addSql(`insert into "assets"."service_frequency" ("id", "name", "frequency", "weeks_months", "sort_order") values
      (1, 'Weekly', 1, 'Weeks', 1), (2, 'Fortnightly', 2, 'Weeks', 2), (3, 'Four-weekly', 4, 'Weeks', 3),
      (4, 'Monthly', 1, 'Months', 4), (5, 'Bi-monthly', 2, 'Months', 5), (6, 'Quarterly', 3, 'Months', 6),
      (7, 'Four-monthly', 4, 'Months', 7), (8, 'Six-monthly', 6, 'Months', 8), (9, 'Annually', 12, 'Months', 9),
      (10, 'Biennially', 24, 'Months', 10), (11, 'Five-yearly', 60, 'Months', 11);`);

    // what work-orders reads to compute due dates: a client's times per SLA code
    this.addSql(`create view "assets"."v_client_sla" as select client_id, code, response_hours, fix_hours, business_hours_only from "assets"."client_sla_code";`);
  }
}
