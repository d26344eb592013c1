import type { Readable } from "node:stream";
import { parse, CsvError } from "csv-parse";
import ExcelJS from "exceljs";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, NotFoundError, type Viewer } from "@wo/shared";
import { normalisePostcodePrefixes } from "./postcode-prefix";

/** Rows a contractor list takes at most. */
export const CONTRACTOR_LIST_MAX_ROWS = 5_000;

export interface TableRow {
  /** the line (CSV) or row (XLSX) number; the header is 1 */
  line: number;
  values: string[];
}

export interface ParsedTable {
  header: string[];
  rows: TableRow[];
  /** a file that could not be read at all: its line and why */
  problem: { line: number; message: string } | null;
}

/**
 * Reads a CSV or (by its name) an XLSX file's first sheet as text cells. The parse step only: the
 * shared tabular parser (services/shared/src/import) takes its place once it lands.
 */
export async function parseTable(stream: Readable, filename: string, maxRows: number): Promise<ParsedTable> {
  if (/\.xlsx$/i.test(filename)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.read(stream);
    } catch {
      return { header: [], rows: [], problem: { line: 1, message: "The file is not a valid XLSX workbook" } };
    }
    const sheet = book.worksheets[0];
    const rows: TableRow[] = [];
    let header: string[] = [];
    sheet?.eachRow({ includeEmpty: false }, (row, n) => {
      const values = (row.values as unknown[]).slice(1).map((v) => cellText(v));
      if (!header.length) header = values;
      else if (values.some((v) => v)) rows.push({ line: n, values });
    });
    if (rows.length > maxRows) return { header, rows: [], problem: { line: rows[maxRows]!.line, message: tooMany(maxRows) } };
    return { header, rows, problem: null };
  }
  const rows: TableRow[] = [];
  let header: string[] | null = null;
  const parser = stream.pipe(
    parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true, max_record_size: 64 * 1024 }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) header = record;
      else if (rows.length >= maxRows) return { header, rows: [], problem: { line: info.lines, message: tooMany(maxRows) } };
      else rows.push({ line: info.lines, values: record });
    }
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const line = (e as CsvError & { lines?: number }).lines ?? rows.length + 2;
    return { header: header ?? [], rows: [], problem: { line, message: `The file is not a valid CSV here: ${e.message.replace(/^[^:]*: /, "")}` } };
  }
  return { header: header ?? [], rows, problem: null };
}

const tooMany = (n: number) => `The file has more than ${n.toLocaleString("en-GB")} rows: split it`;

function cellText(v: unknown): string {
  if (v == null) return "";
  if (typeof v === "object") {
    const o = v as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (o.richText)
      return o.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if (o.text != null) return String(o.text).trim();
    if (o.result != null) return String(o.result).trim();
  }
  return String(v).trim();
}

/** The columns of a contractor list, by the names a header may give them (any case, spaces ignored). */
const HEADER_NAMES: Record<string, "contractor" | "postcodePrefix" | "preferred"> = {
  contractor: "contractor",
  contractorid: "contractor",
  contractorname: "contractor",
  name: "contractor",
  postcodeprefix: "postcodePrefix",
  postcodeprefixes: "postcodePrefix",
  postcodes: "postcodePrefix",
  postcode: "postcodePrefix",
  preferred: "preferred",
};
export const CONTRACTOR_LIST_HEADER = "Contractor,PostcodePrefix[,Preferred]";

const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0", ""]);

export interface ContractorListOutcome {
  imported: number;
  rowErrors: { line: number; message: string }[];
}

/**
 * Adds the contractors of a list (CSV or XLSX: Contractor by id or name, PostcodePrefix, optional
 * Preferred) to a contract in one transaction: every row is checked first (a known contractor,
 * named once, not already in the contract, valid prefixes); a list with any bad row adds nothing and
 * answers each bad row's line and reason. Callers check the viewer's right (a contract write flag).
 */
export async function importContractorsInContract(
  em: EntityManager,
  viewer: Viewer,
  contractId: number,
  stream: Readable,
  filename: string,
): Promise<ContractorListOutcome> {
  const conn = em.getConnection();
  const [contract] = await conn.execute<{ name: string }[]>("select name from assets.contract where id = ?", [contractId]);
  if (!contract) throw new NotFoundError();
  const table = await parseTable(stream, filename, CONTRACTOR_LIST_MAX_ROWS);
  if (table.problem) return { imported: 0, rowErrors: [table.problem] };
  const contractors = await conn.execute<{ id: number; name: string }[]>("select id, name from assets.contractor");
  const present = new Set(
    (
      await conn.execute<{ contractor_id: number }[]>("select contractor_id from assets.contractor_in_contract where contract_id = ?", [contractId])
    ).map((r) => r.contractor_id),
  );
  const outcome = checkContractorRows(table, contractors, present);
  if (outcome.rowErrors.length) return { imported: 0, rowErrors: outcome.rowErrors };

  await em.transactional(async (tx) => {
    const trx = tx.getTransactionContext();
    for (const r of outcome.rows) {
      await tx
        .getConnection()
        .execute(
          "insert into assets.contractor_in_contract (contract_id, contractor_id, postcode_prefix, preferred) values (?, ?, ?, ?)",
          [contractId, r.contractorId, r.postcodePrefix, r.preferred],
          "run",
          trx,
        );
    }
    audit(tx, viewer, {
      entityName: "ContractorInContract",
      entityId: null,
      action: "Created",
      actionTaken: `Added ${outcome.rows.length} contractor${outcome.rows.length === 1 ? "" : "s"} to contract ${contract.name} from a list`,
    });
    await tx.flush();
  });
  return { imported: outcome.rows.length, rowErrors: [] };
}

export interface ContractorListRow {
  contractorId: number;
  postcodePrefix: string | null;
  preferred: boolean;
}

/** The row checks of a contractor list, apart from reading the file. */
export function checkContractorRows(
  table: Pick<ParsedTable, "header" | "rows">,
  contractors: { id: number; name: string }[],
  present: Set<number>,
): { rows: ContractorListRow[]; rowErrors: { line: number; message: string }[] } {
  const errors: { line: number; message: string }[] = [];
  const columns = table.header.map((h) => HEADER_NAMES[h.toLowerCase().replace(/[\s_-]+/g, "")] ?? null);
  if (!table.header.length)
    return { rows: [], rowErrors: [{ line: 1, message: `The file is empty: its first line must be the header ${CONTRACTOR_LIST_HEADER}` }] };
  const unknown = table.header.filter((_, i) => !columns[i]);
  if (!columns.includes("contractor") || unknown.length || new Set(columns).size !== columns.length) {
    return {
      rows: [],
      rowErrors: [
        {
          line: 1,
          message: `The header must be ${CONTRACTOR_LIST_HEADER}${unknown.length ? `: unknown ${unknown.map((u) => `'${u}'`).join(", ")}` : ""}`,
        },
      ],
    };
  }
  const byId = new Map(contractors.map((c) => [c.id, c]));
  const byName = new Map<string, { id: number; name: string }[]>();
  for (const c of contractors) byName.set(c.name.trim().toLowerCase(), [...(byName.get(c.name.trim().toLowerCase()) ?? []), c]);
  const firstLine = new Map<number, number>();
  const rows: ContractorListRow[] = [];
  for (const { line, values } of table.rows) {
    const v: Partial<Record<"contractor" | "postcodePrefix" | "preferred", string>> = {};
    columns.forEach((c, i) => (v[c!] = (values[i] ?? "").trim()));
    const problems: string[] = [];
    let contractorId: number | null = null;
    const named = v.contractor ?? "";
    if (!named) problems.push("Select Contractor: the Contractor column is empty");
    else if (/^\d+$/.test(named)) {
      contractorId = byId.has(Number(named)) ? Number(named) : null;
      if (!contractorId) problems.push(`Contractor ${named} is not known`);
    } else {
      const found = byName.get(named.toLowerCase()) ?? [];
      if (found.length === 1) contractorId = found[0]!.id;
      else problems.push(found.length ? `Contractor ${named} names ${found.length} contractors: give its id` : `Contractor ${named} is not known`);
    }
    if (contractorId != null) {
      const name = byId.get(contractorId)!.name;
      if (present.has(contractorId)) problems.push(`Contractor Exists: ${name} is already in the contract`);
      else if (firstLine.has(contractorId)) problems.push(`${name} is repeated (first on line ${firstLine.get(contractorId)})`);
      if (!firstLine.has(contractorId)) firstLine.set(contractorId, line);
    }
    const prefixes = normalisePostcodePrefixes(v.postcodePrefix);
    if (prefixes.invalid.length) problems.push(`Not a UK postcode area, district or sector: ${prefixes.invalid.join(", ")}`);
    const pref = (v.preferred ?? "").toLowerCase();
    if (!TRUE.has(pref) && !FALSE.has(pref)) problems.push(`Preferred ${v.preferred} must be true or false`);
    if (problems.length) errors.push({ line, message: problems.join("; ") });
    else rows.push({ contractorId: contractorId!, postcodePrefix: prefixes.value, preferred: TRUE.has(pref) });
  }
  if (!errors.length && !rows.length) errors.push({ line: 2, message: "The file has no contractors" });
  return { rows: errors.length ? [] : rows, rowErrors: errors };
}
