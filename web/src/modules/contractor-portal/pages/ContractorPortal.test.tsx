import { screen, waitFor, within } from "@testing-library/react";
import { callsOf, mockApi } from "../../../test/api";
import { ADMIN, CONTRACTOR, COUNTERS, workOrder, workOrderPage } from "../../../test/fixtures";
import { columnTitles, gridNamed, gridSettled, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { mockPopupApi, mockStatuses } from "../test/contractor-api";

type Vars = Record<string, unknown>;

/** The dashboard's two lists: the orders needing action, and the PPM visits (ppm: true) */
function dashboardOrders(vars: Vars) {
  if (vars.ppm === true) return workOrderPage([workOrder(51, { dueDate: "2026-12-01T10:00:00Z", subTradeName: "Boiler service" })], 4, 1, 10);
  return workOrderPage(
    [
      workOrder(31, { workOrderStatus: "Open", clientName: "Harbour Retail Group", dueDate: null }),
      workOrder(32, { workOrderStatus: "Awaiting Quote", clientName: "Harbour Retail Group" }),
    ],
    27,
    1,
    10,
  );
}

const hash = () => window.location.hash;

describe("contractor portal", () => {
  it("lands on the dashboard: open requests, the work orders requiring action (Open, Awaiting Quote) and the upcoming PPM", async () => {
    const calls = mockApi({ me: CONTRACTOR, counters: { ...COUNTERS, requestAwaitingAResponse: 6 }, workOrders: dashboardOrders });
    renderApp("/contractor_portal/1", { authCode: "N" });
    expect(await screen.findByRole("heading", { name: "Apex Building Services" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Contractor portal" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Dashboard", "#/contractor_portal/1"],
      ["All work orders", "#/contractor_portal/1/work-orders"],
      ["SLA", "#/contractor_portal/1/sla"],
      ["My Account", "#/user_profile"],
    ]);
    await waitFor(() => expect(within(screen.getByRole("group", { name: "Open requests" })).getByText("6")).toBeTruthy());
    await waitFor(() => expect(within(screen.getByRole("group", { name: "Work orders requiring action" })).getByText("27")).toBeTruthy());
    await waitFor(() => expect(within(screen.getByRole("group", { name: "Upcoming PPM" })).getByText("4")).toBeTruthy());

    const grid = gridNamed("Work orders requiring action");
    expect(columnTitles(grid)).toEqual(["Ref No.", "Date Opened", "Due Date", "Client", "Site", "Issue", "Status"]);
    expect(rowsOf(grid)[0]).toEqual(["WO0000031", "20/10/2026", "", "Harbour Retail Group", "Site 31", "Issue 31", "Open"]);
    // a reference opens the order's popup over the dashboard
    expect(within(grid).getByRole("link", { name: "WO0000032" }).getAttribute("href")).toBe("#/contractor_portal/1/work_order/32");

    const ppm = gridNamed("Upcoming PPM");
    expect(columnTitles(ppm)).toEqual(["Ref No.", "Due Date", "Client", "Site", "Sub-Trade"]);
    expect(rowsOf(ppm)[0]).toEqual(["WO0000051", "01/12/2026", "Client 51", "Site 51", "Boiler service"]);
    expect(within(ppm).getByRole("link", { name: "WO0000051" }).getAttribute("href")).toBe("#/contractor_portal/1/work_order/51");

    const lists = callsOf(calls, "ContractorPortalWorkOrders_WorkOrders");
    expect(lists.find((v) => v.ppm === undefined)).toMatchObject({ contractorId: 1, statuses: [2, 3], page: 1, pageSize: 10 });
    expect(lists.find((v) => v.ppm === true)).toMatchObject({
      contractorId: 1,
      statuses: [2],
      page: 1,
      pageSize: 10,
      sort: [{ field: "DUE_DATE", direction: "ASC" }],
    });
    expect(callsOf(calls, "ContractorPortalLayout_Contractor")[0]).toEqual({ id: 1 });
  });

  it("opens to staff, asking for that contractor's orders and counters", async () => {
    const calls = mockApi({ me: ADMIN, workOrders: () => workOrderPage([workOrder(41, { workOrderStatus: "Open" })], 1, 1, 10) });
    renderApp("/contractor_portal/2");
    await waitFor(() => expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders")[0]).toMatchObject({ contractorId: 2 }));
    expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders").every((v) => v.contractorId === 2)).toBe(true);
    expect(callsOf(calls, "ContractorPortalLayout_Contractor")[0]).toEqual({ id: 2 });
    await waitFor(() => expect(rowsOf(gridNamed("Work orders requiring action"))[0]![0]).toBe("WO0000041"));
  });

  it("lists all its work orders, searched and by status", async () => {
    const calls = mockApi({
      me: CONTRACTOR,
      workOrders: (v) => workOrderPage([workOrder(61, { workOrderStatus: "Completed" })], 1, 1, Number(v.pageSize)),
    });
    mockStatuses([
      [2, 45],
      [7, 3],
    ]);
    const { user } = renderApp("/contractor_portal/1/work-orders", { authCode: "N" });
    const grid = await screen.findByRole("region", { name: "Work orders" });
    await waitFor(() => expect(rowsOf(grid)[0]).toEqual(["WO0000061", "20/10/2026", "19/11/2026", "Client 61", "Site 61", "Issue 61", "Completed"]));
    expect(within(grid).getByRole("link", { name: "WO0000061" }).getAttribute("href")).toBe("#/contractor_portal/1/work_order/61");
    expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders")[0]).toMatchObject({ contractorId: 1, statuses: null, page: 1, pageSize: 20 });

    const status = within(grid).getByRole("combobox", { name: "Status" });
    await waitFor(() =>
      expect(
        within(status)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All statuses (48)", "Open (45)", "Completed (3)"]),
    );
    await user.selectOptions(status, "Completed (3)");
    await waitFor(() => expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders").at(-1)).toMatchObject({ statuses: [7] }));

    await user.type(within(grid).getByRole("searchbox"), "boiler");
    await waitFor(() => expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders").at(-1)).toMatchObject({ statuses: [7], search: "boiler" }));
    await gridSettled(grid);
    await user.click(within(grid).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders").at(-1)).toMatchObject({ statuses: null, search: null }));
  });

  it("opens an order's popup over the page the user was on, and closing it goes back there as it was", async () => {
    const calls = mockApi({
      me: CONTRACTOR,
      workOrders: (v) => workOrderPage([workOrder(7, { workOrderStatus: "Open" })], 1, 1, Number(v.pageSize)),
    });
    mockStatuses([[2, 1]]);
    mockPopupApi();
    const { user } = renderApp("/contractor_portal/1/work-orders", { authCode: "N" });
    const grid = await screen.findByRole("region", { name: "Work orders" });
    await user.type(within(grid).getByRole("searchbox"), "leak");
    await waitFor(() => expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders").at(-1)).toMatchObject({ search: "leak" }));
    await gridSettled(grid);
    const asked = callsOf(calls, "ContractorPortalWorkOrders_WorkOrders").length;

    await user.click(await within(grid).findByRole("link", { name: "WO0000007" }));
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0000007" });
    expect(hash()).toBe("#/contractor_portal/1/work_order/7");
    // the list stays behind the popup as it was (its search kept, not asked for again)
    expect((within(screen.getByRole("region", { name: "Work orders" })).getByRole("searchbox") as HTMLInputElement).value).toBe("leak");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(hash()).toBe("#/contractor_portal/1/work-orders"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((within(screen.getByRole("region", { name: "Work orders" })).getByRole("searchbox") as HTMLInputElement).value).toBe("leak");
    expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders").length).toBe(asked);
  });

  it("opened by its address, the popup shows over the dashboard, and closing it leaves the dashboard", async () => {
    mockApi({ me: CONTRACTOR, workOrders: dashboardOrders });
    mockPopupApi();
    const { user } = renderApp("/contractor_portal/1/work_order/7", { authCode: "N" });
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0000007" });
    expect(screen.getByRole("region", { name: "Work orders requiring action", hidden: true })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(hash()).toBe("#/contractor_portal/1"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
