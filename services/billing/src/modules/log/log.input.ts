import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { DecimalScalar, listInputs, LocalDateScalar } from "@wo/shared";
import { LOG_MATERIAL_LIST, LOG_TIME_LIST } from "./log.list";

const timeInputs = listInputs(LOG_TIME_LIST);
const materialInputs = listInputs(LOG_MATERIAL_LIST);

/** The arguments of `logTimes`: one work order's entries, paged and sorted. */
@ArgsType()
export class LogTimesArgs extends timeInputs.Args {
  @Field(() => Int, { description: "The work order; NOT_FOUND when it is not the viewer's" })
  @Min(1)
  workOrderId!: number;
}

/** The arguments of `logMaterials`: one work order's entries, paged and sorted. */
@ArgsType()
export class LogMaterialsArgs extends materialInputs.Args {
  @Field(() => Int, { description: "The work order; NOT_FOUND when it is not the viewer's" })
  @Min(1)
  workOrderId!: number;
}

/**
 * A time entry as the log time popup (and POST/PUT /api/LogTimes) sends it; id 0 or absent creates.
 * Checked in log.service: the date ('Date is a required field'), HH:mm times and the number of
 * engineers are required ('Required fields'); engineers a whole number of at least 0.
 */
@InputType({
  description:
    "A time entry as the log time popup (and POST/PUT /api/LogTimes) sends it; id 0 or absent creates. Checked in log.service: the date ('Date is a required field'), HH:mm times and the number of engineers are required ('Required fields'); engineers a whole number of at least 0.",
})
export class SaveLogTimeInput {
  @Field(() => Int, { nullable: true, description: "The time entry to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "The version read, when updating: a stale one is refused" })
  @IsOptional()
  @Min(0)
  version?: number | null;

  @Field(() => Int, { nullable: true, description: "Required when creating; an entry stays on its order" })
  @IsOptional()
  @Min(0)
  workOrderId?: number | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Required: 'Date is a required field'" })
  @IsOptional()
  workDate?: string | null;

  @Field(() => String, { nullable: true, description: "Required, HH:mm" })
  @IsOptional()
  @MaxLength(8)
  timeFrom?: string | null;

  @Field(() => String, { nullable: true, description: "Required, HH:mm; earlier than TimeFrom: the next day" })
  @IsOptional()
  @MaxLength(8)
  timeTo?: string | null;

  @Field(() => Int, { nullable: true, description: "Required: a whole number of at least 0" })
  @IsOptional()
  numberOfEngineers?: number | null;

  @Field(() => Boolean, { nullable: true, description: "The whole entry is charged at the bank-holiday uplift" })
  @IsOptional()
  bankHoliday?: boolean | null;

  @Field(() => Int, { nullable: true, description: "A progress code (GET /api/ProgressCodes); 0 or empty: none" })
  @IsOptional()
  @Min(0)
  progressCodeId?: number | null;
}

/**
 * A material entry as the materials form (and POST/PUT /api/LogMaterials) sends it; id 0 or absent
 * creates. Type, description, cost per item and quantity are required ('Required fields'); cost per
 * item 0 or more with at most 3 decimals, quantity more than 0 with at most 3 decimals.
 */
@InputType({
  description:
    "A material entry as the materials form (and POST/PUT /api/LogMaterials) sends it; id 0 or absent creates. Type, description, cost per item and quantity are required ('Required fields'); cost per item 0 or more with at most 3 decimals, quantity more than 0 with at most 3 decimals.",
})
export class SaveLogMaterialInput {
  @Field(() => Int, { nullable: true, description: "The material entry to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "The version read, when updating: a stale one is refused" })
  @IsOptional()
  @Min(0)
  version?: number | null;

  @Field(() => Int, { nullable: true, description: "Required when creating; an entry stays on its order" })
  @IsOptional()
  @Min(0)
  workOrderId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required (GET /api/LogMaterialTypes)" })
  @IsOptional()
  @Min(0)
  logMaterialTypeId?: number | null;

  @Field(() => String, { nullable: true, description: "Required" })
  @IsOptional()
  @MaxLength(2000)
  description?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "Required: pounds, 0 or more, at most 3 decimals" })
  @IsOptional()
  costPerItem?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "Required: more than 0, at most 3 decimals" })
  @IsOptional()
  quantity?: string | null;
}
