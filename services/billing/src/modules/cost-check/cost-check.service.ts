import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError } from "@wo/shared";
import { costCheckTolerance } from "./cost-check.config";
import { CHECKED_STATUSES, checkedOrders } from "./cost-check.facts";
import { checkCosts, CostCheckSeverity } from "./cost-check.rules";
import type { CostChecks } from "./cost-check.type";

/**
 * The cost checks of each order named that exists (docs/billing.md "Cost checks"): worked out from
 * the current data on every read, in a fixed number of statements for the whole batch; never stored.
 */
export async function costChecksOf(em: EntityManager, ids: readonly number[]): Promise<Map<number, CostChecks>> {
  const tolerance = costCheckTolerance();
  const orders = await checkedOrders(em, ids);
  const out = new Map<number, CostChecks>();
  for (const o of orders.values()) {
    const checked = CHECKED_STATUSES.includes(o.workOrderStatusId);
    const flags = checked ? checkCosts(o.costs, tolerance) : [];
    out.set(o.id, {
      workOrderId: o.id,
      checked,
      loggedTotal: o.costs.loggedTotal,
      acceptedQuoteTotal: o.costs.acceptedQuoteTotal,
      tolerance,
      // errors first; the sort is stable, so each keeps the checks' order
      flags: [...flags].sort((a, b) => Number(b.severity === CostCheckSeverity.ERROR) - Number(a.severity === CostCheckSeverity.ERROR)),
    });
  }
  return out;
}

/** One order's checks; NOT_FOUND when it does not exist. */
export async function costChecksFor(em: EntityManager, workOrderId: number): Promise<CostChecks> {
  const checks = (await costChecksOf(em, [workOrderId])).get(workOrderId);
  if (!checks) throw new NotFoundError();
  return checks;
}
