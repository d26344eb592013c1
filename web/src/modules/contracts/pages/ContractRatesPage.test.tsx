import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { me } from "../../../test/fixtures";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { mockContractsApi } from "../test/contracts-api";

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function openRates(path = "/contracts/matching/5", options: Parameters<typeof mockContractsApi>[0] = {}) {
  const api = mockContractsApi(options);
  const rendered = renderApp(path);
  await screen.findByRole("heading", { name: /rates in/ });
  // the rate card is filled once loaded (contractor-in-contract 5 has its rates)
  if (path.endsWith("/5")) await waitFor(() => expect(input(/^Hourly rate/).value).not.toBe(""));
  return { ...api, ...rendered };
}

async function retype(user: ReturnType<typeof renderApp>["user"], label: RegExp, text: string) {
  await user.clear(input(label));
  if (text) await user.type(input(label), text);
}

const siteRows = () =>
  within(screen.getByRole("table", { name: "Sites" }))
    .getAllByRole("row")
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    );

describe("#/contracts/matching/{id}: a contractor's rates in a contract", () => {
  it("shows the rates, the contract linked back to its contractors tab", async () => {
    await openRates();
    expect(screen.getByRole("heading", { name: "Apex Building Services: rates in Harbour Retail Group - Power" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Harbour Retail Group - Power" }).getAttribute("href")).toBe("#/contract/1/tab=1");
    expect(input(/^Postcode prefix/).value).toBe("M, SK1, WA14");
    expect(input(/^Hourly rate/).value).toBe("45.000");
    expect(input(/^Out-of-hours uplift/).value).toBe("0.50");
    expect(input(/^Materials mark-up/).value).toBe("0.15");
    expect(input(/^Travel charge/).value).toBe("");
    // §5: currency in steps of 0.001, percentages 0 to 1 in steps of 0.01
    expect([input(/^Hourly rate/).step, input(/^Hourly rate/).min]).toEqual(["0.001", "0"]);
    expect([input(/^Bank holiday uplift/).step, input(/^Bank holiday uplift/).min, input(/^Bank holiday uplift/).max]).toEqual(["0.01", "0", "1"]);
  });

  it("sends currency with 3 decimals and percentages from 0 to 1; an emptied rate is cleared", async () => {
    const { calls, user } = await openRates();
    await retype(user, /^Hourly rate/, "47.5");
    await retype(user, /^Travel charge/, "12");
    await retype(user, /^Out-of-hours uplift/, "0.75");
    await retype(user, /^Call-out charge/, "");
    await user.click(screen.getByRole("checkbox", { name: "Preferred" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Rates Updated", "success");
    expect(callsOf(calls, "RateCardForm_Save")).toEqual([
      {
        input: {
          id: 5,
          postcodePrefix: "M, SK1, WA14",
          preferred: false,
          active: true,
          hourlyRate: "47.500",
          oohUplift: "0.75",
          bankHolidayUplift: "1.00",
          callOutCharge: null,
          oohCallOutCharge: null,
          travelCharge: "12.000",
          minimumChargeHours: "1.00",
          materialsMarkup: "0.15",
        },
      },
    ]);
  });

  it("refuses a percentage of 1.5 and an amount of 4 decimals in the browser, each flagged with its message", async () => {
    const { calls, user } = await openRates();
    await retype(user, /^Out-of-hours uplift/, "1.5");
    await retype(user, /^Hourly rate/, "45.1234");
    await retype(user, /^Materials mark-up/, "0.125");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice(
      [
        "Hourly rate must be an amount of 0 or more with at most 3 decimals",
        "Out-of-hours uplift must be between 0 and 1 in steps of 0.01",
        "Materials mark-up must be between 0 and 1 in steps of 0.01",
      ].join("\n"),
      "warning",
    );
    expect(callsOf(calls, "RateCardForm_Save")).toEqual([]);
    expect(input(/^Out-of-hours uplift/).getAttribute("aria-invalid")).toBe("true");
    expect(input(/^Hourly rate/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Out-of-hours uplift must be between 0 and 1 in steps of 0.01")).toBeTruthy();
    expect(input(/^Bank holiday uplift/).getAttribute("aria-invalid")).toBeNull();

    // cleared on change; fixed values are sent
    await retype(user, /^Out-of-hours uplift/, "1");
    expect(input(/^Out-of-hours uplift/).getAttribute("aria-invalid")).toBeNull();
    await retype(user, /^Hourly rate/, "45.123");
    await retype(user, /^Materials mark-up/, "0.12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Rates Updated", "success");
    expect(callsOf(calls, "RateCardForm_Save")[0]!.input).toMatchObject({ hourlyRate: "45.123", oohUplift: "1", materialsMarkup: "0.12" });
  });

  it("shows the server's refusal on its fields", async () => {
    const { user } = await openRates("/contracts/matching/5", {
      refuseRates: {
        message: "Postcode prefix ZZ9Q is not a postcode area or district",
        fieldErrors: [{ field: "postcodePrefix", message: "Postcode prefix ZZ9Q is not a postcode area or district" }],
      },
    });
    await retype(user, /^Postcode prefix/, "ZZ9Q");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Postcode prefix ZZ9Q is not a postcode area or district", "error");
    expect(input(/^Postcode prefix/).getAttribute("aria-invalid")).toBe("true");
  });

  it("a reader (Management) sees the rates but changes nothing", async () => {
    const management = me({ kind: "STAFF", authCode: "S", userId: 3, permissions: [{ name: "contractsOverallAssign", level: "full" }] });
    await openRates("/contracts/matching/5", { me: management });
    expect(input(/^Hourly rate/).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Site" })).toBeNull();
    await waitFor(() => expect(siteRows()).toEqual([["HRG001", "Harbour Home Manchester", "M1 4BT", ""]]));
  });
});

describe("the sites a contractor covers in a contract", () => {
  it("adds a site of the contract's client: 'Field required!' without one, 'Site exists' for one listed", async () => {
    const { calls, user } = await openRates();
    await waitFor(() => expect(siteRows()).toEqual([["HRG001", "Harbour Home Manchester", "M1 4BT", ""]]));
    expect(
      within(screen.getByLabelText(/^Site$/))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select ...", "HRG001 Harbour Home Manchester", "HRG002 Harbour Express Leeds"]);
    expect(callsOf(calls, "ContractSitesPanel_Sites")[0]).toEqual({ id: 5, clientId: 1 });

    await user.click(screen.getByRole("button", { name: "Add Site" }));
    await findNotice("Field required!", "required");
    await user.selectOptions(screen.getByLabelText(/^Site$/), "HRG001 Harbour Home Manchester");
    await user.click(screen.getByRole("button", { name: "Add Site" }));
    await findNotice("Site exists", "warning");
    expect(callsOf(calls, "ContractSitesPanel_Add")).toEqual([]);

    await user.selectOptions(screen.getByLabelText(/^Site$/), "HRG002 Harbour Express Leeds");
    await user.click(screen.getByRole("button", { name: "Add Site" }));
    await findNotice("Site Created", "success");
    expect(callsOf(calls, "ContractSitesPanel_Add")).toEqual([{ id: 5, siteId: 2 }]);
    await waitFor(() =>
      expect(siteRows()).toEqual([
        ["HRG001", "Harbour Home Manchester", "M1 4BT", ""],
        ["HRG002", "Harbour Express Leeds", "LS1 5DL", ""],
      ]),
    );
  });

  it("shows the server's 'Site exists'", async () => {
    const { calls, user } = await openRates("/contracts/matching/5", {
      refuseSite: { message: "Site exists", fieldErrors: [{ field: "siteId", message: "Site exists" }] },
    });
    await waitFor(() => expect(siteRows()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText(/^Site$/), "HRG002 Harbour Express Leeds");
    await user.click(screen.getByRole("button", { name: "Add Site" }));
    await findNotice("Site exists", "warning");
    expect(callsOf(calls, "ContractSitesPanel_Add")).toHaveLength(1);
  });

  it("removes a site after 'Are you sure that you want to remove this site?'; none left: the postcode prefixes decide", async () => {
    const { calls, user } = await openRates();
    await waitFor(() => expect(siteRows()).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Remove HRG001" }));
    let ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Are you sure that you want to remove this site?");
    await user.click(within(ask).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsOf(calls, "ContractSitesPanel_Remove")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Remove HRG001" }));
    ask = await screen.findByRole("alertdialog");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice("Site removed", "success");
    expect(callsOf(calls, "ContractSitesPanel_Remove")).toEqual([{ id: 501 }]);
    await waitFor(() => expect(siteRows()).toEqual([["No sites: the postcode prefixes decide"]]));
  });

  it("a contractor with no sites listed, in another client's contract, is offered that client's sites", async () => {
    const { calls } = await openRates("/contracts/matching/7");
    await waitFor(() => expect(siteRows()).toEqual([["No sites: the postcode prefixes decide"]]));
    expect(callsOf(calls, "ContractSitesPanel_Sites")[0]).toEqual({ id: 7, clientId: 2 });
    await waitFor(() =>
      expect(
        within(screen.getByLabelText(/^Site$/))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Select ...", "NGL001 Northgate Gyms Bristol"]),
    );
  });

  it("an unknown contractor-in-contract says 'No data found!'", async () => {
    mockContractsApi();
    renderApp("/contracts/matching/999");
    expect(await screen.findByText("No data found!")).toBeTruthy();
  });
});
