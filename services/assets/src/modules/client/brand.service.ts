import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, NotFoundError, visibleById, type FieldErrorShape, type ServiceContext, type Viewer } from "@wo/shared";
import { Site } from "../site/site.entity";
import { Brand, BRAND_TENANCY } from "./brand.entity";
import type { SaveBrandInput } from "./brand.input";
import { BrandError, BrandErrorCode, type DeleteBrandPayload, type SaveBrandPayload } from "./brand.type";
import { Client } from "./client.entity";

const exists = (): SaveBrandPayload => ({
  brand: null,
  error: errorOf(BrandError, BrandErrorCode.EXISTS, "Brand exists", [{ field: "name", message: "Brand exists" }]),
});

/** One brand (GET /api/Brands/{id}); another tenant's answers NOT_FOUND as a missing one. */
export function getBrand(ctx: ServiceContext, id: number): Promise<Brand> {
  return visibleById(ctx, Brand, id, BRAND_TENANCY);
}

/**
 * Creates (no id) or renames a brand (administrators): a name ('Required field'), a client that
 * exists ('You must select a client'), and a name not already among the client's brands whatever
 * its case ('Brand exists'; a unique index keeps it so under concurrent saves).
 */
export async function saveBrand(em: EntityManager, viewer: Viewer, input: SaveBrandInput): Promise<SaveBrandPayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Brand, { id }) : null;
  if (id && !existing) throw new NotFoundError();
  const name = (input.name ?? "").trim().replace(/\s+/g, " ");
  const clientId = input.clientId ?? existing?.clientId ?? null;
  const errors: FieldErrorShape[] = [];
  if (!name) errors.push({ field: "name", message: "Required field" });
  const client = clientId ? await em.findOne(Client, { id: clientId }) : null;
  if (!client) errors.push({ field: "clientId", message: "You must select a client" });
  if (errors.length) return { brand: null, error: errorOf(BrandError, BrandErrorCode.INVALID, errors[0]!.message, errors) };
  const clash = await em
    .createQueryBuilder(Brand, "b")
    .where({ clientId: client!.id })
    .andWhere("lower(b.name) = lower(?)", [name])
    .andWhere(id ? { id: { $ne: id } } : {})
    .getCount();
  if (clash) return exists();
  try {
    const saved = await em.transactional(async (tx) => {
      const brand = id ? await tx.findOneOrFail(Brand, { id }) : tx.create(Brand, { clientId: client!.id, name });
      const before = brand.name;
      brand.name = name;
      brand.clientId = client!.id;
      await tx.flush();
      audit(tx, viewer, {
        entityName: "Brand",
        entityId: brand.id,
        action: id ? "Updated" : "Created",
        actionTaken: id ? `Updated brand ${before} to ${name} (${client!.name})` : `Created brand ${name} for ${client!.name}`,
      });
      return brand;
    });
    return { brand: saved, error: null };
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) return exists();
    throw e;
  }
}

/** Deletes a brand (administrators), refused while sites use it. */
export async function deleteBrand(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteBrandPayload> {
  const brand = await em.findOne(Brand, { id });
  if (!brand) throw new NotFoundError();
  const sites = await em.count(Site, { brandId: id, active: true });
  if (sites) {
    const message = `Brand ${brand.name} is used by ${sites} site${sites === 1 ? "" : "s"}: move ${sites === 1 ? "it" : "them"} to another brand first`;
    return { deletedId: null, error: errorOf(BrandError, BrandErrorCode.IN_USE, message) };
  }
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Brand, { id });
    audit(tx, viewer, { entityName: "Brand", entityId: id, action: "Deleted", actionTaken: `Deleted brand ${brand.name}` });
  });
  return { deletedId: id, error: null };
}
