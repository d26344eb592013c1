import { act, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { BlueprintProvider } from "@blueprintjs/core";
import { cardsOf } from "../../test/grid";
import { dateColumn, linkColumn, moneyColumn, textColumn } from "./columns";
import { DataGrid } from "./DataGrid";
import type { GridColumn } from "./types";
import { useGridView } from "./useGridView";

type Row = { id: number; ref: string; site: string; due: string | null; cost: string };
const ROWS: Row[] = [
  { id: 1, ref: "WO0000001", site: "Harbour Street", due: "2026-03-29T23:30:00Z", cost: "12.5" },
  { id: 2, ref: "WO0000002", site: "Quay Road", due: null, cost: "0" },
];
const COLUMNS: GridColumn<Row>[] = [
  textColumn("Site", "Site", (r) => r.site),
  linkColumn("Ref", "Work Order No.", { to: (r) => `/work-order/${r.id}`, text: (r) => r.ref }),
  dateColumn("Due", "Due Date", (r) => r.due),
  moneyColumn("Cost", "Cost", (r) => r.cost),
  { field: "Actions", title: " ", render: (r) => <button type="button">Open {r.ref}</button> },
];

function Grid() {
  const view = useGridView({ stateKey: "cards", columns: COLUMNS });
  return <DataGrid view={view} rows={ROWS} totalCount={95} loading={false} label="Orders" />;
}

function renderAt(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  const router = createMemoryRouter([{ path: "*", element: <Grid /> }]);
  return render(
    <BlueprintProvider>
      <RouterProvider router={router} />
    </BlueprintProvider>,
  );
}

describe("grid cards", () => {
  const wide = window.innerWidth;
  afterEach(() => Object.defineProperty(window, "innerWidth", { configurable: true, value: wide }));

  it("shows each row as a card on a phone: the link column as its title, the others as label: value", () => {
    renderAt(390);
    const grid = screen.getByRole("region", { name: "Orders" });
    expect(grid.querySelector(".bp6-table-container")).toBeNull();
    expect(cardsOf(grid)).toEqual([
      { title: "Work Order No. WO0000001", fields: ["Site: Harbour Street", "Due Date: 30/03/2026", "Cost: £12.50"] },
      { title: "Work Order No. WO0000002", fields: ["Site: Quay Road", "Due Date: ", "Cost: £0.00"] },
    ]);
    expect(within(grid).getByRole("link", { name: "WO0000001" }).getAttribute("href")).toBe("/work-order/1");
    expect(within(grid).getByRole("button", { name: "Open WO0000002" })).toBeTruthy();
    // the pager stays, with a few page buttons only; search too
    expect(
      within(grid)
        .getAllByRole("button", { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(["1", "2", "3"]);
    expect(within(grid).getByRole("searchbox", { name: "Search" })).toBeTruthy();
    expect(within(grid).queryByRole("button", { name: /Columns/ })).toBeNull();
  });

  it("keeps the table on a wide window (loaded when first shown), and turns into cards when the window narrows", async () => {
    renderAt(1280);
    const grid = screen.getByRole("region", { name: "Orders" });
    await waitFor(() => expect(grid.querySelector(".bp6-table-container")).not.toBeNull());
    expect(cardsOf(grid)).toEqual([]);
    expect(within(grid).getAllByRole("button", { name: /^Page \d+$/ })).toHaveLength(5);
    act(() => {
      Object.defineProperty(window, "innerWidth", { configurable: true, value: 600 });
      window.dispatchEvent(new Event("resize"));
    });
    expect(cardsOf(grid)).toHaveLength(2);
  });
});
