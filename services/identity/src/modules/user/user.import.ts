import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  FirstLines,
  insertRows,
  isUniqueViolation,
  parseYesNo,
  readTable,
  RowErrors,
  UserTypeId,
  type ImportOutcome,
  type InsertColumn,
  type TableFile,
  type Viewer,
} from "@wo/shared";
import { hashPassword } from "../session/session.service";
import { checkUserFields, STAFF_TYPES } from "./user.service";

/** The user import's columns (docs/data-import.md). */
export const USER_IMPORT_COLUMNS = [
  "FirstName",
  "LastName",
  "Email",
  "Mobile",
  "PhoneNumber",
  "Position",
  "UserType",
  "Department",
  "EntityName",
  "Entity",
  "Active",
] as const;
export const USER_IMPORT_REQUIRED = ["FirstName", "LastName", "Email", "UserType"] as const;

/** The longest text of each user field. */
const LIMITS = { FirstName: 100, LastName: 100, Email: 320, Mobile: 50, PhoneNumber: 50, Position: 100 } as const;

interface Row {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  phoneNumber: string | null;
  position: string | null;
  userTypeId: number;
  departmentId: number | null;
  entityName: "Client" | "Contractor" | null;
  entityId: number | null;
  active: boolean;
}

const INSERT: InsertColumn<Row>[] = [
  { column: "email", type: "text", value: (r) => r.email },
  { column: "password_hash", type: "text", value: (r) => r.passwordHash },
  { column: "first_name", type: "text", value: (r) => r.firstName },
  { column: "last_name", type: "text", value: (r) => r.lastName },
  { column: "mobile", type: "text", value: (r) => r.mobile },
  { column: "phone_number", type: "text", value: (r) => r.phoneNumber },
  { column: "position", type: "text", value: (r) => r.position },
  { column: "user_type_id", type: "int", value: (r) => r.userTypeId },
  { column: "department_id", type: "int", value: (r) => r.departmentId },
  { column: "entity_name", type: "text", value: (r) => r.entityName },
  { column: "entity_id", type: "int", value: (r) => r.entityId },
  { column: "active", type: "boolean", value: (r) => r.active },
];

const norm = (s: string) => s.replace(/\s+/g, "").toLowerCase();

/** Names and ids of a lookup, for cells that give either (ids as digits, names without regard to case or spaces). */
class ByNameOrId {
  private readonly byId = new Map<number, { id: number; name: string }>();
  private readonly byName = new Map<string, { id: number; name: string } | null>();
  constructor(rows: { id: number; name: string }[]) {
    for (const r of rows) {
      this.byId.set(r.id, r);
      // two of one name: the name alone does not say which
      this.byName.set(norm(r.name), this.byName.has(norm(r.name)) ? null : r);
    }
  }
  /** The row a cell names; null when several share the name; undefined when none. */
  find(cell: string): { id: number; name: string } | null | undefined {
    return /^\d+$/.test(cell) ? this.byId.get(Number(cell)) : this.byName.get(norm(cell));
  }
}

/**
 * Imports users from a CSV or XLSX file (docs/data-import.md), all or nothing, with the rules of
 * the user form: names and e-mail required, the e-mail unique (among live users and within the
 * file, without regard to case); an access level by name or id, never Administrator; staff types
 * need a department; a Client user its client, a Contractor user its contractor, named or by id
 * (read through assets' published v_client and v_contractor views); EntityName Contractor makes the
 * user a Contractor user, as the contractor's contact form does.
 *
 * Passwords: an imported user gets none it could sign in with: every row of one import shares one
 * argon2 hash of 32 random bytes that are thrown away, so no password matches it until an
 * administrator sets one (resetPassword, the users screen). Never a default password.
 */
export async function importUsers(em: EntityManager, viewer: Viewer, file: TableFile): Promise<ImportOutcome> {
  const conn = em.getConnection();
  const userTypes = new ByNameOrId(await conn.execute("select id, name from identity.user_type"));
  const departments = new ByNameOrId(await conn.execute("select id, name from identity.department"));
  const clients = new ByNameOrId(await conn.execute("select id, name from assets.v_client"));
  const contractors = new ByNameOrId(await conn.execute("select id, name from assets.v_contractor"));
  const taken = new Set(
    (await conn.execute<{ email: string }[]>("select email from identity.app_user where deleted_at is null")).map((r) => r.email),
  );

  const table = await readTable(file, { columns: USER_IMPORT_COLUMNS, required: USER_IMPORT_REQUIRED, noun: "users" });
  const report = new RowErrors(table.errors);
  const firstLines = new FirstLines();
  const rows: Omit<Row, "passwordHash">[] = [];
  for (const { line, values: v } of table.rows) {
    const fields = checkUserFields({ firstName: v.FirstName, lastName: v.LastName, email: v.Email });
    const problems = fields.errors.map((e) => e.message);
    for (const [c, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
      if (v[c].length > limit) problems.push(`${c} must be ${limit} characters or fewer`);
    }
    if (!fields.errors.some((e) => e.field === "email")) {
      const first = firstLines.repeatOf(fields.email, line);
      if (first !== null) problems.push(`Email ${fields.email} is repeated (first on line ${first})`);
      else if (taken.has(fields.email)) problems.push("Email is already taken");
    }

    const entityName = v.EntityName ? (norm(v.EntityName) === "client" ? "Client" : norm(v.EntityName) === "contractor" ? "Contractor" : null) : null;
    if (v.EntityName && !entityName) problems.push(`EntityName ${v.EntityName} must be Client or Contractor`);
    let userTypeId: number | null = null;
    if (!v.UserType) problems.push("Access level is required");
    else {
      const type = userTypes.find(v.UserType);
      if (!type) problems.push(`UserType ${v.UserType} is not an access level`);
      else userTypeId = type.id;
    }
    // the contractor's contact form: its users are Contractor users
    if (entityName === "Contractor") userTypeId = UserTypeId.Contractor;
    let departmentId: number | null = null;
    let entityId: number | null = null;
    if (userTypeId === UserTypeId.Administrator) problems.push("Access level is not available");
    else if (userTypeId === UserTypeId.Client || userTypeId === UserTypeId.Contractor) {
      const isClient = userTypeId === UserTypeId.Client;
      if (isClient && entityName === null && v.EntityName) {
        // already named above
      } else if (!v.Entity) problems.push(isClient ? "Client is required" : "Contractor is required");
      else {
        const found = (isClient ? clients : contractors).find(v.Entity);
        if (found === undefined) problems.push(`${isClient ? "Client" : "Contractor"} ${v.Entity} is not known`);
        else if (found === null) problems.push(`${v.Entity} names more than one ${isClient ? "client" : "contractor"}: give its id`);
        else entityId = found.id;
      }
    } else if (userTypeId) {
      if (v.EntityName || v.Entity) problems.push("EntityName and Entity are only for Client and Contractor users");
      if (v.Department) {
        const found = departments.find(v.Department);
        if (!found) problems.push("Department is not valid");
        else departmentId = found.id;
      } else if (STAFF_TYPES.includes(userTypeId)) problems.push("Department is required");
    }
    const active = parseYesNo(v.Active, true);
    if (active === null) problems.push(`Active ${v.Active} must be true or false`);

    report.add(line, problems);
    if (report.any) continue;
    rows.push({
      email: fields.email,
      firstName: fields.firstName!,
      lastName: fields.lastName!,
      mobile: v.Mobile || null,
      phoneNumber: v.PhoneNumber || null,
      position: v.Position || null,
      userTypeId: userTypeId!,
      departmentId,
      entityName: userTypeId === UserTypeId.Client ? "Client" : userTypeId === UserTypeId.Contractor ? "Contractor" : null,
      entityId,
      active: active!,
    });
  }
  if (report.any) return { imported: 0, rowErrors: report.rows() };

  const passwordHash = await hashPassword(randomBytes(32).toString("base64"));
  try {
    await em.transactional(async (tx) => {
      await insertRows(
        tx,
        "identity.app_user",
        INSERT,
        rows.map((r) => ({ ...r, passwordHash })),
      );
      const n = rows.length;
      audit(tx, viewer, { entityName: "User", entityId: null, action: "Created", actionTaken: `Imported ${n} user${n === 1 ? "" : "s"}` });
      await tx.flush();
    });
  } catch (e) {
    // another save took an address in the meantime (the unique index of live e-mails): nothing was written
    if (isUniqueViolation(e)) {
      return {
        imported: 0,
        rowErrors: [{ line: 1, message: "An e-mail of the file was taken while it was imported: nothing was imported, import it again" }],
      };
    }
    throw e;
  }
  return { imported: rows.length, rowErrors: [] };
}
