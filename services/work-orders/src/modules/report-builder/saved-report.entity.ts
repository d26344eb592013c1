import { ArrayType, Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Readers, SortDirection, STAFF_ONLY, type Tenancy } from "@wo/shared";
import { ReportSource } from "../report/report.type";

/** Saved reports are the back office's: portal users see none of them. */
export const SAVED_REPORT_TENANCY: Tenancy = STAFF_ONLY;

/**
 * A saved report of the report builder (#/reports, tab 4; docs/finances.md "The report builder"): a
 * name, which source (the order log, valuation or query report's rows), which of that source's
 * columns (keys of its catalogue, reportColumns) in which order, the sort and a valuation-number
 * filter. Run for a client and a date range, it writes the file and records when it last ran. Names
 * are unique without regard to case among the reports not deleted; deleting one hides it (soft).
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A saved report of the report builder (#/reports, tab 4; docs/finances.md \"The report builder\"): a name, which source (the order log, valuation or query report's rows), which of that source's columns (keys of its catalogue, reportColumns) in which order, the sort and a valuation-number filter. Run for a client and a date range, it writes the file and records when it last ran. Names are unique without regard to case among the reports not deleted; deleting one hides it (soft).",
})
@Entity({ tableName: "saved_report" })
@Index({
  name: "saved_report_name_idx",
  expression: 'create unique index "saved_report_name_idx" on "work_orders"."saved_report" (lower("name")) where not "deleted"',
})
export class SavedReport {
  @Readers.staff()
  @Field(() => Int, { description: "The saved report's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.staff()
  @Field({ description: "The report's name" })
  @Property({ type: "text" })
  name!: string;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "A note on what it shows; null when none" })
  @Property({ type: "text", nullable: true })
  description?: string | null;

  @Readers.staff()
  @Field(() => ReportSource, { description: "Whose rows: the order log's, the valuation report's or the query report's" })
  @Property({ type: "text" })
  source!: ReportSource;

  @Readers.staff()
  @Field(() => [String], { description: "The chosen columns, in order: keys of the source's catalogue (reportColumns)" })
  @Property({ type: ArrayType, columnType: "text[]" })
  columns!: string[];

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The column sorted on (a key of the catalogue); none: the source's default sort" })
  @Property({ type: "text", nullable: true })
  sortField?: string | null;

  @Readers.staff()
  @Field(() => SortDirection, { description: "The direction of sortField" })
  @Property({ type: "text", default: "ASC" })
  sortDirection: SortDirection & Opt = SortDirection.ASC;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Only orders with this valuation number (order log and query sources)" })
  @Property({ type: "text", nullable: true })
  valuationNumber?: string | null;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "When it was last run (the builder grid's Last Ran)" })
  @Property({ type: "timestamptz", nullable: true })
  lastRanAt?: Date | null;

  /** the user who last ran it */
  @Property({ type: "integer", nullable: true })
  lastRanBy?: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Who last ran it" })
  @Property({ type: "text", nullable: true })
  lastRanByName?: string | null;

  @Readers.staff()
  @Field(() => Date, { description: "When it was saved first (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  /** the user who made it */
  @Property({ type: "integer", nullable: true })
  createdBy?: number | null;

  @Readers.staff()
  @Field(() => Date, { description: "When it last changed (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ type: "boolean", default: false })
  deleted: boolean & Opt = false;
}
