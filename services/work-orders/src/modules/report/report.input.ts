import { ArgsType, Field, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { listInputs, LocalDateScalar } from "@wo/shared";
import { ORDER_LOG_LIST } from "./report.reader";

/**
 * ReportOrderSortField and ReportOrderSortInput (the columns every report list shares) and the
 * paging arguments: made once, from the order log's declaration; the valuation and query lists
 * have the same columns.
 */
export const reportInputs = listInputs(ORDER_LOG_LIST);

const FROM = "From this London calendar day (inclusive)";
const TO = "To this London calendar day (inclusive)";

/** The order log's and the query report's filters (their charts take them alone). */
@ArgsType()
export class ReportFilterArgs {
  @Field(() => LocalDateScalar, { nullable: true, description: FROM })
  dateFrom?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: TO })
  dateTo?: string | null;

  @Field(() => Int, { nullable: true, description: "Only this client's work orders (Client.id)" })
  @IsOptional()
  @Min(1)
  clientId?: number | null;

  @Field(() => String, { nullable: true, description: "Valuation numbers starting with this (case aside)" })
  @IsOptional()
  @MaxLength(100)
  valuationNumber?: string | null;
}

/** The valuation report's filters (its chart takes them alone). */
@ArgsType()
export class ReportDateArgs {
  @Field(() => LocalDateScalar, { nullable: true, description: FROM })
  dateFrom?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: TO })
  dateTo?: string | null;
}

/** `orderLogReport` and `queryReport`: paging and sort, and ReportFilterArgs. */
@ArgsType()
export class ReportListArgs extends reportInputs.Args {
  @Field(() => LocalDateScalar, { nullable: true, description: FROM })
  dateFrom?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: TO })
  dateTo?: string | null;

  @Field(() => Int, { nullable: true, description: "Only this client's work orders (Client.id)" })
  @IsOptional()
  @Min(1)
  clientId?: number | null;

  @Field(() => String, { nullable: true, description: "Valuation numbers starting with this (case aside)" })
  @IsOptional()
  @MaxLength(100)
  valuationNumber?: string | null;
}

/** `valuationReport`: paging and sort, and the dates. */
@ArgsType()
export class ValuationReportArgs extends reportInputs.Args {
  @Field(() => LocalDateScalar, { nullable: true, description: FROM })
  dateFrom?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: TO })
  dateTo?: string | null;
}
