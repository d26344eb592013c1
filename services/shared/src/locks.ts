import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * Transaction-scoped advisory locks that two services take on one PostgreSQL database, where neither
 * may lock the other's rows (a service writes only its own schema and reads the other's views).
 *
 * The key space, stated once: the two-integer form `pg_advisory_xact_lock(class, id)`, whose keys
 * never meet the one-bigint form (pg-boss's own locks use that one). Each class below is one kind of
 * thing locked, by its id; a new class takes the next number and is documented here.
 *
 * | class | what is locked, by id | who takes it |
 * |---|---|---|
 * | 1 | a work order's costs: its logged time and materials and what is decided from them | billing's log writes; every change of an existing work order in work-orders (a save, every action), before it reads the order |
 * | 2 | a client's compliance state: the latest certificate of each of its sites × types and each site's summary | the database's own triggers in work-orders (`compliance_latest_refresh`, `compliance_site_summary_refresh`, migration 20261220000000), before they read |
 */
export const ADVISORY_LOCK_CLASS = { workOrderCosts: 1, clientCompliance: 2 } as const;

/**
 * Takes the lock of a work order's costs for the rest of the transaction `tx` (released at its commit
 * or rollback; a second taker waits). Taken FIRST in every transaction that writes an order's logs or
 * fixes a cost from them, and the order's status read AFTER it: so a log write and a submission of
 * the same order run one after the other, and whichever comes second sees what the first committed
 * (docs/billing.md "One lock for an order's costs").
 */
export async function lockWorkOrderCosts(tx: EntityManager, workOrderId: number): Promise<void> {
  // outside a transaction the lock would be released at once, locking nothing
  if (!tx.isInTransaction()) throw new Error("lockWorkOrderCosts needs a transaction");
  await tx
    .getConnection()
    .execute("select pg_advisory_xact_lock(?, ?)", [ADVISORY_LOCK_CLASS.workOrderCosts, workOrderId], "all", tx.getTransactionContext());
}
