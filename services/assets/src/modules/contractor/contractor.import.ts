import type { EntityManager } from "@mikro-orm/postgresql";
import {
  arrayLiteral,
  audit,
  FirstLines,
  insertRows,
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

/** The longest text of each contractor field. */
export const CONTRACTOR_LIMITS = { name: 200, shortName: 50, contact: 200, telephone: 50, oohTelephone: 50, email: 320 } as const;

/** The four time windows: each a start and a finish, both or neither (a finish before its start runs overnight). */
const WINDOWS = [
  ["NormalStart", "NormalFinish"],
  ["OOHOneStart", "OOHOneFinish"],
  ["OOHTwoStart", "OOHTwoFinish"],
  ["OOHThreeStart", "OOHThreeFinish"],
] as const;

/** A contractor row, checked: what is inserted. */
export interface ContractorImportRow {
  name: string;
  shortName: string | null;
  contact: string | null;
  telephone: string | null;
  oohTelephone: string | null;
  email: string | null;
  active: boolean;
  normalStart: string | null;
  normalFinish: string | null;
  oohOneStart: string | null;
  oohOneFinish: string | null;
  oohTwoStart: string | null;
  oohTwoFinish: string | null;
  oohThreeStart: string | null;
  oohThreeFinish: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(:00)?$/;

/** HH:mm (H:mm too, seconds :00 allowed) as HH:mm; null when it is not a time of day. */
export function parseTimeOfDay(text: string): string | null {
  const m = TIME.exec(text.trim());
  return m ? `${m[1]!.padStart(2, "0")}:${m[2]}` : null;
}

/**
 * The contractor rows' rules, without the database (pure: the names already taken come in). Name
 * required and unique without regard to case, within the file and against `takenNames` (lower-case
 * names of the existing contractors); lengths; the e-mail must look like one; each time window is
 * HH:mm, start and finish both or neither; Active yes/no (empty: true). Answers the good rows and
 * each bad row's line and reasons.
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
    if (!v.Name) problems.push("Required: Name");
    else {
      const first = firstLines.repeatOf(v.Name.toLowerCase(), line);
      if (first !== null) problems.push(`Name ${v.Name} is repeated (first on line ${first})`);
      else if (takenNames.has(v.Name.toLowerCase())) problems.push(`Name ${v.Name} already exists`);
    }
    const text = {
      name: v.Name,
      shortName: v.ShortName,
      contact: v.Contact,
      telephone: v.Telephone,
      oohTelephone: v.OOHTelephone,
      email: v.Email.toLowerCase(),
    };
    const labels: Record<keyof typeof text, ContractorImportColumn> = {
      name: "Name",
      shortName: "ShortName",
      contact: "Contact",
      telephone: "Telephone",
      oohTelephone: "OOHTelephone",
      email: "Email",
    };
    for (const [k, limit] of Object.entries(CONTRACTOR_LIMITS) as [keyof typeof text, number][]) {
      if (text[k].length > limit) problems.push(`${labels[k]} must be ${limit} characters or fewer`);
    }
    if (text.email && !EMAIL.test(text.email)) problems.push(`Email ${v.Email} is not a valid e-mail address`);
    const times: Partial<Record<ContractorImportColumn, string | null>> = {};
    for (const [start, finish] of WINDOWS) {
      for (const c of [start, finish]) {
        times[c] = v[c] ? parseTimeOfDay(v[c]) : null;
        if (v[c] && !times[c]) problems.push(`${c} ${v[c]} is not a time (HH:mm)`);
      }
      if (!v[start] !== !v[finish]) problems.push(`${v[start] ? finish : start} is required with ${v[start] ? start : finish}`);
    }
    const active = parseYesNo(v.Active, true);
    if (active === null) problems.push(`Active ${v.Active} must be true or false`);
    if (problems.length) {
      errors.push({ line, message: problems.join("; ") });
      continue;
    }
    const orNull = (s: string) => s || null;
    good.push({
      name: text.name,
      shortName: orNull(text.shortName),
      contact: orNull(text.contact),
      telephone: orNull(text.telephone),
      oohTelephone: orNull(text.oohTelephone),
      email: orNull(text.email),
      active: active!,
      normalStart: times.NormalStart ?? null,
      normalFinish: times.NormalFinish ?? null,
      oohOneStart: times.OOHOneStart ?? null,
      oohOneFinish: times.OOHOneFinish ?? null,
      oohTwoStart: times.OOHTwoStart ?? null,
      oohTwoFinish: times.OOHTwoFinish ?? null,
      oohThreeStart: times.OOHThreeStart ?? null,
      oohThreeFinish: times.OOHThreeFinish ?? null,
    });
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
      const conn = tx.getConnection();
      const trx = tx.getTransactionContext();
      // imports and saves may add names meanwhile: one import at a time, and the names read again inside
      await conn.execute("select pg_advisory_xact_lock(hashtext('assets.contractor names'))", [], "all", trx);
      const names = arrayLiteral(checked.rows.map((r) => r.name.toLowerCase()));
      const [again] = await conn.execute<{ n: number }[]>(
        "select count(*)::int as n from assets.contractor where lower(name) = any(?::text[])",
        [names],
        "all",
        trx,
      );
      if (again!.n) throw new NamesTaken();
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
    if (e instanceof NamesTaken) return { imported: 0, rowErrors: [{ line: 1, message: NAMES_TAKEN }] };
    throw e;
  }
  return { imported: checked.rows.length, rowErrors: [] };
}

const NAMES_TAKEN = "A contractor name of the file was taken while it was imported: nothing was imported, import it again";

class NamesTaken extends Error {}
