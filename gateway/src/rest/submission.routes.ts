import { z } from "zod";
import { graphql } from "../gql";
import { idParam } from "./legacy";
import { legacyMoney, legacyVersion } from "./params";
import { shim, ShimInputError } from "./shim";

/**
 * Cost submission (portals §4, §7; docs/billing.md "Submission"): mark complete, submit, amend. Staff,
 * or the order's contractor (another contractor's order answers 404; client users 403).
 *
 * - PUT /api/WorkOrders/Complete?id → 200 `{ Code: 2011, Message: "Costs of £123.45 are logged on
 *   this work order. Do you want to submit them for payment?" }` when costs are logged (the portal
 *   then asks and calls Submitted), else 200 `{ Message: "Work order marked as complete" }`.
 * - PUT /api/WorkOrders/Submitted?id → 200 `{ Message: "Your costs have been submitted" }`.
 * - PUT /api/WorkOrders/SubmittedAmmend, JSON `{ WorkOrderId, NewPrice, Reason }` → 200
 *   `{ Message: "Your costs have been submitted" }`.
 *
 * Refusals: 400 `{ Message, ModelState }` for REQUIRED ('Required fields', a reason) and INVALID
 * ('Amended price must be greater than 0'); 409 for STALE, ILLEGAL_TRANSITION, MISSING_INFO and NO_COSTS.
 */

const byId = z.object({ id: idParam, version: legacyVersion });

const AMENDED_PRICE_MESSAGE = "Amended price must be greater than 0";

/** The amended price as the portal sends it (money: legacyMoney); empty is 0, and anything that is no number is refused with the spec's text. */
const newPrice = z.unknown().transform((v) => {
  const price = legacyMoney.safeParse(v);
  if (!price.success) throw new ShimInputError(AMENDED_PRICE_MESSAGE);
  return price.data ?? "0";
});

const amendForm = z.object({
  workorderid: idParam,
  newprice: newPrice,
  reason: z.union([z.string(), z.null()]).optional(),
  version: legacyVersion,
});

export const submissionRoutes = [
  shim({
    method: "put",
    path: "/WorkOrders/Complete",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation WorkOrdersComplete($id: Int!, $version: Int) {
        completeWorkOrder(id: $id, version: $version) {
          workOrder {
            id
          }
          code
          message
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = byId.parse(args);
      return { id: p.id, version: p.version ?? null };
    },
    result: ({ completeWorkOrder }) =>
      completeWorkOrder.code ? { Code: completeWorkOrder.code, Message: completeWorkOrder.message } : { Message: completeWorkOrder.message },
  }),
  shim({
    method: "put",
    path: "/WorkOrders/Submitted",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation WorkOrdersSubmitCosts($id: Int!, $version: Int) {
        submitWorkOrderCosts(id: $id, version: $version) {
          workOrder {
            id
          }
          message
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = byId.parse(args);
      return { id: p.id, version: p.version ?? null };
    },
    result: ({ submitWorkOrderCosts }) => ({ Message: submitWorkOrderCosts.message }),
  }),
  shim({
    method: "put",
    path: "/WorkOrders/SubmittedAmmend",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation WorkOrdersAmendCosts($workOrderId: Int!, $newPrice: Decimal!, $reason: String, $version: Int) {
        amendSubmittedCosts(workOrderId: $workOrderId, newPrice: $newPrice, reason: $reason, version: $version) {
          workOrder {
            id
          }
          message
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = amendForm.parse(args);
      return { workOrderId: p.workorderid, newPrice: p.newprice, reason: p.reason ?? null, version: p.version ?? null };
    },
    result: ({ amendSubmittedCosts }) => ({ Message: amendSubmittedCosts.message }),
  }),
];
