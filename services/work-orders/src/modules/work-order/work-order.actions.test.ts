import { accessRules, buildTypeGraphqlSchema, Viewer } from "@wo/shared";
import { viewers } from "@wo/shared/testing";
import { workOrdersService } from "../../service";
import { actionFor, dropDownStatuses, STATUS_ACTIONS, viewerCan } from "./work-order.actions";
import { ALL_STATUS_IDS, WorkOrderStatusId as S } from "./work-order.status";
import { canMove } from "./work-order.transitions";

const finance = new Viewer(viewers.staff(5, { reporting: "full", contracts: "full", contractFinanceAssign: true }));
const customerService = new Viewer(viewers.staff(4, {}));
const management = new Viewer(viewers.staff(6, { reports: "read", contractsOverallAssign: true }));
const contractor = new Viewer(viewers.contractor(1));
const client = new Viewer(viewers.client(1));
/** An order of client 1 in `status`. */
const at = (status: number, clientId = 1) => ({ workOrderStatusId: status, clientId });

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
    expect(viewerCan(finance, at(S.Completed))).toEqual({
      edit: true,
      approveAndConvert: false,
      decline: false,
      cancel: false,
      complete: false,
      submitCosts: true,
      amendCosts: true,
      approveCosts: true,
      queryCosts: true,
    });
    expect(viewerCan(finance, at(S.Open))).toMatchObject({ complete: true, cancel: true, approveCosts: false });
    // Customer Service and Management take no cost decision: they may still cancel, convert and decline
    for (const staff of [customerService, management]) {
      expect(viewerCan(staff, at(S.Completed))).toMatchObject({ submitCosts: false, amendCosts: false, approveCosts: false, queryCosts: false });
      expect(viewerCan(staff, at(S.Open))).toMatchObject({ complete: false, cancel: true });
      expect(viewerCan(staff, at(S.AwaitingResponse))).toMatchObject({ approveAndConvert: true, decline: true, cancel: true });
    }
    // a contractor: its own submission only; a client: nothing here
    expect(viewerCan(contractor, at(S.Open))).toMatchObject({ complete: true, cancel: false, approveCosts: false });
    expect(viewerCan(contractor, at(S.Completed))).toMatchObject({ submitCosts: true, amendCosts: true, queryCosts: false });
    const { edit, ...actions } = viewerCan(client, at(S.AwaitingResponse));
    expect([edit, Object.values(actions).some(Boolean)]).toEqual([true, false]);
  });

  it("let a client edit its own client's request while it awaits a response, staff any order, a contractor none", () => {
    // a client user: its own request at 1 only
    expect(viewerCan(client, at(S.AwaitingResponse)).edit).toBe(true);
    for (const status of ALL_STATUS_IDS.filter((s) => s !== S.AwaitingResponse))
      expect([status, viewerCan(client, at(status)).edit]).toEqual([status, false]);
    expect(viewerCan(client, at(S.AwaitingResponse, 2)).edit).toBe(false);
    // staff: every department, every status (the save's own rules check each change)
    for (const staff of [finance, customerService, management])
      for (const status of ALL_STATUS_IDS) expect([status, viewerCan(staff, at(status, 2)).edit]).toEqual([status, true]);
    // a contractor: none yet (issue 22)
    for (const status of ALL_STATUS_IDS) expect([status, viewerCan(contractor, at(status)).edit]).toEqual([status, false]);
  });
});
