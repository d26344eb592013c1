import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, NotFoundError, tenantScope, whereTenant, type FieldErrorShape, type Viewer, londonToday } from "@wo/shared";
import { Asset, ASSET_TENANCY } from "./asset.entity";
import type { SaveAssetInput } from "./asset.input";
import { assetsByIds } from "./asset.reader";
import { AssetError, type AssetOption, type DeleteAssetPayload, type SaveAssetPayload } from "./asset.type";
import { WARRANTY_UNITS } from "./warranty";

/** Longest values a field takes (the import applies the same). */
export const ASSET_LIMITS = { assetCode: 50, make: 100, model: 100, serialNo: 100, description: 1000, warrantyPeriod: 100_000 } as const;

/** One asset the viewer may see, names and warranty included, or NOT_FOUND (another tenant's reads as missing). */
export async function getAsset(em: EntityManager, viewer: Viewer, id: number): Promise<Asset> {
  const [asset] = await assetsByIds(em, tenantScope(viewer), [id]);
  if (!asset) throw new NotFoundError();
  return asset;
}

/** The assets of a site, by code, that the viewer may see (GET /api/Assets/Dropdown, the portals' AssetDropdown). */
export async function assetOptions(em: EntityManager, viewer: Viewer, siteId: number | null, activeOnly: boolean): Promise<AssetOption[]> {
  const q = em.getKnex().queryBuilder().from("assets.asset as a").select("a.id", { assetCode: "a.asset_code" });
  if (siteId) q.where("a.site_id", siteId);
  if (activeOnly) q.where("a.active", true);
  whereTenant(q, tenantScope(viewer), ASSET_TENANCY);
  q.orderBy([{ column: "a.asset_code" }, { column: "a.id" }]).limit(5000);
  return em.getConnection().execute<AssetOption[]>(q);
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

const REQUIRED: { field: keyof SaveAssetInput; label: string }[] = [
  { field: "clientId", label: "Client" },
  { field: "siteId", label: "Site" },
  { field: "assetCode", label: "Asset code" },
];

/** §5: 'Required fields' when any required field is empty, else every problem's message, one a line. */
function refused(errors: FieldErrorShape[], requiredMissing: boolean): SaveAssetPayload {
  const message = requiredMissing ? "Required fields" : errors.map((e) => e.message).join("\n");
  return { asset: null, error: errorOf(AssetError, requiredMissing ? "REQUIRED" : "INVALID", message, errors) };
}

async function one(em: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
  return (await em.getConnection().execute(sql, params)).length > 0;
}

/**
 * Creates or updates an asset (staff with customers at full; the resolver's rule). Required: client,
 * site (one of that client's) and asset code (unique within the client); the category is optional
 * (the spec's asset has none, and nothing depends on it: README "Assets"). The warranty is
 * a whole number of Days or Months from the installed date, which may not lie in the future.
 */
export async function saveAsset(em: EntityManager, viewer: Viewer, input: SaveAssetInput): Promise<SaveAssetPayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Asset, { id }) : null;
  if (id && !existing) throw new NotFoundError();

  const errors: FieldErrorShape[] = [];
  const assetCode = clean(input.assetCode);
  const values = { ...input, assetCode };
  const missing = REQUIRED.filter((r) => !values[r.field]);
  for (const r of missing) errors.push({ field: r.field, message: `${r.label} is required` });

  const clientId = input.clientId || null;
  const siteId = input.siteId || null;
  const categoryId = input.categoryId || null;
  const supplierId = input.supplierId || null;
  const make = clean(input.make);
  const model = clean(input.model);
  const serialNo = clean(input.serialNo);
  const description = clean(input.description);
  const installedDate = clean(input.installedDate);
  const warrantyPeriod = input.warrantyPeriod ?? 0;
  const warrantyUnit = clean(input.warrantyUnit) ?? "Months";

  if (clientId && !(await one(em, "select 1 from assets.client where id = ?", [clientId]))) {
    errors.push({ field: "clientId", message: "Client is not valid" });
  } else if (clientId && siteId && !(await one(em, "select 1 from assets.site where id = ? and client_id = ?", [siteId, clientId]))) {
    errors.push({ field: "siteId", message: "Site is not a site of this client" });
  }
  if (categoryId && !(await one(em, "select 1 from assets.asset_category where id = ?", [categoryId]))) {
    errors.push({ field: "categoryId", message: "Category is not valid" });
  }
  if (supplierId && !(await one(em, "select 1 from assets.contractor where id = ?", [supplierId]))) {
    errors.push({ field: "supplierId", message: "Supplier is not valid" });
  }
  for (const [field, label, value] of [
    ["assetCode", "Asset code", assetCode],
    ["make", "Make", make],
    ["model", "Model", model],
    ["serialNo", "Serial number", serialNo],
    ["description", "Description", description],
  ] as const) {
    if (value && value.length > ASSET_LIMITS[field]) errors.push({ field, message: `${label} must be ${ASSET_LIMITS[field]} characters or fewer` });
  }
  if (!Number.isInteger(warrantyPeriod) || warrantyPeriod < 0 || warrantyPeriod > ASSET_LIMITS.warrantyPeriod) {
    errors.push({ field: "warrantyPeriod", message: "Warranty period must be a whole number of 0 or more" });
  }
  if (!(WARRANTY_UNITS as readonly string[]).includes(warrantyUnit)) {
    errors.push({ field: "warrantyUnit", message: "Warranty unit must be Days or Months" });
  }
  if (installedDate && installedDate > londonToday()) errors.push({ field: "installedDate", message: "Installed date cannot be in the future" });
  if (!installedDate && warrantyPeriod > 0) errors.push({ field: "installedDate", message: "Installed date is required for a warranty" });
  if (clientId && assetCode) {
    const taken = await one(em, "select 1 from assets.asset where client_id = ? and asset_code = ? and id <> ?", [clientId, assetCode, id ?? 0]);
    if (taken) errors.push({ field: "assetCode", message: "Asset code already exists for this client" });
  }
  if (errors.length) return refused(errors, missing.length > 0);

  let saved: Asset;
  try {
    saved = await em.transactional(async (tx) => {
      const a = existing
        ? await tx.findOneOrFail(Asset, { id: existing.id })
        : tx.create(Asset, { clientId: clientId!, siteId: siteId!, categoryId, assetCode: assetCode! });
      Object.assign(a, {
        clientId: clientId!,
        siteId: siteId!,
        categoryId,
        assetCode: assetCode!,
        make,
        model,
        serialNo,
        description,
        supplierId,
        installedDate,
        warrantyPeriod,
        warrantyUnit,
        active: input.active ?? existing?.active ?? true,
      });
      await tx.flush();
      audit(tx, viewer, {
        entityName: "Asset",
        entityId: a.id,
        action: existing ? "Updated" : "Created",
        actionTaken: `${existing ? "Updated" : "Created"} asset ${a.assetCode}${a.make ? ` (${[a.make, a.model].filter(Boolean).join(" ")})` : ""}`,
      });
      return a;
    });
  } catch (e) {
    // another save took the code between the check and the insert
    if (e instanceof UniqueConstraintViolationException) {
      return refused([{ field: "assetCode", message: "Asset code already exists for this client" }], false);
    }
    throw e;
  }
  return { asset: await getAsset(em, viewer, saved.id), error: null };
}

/** How many work orders name an asset (work-orders' v_work_assignment). */
export async function workOrdersOfAsset(em: EntityManager, id: number): Promise<number> {
  const [row] = await em.getConnection().execute<{ n: string }[]>("select count(*) as n from work_orders.v_work_assignment where asset_id = ?", [id]);
  return Number(row?.n ?? 0);
}

/** Deletes an asset (staff with customers at full), refused while work orders name it. */
export async function deleteAsset(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteAssetPayload> {
  const asset = await em.findOne(Asset, { id });
  if (!asset) throw new NotFoundError();
  const n = await workOrdersOfAsset(em, id);
  if (n > 0) {
    return {
      deletedId: null,
      error: errorOf(AssetError, "IN_USE", `Asset ${asset.assetCode} is on ${n} work order${n === 1 ? "" : "s"} and cannot be deleted`),
    };
  }
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Asset, { id });
    audit(tx, viewer, { entityName: "Asset", entityId: id, action: "Deleted", actionTaken: `Deleted asset ${asset.assetCode}` });
  });
  return { deletedId: id, error: null };
}

/** An import refused (its rows carry the reasons). */
export function importError(message: string): AssetError {
  return errorOf(AssetError, "IMPORT_REFUSED", message);
}
