import { screen, waitFor, within } from "@testing-library/react";
import { callsOf, mockApi } from "../../../test/api";
import { CLIENT, CONTRACTOR, workOrder } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";

function field(dialog: HTMLElement, label: string): string {
  const dt = within(dialog).getByText(label, { selector: "dt" });
  return dt.nextElementSibling?.textContent ?? "";
}

describe("work-order quick view", () => {
  afterEach(() => {
    window.innerWidth = 1024;
    window.innerHeight = 768;
  });

  it("opens from a row's search icon with the work order's fields, 80% wide", async () => {
    const calls = mockApi({
      workOrder: (id) =>
        workOrder(id, {
          issue: "Roof leak above stockroom",
          approvedCost: "1234.5",
          overBudget: true,
          dateOpened: "2026-06-30T23:30:00Z",
          contact: { __typename: "User", id: 9, fullName: "Priya Patel" },
        }),
    });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002003");

    await user.click(screen.getByRole("button", { name: "Quick view WO0002003" }));
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0002003" });
    expect(callsOf(calls, "WorkOrderQuickView_WorkOrder")).toEqual([{ id: 2003, isStaff: true, isClient: false }]);
    expect(dialog.style.width).toBe("80%");
    expect(field(dialog, "Issue")).toBe("Roof leak above stockroom");
    expect(field(dialog, "Client")).toBe("Client 2003");
    expect(field(dialog, "Site")).toBe("Site 2003 (S2003)");
    expect(field(dialog, "Address")).toBe("2003 High Street, Chester, CH1 1AA");
    expect(field(dialog, "Contact")).toBe("Priya Patel");
    expect(field(dialog, "Date opened")).toBe("01/07/2026");
    expect(field(dialog, "Estimated cost")).toBe("£150.00");
    expect(field(dialog, "Approved cost")).toBe("£1,234.50");
    expect(field(dialog, "Actual cost")).toBe("—");
    expect(within(dialog).getByRole("region", { name: "Costs" }).className).toContain("over-budget");
    expect(within(dialog).getByRole("link", { name: "Open WO0002003" }).getAttribute("href")).toBe("#/work-order/2003");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("takes the whole window under 800 by 600", async () => {
    window.innerWidth = 700;
    window.innerHeight = 900;
    mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await user.click(screen.getByRole("button", { name: "Quick view WO0002001" }));
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0002001" });
    expect(dialog.style.width).toBe("100%");
    expect(dialog.style.height).toBe("100%");
  });

  it("shows the server's message when the work order cannot be read", async () => {
    mockApi({ workOrder: () => null });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await user.click(screen.getByRole("button", { name: "Quick view WO0002001" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No data found!")).toBeTruthy();
  });
});

describe("read-only work-order views", () => {
  it("#/work-order/{id} shows the work order's fields", async () => {
    const calls = mockApi({ workOrder: (id) => workOrder(id, { workOrderStatus: "Closed", details: "Replaced the lamps" }) });
    renderApp("/work-order/42");
    expect(await screen.findByRole("heading", { name: "Work order WO0000042" })).toBeTruthy();
    expect(callsOf(calls, "WorkOrderDetails_WorkOrder")).toEqual([{ id: 42, isStaff: true, isClient: false }]);
    expect(screen.getByText("Replaced the lamps")).toBeTruthy();
    expect(screen.getAllByText("Closed").length).toBeGreaterThan(0);
    expect(screen.getByRole("region", { name: "Work order" }).textContent).toContain("StatusClosed");
  });

  it("asks a client user only for the fields its kind may read, and shows no cost or notification sections", async () => {
    const calls = mockApi({ me: CLIENT, workOrder: (id) => workOrder(id, { approvedCost: "99.5", actualCost: "80" }) });
    renderApp("/work-order/42", { authCode: "C" });
    expect(await screen.findByRole("heading", { name: "Work order WO0000042" })).toBeTruthy();
    expect(callsOf(calls, "WorkOrderDetails_WorkOrder")).toEqual([{ id: 42, isStaff: false, isClient: true }]);
    expect(screen.queryByRole("region", { name: "Costs" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Invoice" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Notifications" })).toBeNull();
    expect(screen.queryByText("Missing info")).toBeNull();
    expect(screen.getByRole("region", { name: "Issue" }).textContent).toContain("Issue 42");
  });

  it("shows a contractor user its own costs, not the order's budget", async () => {
    const calls = mockApi({ me: CONTRACTOR, workOrder: (id) => workOrder(id, { actualCost: "80", estimatedCost: "150" }) });
    renderApp("/work-order/42", { authCode: "N" });
    expect(await screen.findByRole("heading", { name: "Work order WO0000042" })).toBeTruthy();
    expect(callsOf(calls, "WorkOrderDetails_WorkOrder")).toEqual([{ id: 42, isStaff: false, isClient: false }]);
    const costs = screen.getByRole("region", { name: "Costs" });
    expect(costs.textContent).toContain("Actual cost£80.00");
    expect(costs.textContent).not.toContain("Estimated cost");
  });

  it("#/wo-request/{id} shows a request", async () => {
    mockApi({ workOrder: (id) => workOrder(id, { workOrderStatusId: 1, workOrderStatus: "Awaiting Response" }) });
    renderApp("/wo-request/7");
    expect(await screen.findByRole("heading", { name: "Work order request WO0000007" })).toBeTruthy();
  });

  it("says 'No data found!' for a work order that is not there", async () => {
    mockApi({ workOrder: () => null });
    renderApp("/work-order/999999");
    expect(await screen.findByText("No data found!")).toBeTruthy();
  });

  it("opens from the reference link of a grid row", async () => {
    mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await user.click(await screen.findByRole("link", { name: "WO0002005" }));
    expect(await screen.findByRole("heading", { name: "Work order WO0002005" })).toBeTruthy();
    expect(window.location.hash).toBe("#/work-order/2005");
  });
});
