import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { mockApi, okReply } from "../../../test/api";
import { CLIENT, workOrder, workOrderPage } from "../../../test/fixtures";
import { columnTitles, gridSettled, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

function mockWorkOrders(showCategory = false) {
  const calls: Vars[] = [];
  mockApi({ me: CLIENT });
  server.use(
    graphql.query("ClientWorkOrdersPage_Categories", () => okReply({ assetCategories: [{ __typename: "AssetCategory", id: 4, name: "Heating" }] })),
    graphql.query("ClientWorkOrdersPage_WorkOrders", ({ variables }) => {
      calls.push(variables);
      const rows = [
        workOrder(7, { clientRef: "PO-7", workOrderStatus: "Awaiting Response", showCategory, assetCategoryId: 4 }),
        workOrder(8, { showCategory, assetCategoryId: null }),
      ];
      return okReply({ workOrders: workOrderPage(rows, 2, 1, 20) });
    }),
  );
  return calls;
}

describe("client portal work orders", () => {
  it("lists the client's orders by the spec's columns, PPM orders left out, Category hidden unless the rows allow it", async () => {
    const calls = mockWorkOrders();
    renderApp("/client_portal/1/work-orders", { authCode: "C" });
    const grid = await screen.findByRole("region", { name: "Work orders" });
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(2));
    expect(columnTitles(grid)).toEqual(["Ref No.", "Date Opened", "Site", "Issue", "Client Ref", "Sub-Trade", "Status"]);
    expect(rowsOf(grid)[0]).toEqual(["WO0000007", "20/10/2026", "Site 7", "Issue 7", "PO-7", "Power", "Awaiting Response"]);
    expect(within(grid).getByRole("link", { name: "WO0000007" }).getAttribute("href")).toBe("#/client_portal/1/work-orders?workOrder=7");
    expect(calls[0]).toMatchObject({ clientId: 1, ppm: false, page: 1, pageSize: 20, search: null });
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("shows the Category column when the rows mark categories as viewable", async () => {
    mockWorkOrders(true);
    renderApp("/client_portal/1/work-orders", { authCode: "C" });
    const grid = await screen.findByRole("region", { name: "Work orders" });
    await waitFor(() => expect(columnTitles(grid)).toContain("Category"));
    await waitFor(() => expect(rowsOf(grid)[0]!.at(-1)).toBe("Heating"));
  });

  it("searches on the server once the typing stops (250 ms), and offers 'Clear filters' only while searching", async () => {
    const calls = mockWorkOrders();
    const { user } = renderApp("/client_portal/1/work-orders", { authCode: "C" });
    const grid = await screen.findByRole("region", { name: "Work orders" });
    await gridSettled(grid);
    const typedAt = Date.now();
    await user.type(within(grid).getByRole("searchbox", { name: "Search" }), "boiler");
    await waitFor(() => expect(calls.some((c) => c.search === "boiler")).toBe(true));
    // one search, for the whole word: no call per keystroke
    expect(calls.filter((c) => c.search !== null).map((c) => c.search)).toEqual(["boiler"]);
    expect(calls.at(-1)).toMatchObject({ clientId: 1, ppm: false, page: 1 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(250);

    const clear = await screen.findByRole("button", { name: "Clear filters" });
    await user.click(clear);
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: null }));
    expect((within(grid).getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("asks for every order with 'Show PPM' on (ppm left out), and clear filters turns it off", async () => {
    const calls = mockWorkOrders();
    const { user } = renderApp("/client_portal/1/work-orders", { authCode: "C" });
    const grid = await screen.findByRole("region", { name: "Work orders" });
    await gridSettled(grid);
    await user.click(within(grid).getByRole("checkbox", { name: "Show PPM" }));
    await waitFor(() => expect(calls.at(-1)).not.toHaveProperty("ppm"));
    expect(calls.at(-1)).toMatchObject({ clientId: 1, page: 1 });
    await user.click(await screen.findByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ ppm: false }));
    expect((within(grid).getByRole("checkbox", { name: "Show PPM" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });
});
