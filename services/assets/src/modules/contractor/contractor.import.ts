import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  FirstLines,
  insertRows,
  isUniqueViolation,
  parseYesNo,
  readTable,
  RowErrors,
  type ImportOutcome,
  type InsertColumn,
  type RowError,
  type TableFile,
  type TableRow,
  type Viewer,
} from "@wo/shared";
import { checkContractorFields, NAME_TAKEN, type ContractorFields } from "./contractor.service";

/** The contractor import's columns (docs/data-import.md). */
export const CONTRACTOR_IMPORT_COLUMNS = [
  "Name",
  "ShortName",
  "Contact",
  "Telephone",
  "OOHTelephone",
  "Email",
  "NormalStart",
  "NormalFinish",
  "OOHOneStart",
  "OOHOneFinish",
  "OOHTwoStart",
  "OOHTwoFinish",
  "OOHThreeStart",
  "OOHThreeFinish",
  "Active",
] as const;
export type ContractorImportColumn = (typeof CONTRACTOR_IMPORT_COLUMNS)[number];
export const CONTRACTOR_IMPORT_REQUIRED = ["Name"] as const;

/** A contractor row, checked: what is inserted. */
export interface ContractorImportRow extends ContractorFields {
  name: string;
  active: boolean;
}

/**
 * The contractor rows' rules, without the database (pure: the names already taken come in): the
 * contractor form's (checkContractorFields: name required, lengths, e-mail, HH:mm time windows and
 * their band rules, with the form's messages), the name unique without regard to case within the file
 * and against `takenNames` (lower-case names of the existing contractors), Active yes/no (empty:
 * true). Answers the good rows and each bad row's line and reasons.
 */
export function checkContractorRows(
  rows: readonly TableRow<ContractorImportColumn>[],
  takenNames: ReadonlySet<string>,
): { rows: ContractorImportRow[]; errors: RowError[] } {
  const good: ContractorImportRow[] = [];
  const errors: RowError[] = [];
  const firstLines = new FirstLines();
  for (const { line, values: v } of rows) {
    const problems: string[] = [];
    const {
      fields,
      required,
      errors: fieldErrors,
    } = checkContractorFields({
      name: v.Name,
      shortName: v.ShortName,
      contact: v.Contact,
      telephone: v.Telephone,
      oohTelephone: v.OOHTelephone,
      email: v.Email,
      normalStart: v.NormalStart,
      normalFinish: v.NormalFinish,
      oohOneStart: v.OOHOneStart,
      oohOneFinish: v.OOHOneFinish,
      oohTwoStart: v.OOHTwoStart,
      oohTwoFinish: v.OOHTwoFinish,
      oohThreeStart: v.OOHThreeStart,
      oohThreeFinish: v.OOHThreeFinish,
    });
    if (required.length) problems.push("Required: Name");
    if (fields.name) {
      const first = firstLines.repeatOf(fields.name.toLowerCase(), line);
      if (first !== null) problems.push(`Name ${fields.name} is repeated (first on line ${first})`);
      else if (takenNames.has(fields.name.toLowerCase())) problems.push(NAME_TAKEN);
    }
    problems.push(...fieldErrors.map((e) => e.message));
    const active = parseYesNo(v.Active, true);
    if (active === null) problems.push(`Active ${v.Active} must be true or false`);
    if (problems.length) errors.push({ line, message: problems.join("; ") });
    else good.push({ ...fields, name: fields.name!, active: active! });
  }
  return { rows: good, errors };
}

const INSERT: InsertColumn<ContractorImportRow>[] = [
  { column: "name", type: "text", value: (r) => r.name },
  { column: "short_name", type: "text", value: (r) => r.shortName },
  { column: "contact", type: "text", value: (r) => r.contact },
  { column: "telephone", type: "text", value: (r) => r.telephone },
  { column: "ooh_telephone", type: "text", value: (r) => r.oohTelephone },
  { column: "email", type: "text", value: (r) => r.email },
  { column: "active", type: "boolean", value: (r) => r.active },
  { column: "normal_start", type: "time", value: (r) => r.normalStart },
  { column: "normal_finish", type: "time", value: (r) => r.normalFinish },
  { column: "ooh_one_start", type: "time", value: (r) => r.oohOneStart },
  { column: "ooh_one_finish", type: "time", value: (r) => r.oohOneFinish },
  { column: "ooh_two_start", type: "time", value: (r) => r.oohTwoStart },
  { column: "ooh_two_finish", type: "time", value: (r) => r.oohTwoFinish },
  { column: "ooh_three_start", type: "time", value: (r) => r.oohThreeStart },
  { column: "ooh_three_finish", type: "time", value: (r) => r.oohThreeFinish },
];

/** Imports contractors from a CSV or XLSX file (docs/data-import.md): every row, or none and each bad row's line and reasons. */
export async function importContractors(em: EntityManager, viewer: Viewer, file: TableFile): Promise<ImportOutcome> {
  const taken = new Set(
    (await em.getConnection().execute<{ name: string }[]>("select lower(name) as name from assets.contractor")).map((r) => r.name),
  );
  const table = await readTable(file, { columns: CONTRACTOR_IMPORT_COLUMNS, required: CONTRACTOR_IMPORT_REQUIRED, noun: "contractors" });
  const checked = checkContractorRows(table.rows, taken);
  const report = new RowErrors([...table.errors, ...checked.errors]);
  if (report.any) return { imported: 0, rowErrors: report.rows() };
  try {
    await em.transactional(async (tx) => {
      await insertRows(tx, "assets.contractor", INSERT, checked.rows);
      const n = checked.rows.length;
      audit(tx, viewer, {
        entityName: "Contractor",
        entityId: null,
        action: "Created",
        actionTaken: `Imported ${n} contractor${n === 1 ? "" : "s"}`,
      });
      await tx.flush();
    });
  } catch (e) {
    // another save or import took a name in the meantime (contractor_lower_name_unique): nothing was written
    if (isUniqueViolation(e)) return { imported: 0, rowErrors: [{ line: 1, message: NAMES_TAKEN }] };
    throw e;
  }
  return { imported: checked.rows.length, rowErrors: [] };
}

const NAMES_TAKEN = "A contractor name of the file was taken while it was imported: nothing was imported, import it again";
