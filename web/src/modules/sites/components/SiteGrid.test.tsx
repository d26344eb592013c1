import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { columnTitles, gridNamed, rowsOf, sortableTitles } from "../../../test/grid";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { mockSitesApi } from "../test/sites-api";

async function openSites(options: Parameters<typeof mockSitesApi>[0] = {}) {
  const api = mockSitesApi(options);
  const rendered = renderApp("/sites");
  await screen.findByRole("heading", { name: "Sites" });
  await waitFor(() => expect(rowsOf(gridNamed("Sites")).length).toBe(3));
  return { ...api, ...rendered };
}

const removeButton = (code: string) => within(gridNamed("Sites")).getByRole("button", { name: `Remove ${code}` });

describe("#/sites", () => {
  it("shows the §2.7 grid: code opening the site, client linked to its page, e-mail as a mail link, sorted by site code", async () => {
    const { calls } = await openSites();
    const grid = gridNamed("Sites");
    expect(columnTitles(grid)).toEqual([
      "SiteCode",
      "Brand",
      "Site",
      "Address 1",
      "Address 2",
      "Town",
      "County",
      "Post Code",
      "Client",
      "Site Manager",
      "Site Email",
      " ",
    ]);
    expect(sortableTitles(grid)).toEqual(columnTitles(grid).slice(0, 11));
    expect(rowsOf(grid)[0]!.slice(0, 11)).toEqual([
      "HRG001",
      "Harbour Home",
      "Harbour Home Manchester",
      "10 High Street",
      "Unit 1",
      "Manchester",
      "Greater Manchester",
      "M1 4BT",
      "Harbour Retail Group",
      "Sarah Whitfield",
      "manchester.hrg001@example.co.uk",
    ]);
    expect(callsOf(calls, "SiteGrid_Sites")[0]).toMatchObject({
      page: 1,
      pageSize: 20,
      clientId: null,
      sort: [{ field: "SITE_CODE", direction: "ASC" }],
    });
    expect(within(grid).getAllByRole("link", { name: "Northgate Leisure Ltd" })[0]!.getAttribute("href")).toBe("#/client/2");
    expect(within(grid).getByRole("link", { name: "manchester.hrg001@example.co.uk" }).getAttribute("href")).toBe(
      "mailto:manchester.hrg001@example.co.uk",
    );
    expect(screen.getByRole("link", { name: "Sites" }).getAttribute("href")).toBe("#/sites");
  });

  it("removes a site after 'Are you sure that you want to remove this site?': 'Site removed'", async () => {
    const { calls, user } = await openSites();
    await user.click(removeButton("HRG002"));
    let ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Are you sure that you want to remove this site?");
    await user.click(within(ask).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsOf(calls, "SiteGrid_Delete")).toEqual([]);

    await user.click(removeButton("HRG002"));
    ask = await screen.findByRole("alertdialog");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice("Site removed", "success");
    expect(callsOf(calls, "SiteGrid_Delete")).toEqual([{ id: 2 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Sites")).map((r) => r[0])).toEqual(["HRG001", "NGL001"]));
  });

  it("shows the server's reason when a site cannot be removed, and the Site error notice when the call fails", async () => {
    const { user } = await openSites({ refuseDelete: "This site has work orders: it cannot be removed" });
    await user.click(removeButton("HRG001"));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await findNotice("This site has work orders: it cannot be removed", "error");
    expect(rowsOf(gridNamed("Sites"))).toHaveLength(3);
  });

  it("answers a failed removal with 'Site error (Something wrong. Try again)'", async () => {
    const { user } = await openSites({ failDelete: true });
    await user.click(removeButton("HRG001"));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await findNotice("Site error (Something wrong. Try again)", "error");
  });
});
