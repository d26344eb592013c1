import type { EntityManager } from "@mikro-orm/postgresql";
import { clean, COST, refused } from "./work-order.change";
import type { StatusAction } from "./work-order.actions";
import type { WorkOrder } from "./work-order.entity";
import { WorkOrderStatusId as S } from "./work-order.status";
import { REQUIRED_FIELDS, WorkOrderErrorCode as Code, type SaveWorkOrderPayload } from "./work-order.type";

/**
 * The rules of the actions a save may also go through (approve costs, query costs, cancel: the
 * StatusAction's `bySave`), shared by the actions (work-order.lifecycle.ts) and the save's move step
 * (save/steps.ts).
 */

/** What an action does to an order: the status it moves to, what the audit line says, and the change itself. */
export interface Plan {
  to: number;
  audit?: string;
  /** Runs once the move is known to be allowed. */
  apply?: (wo: WorkOrder, tx: EntityManager) => Promise<void> | void;
}

/** What an action does to one order, read in the change's transaction; or its refusal. */
export type PlanOf = (wo: WorkOrder, tx: EntityManager) => SaveWorkOrderPayload | Plan | Promise<SaveWorkOrderPayload | Plan>;

/** Cancel's rule: status 9, as the transition table allows. */
export const cancelling = (): PlanOf => () => ({ to: S.Cancelled });

/**
 * Approve costs' rule (§4), for approveWorkOrderCosts and for a save that approves (the legacy
 * model's PUT with ApprovedCost): the approved cost required, 0 or more with up to 3 decimals; status
 * 10 with it and, when given, the valuation number.
 */
export function approving(args: { approvedCost: string | null | undefined; valuationNumber?: string | null }): SaveWorkOrderPayload | PlanOf {
  const cost = args.approvedCost == null ? "" : String(args.approvedCost).trim();
  if (!cost) return refused(Code.REQUIRED, REQUIRED_FIELDS, [{ field: "approvedCost", message: "Approved cost is required" }]);
  if (!COST.test(cost)) {
    const message = "Approved cost must be 0 or more, with up to 3 decimals";
    return refused(Code.INVALID, message, [{ field: "approvedCost", message }]);
  }
  const valuation = clean(args.valuationNumber);
  return () => ({
    to: S.Approved,
    audit: `Costs approved at £${cost}${valuation ? `, valuation number ${valuation}` : ""}`,
    apply: (wo) => {
      wo.approvedCost = cost;
      if (valuation) wo.valuationNumber = valuation;
    },
  });
}

/** Query costs' rule (§4), for queryWorkOrderCosts and for a save that queries: status 11 with a query reason that exists. */
export async function querying(em: EntityManager, queryReasonId: number | null | undefined): Promise<SaveWorkOrderPayload | PlanOf> {
  if (!queryReasonId) return refused(Code.REQUIRED, REQUIRED_FIELDS, [{ field: "queryReasonId", message: "Query reason is required" }]);
  const [reason] = await em.getConnection().execute<{ name: string }[]>("select name from work_orders.query_reason where id = ?", [queryReasonId]);
  if (!reason) return refused(Code.INVALID, "Query reason is not valid", [{ field: "queryReasonId", message: "Query reason is not valid" }]);
  return () => ({
    to: S.Query,
    audit: `Costs queried (${reason.name})`,
    apply: (wo) => {
      wo.queryReasonId = queryReasonId;
    },
  });
}

/**
 * The rule a save goes through when it makes an action's move (StatusAction.bySave): the action's own
 * plan, checked and applied in the save's transaction; the action's permission is checked first.
 */
export async function planOfSave(
  em: EntityManager,
  action: StatusAction,
  values: { approvedCost: string | null | undefined; valuationNumber: string | null; queryReasonId: number | null },
): Promise<SaveWorkOrderPayload | PlanOf> {
  switch (action.flag) {
    case "approveCosts":
      return approving(values);
    case "queryCosts":
      return querying(em, values.queryReasonId);
    case "cancel":
      return cancelling();
    default:
      throw new Error(`${action.mutation} has no rule a save can go through`);
  }
}
