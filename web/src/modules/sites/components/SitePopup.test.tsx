import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { gridNamed, rowsOf } from "../../../test/grid";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { mockSitesApi } from "../test/sites-api";

const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label);

async function openPopup(options: Parameters<typeof mockSitesApi>[0] = {}) {
  const api = mockSitesApi(options);
  const rendered = renderApp("/sites");
  await waitFor(() => expect(rowsOf(gridNamed("Sites")).length).toBe(3));
  return { ...api, ...rendered };
}

describe("the site popup", () => {
  it("refuses to save without client, site code and name: 'Required fields', each flagged, cleared on change", async () => {
    const { calls, user } = await openPopup();
    await user.click(screen.getByRole("button", { name: "New site" }));
    const popup = await screen.findByRole("dialog", { name: "New site" });
    // a brand and a main contact come from the chosen client
    expect((field(popup, /^Brand/) as HTMLSelectElement).disabled).toBe(true);
    expect((field(popup, /^Main contact/) as HTMLSelectElement).disabled).toBe(true);
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    for (const label of [/^Client/, /^Site code/, /^Site name/]) {
      expect([String(label), field(popup, label).getAttribute("aria-invalid")]).toEqual([String(label), "true"]);
    }
    expect(field(popup, /^Post code/).getAttribute("aria-invalid")).toBeNull();
    expect(callsOf(calls, "SitePopup_Save")).toEqual([]);

    await user.type(field(popup, /^Site code/), "HRG010");
    expect(field(popup, /^Site code/).getAttribute("aria-invalid")).toBeNull();
    await user.selectOptions(field(popup, /^Client/), "Harbour Retail Group");
    await waitFor(() =>
      expect(
        within(field(popup, /^Brand/))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Select ...", "Harbour Home", "Harbour Express"]),
    );
    expect(
      within(field(popup, /^Main contact/))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select ...", "Fiona Sinclair"]);
    await user.selectOptions(field(popup, /^Brand/), "Harbour Express");
    await user.selectOptions(field(popup, /^Main contact/), "Fiona Sinclair");
    await user.type(field(popup, /^Site name/), "Harbour Express York");
    await user.type(field(popup, /^Post code/), "yo1 8rs");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("Site Created", "success");
    expect(callsOf(calls, "SitePopup_Save")[0]!.input).toMatchObject({
      id: null,
      clientId: 1,
      brandId: 2,
      mainContactId: 10,
      siteCode: "HRG010",
      name: "Harbour Express York",
      postCode: "yo1 8rs",
      asbestosWarning: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New site" })).toBeNull());
    await waitFor(() => expect(rowsOf(gridNamed("Sites")).map((r) => r[0])).toContain("HRG010"));
  });

  it("shows the server's field errors on their fields and its message", async () => {
    const { user } = await openPopup({
      refuseSave: {
        message: "Site code already exists for this client\nPost code is not a valid UK postcode",
        fieldErrors: [
          { field: "siteCode", message: "Site code already exists for this client" },
          { field: "postCode", message: "Post code is not a valid UK postcode" },
        ],
      },
    });
    await user.click(within(gridNamed("Sites")).getByRole("button", { name: "HRG002" }));
    const popup = await screen.findByRole("dialog", { name: "Site: HRG002 Harbour Express Leeds" });
    await waitFor(() => expect((field(popup, /^Site code/) as HTMLInputElement).value).toBe("HRG002"));
    await user.clear(field(popup, /^Post code/));
    await user.type(field(popup, /^Post code/), "90210");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("Site code already exists for this client\nPost code is not a valid UK postcode", "error");
    expect(field(popup, /^Site code/).getAttribute("aria-invalid")).toBe("true");
    expect(field(popup, /^Post code/).getAttribute("aria-invalid")).toBe("true");
    expect(within(popup).getByText("Post code is not a valid UK postcode")).toBeTruthy();
    expect(field(popup, /^Site name/).getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a site's asbestos warning prominently", async () => {
    const { user } = await openPopup();
    await user.click(within(gridNamed("Sites")).getByRole("button", { name: "HRG001" }));
    const popup = await screen.findByRole("dialog", { name: "Site: HRG001 Harbour Home Manchester" });
    const warning = await within(popup).findByRole("alert");
    expect(warning.textContent).toContain("Asbestos warning");
    expect(warning.textContent).toContain("Asbestos register held on site: check before drilling.");
    await user.clear(field(popup, /^Asbestos warning/));
    expect(within(popup).queryByRole("alert")).toBeNull();
  });
});
