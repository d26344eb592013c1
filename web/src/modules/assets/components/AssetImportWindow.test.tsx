import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { gridNamed, rowsOf } from "../../../test/grid";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { mockAssetsApi } from "../test/assets-api";

const csv = () => new File(["AssetCode,SiteCode\n"], "assets.csv", { type: "text/csv" });

async function openImport(reply?: Parameters<typeof mockAssetsApi>[0]) {
  const api = mockAssetsApi(reply);
  const rendered = renderApp("/asset_list");
  await waitFor(() => expect(rowsOf(gridNamed("Assets")).length).toBe(1));
  await rendered.user.click(screen.getByRole("button", { name: "Import CSV" }));
  const win = await screen.findByRole("dialog", { name: "Import assets" });
  return { ...api, ...rendered, win };
}

describe("the asset import window", () => {
  it("shows each refused row's line and reason, and says nothing was imported", async () => {
    const { user, win, calls } = await openImport({
      importReply: () => ({
        importAssets: {
          __typename: "ImportAssetsPayload",
          imported: 0,
          rowErrors: [
            { __typename: "AssetImportRowError", line: 11, message: "SiteCode NOPE99 is not a site of this client" },
            { __typename: "AssetImportRowError", line: 51, message: "InstalledDate 31/02/2024 is not a date (DD/MM/YYYY or YYYY-MM-DD)" },
          ],
          error: { __typename: "AssetError", code: "IMPORT_REFUSED", message: "The file was not imported: 2 bad rows", fieldErrors: [] },
        },
      }),
    });
    expect(within(win).getByRole("link", { name: "Download the template" }).getAttribute("download")).toBe("asset-import-template.csv");
    await user.click(within(win).getByRole("button", { name: "Upload" }));
    expect(within(win).getByText("You must select a client")).toBeTruthy();
    await user.selectOptions(within(win).getByLabelText(/^Client/), "Northgate Leisure");
    await user.upload(within(win).getByLabelText("CSV or XLSX file"), csv());
    await user.click(within(win).getByRole("button", { name: "Upload" }));
    const table = await within(win).findByRole("table", { name: "Rows refused" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) =>
        within(r)
          .queryAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ["11", "SiteCode NOPE99 is not a site of this client"],
      ["51", "InstalledDate 31/02/2024 is not a date (DD/MM/YYYY or YYYY-MM-DD)"],
    ]);
    expect(within(win).getByText(/2 bad rows: nothing was imported/)).toBeTruthy();
    await findNotice("The file was not imported: 2 bad rows", "error");
    expect(callsOf(calls, "AssetImportWindow_Import")[0]!.clientId).toBe(2);
  });

  it("says how many assets were imported", async () => {
    const { user, win } = await openImport();
    await user.selectOptions(within(win).getByLabelText(/^Client/), "Harbour Retail Group");
    await user.upload(within(win).getByLabelText("CSV or XLSX file"), csv());
    await user.click(within(win).getByRole("button", { name: "Upload" }));
    await findNotice("100 assets imported", "success");
    expect(within(win).getByText("100 assets imported")).toBeTruthy();
  });
});
