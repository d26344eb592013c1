import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  FirstLines,
  insertRows,
  isUniqueViolation,
  NotFoundError,
  parseYesNo,
  readTable,
  RowErrors,
  type ImportOutcome,
  type InsertColumn,
  type RowError,
  type TableFile,
  type TableRow,
  type TableSpec,
  type Viewer,
} from "@wo/shared";
import { normalisePostcodePrefixes } from "./postcode-prefix";

/** The columns of a contractor list (read by the shared tabular reader, docs/data-import.md). */
export const CONTRACTOR_LIST_COLUMNS = ["Contractor", "PostcodePrefix", "Preferred"] as const;
export type ContractorListColumn = (typeof CONTRACTOR_LIST_COLUMNS)[number];

/** Rows a contractor list takes at most. */
export const CONTRACTOR_LIST_MAX_ROWS = 5_000;

export const CONTRACTOR_LIST_SPEC: TableSpec<ContractorListColumn> = {
  columns: CONTRACTOR_LIST_COLUMNS,
  required: ["Contractor"],
  noun: "contractors",
  maxRows: CONTRACTOR_LIST_MAX_ROWS,
  aliases: {
    Contractor: ["ContractorId", "ContractorName", "Name"],
    PostcodePrefix: ["PostcodePrefixes", "Postcodes", "Postcode"],
  },
};

export interface ContractorListRow {
  contractorId: number;
  postcodePrefix: string | null;
  preferred: boolean;
}

const INSERT: InsertColumn<ContractorListRow & { contractId: number }>[] = [
  { column: "contract_id", type: "int", value: (r) => r.contractId },
  { column: "contractor_id", type: "int", value: (r) => r.contractorId },
  { column: "postcode_prefix", type: "text", value: (r) => r.postcodePrefix },
  { column: "preferred", type: "boolean", value: (r) => r.preferred },
];

const ADDED_MEANWHILE = "A contractor of the list was added to the contract while it was imported: nothing was imported, import it again";

/**
 * Adds the contractors of a list (CSV or XLSX: Contractor by id or name, PostcodePrefix, optional
 * Preferred) to a contract in one transaction: every row is checked first (a known contractor,
 * named once, not already in the contract, valid prefixes); a list with any bad row adds nothing and
 * answers each bad row's line and reason. Callers check the viewer's right (a contract write flag)
 * and run it inside withUploadLimit.
 */
export async function importContractorsInContract(em: EntityManager, viewer: Viewer, contractId: number, file: TableFile): Promise<ImportOutcome> {
  const conn = em.getConnection();
  const [contract] = await conn.execute<{ name: string }[]>("select name from assets.contract where id = ?", [contractId]);
  if (!contract) throw new NotFoundError();
  const table = await readTable(file, CONTRACTOR_LIST_SPEC);
  const contractors = await conn.execute<{ id: number; name: string }[]>("select id, name from assets.contractor");
  const present = new Set(
    (
      await conn.execute<{ contractor_id: number }[]>("select contractor_id from assets.contractor_in_contract where contract_id = ?", [contractId])
    ).map((r) => r.contractor_id),
  );
  const checked = checkContractorListRows(table.rows, contractors, present);
  const report = new RowErrors([...table.errors, ...checked.errors]);
  if (report.any) return { imported: 0, rowErrors: report.rows() };

  const n = checked.rows.length;
  try {
    await em.transactional(async (tx) => {
      await insertRows(
        tx,
        "assets.contractor_in_contract",
        INSERT,
        checked.rows.map((r) => ({ ...r, contractId })),
      );
      audit(tx, viewer, {
        entityName: "ContractorInContract",
        entityId: null,
        action: "Created",
        actionTaken: `Added ${n} contractor${n === 1 ? "" : "s"} to contract ${contract.name} from a list`,
      });
      await tx.flush();
    });
  } catch (e) {
    // another save added one of them in the meantime (contract_id, contractor_id is unique): nothing was written
    if (isUniqueViolation(e)) return { imported: 0, rowErrors: [{ line: 1, message: ADDED_MEANWHILE }] };
    throw e;
  }
  return { imported: n, rowErrors: [] };
}

/**
 * The row checks of a contractor list, without the database (pure: the contractors and those already
 * in the contract come in): a contractor by id or by name (case ignored; names are unique so), named
 * once in the list and not already in the contract; UK postcode prefixes; Preferred yes/no (empty: no).
 */
export function checkContractorListRows(
  rows: readonly TableRow<ContractorListColumn>[],
  contractors: readonly { id: number; name: string }[],
  present: ReadonlySet<number>,
): { rows: ContractorListRow[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const byId = new Map(contractors.map((c) => [c.id, c]));
  const byName = new Map(contractors.map((c) => [c.name.trim().toLowerCase(), c]));
  const firstLines = new FirstLines();
  const good: ContractorListRow[] = [];
  for (const { line, values: v } of rows) {
    const problems: string[] = [];
    const named = v.Contractor;
    const contractor = !named ? undefined : /^\d+$/.test(named) ? byId.get(Number(named)) : byName.get(named.toLowerCase());
    if (!named) problems.push("Select Contractor: the Contractor column is empty");
    else if (!contractor) problems.push(`Contractor ${named} is not known`);
    else {
      const first = firstLines.repeatOf(String(contractor.id), line);
      if (present.has(contractor.id)) problems.push(`Contractor Exists: ${contractor.name} is already in the contract`);
      else if (first !== null) problems.push(`${contractor.name} is repeated (first on line ${first})`);
    }
    const prefixes = normalisePostcodePrefixes(v.PostcodePrefix);
    if (prefixes.invalid.length) problems.push(`Not a UK postcode area, district or sector: ${prefixes.invalid.join(", ")}`);
    const preferred = parseYesNo(v.Preferred, false);
    if (preferred === null) problems.push(`Preferred ${v.Preferred} must be true or false`);
    if (problems.length) errors.push({ line, message: problems.join("; ") });
    else good.push({ contractorId: contractor!.id, postcodePrefix: prefixes.value, preferred: preferred! });
  }
  return { rows: errors.length ? [] : good, errors };
}
