import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  NotFoundError,
  readList,
  tenantScope,
  visibleById,
  whereTenant,
  type FieldErrorShape,
  type Page,
  type ServiceContext,
  type Viewer,
} from "@wo/shared";
import { Asset } from "../asset/asset.entity";
import { Brand } from "../client/brand.entity";
import { Client } from "../client/client.entity";
import { normalisePostcode } from "./postcode";
import { Site, SITE_TENANCY } from "./site.entity";
import { SITE_LIST, type SaveSiteInput, type SitesArgs } from "./site.input";
import { SiteError, type DeleteSitePayload, type SaveSitePayload } from "./site.type";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The §5 message of a form with a required field left empty. */
export const REQUIRED_FIELDS = "Required fields";

/** The sites grid: the viewer's sites (a client user its own, a contractor those of its work), searched, filtered, sorted, paged. */
export async function listSites(em: EntityManager, viewer: Viewer, args: SitesArgs): Promise<Page<Site>> {
  const page = await readList(em, SITE_LIST, tenantScope(viewer), args);
  const ids = page.nodes.map((r) => r.id as number);
  const sites = new Map((await em.find(Site, { id: { $in: ids } })).map((s) => [s.id, s]));
  // a site deleted between the two reads is left out
  return { ...page, nodes: ids.flatMap((id) => (sites.has(id) ? [sites.get(id)!] : [])) };
}

/**
 * Sites by name for the pickers (GET /api/Sites?clientId, /api/CustomerSites, /api/customers/Locations):
 * one client's or (clientId 0 or absent) every one the viewer may see. A portal user gets only its
 * own, whatever client it names (the legacy portal sends any).
 */
export function listSiteOptions(ctx: ServiceContext, viewer: Viewer, clientId: number | null): Promise<Site[]> {
  const qb = ctx.em.createQueryBuilder(Site, "e");
  whereTenant(qb, tenantScope(viewer), SITE_TENANCY);
  if (clientId && viewer.isStaff) qb.andWhere({ clientId });
  return qb.orderBy({ name: "asc", id: "asc" }).getResult();
}

/** One site the viewer may see; another tenant's answers NOT_FOUND, as a missing one. */
export function getSite(ctx: ServiceContext, id: number): Promise<Site> {
  return visibleById(ctx, Site, id, SITE_TENANCY);
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

function refused(message: string, errors: FieldErrorShape[] = []): SaveSitePayload {
  return { site: null, error: errorOf(SiteError, "INVALID", message, errors) };
}

/** Whether the user is a user of that client (identity's published view). */
async function isClientUser(em: EntityManager, userId: number, clientId: number): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute("select 1 from identity.v_user where id = ? and entity_name = 'Client' and entity_id = ?", [userId, clientId]);
  return rows.length > 0;
}

/** Whether any work order names the site (work-orders' published view). */
async function hasWorkOrders(em: EntityManager, siteId: number): Promise<boolean> {
  const rows = await em.getConnection().execute("select 1 from work_orders.v_work_assignment where site_id = ? limit 1", [siteId]);
  return rows.length > 0;
}

/** The longest text each site field takes (SaveSiteInput's limits), for the import, which has no input type. */
export const SITE_LIMITS = {
  siteCode: 50,
  name: 200,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  county: 100,
  siteManager: 200,
  siteEmail: 320,
  asbestosWarning: 4000,
  comments: 4000,
} as const;

/** A site's own text fields, as the form or an import row gives them. */
export type SiteFieldsInput = Partial<Record<keyof typeof SITE_LIMITS | "postCode", string | null | undefined>>;

/** A site's own fields, checked and cleaned: trimmed (empty as null), e-mail lower case, postcode normalised. */
export type SiteFields = Record<keyof typeof SITE_LIMITS | "postCode", string | null>;

const FIELD_LABELS: Record<keyof SiteFields, string> = {
  siteCode: "Site code",
  name: "Site name",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  county: "County",
  postCode: "Post code",
  siteManager: "Site manager",
  siteEmail: "Site email",
  asbestosWarning: "Asbestos warning",
  comments: "Comments",
};

/**
 * The rules of a site's own fields, without the database (saveSite and the site import share them):
 * site code and name required, lengths, the e-mail must look like one, the postcode must be a UK
 * one (kept upper case with one space). `required` holds the empty required fields, `errors` the rest.
 */
export function checkSiteFields(input: SiteFieldsInput): { fields: SiteFields; required: FieldErrorShape[]; errors: FieldErrorShape[] } {
  const required: FieldErrorShape[] = [];
  const errors: FieldErrorShape[] = [];
  const fields = Object.fromEntries((Object.keys(FIELD_LABELS) as (keyof SiteFields)[]).map((k) => [k, clean(input[k])])) as SiteFields;
  if (!fields.siteCode) required.push({ field: "siteCode", message: "Site code is required" });
  if (!fields.name) required.push({ field: "name", message: "Site name is required" });
  for (const [k, limit] of Object.entries(SITE_LIMITS) as [keyof typeof SITE_LIMITS, number][]) {
    if ((fields[k]?.length ?? 0) > limit) errors.push({ field: k, message: `${FIELD_LABELS[k]} must be ${limit} characters or fewer` });
  }
  fields.siteEmail = fields.siteEmail?.toLowerCase() ?? null;
  if (fields.siteEmail && !EMAIL.test(fields.siteEmail)) errors.push({ field: "siteEmail", message: "Site email is not a valid e-mail address" });
  const rawPostcode = fields.postCode;
  fields.postCode = rawPostcode ? normalisePostcode(rawPostcode) : null;
  if (rawPostcode && !fields.postCode) errors.push({ field: "postCode", message: "Post code is not a valid UK postcode" });
  return { fields, required, errors };
}

/**
 * Creates or updates a site (staff with customers at full). Client, site code and name are required
 * ('Required fields', each empty one a field error); the code is unique within the client (without
 * regard to case); a brand must be the client's, a main contact one of the client's users; the
 * e-mail must look like one; the postcode must be a UK one, kept upper case with one space. A site
 * that work orders name keeps its client.
 */
export async function saveSite(em: EntityManager, viewer: Viewer, input: SaveSiteInput): Promise<SaveSitePayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Site, { id }) : null;
  if (id && !existing) throw new NotFoundError();

  const checked = checkSiteFields(input);
  const { fields } = checked;
  const required: FieldErrorShape[] = [];
  const errors: FieldErrorShape[] = [];
  const clientId = input.clientId || null;
  const { siteCode, name, siteEmail, postCode } = fields;
  if (!clientId) required.push({ field: "clientId", message: "Client is required" });
  required.push(...checked.required);

  const client = clientId ? await em.findOne(Client, { id: clientId }) : null;
  if (clientId && !client) errors.push({ field: "clientId", message: "Client is not valid" });
  if (client && siteCode) {
    const taken = await em
      .createQueryBuilder(Site, "s")
      .where({ clientId: client.id })
      .andWhere("lower(s.site_code) = ?", [siteCode.toLowerCase()])
      .andWhere(id ? { id: { $ne: id } } : {})
      .getCount();
    if (taken) errors.push({ field: "siteCode", message: "Site code already exists for this client" });
  }
  const brandId = input.brandId || null;
  if (brandId && client && !(await em.findOne(Brand, { id: brandId, clientId: client.id }))) {
    errors.push({ field: "brandId", message: "Brand is not one of the client's brands" });
  }
  const mainContactId = input.mainContactId || null;
  if (mainContactId && client && !(await isClientUser(em, mainContactId, client.id))) {
    errors.push({ field: "mainContactId", message: "Main contact is not a user of the client" });
  }
  errors.push(...checked.errors);
  if (existing && client && existing.clientId !== client.id && (await hasWorkOrders(em, existing.id))) {
    errors.push({ field: "clientId", message: "A site with work orders cannot move to another client" });
  }
  if (required.length) return refused(REQUIRED_FIELDS, [...required, ...errors]);
  if (errors.length) return refused(errors.map((e) => e.message).join("\n"), errors);

  try {
    const site = await em.transactional(async (tx) => {
      const s = existing
        ? await tx.findOneOrFail(Site, { id: existing.id })
        : tx.create(Site, { clientId: client!.id, siteCode: siteCode!, name: name! });
      s.clientId = client!.id;
      s.brandId = brandId;
      s.mainContactId = mainContactId;
      s.siteCode = siteCode!;
      s.name = name!;
      s.addressLine1 = fields.addressLine1;
      s.addressLine2 = fields.addressLine2;
      s.city = fields.city;
      s.county = fields.county;
      s.postCode = postCode;
      s.siteManager = fields.siteManager;
      s.siteEmail = siteEmail;
      s.asbestosWarning = fields.asbestosWarning;
      s.comments = fields.comments;
      s.active = input.active ?? s.active;
      await tx.flush();
      audit(tx, viewer, {
        entityName: "Site",
        entityId: s.id,
        action: existing ? "Updated" : "Created",
        actionTaken: `${existing ? "Updated" : "Created"} site ${s.siteCode} ${s.name} (${client!.name})`,
      });
      return s;
    });
    return { site, error: null };
  } catch (e) {
    // another save took the code in the meantime
    if (e instanceof UniqueConstraintViolationException) {
      const taken = { field: "siteCode", message: "Site code already exists for this client" };
      return refused(taken.message, [taken]);
    }
    throw e;
  }
}

/** The message of a site that cannot be removed: what still names it. */
export const SITE_IN_USE = "This site has work orders: it cannot be removed";
export const SITE_HAS_ASSETS = "This site has assets: move or delete them first";

/**
 * Removes a site (staff with customers at full), refused while work orders name it (read through
 * work-orders' published v_work_assignment) or assets stand on it.
 */
export async function deleteSite(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteSitePayload> {
  const site = await em.findOne(Site, { id });
  if (!site) throw new NotFoundError();
  if (await hasWorkOrders(em, id)) return { deletedId: null, error: errorOf(SiteError, "IN_USE", SITE_IN_USE) };
  if (await em.count(Asset, { siteId: id })) return { deletedId: null, error: errorOf(SiteError, "IN_USE", SITE_HAS_ASSETS) };
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Site, { id });
    audit(tx, viewer, { entityName: "Site", entityId: id, action: "Deleted", actionTaken: `Deleted site ${site.siteCode} ${site.name}` });
  });
  return { deletedId: id, error: null };
}
