import { ALL_STATUS_IDS, WorkOrderStatusId as S } from "./work-order.status";
import { canMove, FINAL_STATUSES, illegalTransitionMessage, INITIAL_STATUSES, TRANSITIONS } from "./work-order.transitions";

describe("the transition table", () => {
  it("has a row for every status, naming only statuses, never itself", () => {
    expect(
      Object.keys(TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ALL_STATUS_IDS].sort((a, b) => a - b));
    for (const [from, to] of Object.entries(TRANSITIONS)) {
      for (const t of to) expect(ALL_STATUS_IDS).toContain(t);
      expect(to).not.toContain(Number(from));
    }
  });

  it("is the documented table", () => {
    expect(TRANSITIONS).toEqual({
      1: [2, 3, 9, 14],
      2: [3, 4, 5, 7, 9],
      3: [2, 4, 9],
      4: [2, 3, 6, 9],
      5: [13, 7, 2, 9],
      13: [7, 5],
      7: [12, 10, 11, 2, 5],
      12: [10, 11],
      11: [12, 10, 7],
      10: [6, 11],
      6: [2],
      8: [2, 9],
      9: [],
      14: [],
    });
    expect(INITIAL_STATUSES).toEqual([1, 2, 3, 8]);
  });

  it("lets every status stay, and none leave Cancelled or Discarded", () => {
    for (const s of ALL_STATUS_IDS) expect(canMove(s, s)).toBe(true);
    for (const f of FINAL_STATUSES) for (const s of ALL_STATUS_IDS) if (s !== f) expect(canMove(f, s)).toBe(false);
  });

  it("refuses what the spec's flow does not allow", () => {
    expect(canMove(S.Closed, S.Open)).toBe(true);
    expect(canMove(S.Open, S.Closed)).toBe(false);
    expect(canMove(S.AwaitingResponse, S.Completed)).toBe(false);
    expect(canMove(S.Approved, S.Completed)).toBe(false);
    expect(canMove(S.Completed, S.Approved)).toBe(true);
    expect(canMove(S.Query, S.Approved)).toBe(true);
    // the quote decisions: sent from Open or Awaiting Quote; accepted closes the order; never closed before approval
    expect(canMove(S.Open, S.AwaitingQuoteApproval)).toBe(true);
    expect(canMove(S.AwaitingQuoteApproval, S.Closed)).toBe(true);
    expect(canMove(S.AwaitingQuote, S.Closed)).toBe(false);
  });

  it("names both statuses of a refused move", () => {
    expect(illegalTransitionMessage("Closed", "Completed")).toBe("A work order cannot go from Closed to Completed");
    // submitted costs go back by a query, never straight to Completed
    expect(canMove(S.Submitted, S.Completed)).toBe(false);
  });
});
