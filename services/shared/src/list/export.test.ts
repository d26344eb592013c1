import "reflect-metadata";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type express from "express";
import { exportValue, listXlsx, XLSX_TYPE, type ExportColumn } from "./export";

/** An Express answer that is a stream, recording its headers. */
function fakeRes() {
  const out = new PassThrough() as PassThrough & { headers: Record<string, string>; statusCode: number };
  out.headers = {};
  Object.assign(out, {
    status(code: number) {
      out.statusCode = code;
      return out;
    },
    set(name: string, value: string) {
      out.headers[name.toLowerCase()] = value;
      return out;
    },
  });
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const body = new Promise<Buffer>((resolve) => out.on("end", () => resolve(Buffer.concat(chunks))));
  return { res: out as unknown as express.Response, out, body };
}

async function* rowsOf<R>(rows: R[]): AsyncGenerator<R> {
  yield* rows;
}

describe("the list export's cells", () => {
  it("writes money and counts as numbers, dates as London calendar days, date-times as London wall-clock times", () => {
    expect(exportValue("1234.505", "money")).toBe(1234.505);
    expect(exportValue("7", "integer")).toBe(7);
    expect(exportValue("not a number", "money")).toBeNull();
    expect(exportValue(null, "money")).toBeNull();
    expect(exportValue("", "text")).toBeNull();
    expect((exportValue("2026-03-29", "date") as Date).toISOString()).toBe("2026-03-29T00:00:00.000Z");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST)
    expect((exportValue("2026-06-30T23:30:00.000Z", "date") as Date).toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect((exportValue(new Date("2026-06-30T23:30:00.000Z"), "datetime") as Date).toISOString()).toBe("2026-07-01T00:30:00.000Z");
    // in winter London is UTC
    expect((exportValue("2026-01-15T09:05:00.000Z", "datetime") as Date).toISOString()).toBe("2026-01-15T09:05:00.000Z");
    expect(exportValue(1, "boolean")).toBe(true);
    expect(exportValue(42, "text")).toBe("42");
  });
});

describe("listXlsx", () => {
  it("names the file, freezes a bold header, types each column's cells and never writes a formula", async () => {
    type Row = { ref: string; cost: string | null; opened: string; closed: string | null; note: string };
    const columns: ExportColumn<Row>[] = [
      { key: "ref", header: "Order Number" },
      { key: "cost", header: "Approved Cost", format: "money" },
      { key: "opened", header: "Logged Date", format: "datetime" },
      { key: "closed", header: "Date Closed", format: "date" },
      { key: "note", header: "Instructions", value: (r) => r.note.toUpperCase() },
    ];
    const { res, body } = fakeRes();
    const written = listXlsx(res, {
      fileName: "order-log-2026-01-01-2026-01-31.xlsx",
      sheet: "Order log",
      columns,
      rows: rowsOf<Row>([
        { ref: "WO0000001", cost: "150.255", opened: "2026-01-05T08:30:00.000Z", closed: "2026-01-09T16:00:00.000Z", note: "=cmd|' /C calc'!A0" },
        { ref: "WO0000002", cost: null, opened: "2026-01-06T10:00:00.000Z", closed: null, note: "leak" },
      ]),
    });
    expect(await written).toBe(2);
    const file = await body;
    expect((res as unknown as { headers: Record<string, string> }).headers["content-type"]).toBe(XLSX_TYPE);
    expect((res as unknown as { headers: Record<string, string> }).headers["content-disposition"]).toContain(
      'filename="order-log-2026-01-01-2026-01-31.xlsx"',
    );

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Order log")!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(["Order Number", "Approved Cost", "Logged Date", "Date Closed", "Instructions"]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe(150.255);
    expect(first.getCell(2).numFmt).toContain("£");
    expect(first.getCell(3).value).toEqual(new Date("2026-01-05T08:30:00.000Z"));
    expect(first.getCell(3).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(first.getCell(4).value).toEqual(new Date("2026-01-09T00:00:00.000Z"));
    expect(first.getCell(4).numFmt).toBe("dd/mm/yyyy");
    expect(first.getCell(5).value).toBe("'=CMD|' /C CALC'!A0");
    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(5).value).toBe("LEAK");
    expect(sheet.rowCount).toBe(3);
  });
});
