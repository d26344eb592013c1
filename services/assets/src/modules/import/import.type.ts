import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, Readers } from "@wo/shared";

@ObjectType({
  implements: ErrorInterface,
  description: "Why a data import was refused: the file's kind or columns, or (with rowErrors) its bad rows",
})
export class ImportError extends ErrorInterface {}

/** One refused row of a data import file: its line (the header is line 1) and why. */
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
