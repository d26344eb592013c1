import { ArgsType, Field, InputType, Int } from "type-graphql";
import { ArrayMaxSize, IsOptional, MaxLength, Min } from "class-validator";
import { DecimalScalar, listInputs, LocalDateScalar } from "@wo/shared";
import { PPM_LIST } from "./ppm.list";

const inputs = listInputs(PPM_LIST);

/** The arguments of `ppms`: page, pageSize, sort (reference by default), search, filters, and the list's own. */
@ArgsType()
export class PpmsArgs extends inputs.Args {
  @Field(() => Int, { nullable: true, description: "One client's schedules (a client user always sees only its own)" })
  @IsOptional()
  @Min(0)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "Only schedules for this site (Site.id)" })
  @IsOptional()
  @Min(0)
  siteId?: number | null;

  @Field(() => Int, { nullable: true, description: "One contractor's schedules (a contractor user always sees only its own)" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;

  @Field(() => Int, { nullable: true, description: "Only schedules in this status (PpmStatus.id)" })
  @IsOptional()
  @Min(0)
  ppmStatusId?: number | null;
}

/**
 * A PPM schedule as the PPM form (and POST/PUT /api/PPMs) sends it; id 0 or absent creates. Every
 * field but asset, description and next visit is required ('Required fields'); an empty asset is
 * none (0); an empty next visit is the first visit.
 */
@InputType({
  description:
    "A PPM schedule as the PPM form (and POST/PUT /api/PPMs) sends it; id 0 or absent creates. Every field but asset, description and next visit is required ('Required fields'); an empty asset is none (0); an empty next visit is the first visit.",
})
export class SavePpmInput {
  @Field(() => Int, { nullable: true, description: "The PPM schedule to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "The version read, when updating: a stale one is refused" })
  @IsOptional()
  @Min(0)
  version?: number | null;

  @Field(() => Int, { nullable: true, description: "Required, 1 or more" })
  @IsOptional()
  frequency?: number | null;

  @Field(() => String, { nullable: true, description: "Required: Weeks or Months" })
  @IsOptional()
  @MaxLength(10)
  weeksMonths?: string | null;

  @Field(() => Int, { nullable: true, description: "Required" })
  @IsOptional()
  @Min(0)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required: a site of the client" })
  @IsOptional()
  @Min(0)
  siteId?: number | null;

  @Field(() => Int, { nullable: true, description: "An asset of the site; 0 or empty: none" })
  @IsOptional()
  @Min(0)
  assetId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required" })
  @IsOptional()
  @Min(0)
  subTradeId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required (GET /api/PPMStatus)" })
  @IsOptional()
  @Min(0)
  ppmStatusId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required: an active contractor" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;

  @Field(() => String, { nullable: true, description: "What the visit is for: the raised work orders' issue" })
  @IsOptional()
  @MaxLength(2000)
  description?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Required" })
  @IsOptional()
  firstVisit?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Empty: the first visit" })
  @IsOptional()
  nextVisit?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "0 or more, up to 3 decimals" })
  @IsOptional()
  costPerAnnum?: string | null;
}

/** A ticked pending PPM work order of the conversion list (POST api/workorders/createPpmWorkOrder: [{ id }]). */
@ArgsType()
export class ConvertPpmWorkOrdersArgs {
  @Field(() => [Int], { description: "The pending PPM work orders ticked; none: 'Please select Pending Work Order'" })
  @ArrayMaxSize(500)
  ids!: number[];
}
