import { Migration } from "@mikro-orm/migrations";

/**
 * What assets publishes to billing (read only; docs/billing.md "Logged time"): the trade and sub-trade
 * of each contract, so that when a contractor has rates in several of a client's contracts, billing
 * costs an order's time with the contract for the order's sub-trade.
 */
export class Migration20261202130000ContractTradeView extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "assets"."v_contract_trade" as select id as contract_id, trade_id, sub_trade_id from "assets"."contract";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "assets"."v_contract_trade";`);
  }
}
