import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { callsOf, mockApi, okReply } from "../../../test/api";
import { CONTRACTOR, SLA_CLOCKS, workOrder } from "../../../test/fixtures";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { editableWorkOrder, mockEditorApi } from "../../work-orders/test/editor-api";
import { RECENT_WORK_ORDERS_COOKIE, rememberWorkOrder } from "../../work-orders/recent-work-orders";
import { scaleTop, weekLabel } from "../components/WeeksChart";

const counter = (label: string) => screen.getByRole("group", { name: label }).querySelector(".wo-counter__value")?.textContent;

describe("#/: the staff dashboard", () => {
  afterEach(() => {
    document.cookie = `${RECENT_WORK_ORDERS_COOKIE}=; max-age=0; path=/`;
  });

  it("shows the four counters", async () => {
    const calls = mockApi();
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    await waitFor(() => expect(counter("Overdue work orders")).toBe("37"));
    expect(counter("Average days overdue")).toBe("12.3");
    expect(counter("Logged this week")).toBe("14");
    expect(counter("Closed this week")).toBe("9");
    expect(callsOf(calls, "DashboardPage_Dashboard")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "View overdue work orders" }).getAttribute("href")).toBe("#/workOrders/overdue");
  });

  it("charts the last 12 weeks, logged against closed, each week labelled DD/MM in London", async () => {
    mockApi();
    renderApp("/");
    const chart = await screen.findByRole("img", { name: "Logged and closed work orders by week" });
    const labels = Array.from(chart.querySelectorAll("g[data-week]")).map((g) => g.getAttribute("data-week"));
    expect(labels).toEqual(["07/09", "14/09", "21/09", "28/09", "05/10", "12/10", "19/10", "26/10", "02/11", "09/11", "16/11", "23/11"]);
    expect(chart.querySelectorAll("rect.wo-weeks-chart__logged")).toHaveLength(12);
    expect(chart.querySelector("g[data-week='23/11'] rect.wo-weeks-chart__logged title")?.textContent).toBe("Week of 23/11: 21 logged");
    expect(chart.querySelector("g[data-week='23/11'] rect.wo-weeks-chart__closed title")?.textContent).toBe("Week of 23/11: 8 closed");
    // the same figures as a table, for screen readers
    const table = screen.getByRole("table", { name: "Work orders by week" });
    expect(within(table).getAllByRole("row")[1]!.textContent).toBe("07/09105");
  });

  it("lists the SLA escalations with their clocks, the soonest due first, and says so when there are none", async () => {
    const calls = mockApi({
      slaEscalations: [
        workOrder(12, {
          issue: "No heating",
          dueDate: "2026-11-19T01:42:00.000Z",
          slaClocks: { ...SLA_CLOCKS, fix: { ...SLA_CLOCKS.fix, state: "BREACHED", minutesLeft: -95 } },
        }),
      ],
    });
    renderApp("/");
    await waitFor(() => expect(rowsOf(gridNamed("SLA escalations"))).toHaveLength(1));
    expect(columnTitles(gridNamed("SLA escalations"))).toEqual(
      expect.arrayContaining(["Reference", "Client", "Site", "Issue", "Contractor", "Due Date", "SLA Clocks", "Status"]),
    );
    const row = rowsOf(gridNamed("SLA escalations"))[0]!.join(" | ");
    expect(row).toContain("WO0000012");
    expect(row).toContain("No heating");
    expect(row).toContain("Breached · 1 h 35 min over");
    expect(callsOf(calls, "SlaEscalationsGrid_WorkOrders")[0]).toMatchObject({ page: 1, sort: [{ field: "DUE_DATE", direction: "ASC" }] });
  });

  it("says no order is about to breach when none is escalated", async () => {
    mockApi();
    renderApp("/");
    expect(await screen.findByText("No work order is about to breach its SLA")).toBeTruthy();
  });

  it("says 'No data!' when no work order has been opened in this browser", async () => {
    const calls = mockApi();
    renderApp("/");
    expect(await screen.findByText("No data!")).toBeTruthy();
    expect(rowsOf(gridNamed("Latest work orders"))).toEqual([]);
    expect(callsOf(calls, "LatestWorkOrdersGrid_WorkOrders")).toEqual([{ ids: [] }]);
  });

  it("lists the latest work orders from the cookie, newest first, each with its links and quick view", async () => {
    rememberWorkOrder(3);
    rememberWorkOrder(8);
    rememberWorkOrder(5);
    const { calls } = mockEditorApi({ workOrder: editableWorkOrder(3) });
    const asked: unknown[] = [];
    server.use(
      graphql.query("LatestWorkOrdersGrid_WorkOrders", ({ variables }) => {
        asked.push(variables);
        const ids = variables.ids as number[];
        return okReply({
          recentWorkOrders: ids.map((id) => workOrder(id, id === 8 ? { workOrderStatusId: 1, workOrderStatus: "Awaiting Response" } : {})),
        });
      }),
    );
    const { user } = renderApp("/");
    await waitFor(() => expect(rowsOf(gridNamed("Latest work orders")).length).toBe(3));
    expect(asked).toEqual([{ ids: [5, 8, 3] }]);
    const grid = gridNamed("Latest work orders");
    expect(columnTitles(grid)).toEqual([" ", "Reference", "Client", "Site", "Date Opened", "Issue", "Status", "Contractor"]);
    expect(rowsOf(grid).map((r) => r[1])).toEqual(["WO0000005", "WO0000008", "WO0000003"]);
    expect(within(grid).getByRole("link", { name: "WO0000005" }).getAttribute("href")).toBe("#/work-order/5");
    expect(within(grid).getByRole("link", { name: "WO0000008" }).getAttribute("href")).toBe("#/wo-request/8");
    expect(screen.queryByText("No data!")).toBeNull();

    await user.click(within(grid).getByRole("button", { name: "Quick view WO0000003" }));
    expect(await screen.findByRole("dialog", { name: "Work Order WO0000003" })).toBeTruthy();
    expect(callsOf(calls, "StaffWorkOrder_Load")).toEqual([{ id: 3 }]);
  });

  it("is never shown to a contractor user: / opens its portal", async () => {
    const calls = mockApi({ me: CONTRACTOR });
    renderApp("/", { authCode: "N" });
    await waitFor(() => expect(window.location.hash).toBe("#/contractor_portal/1"));
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
    expect(callsOf(calls, "DashboardPage_Dashboard")).toEqual([]);
  });
});

describe("the chart's scale and labels", () => {
  it("rounds the top of the scale up to a readable number", () => {
    expect(scaleTop(0)).toBe(4);
    expect(scaleTop(3)).toBe(4);
    expect(scaleTop(7)).toBe(8);
    expect(scaleTop(21)).toBe(24);
    expect(scaleTop(130)).toBe(160);
    expect(scaleTop(980)).toBe(1000);
    expect(scaleTop(100_000)).toBe(100_000);
  });

  it("labels a week by its London Monday", () => {
    expect(weekLabel("2026-10-18T23:00:00Z")).toBe("19/10");
    expect(weekLabel("2026-10-26T00:00:00Z")).toBe("26/10");
    expect(weekLabel("nonsense")).toBe("");
  });
});
