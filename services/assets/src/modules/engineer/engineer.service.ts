import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  NotFoundError,
  readList,
  tenantScope,
  visibleById,
  type FieldErrorShape,
  type Page,
  type ServiceContext,
  type Viewer,
} from "@wo/shared";
import { Contractor } from "../contractor/contractor.entity";
import { Engineer, ENGINEER_TENANCY } from "./engineer.entity";
import { ENGINEER_LIST, type EngineersArgs, type SaveEngineerInput } from "./engineer.input";
import { EngineerError, type DeleteEngineerPayload, type SaveEngineerPayload } from "./engineer.type";

/** The §5 message of a form with a required field left empty. */
export const REQUIRED_FIELDS = "Required fields";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A UK mobile: 07xxx xxxxxx or +44 7xxx xxxxxx, spaces ignored. */
const MOBILE = /^(?:\+447|07)\d{9}$/;

/** The engineers grid: the viewer's engineers (a contractor user its own), searched, filtered, sorted, paged. */
export async function listEngineers(em: EntityManager, viewer: Viewer, args: EngineersArgs): Promise<Page<Engineer>> {
  const page = await readList(em, ENGINEER_LIST, tenantScope(viewer), args);
  const ids = page.nodes.map((r) => r.id as number);
  const rows = new Map((await em.find(Engineer, { id: { $in: ids } })).map((e) => [e.id, e]));
  return { ...page, nodes: ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : [])) };
}

/** One engineer the viewer may see; another contractor's answers NOT_FOUND, as a missing one. */
export function getEngineer(ctx: ServiceContext, id: number): Promise<Engineer> {
  return visibleById(ctx, Engineer, id, ENGINEER_TENANCY);
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

function refused(message: string, errors: FieldErrorShape[]): SaveEngineerPayload {
  return { engineer: null, error: errorOf(EngineerError, "INVALID", message, errors) };
}

/**
 * Creates or updates an engineer (staff with customers at full, administrators): contractor, first and
 * last name are required ('Required fields'); the mobile must be a UK mobile (kept without spaces), the
 * e-mail look like one; the registration number is kept upper case.
 */
export async function saveEngineer(em: EntityManager, viewer: Viewer, input: SaveEngineerInput): Promise<SaveEngineerPayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Engineer, { id }) : null;
  if (id && !existing) throw new NotFoundError();
  const required: FieldErrorShape[] = [];
  const errors: FieldErrorShape[] = [];
  const contractorId = input.contractorId || null;
  const firstName = clean(input.firstName);
  const lastName = clean(input.lastName);
  if (!contractorId) required.push({ field: "contractorId", message: "Contractor is required" });
  if (!firstName) required.push({ field: "firstName", message: "First name is required" });
  if (!lastName) required.push({ field: "lastName", message: "Last name is required" });
  const contractor = contractorId ? await em.findOne(Contractor, { id: contractorId }) : null;
  if (contractorId && !contractor) errors.push({ field: "contractorId", message: "Contractor is not valid" });
  const mobile = clean(input.mobile)?.replace(/[\s()-]/g, "") ?? null;
  if (mobile && !MOBILE.test(mobile)) errors.push({ field: "mobile", message: "Mobile is not a valid UK mobile number" });
  const email = clean(input.email)?.toLowerCase() ?? null;
  if (email && !EMAIL.test(email)) errors.push({ field: "email", message: "Email is not a valid e-mail address" });
  if (required.length) return refused(REQUIRED_FIELDS, [...required, ...errors]);
  if (errors.length) return refused(errors.map((e) => e.message).join("\n"), errors);

  const engineer = await em.transactional(async (tx) => {
    const e = existing
      ? await tx.findOneOrFail(Engineer, { id: existing.id })
      : tx.create(Engineer, { contractorId: contractor!.id, firstName: firstName!, lastName: lastName! });
    e.contractorId = contractor!.id;
    e.firstName = firstName!;
    e.lastName = lastName!;
    e.mobile = mobile;
    e.email = email;
    e.skills = clean(input.skills);
    e.registrationNumber = clean(input.registrationNumber)?.toUpperCase() ?? null;
    e.active = input.active ?? e.active;
    await tx.flush();
    audit(tx, viewer, {
      entityName: "Engineer",
      entityId: e.id,
      action: existing ? "Updated" : "Created",
      actionTaken: `${existing ? "Updated" : "Created"} engineer ${e.firstName} ${e.lastName} (${contractor!.name})`,
    });
    return e;
  });
  return { engineer, error: null };
}

/** Removes an engineer (staff with customers at full, administrators). */
export async function deleteEngineer(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteEngineerPayload> {
  const engineer = await em.findOne(Engineer, { id });
  if (!engineer) throw new NotFoundError();
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Engineer, { id });
    audit(tx, viewer, {
      entityName: "Engineer",
      entityId: id,
      action: "Deleted",
      actionTaken: `Deleted engineer ${engineer.firstName} ${engineer.lastName}`,
    });
  });
  return { deletedId: id, error: null };
}
