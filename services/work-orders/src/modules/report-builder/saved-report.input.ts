import { ArrayMaxSize, IsOptional, MaxLength, Min } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { SortDirection } from "@wo/shared";
import { ReportSource } from "../report/report.type";

/** A saved report as the builder's form sends it: id 0 or none makes one, another id changes that one. */
@InputType({ description: "A saved report as the builder's form sends it: id 0 or none makes one, another id changes that one." })
export class SaveSavedReportInput {
  @Field(() => Int, { nullable: true, description: "The saved report to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => String, { nullable: true, description: "The report's name; required" })
  @IsOptional()
  @MaxLength(1000)
  name?: string | null;

  @Field(() => String, { nullable: true, description: "A note on what it shows, up to 4,000 characters" })
  @IsOptional()
  @MaxLength(4000)
  description?: string | null;

  @Field(() => ReportSource, { description: "The data source the report reads" })
  source!: ReportSource;

  @Field(() => [String], { description: "Keys of the source's catalogue (reportColumns), in the file's order; at least one" })
  @ArrayMaxSize(100)
  columns!: string[];

  @Field(() => String, { nullable: true, description: "A key of the catalogue to sort on; none: the source's default sort" })
  @IsOptional()
  @MaxLength(100)
  sortField?: string | null;

  @Field(() => SortDirection, { nullable: true, description: "The direction of sortField (default ASC)" })
  @IsOptional()
  sortDirection?: SortDirection | null;

  @Field(() => String, { nullable: true, description: "Only orders with this valuation number (order log and query sources)" })
  @IsOptional()
  @MaxLength(1000)
  valuationNumber?: string | null;
}
