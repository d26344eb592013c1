import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { advanceClock, useFakeClock } from "../../../test/clock";
import { columnTitles, gridNamed, gridSettled, rowsOf, sortableTitles } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { captureDownloads, mockFile, type Saved } from "../test/downloads";
import { wholeDate } from "../report-filters";
import { FINANCE, mockReportsApi, queryRow } from "../test/reports-api";

let saved: Saved[];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  jest.restoreAllMocks();
  window.innerWidth = 1024;
});

function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) => [
      within(r).getByRole("rowheader").textContent ?? "",
      ...within(r)
        .queryAllByRole("cell")
        .map((c) => c.textContent ?? ""),
    ]);
}

describe("the 10-character rule (portals §5)", () => {
  it("filters by a date box only when it holds exactly 10 characters that make a day", () => {
    expect(wholeDate("01/10/2026")).toBe("2026-10-01");
    expect(wholeDate("1/10/2026")).toBeNull();
    expect(wholeDate("01/10/202")).toBeNull();
    expect(wholeDate("01/10/20266")).toBeNull();
    expect(wholeDate("31/02/2026")).toBeNull();
    expect(wholeDate("")).toBeNull();
  });
});

describe("#/reports: the order log", () => {
  it("shows the §2.13 columns, every one sortable, 20 a page with a page-size chooser, and the weekly chart with its table", async () => {
    const calls = mockReportsApi();
    const { user } = renderApp("/reports");
    expect(await screen.findByRole("heading", { name: "Reports" })).toBeTruthy();
    await waitFor(() => expect(rowsOf(gridNamed("Order log"))).toHaveLength(2));
    const grid = gridNamed("Order log");
    const titles = [
      "Order Number",
      "Site Code",
      "Site Name",
      "Name",
      "Instructions",
      "Description",
      "WO Type",
      "Trade",
      "Sub Trade",
      "Logged Date",
      "Date Closed",
      "Contractor",
      "Estimated Cost",
      "Submitted Cost",
      "Approved Cost",
      "Val Num",
    ];
    expect(columnTitles(grid)).toEqual(titles);
    expect(sortableTitles(grid)).toEqual(titles);
    expect(rowsOf(grid)[0]).toEqual([
      "WO0000001",
      "S1",
      "Site 1",
      "Northgate Leisure",
      "Details 1",
      "Issue 1",
      "Reactive",
      "Electrical",
      "Power",
      "05/10/2026 10:30:00",
      "",
      "Acme Mechanical Ltd",
      "£150.00",
      "£140.50",
      "",
      "VAL-7",
    ]);
    expect(callsOf(calls, "OrderLogTab_OrderLog")[0]).toEqual({
      page: 1,
      pageSize: 20,
      sort: null,
      dateFrom: null,
      dateTo: null,
      clientId: null,
      valuationNumber: null,
    });
    await user.selectOptions(within(grid).getByRole("combobox", { name: "Items per page" }), "50");
    await waitFor(() => expect(callsOf(calls, "OrderLogTab_OrderLog").at(-1)).toMatchObject({ page: 1, pageSize: 50 }));
    await user.click(within(grid).getAllByRole("button", { name: "Sort by Submitted Cost" })[0]!);
    await waitFor(() => expect(callsOf(calls, "OrderLogTab_OrderLog").at(-1)!.sort).toEqual([{ field: "SUBMITTED_COST", direction: "ASC" }]));
    const chart = await screen.findByRole("table", { name: "Orders logged and closed per week" });
    expect(tableRows(chart)).toEqual([
      ["28/09/2026", "4", "1"],
      ["05/10/2026", "7", "5"],
    ]);
    expect(screen.getByRole("img", { name: /Orders logged and closed per week/ })).toBeTruthy();
  });

  it("refreshes 250 ms after a change or keypress; a date box filters only when it holds a whole date, else the filter is cleared", async () => {
    const calls = mockReportsApi();
    const { user } = renderApp("/reports/order-log");
    await waitFor(() => expect(rowsOf(gridNamed("Order log"))).toHaveLength(2));
    const grid = gridNamed("Order log");
    useFakeClock();
    const from = screen.getByLabelText("Date from");
    await user.type(from, "01/10/2026");
    advanceClock(200);
    await gridSettled(grid);
    expect(callsOf(calls, "OrderLogTab_OrderLog").filter((v) => v.dateFrom)).toEqual([]);
    advanceClock(60);
    await waitFor(() => expect(callsOf(calls, "OrderLogTab_OrderLog").at(-1)!.dateFrom).toBe("2026-10-01"));
    expect(callsOf(calls, "OrderLogTab_OrderLog").filter((v) => v.dateFrom)).toHaveLength(1);
    expect(callsOf(calls, "OrderLogTab_Chart").at(-1)).toMatchObject({ dateFrom: "2026-10-01" });

    // one character short: not a whole date, the filter is cleared (and the box says so)
    await user.type(from, "{Backspace}");
    advanceClock(260);
    await waitFor(() => expect(callsOf(calls, "OrderLogTab_OrderLog").at(-1)!.dateFrom).toBeNull());
    expect(screen.getByText("Not a whole date (DD/MM/YYYY): not filtering")).toBeTruthy();

    await user.type(screen.getByLabelText("Date to"), "31/10/2026");
    await user.selectOptions(screen.getByLabelText("Client"), "Harbour Retail");
    await user.type(screen.getByLabelText("Valuation number"), "VAL-7");
    advanceClock(260);
    await waitFor(() =>
      expect(callsOf(calls, "OrderLogTab_OrderLog").at(-1)).toMatchObject({
        dateFrom: null,
        dateTo: "2026-10-31",
        clientId: 2,
        valuationNumber: "VAL-7",
        page: 1,
      }),
    );
    // typed in one go: one request, not one a keystroke
    expect(callsOf(calls, "OrderLogTab_OrderLog").filter((v) => v.valuationNumber)).toHaveLength(1);
  });

  it("exports the rows shown: WeeklyOrderLog.aspx with the filters and the grid's sort, named by the server", async () => {
    mockReportsApi();
    const requests = mockFile("/Services/WeeklyOrderLog.aspx", "order-log-2026-10-01-2026-10-31.xlsx");
    const { user } = renderApp("/reports");
    await waitFor(() => expect(rowsOf(gridNamed("Order log"))).toHaveLength(2));
    await user.type(screen.getByLabelText("Date from"), "01/10/2026");
    await user.type(screen.getByLabelText("Date to"), "31/10/2026");
    await user.selectOptions(screen.getByLabelText("Client"), "Northgate Leisure");
    await user.type(screen.getByLabelText("Valuation number"), "VAL-7");
    await user.click(within(gridNamed("Order log")).getAllByRole("button", { name: "Sort by Logged Date" })[0]!);
    await user.click(within(gridNamed("Order log")).getAllByRole("button", { name: "Sort by Logged Date" })[0]!);
    await waitFor(() =>
      expect(within(gridNamed("Order log")).getAllByRole("button", { name: "Sort by Logged Date" })[0]!.getAttribute("data-sort")).toBe("descending"),
    );
    await new Promise((r) => setTimeout(r, 300)); // the filters settle
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved.map((s) => s.download)).toEqual(["order-log-2026-10-01-2026-10-31.xlsx"]));
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      dateFrom: "2026-10-01",
      dateTo: "2026-10-31",
      client: "1",
      valno: "VAL-7",
      sort: "LoggedDate_DESC",
    });
  });
});

describe("#/reports: the valuation report", () => {
  const titles = (wide: boolean) => [
    "Site Code",
    "Expense Code",
    "Asset Number",
    ...(wide ? ["Asset Code"] : []),
    "Order Number",
    "Description",
    "Contractor",
    ...(wide ? ["Net Value"] : []),
    "Accrual Value",
    "Invoice No",
    "Invoice Date",
    ...(wide ? ["Method of Reporting", "Contractor Short Name"] : []),
    "Trade",
    "Sub Trade",
    ...(wide ? ["Due Date"] : []),
  ];

  it("hides Net Value and other columns at 1440 px or narrower, shows them wider, and never shows the columns without data", async () => {
    window.innerWidth = 1440;
    const calls = mockReportsApi();
    renderApp("/reports/valuation");
    await waitFor(() => expect(rowsOf(gridNamed("Valuation report"))).toHaveLength(1));
    expect(columnTitles(gridNamed("Valuation report"))).toEqual(titles(false));
    expect(callsOf(calls, "ValuationTab_Valuation")[0]).toEqual({
      page: 1,
      pageSize: 20,
      sort: [{ field: "SITE_CODE", direction: "ASC" }],
      dateFrom: null,
      dateTo: null,
    });

    window.innerWidth = 1441;
    window.dispatchEvent(new Event("resize"));
    await waitFor(() => expect(columnTitles(gridNamed("Valuation report"))).toEqual(titles(true)));
    expect(rowsOf(gridNamed("Valuation report"))[0]).toContain("£1,250.00");

    window.innerWidth = 1200;
    window.dispatchEvent(new Event("resize"));
    await waitFor(() => expect(columnTitles(gridNamed("Valuation report"))).toEqual(titles(false)));
    const chart = await screen.findByRole("table", { name: "Valuation by contractor" });
    expect(tableRows(chart)).toEqual([["Acme Mechanical Ltd", "£2,500.00"]]);
  });

  it("opens wide at 1600 px with Net Value shown", async () => {
    window.innerWidth = 1600;
    mockReportsApi();
    renderApp("/reports/valuation");
    await waitFor(() => expect(rowsOf(gridNamed("Valuation report"))).toHaveLength(1));
    expect(columnTitles(gridNamed("Valuation report"))).toEqual(titles(true));
  });
});

describe("#/reports: the query report", () => {
  it("sorts by logged date, newest first, and shows each order's cost flags as a tag with the messages", async () => {
    const calls = mockReportsApi({
      who: FINANCE,
      query: [
        queryRow(1, [
          { severity: "ERROR", message: "Submitted £240.00 is over the accepted quote £150.00" },
          { severity: "WARNING", message: "No time logged on 05/10/2026" },
        ]),
        queryRow(2),
      ],
    });
    renderApp("/reports/query");
    await waitFor(() => expect(rowsOf(gridNamed("Query report"))).toHaveLength(2));
    const grid = gridNamed("Query report");
    expect(columnTitles(grid).slice(0, 8)).toEqual([
      "Work Order",
      "Site Code",
      "Site Name",
      "Name",
      "Instructions",
      "Query Reason",
      "Cost Flags",
      "WO Type",
    ]);
    expect(callsOf(calls, "QueryTab_QueryReport")[0]!.sort).toEqual([{ field: "LOGGED_DATE", direction: "DESC" }]);
    const tag = within(grid).getByLabelText(/^2 cost flags/);
    expect(tag.textContent).toBe("Error +1");
    expect(tag.getAttribute("title")).toBe("Submitted £240.00 is over the accepted quote £150.00\nNo time logged on 05/10/2026");
    expect(rowsOf(grid)[1]![6]).toBe("None");
    expect(tableRows(await screen.findByRole("table", { name: "Queries by reason" }))).toEqual([["Price too high", "3"]]);
  });
});
