import type { EntityManager } from "@mikro-orm/postgresql";
import PDFDocument from "pdfkit";
import { NotFoundError } from "@wo/shared";
import { workOrdersByIds } from "../work-order/work-order.reader";

/**
 * The work-order PDF (GET /api/pdf/workorderpdf/{id}, the contractor's e-mail attachment). No viewer
 * check here: callers check access first. NOT_FOUND for a missing order.
 */
export async function renderWorkOrderPdf(em: EntityManager, workOrderId: number): Promise<{ fileName: string; pdf: Buffer }> {
  const [wo] = await workOrdersByIds(em, { kind: "all" }, [workOrderId]);
  if (!wo) throw new NotFoundError();
  const doc = new PDFDocument({ size: "A4", margin: 50 });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  doc.fontSize(18).text(`Work order ${wo.refNo}`);
  doc.fontSize(11).text(`Site: ${wo.siteName ?? ""}`);
  doc.text(`Issue: ${wo.issue ?? ""}`);
  doc.text(`Details: ${wo.details ?? ""}`);
  doc.end();
  await done;
  return { fileName: `WorkOrder-${wo.refNo}.pdf`, pdf: Buffer.concat(chunks) };
}
