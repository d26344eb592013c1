import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { callsOf, defaultWorkOrders, mockApi } from "../../../test/api";
import { workOrder, workOrderPage } from "../../../test/fixtures";
import { advanceClock, useFakeClock } from "../../../test/clock";
import { renderApp } from "../../../test/render";
import { chooseInColumnMenu, grid, references, sortButton } from "../test/grid-helpers";

type Calls = ReturnType<typeof mockApi>;
const gridCalls = (calls: Calls) => callsOf(calls, "WorkOrderGrid_WorkOrders");
const lastCall = (calls: Calls) => gridCalls(calls).at(-1)!;

describe("#/work_orders: tabs", () => {
  it("loads the open tab: 20 rows of status 2 from the server, 20 a page", async () => {
    const calls = mockApi();
    renderApp("/work_orders?tab=open");
    expect(await screen.findByText("WO0002001")).toBeTruthy();
    expect(await screen.findByText("WO0002020")).toBeTruthy();
    expect(references()).toHaveLength(20);
    expect(gridCalls(calls)).toEqual([{ status: 2, page: 1, pageSize: 20, search: null, filters: null, sort: null }]);
    expect(screen.getByText("1 - 20 of 45 items")).toBeTruthy();
  });

  it("shows the 13 tabs in the spec's order, each with its counter", async () => {
    mockApi();
    renderApp("/work_orders");
    await waitFor(() => expect(screen.getAllByRole("tab")[0]!.textContent).toBe("Awaiting Response131"));
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Awaiting Response131",
      "Open45",
      "Awaiting Quote118",
      "Awaiting Quote Approval91",
      "Awaiting Certificate93",
      "Awaiting Certificate Audit77",
      "Closed387",
      "Approved152",
      "Query51",
      "Completed240",
      "Submitted121",
      "Cancelled81",
      "Discarded83",
    ]);
  });

  it("loads a tab only when it is first opened, and keeps it", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    expect(gridCalls(calls).map((v) => v.status)).toEqual([2]);

    await user.click(screen.getByRole("tab", { name: /^Awaiting Certificate Audit/ }));
    expect(await screen.findByText("WO0013001")).toBeTruthy();
    expect(window.location.hash).toBe("#/work_orders?tab=awaiting-certificate-audit");

    await user.click(screen.getByRole("tab", { name: /^Open/ }));
    await waitFor(() => expect(window.location.hash).toBe("#/work_orders?tab=open"));
    expect(gridCalls(calls).map((v) => v.status)).toEqual([2, 13]);
  });

  it("links requests (status 1) to #/wo-request/{id} and other work orders to #/work-order/{id}", async () => {
    mockApi();
    const { user } = renderApp("/work_orders?tab=awaiting-response");
    const request = await screen.findByRole("link", { name: "WO0001001" });
    expect(request.getAttribute("href")).toBe("#/wo-request/1001");
    await user.click(screen.getByRole("tab", { name: /^Open/ }));
    expect((await screen.findByRole("link", { name: "WO0002001" })).getAttribute("href")).toBe("#/work-order/2001");
  });

  it("marks the deadline: overdue red, coming up orange, otherwise plain", async () => {
    mockApi({
      workOrders: () => workOrderPage([workOrder(1, { deadline: "OVERDUE" }), workOrder(2, { deadline: "COMING_UP" }), workOrder(3)], 3),
    });
    renderApp("/work_orders?tab=open");
    await screen.findByText("WO0000001");
    const overdue = grid().querySelector(".wo-deadline--overdue") as HTMLElement;
    expect(overdue.getAttribute("aria-label")).toBe("Overdue");
    expect(overdue.querySelector("svg")?.getAttribute("fill")).toBe("#cd4246");
    const comingUp = grid().querySelector(".wo-deadline--coming-up") as HTMLElement;
    expect(comingUp.querySelector("svg")?.getAttribute("fill")).toBe("#ec9a3c");
    expect(grid().querySelectorAll(".wo-deadline--none")).toHaveLength(1);
  });

  it("formats dates DD/MM/YYYY in London and money in pounds", async () => {
    mockApi({
      workOrders: () => workOrderPage([workOrder(1, { dateOpened: "2026-06-30T23:30:00Z", dueDate: null, estimatedCost: "12345.675" })], 1),
    });
    renderApp("/work_orders?tab=open");
    expect(await screen.findByText("01/07/2026")).toBeTruthy();
    expect(screen.getByText("£12,345.68")).toBeTruthy();
  });
});

describe("#/work_orders: sorting and paging", () => {
  // answers in the order asked for, so the rows show whether the sort reached the server
  const sortedPage = (vars: Record<string, unknown>) => {
    const sort = (vars.sort as Array<{ field: string; direction: string }> | null)?.[0];
    const ids = [1, 2, 3];
    if (sort?.direction === "DESC") ids.reverse();
    return workOrderPage(
      ids.map((id) => workOrder(id, { clientName: `Client ${String.fromCharCode(64 + id)}` })),
      3,
    );
  };

  it("sorts by clicking a header: ascending, descending, then none", async () => {
    const calls = mockApi({ workOrders: sortedPage });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0000001");

    await user.click(await sortButton("Client"));
    await waitFor(() => expect(lastCall(calls).sort).toEqual([{ field: "CLIENT", direction: "ASC" }]));
    expect((await sortButton("Client")).getAttribute("data-sort")).toBe("ascending");

    await user.click(await sortButton("Client"));
    await waitFor(() => expect(lastCall(calls).sort).toEqual([{ field: "CLIENT", direction: "DESC" }]));
    await waitFor(() => expect(references()).toEqual(["WO0000003", "WO0000002", "WO0000001"]));
    expect((await sortButton("Client")).getAttribute("data-sort")).toBe("descending");

    await user.click(await sortButton("Client"));
    await waitFor(() => expect(lastCall(calls).sort).toBeNull());
  });

  it("sorts from the column header menu", async () => {
    const calls = mockApi({ workOrders: sortedPage });
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0000001");
    await chooseInColumnMenu(user, "Date Opened", "Sort descending");
    await waitFor(() => expect(lastCall(calls)).toMatchObject({ page: 1, sort: [{ field: "DATE_OPENED", direction: "DESC" }] }));
    await waitFor(() => expect(references()[0]).toBe("WO0000003"));
    expect(window.location.hash).toBe("#/work_orders?tab=open");
  });

  it("pages on the server: page 2 shows the next 20", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(
      within(pager)
        .getAllByRole("button", { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(["1", "2", "3"]);

    await user.click(within(pager).getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("WO0002021")).toBeTruthy();
    expect(lastCall(calls)).toMatchObject({ status: 2, page: 2, pageSize: 20 });
    expect(screen.queryByText("WO0002001")).toBeNull();
    expect(screen.getByText("21 - 40 of 45 items")).toBeTruthy();

    await user.click(within(pager).getByRole("button", { name: "Last page" }));
    await waitFor(() => expect(lastCall(calls).page).toBe(3));
  });

  it("shows at most 20 page buttons", async () => {
    mockApi({ workOrders: (v) => ({ ...defaultWorkOrders(v), totalCount: 1000 }) });
    renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    const pager = screen.getByRole("navigation", { name: "Pages" });
    const pages = within(pager).getAllByRole("button", { name: /^Page \d+$/ });
    expect(pages).toHaveLength(20);
    expect(pages[0]!.textContent).toBe("1");
    expect(pages[19]!.textContent).toBe("20");
  });
});

describe("#/work_orders: search and filters", () => {
  it("searches 250 ms after the last keystroke, once, from page 1", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    const before = gridCalls(calls).length;
    useFakeClock();

    await user.type(within(grid()).getByRole("searchbox", { name: "Search" }), "roof");
    const typedAt = Date.now();
    expect(gridCalls(calls)).toHaveLength(before); // nothing yet: debounced

    await waitFor(() => expect(gridCalls(calls)).toHaveLength(before + 1));
    const searched = calls.WorkOrderGrid_WorkOrders!.at(-1)!;
    expect(searched.variables).toMatchObject({ search: "roof", page: 1 });
    expect(searched.at - typedAt).toBeGreaterThanOrEqual(200);
    advanceClock(400);
    expect(
      gridCalls(calls)
        .filter((v) => v.search !== null)
        .map((v) => v.search),
    ).toEqual(["roof"]);
  });

  it("filters a column with an operator and a value", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");

    await chooseInColumnMenu(user, "Client", "Filter…");
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Operator" }), "STARTS_WITH");
    await user.type(within(dialog).getByRole("textbox", { name: "Value" }), "Harb");
    await user.click(within(dialog).getByRole("button", { name: "Filter" }));

    await waitFor(() => expect(lastCall(calls)).toMatchObject({ page: 1, filters: [{ field: "CLIENT", operator: "STARTS_WITH", value: "Harb" }] }));
    expect(screen.getByText("Client starts with Harb")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("filters dates by London day as YYYY-MM-DD", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");

    await chooseInColumnMenu(user, "Date Opened", "Filter…");
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Operator" }), "GT");
    fireEvent.change(dialog.querySelector("input[type=date]")!, { target: { value: "2026-11-05" } });
    await user.click(within(dialog).getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(lastCall(calls).filters).toEqual([{ field: "DATE_OPENED", operator: "GT", value: "2026-11-05" }]));
    expect(screen.getByText("Date Opened is after 2026-11-05")).toBeTruthy();
  });

  it("refuses a filter value that does not fit the column", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await chooseInColumnMenu(user, "Estimated Cost", "Filter…");
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "Value" }), "lots");
    await user.click(within(dialog).getByRole("button", { name: "Filter" }));
    expect(within(dialog).getByText("Enter a value")).toBeTruthy();
    expect(gridCalls(calls).every((v) => v.filters === null)).toBe(true);
  });

  it("removes a filter from its tag", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await chooseInColumnMenu(user, "Estimated Cost", "Filter…");
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Operator" }), "GTE");
    await user.type(within(dialog).getByRole("textbox", { name: "Value" }), "150");
    await user.click(within(dialog).getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(lastCall(calls).filters).toEqual([{ field: "ESTIMATED_COST", operator: "GTE", value: "150" }]));

    const tag = screen.getByText("Estimated Cost is greater than or equal to 150").closest(".bp6-tag") as HTMLElement;
    await user.click(within(tag).getByRole("button"));
    await waitFor(() => expect(lastCall(calls).filters).toBeNull());
  });
});
