import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { argument, containsPattern, declareList, DecimalScalar, listInputs, LocalDateScalar, SortDirection } from "@wo/shared";
import { Contract, CONTRACT_TENANCY, ContractorInContract, CONTRACTOR_IN_CONTRACT_TENANCY } from "./contract.entity";

/**
 * The contracts grid (#/contracts, GET /api/Contracts; a client's contracts tab; the contractor
 * portal's own): searched by name, account number, client, trade or sub-trade; one client's or all;
 * by name unless told.
 */
export const CONTRACT_LIST = declareList({
  names: { field: "ContractSortField", sortInput: "ContractSortInput" },
  entity: Contract,
  from: "assets.contract e",
  key: ["e.id"],
  tenancy: CONTRACT_TENANCY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "e.id", filter: "e.id" },
    ACCOUNT_NO: { field: "accountNo", kind: "text", sort: "e.account_no", filter: "e.account_no" },
    NAME: { field: "name", kind: "text", notNull: true, sort: "e.name", filter: "e.name" },
    CLIENT: { field: "clientId", kind: "text", notNull: true, sort: "c.name", filter: "c.name", join: "client" },
    TRADE: { field: "tradeId", kind: "text", notNull: true, sort: "t.name", filter: "t.name", join: "trade" },
    SUB_TRADE: { field: "subTradeId", kind: "text", notNull: true, sort: "st.name", filter: "st.name", join: "subTrade" },
    STATUS: { field: "contractStatusId", kind: "text", notNull: true, sort: "cs.name", filter: "cs.name", join: "status" },
    START_DATE: { field: "startDate", kind: "date", sort: "e.start_date", filter: "e.start_date" },
    END_DATE: { field: "endDate", kind: "date", sort: "e.end_date", filter: "e.end_date" },
  },
  joins: {
    client: "join assets.client c on c.id = e.client_id",
    trade: "join assets.trade t on t.id = e.trade_id",
    subTrade: "join assets.trade st on st.id = e.sub_trade_id",
    status: "join assets.contract_status cs on cs.id = e.contract_status_id",
  },
  defaultSort: { field: "NAME", direction: SortDirection.ASC, description: "Default: name ascending" },
  arguments: {
    clientId: argument<number>({ where: (id) => (id ? ["e.client_id = ?", [id]] : null) }),
    contractorId: argument<number>({
      where: (id) =>
        id ? ["exists (select 1 from assets.contractor_in_contract k where k.contract_id = e.id and k.contractor_id = ?)", [id]] : null,
    }),
  },
  search: {
    description: "Name, account number, client, trade or sub-trade",
    where: (_em, term) => {
      const like = containsPattern(term);
      return [
        "(e.name ilike ? or e.account_no ilike ?" +
          " or exists (select 1 from assets.client sc where sc.id = e.client_id and sc.name ilike ?)" +
          " or exists (select 1 from assets.trade sx where sx.id in (e.trade_id, e.sub_trade_id) and sx.name ilike ?))",
        [like, like, like, like],
      ];
    },
  },
  filters: true,
  rows: { select: "e.id", byKey: true },
});

const contractInputs = listInputs(CONTRACT_LIST);

@ArgsType()
export class ContractsArgs extends contractInputs.Args {
  @Field(() => Int, { nullable: true, description: "One client's contracts; 0 or absent: every contract the viewer may see" })
  @IsOptional()
  @Min(0)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "The contracts a contractor is in (its contracts grid)" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;
}

/** A contract as the contract page sends it; id 0 or absent creates. */
@InputType({ description: "A contract as the contract page sends it; id 0 or absent creates." })
export class SaveContractInput {
  @Field(() => Int, { nullable: true, description: "The contract to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => String, { nullable: true, description: "Defaults to '<client> - <sub-trade>'" })
  @IsOptional()
  @MaxLength(200)
  name?: string | null;

  @Field(() => String, { nullable: true, description: "The client's account number for the contract, free text" })
  @IsOptional()
  @MaxLength(50)
  accountNo?: string | null;

  @Field(() => Int, { nullable: true, description: "Required" })
  @IsOptional()
  @Min(0)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required" })
  @IsOptional()
  @Min(0)
  tradeId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required: a sub-trade of the trade" })
  @IsOptional()
  @Min(0)
  subTradeId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required (ContractStatuses)" })
  @IsOptional()
  @Min(0)
  contractStatusId?: number | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "The first day of the contract (YYYY-MM-DD)" })
  @IsOptional()
  startDate?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "The last day of the contract (YYYY-MM-DD); on or after the start" })
  @IsOptional()
  endDate?: string | null;
}

/**
 * The contractors in a contract (the contract page's grid, GET /api/ContractorInContracts by
 * contractId) or the contracts of a contractor (by contractorId); by contractor name unless told.
 */
export const CONTRACTOR_IN_CONTRACT_LIST = declareList({
  names: { field: "ContractorInContractSortField", sortInput: "ContractorInContractSortInput" },
  entity: ContractorInContract,
  from: "assets.contractor_in_contract e",
  key: ["e.id"],
  tenancy: CONTRACTOR_IN_CONTRACT_TENANCY,
  columns: {
    CONTRACTOR: { field: "contractorId", kind: "text", notNull: true, sort: "k.name", filter: "k.name", join: "contractor" },
    CONTRACT: { field: "contractId", kind: "text", notNull: true, sort: "c.name", filter: "c.name", join: "contract" },
    POSTCODE_PREFIX: { field: "postcodePrefix", kind: "text", sort: "e.postcode_prefix", filter: "e.postcode_prefix" },
  },
  joins: {
    contractor: "join assets.contractor k on k.id = e.contractor_id",
    contract: "join assets.contract c on c.id = e.contract_id",
  },
  defaultSort: { field: "CONTRACTOR", direction: SortDirection.ASC, description: "Default: contractor name ascending" },
  arguments: {
    contractId: argument<number>({ where: (id) => (id ? ["e.contract_id = ?", [id]] : null) }),
    contractorId: argument<number>({ where: (id) => (id ? ["e.contractor_id = ?", [id]] : null) }),
  },
  search: {
    description: "Contractor or contract name",
    where: (_em, term) => {
      const like = containsPattern(term);
      return [
        "(exists (select 1 from assets.contractor sk where sk.id = e.contractor_id and sk.name ilike ?)" +
          " or exists (select 1 from assets.contract sc where sc.id = e.contract_id and sc.name ilike ?))",
        [like, like],
      ];
    },
  },
  rows: { select: "e.id", byKey: true },
});

const cicInputs = listInputs(CONTRACTOR_IN_CONTRACT_LIST);

@ArgsType()
export class ContractorsInContractArgs extends cicInputs.Args {
  @Field(() => Int, { nullable: true, description: "The contractors of one contract" })
  @IsOptional()
  @Min(0)
  contractId?: number | null;

  @Field(() => Int, { nullable: true, description: "The contracts of one contractor" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;
}

/** Adds a contractor to a contract (POST /api/ContractorInContracts: id, ContractId, ContractorId, PostcodePrefix). */
@InputType({ description: "Adds a contractor to a contract (POST /api/ContractorInContracts: id, ContractId, ContractorId, PostcodePrefix)." })
export class AddContractorInContractInput {
  @Field(() => Int, { nullable: true, description: "The contract to add the contractor to (Contract.id); required" })
  @IsOptional()
  @Min(0)
  contractId?: number | null;

  @Field(() => Int, { nullable: true, description: "'Select Contractor' when absent or 0" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;

  @Field(() => String, { nullable: true, description: "Postcode areas, districts or sectors: 'M, SK1, WA14'" })
  @IsOptional()
  @MaxLength(2000)
  postcodePrefix?: string | null;

  @Field(() => Boolean, { nullable: true, description: "True offers the contractor first for the contract's work (default false)" })
  @IsOptional()
  preferred?: boolean | null;
}

/** The rates page (#/contracts/matching/{id}): coverage and rate card of one contractor in one contract. */
@InputType({ description: "The rates page (#/contracts/matching/{id}): coverage and rate card of one contractor in one contract." })
export class SaveContractorRatesInput {
  @Field(() => Int, { description: "The contractor's placement in the contract to update (ContractorInContract.id)" })
  @Min(1)
  id!: number;

  @Field(() => String, { nullable: true, description: "Postcode areas, districts or sectors covered, comma-separated: 'M, SK1, WA14'" })
  @IsOptional()
  @MaxLength(2000)
  postcodePrefix?: string | null;

  @Field(() => Boolean, { nullable: true, description: "True offers the contractor first for the contract's work" })
  @IsOptional()
  preferred?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "False stops offering the contractor for the contract's work" })
  @IsOptional()
  active?: boolean | null;

  @Field(() => DecimalScalar, { nullable: true, description: "£, 3 decimals at most" })
  @IsOptional()
  hourlyRate?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "0 to 1, step 0.01" })
  @IsOptional()
  oohUplift?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "0 to 1, step 0.01" })
  @IsOptional()
  bankHolidayUplift?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "£, 3 decimals at most" })
  @IsOptional()
  callOutCharge?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "£, 3 decimals at most" })
  @IsOptional()
  oohCallOutCharge?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "£, 3 decimals at most" })
  @IsOptional()
  travelCharge?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "Hours, 0 to 24, 2 decimals at most" })
  @IsOptional()
  minimumChargeHours?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "0 to 1, step 0.01" })
  @IsOptional()
  materialsMarkup?: string | null;
}
