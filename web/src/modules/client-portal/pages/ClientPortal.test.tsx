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
  it("lands on the dashboard: the client's work orders, server paged, with their total", async () => {
    const calls = mockApi({
      me: CLIENT,
      workOrders: (vars) =>
        Number(vars.page) === 1
          ? workOrderPage([workOrder(7, { dueDate: null, subTradeName: "Boilers" }), workOrder(8, { dueDate: "2026-03-29T23:30:00Z" })], 12, 1, 10)
          : defaultWorkOrders(vars),
    });
    const { user } = renderApp("/client_portal/1", { authCode: "C" });
    expect(await screen.findByRole("heading", { name: "Harbour Retail Group" })).toBeTruthy();
    const counter = await screen.findByRole("group", { name: "Work orders" });
    await waitFor(() => expect(within(counter).getByText("12")).toBeTruthy());

    const grid = gridNamed("Work orders");
    expect(columnTitles(grid)).toEqual(["Work Order No.", "Due Date", "Site", "Sub-Trade"]);
    // dd/MM/yyyy in London, blank when there is none
    expect(rowsOf(grid)).toEqual([
      ["WO0000007", "", "Site 7", "Boilers"],
      ["WO0000008", "30/03/2026", "Site 8", "Power"],
    ]);
    expect(within(grid).getByRole("link", { name: "WO0000007" }).getAttribute("href")).toBe("#/work-order/7");
    expect(callsOf(calls, "ClientWorkOrderGrid_WorkOrders")[0]).toMatchObject({ clientId: 1, page: 1, pageSize: 10 });

    await user.click(within(grid).getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(callsOf(calls, "ClientWorkOrderGrid_WorkOrders").at(-1)).toMatchObject({ clientId: 1, page: 2, pageSize: 10 }));
    await user.click(within(grid).getByRole("link", { name: "WO0002011" }));
    await waitFor(() => expect(window.location.hash).toBe("#/work-order/2011"));
    // the details page leads back to the portal, not to the staff list
    expect((await screen.findByRole("link", { name: "Portal" })).getAttribute("href")).toBe("#/client_portal/1");
  });

  it("scopes a staff user's view of a client's portal to that client", async () => {
    const calls = mockApi({ me: SALES });
    renderApp("/client_portal/3", { authCode: "S" });
    expect(await screen.findByRole("heading", { name: "Client 3" })).toBeTruthy();
    await waitFor(() => expect(callsOf(calls, "ClientWorkOrderGrid_WorkOrders")[0]).toMatchObject({ clientId: 3 }));
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
