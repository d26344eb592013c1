import { Migration } from "@mikro-orm/migrations";

/**
 * Contracts (portals §2.5, §3 Contract, ContractorInContract, SiteInContractorInContract): a client's
 * contract for one sub-trade of a trade, the contractors placed in it with the postcode areas they
 * cover and their rate card, and the sites each covers by name. Money is numeric(14,3), percentages
 * numeric(5,2) between 0 and 1.
 *
 * Matching a work order to contractors (`matchingContractors`) reads: the client's Active contracts
 * of the order's sub-trade (contract_match_idx), their contractors (the unique index on contract_id,
 * contractor_id), each one's postcode prefixes as an array (a generated column: a site's postcode
 * area, district and sector are tested against it with `&&`) and its site list (the unique index on
 * contractor_in_contract_id, site_id).
 */
export class Migration20261126120000Contracts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "assets"."contract_status" ("id" int not null, "name" text not null, constraint "contract_status_pkey" primary key ("id"));`);
    this.addSql(`insert into "assets"."contract_status" ("id", "name") values (1, 'Draft'), (2, 'Active'), (3, 'Suspended'), (4, 'Expired');`);
    this.addSql(`create table "assets"."contract" ("id" serial primary key, "account_no" text null, "name" text not null, "client_id" int not null, "trade_id" int not null, "sub_trade_id" int not null, "contract_status_id" int not null, "start_date" date null, "end_date" date null, "created_at" timestamptz not null default now(), constraint contract_dates_check check ("end_date" is null or "start_date" is null or "end_date" >= "start_date"));`);
    this.addSql(`create index "contract_sub_trade_id_index" on "assets"."contract" ("sub_trade_id");`);
    this.addSql(`create index "contract_trade_id_index" on "assets"."contract" ("trade_id");`);
    this.addSql(`create index "contract_name_idx" on "assets"."contract" ("name", "id");`);
    this.addSql(`create index "contract_match_idx" on "assets"."contract" ("client_id", "sub_trade_id", "contract_status_id");`);
    this.addSql(`create table "assets"."contractor_in_contract" ("id" serial primary key, "contract_id" int not null, "contractor_id" int not null, "postcode_prefix" text null, "postcode_prefixes" text[] generated always as (string_to_array(coalesce(postcode_prefix, ''), ', ')) stored not null, "preferred" boolean not null default false, "active" boolean not null default true, "hourly_rate" numeric(14,3) null, "ooh_uplift" numeric(5,2) null, "bank_holiday_uplift" numeric(5,2) null, "call_out_charge" numeric(14,3) null, "ooh_call_out_charge" numeric(14,3) null, "travel_charge" numeric(14,3) null, "minimum_charge_hours" numeric(5,2) null, "materials_markup" numeric(5,2) null, constraint contractor_in_contract_money_check check (coalesce("hourly_rate", 0) >= 0 and coalesce("call_out_charge", 0) >= 0 and coalesce("ooh_call_out_charge", 0) >= 0 and coalesce("travel_charge", 0) >= 0 and coalesce("minimum_charge_hours", 0) >= 0), constraint contractor_in_contract_percent_check check (coalesce("ooh_uplift", 0) >= 0 and coalesce("ooh_uplift", 0) <= 1 and coalesce("bank_holiday_uplift", 0) >= 0 and coalesce("bank_holiday_uplift", 0) <= 1 and coalesce("materials_markup", 0) >= 0 and coalesce("materials_markup", 0) <= 1));`);
    this.addSql(`create index "contractor_in_contract_contractor_id_index" on "assets"."contractor_in_contract" ("contractor_id");`);
    this.addSql(`alter table "assets"."contractor_in_contract" add constraint "contractor_in_contract_contract_id_contractor_id_unique" unique ("contract_id", "contractor_id");`);
    this.addSql(`create table "assets"."site_in_contractor_in_contract" ("id" serial primary key, "contractor_in_contract_id" int not null, "site_id" int not null);`);
    this.addSql(`create index "site_in_contractor_in_contract_site_id_index" on "assets"."site_in_contractor_in_contract" ("site_id");`);
    this.addSql(`alter table "assets"."site_in_contractor_in_contract" add constraint "site_in_contractor_in_contract_contractor_in_cont_beb01_unique" unique ("contractor_in_contract_id", "site_id");`);
    this.addSql(`alter table "assets"."contract" add constraint "contract_client_id_foreign" foreign key ("client_id") references "assets"."client" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."contract" add constraint "contract_trade_id_foreign" foreign key ("trade_id") references "assets"."trade" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."contract" add constraint "contract_sub_trade_id_foreign" foreign key ("sub_trade_id") references "assets"."trade" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."contract" add constraint "contract_contract_status_id_foreign" foreign key ("contract_status_id") references "assets"."contract_status" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."contractor_in_contract" add constraint "contractor_in_contract_contract_id_foreign" foreign key ("contract_id") references "assets"."contract" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "assets"."contractor_in_contract" add constraint "contractor_in_contract_contractor_id_foreign" foreign key ("contractor_id") references "assets"."contractor" ("id") on update cascade;`);
    this.addSql(`alter table "assets"."site_in_contractor_in_contract" add constraint "site_in_contractor_in_contract_contractor_in_con_86757_foreign" foreign key ("contractor_in_contract_id") references "assets"."contractor_in_contract" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "assets"."site_in_contractor_in_contract" add constraint "site_in_contractor_in_contract_site_id_foreign" foreign key ("site_id") references "assets"."site" ("id") on update cascade;`);
  }
}
