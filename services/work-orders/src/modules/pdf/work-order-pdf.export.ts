import { attachment, BadUserInputError, exportRoute, NotFoundError, requireViewer, tenantScope } from "@wo/shared";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { renderWorkOrderPdf } from "./work-order-pdf";

/** The largest id a work order can have (an int column). */
const MAX_ID = 2_147_483_647;

/**
 * GET /api/pdf/workorderpdf/{id} (the gateway streams it from here, services/shared/src/exports.ts):
 * the order's PDF, named WorkOrder-<reference>.pdf by Content-Disposition. Any signed-in user; a
 * client user only its own client's orders, a contractor only its own: another tenant's order, like
 * a missing one, is 404.
 */
export const workOrderPdfExport = exportRoute({
  page: "WorkOrderPdf",
  access: { audience: ["staff", "client", "contractor"] },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const id = Number(query.id);
    if (!/^\d+$/.test(query.id ?? "") || id <= 0) throw new BadUserInputError("Id must name a work order");
    if (id > MAX_ID) throw new NotFoundError();
    await visibleWorkOrderKey(ctx.em, tenantScope(viewer), id);
    const { fileName, pdf } = await renderWorkOrderPdf(ctx.em, id);
    attachment(res, fileName, "application/pdf");
    res.set("Content-Length", String(pdf.length));
    res.end(pdf);
  },
});
