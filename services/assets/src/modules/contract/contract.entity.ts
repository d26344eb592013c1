import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { column, DecimalScalar, LocalDateScalar, Lookup, LookupEntity, NONE, Readers, type Tenancy } from "@wo/shared";
import { Client } from "../client/client.entity";
import { Contractor } from "../contractor/contractor.entity";
import { Site } from "../site/site.entity";
import { Trade } from "../trade/trade.entity";

/** A contract's state (GET /api/ContractStatuses); only Active contracts are matched to work. Declared in services/shared/src/lookups.ts. */
@LookupEntity("contractStatuses")
export class ContractStatus extends Lookup {}

/** The ids of the statuses, fixed by the migration. */
export const ContractStatusId = { Draft: 1, Active: 2, Suspended: 3, Expired: 4 } as const;

/** A client's contract for one sub-trade of a trade (§2.5, §3 Contract). */
@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true, description: "A client's contract for one sub-trade of a trade (§2.5, §3 Contract)." })
@Entity({ tableName: "contract" })
@Index({ name: "contract_match_idx", properties: ["clientId", "subTradeId", "contractStatusId"] })
@Index({ name: "contract_name_idx", properties: ["name", "id"] })
@Index({ properties: ["tradeId"] })
@Index({ properties: ["subTradeId"] })
@Check({ name: "contract_dates_check", expression: '"end_date" is null or "start_date" is null or "end_date" >= "start_date"' })
export class Contract {
  @Readers.everyone()
  @Field(() => Int, { description: "The contract's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The client's account number for the contract" })
  @Property({ type: "text", nullable: true })
  accountNo?: string | null;

  @Readers.everyone()
  @Field({ description: "The contract's name" })
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => Int, { description: "The client the contract is with (Client.id)" })
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The trade it covers (Trade.id); its sub-trade is subTradeId" })
  @ManyToOne(() => Trade, { mapToPk: true, fieldName: "trade_id" })
  tradeId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "A sub-trade of the trade" })
  @ManyToOne(() => Trade, { mapToPk: true, fieldName: "sub_trade_id" })
  subTradeId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The contract's status (ContractStatus.id): only Active contracts are matched to work" })
  @ManyToOne(() => ContractStatus, { mapToPk: true, fieldName: "contract_status_id" })
  contractStatusId!: number;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { nullable: true, description: "The first day of the contract (YYYY-MM-DD); null when open" })
  @Property({ type: "date", nullable: true })
  startDate?: string | null;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { nullable: true, description: "The last day of the contract (YYYY-MM-DD); null when open-ended" })
  @Property({ type: "date", nullable: true })
  endDate?: string | null;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();
}

/** A client user sees its own contracts; a contractor user the contracts it is in. */
export const CONTRACT_TENANCY: Tenancy = {
  client: column("e.client_id"),
  contractor: (contractorId) => [
    "exists (select 1 from assets.contractor_in_contract x where x.contract_id = e.id and x.contractor_id = ?)",
    [contractorId],
  ],
};

/**
 * A contractor placed in a contract (§3 ContractorInContract): the postcode areas it covers and its
 * rate card (docs: notes of issue 9). Client users see who is in their contracts, never the
 * coverage or the rates; a contractor user only its own rows.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A contractor placed in a contract (§3 ContractorInContract): the postcode areas it covers and its rate card (docs: notes of issue 9). Client users see who is in their contracts, never the coverage or the rates; a contractor user only its own rows.",
})
@Entity({ tableName: "contractor_in_contract" })
@Unique({ properties: ["contractId", "contractorId"] })
@Index({ properties: ["contractorId"] })
@Check({
  name: "contractor_in_contract_percent_check",
  expression:
    'coalesce("ooh_uplift", 0) >= 0 and coalesce("ooh_uplift", 0) <= 1 and coalesce("bank_holiday_uplift", 0) >= 0 and coalesce("bank_holiday_uplift", 0) <= 1 and coalesce("materials_markup", 0) >= 0 and coalesce("materials_markup", 0) <= 1',
})
@Check({
  name: "contractor_in_contract_money_check",
  expression:
    'coalesce("hourly_rate", 0) >= 0 and coalesce("call_out_charge", 0) >= 0 and coalesce("ooh_call_out_charge", 0) >= 0 and coalesce("travel_charge", 0) >= 0 and coalesce("minimum_charge_hours", 0) >= 0',
})
export class ContractorInContract {
  @Readers.everyone()
  @Field(() => Int, { description: "The placement's id (legacy ContractorInContract Id): the rates page's address" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The contract (Contract.id)" })
  @ManyToOne(() => Contract, { mapToPk: true, fieldName: "contract_id", deleteRule: "cascade" })
  contractId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The contractor placed in it (Contractor.id)" })
  @ManyToOne(() => Contractor, { mapToPk: true, fieldName: "contractor_id" })
  contractorId!: number;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "Postcode areas, districts or sectors covered, upper case: 'M, SK1, WA14'" })
  @Property({ type: "text", nullable: true })
  postcodePrefix?: string | null;

  /** The prefixes as an array, which matching tests a site's postcode area, district and sector against (`&&`). */
  @Property({ type: "text[]", columnType: "text[]", lazy: true, generated: `(string_to_array(coalesce(postcode_prefix, ''), ', ')) stored` })
  postcodePrefixes!: string[] & Opt;

  @Readers.contractors()
  @Field(() => Boolean, { description: "Offered first for the contract's work" })
  @Property({ type: "boolean", default: false })
  preferred: boolean & Opt = false;

  @Readers.contractors()
  @Field(() => Boolean, {
    description: "False when the placement was switched off: the contractor is no longer offered for the contract's work. Staff and the contractor",
  })
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "£ per engineer hour in normal hours" })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  hourlyRate?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "Uplift on the hourly rate out of hours, 0 to 1 (0.5 = time and a half)" })
  @Property({ type: "decimal", precision: 5, scale: 2, nullable: true })
  oohUplift?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "Uplift on the hourly rate on bank holidays, 0 to 1 (1 = double time)" })
  @Property({ type: "decimal", precision: 5, scale: 2, nullable: true })
  bankHolidayUplift?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "£ per attendance in normal hours" })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  callOutCharge?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "£ per attendance out of hours" })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  oohCallOutCharge?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "£ per visit for travel" })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  travelCharge?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "Hours charged at least per attendance" })
  @Property({ type: "decimal", precision: 5, scale: 2, nullable: true })
  minimumChargeHours?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "Mark-up on materials at cost, 0 to 1" })
  @Property({ type: "decimal", precision: 5, scale: 2, nullable: true })
  materialsMarkup?: string | null;
}

/** A client user sees the contractors in its own contracts; a contractor user its own rows. */
export const CONTRACTOR_IN_CONTRACT_TENANCY: Tenancy = {
  client: (clientId) => ["exists (select 1 from assets.contract c where c.id = e.contract_id and c.client_id = ?)", [clientId]],
  contractor: column("e.contractor_id"),
};

/** A site a contractor covers under a contract by name, whatever its postcode (§3 SiteInContractorInContract). */
@ObjectType({
  simpleResolvers: true,
  description: "A site a contractor covers under a contract by name, whatever its postcode (§3 SiteInContractorInContract).",
})
@Entity({ tableName: "site_in_contractor_in_contract" })
@Unique({ properties: ["contractorInContractId", "siteId"] })
@Index({ properties: ["siteId"] })
export class SiteInContractorInContract {
  @Readers.contractors()
  @Field(() => Int, { description: "The named site's id, for removeSiteInContractorInContract" })
  @PrimaryKey()
  id!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "The contractor's placement in the contract (ContractorInContract.id)" })
  @ManyToOne(() => ContractorInContract, { mapToPk: true, fieldName: "contractor_in_contract_id", deleteRule: "cascade" })
  contractorInContractId!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "The site covered (Site.id)" })
  @ManyToOne(() => Site, { mapToPk: true, fieldName: "site_id" })
  siteId!: number;
}

/** Contractor users see the site lists of their own rows; client users none. */
export const SITE_IN_CONTRACTOR_IN_CONTRACT_TENANCY: Tenancy = {
  client: NONE,
  contractor: (contractorId) => [
    "exists (select 1 from assets.contractor_in_contract x where x.id = e.contractor_in_contract_id and x.contractor_id = ?)",
    [contractorId],
  ],
};
