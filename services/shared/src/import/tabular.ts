import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse } from "csv-parse";
import type ExcelJS from "exceljs";
import { importCellText } from "../exports";
import { NUL_MESSAGE } from "../nul";
import { peekStream } from "../storage/upload";
import { firstSheetRows, type XlsxBounds } from "./xlsx";
import { InflateLimitError, ZipError, ZipFile } from "./zip";

/**
 * The tabular import reader (docs/data-import.md): one way to read an uploaded CSV or XLSX file into
 * rows keyed by a declared header, for every import (assets, sites, contractors, users).
 *
 *   const table = await readTable({ stream, filename }, { columns: SITE_COLUMNS, required: ["SiteCode", "Name"], noun: "sites" });
 *   const report = new RowErrors(table.errors);
 *   for (const row of table.rows) report.add(row.line, checkSiteRow(row.values));
 *   if (report.any) return report.refusal();
 *   await em.transactional(async (tx) => insertRows(tx, "assets.site", SITE_INSERT, rows));
 *
 * - The type comes from the bytes (an XLSX is a zip: `PK\x03\x04`), else from the name's extension;
 *   anything else is read as CSV (UTF-8, a byte-order mark allowed). Only an XLSX's first sheet is read.
 * - The first non-blank line is the header: names (or a column's declared aliases) matched without
 *   regard to case or spaces, in any order; a required column missing, an unknown or repeated one
 *   refuses the file on line 1.
 * - Lines are the file's (header line 1; a quoted CSV field over several lines counts them all) or
 *   the sheet's row numbers; blank lines are skipped; values are trimmed strings ('' when empty), an
 *   export's apostrophe before text that begins like a formula taken off (exportCell, importCellText).
 * - Both formats are read as streams; the rows are kept (the caller checks them all before writing).
 * - Bounds (docs/data-import.md): at most IMPORT_MAX_ROWS rows; a CSV row at most 64 KB; an XLSX is
 *   spooled (as uploaded, never unpacked) to a private temporary folder removed when the reading
 *   ends, and only the parts its first sheet needs are unpacked, at most IMPORT_MAX_INFLATED_BYTES
 *   in all, none past IMPORT_MAX_INFLATE_RATIO times its packed size, of a workbook of at most
 *   IMPORT_MAX_SHEETS sheets: reading stops at the bound. A library's own error text is never shown.
 */

/** Rows an import reads at most; a longer file is refused. */
export const IMPORT_MAX_ROWS = 50_000;
/**
 * Bytes an XLSX may unpack to (the parts read: workbook, relationships, styles, shared strings, the
 * first sheet). 50,000 rows of the asset import's eleven columns, as Excel writes them, unpack to
 * about 28 MB; this leaves room for longer texts.
 */
export const IMPORT_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** A part may unpack to at most this many times its packed size (real sheets: about 10), once past its first megabyte. */
export const IMPORT_MAX_INFLATE_RATIO = 100;
/** Sheets an XLSX may hold (only the first is read). */
export const IMPORT_MAX_SHEETS = 100;
/** Parts (zip entries) an XLSX may hold. */
const IMPORT_MAX_PARTS = 1_000;
/** Bad rows an answer names at most (a last entry says how many more there were). */
export const IMPORT_MAX_ERRORS = 1_000;

/** One bad row of an import: its line in the file (the header is line 1) and why. */
export interface RowError {
  line: number;
  message: string;
}

export interface TableSpec<C extends string> {
  /** Every column the file may hold, by its documented name. */
  columns: readonly C[];
  /** Columns the header must name (all of `columns` when omitted). */
  required?: readonly C[];
  /** What a row is, for messages: "assets" ("The file has no assets"). */
  noun: string;
  /** Other names a header may give a column (matched like the column's own: case and spaces ignored). */
  aliases?: Partial<Record<C, readonly string[]>>;
  /** At most this many rows (IMPORT_MAX_ROWS). */
  maxRows?: number;
}

export interface TableRow<C extends string> {
  line: number;
  /** Every declared column's value, trimmed; '' when empty or absent from the file. */
  values: Record<C, string>;
}

export interface Table<C extends string> {
  format: "csv" | "xlsx";
  rows: TableRow<C>[];
  /** What stopped the reading or refused a line (header, a CSV syntax error, a row too long, too many rows); the rows read up to it stay. */
  errors: RowError[];
}

export interface TableFile {
  stream: Readable;
  filename?: string | null;
}

const norm = (s: string) => s.replace(/\s+/g, "").toLowerCase();

/** The type of an upload, from its first bytes and (failing them) its name. */
export function tableFormat(head: Buffer, filename?: string | null): "csv" | "xlsx" | "xls" {
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return "xlsx";
  if (head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) return "xls";
  return /\.xlsx$/i.test(filename ?? "") ? "xlsx" : "csv";
}

/** The header's message: what it must name. */
function headerRule<C extends string>(spec: TableSpec<C>): string {
  const required = spec.required ?? spec.columns;
  if (required.length === spec.columns.length) return `The header must be ${spec.columns.join(",")}`;
  const optional = spec.columns.filter((c) => !required.includes(c));
  return `The header must hold ${required.join(",")} and may hold ${optional.join(",")}`;
}

/** Maps a header row to the declared columns; answers the header's error, or null. */
function readHeader<C extends string>(cells: string[], spec: TableSpec<C>): { columns: (C | null)[]; error: string | null } {
  const known = new Map<string, C>(spec.columns.map((c) => [norm(c), c]));
  for (const c of spec.columns) for (const alias of spec.aliases?.[c] ?? []) known.set(norm(alias), c);
  const columns = cells.map((h) => (h ? (known.get(norm(h)) ?? null) : null));
  const unknown = cells.filter((h, i) => h && !columns[i]);
  const missing = (spec.required ?? spec.columns).filter((c) => !columns.includes(c));
  const repeated = spec.columns.filter((c) => columns.filter((x) => x === c).length > 1);
  if (!unknown.length && !missing.length && !repeated.length) return { columns, error: null };
  const problems = [
    missing.length ? `missing ${missing.join(", ")}` : "",
    unknown.length ? `unknown ${unknown.map((u) => `'${u}'`).join(", ")}` : "",
    repeated.length ? `repeated ${repeated.join(", ")}` : "",
  ].filter(Boolean);
  return { columns, error: `${headerRule(spec)}: ${problems.join("; ")}` };
}

/** An XLSX cell's value as import text: dates as YYYY-MM-DD (HH:mm for a time of day alone), formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const iso = value.toISOString();
    // Excel's times of day alone are dates on 30/12/1899
    return iso.startsWith("1899-12-30") ? iso.slice(11, 16) : iso.slice(0, 10);
  }
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("text" in value) return String(value.text);
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("error" in value) return String(value.error);
    return "";
  }
  return String(value);
}

const XLSX_BOUNDS: XlsxBounds = {
  maxBytes: IMPORT_MAX_INFLATED_BYTES,
  maxRatio: IMPORT_MAX_INFLATE_RATIO,
  ratioFrom: 1024 * 1024,
  maxSheets: IMPORT_MAX_SHEETS,
  tooLarge: `The workbook is too large once unpacked (over ${IMPORT_MAX_INFLATED_BYTES / (1024 * 1024)} MB): split it, or save it as CSV`,
  bomb: `The file is not a valid XLSX workbook: a part of it unpacks to over ${IMPORT_MAX_INFLATE_RATIO} times its size`,
};

/** What a CSV syntax error says, in plain words (csv-parse's own messages quote its options). */
const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted value is never closed",
  CSV_INVALID_CLOSING_QUOTE: "a closing quote is followed by more text",
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "a closing quote is followed by more text",
  CSV_INVALID_OPENING_QUOTE: "a quote opens in the middle of a value",
  CSV_MAX_RECORD_SIZE: "a row is longer than 64 KB",
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: "a row has the wrong number of values",
  CSV_RECORD_INCONSISTENT_COLUMNS: "a row has the wrong number of values",
};

/** What is wrong with a workbook, in plain words: a bound passed, a broken zip, or XML exceljs could not read. */
function xlsxProblem(e: unknown): string {
  if (e instanceof InflateLimitError) return e.message;
  if (e instanceof ZipError) return `The file is not a valid XLSX workbook: ${e.message.replace(/^The /, "the ")}`;
  return "The file is not a valid XLSX workbook: save it again as XLSX, or as CSV";
}

/**
 * Reads an uploaded CSV or XLSX into rows of the declared columns (see the top of this file). Never
 * throws for what is in the file: a bad header, bad syntax or too many rows come back as `errors`.
 * (An upload over the size limit throws as it streams: run it inside withUploadLimit.)
 */
export async function readTable<C extends string>(file: TableFile, spec: TableSpec<C>): Promise<Table<C>> {
  const { head, stream } = await peekStream(file.stream, 8);
  const format = tableFormat(head, file.filename);
  const table: Table<C> = { format: format === "xls" ? "xlsx" : format, rows: [], errors: [] };
  if (format === "xls") {
    stream.destroy();
    table.errors.push({ line: 1, message: "The file is an old Excel workbook (XLS): save it as XLSX or CSV" });
    return table;
  }
  const maxRows = spec.maxRows ?? IMPORT_MAX_ROWS;
  let columns: (C | null)[] | null = null;
  let count = 0;
  /** Takes one line's cells; false to stop reading. */
  const take = (line: number, cells: string[]): boolean => {
    if (cells.every((c) => !c)) return true;
    if (!columns) {
      const header = readHeader(cells, spec);
      columns = header.columns;
      if (header.error) {
        table.errors.push({ line, message: header.error });
        return false;
      }
      return true;
    }
    if (++count > maxRows) {
      table.errors.push({ line, message: `The file has more than ${maxRows.toLocaleString("en-GB")} rows: split it` });
      return false;
    }
    if (format === "csv" && cells.length !== columns.length) {
      table.errors.push({ line, message: `The row has ${cells.length} values; the header has ${columns.length}` });
      return true;
    }
    if (cells.some((c, i) => c && i >= columns!.length)) {
      table.errors.push({ line, message: `The row has values beyond the header's ${columns.length} columns` });
      return true;
    }
    // a cell is text, which PostgreSQL refuses holding U+0000 (nul.ts): the row is bad, said so by its line
    if (cells.some((c) => c.includes("\0"))) {
      table.errors.push({ line, message: NUL_MESSAGE });
      return true;
    }
    const values = Object.fromEntries(spec.columns.map((c) => [c, ""])) as Record<C, string>;
    columns.forEach((c, i) => {
      // a cell an export wrote behind an apostrophe (it begins like a formula) reads back as it was
      if (c) values[c] = importCellText(cells[i] ?? "");
    });
    table.rows.push({ line, values });
    return true;
  };

  if (format === "csv") {
    const parser = parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true, max_record_size: 64 * 1024 });
    // the upload failing on its way in (cut off, over its limit) fails the reading, rather than being an unheard 'error'
    stream.on("error", (e) => parser.destroy(e));
    stream.pipe(parser);
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        if (!take(info.lines, record)) break;
      }
    } catch (e) {
      if (!(e instanceof CsvError)) throw e;
      const line = (e as CsvError & { lines?: number }).lines ?? count + 1;
      table.errors.push({
        line,
        message: `The file is not a valid CSV here: ${CSV_PROBLEMS[e.code] ?? "it cannot be read as comma-separated values"}`,
      });
    } finally {
      stream.destroy();
    }
  } else {
    // an XLSX: spooled as it came (the upload's own limit bounds it), then read part by part
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "wo-import-"));
    let zip: ZipFile | null = null;
    try {
      const file = path.join(dir, "upload.xlsx");
      await pipeline(stream, fs.createWriteStream(file, { mode: 0o600 }));
      zip = await ZipFile.open(file, IMPORT_MAX_PARTS);
      for await (const row of firstSheetRows(zip, XLSX_BOUNDS)) {
        const values = row.values as ExcelJS.CellValue[];
        // row.values is 1-based: [ <empty>, A, B, ... ]
        if (
          !take(
            row.number,
            values.slice(1).map((v) => cellText(v).trim()),
          )
        )
          break;
      }
    } catch (e) {
      if (!zip && !(e instanceof ZipError)) throw e; // the upload failed on its way in (over its size limit): the caller answers it
      table.errors.push({ line: 1, message: xlsxProblem(e) });
    } finally {
      stream.destroy();
      await zip?.close();
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  if (!columns && !table.errors.length)
    table.errors.push({ line: 1, message: `The file is empty: its first line must be the header ${spec.columns.join(",")}` });
  else if (columns && !table.errors.length && !table.rows.length) table.errors.push({ line: 2, message: `The file has no ${spec.noun}` });
  return table;
}

/**
 * The row-by-row report of an import: each bad row's line and reasons, at most IMPORT_MAX_ERRORS
 * of them (then one last entry says how many more there were).
 */
export class RowErrors {
  private readonly list: RowError[] = [];

  constructor(
    initial: readonly RowError[] = [],
    private readonly max = IMPORT_MAX_ERRORS,
  ) {
    for (const e of initial) this.add(e.line, e.message);
  }

  /** Records a row's problems (a message, or several joined with '; '); nothing when there are none. */
  add(line: number, problems: string | readonly string[] | null | undefined): void {
    const message = typeof problems === "string" ? problems : (problems ?? []).join("; ");
    if (message) this.list.push({ line, message });
  }

  get any(): boolean {
    return this.list.length > 0;
  }

  /** The report: the bad rows in line order, at most `max` of them and then the count of those left out. */
  rows(): RowError[] {
    const sorted = [...this.list].sort((a, b) => a.line - b.line);
    if (sorted.length <= this.max) return sorted;
    const shown = sorted.slice(0, this.max);
    return [...shown, { line: shown[shown.length - 1]!.line, message: `... and ${sorted.length - this.max} more bad rows` }];
  }
}

/** The outcome of an import: every row written, or none and the report. */
export interface ImportOutcome {
  /** rows written: every row of the file, or 0 when it was refused */
  imported: number;
  /** each bad row's line and reason; empty when the file was imported */
  rowErrors: RowError[];
}

/** The message of a refused import. */
export function importRefusedMessage(badRows: number): string {
  return `The file was not imported: ${badRows} bad row${badRows === 1 ? "" : "s"}`;
}

/** Where a value is repeated within a file: remembers each key's first line. */
export class FirstLines {
  private readonly seen = new Map<string, number>();
  /** The line a key was first seen on, if before this one; records it otherwise. */
  repeatOf(key: string, line: number): number | null {
    const first = this.seen.get(key);
    if (first !== undefined) return first;
    this.seen.set(key, line);
    return null;
  }
}

const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0"]);

/** An import's yes/no cell: true/false, yes/no, y/n, 1/0 (any case); `empty` when blank; null when none of these. */
export function parseYesNo(text: string, empty: boolean): boolean | null {
  const t = text.trim().toLowerCase();
  if (!t) return empty;
  return TRUE.has(t) ? true : FALSE.has(t) ? false : null;
}
