import type { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { InflateBudget, type InflateBounds, InflateLimitError, ZipError, type ZipFile } from "./zip";

/**
 * The first sheet of an XLSX workbook, row by row, read from a zip on disk with its bounds: only the
 * parts the rows need are inflated (relationships, workbook, shared strings, styles, the first
 * sheet), each through one InflateBudget, in that order, whatever order the file holds them in.
 *
 * exceljs parses the XML (its streaming reader's own part parsers), but not the zip: its reader
 * inflates every entry it meets without a bound, and writes each sheet that comes before the shared
 * strings (as Excel saves them) to a temporary file it removes only when the whole workbook has
 * been read. These parsers are exceljs 4.4.0's (pinned), reached by name: tabular.test.ts reads
 * workbooks through them.
 */
interface WorkbookParts {
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncGenerator<unknown>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseWorksheet(stream: Readable, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
  sharedStrings?: unknown[];
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
}

export interface XlsxBounds extends InflateBounds {
  /** Worksheets a workbook may hold (only the first is read). */
  maxSheets: number;
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/** The zip path of a relationship's target in xl/workbook.xml.rels ("worksheets/sheet1.xml" or "/xl/worksheets/sheet1.xml"). */
function partPath(target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts: string[] = ["xl"];
  for (const seg of target.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg && seg !== ".") parts.push(seg);
  }
  return parts.join("/");
}

/** The rows of a workbook's first sheet (in the order of its tabs), its parts inflated within `bounds`. */
export async function* firstSheetRows(zip: ZipFile, bounds: XlsxBounds): AsyncGenerator<ExcelJS.Row> {
  const sheets = [...zip.entries.keys()].filter((n) => WORKSHEET.test(n));
  if (sheets.length > bounds.maxSheets) {
    throw new InflateLimitError(`The workbook has more than ${bounds.maxSheets} sheets: keep the rows on its first sheet and remove the others`);
  }
  const budget = new InflateBudget(bounds);
  const opened: Readable[] = [];
  const part = async (name: string): Promise<Readable | null> => {
    const entry = zip.entries.get(name);
    if (!entry) return null;
    const stream = await zip.open(entry, budget);
    // text decoded across chunk boundaries (exceljs's parsers decode each chunk on its own)
    stream.setEncoding("utf8");
    opened.push(stream);
    return stream;
  };
  const required = async (name: string) => {
    const stream = await part(name);
    if (!stream) throw new ZipError(`The workbook has no ${name}`);
    return stream;
  };
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(null as never, {
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      worksheets: "emit",
    }) as unknown as WorkbookParts;
    await reader._parseRels(await required("xl/_rels/workbook.xml.rels"));
    await reader._parseWorkbook(await required("xl/workbook.xml"));
    const strings = await part("xl/sharedStrings.xml");
    reader.sharedStrings = [];
    if (strings) for await (const _ of reader._parseSharedStrings(strings));
    const styles = await part("xl/styles.xml");
    if (styles) await reader._parseStyles(styles);
    // the first tab's sheet; failing that, the first sheet by name
    const rId = reader.model?.sheets?.[0]?.rId;
    const target = reader.workbookRels?.find((r) => r.Id === rId)?.Target;
    const first = target && zip.entries.has(partPath(target)) ? partPath(target) : sheets.sort()[0];
    if (!first) throw new ZipError("The workbook has no sheets");
    const sheetNo = /(\d+)\.xml$/.exec(first)?.[1] ?? "1";
    for (const { value } of reader._parseWorksheet(await required(first), sheetNo)) yield* value;
  } finally {
    for (const s of opened) s.destroy();
  }
}
