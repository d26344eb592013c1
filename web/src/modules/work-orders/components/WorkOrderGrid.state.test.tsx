import { screen, waitFor, within } from "@testing-library/react";
import { callsOf, mockApi } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { chooseInColumnMenu, grid, headerTitles } from "../test/grid-helpers";

type Calls = ReturnType<typeof mockApi>;
const gridCalls = (calls: Calls) => callsOf(calls, "WorkOrderGrid_WorkOrders");
const lastCall = (calls: Calls) => gridCalls(calls).at(-1)!;

type SavedEntry = {
  key: string;
  columns: Array<{ field: string; title: string; index: number; width: number; template: string | null; locked: boolean; hidden: boolean }>;
  filters: Array<{ field: string; operator: string; value: string | null }>;
};

/** The GridData of the last saveGridState call */
function lastSaved(calls: Calls): SavedEntry[] {
  const input = callsOf(calls, "SavedGridState_Save").at(-1)!.input as { grid: string; gridData: string };
  expect(input.grid).toBe("work_orders");
  return JSON.parse(input.gridData) as SavedEntry[];
}

const DEFAULT_TITLES = [
  "Reference",
  "Requested",
  "Client",
  "Date Opened",
  "Site",
  "Issue",
  "Details",
  "Contractor",
  "Due Date",
  "Status",
  "Type",
  "Sub Trade",
  "Estimated Cost",
];

describe("work-order grid: columns and saved state", () => {
  it("shows the default columns, hides one from the column chooser and saves it in the grid state", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    expect(headerTitles()).toEqual(DEFAULT_TITLES);
    expect(screen.getByText("Site 2001")).toBeTruthy();

    await user.click(within(grid()).getByRole("button", { name: "Columns" }));
    await user.click(await screen.findByRole("checkbox", { name: "Site" }));

    await waitFor(() => expect(headerTitles()).not.toContain("Site"));
    expect(screen.queryByText("Site 2001")).toBeNull();
    await waitFor(() => expect(callsOf(calls, "SavedGridState_Save")).toHaveLength(1));
    const [entry] = lastSaved(calls);
    expect(entry!.key).toBe("open");
    expect(entry!.columns.find((c) => c.field === "Site")).toEqual({
      field: "Site",
      title: "Site",
      index: 6,
      width: 170,
      template: null,
      locked: false,
      hidden: true,
    });
    expect(entry!.columns.find((c) => c.field === "Reference")).toMatchObject({ index: 2, template: "link", locked: false });
    expect(entry!.columns.find((c) => c.field === "QuickView")).toMatchObject({ index: 0, locked: true });
    expect(callsOf(calls, "SavedGridState_Save")[0]!.input).toMatchObject({ id: null });
    expect(localStorage.getItem("viewstate")).toBe("7");
    expect(JSON.parse(localStorage.getItem("gridState")!)[0].key).toBe("open");
  });

  it("shows a hidden-by-default column from the chooser", async () => {
    mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    expect(headerTitles()).not.toContain("Trade");
    await user.click(within(grid()).getByRole("button", { name: "Columns" }));
    await user.click(await screen.findByRole("checkbox", { name: "Trade" }));
    await waitFor(() => expect(headerTitles().at(-1)).toBe("Trade"));
  });

  it("moves a column from its header menu and keeps the new order", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await chooseInColumnMenu(user, "Reference", "Move right");
    await waitFor(() => expect(headerTitles().slice(0, 3)).toEqual(["Requested", "Reference", "Client"]));
    await waitFor(() => expect(callsOf(calls, "SavedGridState_Save")).toHaveLength(1));
    const columns = lastSaved(calls)[0]!.columns;
    expect(columns.find((c) => c.field === "Requested")!.index).toBe(2);
    expect(columns.find((c) => c.field === "Reference")!.index).toBe(3);
  });

  it("restores the saved column order, hidden columns and saved filters of each tab", async () => {
    const saved: SavedEntry[] = [
      {
        key: "open",
        columns: [
          { field: "Client", title: "Client", index: 2, width: 200, template: null, locked: false, hidden: false },
          { field: "Reference", title: "Reference", index: 3, width: 110, template: "link", locked: false, hidden: false },
          { field: "Issue", title: "Issue", index: 4, width: 200, template: null, locked: false, hidden: true },
        ],
        filters: [{ field: "Client", operator: "CONTAINS", value: "Harbour" }],
      },
      { key: "closed", columns: [], filters: [] },
    ];
    const calls = mockApi({ gridState: { id: 3, gridData: JSON.stringify(saved) } });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");

    expect(headerTitles().slice(0, 3)).toEqual(["Client", "Reference", "Requested"]);
    expect(headerTitles()).not.toContain("Issue");
    expect(gridCalls(calls)[0]).toMatchObject({ status: 2, filters: [{ field: "CLIENT", operator: "CONTAINS", value: "Harbour" }] });
    expect(screen.getByText("Client contains Harbour")).toBeTruthy();
    expect(within(grid()).getByRole("button", { name: "Clear filters" })).toBeTruthy();

    // another tab keeps its own (default) view
    await user.click(screen.getByRole("tab", { name: /^Closed/ }));
    await screen.findByText("WO0006001");
    expect(headerTitles()).toEqual(DEFAULT_TITLES);
    expect(lastCall(calls)).toMatchObject({ status: 6, filters: null });
  });

  it("saves the applied filters with the save-filters control, into the same record", async () => {
    const calls = mockApi({ gridState: { id: 3, gridData: JSON.stringify([{ key: "closed", columns: [], filters: [] }]) } });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    expect((within(grid()).getByRole("button", { name: "Save filters" }) as HTMLButtonElement).disabled).toBe(true);

    await chooseInColumnMenu(user, "Issue", "Filter…");
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "Value" }), "leak");
    await user.click(within(dialog).getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(lastCall(calls).filters).toEqual([{ field: "ISSUE", operator: "CONTAINS", value: "leak" }]));

    await user.click(within(grid()).getByRole("button", { name: "Save filters" }));
    await waitFor(() => expect(callsOf(calls, "SavedGridState_Save")).toHaveLength(1));
    expect(callsOf(calls, "SavedGridState_Save")[0]!.input).toMatchObject({ id: 3 });
    const entries = lastSaved(calls);
    expect(entries.map((e) => e.key)).toEqual(["closed", "open"]);
    expect(entries[1]!.filters).toEqual([{ field: "Issue", operator: "CONTAINS", value: "leak" }]);
  });
});

describe("work-order grid: clear filters", () => {
  it("appears only with a search or a filter, and clears both and reloads", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    expect(within(grid()).queryByRole("button", { name: "Clear filters" })).toBeNull();

    const search = within(grid()).getByRole("searchbox", { name: "Search" }) as HTMLInputElement;
    await user.type(search, "boiler");
    await waitFor(() => expect(lastCall(calls).search).toBe("boiler"));
    await chooseInColumnMenu(user, "Site", "Filter…");
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "Value" }), "York");
    await user.click(within(dialog).getByRole("button", { name: "Filter" }));
    await waitFor(() =>
      expect(lastCall(calls)).toMatchObject({ search: "boiler", filters: [{ field: "SITE", operator: "CONTAINS", value: "York" }] }),
    );

    const before = gridCalls(calls).length;
    await user.click(within(grid()).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(gridCalls(calls).length).toBe(before + 1));
    expect(lastCall(calls)).toMatchObject({ page: 1, search: null, filters: null });
    expect(search.value).toBe("");
    expect(screen.queryByText("Site contains York")).toBeNull();
    expect(within(grid()).queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("removes the saved filters from the grid state too", async () => {
    const saved = [{ key: "open", columns: [], filters: [{ field: "Client", operator: "CONTAINS", value: "Harbour" }] }];
    const calls = mockApi({ gridState: { id: 3, gridData: JSON.stringify(saved) } });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    expect(gridCalls(calls)[0]!.filters).toEqual([{ field: "CLIENT", operator: "CONTAINS", value: "Harbour" }]);

    await user.click(within(grid()).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(lastCall(calls).filters).toBeNull());
    await waitFor(() => expect(callsOf(calls, "SavedGridState_Save")).toHaveLength(1));
    expect(lastSaved(calls)[0]).toMatchObject({ key: "open", filters: [] });
    expect(within(grid()).queryByRole("button", { name: "Clear filters" })).toBeNull();
  });
});
