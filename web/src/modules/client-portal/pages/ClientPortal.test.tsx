import { screen, waitFor, within } from "@testing-library/react";
import { callsOf, defaultWorkOrders, mockApi } from "../../../test/api";
import { CLIENT, SALES, workOrder, workOrderPage } from "../../../test/fixtures";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";

const report = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "BiReportNode",
  id,
  userId: 10,
  name: `Report ${id}`,
  description: `About report ${id}`,
  embedUrl: `https://app.powerbi.com/view?r=${id}`,
  ...over,
});

describe("client portal", () => {
  it("lands on the dashboard: the client's work orders and PPM orders, server paged 10 a page, with their totals", async () => {
    const calls = mockApi({
      me: CLIENT,
      workOrders: (vars) =>
        vars.ppm === true
          ? workOrderPage([workOrder(30, { subTradeName: "Gas safety" })], 1, 1, 10)
          : Number(vars.page) === 1
            ? workOrderPage([workOrder(7, { dueDate: null, subTradeName: "Boilers" }), workOrder(8, { dueDate: "2026-03-29T23:30:00Z" })], 12, 1, 10)
            : defaultWorkOrders(vars),
    });
    const { user } = renderApp("/client_portal/1", { authCode: "C" });
    expect(await screen.findByRole("heading", { name: "Harbour Retail Group" })).toBeTruthy();
    const counter = await screen.findByRole("group", { name: "Work orders" });
    await waitFor(() => expect(within(counter).getByText("12")).toBeTruthy());
    const ppmCounter = await screen.findByRole("group", { name: "PPM work orders" });
    await waitFor(() => expect(within(ppmCounter).getByText("1")).toBeTruthy());

    const grid = gridNamed("Work orders");
    expect(columnTitles(grid)).toEqual(["Work Order No.", "Due Date", "Site", "Sub-Trade"]);
    // dd/MM/yyyy in London, blank when there is none
    expect(rowsOf(grid)).toEqual([
      ["WO0000007", "", "Site 7", "Boilers"],
      ["WO0000008", "30/03/2026", "Site 8", "Power"],
    ]);
    const ppm = gridNamed("PPM work orders");
    expect(columnTitles(ppm)).toEqual(["Work Order No.", "Site", "Sub-Trade"]);
    await waitFor(() => expect(rowsOf(ppm)).toEqual([["WO0000030", "Site 30", "Gas safety"]]));
    const wo = callsOf(calls, "ClientWorkOrderGrid_WorkOrders");
    expect(wo).toContainEqual(expect.objectContaining({ clientId: 1, ppm: false, page: 1, pageSize: 10 }));
    expect(wo).toContainEqual(expect.objectContaining({ clientId: 1, ppm: true, page: 1, pageSize: 10 }));
    expect(callsOf(calls, "BiDashboard_Report")).toEqual([{ userId: 10 }]);
    expect(document.querySelectorAll("iframe")).toHaveLength(0);

    await user.click(within(grid).getByRole("button", { name: "Page 2" }));
    await waitFor(() =>
      expect(callsOf(calls, "ClientWorkOrderGrid_WorkOrders").at(-1)).toMatchObject({ clientId: 1, ppm: false, page: 2, pageSize: 10 }),
    );
    // the reference opens the order's details over the dashboard
    const link = within(grid).getByRole("link", { name: "WO0002011" });
    expect(link.getAttribute("href")).toBe("#/client_portal/1?workOrder=2011");
  });

  it("shows the viewer's BI dashboard report in the sandboxed frame when one is set", async () => {
    mockApi({ me: CLIENT, biDashboard: report(12, { name: "Estate overview" }) });
    renderApp("/client_portal/1", { authCode: "C" });
    const frame = (await screen.findByTitle("Estate overview")) as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin allow-popups allow-forms");
    expect(frame.getAttribute("src")).toBe("https://app.powerbi.com/view?r=12");
  });

  it("shows the portal's menu and the New Request button, brand coloured", async () => {
    mockApi({ me: CLIENT });
    renderApp("/client_portal/1", { authCode: "C" });
    const menu = await screen.findByRole("navigation", { name: "Portal menu" });
    expect(
      within(menu)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Dashboard", "#/client_portal/1"],
      ["Sites", "#/client_portal/1/sites"],
      ["Compliance", "#/client_portal/1/compliance"],
      ["Work Orders", "#/client_portal/1/work-orders"],
      ["PPMs", "#/client_portal/1/ppms"],
      ["Quotes", "#/client_portal/1/quotes"],
      ["SLA", "#/client_portal/1/sla"],
      ["Reports", "#/client_portal/1/reports"],
    ]);
    expect(screen.getByRole("button", { name: "New Request" })).toBeTruthy();
    const header = screen.getByRole("heading", { name: "Harbour Retail Group" }).closest("header")!;
    await waitFor(() => expect(header.style.background).toBe("rgb(166, 31, 125)"));
  });

  it("scopes a staff user's view of a client's portal to that client", async () => {
    const calls = mockApi({ me: SALES });
    renderApp("/client_portal/3", { authCode: "S" });
    expect(await screen.findByRole("heading", { name: "Client 3" })).toBeTruthy();
    await waitFor(() => expect(callsOf(calls, "ClientWorkOrderGrid_WorkOrders")[0]).toMatchObject({ clientId: 3 }));
    // staff raise requests on their own screen, not as the client
    expect(screen.queryByRole("button", { name: "New Request" })).toBeNull();
  });

  it("lists the user's BI reports and shows one in the sandboxed frame only", async () => {
    mockApi({ me: CLIENT, biReports: [report(3), report(4, { description: null })] });
    const { user } = renderApp("/client_portal/1/reports", { authCode: "C" });
    const link = await screen.findByRole("link", { name: "Report 3" });
    expect(link.getAttribute("href")).toBe("#/client_portal/1/reports_view/3");
    expect(screen.getByText("About report 3")).toBeTruthy();
    await user.click(link);

    const frame = (await screen.findByTitle("Report 3")) as HTMLIFrameElement;
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("https://app.powerbi.com/view?r=3");
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin allow-popups allow-forms");
    expect(frame.getAttribute("referrerpolicy")).toBe("no-referrer");
    expect(frame.hasAttribute("srcdoc")).toBe(false);
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("never renders HTML from the server: names and descriptions are text, a non-https address is not framed", async () => {
    const evil = report(5, {
      name: '<img src=x onerror="alert(1)">',
      description: "<b>bold</b><script>alert(2)</script>",
      embedUrl: "javascript:alert(3)",
      embedCode: '<iframe src="https://app.powerbi.com/x"></iframe><script>alert(4)</script>',
    });
    mockApi({ me: CLIENT, biReports: [evil] });
    renderApp("/client_portal/1/reports_view/5", { authCode: "C" });
    expect(await screen.findByText("This report cannot be shown.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: '<img src=x onerror="alert(1)">' })).toBeTruthy();
    expect(screen.getByText("<b>bold</b><script>alert(2)</script>")).toBeTruthy();
    const main = document.querySelector("main")!;
    expect(main.querySelectorAll("iframe, img, script, b")).toHaveLength(0);
  });

  it("says so when the report is not the user's (NOT_FOUND)", async () => {
    mockApi({ me: CLIENT, biReports: [] });
    renderApp("/client_portal/1/reports_view/9", { authCode: "C" });
    expect(await screen.findByText("No data found!")).toBeTruthy();
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });
});
