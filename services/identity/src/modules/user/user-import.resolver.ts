import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from "type-graphql";
import {
  Access,
  BadUserInputError,
  errorOf,
  fileStorageConfig,
  GraphQLUpload,
  importRefusedMessage,
  Readers,
  requireViewer,
  withUploadLimit,
  type FileUpload,
  type ServiceContext,
} from "@wo/shared";
import { importUsers } from "./user.import";
import { UserError } from "./user.type";

/** One refused row of a user import file: its line (the header is line 1) and why. */
@ObjectType({ description: "One refused row of a user import file: its line (the header is line 1) and why." })
export class UserImportRowError {
  @Readers.everyone()
  @Field(() => Int, { description: "The file's line number (the header is line 1)" })
  line!: number;

  @Readers.everyone()
  @Field({ description: "Why the row was refused, naming the column" })
  message!: string;
}

/** A user import's outcome (docs/data-import.md): every row imported, or (with an error) none, and each bad row's line and reason. */
@ObjectType({
  description: "A user import's outcome (docs/data-import.md): every row imported, or (with an error) none, and each bad row's line and reason.",
})
export class ImportUsersPayload {
  @Readers.everyone()
  @Field(() => Int, { description: "Users imported: every row of the file, or 0 when it was refused" })
  imported!: number;

  @Readers.everyone()
  @Field(() => [UserImportRowError], { description: "The bad rows, by line; empty when the file was imported" })
  rowErrors!: UserImportRowError[];

  @Readers.everyone()
  @Field(() => UserError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: UserError | null;
}

@Resolver()
export class UserImportResolver {
  @Access.admin()
  @Mutation(() => ImportUsersPayload, {
    description:
      "Imports users from a CSV or XLSX file (docs/data-import.md; POST /api/Import with type=users): every row or, when any is bad, none, with each bad row's line and reason. Imported users have no usable password until an administrator sets one. Administrators",
  })
  async importUsers(
    @Arg("file", () => GraphQLUpload, {
      nullable: true,
      description: "The CSV or XLSX file, as a multipart upload (GraphQL multipart request spec); required",
    })
    file: Promise<FileUpload> | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportUsersPayload> {
    const viewer = requireViewer(ctx);
    // after the access check, so that nobody else learns more than FORBIDDEN
    if (!file) throw new BadUserInputError("No files selected");
    const outcome = await withUploadLimit(fileStorageConfig().UPLOAD_MAX_BYTES, async () => {
      const upload = await file;
      return importUsers(ctx.em, viewer, { stream: upload.createReadStream(), filename: upload.filename });
    });
    const n = outcome.rowErrors.length;
    return { ...outcome, error: n ? errorOf(UserError, "BAD_ROWS", importRefusedMessage(n)) : null };
  }
}
