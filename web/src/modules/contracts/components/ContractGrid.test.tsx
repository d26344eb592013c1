import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { advanceClock, useFakeClock } from "../../../test/clock";
import { me } from "../../../test/fixtures";
import { columnTitles, gridNamed, gridSettled, rowsOf, sortableTitles } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { mockContractorsApi } from "../../contractors/test/contractors-api";
import { mockContractsApi } from "../test/contracts-api";

/** A Management user: reads contracts, changes none */
const MANAGEMENT = me({
  kind: "STAFF",
  authCode: "S",
  fullName: "Priya Shah",
  userId: 3,
  permissions: [{ name: "contractsOverallAssign", level: "full" }],
});

/** A Finance user: contracts at full (§6) */
const FINANCE = me({
  kind: "STAFF",
  authCode: "S",
  fullName: "Omar Reid",
  userId: 4,
  permissions: [{ name: "contractFinanceAssign", level: "full" }],
});

async function openContracts(options: Parameters<typeof mockContractsApi>[0] = {}) {
  const api = mockContractsApi(options);
  const rendered = renderApp("/contracts");
  await screen.findByRole("heading", { name: "Contracts" });
  await waitFor(() => expect(rowsOf(gridNamed("Contracts")).length).toBe(3));
  return { ...api, ...rendered };
}

describe("#/contracts", () => {
  it("lists the contracts (§2.5), sorted by name, each name opening its contract and each client its page", async () => {
    const { calls } = await openContracts();
    const grid = gridNamed("Contracts");
    expect(columnTitles(grid)).toEqual(["Name", "Account No", "Client", "Trade", "Sub-Trade", "Status", "Start date", "End date"]);
    expect(sortableTitles(grid)).toEqual(columnTitles(grid));
    expect(rowsOf(grid)[0]).toEqual([
      "Harbour Retail Group - Power",
      "HRG-EL-01",
      "Harbour Retail Group",
      "Electrical",
      "Power",
      "Active",
      "01/04/2025",
      "31/03/2027",
    ]);
    expect(callsOf(calls, "ContractGrid_Contracts")[0]).toMatchObject({
      page: 1,
      pageSize: 20,
      search: null,
      clientId: null,
      contractorId: null,
      sort: [{ field: "NAME", direction: "ASC" }],
    });
    expect(within(grid).getByRole("link", { name: "Northgate Leisure Ltd - Lighting" }).getAttribute("href")).toBe("#/contract/3");
    expect(within(grid).getAllByRole("link", { name: "Northgate Leisure Ltd" })[0]!.getAttribute("href")).toBe("#/client/2");
    expect(screen.getByRole("button", { name: "New contract" }).getAttribute("href")).toBe("#/contract/0");
  });

  it("searches on the server, 250 ms after the typing stops", async () => {
    const { calls, user } = await openContracts();
    const grid = gridNamed("Contracts");
    const before = callsOf(calls, "ContractGrid_Contracts").length;
    useFakeClock();
    await user.type(within(grid).getByRole("searchbox", { name: "Search" }), "northgate");
    advanceClock(150);
    await gridSettled(grid);
    expect(
      callsOf(calls, "ContractGrid_Contracts")
        .slice(before)
        .filter((v) => v.search),
    ).toEqual([]);
    await waitFor(() => expect(rowsOf(gridNamed("Contracts")).map((r) => r[0])).toEqual(["Northgate Leisure Ltd - Lighting"]));
    expect(
      callsOf(calls, "ContractGrid_Contracts")
        .slice(before)
        .filter((v) => v.search),
    ).toEqual([expect.objectContaining({ search: "northgate", page: 1 })]);
  });

  it("a Management user reads the contracts but is offered no new contract", async () => {
    await openContracts({ me: MANAGEMENT });
    expect(screen.queryByRole("button", { name: "New contract" })).toBeNull();
  });

  it("a Finance user is offered a new contract (§6: contracts at full)", async () => {
    await openContracts({ me: FINANCE });
    expect(await screen.findByRole("button", { name: "New contract" })).toBeTruthy();
  });
});

describe("the contractor page's contracts (ContractorContractsGrid)", () => {
  it("lists the contracts the contractor is in, 10 to a page, each opening its contract", async () => {
    mockContractorsApi();
    const { calls } = mockContractsApi();
    const { user } = renderApp("/contractor/1");
    await screen.findByRole("heading", { name: "Apex Building Services" });
    await user.click(screen.getByRole("tab", { name: "Contracts" }));
    await waitFor(() =>
      expect(rowsOf(gridNamed("Contracts")).map((r) => r[0])).toEqual(["Harbour Retail Group - Power", "Northgate Leisure Ltd - Lighting"]),
    );
    expect(callsOf(calls, "ContractGrid_Contracts")[0]).toMatchObject({ contractorId: 1, clientId: null, pageSize: 10 });
    expect(within(gridNamed("Contracts")).getByRole("link", { name: "Harbour Retail Group - Power" }).getAttribute("href")).toBe("#/contract/1");
  });

  it("says 'No contracts yet' when the contractor is in none", async () => {
    mockContractorsApi();
    mockContractsApi({ contractorsInContracts: [] });
    const { user } = renderApp("/contractor/1");
    await screen.findByRole("heading", { name: "Apex Building Services" });
    await user.click(screen.getByRole("tab", { name: "Contracts" }));
    expect(await screen.findByText("No contracts yet")).toBeTruthy();
  });
});
