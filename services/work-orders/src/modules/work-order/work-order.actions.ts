import {
  allows,
  attachRefusal,
  COST_DECISIONS,
  COST_DECISIONS_ONLY,
  completeStatusRefusal,
  contractorEditRefusal,
  logRefusal,
  newQuoteRefusal,
  NOT_PERMITTED,
  ORDER_STATUS_NAMES,
  submitStatusRefusal,
  type AccessRule,
  type Viewer,
} from "@wo/shared";
import type { CostFacts } from "../submission/submission.facts";
import { submissionBlock } from "../submission/submission.facts";
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
  readonly flag?: Exclude<keyof WorkOrderActionFlags, "edit" | "addNote" | "attach" | "quote" | "logTime">;
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

/**
 * What WorkOrder.viewerCan answers: whether the viewer may edit the order by a save, one flag per
 * action of this service, and the other services' actions on the order the portals show (a note, an
 * attachment, a quote, logged time).
 */
export interface WorkOrderActionFlags {
  edit: boolean;
  addNote: boolean;
  attach: boolean;
  quote: boolean;
  logTime: boolean;
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

/** What a save's rule needs to know of an order: its status, its client and its current contractor. */
export type EditableOrder = { readonly workOrderStatusId: number; readonly clientId: number; readonly contractorId?: number | null };

/** The refusal of a client's change to its request once it has left Awaiting Response (403). */
export const REQUEST_NOT_EDITABLE =
  "A client may change its request only while it awaits a response: this one has moved on, and only the office may change it now";

/** Why the viewer may not change the order's fields by a save now, or null when it may (mayEdit). */
function editRefusal(viewer: Viewer, wo: EditableOrder): string | null {
  if (viewer.isStaff) return null;
  if (viewer.isClient) {
    if (wo.clientId !== viewer.clientId) return NOT_PERMITTED;
    return wo.workOrderStatusId === S.AwaitingResponse ? null : REQUEST_NOT_EDITABLE;
  }
  return contractorEditRefusal(viewer, wo);
}

/**
 * Whether the viewer may change the order's fields by a save (saveWorkOrder; WorkOrder.viewerCan.edit),
 * the one rule the save commands and the screens read (docs/work-order-lifecycle.md "Who may do what"):
 * staff any order (the save's own rules still check each change); a client user only its own client's
 * request while it awaits a response (status 1); a contractor user its own order while the work is with
 * it (CONTRACTOR_EDITABLE, services/shared/src/rules: its progress code, asset and progress note only).
 */
export function mayEdit(viewer: Viewer, wo: EditableOrder): boolean {
  return editRefusal(viewer, wo) === null;
}

/** What WorkOrder.viewerCan reads of an order. */
export type ActionOrder = EditableOrder & { readonly workOrderTypeId: number };

/** An action closed to the viewer now, and why (WorkOrder.viewerCan.whyNot). */
export interface ActionRefusal {
  action: keyof WorkOrderActionFlags;
  reason: string;
}

export type WorkOrderCan = WorkOrderActionFlags & { whyNot: ActionRefusal[] };

type Flag = keyof WorkOrderActionFlags;

/** The actions each kind of viewer may ever take, in the order whyNot lists them: a closed one is explained. */
const ACTIONS_OF: Record<"staff" | "client" | "contractor", readonly Flag[]> = {
  staff: [
    "edit",
    "addNote",
    "attach",
    "quote",
    "logTime",
    "approveAndConvert",
    "decline",
    "cancel",
    "complete",
    "submitCosts",
    "amendCosts",
    "approveCosts",
    "queryCosts",
  ],
  client: ["edit", "addNote", "attach"],
  contractor: ["edit", "addNote", "attach", "quote", "logTime", "complete", "submitCosts", "amendCosts"],
};

const kindOf = (viewer: Viewer) => (viewer.isStaff ? "staff" : viewer.isClient ? "client" : "contractor");

/** Whether the viewer's submission (submit or amend) reads the order's cost facts: its permission and status allow one. */
export function needsCostFacts(viewer: Viewer, wo: ActionOrder): boolean {
  return actionRefusal(viewer, wo, "submitCosts", null) === FACTS_NEEDED;
}

/** A sentinel: only the order's cost facts decide (they were not read). */
const FACTS_NEEDED = "The work order's costs were not read";

/** The refusal of one of this service's status actions (STATUS_ACTIONS), by permission, ownership and status. */
function statusActionRefusal(viewer: Viewer, wo: ActionOrder, flag: Flag): string | null {
  const actions = STATUS_ACTIONS.filter((a) => a.flag === flag && a.access);
  if (!actions.some((a) => allows(a.access!, viewer))) {
    const costs = actions.some((a) => a.access!.area === COST_DECISIONS.area && a.access!.level === COST_DECISIONS.level);
    return viewer.isStaff && costs ? COST_DECISIONS_ONLY : NOT_PERMITTED;
  }
  if (viewer.isContractor && wo.contractorId !== viewer.contractorId) return NOT_PERMITTED;
  if (viewer.isClient && wo.clientId !== viewer.clientId) return NOT_PERMITTED;
  const status = wo.workOrderStatusId;
  if (flag === "complete") return completeStatusRefusal(status);
  if (flag === "submitCosts" || flag === "amendCosts") return submitStatusRefusal(viewer, status);
  if (actions.some((a) => a.from.includes(status))) return null;
  return `${actions[0]!.name} is not possible while the work order is ${ORDER_STATUS_NAMES[status] ?? status}`;
}

/**
 * Why the viewer may not take `flag` on the order now, or null when it may: the same rules the writes
 * apply (services/shared/src/rules; STATUS_ACTIONS). A submission's costs and paperwork (MissingInfo,
 * nothing logged, no actual cost) are read from `facts`; without them, FACTS_NEEDED when only they decide.
 */
function actionRefusal(viewer: Viewer, wo: ActionOrder, flag: Flag, facts: CostFacts | null): string | null {
  switch (flag) {
    case "edit":
      return editRefusal(viewer, wo);
    case "addNote":
      // every viewer that reads the order adds notes to it (a portal user public ones only)
      return null;
    case "attach":
      return attachRefusal(viewer, wo.workOrderStatusId);
    case "quote":
      return viewer.isClient ? NOT_PERMITTED : newQuoteRefusal(viewer, wo);
    case "logTime":
      return logRefusal(viewer, wo);
    case "submitCosts":
    case "amendCosts": {
      const refusal = statusActionRefusal(viewer, wo, flag);
      if (refusal) return refusal;
      if (!facts) return FACTS_NEEDED;
      return submissionRefusalOf(wo, facts);
    }
    default:
      return statusActionRefusal(viewer, wo, flag);
  }
}

/**
 * The facts' part of a submission (submission.service.ts applies the same, submissionBlock): no
 * MissingInfo marker, and costs logged above 0, which become the actual cost (portals §4 hides
 * mark-as-submitted while ActualCost is undefined: a submission sets it from the logged total, and
 * with nothing logged there is no cost to submit).
 */
function submissionRefusalOf(wo: ActionOrder, facts: CostFacts): string | null {
  return submissionBlock(facts, wo.workOrderTypeId)?.message ?? null;
}

/**
 * WorkOrder.viewerCan: whether the viewer may edit the order, each action it may take on it now (its
 * permission, the order's status, and for a submission the order's costs and paperwork: `facts`, read
 * when needsCostFacts says so), and why not for each action of its kind that is closed.
 */
export function viewerCan(viewer: Viewer, wo: ActionOrder, facts: CostFacts | null = null): WorkOrderCan {
  const flags: WorkOrderActionFlags = {
    edit: false,
    addNote: false,
    attach: false,
    quote: false,
    logTime: false,
    approveAndConvert: false,
    decline: false,
    cancel: false,
    complete: false,
    submitCosts: false,
    amendCosts: false,
    approveCosts: false,
    queryCosts: false,
  };
  const whyNot: ActionRefusal[] = [];
  for (const action of ACTIONS_OF[kindOf(viewer)]) {
    const reason = actionRefusal(viewer, wo, action, facts);
    if (reason === null) flags[action] = true;
    else whyNot.push({ action, reason });
  }
  return { ...flags, whyNot };
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
