import "reflect-metadata";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { BadUserInputError } from "../errors";
import { Readers } from "../field-access";
import { ErrorInterface, errorOf } from "../graphql/payload";
import { fileStorageConfig } from "../storage/config";
import { withUploadLimit, type FileUpload } from "../storage/upload";
import { importRefusedMessage, type ImportOutcome, type TableFile } from "./tabular";

// The data import's answer (docs/data-import.md), one type for every subgraph that imports through
// #/configuration/import (assets: sites and contractors; work-orders: sites' compliance types), so
// shareable: the gateway sends the file to the owner of the mutation chosen, and the client reads one shape.

@Directive("@shareable")
@ObjectType({
  implements: ErrorInterface,
  description: "Why a data import was refused: the file's kind or columns, or (with rowErrors) its bad rows",
})
export class ImportError extends ErrorInterface {}

/** One refused row of a data import file: its line (the header is line 1) and why. */
@Directive("@shareable")
@ObjectType({ description: "One refused row of a data import file: its line (the header is line 1) and why." })
export class ImportRowError {
  @Readers.everyone()
  @Field(() => Int, { description: "The file's line number (the header is line 1)" })
  line!: number;

  @Readers.everyone()
  @Field({ description: "Why the row was refused, naming the column" })
  message!: string;
}

/** A data import's outcome (docs/data-import.md): every row imported, or (with an error) none, and each bad row's line and reason. */
@Directive("@shareable")
@ObjectType({
  description: "A data import's outcome (docs/data-import.md): every row imported, or (with an error) none, and each bad row's line and reason.",
})
export class ImportPayload {
  @Readers.everyone()
  @Field(() => Int, { description: "Rows imported: every row of the file, or 0 when it was refused" })
  imported!: number;

  @Readers.everyone()
  @Field(() => [ImportRowError], { description: "The bad rows, by line; empty when the file was imported" })
  rowErrors!: ImportRowError[];

  @Readers.everyone()
  @Field(() => ImportError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: ImportError | null;
}

/** The refusal of an import without a file. */
export const NO_FILE = "No files selected";

/**
 * Runs a data import on an upload within the size limit (UPLOAD_MAX_BYTES) and answers its payload;
 * a refusal carries the message the legacy page answers. Call it after the access check (the
 * resolver's `@Access`), so that nobody else learns more than FORBIDDEN.
 */
export async function runImport(file: Promise<FileUpload> | null, work: (file: TableFile) => Promise<ImportOutcome>): Promise<ImportPayload> {
  if (!file) throw new BadUserInputError(NO_FILE);
  const outcome = await withUploadLimit(fileStorageConfig().UPLOAD_MAX_BYTES, async () => {
    const upload = await file;
    return work({ stream: upload.createReadStream(), filename: upload.filename });
  });
  const n = outcome.rowErrors.length;
  return { ...outcome, error: n ? errorOf(ImportError, "BAD_ROWS", importRefusedMessage(n)) : null };
}
