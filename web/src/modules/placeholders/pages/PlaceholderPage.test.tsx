import { screen, waitFor, within } from "@testing-library/react";
import { matchRoutes } from "react-router-dom";
import { checkRoute } from "../../../app/access/route-rules";
import { createAppRouter } from "../../../app/router";
import { mockApi } from "../../../test/api";
import { ADMIN, SALES } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { PLACEHOLDER_ROUTES } from "../area";

const CASES: Array<[string, string, string | null]> = [
  ["/sales", "Sales", "Finances"],
  ["/Suppliers", "Suppliers", "Contractors"],
  ["/Purchases", "Purchases", "Finances"],
  ["/Job_Card", "Job cards", "Work orders"],
  ["/job_card/add", "New job card", "Work orders"],
  ["/job_card/quote/12", "Job card quote", "Quotations"],
  ["/contacts/create", "New contact", "New contractor contact"],
  ["/asset_list/view", "Asset", "Asset register"],
  ["/configuration/sub-trades/add", "New sub-trade", "Sub-trades"],
  ["/configuration/view", "Configuration view", "Configuration"],
];

describe("the spec's placeholder routes", () => {
  it.each(CASES)("%s answers an honest page: what it was, that it is not part of this product, where to go", async (path, title, instead) => {
    mockApi({ me: ADMIN });
    renderApp(path);
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    const page = screen.getByRole("region", { name: title });
    expect(within(page).getByText("Not part of this product")).toBeTruthy();
    expect(within(page).getByText(/In the old system this was/)).toBeTruthy();
    if (instead) expect(within(page).getByRole("link", { name: instead }).getAttribute("href")).toMatch(/^#\//);
    expect(within(page).getByRole("button", { name: "Back" })).toBeTruthy();
    expect(within(page).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("#/");
    // no grid, no sample rows
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("matches ignoring case, as the router does, and sends each 'instead' link to a real screen", () => {
    const router = createAppRouter();
    for (const path of ["/SALES", "/suppliers", "/JOB_CARD/Add", "/Configuration/View"]) {
      const leaf = matchRoutes(router.routes, path)?.at(-1)?.route;
      expect([path, leaf?.path]).not.toEqual([path, "*"]);
    }
    for (const p of PLACEHOLDER_ROUTES) {
      if (!p.instead) continue;
      const leaf = matchRoutes(router.routes, p.instead.to)?.at(-1)?.route;
      expect([p.instead.to, leaf !== undefined && leaf.path !== "*" && !PLACEHOLDER_ROUTES.some((q) => q.path.slice(1) === leaf.path)]).toEqual([
        p.instead.to,
        true,
      ]);
    }
    router.dispose();
  });

  it("shadows no real screen: the configuration tabs and the asset register keep their routes", () => {
    const router = createAppRouter();
    const leafOf = (path: string) => matchRoutes(router.routes, path)?.at(-1)?.route.path;
    expect(leafOf("/configuration/subtrades")).toBe("configuration/:tab?");
    expect(leafOf("/configuration/users")).toBe("configuration/:tab?");
    expect(leafOf("/asset_list")).toBe("asset_list");
    expect(leafOf("/contractors/contact/create")).toBe("contractors/contact/create");
    router.dispose();
  });

  it("is staff's: the configuration's two are the administrators', like the rest of /configuration", async () => {
    const sales = { kind: "STAFF" as const, permissions: [{ name: "customers", level: "read" }] };
    expect(checkRoute(sales, "/sales").allowed).toBe(true);
    expect(checkRoute(sales, "/configuration/view").allowed).toBe(false);
    expect(checkRoute({ kind: "CONTRACTOR", contractorId: 1, permissions: [] }, "/Job_Card").allowed).toBe(false);
    expect(checkRoute({ kind: "CLIENT", clientId: 1, permissions: [] }, "/sales").allowed).toBe(false);
    mockApi({ me: SALES });
    renderApp("/Purchases");
    expect(await screen.findByRole("heading", { name: "Purchases" })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Purchases" })).getByRole("link", { name: "Finances" })).toBeTruthy());
  });
});
