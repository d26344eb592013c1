import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { Access, fileStorageConfig, GraphQLUpload, requireViewer, withUploadLimit, type FileUpload, type ServiceContext } from "@wo/shared";
import type { FinanceImportOutcome } from "./finance.import";
import { financeImportError, ImportInvoicesPayload, ImportSupplierCostsPayload, FinanceImportRowError } from "./finance.type";
import { importInvoices } from "./invoice.import";
import { importSupplierCosts } from "./supplier-cost.import";

/** An outcome as its payload's fields. */
function answer(outcome: FinanceImportOutcome) {
  return {
    updated: outcome.updated,
    error: outcome.message ? financeImportError(outcome.message) : null,
    rowErrors: outcome.rowErrors.map((r) => Object.assign(new FinanceImportRowError(), r)),
  };
}

@Resolver()
export class FinanceResolver {
  @Access.staff("reporting", "full")
  @Mutation(() => ImportInvoicesPayload, {
    description:
      "Imports invoices (number, date, amount and valuation number) against work orders from a CSV or XLSX file (docs/finances.md; POST /Services/ImportInvoices.aspx): all rows or, when any is bad, none, with each bad row's line and reason",
  })
  async importInvoices(
    @Arg("file", () => GraphQLUpload, {
      description: "The CSV or XLSX file of invoices, as a multipart upload (GraphQL multipart request spec); required",
    })
    file: Promise<FileUpload>,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportInvoicesPayload> {
    const viewer = requireViewer(ctx);
    const outcome = await withUploadLimit(fileStorageConfig().UPLOAD_MAX_BYTES, async () => {
      const upload = await file;
      return importInvoices(ctx.em, viewer, { stream: upload.createReadStream(), filename: upload.filename });
    });
    return Object.assign(new ImportInvoicesPayload(), answer(outcome));
  }

  @Access.staff("reporting", "full")
  @Mutation(() => ImportSupplierCostsPayload, {
    description:
      "Imports supplier costs (a work order's actual cost from its contractor's figure) from a CSV or XLSX file (docs/finances.md; POST /Services/ImportSupplierCosts.aspx): all rows or none, with each bad row's line and reason",
  })
  async importSupplierCosts(
    @Arg("file", () => GraphQLUpload, {
      description: "The CSV or XLSX file of supplier costs, as a multipart upload (GraphQL multipart request spec); required",
    })
    file: Promise<FileUpload>,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportSupplierCostsPayload> {
    const viewer = requireViewer(ctx);
    const outcome = await withUploadLimit(fileStorageConfig().UPLOAD_MAX_BYTES, async () => {
      const upload = await file;
      return importSupplierCosts(ctx.em, viewer, { stream: upload.createReadStream(), filename: upload.filename });
    });
    return Object.assign(new ImportSupplierCostsPayload(), answer(outcome));
  }
}
