import { Field, InputType, Int, ObjectType } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { ErrorInterface, Readers } from "@wo/shared";

@ObjectType({
  simpleResolvers: true,
  description:
    "A BI report (Power BI or similar) embedded for one user, as the client portal's Reports page and dashboard show it (legacy BIReports)",
})
export class BiReportNode {
  @Readers.everyone()
  @Field(() => Int, { description: "The report's id (legacy Id)" })
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The user it is shown to (legacy UserProfileId)" })
  userId!: number;

  @Readers.everyone()
  @Field({ description: "The report's title, as the Reports list shows it" })
  name!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "A note on what the report shows; null when none was written" })
  description!: string | null;

  @Readers.everyone()
  @Field({ description: "The report's address on an allowed host; show it in a sandboxed iframe" })
  embedUrl!: string;

  @Readers.everyone()
  @Field({ description: "The user's dashboard report (the client portal's dashboard, GET /api/bidashboard/{userId}): at most one per user" })
  dashboard!: boolean;

  @Readers.everyone()
  @Field({ description: "An iframe rebuilt from embedUrl (the legacy EmbedCode); never the HTML that was pasted" })
  embedCode!: string;
}

@InputType({ description: "A BI report as the administration form sends it; id 0 or absent creates" })
export class SaveBiReportInput {
  @Field(() => Int, { nullable: true, description: "The report to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { description: "The user the report is for (User.id)" })
  @Min(1)
  userId!: number;

  @Field({ description: "The report's title, up to 200 characters; required" })
  @MaxLength(200)
  name!: string;

  @Field(() => String, { nullable: true, description: "A note on what the report shows, up to 2,000 characters" })
  @IsOptional()
  @MaxLength(2000)
  description?: string | null;

  @Field({ description: "The report tool's embed code: one iframe on an allowed report host" })
  @MaxLength(10_000)
  embedCode!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: "The user's dashboard report: true clears the flag on the user's other reports (at most one); absent keeps it",
  })
  @IsOptional()
  dashboard?: boolean | null;
}

@ObjectType({
  implements: ErrorInterface,
  description: "Why a BI report change was refused: the message to show, a stable code and the refused input fields",
})
export class BiReportError extends ErrorInterface {}

@ObjectType({ description: "What saveBiReport answers: the BI report as saved, or the error that refused it (then nothing was saved)" })
export class SaveBiReportPayload {
  @Readers.everyone()
  @Field(() => BiReportNode, { nullable: true, description: "The BI report as saved, read back; null when refused" })
  report!: BiReportNode | null;

  @Readers.everyone()
  @Field(() => BiReportError, { nullable: true, description: "Why nothing was saved; null when the BI report was saved" })
  error!: BiReportError | null;
}
