import type { EntityManager } from "@mikro-orm/postgresql";
import {
  argument,
  containsPattern,
  declareList,
  readList,
  SortDirection,
  whereTenant,
  type Page,
  type SqlCondition,
  type TenantScope,
  londonToday,
} from "@wo/shared";
import { Asset, ASSET_TENANCY } from "./asset.entity";
import type { AssetsArgs } from "./asset.input";
import { inWarranty, IN_WARRANTY_SQL, warrantyEndDate, WARRANTY_END_SQL } from "./warranty";

/** A text column's value contains the term, without regard to case. */
const contains =
  (expr: string) =>
  (term: string): SqlCondition | null => {
    const t = term.trim();
    return t ? [`${expr} ilike ?`, [containsPattern(t)]] : null;
  };

/**
 * The asset grid (GET /api/assets, #/asset_list, a client's assets tab, a site's assets): every
 * column sorts and filters; the default order is the asset code. Names come from this service's
 * own tables.
 */
export const ASSET_LIST = declareList({
  names: { field: "AssetField", sortInput: "AssetSortInput", filterInput: "AssetFilterInput" },
  entity: Asset,
  from: "assets.asset a",
  key: ["a.id"],
  tenancy: ASSET_TENANCY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "a.id", filter: "a.id" },
    ASSET_CODE: { field: "assetCode", kind: "text", notNull: true, sort: "a.asset_code", filter: "a.asset_code" },
    MAKE: { field: "make", kind: "text", sort: "a.make", filter: "a.make" },
    MODEL: { field: "model", kind: "text", sort: "a.model", filter: "a.model" },
    SERIAL_NO: { field: "serialNo", kind: "text", sort: "a.serial_no", filter: "a.serial_no" },
    DESCRIPTION: { field: "description", kind: "text", sort: "a.description", filter: "a.description" },
    CLIENT: { field: "clientName", kind: "text", notNull: true, sort: "c.name", filter: "c.name", join: "client" },
    SITE: { field: "siteName", kind: "text", notNull: true, sort: "s.name", filter: "s.name", join: "site" },
    SITE_CODE: { field: "siteCode", kind: "text", notNull: true, sort: "s.site_code", filter: "s.site_code", join: "site" },
    CATEGORY: { field: "categoryName", kind: "text", sort: "cat.name", filter: "cat.name", join: "category" },
    SUPPLIER: { field: "supplierName", kind: "text", sort: "sup.name", filter: "sup.name", join: "supplier" },
    INSTALLED_DATE: { field: "installedDate", kind: "date", sort: "a.installed_date", filter: "a.installed_date" },
    WARRANTY_PERIOD: { field: "warrantyPeriod", kind: "number", notNull: true, sort: "a.warranty_period", filter: "a.warranty_period" },
    WARRANTY_UNIT: { field: "warrantyUnit", kind: "text", notNull: true, sort: "a.warranty_unit", filter: "a.warranty_unit" },
    WARRANTY_END_DATE: { field: "warrantyEndDate", kind: "date", sort: WARRANTY_END_SQL, filter: WARRANTY_END_SQL },
    IN_WARRANTY: { field: "inWarranty", kind: "number", notNull: true, sort: `(${IN_WARRANTY_SQL})::int`, filter: `(${IN_WARRANTY_SQL})::int` },
    ACTIVE: { field: "active", kind: "number", notNull: true, sort: "a.active::int", filter: "a.active::int" },
  },
  joins: {
    client: "left join assets.client c on c.id = a.client_id",
    site: "left join assets.site s on s.id = a.site_id",
    category: "left join assets.asset_category cat on cat.id = a.category_id",
    supplier: "left join assets.contractor sup on sup.id = a.supplier_id",
  },
  defaultSort: { field: "ASSET_CODE", direction: SortDirection.ASC, description: "Default: asset code ascending" },
  arguments: {
    clientId: argument<number>({ where: (id) => ["a.client_id = ?", [id]] }),
    siteId: argument<number>({ where: (id) => ["a.site_id = ?", [id]] }),
    categoryId: argument<number>({ where: (id) => ["a.category_id = ?", [id]] }),
    active: argument<boolean>({ where: (on) => [on ? "a.active" : "not a.active", []] }),
    inWarranty: argument<boolean>({ where: (on) => [on ? IN_WARRANTY_SQL : `not ${IN_WARRANTY_SQL}`, []] }),
    make: argument<string>({ where: contains("a.make") }),
    model: argument<string>({ where: contains("a.model") }),
    serialNo: argument<string>({ where: contains("a.serial_no") }),
  },
  search: {
    description: "Asset code, make, model, serial number, description, or the site's name or code",
    where: (_em, search) => {
      const t = containsPattern(search.trim());
      return [
        `(a.asset_code ilike ? or a.make ilike ? or a.model ilike ? or a.serial_no ilike ? or a.description ilike ?
          or exists (select 1 from assets.site s2 where s2.id = a.site_id and (s2.name ilike ? or s2.site_code ilike ?)))`,
        [t, t, t, t, t, t, t],
      ];
    },
  },
  filters: true,
  rows: { select: () => SELECT, byKey: true },
});

/** A row: the asset's columns named as its properties, and its names (scalar subqueries: only the page's rows pay). */
const SELECT = [
  `a.id as "id", a.client_id as "clientId", a.site_id as "siteId", a.category_id as "categoryId", a.asset_code as "assetCode"`,
  `a.make as "make", a.model as "model", a.serial_no as "serialNo", a.description as "description", a.supplier_id as "supplierId"`,
  `to_char(a.installed_date, 'YYYY-MM-DD') as "installedDate", a.warranty_period as "warrantyPeriod", a.warranty_unit as "warrantyUnit"`,
  `a.active as "active", a.created_at as "createdAt"`,
  `(select c.name from assets.client c where c.id = a.client_id) as "clientName"`,
  `(select s.name from assets.site s where s.id = a.site_id) as "siteName"`,
  `(select s.site_code from assets.site s where s.id = a.site_id) as "siteCode"`,
  `(select k.name from assets.asset_category k where k.id = a.category_id) as "categoryName"`,
  `(select t.name from assets.contractor t where t.id = a.supplier_id) as "supplierName"`,
].join(", ");

/** Rows as Asset objects (plain: reads need no unit of work), with the warranty computed for today. */
export function toAssets(rows: Record<string, unknown>[], today = londonToday()): Asset[] {
  return rows.map((row) => {
    const a = row as unknown as Asset;
    a.warrantyPeriod = Number(a.warrantyPeriod);
    a.warrantyEndDate = warrantyEndDate(a.installedDate, a.warrantyPeriod, a.warrantyUnit);
    a.inWarranty = inWarranty(a.warrantyEndDate, today);
    return a;
  });
}

/** A page of the assets the scope may see. */
export async function listAssets(em: EntityManager, scope: TenantScope, args: AssetsArgs): Promise<Page<Asset>> {
  const page = await readList(em, ASSET_LIST, scope, args);
  return { ...page, nodes: toAssets(page.nodes) };
}

/** Assets by id that the scope may see, names included (single reads, saves and federation references). */
export async function assetsByIds(em: EntityManager, scope: TenantScope, ids: readonly number[]): Promise<Asset[]> {
  if (!ids.length) return [];
  const q = em
    .getKnex()
    .queryBuilder()
    .from("assets.asset as a")
    .select(em.getKnex().raw(SELECT))
    .whereIn("a.id", [...ids]);
  whereTenant(q, scope, ASSET_TENANCY);
  return toAssets(await em.getConnection().execute<Record<string, unknown>[]>(q));
}
