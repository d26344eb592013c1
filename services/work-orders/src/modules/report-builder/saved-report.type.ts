import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, Readers } from "@wo/shared";
import { SavedReport } from "./saved-report.entity";

@ObjectType({ implements: ErrorInterface })
export class SavedReportError extends ErrorInterface {}

@ObjectType()
export class SaveSavedReportPayload {
  @Readers.everyone()
  @Field(() => SavedReport, { nullable: true })
  savedReport!: SavedReport | null;

  @Readers.everyone()
  @Field(() => SavedReportError, { nullable: true })
  error!: SavedReportError | null;
}

@ObjectType()
export class DeleteSavedReportPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => SavedReportError, { nullable: true })
  error!: SavedReportError | null;
}

/** What the viewer may do in the report builder, by the rules its mutations apply (SAVED_REPORT_WRITERS) */
@ObjectType({ description: "What the viewer may do with saved reports: decided by the rules the builder's mutations apply" })
export class ReportBuilderViewerCan {
  @Readers.staff()
  @Field(() => Boolean, { description: "Create saved reports (saveSavedReport without an id)" })
  create!: boolean;

  @Readers.staff()
  @Field(() => Boolean, { description: "Change saved reports (saveSavedReport with an id)" })
  edit!: boolean;

  @Readers.staff()
  @Field(() => Boolean, { description: "Delete saved reports (deleteSavedReport)" })
  delete!: boolean;
}
