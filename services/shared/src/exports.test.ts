import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvWriter, exportCell, importCellText, xlsxWriter } from "./exports";
import { readTable } from "./import";

async function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe("export cells: no text a spreadsheet would run as a formula", () => {
  it("puts an apostrophe before text beginning with =, +, - or @ (after blanks), a tab or a carriage return; leaves numbers and plain text", () => {
    expect(["=1+1", "+44 20 7946 0000", "-2+3", "@SUM(A1)", " =cmd|' /C calc'!A0", "\tx", "\r=1"].map(exportCell)).toEqual([
      "'=1+1",
      "'+44 20 7946 0000",
      "'-2+3",
      "'@SUM(A1)",
      "' =cmd|' /C calc'!A0",
      "'\tx",
      "'\r=1",
    ]);
    expect(["-12.50", "+3", "-1e5", "A=1", "Boiler", "", "it's"].map(exportCell)).toEqual(["-12.50", "+3", "-1e5", "A=1", "Boiler", "", "it's"]);
    expect([-1250.5, 0, true, null, undefined].map(exportCell)).toEqual([-1250.5, 0, true, null, undefined]);
    const d = new Date();
    expect(exportCell(d)).toBe(d);
  });

  it("is read back by the imports as it was written", () => {
    for (const text of ["=1+1", "+44 20", "-2+3", "@SUM(A1)", "-12.50", "'quoted'", "'-12", "plain"]) {
      expect([text, importCellText(String(exportCell(text)))]).toEqual([text, text]);
    }
  });

  it("writes CSV through the one writer: formulas as text, numbers and booleans as they are; the import reads it back", async () => {
    const out = new PassThrough();
    const file = collect(out);
    const csv = csvWriter(out, ["Name", "Email", "NormalStart", "Active"]);
    await csv.row(['=HYPERLINK("http://x","y")', "@evil", -3.5, true]);
    await csv.row(["Acme, Ltd", null, "08:00", false]);
    await csv.end();
    const text = (await file).toString();
    expect(text).toBe('Name,Email,NormalStart,Active\n"\'=HYPERLINK(""http://x"",""y"")",\'@evil,-3.5,true\n"Acme, Ltd",,08:00,false\n');
    const table = await readTable(
      { stream: Readable.from([Buffer.from(text)]), filename: "x.csv" },
      { columns: ["Name", "Email", "NormalStart", "Active"] as const, noun: "rows" },
    );
    expect(table.rows.map((r) => r.values)).toEqual([
      { Name: '=HYPERLINK("http://x","y")', Email: "@evil", NormalStart: "-3.5", Active: "true" },
      { Name: "Acme, Ltd", Email: "", NormalStart: "08:00", Active: "false" },
    ]);
  });

  it("writes XLSX through the one writer: no formula cell, text behind an apostrophe, numbers and dates typed", async () => {
    const out = new PassThrough();
    const file = collect(out);
    const sheet = xlsxWriter(out, "Things", [
      { header: "Name", key: "name" },
      { header: "Amount", key: "amount" },
      { header: "Day", key: "day" },
    ]);
    await sheet.row({ name: "+cmd", amount: -12.5, day: new Date(Date.UTC(2026, 0, 2)) });
    await sheet.end();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await file) as never);
    const ws = wb.getWorksheet("Things")!;
    expect(ws.getRow(1).values).toEqual([undefined, "Name", "Amount", "Day"]);
    expect(ws.getRow(2).getCell(1).value).toBe("'+cmd");
    expect(ws.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(ws.getRow(2).getCell(2).value).toBe(-12.5);
    expect(ws.getRow(2).getCell(3).value).toEqual(new Date(Date.UTC(2026, 0, 2)));
  });
});
