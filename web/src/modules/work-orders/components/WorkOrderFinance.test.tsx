import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { costChecks, costFlag, editableWorkOrder, mockEditorApi, viewerCan } from "../test/editor-api";

const totals = () => screen.getByRole("group", { name: "Cost totals" });
/** A total's figure, by its label */
const total = (label: string) => within(totals()).getByText(label, { selector: "span" }).parentElement!.textContent;

async function openWorkOrder(options: Parameters<typeof mockEditorApi>[0]) {
  const api = mockEditorApi(options);
  const rendered = renderApp("/work-order/42");
  await screen.findByRole("form", { name: "Work order details" });
  return { ...api, ...rendered };
}

/**
 * A submitted order at an amended price: £1,000 logged, £1,250 asked, over the £1,100 quote it was
 * made from (whose total is its approved cost from the start, its budget)
 */
const amended = editableWorkOrder(42, {
  workOrderStatusId: 12,
  workOrderStatus: "Submitted",
  nextStatuses: [12],
  viewerCan: viewerCan({ approveCosts: true, queryCosts: true }),
  approvedCost: "1100.000",
  actualCost: "1250.000",
  supersededCostPrice: "1000.000",
  supersededReason: "Scaffolding hired",
  overBudget: true,
});
const flagged = (id: number) =>
  costChecks(id, {
    checked: true,
    loggedTotal: "1000.00",
    acceptedQuoteTotal: "1100.00",
    flags: [
      costFlag(
        "OVER_QUOTE",
        "ERROR",
        "The submitted cost of £1,250.00 is £150.00 (13.6%) over the accepted quote of £1,100.00, more than the 10% allowed",
      ),
      costFlag(
        "REPEATED_CALL_OUT",
        "WARNING",
        "2 call-out charges on 02/12/2026 come to £105.00: one a day is expected, £45.00 more than a single charge",
        {
          workDate: "2026-12-02",
        },
      ),
    ],
  });

describe("the work order's finance section: billing's totals and the cost checks before approval (staff)", () => {
  it("shows the logged total, the actual cost, the amended price with its reason and the accepted quote, over budget on red", async () => {
    await openWorkOrder({ workOrder: amended, costChecks: flagged });
    await waitFor(() => expect(total("Logged total")).toContain("£1,000.00"));
    expect(total("Actual cost")).toContain("£1,250.00");
    expect(total("Accepted quote")).toContain("£1,100.00");
    expect(totals().textContent).toContain("Amended");
    expect(totals().textContent).toContain("Actual cost £1,250.00 (was £1,000.00: Scaffolding hired)");
    expect(totals().className).toContain("wo-finance__totals--over-budget");
  });

  it("lists the flags, errors marked, before the approve button; approve is pre-filled with the actual cost, not the quote's budget", async () => {
    const { user, calls } = await openWorkOrder({ workOrder: amended, costChecks: flagged });
    const list = await screen.findByRole("list", { name: "Cost checks" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Error The submitted cost of £1,250.00 is £150.00 (13.6%) over the accepted quote of £1,100.00, more than the 10% allowed",
      "Warning 2 call-out charges on 02/12/2026 come to £105.00: one a day is expected, £45.00 more than a single charge",
    ]);
    expect(screen.getByText("Cost checks: 2 to look at")).toBeTruthy();
    expect(callsOf(calls, "CostReview_Checks")).toEqual([{ workOrderId: 42 }]);
    const approvedCost = (await screen.findByLabelText(/^Approved cost/)) as HTMLInputElement;
    await waitFor(() => expect(approvedCost.value).toBe("1250"));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await findNotice("Work Order Updated", "success");
    expect(callsOf(calls, "WorkOrderActions_Approve")).toEqual([{ id: 42, version: 3, approvedCost: "1250", valuationNumber: null }]);
    // the checks are read again: the order's status changed
    await waitFor(() => expect(callsOf(calls, "CostReview_Checks").length).toBeGreaterThan(1));
  });

  it("says when the checks found nothing, and shows nothing of them before the work is completed", async () => {
    await openWorkOrder({
      workOrder: editableWorkOrder(42, {
        workOrderStatusId: 7,
        nextStatuses: [7, 2, 5],
        viewerCan: viewerCan({ submitCosts: true, approveCosts: true, queryCosts: true }),
        actualCost: "145.000",
      }),
      costChecks: (id) => costChecks(id, { checked: true, loggedTotal: "145.00" }),
    });
    expect(await screen.findByText("The submitted cost matches the quote, the logs, the contract's rates and the paperwork.")).toBeTruthy();
    expect(total("Accepted quote")).toContain("—");
    expect(totals().className).not.toContain("over-budget");
  });

  it("shows nothing of the checks on an open order, and a discarded order's logged total as 0", async () => {
    const { unmount } = await openWorkOrder({ costChecks: (id) => costChecks(id, { loggedTotal: "99.50" }) });
    await waitFor(() => expect(total("Logged total")).toContain("£99.50"));
    expect(screen.queryByRole("list", { name: "Cost checks" })).toBeNull();
    expect(screen.queryByText(/^Cost checks/)).toBeNull();
    unmount();
    await openWorkOrder({
      workOrder: editableWorkOrder(42, { workOrderStatusId: 14, workOrderStatus: "Discarded", nextStatuses: [14], viewerCan: viewerCan() }),
      costChecks: (id) => costChecks(id, { loggedTotal: "99.50" }),
    });
    await waitFor(() => expect(total("Logged total")).toContain("£0.00"));
  });
});
