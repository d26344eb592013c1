import { screen, waitFor, within } from "@testing-library/react";
import { callsOf, mockApi } from "../../../test/api";
import { ADMIN, CONTRACTOR, COUNTERS, workOrder, workOrderPage } from "../../../test/fixtures";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";

describe("contractor portal", () => {
  it("lands on the dashboard: open requests, and the work orders requiring action (Open, Awaiting Quote)", async () => {
    const calls = mockApi({
      me: CONTRACTOR,
      counters: { ...COUNTERS, requestAwaitingAResponse: 6 },
      workOrders: () =>
        workOrderPage(
          [
            workOrder(31, { workOrderStatus: "Open", clientName: "Harbour Retail Group", dueDate: null }),
            workOrder(32, { workOrderStatus: "Awaiting Quote", clientName: "Harbour Retail Group" }),
          ],
          27,
          1,
          10,
        ),
    });
    renderApp("/contractor_portal/1", { authCode: "N" });
    expect(await screen.findByRole("heading", { name: "Apex Building Services" })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole("group", { name: "Open requests" })).getByText("6")).toBeTruthy());
    await waitFor(() => expect(within(screen.getByRole("group", { name: "Work orders requiring action" })).getByText("27")).toBeTruthy());

    const grid = gridNamed("Work orders requiring action");
    expect(columnTitles(grid)).toEqual(["Ref No.", "Date Opened", "Due Date", "Client", "Site", "Issue", "Status"]);
    expect(rowsOf(grid)[0]).toEqual(["WO0000031", "20/10/2026", "", "Harbour Retail Group", "Site 31", "Issue 31", "Open"]);
    expect(within(grid).getByRole("link", { name: "WO0000032" }).getAttribute("href")).toBe("#/work-order/32");
    expect(callsOf(calls, "ContractorActionGrid_WorkOrders")[0]).toMatchObject({ contractorId: 1, statuses: [2, 3], page: 1, pageSize: 10 });
    expect(callsOf(calls, "ContractorDashboardPage_Dashboard")[0]).toEqual({ id: 1 });
  });

  it("opens to staff, asking for that contractor's orders and counters", async () => {
    const calls = mockApi({ me: ADMIN, workOrders: () => workOrderPage([workOrder(41, { workOrderStatus: "Open" })], 1, 1, 10) });
    renderApp("/contractor_portal/2");
    await waitFor(() => expect(callsOf(calls, "ContractorActionGrid_WorkOrders")[0]).toMatchObject({ contractorId: 2, statuses: [2, 3] }));
    expect(callsOf(calls, "ContractorDashboardPage_Dashboard")[0]).toEqual({ id: 2 });
    await waitFor(() => expect(rowsOf(gridNamed("Work orders requiring action"))[0]![0]).toBe("WO0000041"));
  });
});
