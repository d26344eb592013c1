import { screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "../../test/api";
import { ADMIN, CLIENT, CONTRACTOR, me, SALES } from "../../test/fixtures";
import { advanceClock, useFakeClock } from "../../test/clock";
import { renderApp } from "../../test/render";

describe("shell", () => {
  it("shows staff the sidebar with the work orders", async () => {
    mockApi({ me: me({ kind: "STAFF", authCode: "S", permissions: [{ name: "customers", level: "read" }], fullName: "Sam Sales" }) });
    renderApp("/work_orders", { authCode: "S" });
    const sidebar = await screen.findByRole("navigation", { name: "Sidebar" });
    expect(
      within(sidebar)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Dashboard", "#/"],
      ["Work orders", "#/work_orders"],
      ["Overdue", "#/workOrders/overdue"],
      ["Clients", "#/clients"],
      ["Sites", "#/sites"],
      ["Compliance", "#/compliance"],
      ["Contractors", "#/contractors"],
      ["PPM", "#/ppm"],
      ["Quotations", "#/quotations"],
      ["Engineers", "#/engineer"],
      ["Assets", "#/asset_list"],
    ]);
    expect(screen.getByText("Sam Sales")).toBeTruthy();
  });

  const sidebarLinks = async () =>
    within(await screen.findByRole("navigation", { name: "Sidebar" }))
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);

  it("shows administrators every section that exists: work orders, audit trail, configuration", async () => {
    mockApi({ me: ADMIN });
    renderApp("/work_orders");
    expect(await sidebarLinks()).toEqual([
      ["Dashboard", "#/"],
      ["Work orders", "#/work_orders"],
      ["Overdue", "#/workOrders/overdue"],
      ["Clients", "#/clients"],
      ["Sites", "#/sites"],
      ["Compliance", "#/compliance"],
      ["Contractors", "#/contractors"],
      ["Contracts", "#/contracts"],
      ["PPM", "#/ppm"],
      ["Quotations", "#/quotations"],
      ["Engineers", "#/engineer"],
      ["Assets", "#/asset_list"],
      ["Finance", "#/finances"],
      ["Reporting", "#/reports"],
      ["Audit trail", "#/audit_trail"],
      ["Configuration", "#/configuration"],
    ]);
  });

  it("shows a department user (Sales) only the work orders", async () => {
    mockApi({ me: SALES });
    renderApp("/work_orders", { authCode: "S" });
    expect(await sidebarLinks()).toEqual([
      ["Dashboard", "#/"],
      ["Work orders", "#/work_orders"],
      ["Overdue", "#/workOrders/overdue"],
      ["Clients", "#/clients"],
      ["Sites", "#/sites"],
      ["Compliance", "#/compliance"],
      ["Contractors", "#/contractors"],
      ["PPM", "#/ppm"],
      ["Quotations", "#/quotations"],
      ["Engineers", "#/engineer"],
      ["Assets", "#/asset_list"],
    ]);
    expect(screen.getByRole("link", { name: "Olivia Bennett" }).getAttribute("href")).toBe("#/user_profile");
  });

  it("gives a client no sidebar, and its portal's menu", async () => {
    mockApi({ me: CLIENT });
    renderApp("/client_portal/1", { authCode: "C" });
    await screen.findByText("Fiona Sinclair");
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
    expect(screen.queryByRole("navigation", { name: "Sidebar" })).toBeNull();
    expect(document.querySelector(".wo-shell--staff")).toBeNull();
  });

  it("gives a contractor no sidebar and no menu", async () => {
    mockApi({ me: CONTRACTOR });
    renderApp("/contractor_portal/1", { authCode: "N" });
    await screen.findByRole("heading", { name: "Apex Building Services" });
    expect(screen.queryByRole("navigation", { name: "Sidebar" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Portal menu" })).toBeNull();
    // its own links between its pages (and the grids' pagers): no menu
    expect(new Set(screen.getAllByRole("navigation").map((n) => n.getAttribute("aria-label")))).toEqual(new Set(["Contractor portal", "Pages"]));
  });

  it("shows staff the portal's menu on a client's portal", async () => {
    mockApi({ me: SALES });
    renderApp("/client_portal/1", { authCode: "S" });
    expect(await screen.findByRole("navigation", { name: "Portal menu" })).toBeTruthy();
    expect(await screen.findByRole("navigation", { name: "Sidebar" })).toBeTruthy();
  });

  it("opens the dashboard at / for staff, with the global search box", async () => {
    mockApi();
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(window.location.hash).toBe("#/");
    expect(screen.getByRole("search", { name: "Global search" })).toBeTruthy();
  });

  it("sends portal users from / to their portal, without a search box", async () => {
    mockApi({ me: CLIENT });
    renderApp("/", { authCode: "C" });
    await waitFor(() => expect(window.location.hash).toBe("#/client_portal/1"));
    expect(screen.queryByRole("search", { name: "Global search" })).toBeNull();
  });

  it("opens the global search's results from the top bar's search box", async () => {
    mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    const box = await screen.findByRole("searchbox", { name: "Search everything" });
    await user.type(box, "  boiler room{Enter}");
    await waitFor(() => expect(window.location.hash).toBe("#/search_results/boiler%20room"));
  });

  it("shows '404!!' for a missing route, then the 404 page, then / after 3 seconds", async () => {
    mockApi();
    useFakeClock();
    renderApp("/no/such/page");
    expect(await screen.findByText("404!!")).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe("#/404"));
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    advanceClock(2500);
    expect(window.location.hash).toBe("#/404");
    await waitFor(() => expect(window.location.hash).toBe("#/"), { timeout: 1500 });
  });
});
