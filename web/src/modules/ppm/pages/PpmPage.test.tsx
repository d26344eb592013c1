import { screen, waitFor } from "@testing-library/react";
import { graphql } from "msw";
import { mockApi, okReply } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

const stored = (over: Record<string, unknown> = {}) => ({
  __typename: "Ppm",
  id: 42,
  refNo: "PPM000042",
  version: 3,
  frequency: 3,
  weeksMonths: "Months",
  clientId: 1,
  siteId: 11,
  assetId: null,
  subTradeId: 21,
  ppmStatusId: 1,
  contractorId: 5,
  firstVisit: "2026-12-05",
  nextVisit: "2027-03-05",
  costPerAnnum: "2480.500",
  description: "Quarterly air conditioning service",
  ...over,
});

function mockPpm() {
  const calls: Record<string, Vars[]> = { save: [], sites: [], assets: [], documents: [] };
  server.use(
    graphql.query("PpmPage_Lookups", () =>
      okReply({
        clientList: [
          { __typename: "Client", id: 1, name: "Harbour Retail Group" },
          { __typename: "Client", id: 2, name: "Northgate Offices" },
        ],
        contractorList: [{ __typename: "Contractor", id: 5, name: "Coolair HVAC Services" }],
        tradeList: [
          { __typename: "Trade", id: 20, name: "HVAC", parentTradeId: null },
          { __typename: "Trade", id: 21, name: "Air Conditioning", parentTradeId: 20 },
        ],
        ppmStatuses: [
          { __typename: "PpmStatus", id: 1, name: "Active" },
          { __typename: "PpmStatus", id: 2, name: "On Hold" },
        ],
      }),
    ),
    graphql.query("PpmPage_Sites", ({ variables }) => {
      calls.sites!.push(variables);
      const c = variables.clientId as number;
      return okReply({ siteList: [{ __typename: "Site", id: c * 10 + 1, name: `Site of ${c}`, siteCode: `S${c}` }] });
    }),
    graphql.query("PpmPage_Assets", ({ variables }) => {
      calls.assets!.push(variables);
      return okReply({ assetOptions: [{ __typename: "AssetOption", id: 7, assetCode: "AC-001" }] });
    }),
    graphql.query("PpmPage_Ppm", () => okReply({ ppm: stored() })),
    // the attachments (the documents part's panel, entity PPM)
    graphql.query("DocumentsPanel_Documents", ({ variables }) => {
      calls.documents!.push(variables);
      return okReply({ documents: { __typename: "DocumentPage", totalCount: 0, totalCountExact: true, page: 1, pageSize: 500, nodes: [] } });
    }),
    graphql.query("DocumentTypes_List", () => okReply({ documentTypes: [{ __typename: "DocumentType", id: 1, name: "Job Sheet" }] })),
    graphql.mutation("PpmPage_Save", ({ variables }) => {
      calls.save!.push(variables);
      const input = variables.input as Record<string, unknown>;
      return okReply({ savePpm: { __typename: "SavePpmPayload", ppm: stored({ ...input, id: input.id ?? 77, refNo: "PPM000077" }), error: null } });
    }),
  );
  return calls;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe("#/ppm/{id}", () => {
  it("says 'Required fields' and flags them when a new PPM misses them, saving nothing", async () => {
    mockApi();
    const calls = mockPpm();
    const { user } = renderApp("/ppm/0");
    expect(await screen.findByRole("heading", { name: "New PPM" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(field(/^Client/).getAttribute("aria-invalid")).toBe("true");
    expect(field(/^First visit/).getAttribute("aria-invalid")).toBe("true");
    expect(calls.save).toEqual([]);
  });

  it("flags a visit that is no date (DD/MM/YYYY) instead of saving", async () => {
    mockApi();
    const calls = mockPpm();
    const { user } = renderApp("/ppm/42");
    await waitFor(() => expect(field(/^First visit/).value).toBe("05/12/2026"));
    await user.clear(field(/^Next visit/));
    await user.type(field(/^Next visit/), "31/02/2027");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Unable to update - please ensure all data is valid.", "warning");
    expect(field(/^Next visit/).getAttribute("aria-invalid")).toBe("true");
    expect(calls.save).toEqual([]);
  });

  it("offers the client's sites, then the site's assets; saves with an empty asset as 0 and moves to #/ppm/{newId}", async () => {
    mockApi();
    const calls = mockPpm();
    const { user } = renderApp("/ppm/0");
    await screen.findByRole("heading", { name: "New PPM" });
    await waitFor(() => expect(screen.getAllByRole("option", { name: "Harbour Retail Group" }).length).toBe(1));
    await user.selectOptions(field(/^Client/), "2");
    await waitFor(() => expect(screen.getByRole("option", { name: "Site of 2 (S2)" })).toBeTruthy());
    await user.selectOptions(field(/^Site/), "21");
    await waitFor(() => expect(calls.assets).toEqual([{ siteId: 21 }]));
    await user.selectOptions(field(/^Sub-trade/), "21");
    await user.selectOptions(field(/^Contractor/), "5");
    expect(screen.getByRole("link", { name: "Edit contractor" }).getAttribute("href")).toBe("#/contractor/5");
    // typed DD/MM/YYYY whatever the browser's language (§9), sent as the day
    await user.type(field(/^First visit/), "05/12/2026");
    await user.type(field(/^Cost per annum/), "1200.125");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("PPM Created", "success");
    expect(calls.save[0]!.input).toMatchObject({
      id: null,
      frequency: 1,
      weeksMonths: "Months",
      clientId: 2,
      siteId: 21,
      assetId: 0,
      subTradeId: 21,
      ppmStatusId: 1,
      contractorId: 5,
      firstVisit: "2026-12-05",
      nextVisit: null,
      costPerAnnum: "1200.125",
    });
    await waitFor(() => expect(window.location.hash).toBe("#/ppm/77"));
  });

  it("clears the site and asset when the client changes", async () => {
    mockApi();
    mockPpm();
    const { user } = renderApp("/ppm/42");
    expect(await screen.findByRole("heading", { name: "PPM Details: PPM000042" })).toBeTruthy();
    await waitFor(() => expect(field(/^Site/).value).toBe("11"));
    await user.selectOptions(field(/^Client/), "2");
    expect(field(/^Site/).value).toBe("");
    expect(field(/^Asset/).value).toBe("");
  });

  it("updates an existing PPM with the version read", async () => {
    mockApi();
    const calls = mockPpm();
    const { user } = renderApp("/ppm/42");
    await screen.findByRole("heading", { name: "PPM Details: PPM000042" });
    await waitFor(() => expect(field(/^Description/).value).toBe("Quarterly air conditioning service"));
    expect([field(/^First visit/).value, field(/^Next visit/).value]).toEqual(["05/12/2026", "05/03/2027"]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("PPM Updated", "success");
    expect(calls.save[0]!.input).toMatchObject({ id: 42, version: 3, frequency: 3, costPerAnnum: "2480.500", nextVisit: "2027-03-05" });
    // its attachments: the documents of entity PPM 42
    expect(screen.getByRole("heading", { name: "Attachments" })).toBeTruthy();
    await waitFor(() => expect(calls.documents[0]).toMatchObject({ entityName: "PPM", entityId: 42 }));
  });
});
