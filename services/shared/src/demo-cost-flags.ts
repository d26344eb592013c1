/**
 * The demo's deliberate cost differences (docs/billing.md "Demo data (logs)"): the one rule, read by
 * work-orders' seed and billing's, of which demo orders carry a difference the cost checks flag.
 *
 * Every twelfth of the demo's submitted and queried orders (statuses 12 and 11, ids up to
 * DEMO_FLAG_ORDERS), counted in id order, is chosen; the chosen ones take the slots 0 to 6 in turn.
 * Slot 0 is an amended price above the logs by more than the tolerance and slot 1 a job sheet
 * archived after the submission (both work-orders' data, made by its seed); the other slots are
 * billing's, which its seed shares out among the differences it makes (an accepted quote below the
 * cost, a bank holiday not flagged, out-of-hours time billed at the normal rate, time without a rate
 * card, a second call-out on a day) by what each order can carry. No other demo order differs.
 */

/** The demo orders (ids up to this) the rule chooses from; a performance run's others carry none. */
export const DEMO_FLAG_ORDERS = 2000;
/** One in this many of the demo's submitted and queried orders is chosen. */
export const DEMO_FLAG_EVERY = 12;
/** The slots the chosen orders take in turn. */
export const DEMO_FLAG_SLOTS = 7;
/** Work-orders' slots; the others are billing's. */
export const DemoFlagSlot = { AmendedAboveLogged: 0, NoJobSheet: 1 } as const;
/** The statuses the rule chooses from: Query and Submitted. */
export const DEMO_FLAG_STATUSES: readonly number[] = [11, 12];

/**
 * SQL selecting `(id, slot)` of the chosen orders from `orders`, a relation (a table, a view or a
 * sub-select in brackets) with the columns `id` and `status`.
 */
export function demoFlaggedOrdersSql(orders: string): string {
  return `select x.id, (x.k / ${DEMO_FLAG_EVERY})::int % ${DEMO_FLAG_SLOTS} as slot from (
  select o.id, row_number() over (order by o.id) - 1 as k from ${orders} o
   where o.status in (${DEMO_FLAG_STATUSES.join(", ")}) and o.id <= ${DEMO_FLAG_ORDERS}) x
 where x.k % ${DEMO_FLAG_EVERY} = ${DEMO_FLAG_EVERY - 1}`;
}
