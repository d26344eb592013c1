import { Migration } from "@mikro-orm/migrations";

/**
 * What assets publishes to billing (read only; docs/billing.md "Logged time"): each contractor's rate
 * card in each of a client's contracts, with the contract's status and dates, and each contractor's
 * time windows. Billing costs logged time with them; it never writes them.
 */
export class Migration20261202100000RateCardView extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "assets"."v_contractor_rate" as
      select cic.id as contractor_in_contract_id, c.id as contract_id, c.client_id, c.contract_status_id, c.start_date, c.end_date,
             cic.contractor_id, cic.active, cic.hourly_rate, cic.ooh_uplift, cic.bank_holiday_uplift, cic.call_out_charge,
             cic.ooh_call_out_charge, cic.travel_charge, cic.minimum_charge_hours, cic.materials_markup
        from "assets"."contractor_in_contract" cic join "assets"."contract" c on c.id = cic.contract_id;`);
    this.addSql(`create view "assets"."v_contractor_hours" as
      select id as contractor_id, normal_start, normal_finish, ooh_one_start, ooh_one_finish, ooh_two_start, ooh_two_finish,
             ooh_three_start, ooh_three_finish
        from "assets"."contractor";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "assets"."v_contractor_hours";`);
    this.addSql(`drop view if exists "assets"."v_contractor_rate";`);
  }
}
