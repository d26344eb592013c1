import { Field, InputType, Int, ObjectType } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { ErrorInterface, Readers } from "@wo/shared";

@ObjectType({ simpleResolvers: true })
export class BiReportNode {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The user it is shown to (legacy UserProfileId)" })
  userId!: number;

  @Readers.everyone()
  @Field()
  name!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
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

@InputType()
export class SaveBiReportInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int)
  @Min(1)
  userId!: number;

  @Field()
  @MaxLength(200)
  name!: string;

  @Field(() => String, { nullable: true })
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

@ObjectType({ implements: ErrorInterface })
export class BiReportError extends ErrorInterface {}

@ObjectType()
export class SaveBiReportPayload {
  @Readers.everyone()
  @Field(() => BiReportNode, { nullable: true })
  report!: BiReportNode | null;

  @Readers.everyone()
  @Field(() => BiReportError, { nullable: true })
  error!: BiReportError | null;
}
