import { graphql } from "../gql";
import { shim, ShimInputError, ShimReply } from "./shim";

/** A finance import's answer: `{ Updated }`, or 400 with the message and each bad row (`Rows: [{ Line, Column, Message }]`), nothing imported. */
function importAnswer(outcome: { updated: number; rowErrors: { line: number; column?: string | null; message: string }[] }) {
  const bad = outcome.rowErrors;
  const lines = new Set(bad.map((r) => r.line)).size;
  if (bad.length)
    throw new ShimReply(400, {
      Message: `The file was not imported: ${lines} bad row${lines === 1 ? "" : "s"}`,
      Rows: bad.map((r) => ({ Line: r.line, Column: r.column ?? null, Message: r.message })),
    });
  return { Message: `${outcome.updated} work order${outcome.updated === 1 ? "" : "s"} updated`, Updated: outcome.updated };
}

/**
 * The finances' legacy upload pages (docs/finances.md), multipart posts of one CSV or XLSX file like
 * ImportAssets.aspx: POST /Services/ImportInvoices.aspx and /Services/ImportSupplierCosts.aspx. Staff
 * with reporting at full; portal users 403 before the file is read.
 */
export const financePageRoutes = [
  shim({
    method: "post",
    path: "/ImportInvoices.aspx",
    tenancy: "staff",
    multipart: true,
    operation: graphql(`
      mutation FinanceImportInvoices($file: Upload!) {
        importInvoices(file: $file) {
          updated
          rowErrors {
            line
            column
            message
          }
        }
      }
    `),
    variables: ({ files }) => {
      if (!files[0]) throw new ShimInputError("No files selected");
      return { file: files[0].upload };
    },
    result: ({ importInvoices }) => importAnswer(importInvoices),
  }),
  shim({
    method: "post",
    path: "/ImportSupplierCosts.aspx",
    tenancy: "staff",
    multipart: true,
    operation: graphql(`
      mutation FinanceImportSupplierCosts($file: Upload!) {
        importSupplierCosts(file: $file) {
          updated
          rowErrors {
            line
            column
            message
          }
        }
      }
    `),
    variables: ({ files }) => {
      if (!files[0]) throw new ShimInputError("No files selected");
      return { file: files[0].upload };
    },
    result: ({ importSupplierCosts }) => importAnswer(importSupplierCosts),
  }),
];
