import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { EntityManager } from "@mikro-orm/postgresql";
import PDFDocument from "pdfkit";
import { fileStorage, NotFoundError } from "@wo/shared";
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
    const logo = wo.logoKey ? await logoOf(wo.logoKey) : null;
    out.push({ id: wo.id, fileName: pdfFileName(wo.refNo), pdf: await layout(wo, logo) });
  }
  return out;
}

/** The file name of an order's PDF: WorkOrder-<reference>.pdf. */
export const pdfFileName = (refNo: string) => `WorkOrder-${refNo.replace(/[^\w.-]+/g, "_")}.pdf`;

// ---------------------------------------------------------------------------------------------
// Fonts and logos

/** The service's package folder (src/ and dist/ alike sit below it): the fonts ship in assets/fonts. */
function packageRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error("work-orders package.json not found above " + __dirname);
    dir = up;
  }
  return dir;
}

/** What this module touches of a font as fontkit parses it (pdfkit accepts one in place of the file's bytes). */
interface ParsedFont {
  layout(text: string, features?: unknown, ...rest: unknown[]): GlyphRun;
  getGlyph(id: number, codePoints?: number[]): { _decode(): unknown };
}
interface GlyphRun {
  positions: Record<string, number>[];
}

/**
 * Keeps across documents what fontkit works out again for each: the shaping of a word (pdfkit lays
 * text out word by word, and orders share most of their words) and the outline of a glyph (read
 * again for every document's font subset). pdfkit scales the positions of a run in place, so each
 * caller gets its own copy of them; the glyphs themselves are fontkit's own cached objects.
 */
function remembering(font: ParsedFont): ParsedFont {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features, ...rest) => {
    if (rest.length || typeof text !== "string") return layout(text, features, ...rest);
    const key = `${features ? JSON.stringify(features) : ""}\u0000${text}`;
    let run = runs.get(key);
    if (!run) {
      if (runs.size >= 50_000) runs.clear();
      run = layout(text, features);
      runs.set(key, run);
    }
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    return Object.assign(copy, run, { positions: run.positions.map((p) => ({ ...p })) });
  };
  const getGlyph = font.getGlyph.bind(font);
  const decoded = new WeakSet<object>();
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!decoded.has(glyph)) {
      const decode = glyph._decode.bind(glyph);
      let outline: unknown;
      glyph._decode = () => (outline ??= decode());
      decoded.add(glyph);
    }
    return glyph;
  };
  return font;
}

/**
 * DejaVu Sans, regular and bold (Bitstream Vera licence, assets/fonts/LICENSE): £, accents and most
 * of Europe's letters. Parsed once per process by the fontkit that pdfkit itself uses, and handed to
 * every document already parsed: a document that parses the files again takes ten times as long.
 */
let fonts: { regular: ParsedFont; bold: ParsedFont } | null = null;
function parsedFonts(): { regular: ParsedFont; bold: ParsedFont } {
  if (!fonts) {
    const fontkit = createRequire(require.resolve("pdfkit"))("fontkit") as { create: (bytes: Buffer) => ParsedFont };
    const dir = path.join(packageRoot(), "assets", "fonts");
    fonts = {
      regular: remembering(fontkit.create(fs.readFileSync(path.join(dir, "DejaVuSans.ttf")))),
      bold: remembering(fontkit.create(fs.readFileSync(path.join(dir, "DejaVuSans-Bold.ttf")))),
    };
  }
  return fonts;
}

const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_CACHE_SIZE = 200;
/** Logos by storage key. A new logo is stored under a new key (branding.service.ts), so a key's bytes never change. */
const logos = new Map<string, Buffer | null>();

/** The kinds pdfkit draws, told from the first bytes. */
const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** A client's logo from file storage; null (the PDF shows the client's name instead) when it is missing or not a PNG or JPEG. */
async function logoOf(key: string): Promise<Buffer | null> {
  if (logos.has(key)) return logos.get(key)!;
  let logo: Buffer | null;
  try {
    const { stream } = await fileStorage().get(key);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > LOGO_MAX_BYTES) {
        stream.destroy();
        break;
      }
      chunks.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(chunks);
    logo = size <= LOGO_MAX_BYTES && (isPng(bytes) || isJpeg(bytes)) ? bytes : null;
  } catch {
    logo = null; // a logo that is gone leaves the client's name in its place
  }
  if (logos.size >= LOGO_CACHE_SIZE) logos.delete(logos.keys().next().value!);
  logos.set(key, logo);
  return logo;
}

// ---------------------------------------------------------------------------------------------
// Layout (A4 portrait, points)

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 40, bottom: 60, left: 45, right: 45 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const INK = "#1c2127";
const MUTED = "#5f6b7c";
const RULE = "#d3d8de";
const DEFAULT_COLOUR = "#a61f7d";

/** The brand colour, and a shade of it dark enough for text on white (a pale brand colour stays for the bands only). */
function brandColours(colour: string | null): { band: string; text: string } {
  const band = colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : DEFAULT_COLOUR;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(band.slice(i, i + 2), 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { band, text: luminance > 0.6 ? INK : band };
}

/** Text as a PDF can show it: line ends unified, tabs as spaces, other control characters dropped. */
const clean = (s: string | null | undefined): string =>
  (s ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "    ")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
    .trim();

const orDash = (s: string | null | undefined) => clean(s) || "—";

type Doc = PDFKit.PDFDocument;

/** Space left on the page below the cursor. */
const room = (doc: Doc) => PAGE.height - MARGIN.bottom - doc.y;

/** A new page unless `height` points still fit below the cursor. */
function keep(doc: Doc, height: number): void {
  if (room(doc) < height) doc.addPage();
}

/** A section's heading: bold, in the brand colour, over a rule; never alone at the foot of a page. */
function heading(doc: Doc, title: string, colour: string): void {
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
function body(doc: Doc, text: string, options: { muted?: boolean; size?: number; indent?: number } = {}): void {
  doc
    .font("regular")
    .fontSize(options.size ?? 10)
    .fillColor(options.muted ? MUTED : INK)
    .text(text, MARGIN.left + (options.indent ?? 0), doc.y, { width: WIDTH - (options.indent ?? 0), lineGap: 1.5 });
}

/** A cell's value: bold text, or a bold first line over regular ones (a site's name over its address). */
type CellValue = string | { lead: string; rest: string };

/** Longer than this, a cell's text is cut short: cells hold names and codes, and a row must fit on a page. */
const CELL_MAX = 300;
const cut = (s: string) => (s.length > CELL_MAX ? `${s.slice(0, CELL_MAX - 1)}…` : s);

/**
 * Label-and-value cells in columns (the summary, the site and its contact): each row as tall as its
 * tallest cell, a row that does not fit moves to the next page whole.
 */
function cells(doc: Doc, rows: [label: string, value: CellValue][][], columns: number): void {
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
const inRows = (items: [string, CellValue][], columns: number) =>
  Array.from({ length: Math.ceil(items.length / columns) }, (_, i) => items.slice(i * columns, i * columns + columns));

/** The header: a band in the brand colour, the logo (or the client's name), the reference and its dates. */
function header(doc: Doc, wo: WorkOrderPdfData, logo: Buffer | null, colour: { band: string; text: string }): void {
  doc.rect(0, 0, PAGE.width, 8).fill(colour.band);
  const top = MARGIN.top;
  let logoDrawn = false;
  if (logo) {
    try {
      doc.image(logo, MARGIN.left, top, { fit: [160, 60] });
      logoDrawn = true;
    } catch {
      logoDrawn = false; // bytes pdfkit cannot read: the name stands in
    }
  }
  const client = orDash(wo.clientName);
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
      .fillColor(colour.text)
      .text(client, MARGIN.left, top + 10, { width: 260 });
  }
  const leftBottom = doc.y;
  const rightX = MARGIN.left + WIDTH - 240;
  doc.font("bold").fontSize(9).fillColor(MUTED).text("WORK ORDER", rightX, top, { width: 240, align: "right" });
  doc
    .font("bold")
    .fontSize(22)
    .fillColor(colour.text)
    .text(clean(wo.refNo), rightX, doc.y + 2, { width: 240, align: "right" });
  doc.font("regular").fontSize(9).fillColor(INK);
  doc.text(`Opened ${orDash(wo.dateOpened)}`, rightX, doc.y + 2, { width: 240, align: "right" });
  doc.text(`Due ${orDash(wo.dueDate)}${wo.slaCode ? `  ·  SLA ${clean(wo.slaCode)}` : ""}`, rightX, doc.y, { width: 240, align: "right" });
  doc.x = MARGIN.left;
  doc.y = Math.max(leftBottom, doc.y) + 12;
  doc
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + WIDTH, doc.y)
    .lineWidth(1.5)
    .strokeColor(colour.band)
    .stroke();
  doc.y += 12;
}

/** Every page's foot (the reference and client on the left, "Page n of m" on the right) and its bands in the brand colour. */
function footers(doc: Doc, wo: WorkOrderPdfData, colour: string): void {
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
    doc.text(`Work order ${clean(wo.refNo)}  ·  ${orDash(wo.clientName)}`, MARGIN.left, y, { width: WIDTH - 100, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN.left + WIDTH - 100, y, { width: 100, align: "right", lineBreak: false });
    doc.rect(0, PAGE.height - 6, PAGE.width, 6).fill(colour);
    if (i > start) doc.rect(0, 0, PAGE.width, 8).fill(colour); // the first page's band, on every page
    doc.page.margins.bottom = bottom;
  }
}

/** One order's PDF, top to bottom as docs/work-order-pdf.md describes it. */
function layout(wo: WorkOrderPdfData, logo: Buffer | null): Promise<Buffer> {
  const colour = brandColours(wo.brandColour);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    // no Helvetica: pdfkit would parse its metrics for every document; DejaVu is registered below
    font: null as unknown as string,
    info: { Title: `Work order ${clean(wo.refNo)}`, Author: clean(wo.clientName), Subject: clean(wo.issue) },
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

  header(doc, wo, logo, colour);

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

  footers(doc, wo, colour.band);
  doc.end();
  return done;
}
