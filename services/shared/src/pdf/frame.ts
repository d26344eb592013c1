/// <reference types="pdfkit" />
import { parsedFonts } from "./fonts";

/**
 * The product's PDFs (the work-order PDF, the quote PDF): an A4 page frame in the client's brand
 * colour and the pieces every document is made of, in one place. pdfkit is loaded with the first
 * document, so services that never print do not load it.
 */
export type PdfDoc = PDFKit.PDFDocument;

/** A4 portrait, in points. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 40, bottom: 60, left: 45, right: 45 };
export const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const INK = "#1c2127";
export const MUTED = "#5f6b7c";
export const RULE = "#d3d8de";
/** portals §9: the brand colour when a client has none */
export const DEFAULT_BRAND_COLOUR = "#a61f7d";

export interface BrandColours {
  /** the bands and rules */
  band: string;
  /** headings and the reference: the brand colour, or ink when it is too pale to read on white */
  text: string;
}

/** The brand colour, and a shade of it dark enough for text on white (a pale brand colour stays for the bands only). */
export function brandColours(colour: string | null): BrandColours {
  const band = colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : DEFAULT_BRAND_COLOUR;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(band.slice(i, i + 2), 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { band, text: luminance > 0.6 ? INK : band };
}

/** Text as a PDF can show it: line ends unified, tabs as spaces, other control characters dropped. */
export const pdfText = (s: string | null | undefined): string =>
  (s ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "    ")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
    .trim();

/** The text, or a dash when there is none. */
export const orDash = (s: string | null | undefined) => pdfText(s) || "—";

/**
 * A new A4 document with the fonts registered ("regular" and "bold"), its pages buffered (the
 * footers number them at the end); `done` resolves to its bytes once `doc.end()` is called.
 */
export function newPdf(info: { Title: string; Author?: string; Subject?: string }): { doc: PdfDoc; done: Promise<Buffer> } {
  // loaded with the first document: requiring pdfkit costs every process that imports this package otherwise
  const PDFDocument = require("pdfkit") as typeof import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    // no Helvetica: pdfkit would parse its metrics for every document; DejaVu is registered below
    font: null as unknown as string,
    info,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { regular, bold } = parsedFonts();
  doc.registerFont("regular", regular as never);
  doc.registerFont("bold", bold as never);
  doc.font("regular");
  return { doc, done };
}

/** Space left on the page below the cursor. */
export const room = (doc: PdfDoc) => PAGE.height - MARGIN.bottom - doc.y;

/** A new page unless `height` points still fit below the cursor. */
export function keep(doc: PdfDoc, height: number): void {
  if (room(doc) < height) doc.addPage();
}

/** A section's heading: bold, in the brand colour, over a rule; never alone at the foot of a page. */
export function heading(doc: PdfDoc, title: string, colour: string): void {
  doc.moveDown(0.8);
  keep(doc, 60);
  doc.font("bold").fontSize(11).fillColor(colour).text(title.toUpperCase(), MARGIN.left, doc.y, { width: WIDTH });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(colour)
    .stroke();
  doc.y = y + 6;
}

/** A block of running text: wraps at the margins and flows onto new pages. */
export function body(doc: PdfDoc, text: string, options: { muted?: boolean; size?: number; indent?: number } = {}): void {
  doc
    .font("regular")
    .fontSize(options.size ?? 10)
    .fillColor(options.muted ? MUTED : INK)
    .text(text, MARGIN.left + (options.indent ?? 0), doc.y, { width: WIDTH - (options.indent ?? 0), lineGap: 1.5 });
}

/** A cell's value: bold text, or a bold first line over regular ones (a site's name over its address). */
export type CellValue = string | { lead: string; rest: string };

/** Longer than this, a cell's text is cut short: cells hold names and codes, and a row must fit on a page. */
const CELL_MAX = 300;
const cut = (s: string) => (s.length > CELL_MAX ? `${s.slice(0, CELL_MAX - 1)}…` : s);

/**
 * Label-and-value cells in columns (a summary, a site and its contact): each row as tall as its
 * tallest cell, a row that does not fit moves to the next page whole.
 */
export function cells(doc: PdfDoc, rows: [label: string, value: CellValue][][], columns: number): void {
  const gap = 18;
  const width = (WIDTH - gap * (columns - 1)) / columns;
  const parts = (value: CellValue) => (typeof value === "string" ? { lead: cut(value), rest: "" } : { lead: cut(value.lead), rest: cut(value.rest) });
  for (const row of rows) {
    const heights = row.map(([label, value]) => {
      const { lead, rest } = parts(value);
      doc.font("regular").fontSize(7.5);
      const l = doc.heightOfString(label.toUpperCase(), { width });
      doc.font("bold").fontSize(10);
      const b = doc.heightOfString(lead, { width, lineGap: 1 });
      doc.font("regular");
      return l + 1 + b + (rest ? doc.heightOfString(rest, { width, lineGap: 1 }) : 0);
    });
    const height = Math.max(...heights);
    keep(doc, height + 6);
    const top = doc.y;
    row.forEach(([label, value], i) => {
      const { lead, rest } = parts(value);
      const x = MARGIN.left + i * (width + gap);
      doc.font("regular").fontSize(7.5).fillColor(MUTED).text(label.toUpperCase(), x, top, { width });
      doc
        .font("bold")
        .fontSize(10)
        .fillColor(INK)
        .text(lead, x, doc.y + 1, { width, lineGap: 1 });
      if (rest) doc.font("regular").text(rest, x, doc.y, { width, lineGap: 1 });
    });
    doc.x = MARGIN.left;
    doc.y = top + height + 7;
  }
}

/** Cells in reading order, `columns` to a row. */
export const inRows = (items: [string, CellValue][], columns: number) =>
  Array.from({ length: Math.ceil(items.length / columns) }, (_, i) => items.slice(i * columns, i * columns + columns));

/** What a document's header shows. */
export interface PdfHeader {
  /** what the document is, above the reference: "WORK ORDER" */
  kind: string;
  /** the reference, large */
  reference: string;
  /** small lines under the reference (its dates) */
  lines: string[];
  clientName: string | null;
  logo: Buffer | null;
  colour: BrandColours;
}

/** The header: a band in the brand colour, the logo (or the client's name), the kind of document, its reference and dates. */
export function header(doc: PdfDoc, h: PdfHeader): void {
  doc.rect(0, 0, PAGE.width, 8).fill(h.colour.band);
  const top = MARGIN.top;
  let logoDrawn = false;
  if (h.logo) {
    try {
      doc.image(h.logo, MARGIN.left, top, { fit: [160, 60] });
      logoDrawn = true;
    } catch {
      logoDrawn = false; // bytes pdfkit cannot read: the name stands in
    }
  }
  const client = orDash(h.clientName);
  if (logoDrawn) {
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(client, MARGIN.left, top + 64, { width: 260 });
  } else {
    doc
      .font("bold")
      .fontSize(16)
      .fillColor(h.colour.text)
      .text(client, MARGIN.left, top + 10, { width: 260 });
  }
  const leftBottom = doc.y;
  const rightX = MARGIN.left + WIDTH - 240;
  doc.font("bold").fontSize(9).fillColor(MUTED).text(h.kind, rightX, top, { width: 240, align: "right" });
  doc
    .font("bold")
    .fontSize(22)
    .fillColor(h.colour.text)
    .text(pdfText(h.reference), rightX, doc.y + 2, { width: 240, align: "right" });
  doc.font("regular").fontSize(9).fillColor(INK);
  h.lines.forEach((line, i) => doc.text(line, rightX, i === 0 ? doc.y + 2 : doc.y, { width: 240, align: "right" }));
  doc.x = MARGIN.left;
  doc.y = Math.max(leftBottom, doc.y) + 12;
  doc
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + WIDTH, doc.y)
    .lineWidth(1.5)
    .strokeColor(h.colour.band)
    .stroke();
  doc.y += 12;
}

/** Every page's foot (`text` on the left, "Page n of m" on the right) and its bands in the brand colour. Call once, last. */
export function footers(doc: PdfDoc, text: string, colour: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin would otherwise open a page
    const y = PAGE.height - MARGIN.bottom + 22;
    doc
      .moveTo(MARGIN.left, y - 6)
      .lineTo(MARGIN.left + WIDTH, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font("regular").fontSize(8).fillColor(MUTED);
    doc.text(text, MARGIN.left, y, { width: WIDTH - 100, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN.left + WIDTH - 100, y, { width: 100, align: "right", lineBreak: false });
    doc.rect(0, PAGE.height - 6, PAGE.width, 6).fill(colour);
    if (i > start) doc.rect(0, 0, PAGE.width, 8).fill(colour); // the first page's band, on every page
    doc.page.margins.bottom = bottom;
  }
}

/** A column of a table: its title, its share of the width, and how its cells align. */
export interface PdfColumn {
  title: string;
  /** parts of the width, against the other columns' */
  weight: number;
  align?: "left" | "right";
}

/**
 * A table of text: a header row (repeated at the top of every page it runs onto), then each row as
 * tall as its tallest cell, ruled between rows; a row never splits across pages.
 */
export function table(doc: PdfDoc, columns: PdfColumn[], rows: string[][]): void {
  const gap = 6;
  const total = columns.reduce((s, c) => s + c.weight, 0);
  const widths = columns.map((c) => ((WIDTH - gap * (columns.length - 1)) * c.weight) / total);
  const xs = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((s, w) => s + w, 0) + gap * i);
  const rule = (y: number, colour: string, width: number) =>
    doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + WIDTH, y)
      .lineWidth(width)
      .strokeColor(colour)
      .stroke();
  const head = () => {
    const top = doc.y;
    doc.font("bold").fontSize(7.5).fillColor(MUTED);
    const height = Math.max(...columns.map((c, i) => doc.heightOfString(c.title.toUpperCase(), { width: widths[i]! })));
    columns.forEach((c, i) => doc.text(c.title.toUpperCase(), xs[i]!, top, { width: widths[i]!, align: c.align ?? "left" }));
    doc.y = top + height + 3;
    rule(doc.y, MUTED, 0.75);
    doc.y += 4;
  };
  keep(doc, 50);
  head();
  for (const row of rows) {
    doc.font("regular").fontSize(9);
    const cellsOf = row.map((v) => cut(pdfText(v)));
    const height = Math.max(...cellsOf.map((v, i) => doc.heightOfString(v || " ", { width: widths[i]!, lineGap: 1 })));
    if (room(doc) < height + 6) {
      doc.addPage();
      head();
    }
    const top = doc.y;
    doc.fillColor(INK);
    cellsOf.forEach((v, i) => doc.text(v, xs[i]!, top, { width: widths[i]!, align: columns[i]!.align ?? "left", lineGap: 1 }));
    doc.y = top + height + 3;
    rule(doc.y, RULE, 0.5);
    doc.y += 4;
  }
  doc.x = MARGIN.left;
}

/** Label and amount pairs aligned right under a table (totals); the last one bold. */
export function totals(doc: PdfDoc, lines: [label: string, value: string][]): void {
  keep(doc, lines.length * 15 + 6);
  const labelX = MARGIN.left + WIDTH - 260;
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    const top = doc.y;
    doc
      .font(last ? "bold" : "regular")
      .fontSize(last ? 10.5 : 9.5)
      .fillColor(INK);
    doc.text(label, labelX, top, { width: 150, align: "right" });
    doc.text(value, labelX + 160, top, { width: 100, align: "right" });
    doc.y = top + (last ? 15 : 13);
  });
  doc.x = MARGIN.left;
}
