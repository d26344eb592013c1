import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { mockApi, okReply } from "../../../test/api";
import { CONTRACTOR, me, SALES, workOrder, workOrderPage } from "../../../test/fixtures";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

/** An IT user: the administration, but not the customers area */
const IT = me({ kind: "STAFF", authCode: "S", fullName: "Ian Tech", userId: 4, permissions: [{ name: "administrator", level: "full" }] });

function mockSearch() {
  const asked: Record<string, Vars[]> = { clients: [], workOrders: [], ppms: [] };
  server.use(
    graphql.query("SearchResults_Ppms", ({ variables }) => {
      asked.ppms!.push(variables);
      const nodes = [
        {
          __typename: "Ppm",
          id: 4,
          refNo: "PPM000004",
          firstVisit: "2026-12-15",
          clientName: "Harbour Retail Group",
          siteName: "Leeds Kirkgate",
          contractorName: "Brightwater Plumbing & Heating",
          subTradeName: "Boilers",
          description: "Annual boiler service",
          ppmStatus: "Active",
          ...(variables.withCost ? { costPerAnnum: "895.750" } : {}),
        },
      ];
      return okReply({ ppms: { __typename: "PpmPage", totalCount: 1, totalCountExact: true, nodes } });
    }),
    graphql.query("SearchResults_Clients", ({ variables }) => {
      asked.clients!.push(variables);
      const nodes = [
        {
          __typename: "Client",
          id: 1,
          name: "Harbour Retail Group",
          customer: "HRG01",
          status: "Active",
          startDate: "2025-04-01",
          renewalDate: "2027-03-31",
          contractValue: "125000.500",
        },
      ];
      return okReply({ clients: { __typename: "ClientPage", totalCount: 1, totalCountExact: true, nodes } });
    }),
    graphql.query("SearchResults_WorkOrders", ({ variables }) => {
      asked.workOrders!.push(variables);
      const nodes = [
        workOrder(12, { issue: "Boiler not firing", dateOpened: "2026-06-30T23:30:00Z" }),
        workOrder(13, { workOrderStatusId: 1, issue: "Boiler service" }),
      ];
      return okReply({ workOrders: workOrderPage(nodes, 2) });
    }),
  );
  return asked;
}

describe("#/search_results/:query", () => {
  it("shows \"Results for '{query}'\" and the clients, PPMs and work orders found", async () => {
    mockApi();
    const asked = mockSearch();
    renderApp("/search_results/boiler");
    expect(await screen.findByRole("heading", { name: "Results for 'boiler'" })).toBeTruthy();

    await waitFor(() => expect(rowsOf(gridNamed("Clients found")).length).toBe(1));
    const clients = gridNamed("Clients found");
    expect(columnTitles(clients)).toEqual(["Name", "Customer", "Status", "Start Date", "Renewal Date", "Contract Value"]);
    expect(rowsOf(clients)[0]).toEqual(["Harbour Retail Group", "HRG01", "Active", "01/04/2025", "31/03/2027", "£125,000.50"]);
    expect(within(clients).getByRole("link", { name: "Harbour Retail Group" }).getAttribute("href")).toBe("#/client/1");
    expect(asked.clients[0]).toEqual({ text: "boiler", page: 1, pageSize: 20, sort: null });

    // the PPMs found (§2.14): Ref No. opens the schedule, First Visit DD/MM/YYYY, Cost with a pound sign
    await waitFor(() => expect(rowsOf(gridNamed("PPMs found")).length).toBe(1));
    const ppms = gridNamed("PPMs found");
    expect(columnTitles(ppms)).toEqual(["Ref No.", "First Visit", "Client", "Site", "Contractor", "Sub-Trade", "Description", "Status", "Cost"]);
    expect(rowsOf(ppms)[0]).toEqual([
      "PPM000004",
      "15/12/2026",
      "Harbour Retail Group",
      "Leeds Kirkgate",
      "Brightwater Plumbing & Heating",
      "Boilers",
      "Annual boiler service",
      "Active",
      "£895.75",
    ]);
    expect(within(ppms).getByRole("link", { name: "PPM000004" }).getAttribute("href")).toBe("#/ppm/4");
    expect(asked.ppms[0]).toEqual({ text: "boiler", page: 1, pageSize: 20, sort: null, withCost: true });

    await waitFor(() => expect(rowsOf(gridNamed("Work orders found")).length).toBe(2));
    const orders = gridNamed("Work orders found");
    expect(columnTitles(orders)).toEqual(["Ref No.", "Date Opened", "Client", "Site", "Issue", "Details"]);
    expect(rowsOf(orders)[0]).toEqual(["WO0000012", "01/07/2026", "Client 12", "Site 12", "Boiler not firing", "Details of work order 12"]);
    expect(within(orders).getByRole("link", { name: "WO0000012" }).getAttribute("href")).toBe("#/work-order/12");
    expect(within(orders).getByRole("link", { name: "WO0000013" }).getAttribute("href")).toBe("#/wo-request/13");
    expect(asked.workOrders[0]).toEqual({ text: "boiler", page: 1, pageSize: 20, sort: null });
  });

  it("opens from the top bar's search box and searches again for a new query", async () => {
    mockApi();
    const asked = mockSearch();
    const { user } = renderApp("/search_results/boiler");
    await screen.findByRole("heading", { name: "Results for 'boiler'" });
    const box = screen.getByRole("searchbox", { name: "Search everything" });
    // the box shows the query of the results shown
    await waitFor(() => expect((box as HTMLInputElement).value).toBe("boiler"));
    await user.clear(box);
    await user.type(box, "O'Neil & Sons{Enter}");
    expect(await screen.findByRole("heading", { name: "Results for 'O'Neil & Sons'" })).toBeTruthy();
    expect(window.location.hash).toBe("#/search_results/O'Neil%20%26%20Sons");
    expect((box as HTMLInputElement).value).toBe("O'Neil & Sons");
    await waitFor(() => expect(asked.workOrders.map((v) => v.text)).toEqual(["boiler", "O'Neil & Sons"]));
  });

  it("leaves the clients out for a user who may not open them, and never asks for them", async () => {
    mockApi({ me: IT });
    const asked = mockSearch();
    renderApp("/search_results/boiler", { authCode: "S" });
    await screen.findByRole("heading", { name: "Results for 'boiler'" });
    await waitFor(() => expect(rowsOf(gridNamed("Work orders found")).length).toBe(2));
    expect(screen.queryByRole("region", { name: "Clients found" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Clients" })).toBeNull();
    expect(asked.clients).toEqual([]);
  });

  it("shows the clients to a Sales user (customers at read)", async () => {
    mockApi({ me: SALES });
    mockSearch();
    renderApp("/search_results/boiler", { authCode: "S" });
    await waitFor(() => expect(rowsOf(gridNamed("Clients found")).length).toBe(1));
  });

  it("asks for a query when there is none", async () => {
    mockApi();
    const asked = mockSearch();
    renderApp("/search_results");
    expect(await screen.findByRole("heading", { name: "Results for ''" })).toBeTruthy();
    expect(screen.getByText("Type in the search box above and press Enter.")).toBeTruthy();
    expect(asked.workOrders).toEqual([]);
  });

  it("is refused to a contractor user, who has no search box", async () => {
    mockApi({ me: CONTRACTOR });
    const asked = mockSearch();
    renderApp("/search_results/boiler", { authCode: "N" });
    await waitFor(() => expect(window.location.hash).toBe("#/contractor_portal/1"));
    expect(screen.queryByRole("searchbox", { name: "Search everything" })).toBeNull();
    expect(asked.workOrders).toEqual([]);
  });
});
