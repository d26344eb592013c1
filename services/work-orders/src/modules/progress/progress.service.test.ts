import type { EntityManager } from "@mikro-orm/postgresql";
import { progressOf } from "./progress.service";

const NAMES = [
  [1, "Awaiting Response"],
  [2, "Open"],
  [3, "Awaiting Quote"],
  [4, "Awaiting Quote Approval"],
  [6, "Closed"],
  [7, "Completed"],
  [8, "Pending"],
  [9, "Cancelled"],
  [14, "Discarded"],
].map(([id, name]) => ({ id, name }));

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

/** An EntityManager whose connection answers the status names and the given trail rows, counting the statements. */
function fakeEm(events: { workOrderId: number; action: string; text: string | null; at: Date }[]) {
  const statements: string[] = [];
  const em = {
    getTransactionContext: () => undefined,
    getConnection: () => ({
      execute: async (sql: string) => {
        statements.push(sql);
        return sql.includes("work_order_status") ? NAMES : events.map((e, i) => ({ ...e, seq: i }));
      },
    }),
  } as unknown as EntityManager;
  return { em, statements };
}

describe("progressOf", () => {
  it("reads a page of orders in one statement and keeps each order's steps to itself, oldest first, each once", async () => {
    const { em, statements } = fakeEm([
      { workOrderId: 1, action: "Created", text: "Created request WO0000001 (Awaiting Response)", at: at(0) },
      { workOrderId: 2, action: "Created", text: "Created work order WO0000002 (Open)", at: at(1) },
      { workOrderId: 2, action: "Notice", text: null, at: at(1) },
      { workOrderId: 1, action: "Notice", text: null, at: new Date(at(2).getTime() - 5) },
      { workOrderId: 1, action: "Status changed", text: "Request approved and converted: Status changed from Awaiting Response to Open", at: at(2) },
      {
        workOrderId: 1,
        action: "Status changed",
        text: "Quote Q1 sent for approval: Status changed from Open to Awaiting Quote Approval",
        at: at(3),
      },
      { workOrderId: 1, action: "Status changed", text: "Quote rejected: Status changed from Awaiting Quote Approval to Awaiting Quote", at: at(4) },
      {
        workOrderId: 1,
        action: "Status changed",
        text: "Quote Q2 sent for approval: Status changed from Awaiting Quote to Awaiting Quote Approval",
        at: at(5),
      },
      { workOrderId: 2, action: "Status changed", text: "Status changed from Open to Cancelled", at: at(6) },
    ]);
    const orders = [
      { id: 1, workOrderStatusId: 4, dateOpened: at(0), contractorId: 1 },
      { id: 2, workOrderStatusId: 9, dateOpened: at(1), contractorId: 1 },
    ];
    const steps = await progressOf(em, orders);
    expect(statements.filter((s) => s.includes("audit_trail"))).toHaveLength(1);
    // the contractor's notice of approve-and-convert is written a moment before its audit line: shown after the approval
    expect(steps.get(1)).toEqual([
      { step: "RAISED", at: at(0), label: "Request raised" },
      { step: "APPROVED", at: at(2), label: "Request approved" },
      { step: "ASSIGNED", at: at(2), label: "Given to a contractor" },
      { step: "QUOTED", at: at(3), label: "Quote sent for approval" },
    ]);
    expect(steps.get(2)).toEqual([
      { step: "RAISED", at: at(1), label: "Work order raised" },
      { step: "ASSIGNED", at: at(1), label: "Given to a contractor" },
      { step: "CANCELLED", at: at(6), label: "Cancelled" },
    ]);
  });

  it("fills in from the order what its trail does not say: raised when opened, its status's step at its status date", async () => {
    const { em } = fakeEm([]);
    const steps = await progressOf(em, [{ id: 3, workOrderStatusId: 7, dateOpened: at(0), dateStatus: at(9), contractorId: 2 }]);
    expect(steps.get(3)!.map((s) => [s.step, s.at])).toEqual([
      ["RAISED", at(0)],
      ["ASSIGNED", at(0)],
      ["COMPLETED", at(9)],
    ]);
  });

  it("does not count a contractor named on a request (not yet given it), nor a PPM order's conversion as an approval", async () => {
    const { em } = fakeEm([
      { workOrderId: 4, action: "Created", text: "Created request WO0000004 (Awaiting Response)", at: at(0) },
      { workOrderId: 4, action: "Updated", text: "Updated contractor, issue", at: at(1) },
      { workOrderId: 5, action: "Created", text: "Created pending PPM work order WO0000005 from PPM000001 for the visit of 1 Dec 2026", at: at(0) },
      { workOrderId: 5, action: "Status changed", text: "PPM work order converted: Status changed from Pending to Open", at: at(2) },
    ]);
    const steps = await progressOf(em, [
      { id: 4, workOrderStatusId: 1, dateOpened: at(0), contractorId: 1 },
      { id: 5, workOrderStatusId: 2, dateOpened: at(0) },
    ]);
    expect(steps.get(4)!.map((s) => s.step)).toEqual(["RAISED"]);
    expect(steps.get(5)!.map((s) => s.step)).toEqual(["RAISED"]);
  });
});
