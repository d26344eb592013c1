import { attachment, BadUserInputError, exportRoute, NotFoundError, requireViewer, tenantScope } from "@wo/shared";
import { renderQuotePdf } from "./quote-pdf";

/** The largest id a work order can have (an int column). */
const MAX_ID = 2_147_483_647;

/**
 * GET /api/pdf/{workOrderId}/contractorquotpdf (the gateway streams it from here, services/shared/src/exports.ts):
 * the quotes of a work order as a PDF, named Quote-<reference>.pdf by Content-Disposition. Any
 * signed-in user, each seeing the quotes it may (a client those sent to it, a contractor its own,
 * staff all); an order that is not the caller's, like a missing one, is 404.
 */
export const quotePdfExport = exportRoute({
  page: "QuotePdf",
  access: { audience: ["staff", "client", "contractor"] },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const raw = query.workorderid ?? query.id ?? "";
    const id = Number(raw);
    if (!/^\d+$/.test(raw) || id <= 0) throw new BadUserInputError("WorkOrderId must name a work order");
    if (id > MAX_ID) throw new NotFoundError();
    const { fileName, pdf } = await renderQuotePdf(ctx.em, tenantScope(viewer), id);
    attachment(res, fileName, "application/pdf");
    res.set("Content-Length", String(pdf.length));
    res.end(pdf);
  },
});
