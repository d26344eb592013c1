import DataLoader from "dataloader";
import { ReferenceKind, type EntityName } from "@mikro-orm/core";
import { loader, requireViewer, tenantScope, type ServiceContext } from "../context";

/**
 * A batched `__resolveReference`: the gateway asks for many entities at once (`_entities`), and
 * `load` answers them in one query. Look-ups obey the rules of root fields: they need a signed-in
 * caller (UNAUTHENTICATED otherwise), and `load` applies the viewer's tenancy, so a reference the
 * viewer may not see resolves to null.
 */
export function batchedReference<T>(
  typeName: string,
  load: (ctx: ServiceContext, ids: readonly number[]) => Promise<T[]>,
  idOf: (row: T) => number,
) {
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

/** A condition in SQL on the entity's table, aliased `e`, with its parameters. */
export type SqlCondition = readonly [sql: string, params: readonly unknown[]];

/**
 * Which rows of an entity each kind of portal user may resolve: a condition on the table (alias `e`),
 * or "all" for data that belongs to no tenant (reference data). Staff and administrators resolve
 * every row. Both kinds must be declared: a reference cannot forget one.
 */
export interface ReferenceTenancy {
  client: (clientId: number) => SqlCondition | "all";
  contractor: (contractorId: number) => SqlCondition | "all";
}

/** Everyone signed in resolves every row: reference data such as trades. */
export const NO_TENANT: ReferenceTenancy = { client: () => "all", contractor: () => "all" };

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

/** The rows of `entity` with these ids that the viewer's tenancy lets it see (one query). */
export async function visibleByIds<T extends object>(
  ctx: ServiceContext,
  entity: EntityName<T>,
  ids: readonly number[],
  tenancy: ReferenceTenancy,
  populate: readonly string[] = [],
): Promise<T[]> {
  const scope = tenantScope(requireViewer(ctx));
  const qb = ctx.em.createQueryBuilder(entity, "e").select(eagerColumns(ctx, entity) as never).where({ id: { $in: [...ids] } } as never);
  const condition = scope.kind === "client" ? tenancy.client(scope.clientId) : scope.kind === "contractor" ? tenancy.contractor(scope.contractorId) : "all";
  if (condition !== "all") qb.andWhere(condition[0], [...condition[1]]);
  const rows = await qb.getResult();
  if (populate.length && rows.length) await ctx.em.populate(rows, populate as never);
  return rows;
}

/** The usual case of batchedReference: rows of one entity by id, within the viewer's tenancy. */
export function entityReference<T extends { id: number }>(
  typeName: string,
  entity: new (...args: never[]) => T,
  tenancy: ReferenceTenancy,
) {
  return batchedReference<T>(typeName, (ctx, ids) => visibleByIds(ctx, entity, ids, tenancy), (row) => row.id);
}

/**
 * The conditions that tie a contractor user to another service's rows through its work, read from
 * the views work-orders publishes (see its migrations): the rows named by work orders whose current
 * contractor is its own.
 */
export const tiedByWork = {
  /** `column` (on `e`) names a site, a contact or another column of v_work_assignment. */
  assignment: (contractorId: number, viewColumn: "site_id" | "contact_id", column = "e.id"): SqlCondition => [
    `exists (select 1 from work_orders.v_work_assignment w where w.contractor_id = ? and w.${viewColumn} = ${column})`,
    [contractorId],
  ],
  /** A client and a contractor that share work (the counter table's pairs). */
  clientOfContractor: (contractorId: number, column = "e.id"): SqlCondition => [
    `exists (select 1 from work_orders.v_client_contractor cc where cc.contractor_id = ? and cc.client_id = ${column})`,
    [contractorId],
  ],
  contractorOfClient: (clientId: number, column = "e.id"): SqlCondition => [
    `exists (select 1 from work_orders.v_client_contractor cc where cc.client_id = ? and cc.contractor_id = ${column})`,
    [clientId],
  ],
};
