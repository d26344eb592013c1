import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { okReply } from "../../../test/api";
import { workOrder, workOrderPage } from "../../../test/fixtures";
import { findNotice } from "../../../test/notices";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { server } from "../../../test/server";
import { CONFIRM_UNLINK, LinkedWorkOrdersTab } from "./LinkedWorkOrdersTab";
import { CLIENT_VIEWER, renderTab } from "./test/render-tab";

type Vars = Record<string, unknown>;

const link = (id: number, other: ReturnType<typeof workOrder>) => ({
  __typename: "LinkedWorkOrder",
  id,
  parentWorkOrderId: 7,
  childWorkOrderId: other.id,
  workOrder: other,
});

function mockLinks() {
  let links = [
    link(1, workOrder(21, { progressCode: "Complete", workOrderStatus: "Open", subTradeName: "Power" })),
    link(2, workOrder(22, { workOrderStatusId: 1, workOrderStatus: "Awaiting Response", dateOpened: "2026-06-30T23:30:00Z" })),
  ];
  const calls: Record<string, Vars[]> = { list: [], search: [], link: [], unlink: [] };
  server.use(
    graphql.query("LinkedWorkOrdersTab_Links", ({ variables }) => {
      calls.list!.push(variables);
      return okReply({ linkedWorkOrders: { __typename: "LinkedWorkOrderPage", totalCount: links.length, totalCountExact: true, nodes: links } });
    }),
    graphql.query("LinkWorkOrdersPopup_WorkOrders", ({ variables }) => {
      calls.search!.push(variables);
      const all = [workOrder(30, { issue: "Boiler" }), workOrder(31, { issue: "Roof leak" })];
      const found = variables.search ? all.filter((w) => w.issue.toLowerCase().includes(String(variables.search).toLowerCase())) : all;
      return okReply({ workOrders: workOrderPage(found, found.length, 1, 10) });
    }),
    graphql.mutation("LinkWorkOrdersPopup_Link", ({ variables }) => {
      calls.link!.push(variables);
      if (variables.childWorkOrderId === 30)
        return okReply({
          linkWorkOrders: {
            __typename: "LinkWorkOrdersPayload",
            link: null,
            error: { __typename: "LinkedWorkOrderError", code: "INVALID", message: "These work orders are already linked", fieldErrors: [] },
          },
        });
      const made = link(9, workOrder(Number(variables.childWorkOrderId)));
      links = [...links, made];
      return okReply({ linkWorkOrders: { __typename: "LinkWorkOrdersPayload", link: made, error: null } });
    }),
    graphql.mutation("LinkedWorkOrdersTab_Unlink", ({ variables }) => {
      calls.unlink!.push(variables);
      links = links.filter((l) => l.id !== variables.id);
      return okReply({ unlinkWorkOrders: variables.id });
    }),
  );
  return calls;
}

async function shown() {
  await waitFor(() => expect(rowsOf(gridNamed("Linked work orders")).length).toBeGreaterThan(0));
  return gridNamed("Linked work orders");
}

describe("LinkedWorkOrdersTab", () => {
  it("lists the linked orders with the spec's columns, each reference opening the other order", async () => {
    const calls = mockLinks();
    renderTab(<LinkedWorkOrdersTab workOrderId={7} />);
    const grid = await shown();
    expect(columnTitles(grid)).toEqual(["Reference", "Date Opened", "Progress Code", "Contractor", "Sub Trade", "Type", "Status", " "]);
    expect(rowsOf(grid)[0]!.slice(0, 7)).toEqual(["WO0000021", "20/10/2026", "Complete", "Contractor 21", "Power", "Reactive", "Open"]);
    expect(rowsOf(grid)[1]![1]).toBe("01/07/2026");
    expect(within(grid).getByRole("link", { name: "WO0000021" }).getAttribute("href")).toBe("/work-order/21");
    // a request (status 1) opens on the request screen
    expect(within(grid).getByRole("link", { name: "WO0000022" }).getAttribute("href")).toBe("/wo-request/22");
    expect(calls.list[0]).toMatchObject({ workOrderId: 7, page: 1, pageSize: 20 });
  });

  it("unlinks after 'Are you sure that you want to unlink Work Order?'", async () => {
    const calls = mockLinks();
    const { user } = renderTab(<LinkedWorkOrdersTab workOrderId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Unlink WO0000021" }));
    let alert = await screen.findByRole("alertdialog");
    expect(alert.textContent).toContain("Are you sure that you want to unlink Work Order?");
    expect(CONFIRM_UNLINK).toBe("Are you sure that you want to unlink Work Order?");
    await user.click(within(alert).getByRole("button", { name: "No" }));
    expect(calls.unlink).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unlink WO0000021" }));
    alert = await screen.findByRole("alertdialog");
    await user.click(within(alert).getByRole("button", { name: "Yes" }));
    await findNotice("Link Work Order Deleted", "success");
    expect(calls.unlink).toEqual([{ id: 1 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Linked work orders")).map((r) => r[0])).toEqual(["WO0000022"]));
  });

  it("links an order chosen in the 'Link Work Orders' popup by searching, leaving this order out", async () => {
    const calls = mockLinks();
    const { user } = renderTab(<LinkedWorkOrdersTab workOrderId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Link Work Orders" }));
    const dialog = await screen.findByRole("dialog", { name: "Link Work Orders" });
    await waitFor(() => expect(rowsOf(within(dialog).getByRole("region", { name: "Work orders to link" })).length).toBe(2));
    expect(calls.search[0]).toMatchObject({ excludeId: 7, page: 1, pageSize: 10, search: null });

    await user.type(within(dialog).getByRole("searchbox", { name: "Search" }), "roof");
    await waitFor(() => expect(calls.search.at(-1)).toMatchObject({ search: "roof", excludeId: 7 }));
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: "Link WO0000030" })).toBeNull());

    await user.click(within(dialog).getByRole("button", { name: "Link WO0000031" }));
    await findNotice("Link Work Order Created", "success");
    expect(calls.link).toEqual([{ parentWorkOrderId: 7, childWorkOrderId: 31 }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Link Work Orders" })).toBeNull());
    await waitFor(() => expect(rowsOf(gridNamed("Linked work orders")).map((r) => r[0])).toContain("WO0000031"));
  });

  it("shows the server's refusal of a link and keeps the popup open", async () => {
    mockLinks();
    const { user } = renderTab(<LinkedWorkOrdersTab workOrderId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Link Work Orders" }));
    const dialog = await screen.findByRole("dialog", { name: "Link Work Orders" });
    await user.click(await within(dialog).findByRole("button", { name: "Link WO0000030" }));
    await findNotice("These work orders are already linked", "warning");
    expect(screen.getByRole("dialog", { name: "Link Work Orders" })).toBeTruthy();
  });

  it("lets a portal user read the links but neither link nor unlink (staff only, on the server too)", async () => {
    mockLinks();
    renderTab(<LinkedWorkOrdersTab workOrderId={7} />, CLIENT_VIEWER);
    const grid = await shown();
    expect(columnTitles(grid)).toEqual(["Reference", "Date Opened", "Progress Code", "Contractor", "Sub Trade", "Type", "Status"]);
    expect(screen.queryByRole("button", { name: "Link Work Orders" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Unlink / })).toBeNull();
  });
});
