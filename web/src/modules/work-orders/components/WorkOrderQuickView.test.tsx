import { screen, waitFor, within } from "@testing-library/react";
import { callsOf, mockApi } from "../../../test/api";
import { CLIENT, CONTRACTOR, workOrder } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { recentWorkOrderIds } from "../recent-work-orders";
import { editableWorkOrder, mockEditorApi, viewerCan } from "../test/editor-api";

describe("work-order quick view", () => {
  afterEach(() => {
    window.innerWidth = 1024;
    window.innerHeight = 768;
  });

  it("opens from a row's search icon with the work order's editable fields and tabs, 80% wide", async () => {
    const { calls } = mockEditorApi({
      workOrder: editableWorkOrder(2003, { issue: "Roof leak above stockroom", overBudget: true, approvedCost: "1234.5" }),
    });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002003");

    await user.click(screen.getByRole("button", { name: "Quick view WO0002003" }));
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0002003" });
    expect(callsOf(calls, "StaffWorkOrder_Load")).toEqual([{ id: 2003 }]);
    expect(dialog.style.width).toBe("80%");
    await waitFor(() => expect((within(dialog).getByLabelText(/^Issue/) as HTMLInputElement).value).toBe("Roof leak above stockroom"));
    expect(within(dialog).getByRole("group", { name: "Cost totals" }).className).toContain("over-budget");
    expect(within(dialog).getByRole("group", { name: "Cost totals" }).textContent).toContain("£1,234.50");
    // billing's logged totals and quoted cost (§2: the quick view's cost totals)
    const logged = await within(dialog).findByRole("group", { name: "Logged totals, over budget" });
    expect(logged.textContent).toContain("Logged total£232.04");
    expect(within(dialog).getByRole("region", { name: "Logged costs" }).textContent).toContain("No accepted quote");
    for (const tab of [
      "Notes",
      "Private notes",
      "Quotes",
      "Documents",
      "Audits",
      "Costs",
      "Linked work orders",
      "Questions and answers",
      "PDF view",
      "Resend notification",
    ])
      expect(within(dialog).getByRole("tab", { name: tab })).toBeTruthy();
    await user.click(within(dialog).getByRole("tab", { name: "Quotes" }));
    expect(await within(dialog).findByText("No quotes on this work order.")).toBeTruthy();
    expect(callsOf(calls, "WorkOrderQuotesTab_Quotes")).toEqual([expect.objectContaining({ workOrderId: 2003 })]);
    expect(within(dialog).getByRole("link", { name: "Open WO0002003" }).getAttribute("href")).toBe("#/work-order/2003");

    await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("recounts the tabs and reloads the grid behind it after a save, which may move the order to another tab", async () => {
    const { calls } = mockEditorApi({ workOrder: editableWorkOrder(2003) });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002003");
    await user.click(screen.getByRole("button", { name: "Quick view WO0002003" }));
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0002003" });
    await waitFor(() => expect((within(dialog).getByLabelText(/^Issue/) as HTMLInputElement).value).not.toBe(""));
    const counted = calls.WorkOrderTabs_Counters?.length ?? 0;
    const listed = calls.WorkOrderGrid_WorkOrders?.length ?? 0;

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsOf(calls, "WorkOrderActions_Save")).toHaveLength(1));
    await waitFor(() => expect(calls.WorkOrderTabs_Counters!.length).toBeGreaterThan(counted));
    expect(calls.WorkOrderGrid_WorkOrders!.length).toBeGreaterThan(listed);
  });

  it("opens a request as 'Edit Work Order'", async () => {
    mockEditorApi({
      workOrder: editableWorkOrder(2001, {
        workOrderStatusId: 1,
        workOrderStatus: "Awaiting Response",
        nextStatuses: [1],
        viewerCan: viewerCan({ approveAndConvert: true, decline: true, cancel: true }),
      }),
    });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await user.click(screen.getByRole("button", { name: "Quick view WO0002001" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Work Order" });
    expect(within(dialog).getByRole("form", { name: "Request details" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Approve and convert" })).toBeTruthy();
  });

  it("takes the whole window under 800 by 600", async () => {
    window.innerWidth = 700;
    window.innerHeight = 900;
    mockEditorApi({ workOrder: editableWorkOrder(2001) });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await user.click(screen.getByRole("button", { name: "Quick view WO0002001" }));
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0002001" });
    expect(dialog.style.width).toBe("100%");
    expect(dialog.style.height).toBe("100%");
  });

  it("shows the server's message when the work order cannot be read", async () => {
    mockEditorApi({ workOrder: null });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await user.click(screen.getByRole("button", { name: "Quick view WO0002001" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No data found!")).toBeTruthy();
  });
});

describe("work-order views", () => {
  it("#/work-order/{id} shows staff the work order to edit, and remembers it for the dashboard", async () => {
    const { calls } = mockEditorApi();
    renderApp("/work-order/42");
    expect(await screen.findByRole("heading", { name: "Work order WO0000042" })).toBeTruthy();
    expect(callsOf(calls, "StaffWorkOrder_Load")[0]).toEqual({ id: 42 });
    await waitFor(() => expect((screen.getByLabelText(/^Details/) as HTMLTextAreaElement).value).toBe("Three fittings dead"));
    expect(recentWorkOrderIds()[0]).toBe(42);
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
    mockEditorApi({ workOrder: editableWorkOrder(7, { workOrderStatusId: 1, workOrderStatus: "Awaiting Response" }) });
    renderApp("/wo-request/7");
    expect(await screen.findByRole("heading", { name: "Work order request WO0000007" })).toBeTruthy();
  });

  it("says 'No data found!' for a work order that is not there", async () => {
    mockEditorApi({ workOrder: null });
    renderApp("/work-order/999999");
    expect(await screen.findByText("No data found!")).toBeTruthy();
  });

  it("opens from the reference link of a grid row", async () => {
    mockEditorApi({ workOrder: editableWorkOrder(2005) });
    const { user } = renderApp("/work_orders?tab=open");
    await user.click(await screen.findByRole("link", { name: "WO0002005" }));
    expect(await screen.findByRole("heading", { name: "Work order WO0002005" })).toBeTruthy();
    expect(window.location.hash).toBe("#/work-order/2005");
  });
});
