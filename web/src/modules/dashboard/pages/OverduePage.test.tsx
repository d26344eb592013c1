import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { callsOf, mockApi, okReply } from "../../../test/api";
import { advanceClock, useFakeClock } from "../../../test/clock";
import { CLIENT, workOrder, workOrderPage } from "../../../test/fixtures";
import { columnTitles, gridNamed, gridSettled, rowsOf, sortableTitles } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { editableWorkOrder, mockEditorApi } from "../../work-orders/test/editor-api";

type Vars = Record<string, unknown>;

function mockOverdue() {
  const asked: Vars[] = [];
  server.use(
    graphql.query("OverduePage_WorkOrders", ({ variables }) => {
      asked.push(variables);
      const all = [
        workOrder(4, { deadline: "OVERDUE", issue: "Boiler not firing", requestedBy: "Jane Holt", dateOpened: "2026-06-30T23:30:00Z" }),
        workOrder(9, { deadline: "OVERDUE", workOrderStatusId: 1, issue: "Roof leak" }),
      ];
      const found = variables.search ? all.filter((w) => w.issue.toLowerCase().includes(String(variables.search))) : all;
      return okReply({ workOrders: workOrderPage(found, found.length) });
    }),
  );
  return asked;
}

async function openOverdue() {
  const { calls } = mockEditorApi({ workOrder: editableWorkOrder(4) });
  const asked = mockOverdue();
  const rendered = renderApp("/workOrders/overdue");
  expect(await screen.findByRole("heading", { name: "Overdue work orders" })).toBeTruthy();
  await waitFor(() => expect(rowsOf(gridNamed("Overdue work orders")).length).toBe(2));
  return { ...rendered, asked, calls };
}

describe("#/workOrders/overdue", () => {
  it("lists the overdue work orders with the spec's columns, paged on the server", async () => {
    const { asked } = await openOverdue();
    const grid = gridNamed("Overdue work orders");
    expect(columnTitles(grid)).toEqual([" ", "Reference", "Requested", "Client", "Date Opened", "Site", "Issue", "Details", "Contractor"]);
    expect(sortableTitles(grid)).toEqual(columnTitles(grid).slice(1));
    expect(rowsOf(grid)[0]!.slice(1)).toEqual([
      "WO0000004",
      "Jane Holt",
      "Client 4",
      "01/07/2026",
      "Site 4",
      "Boiler not firing",
      "Details of work order 4",
      "Contractor 4",
    ]);
    expect(asked[0]).toEqual({ page: 1, pageSize: 20, search: null, filters: null, sort: null });
    expect(within(grid).getByRole("link", { name: "WO0000004" }).getAttribute("href")).toBe("#/work-order/4");
    expect(within(grid).getByRole("link", { name: "WO0000009" }).getAttribute("href")).toBe("#/wo-request/9");
  });

  it("searches on the server 250 ms after the typing stops", async () => {
    const { asked, user } = await openOverdue();
    const grid = gridNamed("Overdue work orders");
    const before = asked.length;
    useFakeClock();
    await user.type(within(grid).getByRole("searchbox", { name: "Search" }), "boiler");
    advanceClock(150);
    await gridSettled(grid);
    expect(asked.slice(before).filter((v) => v.search)).toEqual([]);
    await waitFor(() => expect(rowsOf(gridNamed("Overdue work orders")).map((r) => r[1])).toEqual(["WO0000004"]));
    expect(asked.slice(before).filter((v) => v.search)).toEqual([expect.objectContaining({ search: "boiler", page: 1 })]);
  });

  it("opens a row's quick view", async () => {
    const { calls, user } = await openOverdue();
    await user.click(within(gridNamed("Overdue work orders")).getByRole("button", { name: "Quick view WO0000004" }));
    expect(await screen.findByRole("dialog", { name: "Work Order WO0000004" })).toBeTruthy();
    expect(callsOf(calls, "StaffWorkOrder_Load")).toEqual([{ id: 4 }]);
  });

  it("is in the staff sidebar", async () => {
    await openOverdue();
    const sidebar = screen.getByRole("navigation", { name: "Sidebar" });
    expect(within(sidebar).getByRole("link", { name: "Overdue" }).getAttribute("href")).toBe("#/workOrders/overdue");
  });

  it("is refused to a client user, who never asks for it", async () => {
    mockApi({ me: CLIENT });
    const asked = mockOverdue();
    renderApp("/workOrders/overdue", { authCode: "C" });
    await waitFor(() => expect(window.location.hash).toBe("#/client_portal/1"));
    expect(asked).toEqual([]);
  });
});
