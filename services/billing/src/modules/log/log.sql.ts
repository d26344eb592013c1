import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * Raw SQL through an EntityManager, inside its transaction when it is one (`em.transactional`'s
 * fork): MikroORM's connection runs a raw statement on a pool connection of its own unless it is
 * handed the transaction context.
 */
export function sqlOf(em: EntityManager) {
  return <T = Record<string, unknown>[]>(sql: string, params: unknown[] = []): Promise<T> =>
    em.getConnection().execute(sql, params as never[], "all", em.getTransactionContext()) as Promise<T>;
}
