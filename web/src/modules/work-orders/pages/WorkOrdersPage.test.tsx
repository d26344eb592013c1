import { screen, waitFor, within } from "@testing-library/react";
import { callsOf, mockApi } from "../../../test/api";
import { renderApp } from "../../../test/render";

/** The main quadrant of the grid (Blueprint draws the header row twice: main and top quadrants) */
const grid = () => screen.getByRole("region", { name: /work orders$/ });

describe("#/work_orders", () => {
  it("loads the open tab: 20 rows, the counters, a server page of status 2", async () => {
    const calls = mockApi();
    renderApp("/work_orders?tab=open");
    expect(await screen.findByText("WO0002001")).toBeTruthy();
    expect(await screen.findByText("WO0002020")).toBeTruthy();
    expect(callsOf(calls, "WorkOrderGrid_WorkOrders")).toEqual([
      { status: 2, page: 1, pageSize: 20, search: null, filters: null, sort: null },
    ]);
    const tabs = screen.getAllByRole("tab");
    console.log(tabs.map((t) => t.textContent));
    console.log(within(grid()).getAllByRole("button").map((b) => b.getAttribute("aria-label")).slice(0, 30));
    await waitFor(() => expect(screen.getByText("1 - 20 of 45 items")).toBeTruthy());
  });
});
