import DataLoader from "dataloader";
import { ReferenceKind, type EntityName } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { loader, requireViewer, tenantScope, type ServiceContext, type TenantScope } from "../context";
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

/**
 * Who reads: a request's context (its viewer's scope), or an EntityManager and a scope, as a
 * service function that takes them has them.
 */
export type ScopedReader = ServiceContext | { readonly em: EntityManager; readonly scope: TenantScope };

function readerOf(r: ScopedReader): { em: EntityManager; scope: TenantScope } {
  return "scope" in r ? r : { em: r.em, scope: tenantScope(requireViewer(r)) };
}

const eagerColumnsOf = new Map<unknown, string[]>();
/** The columns em.find would read, once per entity: lazy ones (a password hash) stay unread. */
function eagerColumns<T extends object>(em: EntityManager, entity: EntityName<T>): string[] {
  let columns = eagerColumnsOf.get(entity);
  if (!columns) {
    columns = em
      .getMetadata()
      .find(entity)!
      .props.filter((p) => !p.lazy && p.persist !== false && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE))
      .map((p) => p.name);
    eagerColumnsOf.set(entity, columns);
  }
  return columns;
}

/**
 * A query of `entity` (aliased `e`: the tenancy's conditions name it so) that sees only the rows
 * the reader's tenancy allows: the start of every list, count and single read of tenant-owned rows.
 */
export function scopedQuery<T extends object>(reader: ScopedReader, entity: EntityName<T>, tenancy: Tenancy) {
  const { em, scope } = readerOf(reader);
  const qb = em.createQueryBuilder(entity, "e");
  return whereTenant(qb, scope, tenancy);
}

/** One row the viewer may see, or NOT_FOUND: another tenant's row answers exactly like a missing one. */
export async function visibleById<T extends object>(reader: ScopedReader, entity: EntityName<T>, id: number, tenancy: Tenancy): Promise<T> {
  const row = await scopedQuery(reader, entity, tenancy)
    .andWhere({ id } as never)
    .getSingleResult();
  if (!row) throw new NotFoundError();
  return row as T;
}

/** The rows of `entity` with these ids that the viewer's tenancy lets it see (one query). */
export async function visibleByIds<T extends object>(
  reader: ScopedReader,
  entity: EntityName<T>,
  ids: readonly number[],
  tenancy: Tenancy,
  populate: readonly string[] = [],
): Promise<T[]> {
  if (!ids.length) return [];
  const { em } = readerOf(reader);
  const qb = scopedQuery(reader, entity, tenancy)
    .select(eagerColumns(em, entity) as never)
    .andWhere({ id: { $in: [...ids] } } as never);
  const rows = await qb.getResult();
  if (populate.length && rows.length) await em.populate(rows, populate as never);
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
