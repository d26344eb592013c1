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

  const required: FieldErrorShape[] = [];
  const errors: FieldErrorShape[] = [];
  const clientId = input.clientId || null;
  const siteCode = clean(input.siteCode);
  const name = clean(input.name);
  if (!clientId) required.push({ field: "clientId", message: "Client is required" });
  if (!siteCode) required.push({ field: "siteCode", message: "Site code is required" });
  if (!name) required.push({ field: "name", message: "Site name is required" });

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
  const siteEmail = clean(input.siteEmail)?.toLowerCase() ?? null;
  if (siteEmail && !EMAIL.test(siteEmail)) errors.push({ field: "siteEmail", message: "Site email is not a valid e-mail address" });
  const rawPostcode = clean(input.postCode);
  const postCode = rawPostcode ? normalisePostcode(rawPostcode) : null;
  if (rawPostcode && !postCode) errors.push({ field: "postCode", message: "Post code is not a valid UK postcode" });
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
      s.addressLine1 = clean(input.addressLine1);
      s.addressLine2 = clean(input.addressLine2);
      s.city = clean(input.city);
      s.county = clean(input.county);
      s.postCode = postCode;
      s.siteManager = clean(input.siteManager);
      s.siteEmail = siteEmail;
      s.asbestosWarning = clean(input.asbestosWarning);
      s.comments = clean(input.comments);
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
