import { OptimisticLockError } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import parseDate from "postgres-date";
import {
  audit,
  errorOf,
  ForbiddenError,
  intArray,
  NotFoundError,
  readList,
  tenantScope,
  tenantSql,
  type FieldErrorShape,
  type Page,
  type TenantScope,
  type Viewer,
} from "@wo/shared";
import { REQUIRED_FIELDS } from "../work-order/work-order.type";
import { FREQUENCY_UNITS, Ppm, PPM_TENANCY, type FrequencyUnit } from "./ppm.entity";
import type { PpmsArgs, SavePpmInput } from "./ppm.input";
import { PPM_LIST, PPM_VIEWS } from "./ppm.list";
import { PpmError, type SavePpmPayload } from "./ppm.type";

/** Cost per annum: 0 or more, up to 3 decimals (portals §5, §9). */
const COST = /^\d{1,11}(\.\d{1,3})?$/;
export const COST_MESSAGE = "Cost per annum must be 0 or more, with up to 3 decimals";
export const STALE_PPM_MESSAGE = "This PPM was changed by someone else: reload it and try again";
/** The longest gap between visits a schedule may have (10 years). */
const MAX_FREQUENCY = { Weeks: 520, Months: 120 } as const;

const ROW_SELECT = `pm.id, pm.ref_no as "refNo", pm.frequency, pm.weeks_months as "weeksMonths", pm.client_id as "clientId",
  pm.site_id as "siteId", pm.asset_id as "assetId", pm.trade_id as "tradeId", pm.sub_trade_id as "subTradeId",
  pm.ppm_status_id as "ppmStatusId", pm.contractor_id as "contractorId", pm.description, pm.first_visit::text as "firstVisit",
  pm.next_visit::text as "nextVisit", pm.cost_per_annum::text as "costPerAnnum", pm.version, pm.created_at as "createdAt",
  pm.updated_at as "updatedAt",
  (select c.name from ${PPM_VIEWS.client} c where c.id = pm.client_id) as "clientName",
  (select s.name from ${PPM_VIEWS.site} s where s.id = pm.site_id) as "siteName",
  (select a.asset_code from ${PPM_VIEWS.asset} a where a.id = pm.asset_id) as "assetCode",
  (select k.name from ${PPM_VIEWS.contractor} k where k.id = pm.contractor_id) as "contractorName",
  (select t.name from ${PPM_VIEWS.trade} t where t.id = pm.sub_trade_id) as "subTradeName",
  (select ps.name from work_orders.ppm_status ps where ps.id = pm.ppm_status_id) as "ppmStatus"`;

const asDate = (v: unknown) => (v == null ? v : v instanceof Date ? v : parseDate(String(v)));

/** Schedules by id, with their names, that the scope may see (one query), in the order of `ids`. */
export async function ppmsByIds(em: EntityManager, scope: TenantScope, ids: readonly number[]): Promise<Ppm[]> {
  if (!ids.length) return [];
  const [tenant, params] = tenantSql(scope, PPM_TENANCY);
  const rows = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(`select ${ROW_SELECT} from work_orders.ppm pm where pm.id = any(?::int[]) and ${tenant}`, [
      intArray([...ids]),
      ...params,
    ]);
  const byId = new Map(rows.map((r) => [r.id as number, { ...r, createdAt: asDate(r.createdAt), updatedAt: asDate(r.updatedAt) } as unknown as Ppm]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The PPM list: the viewer's schedules (a client user its client's, a contractor user those it visits), searched, sorted, paged. */
export async function listPpms(em: EntityManager, viewer: Viewer, args: PpmsArgs): Promise<Page<Ppm>> {
  const scope = tenantScope(viewer);
  const page = await readList(em, PPM_LIST, scope, args);
  return {
    ...page,
    nodes: await ppmsByIds(
      em,
      scope,
      page.nodes.map((r) => r.id as number),
    ),
  };
}

/** One schedule the viewer may see; another tenant's answers NOT_FOUND, as a missing one. */
export async function getPpm(em: EntityManager, viewer: Viewer, id: number): Promise<Ppm> {
  const [ppm] = await ppmsByIds(em, tenantScope(viewer), [id]);
  if (!ppm) throw new NotFoundError();
  return ppm;
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

function refused(code: string, message: string, fieldErrors: FieldErrorShape[] = []): SavePpmPayload {
  return { ppm: null, error: errorOf(PpmError, code, message, fieldErrors) };
}

/** Checks that the client, site, asset, sub-trade, contractor and status exist and belong together (one statement). */
async function checkReferences(
  em: EntityManager,
  v: { clientId: number; siteId: number; assetId: number | null; subTradeId: number; contractorId: number; ppmStatusId: number },
): Promise<{ errors: FieldErrorShape[]; tradeId: number | null }> {
  const [r] = await em.getConnection().execute<
    {
      client: boolean;
      site_client: number | null;
      asset_site: number | null;
      parent: number | null;
      sub: boolean;
      contractor_active: boolean | null;
      status: boolean;
    }[]
  >(
    `select exists (select 1 from ${PPM_VIEWS.client} where id = ?) as client,
       (select client_id from ${PPM_VIEWS.site} where id = ?) as site_client,
       (select site_id from ${PPM_VIEWS.asset} where id = ?) as asset_site,
       (select parent_trade_id from ${PPM_VIEWS.trade} where id = ?) as parent,
       exists (select 1 from ${PPM_VIEWS.trade} where id = ?) as sub,
       (select active from ${PPM_VIEWS.contractor} where id = ?) as contractor_active,
       exists (select 1 from work_orders.ppm_status where id = ?) as status`,
    [v.clientId, v.siteId, v.assetId ?? 0, v.subTradeId, v.subTradeId, v.contractorId, v.ppmStatusId],
  );
  const errors: FieldErrorShape[] = [];
  if (!r!.client) errors.push({ field: "clientId", message: "Client is not valid" });
  if (r!.site_client !== v.clientId) errors.push({ field: "siteId", message: "Site is not one of the client's sites" });
  if (v.assetId && r!.asset_site !== v.siteId) errors.push({ field: "assetId", message: "Asset is not one of the site's assets" });
  if (!r!.sub || r!.parent == null) errors.push({ field: "subTradeId", message: "Sub-trade is not valid" });
  if (!r!.contractor_active) errors.push({ field: "contractorId", message: "Contractor is not an active contractor" });
  if (!r!.status) errors.push({ field: "ppmStatusId", message: "Status is not valid" });
  return { errors, tradeId: r!.parent };
}

/**
 * Creates (id 0 or absent) or updates a PPM schedule (staff): the required fields ('Required
 * fields'), frequency 1 or more in Weeks or Months, cost per annum 0 or more with 3 decimals, a
 * site of the client, an asset of the site (empty: none), an active contractor; next visit not
 * before the first (empty: the first visit). Audited; a stale version is refused.
 */
export async function savePpm(em: EntityManager, viewer: Viewer, input: SavePpmInput): Promise<SavePpmPayload> {
  if (!viewer.isStaff) throw new ForbiddenError();
  const id = input.id || null;
  const existing = id ? await em.findOne(Ppm, { id }) : null;
  if (id && !existing) throw new NotFoundError();

  const unit = clean(input.weeksMonths);
  const weeksMonths = FREQUENCY_UNITS.find((u) => u.toLowerCase() === unit?.toLowerCase()) ?? null;
  const v = {
    frequency: input.frequency ?? null,
    clientId: input.clientId || null,
    siteId: input.siteId || null,
    assetId: input.assetId || null,
    subTradeId: input.subTradeId || null,
    ppmStatusId: input.ppmStatusId || null,
    contractorId: input.contractorId || null,
    firstVisit: input.firstVisit || null,
  };
  const required: FieldErrorShape[] = [];
  if (!v.frequency) required.push({ field: "frequency", message: "Frequency is required" });
  if (!unit) required.push({ field: "weeksMonths", message: "Weeks or months is required" });
  if (!v.clientId) required.push({ field: "clientId", message: "Client is required" });
  if (!v.siteId) required.push({ field: "siteId", message: "Site is required" });
  if (!v.subTradeId) required.push({ field: "subTradeId", message: "Sub-trade is required" });
  if (!v.ppmStatusId) required.push({ field: "ppmStatusId", message: "Status is required" });
  if (!v.contractorId) required.push({ field: "contractorId", message: "Contractor is required" });
  if (!v.firstVisit) required.push({ field: "firstVisit", message: "First visit is required" });
  if (required.length) return refused("REQUIRED", REQUIRED_FIELDS, required);

  const errors: FieldErrorShape[] = [];
  if (!weeksMonths) errors.push({ field: "weeksMonths", message: "Weeks or months must be Weeks or Months" });
  else if (!Number.isInteger(v.frequency) || v.frequency! < 1 || v.frequency! > MAX_FREQUENCY[weeksMonths])
    errors.push({ field: "frequency", message: `Frequency must be a whole number from 1 to ${MAX_FREQUENCY[weeksMonths]}` });
  const cost = input.costPerAnnum == null || String(input.costPerAnnum).trim() === "" ? null : String(input.costPerAnnum).trim();
  if (cost != null && !COST.test(cost)) errors.push({ field: "costPerAnnum", message: COST_MESSAGE });
  const nextVisit = input.nextVisit || (existing && input.firstVisit === existing.firstVisit ? existing.nextVisit : v.firstVisit!);
  if (nextVisit < v.firstVisit!) errors.push({ field: "nextVisit", message: "Next visit cannot be before the first visit" });
  const refs = await checkReferences(em, {
    clientId: v.clientId!,
    siteId: v.siteId!,
    assetId: v.assetId,
    subTradeId: v.subTradeId!,
    contractorId: v.contractorId!,
    ppmStatusId: v.ppmStatusId!,
  });
  errors.push(...refs.errors);
  if (errors.length) return refused("INVALID", errors.map((e) => e.message).join("\n"), errors);

  let savedId: number;
  try {
    savedId = await em.transactional(async (tx) => {
      const p = existing
        ? await tx.findOneOrFail(Ppm, { id: existing.id })
        : tx.create(Ppm, {
            frequency: v.frequency!,
            weeksMonths: weeksMonths!,
            clientId: v.clientId!,
            siteId: v.siteId!,
            subTradeId: v.subTradeId!,
            ppmStatusId: v.ppmStatusId!,
            contractorId: v.contractorId!,
            firstVisit: v.firstVisit!,
            nextVisit,
          });
      if (existing && input.version != null && input.version !== p.version) throw new OptimisticLockError(STALE_PPM_MESSAGE);
      Object.assign(p, {
        frequency: v.frequency!,
        weeksMonths: weeksMonths! as FrequencyUnit,
        clientId: v.clientId!,
        siteId: v.siteId!,
        assetId: v.assetId,
        tradeId: refs.tradeId,
        subTradeId: v.subTradeId!,
        ppmStatusId: v.ppmStatusId!,
        contractorId: v.contractorId!,
        description: clean(input.description),
        firstVisit: v.firstVisit!,
        nextVisit,
      });
      if (cost !== (p.costPerAnnum ?? null) && Number(cost) !== Number(p.costPerAnnum ?? NaN)) p.costPerAnnum = cost;
      await tx.flush();
      audit(tx, viewer, {
        entityName: "PPM",
        entityId: p.id,
        action: existing ? "Updated" : "Created",
        actionTaken: `${existing ? "Updated" : "Created"} PPM ${p.refNo ?? `PPM${String(p.id).padStart(6, "0")}`} (every ${p.frequency} ${p.weeksMonths.toLowerCase()}, next visit ${nextVisit})`,
      });
      await tx.flush();
      return p.id;
    });
  } catch (e) {
    if (e instanceof OptimisticLockError) return refused("STALE", STALE_PPM_MESSAGE, [{ field: "version", message: STALE_PPM_MESSAGE }]);
    throw e;
  }
  return { ppm: await getPpm(em.fork(), viewer, savedId), error: null };
}
