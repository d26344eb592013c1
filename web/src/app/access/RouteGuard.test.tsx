import { act, screen, waitFor } from "@testing-library/react";
import { callsOf, mockApi } from "../../test/api";
import { ADMIN, CLIENT, CONTRACTOR, SALES } from "../../test/fixtures";
import { advanceClock, useFakeClock } from "../../test/clock";
import { renderApp } from "../../test/render";
import { DENIED_BACK_MS } from "./RouteGuard";

/** Types a route into the address bar (a new history entry, as a user would) */
function visit(path: string) {
  act(() => {
    window.location.hash = `#${path}`;
  });
}

const hash = () => window.location.hash;

/** The page the shell shows now (its main area) */
const main = () => document.querySelector("main")!;

describe("route checks on every route change", () => {
  it("lets a client into its own portal and its account page", async () => {
    mockApi({ me: CLIENT });
    renderApp("/client_portal/1", { authCode: "C" });
    expect(await screen.findByRole("heading", { name: "Harbour Retail Group" })).toBeTruthy();
    useFakeClock();
    visit("/user_profile");
    await waitFor(() => expect(hash()).toBe("#/user_profile"));
    advanceClock(DENIED_BACK_MS + 100);
    expect(hash()).toBe("#/user_profile");
  });

  it("shows a client nothing on #/configuration and goes back after 250 ms", async () => {
    mockApi({ me: CLIENT });
    renderApp("/client_portal/1", { authCode: "C" });
    await screen.findByRole("heading", { name: "Harbour Retail Group" });
    useFakeClock();
    visit("/configuration");
    await waitFor(() => expect(hash()).toBe("#/configuration"));
    const at = Date.now();
    await waitFor(() => expect(main().textContent).toBe(""));
    advanceClock(DENIED_BACK_MS - 100);
    expect(hash()).toBe("#/configuration"); // not yet
    await waitFor(() => expect(hash()).toBe("#/client_portal/1"));
    expect(Date.now() - at).toBeGreaterThanOrEqual(DENIED_BACK_MS - 20);
    expect(await screen.findByRole("heading", { name: "Harbour Retail Group" })).toBeTruthy();
  });

  it.each([
    ["another client's portal", "/client_portal/2"],
    ["the staff work orders", "/work_orders"],
    ["a contractor portal", "/contractor_portal/1"],
    ["a screen not in its portal", "/sales"],
  ])("sends a client back from %s", async (_, path) => {
    const calls = mockApi({ me: CLIENT });
    renderApp("/client_portal/1", { authCode: "C" });
    await screen.findByRole("heading", { name: "Harbour Retail Group" });
    visit(path);
    await waitFor(() => expect(hash()).toBe(`#${path}`));
    await waitFor(() => expect(hash()).toBe("#/client_portal/1"));
    // nothing of the denied page was asked for
    expect(callsOf(calls, "ClientPortalLayout_Client").every((v) => v.id === 1)).toBe(true);
    expect(callsOf(calls, "WorkOrderGrid_WorkOrders")).toEqual([]);
    expect(callsOf(calls, "ContractorPortalWorkOrders_WorkOrders")).toEqual([]);
  });

  it("sends a client who opens a denied route first to its portal home (no history to go back to)", async () => {
    mockApi({ me: CLIENT });
    useFakeClock();
    renderApp("/work_orders", { authCode: "C" });
    advanceClock(100);
    expect(hash()).toBe("#/work_orders");
    expect(screen.queryByRole("heading", { name: "Work orders" })).toBeNull();
    await waitFor(() => expect(hash()).toBe("#/client_portal/1"));
  });

  it("keeps a contractor to its own portal, the work orders and the account page", async () => {
    mockApi({ me: CONTRACTOR });
    renderApp("/contractor_portal/1", { authCode: "N" });
    expect(await screen.findByRole("heading", { name: "Apex Building Services" })).toBeTruthy();
    visit("/work-order/2001");
    expect(await screen.findByRole("heading", { name: "Work order WO0002001" })).toBeTruthy();
    visit("/client_portal/1");
    await waitFor(() => expect(hash()).toBe("#/client_portal/1"));
    await waitFor(() => expect(hash()).toBe("#/work-order/2001"));
    visit("/wo-request/2001");
    await waitFor(() => expect(hash()).toBe("#/wo-request/2001"));
    await waitFor(() => expect(hash()).toBe("#/work-order/2001"));
  });

  it("never gives a contractor a dashboard: / is its portal", async () => {
    mockApi({ me: CONTRACTOR });
    renderApp("/", { authCode: "N" });
    await waitFor(() => expect(hash()).toBe("#/contractor_portal/1"));
    expect(await screen.findByRole("heading", { name: "Apex Building Services" })).toBeTruthy();
  });

  it("denies staff what their permissions do not cover, the same way", async () => {
    mockApi({ me: SALES });
    renderApp("/work_orders", { authCode: "S" });
    await screen.findByRole("heading", { name: "Work orders" });
    visit("/configuration");
    await waitFor(() => expect(hash()).toBe("#/configuration"));
    expect(screen.queryByRole("heading", { name: "Configuration" })).toBeNull();
    await waitFor(() => expect(hash()).toBe("#/work_orders"));
    visit("/audit_trail");
    await waitFor(() => expect(hash()).toBe("#/audit_trail"));
    await waitFor(() => expect(hash()).toBe("#/work_orders"));
    // a client's portal is open to staff
    visit("/client_portal/1");
    expect(await screen.findByRole("heading", { name: "Harbour Retail Group" })).toBeTruthy();
  });

  it("lets administrators in", async () => {
    mockApi({ me: ADMIN });
    renderApp("/work_orders");
    await screen.findByRole("heading", { name: "Work orders" });
    useFakeClock();
    visit("/client_portal/2");
    expect(await screen.findByRole("heading", { name: "Client 2" })).toBeTruthy();
    advanceClock(DENIED_BACK_MS + 100);
    expect(hash()).toBe("#/client_portal/2");
  });
});
