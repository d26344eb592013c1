import DataLoader from "dataloader";
import { ReferenceKind, type EntityName } from "@mikro-orm/core";
import { loader, requireViewer, tenantScope, type ServiceContext } from "../context";
import { NotFoundError } from "../errors";
import { whereTenant, type Tenancy } from "../tenancy";

/**
 * A batched `__resolveReference`: the gateway asks for many entities at once (`_entities`), and
 * `load` answers them in one query. Look-ups obey the rules of root fields: they need a signed-in
 * caller (UNAUTHENTICATED otherwise), and `load` applies the viewer's tenancy, so a reference the
 * viewer may not see resolves to null.
 */
export function batchedReference<T>(typeName: string, load: (ctx: ServiceContext, ids: readonly number[]) => Promise<T[]>, idOf: (row: T) => number) {
  return {
    __resolveReference(ref: { id: number | string }, ctx: ServiceContext): Promise<T | null> {
      requireViewer(ctx);
      const batch = loader(
        ctx,
        `reference:${typeName}`,
        () =>
          new DataLoader<number, T | null>(async (ids) => {
            const rows = await load(ctx, ids);
            const byId = new Map(rows.map((r) => [idOf(r), r]));
            return ids.map((id) => byId.get(id) ?? null);
          }),
      );
      return batch.load(Number(ref.id));
    },
  };
}

const eagerColumnsOf = new Map<unknown, string[]>();
/** The columns em.find would read, once per entity: lazy ones (a password hash) stay unread. */
function eagerColumns<T extends object>(ctx: ServiceContext, entity: EntityName<T>): string[] {
  let columns = eagerColumnsOf.get(entity);
  if (!columns) {
    columns = ctx.em
      .getMetadata()
      .find(entity)!
      .props.filter((p) => !p.lazy && p.persist !== false && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE))
      .map((p) => p.name);
    eagerColumnsOf.set(entity, columns);
  }
  return columns;
}

/**
 * A query of `entity` (aliased `e`) that sees only the rows the viewer's tenancy allows: the start
 * of every list, count and single read of tenant-owned rows.
 */
export function scopedQuery<T extends object>(ctx: ServiceContext, entity: EntityName<T>, tenancy: Tenancy) {
  const qb = ctx.em.createQueryBuilder(entity, "e");
  return whereTenant(qb, tenantScope(requireViewer(ctx)), tenancy);
}

/** One row the viewer may see, or NOT_FOUND: another tenant's row answers exactly like a missing one. */
export async function visibleById<T extends object>(ctx: ServiceContext, entity: EntityName<T>, id: number, tenancy: Tenancy): Promise<T> {
  const row = await scopedQuery(ctx, entity, tenancy)
    .andWhere({ id } as never)
    .getSingleResult();
  if (!row) throw new NotFoundError();
  return row as T;
}

/** The rows of `entity` with these ids that the viewer's tenancy lets it see (one query). */
export async function visibleByIds<T extends object>(
  ctx: ServiceContext,
  entity: EntityName<T>,
  ids: readonly number[],
  tenancy: Tenancy,
  populate: readonly string[] = [],
): Promise<T[]> {
  const qb = scopedQuery(ctx, entity, tenancy)
    .select(eagerColumns(ctx, entity) as never)
    .andWhere({ id: { $in: [...ids] } } as never);
  const rows = await qb.getResult();
  if (populate.length && rows.length) await ctx.em.populate(rows, populate as never);
  return rows;
}

/** The usual case of batchedReference: rows of one entity by id, within the viewer's tenancy. */
export function entityReference<T extends { id: number }>(typeName: string, entity: new (...args: never[]) => T, tenancy: Tenancy) {
  return batchedReference<T>(
    typeName,
    (ctx, ids) => visibleByIds(ctx, entity, ids, tenancy),
    (row) => row.id,
  );
}
