import { graphql } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { okReply } from "../../../test/api";
import { workOrder } from "../../../test/fixtures";
import { server } from "../../../test/server";
import type { Answer } from "../../../test/typed";
import { ContractorPortalPayment_Amend, ContractorPortalPayment_Submit } from "../components/details/ConfirmPaymentPopup";
import { ContractorPortalWorkOrder_SaveChoices } from "../components/details/ContractorSaveFields";
import { ContractorPortalWorkOrder_Save } from "../components/details/useContractorSave";
import { ContractorPortalWorkOrder_Complete } from "../components/details/useMarkComplete";
import { ContractorPortalWorkOrdersPage_Statuses } from "../pages/ContractorWorkOrdersPage";

type Vars = Record<string, unknown>;

/** A work order's viewerCan as the server sends it: the contractor's flags, each closed one explained */
export type Can = {
  edit: boolean;
  addNote: boolean;
  quote: boolean;
  attach: boolean;
  logTime: boolean;
  complete: boolean;
  submitCosts: boolean;
  amendCosts: boolean;
  whyNot: Array<{ action: string; reason: string }>;
};

export const ALL_OPEN: Can = {
  edit: true,
  addNote: true,
  quote: true,
  attach: true,
  logTime: true,
  complete: true,
  submitCosts: true,
  amendCosts: true,
  whyNot: [],
};

export const ALL_CLOSED: Can = {
  edit: false,
  addNote: false,
  quote: false,
  attach: false,
  logTime: false,
  complete: false,
  submitCosts: false,
  amendCosts: false,
  whyNot: [
    { action: "edit", reason: "The work order is Submitted" },
    { action: "complete", reason: "Mark complete is not possible while the work order is Submitted" },
    { action: "submitCosts", reason: "The costs are already submitted" },
  ],
};

export type PopupApiOptions = {
  can?: Can;
  /** The order's fields besides the fixture's (workOrderStatusId, actualCost...) */
  order?: Record<string, unknown>;
  /** completeWorkOrder finds costs logged: code 2011 and its question */
  costsLogged?: boolean;
  /** saveWorkOrder's refusal */
  saveRefusal?: { code: string; message: string };
  /** The viewerCan after the order was marked complete */
  canAfterComplete?: Can;
};

export const COST_QUESTION = "Costs of £123.45 are logged on this work order. Do you want to submit them for payment?";

const refusal = (code: string, message: string) => ({ __typename: "WorkOrderError", code, message, fieldErrors: [] });

/**
 * The contractor work-order popup's API (the order, the save's choices, save, mark complete, submit
 * and amend), over an order whose version grows with each change; every call recorded by operation.
 */
export function mockPopupApi(options: PopupApiOptions = {}) {
  const calls: Record<string, Vars[]> = {};
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push(variables);
  let version = 3;
  let can = options.can ?? ALL_OPEN;
  let status = { workOrderStatusId: 2, workOrderStatus: "Open" };
  let actualCost: string | null = null;
  const order = () => ({
    ...workOrder(7, {
      version,
      clientId: 1,
      siteId: 107,
      assetId: null,
      progressCodeId: null,
      actualCost,
      ...status,
      ...options.order,
    }),
    viewerCan: { __typename: "WorkOrderViewerCan", ...can, whyNot: can.whyNot.map((w) => ({ __typename: "WorkOrderActionRefusal", ...w })) },
  });
  const changed = () => ({ __typename: "WorkOrder" as const, id: 7, version, ...status, actualCost });
  server.use(
    graphql.query("ContractorPortalWorkOrder_WorkOrder", ({ variables }) => {
      record("ContractorPortalWorkOrder_WorkOrder", variables);
      return okReply({
        workOrder: order(),
        answers: [{ __typename: "Answer", id: 41, questionContent: "Where is the leak?", answerContent: "Under the sink" }],
      });
    }),
    graphql.query("ContractorPortalWorkOrder_SaveChoices", ({ variables }) => {
      record("ContractorPortalWorkOrder_SaveChoices", variables);
      return okReply({
        progressCodes: [
          { __typename: "ProgressCode", id: 1, name: "Engineer on site" },
          { __typename: "ProgressCode", id: 2, name: "Parts on order" },
        ],
        assetOptions: [{ __typename: "AssetOption", id: 8, assetCode: "BOILER-1" }],
      } satisfies Answer<ResultOf<typeof ContractorPortalWorkOrder_SaveChoices>>);
    }),
    graphql.mutation("ContractorPortalWorkOrder_Save", ({ variables }) => {
      record("ContractorPortalWorkOrder_Save", variables);
      if (options.saveRefusal) {
        return okReply({
          saveWorkOrder: {
            __typename: "SaveWorkOrderPayload",
            workOrder: null,
            error: refusal(options.saveRefusal.code, options.saveRefusal.message),
          },
        });
      }
      version += 1;
      const input = variables.input as { progressCodeId: number | null; assetId: number | null };
      const reply: Answer<ResultOf<typeof ContractorPortalWorkOrder_Save>> = {
        saveWorkOrder: {
          __typename: "SaveWorkOrderPayload",
          workOrder: {
            __typename: "WorkOrder",
            id: 7,
            version,
            progressCodeId: input.progressCodeId,
            progressCode: null,
            assetId: input.assetId,
            assetCode: null,
          },
          error: null,
        },
      };
      return okReply(reply);
    }),
    graphql.mutation("ContractorPortalWorkOrder_Complete", ({ variables }) => {
      record("ContractorPortalWorkOrder_Complete", variables);
      version += 1;
      status = { workOrderStatusId: 7, workOrderStatus: "Completed" };
      actualCost = options.costsLogged ? "123.450" : "0.000";
      can = options.canAfterComplete ?? can;
      const reply: Answer<ResultOf<typeof ContractorPortalWorkOrder_Complete>> = {
        completeWorkOrder: {
          __typename: "CompleteWorkOrderPayload",
          workOrder: changed(),
          code: options.costsLogged ? 2011 : null,
          message: options.costsLogged ? COST_QUESTION : "Work order marked as complete",
          error: null,
        },
      };
      return okReply(reply);
    }),
    graphql.mutation("ContractorPortalPayment_Submit", ({ variables }) => {
      record("ContractorPortalPayment_Submit", variables);
      version += 1;
      status = { workOrderStatusId: 12, workOrderStatus: "Submitted" };
      const reply: Answer<ResultOf<typeof ContractorPortalPayment_Submit>> = {
        submitWorkOrderCosts: { __typename: "SubmitCostsPayload", workOrder: changed(), message: "Your costs have been submitted", error: null },
      };
      return okReply(reply);
    }),
    graphql.mutation("ContractorPortalPayment_Amend", ({ variables }) => {
      record("ContractorPortalPayment_Amend", variables);
      version += 1;
      status = { workOrderStatusId: 12, workOrderStatus: "Submitted" };
      actualCost = String(variables.newPrice);
      const reply: Answer<ResultOf<typeof ContractorPortalPayment_Amend>> = {
        amendSubmittedCosts: { __typename: "SubmitCostsPayload", workOrder: changed(), message: "Your costs have been submitted", error: null },
      };
      return okReply(reply);
    }),
    graphql.query("NotesTab_Notes", ({ variables }) => {
      record("NotesTab_Notes", variables);
      return okReply({ workOrderNotes: { __typename: "WorkOrderNotePage", totalCount: 0, totalCountExact: true, nodes: [] } });
    }),
    graphql.mutation("NotePopup_Save", ({ variables }) => {
      record("NotePopup_Save", variables);
      const input = variables.input as { note: string };
      return okReply({
        saveWorkOrderNote: {
          __typename: "SaveWorkOrderNotePayload",
          note: { __typename: "WorkOrderNote", id: 90, note: input.note, noteTime: "2026-11-20T10:00:00Z", userId: 11, userName: "Mark Stevens" },
          error: null,
        },
      });
    }),
  );
  return calls;
}

/** The work-orders page's status choices: the statuses and the contractor's counts of each */
export function mockStatuses(counts: Array<[statusId: number, count: number]>) {
  const names: Record<number, string> = { 1: "Awaiting Response", 2: "Open", 3: "Awaiting Quote", 7: "Completed", 12: "Submitted" };
  server.use(
    graphql.query("ContractorPortalWorkOrdersPage_Statuses", () =>
      okReply({
        workOrderStatuses: Object.entries(names).map(([id, name]) => ({ __typename: "WorkOrderStatus", id: Number(id), name })),
        workOrderCounters: {
          __typename: "WorkOrderCounters",
          byStatus: counts.map(([statusId, count]) => ({ __typename: "StatusCountEntry", statusId, count })),
        },
      } satisfies Answer<ResultOf<typeof ContractorPortalWorkOrdersPage_Statuses>>),
    ),
  );
}
