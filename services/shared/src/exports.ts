import { once } from "node:events";
import type { Writable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type express from "express";
import { allows, type AccessRule } from "./access";
import type { ServiceContext } from "./context";
import { AppError } from "./errors";
import type { Logger } from "./logger";
import type { LookupService } from "./lookups";

/**
 * Streaming file exports (the legacy `GET /Services/<Page>.aspx` pages: ExportClients.aspx as XLSX,
 * ExportAssets.aspx as CSV, ...), in one place for every service:
 *
 * - EXPORT_PAGES names each page and the service that owns its data (plain data: the gateway reads it);
 * - the owner declares the page's `ExportRoute` (who may call it, and how it writes the file) in its
 *   ServiceDefinition's `exports`; `startService` serves each at `GET /exports/<Page>` on the subgraph,
 *   with the bearer token verified exactly as for GraphQL requests (the same context: viewer, em);
 * - the gateway answers `GET /Services/<Page>.aspx` by streaming the owner's answer back unchanged
 *   (gateway/src/exports.ts): status, Content-Type, Content-Disposition and body, never buffered.
 *
 * Every CSV and XLSX goes through one writer (`csvWriter`, `xlsxWriter`, below): its cells through
 * `exportCell`, so no export writes text a spreadsheet would run as a formula.
 *
 * A page named in EXPORT_PATHS is answered at that path of its own instead (the work-order PDF,
 * `GET /api/pdf/workorderpdf/{id}`): the same streaming, its path parameters passed to the owner in
 * the query string. A refusal before the first byte answers the legacy `{ Message }` with the status
 * of its code (401, 403, 404, 400), as the REST shims do.
 */
export const EXPORT_PAGES = {
  ExportClients: "assets",
  ExportAssets: "assets",
  ExportContractors: "assets",
  WorkOrderPdf: "work-orders",
  QuotePdf: "billing",
  WeeklyOrderLog: "work-orders",
  ValidationReport: "work-orders",
  QueryReport: "work-orders",
  ClosedWorkOrders: "work-orders",
  ReportBuilder: "work-orders",
  ComplianceRegister: "work-orders",
  SlaAttainment: "work-orders",
} as const satisfies Record<string, LookupService>;

export type ExportPage = keyof typeof EXPORT_PAGES;

/**
 * The pages the gateway answers at a legacy path of their own (Express syntax) rather than at
 * `/Services/<Page>.aspx`; each path parameter reaches the owner's `write` in `query` (`:id` as `id`).
 */
export const EXPORT_PATHS: { readonly [P in ExportPage]?: string } = {
  WorkOrderPdf: "/api/pdf/workorderpdf/:id",
  QuotePdf: "/api/pdf/:workOrderId/contractorquotpdf",
};

/**
 * The pages the gateway also answers at a legacy POST path of their own, whose JSON body (its scalar
 * fields, their names lower-cased) becomes the query the owner's `write` reads, beside the path's
 * parameters: the report builder's run, `POST /api/Reports/download/{id}` with id, Clientid,
 * StartDate and EndDate (the page stays at `GET /Services/<Page>.aspx` too).
 */
export const EXPORT_POSTS: { readonly [P in ExportPage]?: string } = {
  ReportBuilder: "/api/Reports/download/:id",
};

/** One export page, served by its owning subgraph. */
export interface ExportRoute {
  page: ExportPage;
  /** Who may download it: the same rules as root fields (`allows`). */
  access: AccessRule;
  /**
   * Writes the file to `res`: refuse first (throw an AppError: BAD_USER_INPUT for a bad parameter,
   * NOT_FOUND for another tenant's record), then `attachment(res, ...)` and stream the body.
   * `query` holds the query string's parameters with their names lower-cased.
   */
  write: (ctx: ServiceContext, query: Record<string, string>, res: express.Response) => Promise<void>;
}

/** An export page, typed. */
export const exportRoute = (route: ExportRoute): ExportRoute => route;

/** The path of an export page on its subgraph. */
export const exportPath = (page: string) => `/exports/${page}`;

/** Starts a file answer: its type, and its name (Content-Disposition, with the RFC 5987 form for non-ASCII names). */
export function attachment(res: express.Response, fileName: string, contentType: string): void {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  res.status(200);
  res.set("Content-Type", contentType);
  res.set("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  res.set("Cache-Control", "no-store");
}

const STATUS_BY_CODE: Record<string, number> = { UNAUTHENTICATED: 401, SESSION_INVALID: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 };

function lowerQuery(query: express.Request["query"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (typeof v === "string") out[k.toLowerCase()] = v;
  return out;
}

/** Serves a service's export pages at GET /exports/<Page>, each request with its own context (viewer, em). */
export function mountExports(
  app: express.Express,
  routes: readonly ExportRoute[],
  contextOf: (req: express.Request) => Promise<ServiceContext>,
  logger: Logger,
): void {
  for (const route of routes) {
    app.get(exportPath(route.page), async (req, res) => {
      try {
        const ctx = await contextOf(req);
        if (!ctx.viewer) throw new AppError("UNAUTHENTICATED", ctx.tokenProblem === "expired" ? "Session expired" : "Not signed in");
        if (!allows(route.access, ctx.viewer)) throw new AppError("FORBIDDEN", "You do not have permission to do this");
        await route.write(ctx, lowerQuery(req.query), res);
        if (!res.writableEnded) res.end();
      } catch (e) {
        const code = e instanceof AppError ? e.code : "INTERNAL_SERVER_ERROR";
        if (code === "INTERNAL_SERVER_ERROR")
          logger.error("export failed", { page: route.page, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
        if (res.headersSent) {
          // the file has begun: cut it short, so the download fails rather than ending as a truncated file
          res.destroy(e instanceof Error ? e : undefined);
          return;
        }
        const status = STATUS_BY_CODE[code] ?? 500;
        res.status(status).json({ Message: status === 500 ? "Something went wrong" : (e as Error).message });
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The one writer of every exported file (CSV and XLSX): cells a spreadsheet would run as formulas
// are written as text.

/** Text a spreadsheet takes for a formula: =, +, - or @ at its start (after blanks), or a tab or carriage return there. */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;
/** A number written as text ("-12.50", "+44"): Excel reads it as the number, never as a formula. */
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A cell as every export writes it (CSV/XLSX injection, OWASP): text that a spreadsheet would run
 * as a formula gets a leading apostrophe, which spreadsheets show as text ("=HYPERLINK(...)" is
 * written "'=HYPERLINK(...)"). Numbers, negative amounts among them, dates, booleans and empty cells
 * are written as they are; so is text that is a plain number. The imports take the apostrophe off
 * again (importCellText), so an export read back is what was written.
 */
export function exportCell<T>(value: T): T | string {
  if (typeof value !== "string" || !FORMULA_START.test(value) || NUMERIC_TEXT.test(value.trim())) return value;
  return `'${value}`;
}

/** An imported cell's text with exportCell's apostrophe taken off (only where exportCell put one). */
export function importCellText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) && !NUMERIC_TEXT.test(text.slice(1).trim()) ? text.slice(1) : text;
}

/** Writes an export's rows, one after another, as the stream drains; `end` finishes the file. */
export interface ExportWriter {
  row(values: readonly unknown[] | Record<string, unknown>): Promise<void>;
  end(): Promise<void>;
}

/**
 * A CSV export: the header line, then each row (an array in the columns' order), every cell through
 * exportCell, booleans as true/false; written as `out` drains. `end: false` leaves `out` open.
 */
export function csvWriter(out: Writable, columns: readonly string[], options: { end?: boolean } = {}): ExportWriter {
  const end = options.end ?? true;
  const csv = stringify({ header: true, columns: [...columns], cast: { boolean: (b) => (b ? "true" : "false"), string: (s) => exportCell(s) } });
  csv.pipe(out, { end });
  return {
    async row(values) {
      if (!csv.write(values)) await once(csv, "drain");
    },
    async end() {
      const done = end ? once(out, "finish") : Promise.resolve();
      csv.end();
      await done;
    },
  };
}

/**
 * An XLSX export of one sheet: a bold, frozen header row from `columns` (exceljs's header, key,
 * width, style), then each row (by key, or an array), every cell through exportCell; exceljs's
 * streaming writer commits each row as it is added, and `row` waits while `out` is behind, so neither
 * the rows nor the file are held whole.
 */
export function xlsxWriter(out: Writable, sheetName: string, columns: Partial<ExcelJS.Column>[]): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async row(values) {
      const cells = Array.isArray(values) ? values.map(exportCell) : Object.fromEntries(Object.entries(values).map(([k, v]) => [k, exportCell(v)]));
      sheet.addRow(cells).commit();
      // the workbook's zip writes to `out` as rows are committed: wait while the reader is behind, so a slow download holds no rows
      if (out.writableNeedDrain) await once(out, "drain");
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
