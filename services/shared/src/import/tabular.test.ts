import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { readTable, RowErrors, tableFormat } from "./tabular";

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
