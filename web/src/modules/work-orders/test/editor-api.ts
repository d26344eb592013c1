import { graphql } from "msw";
import { failedReply, gqlError, mockApi, okReply as ok, type ApiCalls } from "../../../test/api";
import { ADMIN, SLA_CLOCKS } from "../../../test/fixtures";
import { server } from "../../../test/server";
import { counters } from "../costs/test/costs-api";

type Vars = Record<string, unknown>;

const named = (typename: string, rows: Array<[number, string]>) => rows.map(([id, name]) => ({ __typename: typename, id, name }));

export const LOOKUPS = {
  clientList: named("Client", [
    [1, "Harbour Retail Group"],
    [2, "Northgate Leisure Ltd"],
  ]),
  contractorList: named("Contractor", [
    [1, "Apex Building Services"],
    [2, "Brightline Electrical"],
  ]),
  workOrderTypes: named("WorkOrderType", [
    [1, "Reactive"],
    [2, "Quote"],
    [3, "PPM"],
    [4, "Remedial Works"],
  ]),
  workOrderStatuses: named("WorkOrderStatus", [
    [1, "Awaiting Response"],
    [2, "Open"],
    [3, "Awaiting Quote"],
    [6, "Closed"],
    [7, "Completed"],
    [9, "Cancelled"],
    [10, "Approved"],
    [11, "Query"],
    [12, "Submitted"],
  ]),
  methodsOfRequest: named("MethodOfRequest", [
    [1, "Email"],
    [2, "Telephone"],
    [3, "Client Portal"],
    [4, "Other"],
  ]),
  slaCodes: ["A", "B", "C"].map((code) => ({ __typename: "SlaCode", code, name: code })),
  financialCodes: named("FinancialCode", [
    [1, "Reactive"],
    [2, "Planned"],
    [3, "Quoted"],
    [5, "Capital"],
  ]),
  capitalCodes: named("CapitalCode", [
    [1, "CAP-01 Roofing"],
    [2, "CAP-02 HVAC"],
  ]),
  queryReasons: named("QueryReason", [
    [1, "Cost too high"],
    [2, "Missing job sheet"],
  ]),
  progressCodes: named("ProgressCode", [[5, "Complete"]]),
};

/** What the server says the viewer may do now (WorkOrder.viewerCan): nothing unless said */
export function viewerCan(
  can: Partial<Record<"approveAndConvert" | "decline" | "cancel" | "complete" | "submitCosts" | "approveCosts" | "queryCosts", boolean>> = {},
) {
  return {
    __typename: "WorkOrderViewerCan",
    approveAndConvert: false,
    decline: false,
    cancel: false,
    complete: false,
    submitCosts: false,
    approveCosts: false,
    queryCosts: false,
    ...can,
  };
}

/** A work order as the editors read it (WorkOrderEditor_WorkOrder): an open order, which the viewer may cancel or mark complete */
export function editableWorkOrder(id: number, over: Record<string, unknown> = {}) {
  return {
    __typename: "WorkOrder",
    id,
    refNo: `WO${String(id).padStart(7, "0")}`,
    version: 3,
    nextStatuses: [2, 3],
    viewerCan: viewerCan({ cancel: true, complete: true }),
    workOrderStatusId: 2,
    workOrderStatus: "Open",
    deadline: "NONE",
    slaClocks: SLA_CLOCKS,
    clientId: 1,
    siteId: 11,
    contactId: null,
    assetId: null,
    tradeId: 20,
    subTradeId: 21,
    contractorId: 1,
    workOrderTypeId: 1,
    progressCodeId: null,
    methodOfRequestId: 2,
    slaCode: "B",
    financialCodeId: 1,
    capitalCodeId: null,
    queryReasonId: null,
    smsNumber: null,
    smsNotifications: false,
    sendNotifications: true,
    requestedBy: "Sarah Whitfield",
    clientRef: null,
    issue: "Lights out in aisle 4",
    details: "Three fittings dead",
    accessTimes: null,
    dateOpened: "2026-11-02T09:00:00.000Z",
    requestDate: null,
    dueDate: "2026-11-05T09:00:00.000Z",
    estimatedCost: "150.000",
    approvedCost: null,
    actualCost: null,
    callOutCost: null,
    supersededCostPrice: null,
    supersededReason: null,
    overBudget: false,
    valuationNumber: null,
    invoiceNo: null,
    invoiceDate: null,
    invoiceAmount: null,
    ...over,
  };
}

export type EditorApiOptions = {
  me?: unknown;
  workOrder?: ReturnType<typeof editableWorkOrder> | null;
  /** saveWorkOrder refuses with this code and message */
  refuseSave?: { code: string; message: string };
  inWarranty?: boolean;
  /** approveAndConvert fails outright */
  failConvert?: boolean;
  /** completeWorkOrder finds these costs logged ('£123.45'): code 2011 and the question */
  loggedOnComplete?: string;
  /** billing's costChecks(workOrderId) (default: not checked, nothing logged) */
  costChecks?: (workOrderId: number) => Record<string, unknown>;
};

/** billing's cost checks of an order as the finance section reads them (CostReview_Checks) */
export function costChecks(workOrderId: number, over: Record<string, unknown> = {}) {
  return {
    __typename: "CostChecks",
    workOrderId,
    checked: false,
    loggedTotal: "0.00",
    acceptedQuoteTotal: null,
    tolerance: "0.10",
    flags: [],
    ...over,
  };
}

/** One cost-check flag */
export function costFlag(code: string, severity: "ERROR" | "WARNING", message: string, over: Record<string, unknown> = {}) {
  return { __typename: "CostCheckFlag", code, severity, message, logTimeId: null, workDate: null, ...over };
}

const woError = (code: string, message: string) => ({ __typename: "WorkOrderError", code, message, fieldErrors: [] });
const payload = (workOrder: unknown, error: unknown = null) => ({ __typename: "SaveWorkOrderPayload", workOrder, error });

/** The editors' API over one in-memory work order, recording each call (and mockApi's shell) */
export function mockEditorApi(options: EditorApiOptions = {}) {
  const calls: ApiCalls = mockApi({ me: options.me ?? ADMIN });
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  let stored = options.workOrder === undefined ? editableWorkOrder(42) : options.workOrder;
  const bump = (over: Record<string, unknown>) => {
    stored = { ...stored!, ...over, version: stored!.version + 1 };
    return stored;
  };

  server.use(
    graphql.query("WorkOrderLookups_All", () => ok(LOOKUPS)),
    graphql.query("WorkOrderLookups_Client", ({ variables }) => {
      record("WorkOrderLookups_Client", variables);
      return ok({
        siteList: [
          { __typename: "Site", id: 11, name: "Harbour Home Manchester", siteCode: "HRG001" },
          { __typename: "Site", id: 12, name: "Harbour Express Leeds", siteCode: "HRG002" },
        ],
        userOptions: [
          { __typename: "UserOption", id: 10, fullName: "Fiona Sinclair", mobile: "07700 900123" },
          { __typename: "UserOption", id: 13, fullName: "Tom Reed", mobile: null },
        ],
        trades: [{ __typename: "Trade", id: 20, name: "Electrical" }],
      });
    }),
    graphql.query("WorkOrderLookups_Site", () => ok({ assetOptions: [{ __typename: "AssetOption", id: 30, assetCode: "AC-001" }] })),
    graphql.query("WorkOrderLookups_SubTrades", () => ok({ trades: [{ __typename: "Trade", id: 21, name: "Lighting" }] })),
    graphql.query("WorkOrderForm_AssetWarranty", ({ variables }) =>
      ok({ asset: { __typename: "Asset", id: variables.id, inWarranty: Boolean(options.inWarranty) } }),
    ),
    graphql.query("Answers_Questions", () =>
      ok({
        questions: [
          { __typename: "Question", id: 1, content: "Is the area safe?" },
          { __typename: "Question", id: 2, content: "How many fittings?" },
        ],
      }),
    ),
    graphql.query("WorkOrderAnswers_Answers", ({ variables }) =>
      ok({
        answers: [{ __typename: "Answer", id: 5, workOrderId: variables.workOrderId, questionContent: "Is the area safe?", answerContent: "Yes" }],
      }),
    ),
    graphql.mutation("WorkOrderAnswers_Save", ({ variables }) => {
      record("WorkOrderAnswers_Save", variables);
      const input = variables.input as Vars;
      return ok({ saveAnswer: { __typename: "SaveAnswerPayload", answer: { __typename: "Answer", id: input.id ?? 6, ...input }, error: null } });
    }),
    graphql.query("SiteHistoryGrid_WorkOrders", ({ variables }) => {
      record("SiteHistoryGrid_WorkOrders", variables);
      return ok({ workOrders: { __typename: "WorkOrderPage", totalCount: 0, totalCountExact: true, page: 1, pageSize: 10, nodes: [] } });
    }),
    // the quick view's cost totals (modules/work-orders/costs)
    graphql.query("CostTotals_Counters", ({ variables }) => ok({ costCounters: counters(Number(variables.workOrderId)), quotedCost: null })),
    graphql.query("NotesTab_Notes", () =>
      ok({ workOrderNotes: { __typename: "WorkOrderNotePage", totalCount: 0, totalCountExact: true, nodes: [] } }),
    ),
    graphql.query("CostReview_Checks", ({ variables }) => {
      record("CostReview_Checks", variables);
      const id = Number(variables.workOrderId);
      return ok({ costChecks: options.costChecks ? options.costChecks(id) : costChecks(id) });
    }),
    graphql.query("WorkOrderQuotesTab_Quotes", ({ variables }) => {
      record("WorkOrderQuotesTab_Quotes", variables);
      return ok({ quotes: { __typename: "QuotePage", totalCount: 0, totalCountExact: true, nodes: [] } });
    }),
    graphql.query("StaffWorkOrder_Load", ({ variables }) => {
      record("StaffWorkOrder_Load", variables);
      return stored && stored.id === Number(variables.id) ? ok({ workOrder: stored }) : failedReply(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.mutation("WorkOrderActions_Save", ({ variables }) => {
      record("WorkOrderActions_Save", variables);
      if (options.refuseSave) return ok({ saveWorkOrder: payload(null, woError(options.refuseSave.code, options.refuseSave.message)) });
      const input = variables.input as Vars;
      if (!input.id) return ok({ saveWorkOrder: payload(editableWorkOrder(77, { workOrderStatusId: input.workOrderStatusId })) });
      return ok({ saveWorkOrder: payload(bump({})) });
    }),
    graphql.mutation("WorkOrderActions_Cancel", ({ variables }) => {
      record("WorkOrderActions_Cancel", variables);
      return ok({
        cancelWorkOrder: payload(bump({ workOrderStatusId: 9, workOrderStatus: "Cancelled", nextStatuses: [9], viewerCan: viewerCan() })),
      });
    }),
    graphql.mutation("WorkOrderActions_Approve", ({ variables }) => {
      record("WorkOrderActions_Approve", variables);
      return ok({
        approveWorkOrderCosts: payload(
          bump({
            workOrderStatusId: 10,
            workOrderStatus: "Approved",
            approvedCost: variables.approvedCost,
            nextStatuses: [10, 6],
            viewerCan: viewerCan({ queryCosts: true }),
          }),
        ),
      });
    }),
    graphql.mutation("WorkOrderActions_Query", ({ variables }) => {
      record("WorkOrderActions_Query", variables);
      return ok({ queryWorkOrderCosts: payload(bump({ workOrderStatusId: 11, workOrderStatus: "Query", queryReasonId: variables.queryReasonId })) });
    }),
    graphql.mutation("WorkOrderActions_Complete", ({ variables }) => {
      record("WorkOrderActions_Complete", variables);
      const logged = options.loggedOnComplete;
      const done = bump({ workOrderStatusId: 7, workOrderStatus: "Completed", nextStatuses: [7, 2], viewerCan: viewerCan({ submitCosts: true }) });
      return ok({
        completeWorkOrder: {
          __typename: "CompleteWorkOrderPayload",
          workOrder: done,
          error: null,
          code: logged ? 2011 : null,
          message: logged
            ? `Costs of ${logged} are logged on this work order. Do you want to submit them for payment?`
            : "Work order marked as complete",
        },
      });
    }),
    graphql.mutation("WorkOrderActions_Submit", ({ variables }) => {
      record("WorkOrderActions_Submit", variables);
      const done = bump({
        workOrderStatusId: 12,
        workOrderStatus: "Submitted",
        nextStatuses: [12],
        viewerCan: viewerCan({ approveCosts: true, queryCosts: true }),
      });
      return ok({
        submitWorkOrderCosts: { __typename: "SubmitCostsPayload", workOrder: done, error: null, message: "Your costs have been submitted" },
      });
    }),
    graphql.query("ApproveConvertPopup_Matching", ({ variables }) => {
      record("ApproveConvertPopup_Matching", variables);
      return ok({
        matchingContractors: [
          { __typename: "MatchingContractor", id: 2, name: "Brightline Electrical", preferred: true, siteListed: true, contractName: "Harbour 2026" },
        ],
      });
    }),
    graphql.mutation("ApproveConvertPopup_Convert", ({ variables }) => {
      record("ApproveConvertPopup_Convert", variables);
      if (options.failConvert) return failedReply(gqlError("Something went wrong", "INTERNAL_SERVER_ERROR").errors);
      return ok({
        approveAndConvert: payload(
          bump({ workOrderStatusId: 2, workOrderStatus: "Open", contractorId: variables.contractorId, contractorName: "Brightline Electrical" }),
        ),
      });
    }),
    graphql.mutation("DeclinePopup_Decline", ({ variables }) => {
      record("DeclinePopup_Decline", variables);
      return ok({ declineRequest: payload({ __typename: "WorkOrder", id: variables.id, workOrderStatusId: 9, workOrderStatus: "Cancelled" }) });
    }),
  );
  return { calls, current: () => stored };
}
