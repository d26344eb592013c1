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
