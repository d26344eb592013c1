import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, errorOf, Readers } from "@wo/shared";

@ObjectType({
  implements: ErrorInterface,
  description: "Why a finance import was refused: the file's kind or columns, or (with rowErrors) its bad rows",
})
export class FinanceImportError extends ErrorInterface {}

/** A refused import: code INVALID and the message of how many rows were bad (or why the file was). */
export const financeImportError = (message: string): FinanceImportError => errorOf(FinanceImportError, "INVALID", message);

/** One refused row of a finance import: its line in the file (the header is line 1), the column at fault when there is one, and why. */
@ObjectType({
  description: "One refused row of a finance import: its line in the file (the header is line 1), the column at fault when there is one, and why.",
})
export class FinanceImportRowError {
  @Readers.everyone()
  @Field(() => Int, { description: "The file's line number (the header is line 1)" })
  line!: number;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The column at fault, when the row's problems are all in one column" })
  column!: string | null;

  @Readers.everyone()
  @Field({ description: "Why the row was refused, naming the column" })
  message!: string;
}

/** The answer of a finance import: every row written, or (with an error) none and each bad row's line and reason. */
@ObjectType({ description: "The answer of a finance import: every row written, or (with an error) none and each bad row's line and reason." })
abstract class FinanceImportPayload {
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders updated: one per row of the file, or 0 when it was refused" })
  updated!: number;

  @Readers.everyone()
  @Field(() => FinanceImportError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: FinanceImportError | null;

  @Readers.everyone()
  @Field(() => [FinanceImportRowError], { description: "The bad rows, by line; empty when the file was imported" })
  rowErrors!: FinanceImportRowError[];
}

@ObjectType({ description: "What importInvoices answers: how many invoices were recorded, or the bad rows (then none was)" })
export class ImportInvoicesPayload extends FinanceImportPayload {}

@ObjectType({ description: "What importSupplierCosts answers: how many costs were recorded, or the bad rows (then none was)" })
export class ImportSupplierCostsPayload extends FinanceImportPayload {}
