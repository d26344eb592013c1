import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, eachListPage, errorOf, NotFoundError, readList, tenantScope, type FieldErrorShape, type Page, type Viewer } from "@wo/shared";
import { Contractor } from "./contractor.entity";
import { CONTRACTOR_LIST, type ContractorExportArgs, type ContractorsArgs, type SaveContractorInput } from "./contractor.input";
import { ContractorError, type DeleteContractorPayload, type SaveContractorPayload } from "./contractor.type";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** The §5 message of a form with a required field left empty. */
export const REQUIRED_FIELDS = "Required fields";
export const NAME_TAKEN = "A contractor with this name already exists";

/** The contractors grid: searched, filtered by active, sorted, paged (a portal user: only the contractors it may see). */
export async function listContractors(em: EntityManager, viewer: Viewer, args: ContractorsArgs): Promise<Page<Contractor>> {
  const page = await readList(em, CONTRACTOR_LIST, tenantScope(viewer), args);
  const ids = page.nodes.map((r) => r.id as number);
  const found = new Map((await em.find(Contractor, { id: { $in: ids } })).map((c) => [c.id, c]));
  // a contractor deleted between the two reads is left out
  return { ...page, nodes: ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : [])) };
}

/** Every contractor of the grid's search and filter, by name, read a page at a time (the shared list export's reader, eachListPage). */
export async function* eachContractor(em: EntityManager, viewer: Viewer, args: ContractorExportArgs): AsyncGenerator<Contractor> {
  for await (const rows of eachListPage(em, CONTRACTOR_LIST, tenantScope(viewer), args, 500)) {
    const ids = rows.map((r) => r.id as number);
    const found = new Map((await em.find(Contractor, { id: { $in: ids } })).map((c) => [c.id, c]));
    yield* ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
    em.clear();
  }
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

function refused(message: string, errors: FieldErrorShape[] = []): SaveContractorPayload {
  return { contractor: null, error: errorOf(ContractorError, "INVALID", message, errors) };
}

/** The longest text of each contractor field. */
export const CONTRACTOR_LIMITS = { name: 200, shortName: 50, contact: 200, telephone: 50, oohTelephone: 50, email: 320 } as const;

const FIELD_LABELS: Record<keyof typeof CONTRACTOR_LIMITS, string> = {
  name: "Name",
  shortName: "Short name",
  contact: "Contact",
  telephone: "Telephone",
  oohTelephone: "OOH telephone",
  email: "Email",
};

type Band = {
  start: "normalStart" | "oohOneStart" | "oohTwoStart" | "oohThreeStart";
  finish: `${string}Finish`;
  label: string;
  crossesMidnight: boolean;
};

/** The time windows: normal hours, and three out-of-hours bands which may run past midnight (22:00 to 06:00). */
export const BANDS = [
  { start: "normalStart", finish: "normalFinish", label: "Normal hours", crossesMidnight: false },
  { start: "oohOneStart", finish: "oohOneFinish", label: "Out of hours 1", crossesMidnight: true },
  { start: "oohTwoStart", finish: "oohTwoFinish", label: "Out of hours 2", crossesMidnight: true },
  { start: "oohThreeStart", finish: "oohThreeFinish", label: "Out of hours 3", crossesMidnight: true },
] as const satisfies readonly Band[];

type TimeKey = (typeof BANDS)[number]["start"] | (typeof BANDS)[number]["finish"];

/** A contractor's own fields, as the form or an import row gives them. */
export type ContractorFieldsInput = Partial<Record<keyof typeof CONTRACTOR_LIMITS | TimeKey, string | null | undefined>>;

/** A contractor's own fields, checked and cleaned: trimmed (empty as null), e-mail lower case, times as HH:mm. */
export type ContractorFields = Record<keyof typeof CONTRACTOR_LIMITS | TimeKey, string | null>;

/** A time of day as HH:mm: "8:00", "08:00" and "08:00:00" are taken (00:00 to 23:59); null when it is not one. */
export function parseTimeOfDay(text: string): string | null {
  const m = TIME.exec(text.trim());
  return m ? `${m[1]!.padStart(2, "0")}:${m[2]}` : null;
}

/**
 * The rules of a contractor's own fields, without the database (saveContractor and the contractor
 * import share them): name required, lengths, the e-mail must look like one, and the four time
 * windows: each HH:mm, each band both set or both empty; normal hours start before they finish; an
 * out-of-hours band may cross midnight (start after finish) but not start and finish at the same
 * minute. `required` holds the empty required fields, `errors` the rest. (The name's uniqueness is
 * the caller's: it needs the database.)
 */
export function checkContractorFields(input: ContractorFieldsInput): {
  fields: ContractorFields;
  required: FieldErrorShape[];
  errors: FieldErrorShape[];
} {
  const required: FieldErrorShape[] = [];
  const errors: FieldErrorShape[] = [];
  const fields = {} as ContractorFields;
  for (const k of Object.keys(FIELD_LABELS) as (keyof typeof CONTRACTOR_LIMITS)[]) fields[k] = clean(input[k]);
  if (!fields.name) required.push({ field: "name", message: "Name is required" });
  for (const [k, limit] of Object.entries(CONTRACTOR_LIMITS) as [keyof typeof CONTRACTOR_LIMITS, number][]) {
    if ((fields[k]?.length ?? 0) > limit) errors.push({ field: k, message: `${FIELD_LABELS[k]} must be ${limit} characters or fewer` });
  }
  fields.email = fields.email?.toLowerCase() ?? null;
  if (fields.email && !EMAIL.test(fields.email)) errors.push({ field: "email", message: "Email is not a valid e-mail address" });
  for (const band of BANDS) {
    const rawStart = clean(input[band.start]);
    const rawFinish = clean(input[band.finish]);
    const start = rawStart && parseTimeOfDay(rawStart);
    const finish = rawFinish && parseTimeOfDay(rawFinish);
    fields[band.start] = start || null;
    fields[band.finish] = finish || null;
    if (rawStart && !start) errors.push({ field: band.start, message: `${band.label}: start must be a time as HH:mm` });
    if (rawFinish && !finish) errors.push({ field: band.finish, message: `${band.label}: finish must be a time as HH:mm` });
    if ((rawStart && !start) || (rawFinish && !finish)) continue;
    if (!start !== !finish) {
      errors.push({ field: start ? band.finish : band.start, message: `${band.label}: set both the start and the finish, or neither` });
    } else if (start && finish) {
      if (start === finish) errors.push({ field: band.finish, message: `${band.label}: the finish must differ from the start` });
      else if (!band.crossesMidnight && finish < start)
        errors.push({ field: band.finish, message: `${band.label}: the finish must come after the start` });
    }
  }
  return { fields, required, errors };
}

async function nameTaken(em: EntityManager, name: string, id: number | null): Promise<boolean> {
  const qb = em.createQueryBuilder(Contractor, "c").where("lower(c.name) = ?", [name.toLowerCase()]);
  if (id) qb.andWhere({ id: { $ne: id } });
  return (await qb.getCount()) > 0;
}

/**
 * Creates or updates a contractor (staff with customers at full; POST, PUT /api/Contractors). The
 * name is required ('Required fields') and unique without regard to case; the rest as
 * checkContractorFields says.
 */
export async function saveContractor(em: EntityManager, viewer: Viewer, input: SaveContractorInput): Promise<SaveContractorPayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Contractor, { id }) : null;
  if (id && !existing) throw new NotFoundError();

  const { fields, required, errors } = checkContractorFields(input);
  if (fields.name && (await nameTaken(em, fields.name, id))) errors.unshift({ field: "name", message: NAME_TAKEN });
  if (required.length) return refused(REQUIRED_FIELDS, [...required, ...errors]);
  if (errors.length) return refused(errors.map((e) => e.message).join("\n"), errors);

  try {
    const contractor = await em.transactional(async (tx) => {
      const c = existing ? await tx.findOneOrFail(Contractor, { id: existing.id }) : tx.create(Contractor, { name: fields.name! });
      Object.assign(c, fields);
      c.active = input.active ?? c.active;
      await tx.flush();
      audit(tx, viewer, {
        entityName: "Contractor",
        entityId: c.id,
        action: existing ? "Updated" : "Created",
        actionTaken: `${existing ? "Updated" : "Created"} contractor ${c.name}`,
      });
      return c;
    });
    return { contractor, error: null };
  } catch (e) {
    // another save took the name in the meantime (contractor_lower_name_unique)
    if (e instanceof UniqueConstraintViolationException) return refused(NAME_TAKEN, [{ field: "name", message: NAME_TAKEN }]);
    throw e;
  }
}

/** The messages of a contractor that cannot be removed: what still uses it. */
export const CONTRACTOR_HAS_WORK_ORDERS = "This contractor has work orders: it cannot be removed";
export const CONTRACTOR_IN_CONTRACTS = "This contractor is in contracts: remove it from them first";
export const CONTRACTOR_HAS_USERS = "This contractor has contact users: remove them first";

async function exists(em: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
  return (await em.getConnection().execute(sql, params)).length > 0;
}

/** What still uses a contractor, as the message that refuses its removal; null when nothing does. */
async function contractorInUse(em: EntityManager, id: number): Promise<string | null> {
  if (await exists(em, "select 1 from work_orders.v_work_assignment where contractor_id = ? limit 1", [id])) return CONTRACTOR_HAS_WORK_ORDERS;
  // contracts (assets.contractor_in_contract) come with the contracts module: checked once the table exists
  const [contracts] = await em
    .getConnection()
    .execute<{ present: boolean }[]>("select to_regclass('assets.contractor_in_contract') is not null as present");
  if (contracts?.present && (await exists(em, "select 1 from assets.contractor_in_contract where contractor_id = ? limit 1", [id]))) {
    return CONTRACTOR_IN_CONTRACTS;
  }
  if (await exists(em, "select 1 from identity.v_user where entity_name = 'Contractor' and entity_id = ? limit 1", [id])) return CONTRACTOR_HAS_USERS;
  return null;
}

/**
 * Removes a contractor (staff with customers at full; DELETE /api/Contractors/{id}), refused while work
 * orders name it, contracts hold it or its contact users remain (their portal would lose its contractor).
 */
export async function deleteContractor(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteContractorPayload> {
  const contractor = await em.findOne(Contractor, { id });
  if (!contractor) throw new NotFoundError();
  const inUse = await contractorInUse(em, id);
  if (inUse) return { deletedId: null, error: errorOf(ContractorError, "IN_USE", inUse) };
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Contractor, { id });
    audit(tx, viewer, { entityName: "Contractor", entityId: id, action: "Deleted", actionTaken: `Deleted contractor ${contractor.name}` });
  });
  return { deletedId: id, error: null };
}
