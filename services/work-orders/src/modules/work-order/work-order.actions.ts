import { allows, COST_DECISIONS, type AccessRule, type Viewer } from "@wo/shared";
import { WorkOrderStatusId as S } from "./work-order.status";
import { COMPLETE_FROM, SUBMIT_FROM, TRANSITIONS } from "./work-order.transitions";

/** The statuses the transition table lets move to `to`. */
const into = (to: number): number[] =>
  Object.entries(TRANSITIONS)
    .filter(([, next]) => next.includes(to))
    .map(([from]) => Number(from));

/** The back office, every department. */
const STAFF: AccessRule = { audience: ["staff"], level: "read" };
/** A cost or quote decision (COST_DECISIONS), and the portal users whose own decision it may be. */
const costDecision = (...portal: ("client" | "contractor")[]): AccessRule => ({
  audience: ["staff", ...portal],
  area: COST_DECISIONS.area,
  level: COST_DECISIONS.level,
});

/**
 * A status change that has its own action: the action's rules (what must be given, checked, written
 * and told) are the only way to make it. A save that moves an order this way either goes through the
 * action's own rule and permission (`bySave`: approving or querying costs, cancelling, as the legacy
 * model's PUT has always done) or is refused with ACTION_REQUIRED naming the action; the status
 * drop-down (WorkOrder.nextStatuses) never offers it, and WorkOrder.viewerCan says who may take it now.
 */
export interface StatusAction {
  /** The WorkOrder.viewerCan flag that says whether the viewer may take it on an order now (none: another service's action) */
  readonly flag?: Exclude<keyof WorkOrderActionFlags, "edit">;
  /** What a person calls it, in refusals: "Mark complete" */
  readonly name: string;
  /** The mutation (and subgraph) that takes it, and its legacy call */
  readonly mutation: string;
  readonly service: "work-orders" | "billing";
  readonly rest: string;
  /** The moves it makes: from each of `from` to `to` (each in the transition table) */
  readonly from: readonly number[];
  readonly to: number;
  /**
   * Who may take it, for this service's actions: its root field's @Access rule (work-order.actions.test.ts
   * checks they are the same); portal users their own orders' only. Billing checks its own.
   */
  readonly access?: AccessRule;
  /** A save moving the order this way goes through the action's rule (lifecycle.ts saveWorkOrder); otherwise it is refused */
  readonly bySave: boolean;
}

/** What WorkOrder.viewerCan answers: whether the viewer may edit the order by a save, and one flag per action of this service. */
export interface WorkOrderActionFlags {
  edit: boolean;
  approveAndConvert: boolean;
  decline: boolean;
  cancel: boolean;
  complete: boolean;
  submitCosts: boolean;
  amendCosts: boolean;
  approveCosts: boolean;
  queryCosts: boolean;
}

/** Every action that moves a work order, this service's and billing's quote decisions (docs/work-order-lifecycle.md "The actions"). */
export const STATUS_ACTIONS: readonly StatusAction[] = [
  {
    flag: "approveAndConvert",
    name: "Approve and convert",
    mutation: "approveAndConvert",
    service: "work-orders",
    rest: "POST /api/WorkOrders/ApproveAndConvert/{id}",
    from: [S.AwaitingResponse],
    to: S.Open,
    access: STAFF,
    bySave: false,
  },
  {
    // a Quote job's request is converted to Awaiting Quote
    name: "Approve and convert",
    mutation: "approveAndConvert",
    service: "work-orders",
    rest: "POST /api/WorkOrders/ApproveAndConvert/{id}",
    from: [S.AwaitingResponse],
    to: S.AwaitingQuote,
    access: STAFF,
    bySave: false,
  },
  {
    flag: "decline",
    name: "Decline",
    mutation: "declineRequest",
    service: "work-orders",
    rest: "PUT /api/WorkOrders/Decline",
    from: [S.AwaitingResponse],
    to: S.Discarded,
    access: STAFF,
    bySave: false,
  },
  {
    name: "Convert the pending PPM work order",
    mutation: "convertPpmWorkOrders",
    service: "work-orders",
    rest: "POST /api/workorders/createPpmWorkOrder",
    from: [S.Pending],
    to: S.Open,
    access: STAFF,
    bySave: false,
  },
  {
    flag: "cancel",
    name: "Cancel",
    mutation: "cancelWorkOrder",
    service: "work-orders",
    rest: "POST /api/WorkOrders/Cancelled",
    from: into(S.Cancelled),
    to: S.Cancelled,
    access: STAFF,
    bySave: true,
  },
  {
    flag: "complete",
    name: "Mark complete",
    mutation: "completeWorkOrder",
    service: "work-orders",
    rest: "PUT /api/WorkOrders/Complete",
    from: COMPLETE_FROM,
    to: S.Completed,
    access: costDecision("contractor"),
    bySave: false,
  },
  {
    flag: "submitCosts",
    name: "Submit costs",
    mutation: "submitWorkOrderCosts",
    service: "work-orders",
    rest: "PUT /api/WorkOrders/Submitted",
    from: SUBMIT_FROM,
    to: S.Submitted,
    access: costDecision("contractor"),
    bySave: false,
  },
  {
    flag: "amendCosts",
    name: "Amend costs",
    mutation: "amendSubmittedCosts",
    service: "work-orders",
    rest: "PUT /api/WorkOrders/SubmittedAmmend",
    from: SUBMIT_FROM,
    to: S.Submitted,
    access: costDecision("contractor"),
    bySave: false,
  },
  {
    flag: "approveCosts",
    name: "Approve costs",
    mutation: "approveWorkOrderCosts",
    service: "work-orders",
    rest: "PUT /api/WorkOrders/{id} with ApprovedCost",
    from: into(S.Approved),
    to: S.Approved,
    access: costDecision(),
    bySave: true,
  },
  {
    flag: "queryCosts",
    name: "Query costs",
    mutation: "queryWorkOrderCosts",
    service: "work-orders",
    rest: "PUT /api/WorkOrders/{id} with QueryReasonId",
    from: into(S.Query),
    to: S.Query,
    access: costDecision(),
    bySave: true,
  },
  {
    name: "Send a quote for approval",
    mutation: "sendQuoteForApproval",
    service: "billing",
    rest: "POST /api/Contractors/SubmitQuote/{workOrderId}",
    from: [S.Open, S.AwaitingQuote],
    to: S.AwaitingQuoteApproval,
    bySave: false,
  },
  {
    name: "Accept the quote",
    mutation: "acceptQuote",
    service: "billing",
    rest: "PUT /api/WorkOrders/AcceptQuoteDuplicate",
    from: [S.AwaitingQuoteApproval],
    to: S.Closed,
    bySave: false,
  },
  {
    name: "Reject the quote or ask for an alternative",
    mutation: "rejectQuote",
    service: "billing",
    rest: "PUT /api/WorkOrders/Decline, POST /api/WorkOrders/AlternativeQuote",
    from: [S.AwaitingQuoteApproval],
    to: S.AwaitingQuote,
    bySave: false,
  },
];

/** The action that makes the move from `from` to `to`, if one does (a status kept is no move). */
export function actionFor(from: number, to: number): StatusAction | undefined {
  if (from === to) return undefined;
  return STATUS_ACTIONS.find((a) => a.to === to && a.from.includes(from));
}

/** What a save's rule needs to know of an order: its status and its client. */
export type EditableOrder = { readonly workOrderStatusId: number; readonly clientId: number };

/**
 * Whether the viewer may change the order's fields by a save (saveWorkOrder; WorkOrder.viewerCan.edit),
 * the one rule the save commands and the screens read (docs/work-order-lifecycle.md "Who may do what"):
 * staff any order (the save's own rules still check each change); a client user only its own client's
 * request while it awaits a response (status 1); a contractor user none (issue 22 gives contractors a
 * save of their own).
 */
export function mayEdit(viewer: Viewer, wo: EditableOrder): boolean {
  if (viewer.isStaff) return true;
  if (viewer.isClient) return wo.clientId === viewer.clientId && wo.workOrderStatusId === S.AwaitingResponse;
  return false;
}

/** WorkOrder.viewerCan: whether the viewer may edit the order, and each of this service's actions it may take on it now (its permission, and a move it makes from there). */
export function viewerCan(viewer: Viewer, wo: EditableOrder): WorkOrderActionFlags {
  const flags: WorkOrderActionFlags = {
    edit: mayEdit(viewer, wo),
    approveAndConvert: false,
    decline: false,
    cancel: false,
    complete: false,
    submitCosts: false,
    amendCosts: false,
    approveCosts: false,
    queryCosts: false,
  };
  const status = wo.workOrderStatusId;
  for (const a of STATUS_ACTIONS) if (a.flag && a.access && a.from.includes(status) && allows(a.access, viewer)) flags[a.flag] = true;
  return flags;
}

/**
 * The statuses the status drop-down offers an order in `current`: itself first, then the moves the
 * transition table allows that no action makes (those are the actions' own buttons).
 */
export function dropDownStatuses(current: number): number[] {
  return [current, ...(TRANSITIONS[current] ?? []).filter((to) => !actionFor(current, to))];
}

/** The refusal of a save that makes an action's move: it names the action and how to take it. */
export function actionRequiredMessage(action: StatusAction, fromName: string, toName: string): string {
  return `Use ${action.name} to move a work order from ${fromName} to ${toName} (${action.mutation}; ${action.rest})`;
}
