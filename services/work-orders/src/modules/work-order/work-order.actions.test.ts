import { accessRules, buildTypeGraphqlSchema, Viewer } from "@wo/shared";
import { viewers } from "@wo/shared/testing";
import { workOrdersService } from "../../service";
import type { CostFacts } from "../submission/submission.facts";
import { actionFor, dropDownStatuses, needsCostFacts, STATUS_ACTIONS, viewerCan } from "./work-order.actions";
import { ALL_STATUS_IDS, WorkOrderStatusId as S } from "./work-order.status";
import { canMove } from "./work-order.transitions";

const finance = new Viewer(viewers.staff(5, { reporting: "full", contracts: "full", contractFinanceAssign: true }));
const customerService = new Viewer(viewers.staff(4, {}));
const management = new Viewer(viewers.staff(6, { reports: "read", contractsOverallAssign: true }));
const contractor = new Viewer(viewers.contractor(1));
const client = new Viewer(viewers.client(1));
/** An order of client 1 (and contractor 1) in `status`. */
const at = (status: number, clientId = 1, contractorId: number | null = 1) => ({
  workOrderStatusId: status,
  clientId,
  contractorId,
  workOrderTypeId: 1,
});
/** An order's costs and paperwork: ready to submit unless told. */
const facts = (over: Partial<CostFacts> = {}): CostFacts => ({
  workOrderId: 1,
  timeEntries: 2,
  loggedTotal: "123.45",
  hasJobSheet: true,
  hasCertificate: false,
  ...over,
});

describe("the actions that move a work order", () => {
  it("make only moves the transition table allows", () => {
    for (const a of STATUS_ACTIONS)
      for (const from of a.from) expect([a.mutation, from, a.to, canMove(from, a.to)]).toEqual([a.mutation, from, a.to, true]);
  });

  it("declare the same permission as their own root fields (one rule for the action and for a save that makes its move)", async () => {
    const rules = accessRules(await buildTypeGraphqlSchema(workOrdersService.subgraph));
    const own = STATUS_ACTIONS.filter((a) => a.service === "work-orders");
    expect(own.length).toBeGreaterThan(0);
    for (const a of own) expect([a.mutation, a.access]).toEqual([a.mutation, rules.get(`Mutation.${a.mutation}`)]);
    // billing's quote decisions are checked by billing: a save never makes their moves
    for (const a of STATUS_ACTIONS.filter((x) => x.service === "billing"))
      expect([a.mutation, a.bySave, a.access]).toEqual([a.mutation, false, undefined]);
  });

  it("leave the status drop-down: it offers only moves no action makes", () => {
    for (const s of ALL_STATUS_IDS) {
      const offered = dropDownStatuses(s);
      expect(offered[0]).toBe(s);
      for (const to of offered.slice(1)) expect([s, to, actionFor(s, to)?.name]).toEqual([s, to, undefined]);
    }
    expect(Object.fromEntries(ALL_STATUS_IDS.map((s) => [s, dropDownStatuses(s)]))).toEqual({
      1: [1],
      2: [2, 3, 5],
      3: [3, 2],
      4: [4, 2],
      5: [5, 13, 2],
      6: [6, 2],
      7: [7, 2, 5],
      8: [8],
      9: [9],
      10: [10, 6],
      11: [11],
      12: [12],
      13: [13, 5],
      14: [14],
    });
  });

  it("name the action of each move that has one", () => {
    expect(actionFor(S.Open, S.Completed)?.mutation).toBe("completeWorkOrder");
    expect(actionFor(S.Completed, S.Submitted)?.mutation).toBe("submitWorkOrderCosts");
    expect(actionFor(S.Submitted, S.Approved)?.mutation).toBe("approveWorkOrderCosts");
    expect(actionFor(S.Approved, S.Query)?.mutation).toBe("queryWorkOrderCosts");
    expect(actionFor(S.AwaitingResponse, S.Open)?.mutation).toBe("approveAndConvert");
    expect(actionFor(S.AwaitingResponse, S.AwaitingQuote)?.mutation).toBe("approveAndConvert");
    expect(actionFor(S.AwaitingResponse, S.Discarded)?.mutation).toBe("declineRequest");
    expect(actionFor(S.Pending, S.Open)?.mutation).toBe("convertPpmWorkOrders");
    expect(actionFor(S.Open, S.AwaitingQuoteApproval)?.mutation).toBe("sendQuoteForApproval");
    expect(actionFor(S.AwaitingQuoteApproval, S.Closed)?.mutation).toBe("acceptQuote");
    expect(actionFor(S.AwaitingQuoteApproval, S.AwaitingQuote)?.mutation).toBe("rejectQuote");
    expect(actionFor(S.Open, S.Cancelled)?.mutation).toBe("cancelWorkOrder");
    // moves no action makes, and staying put
    expect(actionFor(S.Approved, S.Closed)).toBeUndefined();
    expect(actionFor(S.Closed, S.Open)).toBeUndefined();
    expect(actionFor(S.Open, S.AwaitingQuote)).toBeUndefined();
    expect(actionFor(S.Completed, S.Completed)).toBeUndefined();
    // a save goes through approve, query and cancel only
    expect(STATUS_ACTIONS.filter((a) => a.bySave).map((a) => a.flag)).toEqual(["cancel", "approveCosts", "queryCosts"]);
  });

  it("tell each viewer what it may do now: the action's permission and the order's status", () => {
    expect(viewerCan(finance, at(S.Completed), facts())).toEqual({
      edit: true,
      addNote: true,
      attach: true,
      quote: true,
      logTime: true,
      approveAndConvert: false,
      decline: false,
      cancel: false,
      complete: false,
      submitCosts: true,
      amendCosts: true,
      approveCosts: true,
      queryCosts: true,
      whyNot: [
        { action: "approveAndConvert", reason: "Approve and convert is not possible while the work order is Completed" },
        { action: "decline", reason: "Decline is not possible while the work order is Completed" },
        { action: "cancel", reason: "Cancel is not possible while the work order is Completed" },
        { action: "complete", reason: "This work order is already Completed" },
      ],
    });
    expect(viewerCan(finance, at(S.Open))).toMatchObject({ complete: true, cancel: true, approveCosts: false });
    // Customer Service and Management take no cost decision: they may still cancel, convert and decline
    for (const staff of [customerService, management]) {
      expect(viewerCan(staff, at(S.Completed), facts())).toMatchObject({
        submitCosts: false,
        amendCosts: false,
        approveCosts: false,
        queryCosts: false,
      });
      expect(viewerCan(staff, at(S.Open))).toMatchObject({ complete: false, cancel: true });
      expect(viewerCan(staff, at(S.AwaitingResponse))).toMatchObject({ approveAndConvert: true, decline: true, cancel: true });
    }
    // a contractor: its own submission only; a client: nothing here
    expect(viewerCan(contractor, at(S.Open))).toMatchObject({ complete: true, cancel: false, approveCosts: false });
    expect(viewerCan(contractor, at(S.Completed), facts())).toMatchObject({ submitCosts: true, amendCosts: true, queryCosts: false });
    const { edit, addNote, attach, whyNot, ...actions } = viewerCan(client, at(S.AwaitingResponse));
    expect([edit, addNote, attach, whyNot, Object.values(actions).some(Boolean)]).toEqual([true, true, true, [], false]);
  });

  it("let a client edit its own client's request while it awaits a response, staff any order, a contractor its own while the work is with it", () => {
    // a client user: its own request at 1 only
    expect(viewerCan(client, at(S.AwaitingResponse)).edit).toBe(true);
    for (const status of ALL_STATUS_IDS.filter((s) => s !== S.AwaitingResponse))
      expect([status, viewerCan(client, at(status)).edit]).toEqual([status, false]);
    expect(viewerCan(client, at(S.AwaitingResponse, 2)).edit).toBe(false);
    // staff: every department, every status (the save's own rules check each change)
    for (const staff of [finance, customerService, management])
      for (const status of ALL_STATUS_IDS) expect([status, viewerCan(staff, at(status, 2)).edit]).toEqual([status, true]);
    // a contractor: its own order from Open to Completed and a query of it; never another's
    const editable = ALL_STATUS_IDS.filter((status) => viewerCan(contractor, at(status)).edit);
    expect(editable).toEqual([
      S.Open,
      S.AwaitingQuote,
      S.AwaitingQuoteApproval,
      S.AwaitingCertificate,
      S.Completed,
      S.Query,
      S.AwaitingCertificateAudit,
    ]);
    for (const status of ALL_STATUS_IDS) expect([status, viewerCan(contractor, at(status, 1, 2)).edit]).toEqual([status, false]);
    expect(viewerCan(contractor, at(S.Submitted)).whyNot).toContainEqual({
      action: "edit",
      reason: "A contractor may change its work order only while the work is with it: this one is Submitted",
    });
  });

  it("tell a contractor which of its actions are open at each status (portals §4) and why the others are not", () => {
    const open = (status: number, f: CostFacts | null = facts()) => {
      const can = viewerCan(contractor, at(status), f);
      return (["edit", "addNote", "attach", "quote", "logTime", "complete", "submitCosts", "amendCosts"] as const).filter((k) => can[k]);
    };
    expect(open(S.Open)).toEqual(["edit", "addNote", "attach", "quote", "logTime", "complete"]);
    expect(open(S.AwaitingQuote)).toEqual(["edit", "addNote", "attach", "quote", "logTime"]);
    // 6, 7, 9, 12: no mark complete, no quote, no attachment; at 7 the attachment and mark-as-submitted again
    expect(open(S.Closed)).toEqual(["addNote"]);
    expect(open(S.Completed)).toEqual(["edit", "addNote", "attach", "logTime", "submitCosts", "amendCosts"]);
    expect(open(S.Cancelled)).toEqual(["addNote"]);
    expect(open(S.Submitted)).toEqual(["addNote"]);
    // a query: mark complete again, then submit (a contractor submits from Completed only)
    expect(open(S.Query)).toEqual(["edit", "addNote", "attach", "quote", "logTime", "complete"]);
    expect(viewerCan(contractor, at(S.Query), facts()).whyNot).toContainEqual({
      action: "submitCosts",
      reason: "Costs are submitted from Completed: this work order is Query",
    });
    expect(viewerCan(finance, at(S.Query), facts()).submitCosts).toBe(true);
    // mark-as-submitted hidden while MissingInfo has a marker, or nothing is logged
    const missing = viewerCan(contractor, at(S.Completed), facts({ timeEntries: 0, hasJobSheet: false }));
    expect([missing.submitCosts, missing.amendCosts]).toEqual([false, false]);
    expect(missing.whyNot).toContainEqual({
      action: "submitCosts",
      reason: "Costs cannot be submitted while information is missing: no time is logged, no job sheet is attached",
    });
    expect(viewerCan(contractor, at(S.Completed), facts({ loggedTotal: "0.00" })).whyNot).toContainEqual({
      action: "amendCosts",
      reason: "There are no logged costs to submit",
    });
    // the facts are read only where they decide
    expect(needsCostFacts(contractor, at(S.Completed))).toBe(true);
    expect(needsCostFacts(contractor, at(S.Query))).toBe(false);
    expect(needsCostFacts(customerService, at(S.Completed))).toBe(false);
    expect(needsCostFacts(client, at(S.Completed))).toBe(false);
    // another contractor's order (never read by it, but never trusted either): nothing but a note
    const other = viewerCan(contractor, at(S.Open, 1, 2));
    expect([other.edit, other.quote, other.logTime, other.complete]).toEqual([false, false, false, false]);
  });

  it("let only staff holding COST_DECISIONS quote and log, on an order with a contractor, and say why not", () => {
    expect(viewerCan(finance, at(S.Open, 1, null))).toMatchObject({ quote: false, logTime: false });
    expect(viewerCan(finance, at(S.Open, 1, null)).whyNot).toEqual(
      expect.arrayContaining([
        { action: "quote", reason: "The work order has no contractor to quote for it" },
        { action: "logTime", reason: "The work order has no contractor to log time or materials for" },
      ]),
    );
    expect(viewerCan(customerService, at(S.Open))).toMatchObject({ quote: false, logTime: false, complete: false, attach: true, addNote: true });
    expect(viewerCan(customerService, at(S.Open)).whyNot).toContainEqual({
      action: "complete",
      reason: "Only staff who take cost decisions (Finance, Contracts, Operations) may do this",
    });
    // staff may still correct a submitted order's logs; a contractor may not
    expect(viewerCan(finance, at(S.Submitted)).logTime).toBe(true);
    expect(viewerCan(contractor, at(S.Submitted)).whyNot).toContainEqual({
      action: "logTime",
      reason: "Time and materials cannot be logged, changed or deleted while the work order is Submitted",
    });
    // a client user: notes and attachments, never quotes or logs (not its kind of action: no whyNot)
    const c = viewerCan(client, at(S.Open));
    expect([c.quote, c.logTime, c.whyNot.map((w) => w.action)]).toEqual([false, false, ["edit"]]);
  });
});
