import type { EntityManager } from "@mikro-orm/postgresql";
import type ExcelJS from "exceljs";
import type express from "express";
import { ZONE } from "../dates";
import { attachment, xlsxWriter } from "../exports";
import type { TenantScope } from "../context";
import { readList } from "./builder";
import type { Page } from "../graphql/paging";
import type { ListDeclaration } from "./declaration";
import type { ListArgsShape } from "./graphql";

/**
 * One way to export a list (docs/architecture.md "Lists"): the rows come from the list's own
 * declaration, read by the same builder as its grid (tenancy, arguments, search, filters, sort), page
 * after page by keyset, so a file holds exactly the rows the same arguments show on screen, in the
 * same order, and is never held whole; the cells are typed by their column's format and written by
 * the one XLSX writer (exports.ts: formulas never run).
 */

/** How a column's values are written: money as a number in £, dates as Excel dates (London). */
export type ExportFormat = "text" | "integer" | "number" | "money" | "date" | "datetime" | "boolean";

/** One column of an exported file. */
export interface ExportColumn<R = Record<string, unknown>> {
  /** the row's property it shows (and the column's key in the sheet) */
  key: string;
  header: string;
  format?: ExportFormat;
  /** characters; default from the format */
  width?: number;
  /** the cell's value, when it is not the row's `key` */
  value?: (row: R) => unknown;
}

/** The arguments of a list without its paging (its sort, search, filters and own arguments): what an export of it takes. */
export type ListExportArgs<F extends string> = Omit<ListArgsShape<F>, "page" | "pageSize" | "after"> & { readonly [argument: string]: unknown };

/** Rows read per statement by an export. */
export const EXPORT_BATCH = 1000;

/**
 * Every row of a list for a scope and its arguments, a page at a time: by keyset (`after`) where the
 * sort allows one, else by page number. Totals are not read. Rows are as the declaration's select
 * list names them.
 */
export async function* eachListPage<E, F extends string>(
  em: EntityManager,
  list: ListDeclaration<E, F>,
  scope: TenantScope,
  args: ListExportArgs<F>,
  batch = EXPORT_BATCH,
): AsyncGenerator<Record<string, unknown>[]> {
  let after: string | null = null;
  let page = 1;
  for (;;) {
    const read: Page<Record<string, unknown>> = await readList(
      em,
      list,
      scope,
      { ...args, page: after ? 1 : page, pageSize: batch, after },
      { count: false },
    );
    if (read.nodes.length) yield read.nodes;
    if (read.nodes.length < batch) return;
    if (read.endCursor) after = read.endCursor;
    else {
      after = null;
      page += 1;
    }
  }
}

/** Every row of a list (eachListPage, one row at a time). */
export async function* eachListRow<E, F extends string>(
  em: EntityManager,
  list: ListDeclaration<E, F>,
  scope: TenantScope,
  args: ListExportArgs<F>,
  batch = EXPORT_BATCH,
): AsyncGenerator<Record<string, unknown>> {
  for await (const rows of eachListPage(em, list, scope, args, batch)) yield* rows;
}

const MONEY_FORMAT = '"£"#,##0.00;-"£"#,##0.00';
const DATE_FORMAT = "dd/mm/yyyy";
const DATETIME_FORMAT = "dd/mm/yyyy hh:mm";

const WIDTH: Record<ExportFormat, number> = { text: 24, integer: 10, number: 12, money: 14, date: 12, datetime: 17, boolean: 8 };
const NUMBER_FORMAT: Partial<Record<ExportFormat, string>> = { integer: "0", money: MONEY_FORMAT, date: DATE_FORMAT, datetime: DATETIME_FORMAT };

const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * An instant's London wall-clock time as a Date whose UTC fields carry it: a spreadsheet's dates have
 * no time zone, and people read the time in London.
 */
function londonWallClock(instant: Date): Date {
  const p = Object.fromEntries(london.formatToParts(instant).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)));
}

/** A calendar date (YYYY-MM-DD) or an instant as what a date or datetime cell holds. */
function dateCell(value: unknown, withTime: boolean): Date | null {
  if (value == null || value === "") return null;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  const instant = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(instant.getTime())) return null;
  const wall = londonWallClock(instant);
  return withTime ? wall : new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** A value as its column's format writes it: numbers for money and counts, Dates for dates, text as it is. */
export function exportValue(value: unknown, format: ExportFormat = "text"): unknown {
  if (value == null || value === "") return null;
  switch (format) {
    case "money":
    case "number":
    case "integer": {
      const n = Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case "date":
      return dateCell(value, false);
    case "datetime":
      return dateCell(value, true);
    case "boolean":
      return Boolean(value);
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

/** The sheet's columns (exceljs): header, key, width and number format from each column's format. */
export function sheetColumns(columns: readonly ExportColumn<never>[]): Partial<ExcelJS.Column>[] {
  return columns.map((c) => {
    const format = c.format ?? "text";
    const numFmt = NUMBER_FORMAT[format];
    return {
      header: c.header,
      key: c.key,
      width: c.width ?? Math.max(WIDTH[format], Math.min(40, c.header.length + 2)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Writes an XLSX answer: its name (Content-Disposition), then one sheet with a bold, frozen header
 * and a typed cell per column for each row, streamed as the rows come. Answers the rows written.
 */
export async function listXlsx<R>(
  res: express.Response,
  file: { fileName: string; sheet: string; columns: readonly ExportColumn<R>[]; rows: AsyncIterable<R> },
): Promise<number> {
  attachment(res, file.fileName, XLSX_TYPE);
  const sheet = xlsxWriter(res, file.sheet, sheetColumns(file.columns as readonly ExportColumn<never>[]));
  let n = 0;
  for await (const row of file.rows) {
    const cells: Record<string, unknown> = {};
    for (const c of file.columns) {
      const raw = c.value ? c.value(row) : (row as Record<string, unknown>)[c.key];
      cells[c.key] = exportValue(raw, c.format);
    }
    await sheet.row(cells);
    n += 1;
  }
  await sheet.end();
  return n;
}
