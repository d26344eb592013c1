import { ArgsType, Field, InputType, Int } from "type-graphql";
import { ArrayMaxSize, IsOptional, MaxLength, Min, ValidateNested } from "class-validator";
import { argument, containsPattern, declareList, DecimalScalar, listInputs, LocalDateScalar, SortDirection } from "@wo/shared";
import { Client, CLIENT_TENANCY } from "./client.entity";

const STATUS = "(case when e.active then 'Active' else 'Deactivated' end)";

/**
 * The clients grid (#/clients, GET /api/Clients paged, the clients export): searched by name and
 * customer code, filtered by active, sorted on every column, by name unless told.
 */
export const CLIENT_LIST = declareList({
  names: { field: "ClientSortField", sortInput: "ClientSortInput" },
  entity: Client,
  from: "assets.client e",
  key: ["e.id"],
  tenancy: CLIENT_TENANCY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "e.id", filter: "e.id" },
    NAME: { field: "name", kind: "text", notNull: true, sort: "e.name", filter: "e.name" },
    CUSTOMER: { field: "customer", kind: "text", sort: "e.customer", filter: "e.customer" },
    STATUS: { field: "status", kind: "text", notNull: true, sort: STATUS, filter: STATUS },
    START_DATE: { field: "startDate", kind: "date", sort: "e.start_date", filter: "e.start_date" },
    RENEWAL_DATE: { field: "renewalDate", kind: "date", sort: "e.renewal_date", filter: "e.renewal_date" },
    CONTRACT_VALUE: { field: "contractValue", kind: "decimal", sort: "e.contract_value", filter: "e.contract_value" },
  },
  defaultSort: { field: "NAME", direction: SortDirection.ASC, description: "Default: name ascending" },
  arguments: {
    active: argument<boolean>({ where: (active) => [active ? "e.active" : "not e.active", []] }),
  },
  search: {
    description: "Name or customer code",
    where: (_em, term) => {
      const like = containsPattern(term);
      return ["(e.name ilike ? or e.customer ilike ?)", [like, like]];
    },
  },
  rows: { select: "e.id", byKey: true },
});

/** ClientSortField, ClientSortInput and the paging arguments. */
const inputs = listInputs(CLIENT_LIST);

@ArgsType()
export class ClientsArgs extends inputs.Args {
  @Field(() => Boolean, { nullable: true, description: "true: active clients only; false: deactivated only; absent: both" })
  @IsOptional()
  active?: boolean | null;
}

/** What the export takes: the grid's search and active filter (the grid's order: by name). */
export type ClientExportArgs = Pick<ClientsArgs, "search" | "active">;

/** A client as the details form sends it; id 0 or absent creates. */
@InputType({ description: "A client as the details form sends it; id 0 or absent creates." })
export class SaveClientInput {
  @Field(() => Int, { nullable: true, description: "The client to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => String, { nullable: true, description: "The client's name, unique; required" })
  @IsOptional()
  @MaxLength(200)
  name?: string | null;

  @Field(() => String, { nullable: true, description: "The customer account reference" })
  @IsOptional()
  @MaxLength(100)
  customer?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "The day the service began (YYYY-MM-DD)" })
  @IsOptional()
  startDate?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "The day the contract is due for renewal (YYYY-MM-DD)" })
  @IsOptional()
  renewalDate?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "Pounds, at least 0, up to 2 decimals" })
  @IsOptional()
  contractValue?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Absent: unchanged (true for a new client)" })
  @IsOptional()
  active?: boolean | null;
}

/** One SLA code's times as the SLA codes tab sends them; both empty clears the code. */
@InputType({ description: "One SLA code's times as the SLA codes tab sends them; both empty clears the code." })
export class ClientSlaCodeInput {
  @Field({ description: "A to H, or PPM" })
  @MaxLength(3)
  code!: string;

  @Field(() => DecimalScalar, { nullable: true, description: "Hours, at least 0" })
  @IsOptional()
  responseHours?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "Hours, at least the response time" })
  @IsOptional()
  fixHours?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: "True counts the response time in business hours only (weekdays, not bank holidays)" })
  businessHoursOnly: boolean = false;
}

@ArgsType()
export class SaveClientSlaCodesArgs {
  @Field(() => Int, { description: "The client whose SLA codes to set (Client.id)" })
  @Min(1)
  clientId!: number;

  @Field(() => [ClientSlaCodeInput], { description: "The codes to set, each with its times; codes left out keep theirs" })
  @ArrayMaxSize(9)
  @ValidateNested({ each: true })
  codes!: ClientSlaCodeInput[];
}
