import DataLoader from "dataloader";
import { loader, requireViewer, tenantScope, type ServiceContext, type TenantScope } from "../context";

/**
 * A batched `__resolveReference`: the gateway asks for many entities at once (`_entities`), and
 * `load` answers them in one query. `load` receives the context, so it applies the viewer's
 * tenancy: a reference the viewer may not see resolves to null.
 */
export function batchedReference<T>(
  typeName: string,
  load: (ctx: ServiceContext, ids: readonly number[]) => Promise<T[]>,
  idOf: (row: T) => number,
) {
  return {
    __resolveReference(ref: { id: number | string }, ctx: ServiceContext): Promise<T | null> {
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
 * The usual case of batchedReference: rows of one entity by id, narrowed by `scoped` (the
 * viewer's tenancy) when given.
 */
export function entityReference<T extends { id: number }>(
  typeName: string,
  entity: new (...args: never[]) => T,
  scoped?: (scope: TenantScope) => Record<string, unknown> | null,
) {
  return batchedReference<T>(
    typeName,
    async (ctx, ids) => {
      const where: Record<string, unknown> = { id: { $in: [...ids] } };
      if (scoped) {
        const extra = scoped(tenantScope(requireViewer(ctx)));
        if (extra === null) return [];
        Object.assign(where, extra);
      }
      return ctx.em.find(entity, where as never) as Promise<T[]>;
    },
    (row) => row.id,
  );
}
