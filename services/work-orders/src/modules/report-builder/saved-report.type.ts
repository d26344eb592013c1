import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, Readers } from "@wo/shared";
import { SavedReport } from "./saved-report.entity";

@ObjectType({
  implements: ErrorInterface,
  description: "Why a saved report change was refused: the message to show, a stable code and the refused input fields",
})
export class SavedReportError extends ErrorInterface {}

@ObjectType({ description: "What saveSavedReport answers: the saved report as saved, or the error that refused it (then nothing was saved)" })
export class SaveSavedReportPayload {
  @Readers.everyone()
  @Field(() => SavedReport, { nullable: true, description: "The saved report as saved, read back; null when refused" })
  savedReport!: SavedReport | null;

  @Readers.everyone()
  @Field(() => SavedReportError, { nullable: true, description: "Why nothing was saved; null when the saved report was saved" })
  error!: SavedReportError | null;
}

@ObjectType({ description: "What deleteSavedReport answers: the deleted saved report's id, or the error that refused it (then nothing was deleted)" })
export class DeleteSavedReportPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the saved report deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => SavedReportError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the saved report was deleted",
  })
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
