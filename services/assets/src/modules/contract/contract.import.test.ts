import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { readTable, type TableRow } from "@wo/shared";
import { checkContractorListRows, CONTRACTOR_LIST_SPEC, type ContractorListColumn } from "./contract.import";

const CONTRACTORS = [
  { id: 1, name: "Apex Building Services Ltd" },
  { id: 2, name: "Brightwater Plumbing & Heating" },
  { id: 3, name: "Sparkright Electrical Contractors" },
];

const row = (line: number, Contractor: string, PostcodePrefix = "", Preferred = ""): TableRow<ContractorListColumn> => ({
  line,
  values: { Contractor, PostcodePrefix, Preferred },
});

describe("the contractor list upload", () => {
  it("reads a CSV and an XLSX alike through the shared reader, line by line, taking the header's other names", async () => {
    const csv = await readTable(
      { stream: Readable.from(["Contractor Name,Postcodes\n", '1,"M, SK1"\n', "\n", "Brightwater Plumbing & Heating,LS\n"]), filename: "list.csv" },
      CONTRACTOR_LIST_SPEC,
    );
    expect(csv.errors).toEqual([]);
    expect(csv.rows).toEqual([row(2, "1", "M, SK1"), row(4, "Brightwater Plumbing & Heating", "LS")]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Contractors");
    sheet.addRow(["Contractor", "PostcodePrefix"]);
    sheet.addRow([1, "M, SK1"]);
    const xlsx = await readTable(
      { stream: Readable.from([Buffer.from(await book.xlsx.writeBuffer())]), filename: "list.xlsx" },
      CONTRACTOR_LIST_SPEC,
    );
    expect(xlsx.rows).toEqual([row(2, "1", "M, SK1")]);
    const header = await readTable({ stream: Readable.from(["Name,Town\nx,y\n"]), filename: "list.csv" }, CONTRACTOR_LIST_SPEC);
    expect(header.errors).toEqual([{ line: 1, message: "The header must hold Contractor and may hold PostcodePrefix,Preferred: unknown 'Town'" }]);
  });

  it("checks every row: a known contractor by id or name, once, not already in the contract, valid prefixes", () => {
    const good = checkContractorListRows([row(2, "1", "m, sk1", "yes"), row(3, "brightwater plumbing & heating")], CONTRACTORS, new Set());
    expect(good).toEqual({
      rows: [
        { contractorId: 1, postcodePrefix: "M, SK1", preferred: true },
        { contractorId: 2, postcodePrefix: null, preferred: false },
      ],
      errors: [],
    });
    const bad = checkContractorListRows(
      [row(2, "", "M"), row(3, "99", "M"), row(4, "3", "M"), row(5, "1", "M"), row(6, "Apex Building Services Ltd", "Leeds", "perhaps")],
      CONTRACTORS,
      new Set([3]),
    );
    expect(bad.rows).toEqual([]);
    expect(bad.errors).toEqual([
      { line: 2, message: "Select Contractor: the Contractor column is empty" },
      { line: 3, message: "Contractor 99 is not known" },
      { line: 4, message: "Contractor Exists: Sparkright Electrical Contractors is already in the contract" },
      {
        line: 6,
        message:
          "Apex Building Services Ltd is repeated (first on line 5); Not a UK postcode area, district or sector: Leeds; Preferred perhaps must be true or false",
      },
    ]);
  });
});
