import { screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "../../test/api";
import { me } from "../../test/fixtures";
import { renderApp } from "../../test/render";

describe("shell", () => {
  it("shows staff the sidebar with the work orders", async () => {
    mockApi({ me: me({ kind: "STAFF", authCode: "S", permissions: [{ name: "customers", level: "read" }], fullName: "Sam Sales" }) });
    renderApp("/work_orders", { authCode: "S" });
    const sidebar = await screen.findByRole("navigation", { name: "Sidebar" });
    expect(within(sidebar).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Work orders", "#/work_orders"],
    ]);
    expect(screen.getByText("Sam Sales")).toBeTruthy();
  });

  it.each([
    ["client", me({ kind: "CLIENT", authCode: "C" })],
    ["contractor", me({ kind: "CONTRACTOR", authCode: "N" })],
  ])("gives a %s no sidebar", async (_, viewer) => {
    mockApi({ me: viewer });
    renderApp("/work_orders", { authCode: viewer.authCode });
    await screen.findByText("Alex Morgan");
    expect(screen.queryByRole("navigation", { name: "Sidebar" })).toBeNull();
  });

  it("opens the work orders at /", async () => {
    mockApi();
    renderApp("/");
    await waitFor(() => expect(window.location.hash).toBe("#/work_orders"));
  });

  it("shows '404!!' for a missing route, then the 404 page, then / after 3 seconds", async () => {
    mockApi();
    renderApp("/no/such/page");
    expect(await screen.findByText("404!!")).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe("#/404"));
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 2500));
    expect(window.location.hash).toBe("#/404");
    await waitFor(() => expect(window.location.hash).toBe("#/work_orders"), { timeout: 1500 });
  });
});
