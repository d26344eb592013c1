import { z } from "zod";
import { graphql } from "../gql";
import { idParam, optionalId } from "./legacy";
import { shim, ShimInputError } from "./shim";
import { declineRequestShim } from "./work-orders.routes";

/** The legacy form of a client's answer: ?workOrderId&note (and, optionally, the quote). */
const answerParams = z.object({
  workorderid: idParam,
  quoteid: optionalId,
  note: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v ?? null),
});

const submitParams = z.object({
  workorderid: idParam,
  quotationid: idParam,
  workorderstatusid: optionalId,
});

graphql(`
  fragment LegacyQuoteDecision on QuoteDecisionPayload {
    quote {
      id
      billingStatusId
    }
  }
`);

export const quoteDecisionRoutes = [
  // the contractor portal's send for approval: posts the quote with work order status 4 (portals §4, §7)
  shim({
    method: "post",
    path: "/Contractors/SubmitQuote/:workOrderId",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation ContractorsSubmitQuote($quoteId: Int!, $workOrderId: Int) {
        sendQuoteForApproval(quoteId: $quoteId, workOrderId: $workOrderId) {
          ...LegacyQuoteDecision
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args, body }) => {
      const path = idParam.parse(args.workorderid);
      const given = (body && typeof body === "object" ? Object.entries(body) : []).find(([k]) => k.toLowerCase() === "workorderid")?.[1];
      if (given != null && given !== "" && idParam.parse(given) !== path) throw new ShimInputError("workorderid must be the work order of the path");
      const p = submitParams.parse({ ...args, workorderid: path });
      if (p.workorderstatusid !== undefined && p.workorderstatusid !== 4)
        throw new ShimInputError("WorkOrderStatusId must be 4 (awaiting quote approval)");
      return { quoteId: p.quotationid, workOrderId: p.workorderid };
    },
    result: () => ({ Message: "Quote sent for approval" }),
  }),
  // the client's approve: the quote becomes a new work order, which the portal then opens
  shim({
    method: "put",
    path: "/WorkOrders/AcceptQuoteDuplicate",
    tenancy: "scoped:client",
    operation: graphql(`
      mutation WorkOrdersAcceptQuoteDuplicate($quoteId: Int!, $workOrderId: Int) {
        acceptQuote(quoteId: $quoteId, workOrderId: $workOrderId) {
          newWorkOrderId
          ...LegacyQuoteDecision
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => ({ quoteId: idParam.parse(args.quoteid), workOrderId: idParam.parse(args.workorderid) }),
    result: ({ acceptQuote }) => ({ NewWorkorderId: acceptQuote.newWorkOrderId, Message: "Quote approved" }),
  }),
  // the client's reject (§4: "reject declines the work order with a note"): on an order awaiting quote
  // approval its quote is rejected; any other order is a request to decline, as before (staff only)
  shim({
    method: "put",
    path: "/WorkOrders/Decline",
    tenancy: "scoped:client",
    operation: graphql(`
      mutation WorkOrdersRejectQuote($workOrderId: Int!, $quoteId: Int, $note: String) {
        rejectQuote(workOrderId: $workOrderId, quoteId: $quoteId, note: $note) {
          ...LegacyQuoteDecision
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = answerParams.parse(args);
      return { workOrderId: p.workorderid, quoteId: p.quoteid ?? null, note: p.note };
    },
    // staff without COST_DECISIONS may still decline a request (403 when the order awaits a quote decision)
    otherwise: { codes: ["NOT_AWAITING_APPROVAL", "FORBIDDEN"], shim: declineRequestShim },
    result: () => ({ Message: "Quote rejected" }),
  }),
  // the client's request for another quote, with a note
  shim({
    method: "post",
    path: "/WorkOrders/AlternativeQuote",
    tenancy: "scoped:client",
    operation: graphql(`
      mutation WorkOrdersAlternativeQuote($workOrderId: Int!, $quoteId: Int, $note: String) {
        requestAlternativeQuote(workOrderId: $workOrderId, quoteId: $quoteId, note: $note) {
          ...LegacyQuoteDecision
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = answerParams.parse(args);
      return { workOrderId: p.workorderid, quoteId: p.quoteid ?? null, note: p.note };
    },
    result: () => ({ Message: "Alternative quote requested" }),
  }),
];
