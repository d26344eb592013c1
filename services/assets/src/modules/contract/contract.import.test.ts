import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { checkContractorRows, parseTable } from "./contract.import";

const CONTRACTORS = [
  { id: 1, name: "Apex Building Services Ltd" },
  { id: 2, name: "Brightwater Plumbing & Heating" },
  { id: 3, name: "Sparkright Electrical Contractors" },
];

describe("the contractor list upload", () => {
  it("reads a CSV and an XLSX alike, line by line", async () => {
    const csv = await parseTable(
      Readable.from(["Contractor,PostcodePrefix\n", '1,"M, SK1"\n', "\n", "Brightwater Plumbing & Heating,LS\n"]),
      "list.csv",
      10,
    );
    expect(csv).toEqual({
      header: ["Contractor", "PostcodePrefix"],
      rows: [
        { line: 2, values: ["1", "M, SK1"] },
        { line: 4, values: ["Brightwater Plumbing & Heating", "LS"] },
      ],
      problem: null,
    });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Contractors");
    sheet.addRow(["Contractor", "PostcodePrefix"]);
    sheet.addRow([1, "M, SK1"]);
    const xlsx = await parseTable(Readable.from([Buffer.from(await book.xlsx.writeBuffer())]), "list.xlsx", 10);
    expect(xlsx.rows).toEqual([{ line: 2, values: ["1", "M, SK1"] }]);
  });

  it("checks every row: a known contractor by id or name, once, not already in the contract, valid prefixes", () => {
    const header = ["Contractor", "Postcode Prefix", "Preferred"];
    const good = checkContractorRows(
      {
        header,
        rows: [
          { line: 2, values: ["1", "m, sk1", "yes"] },
          { line: 3, values: ["brightwater plumbing & heating", "", ""] },
        ],
      },
      CONTRACTORS,
      new Set(),
    );
    expect(good).toEqual({
      rows: [
        { contractorId: 1, postcodePrefix: "M, SK1", preferred: true },
        { contractorId: 2, postcodePrefix: null, preferred: false },
      ],
      rowErrors: [],
    });
    const bad = checkContractorRows(
      {
        header,
        rows: [
          { line: 2, values: ["", "M", ""] },
          { line: 3, values: ["99", "M", ""] },
          { line: 4, values: ["3", "M", ""] },
          { line: 5, values: ["1", "M", ""] },
          { line: 6, values: ["Apex Building Services Ltd", "Leeds", "perhaps"] },
        ],
      },
      CONTRACTORS,
      new Set([3]),
    );
    expect(bad.rows).toEqual([]);
    expect(bad.rowErrors).toEqual([
      { line: 2, message: "Select Contractor: the Contractor column is empty" },
      { line: 3, message: "Contractor 99 is not known" },
      { line: 4, message: "Contractor Exists: Sparkright Electrical Contractors is already in the contract" },
      {
        line: 6,
        message:
          "Apex Building Services Ltd is repeated (first on line 5); Not a UK postcode area, district or sector: Leeds; Preferred perhaps must be true or false",
      },
    ]);
    expect(checkContractorRows({ header: ["Name", "Town"], rows: [] }, CONTRACTORS, new Set()).rowErrors[0]!.message).toMatch(/The header must be/);
  });
});
