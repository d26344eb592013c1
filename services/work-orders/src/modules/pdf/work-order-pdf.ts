import type { EntityManager } from "@mikro-orm/postgresql";
import {
  body,
  brandColours,
  cells,
  footers,
  header,
  heading,
  inRows,
  keep,
  MARGIN,
  MUTED,
  INK,
  newPdf,
  NotFoundError,
  orDash,
  pdfLogo,
  pdfText as clean,
  WIDTH,
} from "@wo/shared";
import { readWorkOrderPdfData, type WorkOrderPdfData } from "./work-order-pdf.data";

/** A rendered work-order PDF: its file name (Content-Disposition, e-mail attachment) and bytes. */
export interface WorkOrderPdf {
  fileName: string;
  pdf: Buffer;
}

/**
 * The work-order PDF (GET /api/pdf/workorderpdf/{id}, the contractor's e-mail attachment): an A4
 * document a contractor can work from (layout: docs/work-order-pdf.md). No viewer check here:
 * callers check access first. NOT_FOUND for a missing order.
 */
export async function renderWorkOrderPdf(em: EntityManager, workOrderId: number): Promise<WorkOrderPdf> {
  const [one] = await renderWorkOrderPdfs(em, [workOrderId]);
  if (!one) throw new NotFoundError();
  return { fileName: one.fileName, pdf: one.pdf };
}

/**
 * The PDFs of many orders (a batch of e-mails, a bench): one statement reads them all, each logo is
 * read from storage once, then each is rendered in turn. Orders that do not exist are left out; the
 * rest come back in the order of `ids`.
 */
export async function renderWorkOrderPdfs(em: EntityManager, ids: readonly number[]): Promise<(WorkOrderPdf & { id: number })[]> {
  const orders = await readWorkOrderPdfData(em, ids);
  const out: (WorkOrderPdf & { id: number })[] = [];
  for (const wo of orders) {
    const logo = wo.logoKey ? await pdfLogo(wo.logoKey) : null;
    out.push({ id: wo.id, fileName: pdfFileName(wo.refNo), pdf: await layout(wo, logo) });
  }
  return out;
}

/** The file name of an order's PDF: WorkOrder-<reference>.pdf. */
export const pdfFileName = (refNo: string) => `WorkOrder-${refNo.replace(/[^\w.-]+/g, "_")}.pdf`;

// ---------------------------------------------------------------------------------------------
// Layout (A4 portrait: the page frame and its pieces are services/shared/src/pdf)

/** One order's PDF, top to bottom as docs/work-order-pdf.md describes it. */
function layout(wo: WorkOrderPdfData, logo: Buffer | null): Promise<Buffer> {
  const colour = brandColours(wo.brandColour);
  const { doc, done } = newPdf({ Title: `Work order ${clean(wo.refNo)}`, Author: clean(wo.clientName), Subject: clean(wo.issue) });

  header(doc, {
    kind: "WORK ORDER",
    reference: wo.refNo,
    lines: [`Opened ${orDash(wo.dateOpened)}`, `Due ${orDash(wo.dueDate)}${wo.slaCode ? `  ·  SLA ${clean(wo.slaCode)}` : ""}`],
    clientName: wo.clientName,
    logo,
    colour,
  });

  const trade = [wo.tradeName, wo.subTradeName].map(clean).filter(Boolean).join(" / ");
  cells(
    doc,
    inRows(
      [
        ["Reference", orDash(wo.refNo)],
        ["Client reference", orDash(wo.clientRef)],
        ["Status", orDash(wo.status)],
        ["Date opened", orDash(wo.dateOpened)],
        ["SLA code", orDash(wo.slaCode)],
        ["Due date", orDash(wo.dueDate)],
        ["Type", orDash(wo.type)],
        ["Trade", trade || "—"],
        ["Asset", orDash(wo.assetCode)],
        ["Contractor", orDash(wo.contractorName)],
        ["Requested by", orDash(wo.requestedBy)],
        ["Client", orDash(wo.clientName)],
      ],
      3,
    ),
    3,
  );

  heading(doc, "Site and contact", colour.text);
  const siteName = clean(wo.siteName) + (wo.siteCode ? ` (${clean(wo.siteCode)})` : "");
  cells(
    doc,
    [
      [
        ["Site address", { lead: siteName || "—", rest: wo.siteAddress.map(clean).filter(Boolean).join("\n") }],
        ["Contact", orDash(wo.contactName)],
        ["Contact phone", orDash(wo.contactPhone)],
      ],
    ],
    3,
  );
  // access times may run long: running text, which flows onto the next page
  keep(doc, 30);
  doc.font("regular").fontSize(7.5).fillColor(MUTED).text("ACCESS TIMES", MARGIN.left, doc.y, { width: WIDTH });
  doc.y += 1;
  body(doc, orDash(wo.accessTimes));

  heading(doc, "Issue", colour.text);
  body(doc, orDash(wo.issue));

  heading(doc, "Details", colour.text);
  body(doc, orDash(wo.details));

  heading(doc, "Questions and answers", colour.text);
  if (!wo.answers.length) body(doc, "No questions answered.", { muted: true });
  for (const [i, a] of wo.answers.entries()) {
    keep(doc, 36);
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(INK)
      .text(`${i + 1}. ${orDash(a.question)}`, MARGIN.left, doc.y, { width: WIDTH, lineGap: 1 });
    body(doc, orDash(a.answer), { indent: 14 });
    doc.moveDown(0.4);
  }

  heading(doc, "Notes", colour.text);
  if (!wo.notes.length) body(doc, "No notes.", { muted: true });
  for (const n of wo.notes) {
    keep(doc, 36);
    doc
      .font("bold")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${orDash(n.time)}  ·  ${orDash(n.writer)}`, MARGIN.left, doc.y, { width: WIDTH });
    body(doc, orDash(n.note));
    doc.moveDown(0.5);
  }

  footers(doc, `Work order ${clean(wo.refNo)}  ·  ${orDash(wo.clientName)}`, colour.band);
  doc.end();
  return done;
}
