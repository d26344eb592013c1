import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import {
  Access,
  BadUserInputError,
  errorOf,
  fileStorageConfig,
  GraphQLUpload,
  importRefusedMessage,
  requireViewer,
  withUploadLimit,
  type FileUpload,
  type ImportOutcome,
  type ServiceContext,
  type TableFile,
} from "@wo/shared";
import { importContractors } from "../contractor/contractor.import";
import { importSites } from "../site/site.import";
import { ImportError, ImportPayload } from "./import.type";

/** The refusal of an import without a file. */
export const NO_FILE = "No files selected";

/** Runs an import on an upload within the size limit; a refusal carries the message the legacy page answers. */
async function run(file: Promise<FileUpload> | null, work: (file: TableFile) => Promise<ImportOutcome>): Promise<ImportPayload> {
  // after the access check, so that nobody else learns more than FORBIDDEN
  if (!file) throw new BadUserInputError(NO_FILE);
  const outcome = await withUploadLimit(fileStorageConfig().UPLOAD_MAX_BYTES, async () => {
    const upload = await file;
    return work({ stream: upload.createReadStream(), filename: upload.filename });
  });
  const n = outcome.rowErrors.length;
  return { ...outcome, error: n ? errorOf(ImportError, "BAD_ROWS", importRefusedMessage(n)) : null };
}

/** The data import of #/configuration/import (POST /api/Import): sites and contractors; users are identity's. */
@Resolver()
export class DataImportResolver {
  @Access.admin()
  @Mutation(() => ImportPayload, {
    description:
      "Imports sites from a CSV or XLSX file (docs/data-import.md; POST /api/Import with type=sites): every row or, when any is bad, none, with each bad row's line and reason. Administrators",
  })
  importSites(
    @Arg("file", () => GraphQLUpload, {
      nullable: true,
      description: "The CSV or XLSX file, as a multipart upload (GraphQL multipart request spec); required",
    })
    file: Promise<FileUpload> | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportPayload> {
    const viewer = requireViewer(ctx);
    return run(file, (f) => importSites(ctx.em, viewer, f));
  }

  @Access.admin()
  @Mutation(() => ImportPayload, {
    description:
      "Imports contractors from a CSV or XLSX file (docs/data-import.md; POST /api/Import with type=contractors): every row or, when any is bad, none, with each bad row's line and reason. Administrators",
  })
  importContractors(
    @Arg("file", () => GraphQLUpload, {
      nullable: true,
      description: "The CSV or XLSX file, as a multipart upload (GraphQL multipart request spec); required",
    })
    file: Promise<FileUpload> | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportPayload> {
    const viewer = requireViewer(ctx);
    return run(file, (f) => importContractors(ctx.em, viewer, f));
  }
}
