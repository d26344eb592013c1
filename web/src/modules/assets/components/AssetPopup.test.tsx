import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { gridNamed, rowsOf } from "../../../test/grid";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { warrantyPreview } from "../asset-form";
import { mockAssetsApi } from "../test/assets-api";

async function openNewAsset() {
  const api = mockAssetsApi();
  const rendered = renderApp("/asset_list");
  await waitFor(() => expect(rowsOf(gridNamed("Assets")).length).toBe(1));
  await rendered.user.click(screen.getByRole("button", { name: "New asset" }));
  const popup = await screen.findByRole("dialog", { name: "New asset" });
  return { ...api, ...rendered, popup };
}

describe("the asset popup", () => {
  it("says 'Required fields' and flags client, site and asset code (the category is optional), without saving", async () => {
    const { user, popup, calls } = await openNewAsset();
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    for (const label of [/^Client/, /^Site/, /^Asset code/]) {
      expect(within(popup).getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
    }
    for (const label of [/^Make/, /^Category/]) expect(within(popup).getByLabelText(label).getAttribute("aria-invalid")).toBeNull();
    expect(callsOf(calls, "AssetPopup_Save")).toEqual([]);
  });

  it("refuses a warranty period that is not a whole number, shows the warranty's end, then saves", async () => {
    const { user, popup, calls } = await openNewAsset();
    await user.selectOptions(within(popup).getByLabelText(/^Client/), "Harbour Retail Group");
    await waitFor(() => expect((within(popup).getByLabelText(/^Site/) as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(within(popup).getByLabelText(/^Site/), "HRG001 Harbour Home Leeds");
    await user.selectOptions(within(popup).getByLabelText(/^Category/), "Boiler");
    await user.type(within(popup).getByLabelText(/^Asset code/), "BLR-9");
    const period = within(popup).getByLabelText(/^Warranty period/);
    await user.clear(period);
    await user.type(period, "1.5");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    expect(await within(popup).findByText("Warranty period must be a whole number of 0 or more")).toBeTruthy();
    expect(callsOf(calls, "AssetPopup_Save")).toEqual([]);

    await user.clear(period);
    await user.type(period, "90");
    await user.selectOptions(within(popup).getByLabelText(/^Days or months/), "Days");
    const installed = within(popup).getByLabelText("Installed date");
    await user.type(installed, "2026-11-01");
    const preview = warrantyPreview({ installedDate: "2026-11-01", warrantyPeriod: "90", warrantyUnit: "Days" })!;
    expect(preview.end).toBe("2027-01-30");
    expect(within(popup).getByText(/Warranty ends 30\/01\/2027/)).toBeTruthy();
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("Asset Created");
    expect(callsOf(calls, "AssetPopup_Save")[0]!.input).toMatchObject({
      id: 0,
      clientId: 1,
      siteId: 3,
      categoryId: 4,
      assetCode: "BLR-9",
      installedDate: "2026-11-01",
      warrantyPeriod: 90,
      warrantyUnit: "Days",
      active: true,
    });
  });
});
