import type { EntityManager } from "@mikro-orm/postgresql";
import { argument, containsPattern, declareList, intArray, SortDirection, type SqlCondition } from "@wo/shared";
import { Ppm, PPM_TENANCY } from "./ppm.entity";

/** assets' rows, read through the views it publishes (as work orders read them). */
export const PPM_VIEWS = {
  client: "assets.v_client",
  site: "assets.v_site",
  contractor: "assets.v_contractor",
  trade: "assets.v_trade",
  asset: "assets.v_asset",
} as const;

/**
 * A search: the reference or description holding the term, or the schedule's client, site (name,
 * code, post code), contractor or sub-trade name holding it (those small tables are read first).
 */
async function searchCondition(em: EntityManager, search: string): Promise<SqlCondition> {
  const like = containsPattern(search.toLowerCase());
  const names = await em.getConnection().execute<{ kind: string; id: number }[]>(
    `select 'site' as kind, id from ${PPM_VIEWS.site} where name ilike ? or site_code ilike ? or post_code ilike ?
     union all select 'client', id from ${PPM_VIEWS.client} where name ilike ?
     union all select 'contractor', id from ${PPM_VIEWS.contractor} where name ilike ?
     union all select 'trade', id from ${PPM_VIEWS.trade} where parent_trade_id is not null and name ilike ?`,
    [like, like, like, like, like, like],
  );
  const ids = (kind: string) => intArray(names.filter((n) => n.kind === kind).map((n) => n.id));
  return [
    `(lower(pm.ref_no) like ? or lower(coalesce(pm.description, '')) like ? or pm.site_id = any(?::int[]) or pm.client_id = any(?::int[])
      or pm.contractor_id = any(?::int[]) or pm.sub_trade_id = any(?::int[]))`,
    [like, like, ids("site"), ids("client"), ids("contractor"), ids("trade")],
  ];
}

/**
 * The PPM list (#/ppm, GET /api/PPMs, the global search's PPM grid): the PPM row of portals §3 (RefNo,
 * FirstVisit, NextPPMVisit, Client, Site, Contractor, Subtrade, Description, Status, Cost), sorted by
 * reference unless asked otherwise (§9).
 */
export const PPM_LIST = declareList({
  names: { field: "PpmField", sortInput: "PpmSortInput", filterInput: "PpmFilterInput" },
  entity: Ppm,
  from: "work_orders.ppm pm",
  key: ["pm.id"],
  tenancy: PPM_TENANCY,
  columns: {
    REFERENCE: { field: "refNo", kind: "text", notNull: true, sort: "pm.id", filter: "pm.ref_no" },
    FIRST_VISIT: { field: "firstVisit", kind: "date", notNull: true, sort: "pm.first_visit", filter: "pm.first_visit" },
    NEXT_VISIT: { field: "nextVisit", kind: "date", notNull: true, sort: "pm.next_visit", filter: "pm.next_visit" },
    CLIENT: { field: "clientName", kind: "text", sort: "c.name", filter: "c.name", join: "client" },
    SITE: { field: "siteName", kind: "text", sort: "s.name", filter: "s.name", join: "site" },
    CONTRACTOR: { field: "contractorName", kind: "text", sort: "ct.name", filter: "ct.name", join: "contractor" },
    SUB_TRADE: { field: "subTradeName", kind: "text", sort: "st.name", filter: "st.name", join: "subTrade" },
    DESCRIPTION: { field: "description", kind: "text", sort: "pm.description", filter: "pm.description" },
    STATUS: { field: "ppmStatus", kind: "text", notNull: true, sort: "ps.name", filter: "ps.name", join: "status" },
    COST: { field: "costPerAnnum", kind: "decimal", sort: "pm.cost_per_annum", filter: "pm.cost_per_annum" },
    FREQUENCY: { field: "frequency", kind: "number", notNull: true, sort: "pm.frequency", filter: "pm.frequency" },
  },
  joins: {
    client: `left join ${PPM_VIEWS.client} c on c.id = pm.client_id`,
    site: `left join ${PPM_VIEWS.site} s on s.id = pm.site_id`,
    contractor: `left join ${PPM_VIEWS.contractor} ct on ct.id = pm.contractor_id`,
    subTrade: `left join ${PPM_VIEWS.trade} st on st.id = pm.sub_trade_id`,
    status: "left join work_orders.ppm_status ps on ps.id = pm.ppm_status_id",
  },
  defaultSort: { field: "REFERENCE", direction: SortDirection.ASC, description: "Default: reference ascending (portals §9: PPM by refno)" },
  arguments: {
    clientId: argument<number>({ where: (id) => (id ? ["pm.client_id = ?", [id]] : null) }),
    siteId: argument<number>({ where: (id) => (id ? ["pm.site_id = ?", [id]] : null) }),
    contractorId: argument<number>({ where: (id) => (id ? ["pm.contractor_id = ?", [id]] : null) }),
    ppmStatusId: argument<number>({ where: (id) => (id ? ["pm.ppm_status_id = ?", [id]] : null) }),
  },
  search: {
    description: "Free text: reference, description, and client, site, contractor and sub-trade names",
    where: searchCondition,
  },
  filters: true,
  rows: { select: "pm.id", byKey: true },
});
