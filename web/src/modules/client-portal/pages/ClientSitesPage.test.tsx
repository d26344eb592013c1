import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { callsOf, mockApi, type ApiCalls } from "../../../test/api";
import { CLIENT } from "../../../test/fixtures";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import type { Answer } from "../../../test/typed";
import type { DocumentsPanel_Documents } from "../../documents/components/DocumentsPanel";
import type { SiteCertificatesPanel_Certificates } from "../../documents/components/SiteCertificatesPanel";
import type { SiteHistoryGrid_WorkOrders } from "../../work-orders/components/SiteHistoryGrid";
import type { ClientSiteAssets_Assets } from "../components/ClientSiteAssets";
import type { ClientSitePopup_Site } from "../components/ClientSitePopup";
import type { ClientSitesPage_Sites } from "./ClientSitesPage";

type Vars = Record<string, unknown>;

function mockSitesApi(): ApiCalls {
  const calls = mockApi({ me: CLIENT });
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  const reply = <T,>(name: string, answer: (v: Vars) => T) =>
    graphql.query(name, ({ variables }) => {
      record(name, variables);
      return HttpResponse.json({ data: answer(variables) as Record<string, unknown> });
    });
  server.use(
    reply<Answer<ResultOf<typeof ClientSitesPage_Sites>>>("ClientSitesPage_Sites", () => ({
      sites: {
        __typename: "SitePage",
        totalCount: 1,
        totalCountExact: true,
        page: 1,
        pageSize: 20,
        nodes: [
          {
            __typename: "Site",
            id: 4,
            siteCode: "HH-MAN",
            name: "Harbour Home Manchester",
            addressLine1: "1 Deansgate",
            postCode: "M3 1AZ",
            siteManager: "Sam Patel",
            brand: { __typename: "Brand", id: 2, name: "Harbour Home" },
          },
        ],
      },
    })),
    reply<Answer<ResultOf<typeof ClientSitePopup_Site>>>("ClientSitePopup_Site", (v) => ({
      site: {
        __typename: "Site",
        id: Number(v.id),
        siteCode: "HH-MAN",
        name: "Harbour Home Manchester",
        addressLine1: "1 Deansgate",
        addressLine2: null,
        city: "Manchester",
        postCode: "M3 1AZ",
        siteManager: "Sam Patel",
      },
    })),
    reply<Answer<ResultOf<typeof SiteCertificatesPanel_Certificates>>>("SiteCertificatesPanel_Certificates", (v) => ({
      siteCertificates: {
        __typename: "SiteCertificatePage",
        totalCount: 1,
        totalCountExact: true,
        nodes: [
          {
            __typename: "SiteCertificate",
            siteId: 4,
            siteName: "Harbour Home Manchester",
            expired: false,
            document: {
              __typename: "Document",
              id: 70,
              dateUploaded: "2026-09-01T10:00:00Z",
              certDate: "2027-01-31",
              originalFilename: v.archived ? "Old-Gas-Safety.pdf" : "Gas-Safety.pdf",
              archived: Boolean(v.archived),
            },
          },
        ],
      },
    })),
    reply<Answer<ResultOf<typeof SiteHistoryGrid_WorkOrders>>>("SiteHistoryGrid_WorkOrders", () => ({
      workOrders: {
        __typename: "WorkOrderPage",
        totalCount: 1,
        totalCountExact: true,
        page: 1,
        pageSize: 10,
        nodes: [
          {
            __typename: "WorkOrder",
            id: 2011,
            refNo: "WO0002011",
            workOrderStatusId: 4,
            dateOpened: "2026-10-20T09:00:00Z",
            issue: "Boiler leaking",
            contractorName: "Apex Building Services Ltd",
            workOrderStatus: "Awaiting Quote Approval",
            subTradeName: "Boilers",
          },
        ],
      },
    })),
    reply<Answer<ResultOf<typeof DocumentsPanel_Documents>>>("DocumentsPanel_Documents", () => ({
      documents: {
        __typename: "DocumentPage",
        totalCount: 1,
        totalCountExact: true,
        nodes: [
          {
            __typename: "Document",
            id: 80,
            dateUploaded: "2026-09-02T10:00:00Z",
            certDate: null,
            originalFilename: "Floor-plan.pdf",
            documentTypeId: 4,
            archived: false,
            viewerCan: { __typename: "DocumentViewerCan", edit: false, manage: false },
          },
        ],
      },
    })),
    graphql.query("DocumentTypes_List", () =>
      HttpResponse.json({ data: { documentTypes: [{ __typename: "DocumentType", id: 4, name: "Report" }] } }),
    ),
    reply<Answer<ResultOf<typeof ClientSiteAssets_Assets>>>("ClientSiteAssets_Assets", (v) => ({
      assets: {
        __typename: "AssetPage",
        totalCount: 12,
        totalCountExact: true,
        page: Number(v.page),
        pageSize: 10,
        nodes: [
          {
            __typename: "Asset",
            id: 300,
            assetCode: "BLR-001",
            description: "Main boiler",
            make: "Worcester",
            model: "Greenstar 30i",
            serialNo: "WB123",
            categoryName: "Heating",
            warrantyEndDate: "2027-05-31",
          },
        ],
      },
    })),
  );
  return calls;
}

describe("#/client_portal/{id}/sites", () => {
  it("shows the §2.1 item 6 grid for the client, by site code; the Site Code opens the site", async () => {
    const calls = mockSitesApi();
    const { user } = renderApp("/client_portal/1/sites", { authCode: "C" });
    await waitFor(() => expect(rowsOf(gridNamed("Sites")).length).toBe(1));
    const grid = gridNamed("Sites");
    expect(columnTitles(grid)).toEqual(["Site Code", "Brand", "Site", "Address 1", "Post Code", "Site Manager"]);
    expect(rowsOf(grid)).toEqual([["HH-MAN", "Harbour Home", "Harbour Home Manchester", "1 Deansgate", "M3 1AZ", "Sam Patel"]]);
    expect(callsOf(calls, "ClientSitesPage_Sites")[0]).toMatchObject({
      clientId: 1,
      page: 1,
      pageSize: 20,
      sort: [{ field: "SITE_CODE", direction: "ASC" }],
    });
    await user.type(within(grid).getByRole("searchbox"), "Deansgate");
    await waitFor(() => expect(callsOf(calls, "ClientSitesPage_Sites").at(-1)).toMatchObject({ clientId: 1, search: "Deansgate" }));

    await user.click(within(grid).getByRole("link", { name: "HH-MAN" }));
    expect(window.location.hash).toBe("#/client_portal/1/sites?site=4");
    expect(await screen.findByRole("dialog", { name: "HH-MAN Harbour Home Manchester" })).toBeTruthy();
  });

  it("shows the site popup's tabs: certificates (show archived), work-order history into the portal, documents and assets", async () => {
    const calls = mockSitesApi();
    const { user } = renderApp("/client_portal/1/sites?site=4", { authCode: "C" });
    const dialog = await screen.findByRole("dialog", { name: "HH-MAN Harbour Home Manchester" });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Certificates", "Work order history", "Site documents", "Assets"]);

    // certificates: this site's, with the archived ones on request
    expect(await within(dialog).findByRole("link", { name: "Gas-Safety.pdf" })).toBeTruthy();
    expect(columnTitles(gridNamed("Certificates"))).toEqual(["Certificate", "Cert Date", "Date Uploaded"]);
    expect(callsOf(calls, "SiteCertificatesPanel_Certificates")[0]).toMatchObject({ clientId: 1, siteId: 4, archived: false });
    await user.click(within(dialog).getByRole("checkbox", { name: "Show archived" }));
    expect(await within(dialog).findByRole("link", { name: "Old-Gas-Safety.pdf" })).toBeTruthy();

    // the history: searched, each order opening in the portal's work orders
    await user.click(within(dialog).getByRole("tab", { name: "Work order history" }));
    const history = await within(dialog).findByRole("link", { name: "WO0002011" });
    expect(history.getAttribute("href")).toBe("#/client_portal/1/work-orders?workOrder=2011");
    expect(callsOf(calls, "SiteHistoryGrid_WorkOrders")[0]).toMatchObject({ siteId: 4, excludeId: null });
    await user.type(within(gridNamed("Work order history")).getByRole("searchbox"), "boiler");
    await waitFor(() => expect(callsOf(calls, "SiteHistoryGrid_WorkOrders").at(-1)).toMatchObject({ siteId: 4, search: "boiler" }));

    // documents: read and downloaded; nothing to upload, archive or delete; who uploaded is not asked
    await user.click(within(dialog).getByRole("tab", { name: "Site documents" }));
    const documents = await within(dialog).findByRole("region", { name: "Site documents" });
    expect(await within(documents).findByRole("link", { name: "Floor-plan.pdf" })).toBeTruthy();
    expect(within(documents).getByRole("button", { name: "Download Floor-plan.pdf" })).toBeTruthy();
    expect(within(documents).queryByRole("button", { name: /^(Upload document|Delete )/ })).toBeNull();
    expect(callsOf(calls, "DocumentsPanel_Documents")[0]).toMatchObject({ entityName: "Site", entityId: 4 });

    // assets: 10 a page, searched
    await user.click(within(dialog).getByRole("tab", { name: "Assets" }));
    await waitFor(() =>
      expect(rowsOf(gridNamed("Assets"))).toEqual([["BLR-001", "Main boiler", "Worcester", "Greenstar 30i", "WB123", "Heating", "31/05/2027"]]),
    );
    expect(callsOf(calls, "ClientSiteAssets_Assets")[0]).toMatchObject({ siteId: 4, page: 1, pageSize: 10 });
    await user.type(within(gridNamed("Assets")).getByRole("searchbox"), "boiler");
    await waitFor(() => expect(callsOf(calls, "ClientSiteAssets_Assets").at(-1)).toMatchObject({ siteId: 4, search: "boiler", pageSize: 10 }));

    await user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(window.location.hash).toBe("#/client_portal/1/sites"));
  });
});
