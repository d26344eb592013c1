import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { CLIENT_VIEWER, renderTab } from "../../work-orders/tabs/test/render-tab";
import { mockQuotationsApi } from "../test/quotations-api";
import { WorkOrderQuotesTab } from "./WorkOrderQuotesTab";

describe("a work order's Quotes tab", () => {
  it("lists the order's quotes: Dated, Quote Ref (opening the quote), Description, Status, Amount in pounds", async () => {
    const { calls } = mockQuotationsApi();
    const { user } = renderTab(<WorkOrderQuotesTab workOrderId={101} />);
    await waitFor(() => expect(rowsOf(gridNamed("Quotes")).length).toBe(2));
    const grid = gridNamed("Quotes");
    expect(columnTitles(grid)).toEqual(["Dated", "Quote Ref", "Description", "Status", "Amount"]);
    expect(rowsOf(grid)).toEqual([
      ["01/08/2026", "QT000003", "Accepted: service the chiller", "Accepted", "£50.00"],
      ["06/10/2026", "QT000001", "Replace the boiler pump", "Draft", "£100.01"],
    ]);
    expect(callsOf(calls, "WorkOrderQuotesTab_Quotes")[0]).toMatchObject({
      workOrderId: 101,
      page: 1,
      sort: [{ field: "BILLING_DATE", direction: "ASC" }],
    });

    await user.click(within(grid).getByRole("button", { name: "QT000003" }));
    const dialog = await screen.findByRole("dialog", { name: "Quote QT000003" });
    expect(within(dialog).getByText("Go ahead")).toBeTruthy();
    expect(within(dialog).getByLabelText("Quote totals").textContent).toBe("Total ex tax£50.00Tax£10.00Total inc tax£60.00");
  });

  it("says so when the order has no quotes, and shows a client what the server answers it (read only)", async () => {
    mockQuotationsApi();
    renderTab(<WorkOrderQuotesTab workOrderId={999} />, CLIENT_VIEWER);
    expect(await screen.findByText("No quotes on this work order.")).toBeTruthy();
  });
});
