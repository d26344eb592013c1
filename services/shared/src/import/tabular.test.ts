import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { repeated, xlsxBomb, zipFile } from "../testing-zip";
import { IMPORT_MAX_INFLATED_BYTES, IMPORT_MAX_SHEETS, readTable, RowErrors, tableFormat } from "./tabular";
import { InflateBudget, InflateLimitError, ZipFile } from "./zip";

const COLUMNS = ["Name", "Email", "NormalStart", "Active"] as const;
const spec = { columns: COLUMNS, required: ["Name"] as const, noun: "contractors" };
const csv = (text: string) => ({ stream: Readable.from([Buffer.from(text)]), filename: "x.csv" });

async function xlsx(rows: unknown[][], sheets = 1): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (let s = 0; s < sheets; s++) {
    const ws = wb.addWorksheet(`Sheet${s + 1}`);
    for (const r of rows) ws.addRow(s === 0 ? r : ["other"]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe("readTable", () => {
  it("reads a CSV by its header, in any order, case and spacing, with line numbers (a record over several lines: its last) and absent optional columns empty", async () => {
    const t = await readTable(csv('\uFEFFactive, name ,NORMAL START\r\nyes,"Acme, Ltd",08:00\r\n\r\nno,"Two\nLines",\n'), spec);
    expect(t.format).toBe("csv");
    expect(t.errors).toEqual([]);
    expect(t.rows).toEqual([
      { line: 2, values: { Name: "Acme, Ltd", Email: "", NormalStart: "08:00", Active: "yes" } },
      { line: 5, values: { Name: "Two\nLines", Email: "", NormalStart: "", Active: "no" } },
    ]);
  });

  it("refuses a header without a required column, or with an unknown or repeated one, on line 1", async () => {
    const t = await readTable(csv("Email,Colour,Email\nx,y,z\n"), spec);
    expect(t.rows).toEqual([]);
    expect(t.errors).toEqual([
      { line: 1, message: "The header must hold Name and may hold Email,NormalStart,Active: missing Name; unknown 'Colour'; repeated Email" },
    ]);
  });

  it("takes a column's declared aliases as its name; an alias and the name together are a repeat", async () => {
    const aliased = { ...spec, aliases: { Name: ["Contractor Name", "Company"] } };
    const t = await readTable(csv("company,Email\nAcme,a@b.co\n"), aliased);
    expect(t.errors).toEqual([]);
    expect(t.rows).toEqual([{ line: 2, values: { Name: "Acme", Email: "a@b.co", NormalStart: "", Active: "" } }]);
    expect((await readTable(csv("ContractorName,Name\na,b\n"), aliased)).errors[0]!.message).toMatch(/: repeated Name$/);
  });

  it("reports a row with a cell holding U+0000 (text PostgreSQL refuses) by its line", async () => {
    const t = await readTable(csv("Name,Email\nAcme,a@b.co\nBad\u0000Co,x@y.co\n"), spec);
    expect(t.rows.map((r) => r.line)).toEqual([2]);
    expect(t.errors).toEqual([{ line: 3, message: "Text may not contain the character U+0000." }]);
  });

  it("names an empty file, a file with no rows, a short row and too many rows", async () => {
    expect((await readTable(csv(""), spec)).errors[0]!.message).toMatch(/^The file is empty/);
    expect((await readTable(csv("Name\n"), spec)).errors).toEqual([{ line: 2, message: "The file has no contractors" }]);
    expect((await readTable(csv("Name,Email\na\n"), spec)).errors).toEqual([{ line: 2, message: "The row has 1 values; the header has 2" }]);
    const many = await readTable(csv(`Name\n${"a\n".repeat(4)}`), { ...spec, maxRows: 3 });
    expect(many.errors).toEqual([{ line: 5, message: "The file has more than 3 rows: split it" }]);
  });

  it("reads the first sheet of an XLSX, cells as text (dates, times, numbers, booleans), by the sheet's row numbers", async () => {
    const file = await xlsx(
      [
        ["Name", "Active", "NormalStart", "Email"],
        ["Acme", true, new Date(Date.UTC(1899, 11, 30, 8, 30)), "a@b.co"],
        [],
        [12345, false, null, { text: "link", hyperlink: "mailto:x" }],
      ],
      2,
    );
    expect(tableFormat(file.subarray(0, 8))).toBe("xlsx");
    const t = await readTable({ stream: Readable.from([file]), filename: "upload.bin" }, spec);
    expect(t.format).toBe("xlsx");
    expect(t.errors).toEqual([]);
    expect(t.rows).toEqual([
      { line: 2, values: { Name: "Acme", Email: "a@b.co", NormalStart: "08:30", Active: "true" } },
      { line: 4, values: { Name: "12345", Email: "link", NormalStart: "", Active: "false" } },
    ]);
  });

  it("refuses an old XLS and a broken XLSX", async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await readTable({ stream: Readable.from([xls]) }, spec)).errors[0]!.message).toMatch(/XLS/);
    const broken = await readTable({ stream: Readable.from([Buffer.from("PK\x03\x04garbage")]) }, spec);
    expect(broken.errors[0]!.message).toMatch(/^The file is not a valid XLSX workbook/);
  });
});

/** The parts of a workbook, by name and in its order (read back through the import's own zip reader). */
async function partsOf(file: Buffer): Promise<Map<string, Buffer>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parts-"));
  try {
    fs.writeFileSync(path.join(dir, "x.zip"), file);
    const zip = await ZipFile.open(path.join(dir, "x.zip"), 100);
    const out = new Map<string, Buffer>();
    const budget = new InflateBudget({ maxBytes: 1e9, maxRatio: 1e9, ratioFrom: 0, tooLarge: "", bomb: "" });
    for (const e of zip.entries.values()) out.set(e.name, Buffer.concat(await (await zip.open(e, budget)).toArray()));
    await zip.close();
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("readTable's bounds: what an upload may unpack to", () => {
  const upload = (file: Buffer) => ({ stream: Readable.from([file]), filename: "upload.xlsx" });
  let tmp: string;
  let before: string | undefined;
  // every temporary file goes to a folder of the test's own, to be found empty afterwards
  beforeEach(() => {
    before = process.env.TMPDIR;
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tabular-"));
    process.env.TMPDIR = tmp;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("stops a 35 KB workbook that unpacks to 32 MB (the review's) at 100 times its size, with a plain message and no temporary file left", async () => {
    const bomb = xlsxBomb(32 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(40_000);
    const t = await readTable(upload(bomb), spec);
    expect(t.rows).toEqual([]);
    expect(t.errors).toEqual([{ line: 1, message: "The file is not a valid XLSX workbook: a part of it unpacks to over 100 times its size" }]);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it("stops a 1 MB workbook that unpacks to a gigabyte at the bytes bound", async () => {
    const bomb = xlsxBomb(1024 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1_500_000);
    const t = await readTable(upload(bomb), spec);
    expect(t.errors).toEqual([{ line: 1, message: "The workbook is too large once unpacked (over 64 MB): split it, or save it as CSV" }]);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it("counts the bytes parts unpack to over the whole reading, not what the zip declares, and stops the stream at the bound", async () => {
    // five stored parts of 1 MB (a ratio of 1) whose sizes the zip understates: together over a 4 MB bound
    const parts = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}`, data: [...repeated(1024 * 1024, 0x41 + i)], store: true }));
    const file = zipFile(parts);
    for (let at = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
      file.writeUInt32LE(10, at + 24); // the central directory's uncompressed size: 10 bytes
    }
    fs.writeFileSync(path.join(tmp, "big.zip"), file);
    const zip = await ZipFile.open(path.join(tmp, "big.zip"), 100);
    const budget = new InflateBudget({ maxBytes: 4 * 1024 * 1024, maxRatio: 100, ratioFrom: 1024 * 1024, tooLarge: "too large", bomb: "bomb" });
    let read = 0;
    const failure = await (async () => {
      for (const e of zip.entries.values()) for await (const c of await zip.open(e, budget)) read += (c as Buffer).length;
    })().catch((e: unknown) => e);
    await zip.close();
    fs.rmSync(path.join(tmp, "big.zip"));
    expect(failure).toBeInstanceOf(InflateLimitError);
    expect((failure as Error).message).toBe("too large");
    expect(read).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(IMPORT_MAX_INFLATED_BYTES).toBe(64 * 1024 * 1024);
  });

  it("reads a workbook saved in Excel's order (the sheet before the shared strings and the workbook) without a temporary file of its sheet", async () => {
    const parts = await partsOf(
      await xlsx([
        ["Name", "Email"],
        ["Acme", "a@b.co"],
        ["Bravo Ltd", "\u00e9t\u00e9@b.co"],
      ]),
    );
    const order = [
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/worksheets/sheet1.xml",
      "xl/styles.xml",
      "xl/sharedStrings.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/workbook.xml",
    ];
    const rest = [...parts.keys()].filter((n) => !order.includes(n));
    const file = zipFile([...order, ...rest].filter((n) => parts.has(n)).map((name) => ({ name, data: parts.get(name)! })));
    // what exceljs's own reader does with it: the sheet goes to a temporary file it keeps until the workbook is read whole
    const t = await readTable(upload(file), spec);
    expect(t.errors).toEqual([]);
    expect(t.rows.map((r) => r.values.Name)).toEqual(["Acme", "Bravo Ltd"]);
    expect(t.rows[1]!.values.Email).toBe("\u00e9t\u00e9@b.co");
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it("refuses a workbook of more sheets than the bound, and a broken one, in plain words, leaving nothing behind", async () => {
    const many = await readTable(upload(await xlsx([["Name"], ["a"]], IMPORT_MAX_SHEETS + 1)), spec);
    expect(many.errors).toEqual([
      { line: 1, message: `The workbook has more than ${IMPORT_MAX_SHEETS} sheets: keep the rows on its first sheet and remove the others` },
    ]);
    const good = await partsOf(await xlsx([["Name"], ["a"]]));
    good.set(
      "xl/worksheets/sheet1.xml",
      Buffer.from("<worksheet><sheetData><row r='1'><c r='A1' t='inlineStr'><is><t>Name</t></is></c></rows></sheetData>"),
    );
    const broken = await readTable(upload(zipFile([...good].map(([name, data]) => ({ name, data })))), spec);
    expect(broken.errors).toEqual([{ line: 1, message: "The file is not a valid XLSX workbook: save it again as XLSX, or as CSV" }]);
    const cut = await xlsx([["Name"], ["a"]]);
    const truncated = await readTable(upload(cut.subarray(0, cut.length - 30)), spec);
    expect(truncated.errors[0]!.message).toMatch(/^The file is not a valid XLSX workbook: /);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it("names a CSV's syntax error in plain words, not the parser's", async () => {
    const t = await readTable(csv('Name,Email\n"Acme,a@b.co\n'), spec);
    expect(t.errors).toEqual([{ line: 2, message: "The file is not a valid CSV here: a quoted value is never closed" }]);
    const odd = await readTable(csv('Name,Email\n"Acme"x,a@b.co\n'), spec);
    expect(odd.errors).toEqual([{ line: 2, message: "The file is not a valid CSV here: a closing quote is followed by more text" }]);
  });

  it("refuses a CSV of more rows than the bound, reading no further", async () => {
    const rows = 50_001;
    const t = await readTable({ stream: Readable.from(["Name\n", ...Array.from({ length: 51 }, () => "a\n".repeat(1000))]) }, spec);
    expect(t.rows).toHaveLength(50_000);
    expect(t.errors).toEqual([{ line: rows + 1, message: "The file has more than 50,000 rows: split it" }]);
  });
});

describe("RowErrors", () => {
  it("lists bad rows in line order, at most the cap, then how many more", () => {
    const r = new RowErrors([{ line: 9, message: "late" }], 2);
    r.add(3, ["a", "b"]);
    r.add(4, []);
    r.add(5, "c");
    expect(r.rows()).toEqual([
      { line: 3, message: "a; b" },
      { line: 5, message: "c" },
      { line: 5, message: "... and 1 more bad rows" },
    ]);
  });
});
