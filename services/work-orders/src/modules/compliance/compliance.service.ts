import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, BadUserInputError, ForbiddenError, londonToday, NotFoundError, readList, tenantScope, type Page, type Viewer } from "@wo/shared";
import { ClientCompliance, ComplianceType, DEFAULT_DUE_SOON_DAYS, SiteCompliance } from "./compliance.entity";
import { COMPLIANCE_REGISTER } from "./compliance.list";
import { normaliseRegion, SITE_REGION_SQL } from "./compliance.filter";
import { readComplianceHistory } from "./compliance.history";
import { readSiteCells } from "./compliance.reader";
import type { ComplianceCertificate } from "./history.type";
import type {
  ClientComplianceSettings,
  ComplianceHistoryArgs,
  ComplianceRegisterArgs,
  SaveClientComplianceInput,
  SiteComplianceRequirements,
} from "./compliance.type";
import type { ComplianceSite } from "./register.type";

export const UNKNOWN_TYPES = "Unknown compliance type";
export const BAD_VALIDITY = "The validity period must be 1 to 600 months, or none";

/** The compliance types, in id order (everyone signed in who may reach the register reads them). */
export function listComplianceTypes(em: EntityManager): Promise<ComplianceType[]> {
  return em.find(ComplianceType, {}, { orderBy: { id: "asc" } });
}

/** Changes a type's validity period (null: no fixed period, "as configured"). */
export async function setComplianceValidity(em: EntityManager, viewer: Viewer, id: number, validityMonths: number | null): Promise<ComplianceType> {
  if (validityMonths != null && (!Number.isInteger(validityMonths) || validityMonths < 1 || validityMonths > 600))
    throw new BadUserInputError(BAD_VALIDITY, [{ field: "validityMonths", message: BAD_VALIDITY }]);
  return em.transactional(async (tx) => {
    const type = await tx.findOne(ComplianceType, { id });
    if (!type) throw new NotFoundError();
    type.validityMonths = validityMonths;
    audit(tx, viewer, {
      entityName: "ComplianceType",
      entityId: id,
      action: "Updated",
      actionTaken: `Validity of ${type.name} set to ${validityMonths ?? "none"}`,
    });
    await tx.flush();
    return type;
  });
}

/** The type ids given, deduplicated and in order, each an existing type (BAD_USER_INPUT otherwise). */
async function checkedTypeIds(em: EntityManager, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length && (await em.count(ComplianceType, { id: { $in: unique } })) !== unique.length)
    throw new BadUserInputError(UNKNOWN_TYPES, [{ field: "typeIds", message: UNKNOWN_TYPES }]);
  return unique;
}

/** A client the viewer may read: a client user only its own (FORBIDDEN otherwise); NOT_FOUND when there is none. */
async function assertClient(em: EntityManager, viewer: Viewer, clientId: number): Promise<void> {
  if (viewer.isContractor) throw new ForbiddenError();
  if (viewer.isClient && viewer.clientId !== clientId) throw new ForbiddenError();
  const [row] = await em.getConnection().execute<{ n: number }[]>("select count(*)::int n from assets.v_client where id = ?", [clientId]);
  if (!row?.n) throw new NotFoundError();
}

/** A site that exists (NOT_FOUND otherwise) and its client; a client user only its own client's. */
async function siteClient(em: EntityManager, viewer: Viewer, siteId: number): Promise<number> {
  const [row] = await em.getConnection().execute<{ client_id: number }[]>("select client_id from assets.v_site where id = ?", [siteId]);
  if (!row || viewer.isContractor || (viewer.isClient && viewer.clientId !== row.client_id)) throw new NotFoundError();
  return row.client_id;
}

async function settingsOf(em: EntityManager, clientId: number): Promise<ClientComplianceSettings> {
  const row = await em.findOne(ClientCompliance, { clientId });
  return {
    clientId,
    defaultTypeIds: row?.typeIds ?? [],
    dueSoonDays: row?.dueSoonDays ?? DEFAULT_DUE_SOON_DAYS,
    raiseOrders: row?.raiseOrders ?? false,
  };
}

/** A client's default set and due-soon days. */
export async function getClientCompliance(em: EntityManager, viewer: Viewer, clientId: number): Promise<ClientComplianceSettings> {
  await assertClient(em, viewer, clientId);
  return settingsOf(em, clientId);
}

/** Saves a client's default set (which its sites without their own set follow at once, new ones included), due-soon days and raising switch. */
export async function saveClientCompliance(em: EntityManager, viewer: Viewer, input: SaveClientComplianceInput): Promise<ClientComplianceSettings> {
  await assertClient(em, viewer, input.clientId);
  const typeIds = await checkedTypeIds(em, input.defaultTypeIds);
  await em.transactional(async (tx) => {
    const row = (await tx.findOne(ClientCompliance, { clientId: input.clientId })) ?? tx.create(ClientCompliance, { clientId: input.clientId });
    row.typeIds = typeIds;
    if (input.dueSoonDays != null) row.dueSoonDays = input.dueSoonDays;
    const raising = input.raiseOrders != null && input.raiseOrders !== row.raiseOrders;
    if (input.raiseOrders != null) row.raiseOrders = input.raiseOrders;
    audit(tx, viewer, {
      entityName: "Client",
      entityId: input.clientId,
      action: "Updated",
      actionTaken: `Compliance defaults set to ${typeIds.join(", ") || "none"}${raising ? `; PPM raising switched ${row.raiseOrders ? "on" : "off"}` : ""}`,
    });
    await tx.flush();
  });
  return settingsOf(em.fork(), input.clientId);
}

/**
 * Applies a client's default set to its existing sites: every site of the client that had its own
 * set follows the defaults again. Answers how many sites changed.
 */
export async function applyClientComplianceDefaults(em: EntityManager, viewer: Viewer, clientId: number): Promise<number> {
  await assertClient(em, viewer, clientId);
  return em.transactional(async (tx) => {
    const rows = await tx
      .getConnection()
      .execute<{ site_id: number }[]>(
        "delete from work_orders.site_compliance sc using assets.v_site s where s.id = sc.site_id and s.client_id = ? returning sc.site_id",
        [clientId],
      );
    audit(tx, viewer, {
      entityName: "Client",
      entityId: clientId,
      action: "Updated",
      actionTaken: `Compliance defaults applied to ${rows.length} sites`,
    });
    return rows.length;
  });
}

/** The types that apply to a site: its own set, else its client's default set. */
export async function getSiteCompliance(em: EntityManager, viewer: Viewer, siteId: number): Promise<SiteComplianceRequirements> {
  const clientId = await siteClient(em, viewer, siteId);
  const own = await em.findOne(SiteCompliance, { siteId });
  if (own) return { siteId, typeIds: own.typeIds, ownSet: true };
  return { siteId, typeIds: (await settingsOf(em, clientId)).defaultTypeIds, ownSet: false };
}

/** Sets a site's own set of types; null drops it, so that the site follows its client's default set again. */
export async function setSiteCompliance(
  em: EntityManager,
  viewer: Viewer,
  siteId: number,
  typeIds: number[] | null,
): Promise<SiteComplianceRequirements> {
  await siteClient(em, viewer, siteId);
  const ids = typeIds == null ? null : await checkedTypeIds(em, typeIds);
  await em.transactional(async (tx) => {
    const row = await tx.findOne(SiteCompliance, { siteId });
    if (ids == null) {
      if (row) tx.remove(row);
    } else {
      (row ?? tx.create(SiteCompliance, { siteId })).typeIds = ids;
    }
    audit(tx, viewer, {
      entityName: "Site",
      entityId: siteId,
      action: "Updated",
      actionTaken: `Compliance types set to ${ids == null ? "the client's defaults" : ids.join(", ") || "none"}`,
    });
    await tx.flush();
  });
  return getSiteCompliance(em.fork(), viewer, siteId);
}

/**
 * The compliance register of one client (issue 27): a page of its sites (a client user only its own
 * client's: FORBIDDEN for another), each with its cells on `today` (default today in London), the page's
 * cells read in one statement.
 */
export async function complianceRegister(em: EntityManager, viewer: Viewer, args: ComplianceRegisterArgs): Promise<Page<ComplianceSite>> {
  await assertClient(em, viewer, args.clientId);
  const day = args.today ?? londonToday();
  const page = await readList(em, COMPLIANCE_REGISTER, tenantScope(viewer), registerListArgs(args, day));
  const sites = page.nodes as unknown as Omit<ComplianceSite, "cells" | "ownSet">[];
  return { ...page, nodes: await withCells(em, args.clientId, sites, day) };
}

/** The register's list arguments: its own (client, region, status on `day`) beside paging, sort and search. */
export function registerListArgs<A extends Omit<ComplianceRegisterArgs, "page" | "pageSize" | "after">>(args: A, day: string) {
  const { today: _today, region, status, ...rest } = args;
  return {
    ...rest,
    region: normaliseRegion(region),
    status: status?.length ? { clientId: args.clientId, statuses: status, today: day } : null,
  };
}

/** Sites of one client with their cells on `day`, read in one statement. */
export async function withCells(
  em: EntityManager,
  clientId: number,
  sites: readonly Omit<ComplianceSite, "cells" | "ownSet">[],
  day: string,
): Promise<ComplianceSite[]> {
  const cells = await readSiteCells(
    em,
    clientId,
    sites.map((s) => s.id),
    day,
  );
  return sites.map((s) => ({ ...s, ownSet: cells.get(s.id)?.ownSet ?? false, cells: cells.get(s.id)?.cells ?? [] }));
}

/** The postcode areas of a client's sites (the register's region filter), A to Z. */
export async function complianceRegions(em: EntityManager, viewer: Viewer, clientId: number): Promise<string[]> {
  await assertClient(em, viewer, clientId);
  const rows = await em
    .getConnection()
    .execute<{ region: string }[]>(
      `select distinct ${SITE_REGION_SQL} as region from assets.v_site s where s.client_id = ? and ${SITE_REGION_SQL} is not null order by 1`,
      [clientId],
    );
  return rows.map((r) => r.region);
}

/**
 * The certificate history of one register cell (issue 27): the site must be one the viewer may read
 * (NOT_FOUND otherwise, a contractor never), the type one that exists (NOT_FOUND).
 */
export async function complianceHistory(em: EntityManager, viewer: Viewer, args: ComplianceHistoryArgs): Promise<ComplianceCertificate[]> {
  const clientId = await siteClient(em, viewer, args.siteId);
  const type = await em.findOne(ComplianceType, { id: args.typeId });
  if (!type) throw new NotFoundError();
  return readComplianceHistory(em, clientId, args.siteId, args.typeId, type.validityMonths ?? null, args.today ?? londonToday());
}

/** assertClient for the export: a client user only its own client. */
export const assertRegisterClient = assertClient;
