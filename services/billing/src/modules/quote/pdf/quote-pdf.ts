import type { EntityManager } from "@mikro-orm/postgresql";
import {
  body,
  brandColours,
  cells,
  footers,
  header,
  heading,
  inRows,
  money,
  newPdf,
  orDash,
  pdfLogo,
  pdfText,
  table,
  totals,
  type TenantScope,
} from "@wo/shared";
import { readQuotePdfData, type QuotePdfData, type QuotePdfQuote } from "./quote-pdf.data";

/** A rendered quote PDF: its file name (Content-Disposition) and bytes. */
export interface QuotePdf {
  fileName: string;
  pdf: Buffer;
}

/** The file name of an order's quote PDF: Quote-<work-order reference>.pdf. */
export const quotePdfFileName = (refNo: string) => `Quote-${refNo.replace(/[^\w.-]+/g, "_")}.pdf`;

/** Pounds as the product shows them: £1,234.57 (2 decimals, or 3 for a price typed with 3). */
export function pounds(value: string, places: 2 | 3 = 2): string {
  const d = money(value);
  const fixed = places === 3 && !d.times(100).isInteger() ? d.toFixed(3) : d.toFixed(2);
  const [whole, part] = fixed.replace("-", "").split(".");
  return `${d.isNegative() ? "-" : ""}£${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${part}`;
}

/** A quantity without trailing zeros: 3.000 → 3, 1.500 → 1.5. */
const quantity = (value: string) => money(value).toString();

/** A tax rate as a percentage: 0.2 → 20%, 0.175 → 17.5%. */
const percent = (rate: string) => `${money(rate).times(100).toString()}%`;

/**
 * The quote PDF of a work order (GET /api/pdf/{workOrderId}/contractorquotpdf): an A4 document
 * with the order, its site and contractor, then each quote the viewer may see (portals §3 Quote:
 * references, status, dates, summary) with its items and its totals ex tax, tax and inc tax, in
 * the page frame of the work-order PDF (services/shared/src/pdf). NOT_FOUND for an order the
 * scope may not see.
 */
export async function renderQuotePdf(em: EntityManager, scope: TenantScope, workOrderId: number): Promise<QuotePdf> {
  const data = await readQuotePdfData(em, scope, workOrderId);
  const logo = data.logoKey ? await pdfLogo(data.logoKey) : null;
  return { fileName: quotePdfFileName(data.refNo), pdf: await layout(data, logo) };
}

function quoteSection(doc: Parameters<typeof cells>[0], q: QuotePdfQuote, colour: string): void {
  heading(doc, `Quote ${q.quoteRef}`, colour);
  cells(
    doc,
    inRows(
      [
        ["Quote ref", orDash(q.quoteRef)],
        ["AMPM quote ref", q.ampmQuoteRef ? pdfText(q.ampmQuoteRef) : "Not set"],
        ["Status", orDash(q.billingStatus)],
        ["Dated", orDash(q.billingDate)],
        ["Sent for approval", orDash(q.sentAt)],
        ["Decided", orDash(q.decidedAt)],
      ],
      3,
    ),
    3,
  );
  if (q.contractorName) cells(doc, [[["Contractor", pdfText(q.contractorName)]]], 1);
  body(doc, orDash(q.summary));
  if (q.decisionNote) body(doc, `Client's note: ${pdfText(q.decisionNote)}`, { muted: true });
  doc.moveDown(0.6);
  if (!q.items.length) body(doc, "No items on this quote.", { muted: true });
  else
    table(
      doc,
      [
        { title: "Description", weight: 30 },
        { title: "Units", weight: 7, align: "right" },
        { title: "Price ex tax", weight: 12, align: "right" },
        { title: "Tax rate", weight: 8, align: "right" },
        { title: "Net", weight: 13, align: "right" },
        { title: "Tax", weight: 11, align: "right" },
        { title: "Gross", weight: 13, align: "right" },
      ],
      q.items.map((i) => [
        i.billingItemType ? `${i.description} (${i.billingItemType})` : i.description,
        quantity(i.units),
        pounds(i.itemAmountExTax, 3),
        percent(i.taxRate),
        pounds(i.lineAmountExTax),
        pounds(i.taxAmount),
        pounds(i.lineAmountIncTax),
      ]),
    );
  doc.moveDown(0.4);
  totals(doc, [
    ["Total ex tax", pounds(q.totalAmountExTax)],
    ["Tax", pounds(q.totalTax)],
    ["Total inc tax", pounds(q.totalAmountIncTax)],
  ]);
}

/** One order's quotes, top to bottom: header, the order, each quote. */
function layout(data: QuotePdfData, logo: Buffer | null): Promise<Buffer> {
  const colour = brandColours(data.brandColour);
  const { doc, done } = newPdf({
    Title: `Quotes for work order ${pdfText(data.refNo)}`,
    Author: pdfText(data.clientName),
    Subject: pdfText(data.issue),
  });
  const count = data.quotes.length;
  header(doc, {
    kind: count === 1 ? "QUOTE" : "QUOTES",
    reference: data.refNo,
    lines: [`Work order opened ${orDash(data.dateOpened)}`, `${count} quote${count === 1 ? "" : "s"}`],
    clientName: data.clientName,
    logo,
    colour,
  });
  const siteName = pdfText(data.siteName) + (data.siteCode ? ` (${pdfText(data.siteCode)})` : "");
  cells(
    doc,
    [
      [
        ["Work order", orDash(data.refNo)],
        ["Client", orDash(data.clientName)],
        ["Contractor", orDash(data.contractorName)],
      ],
      [["Site", { lead: siteName || "—", rest: data.siteAddress.map(pdfText).filter(Boolean).join("\n") }]],
    ],
    3,
  );
  heading(doc, "Work required", colour.text);
  body(doc, orDash(data.issue));
  if (!count) {
    heading(doc, "Quotes", colour.text);
    body(doc, "No quotes on this work order.", { muted: true });
  }
  for (const q of data.quotes) quoteSection(doc, q, colour.text);
  footers(doc, `Quotes for work order ${pdfText(data.refNo)}  ·  ${orDash(data.clientName)}`, colour.band);
  doc.end();
  return done;
}
