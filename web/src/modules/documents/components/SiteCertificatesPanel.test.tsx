import { screen, waitFor } from "@testing-library/react";
import { graphql } from "msw";
import { okReply } from "../../../test/api";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { server } from "../../../test/server";
import { CLIENT_VIEWER, renderTab } from "../../work-orders/tabs/test/render-tab";
import { SiteCertificatesPanel } from "./SiteCertificatesPanel";

const cert = (id: number, certDate: string, expired: boolean, archived = false) => ({
  __typename: "SiteCertificate",
  siteId: 3,
  siteName: "Harbour Leeds",
  expired,
  document: { __typename: "Document", id, dateUploaded: "2026-11-01T10:00:00Z", certDate, originalFilename: `Cert ${id}.pdf`, archived },
});

it("lists a client's site certificates with their dates, marks the expired ones, and shows archived ones on request", async () => {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query("SiteCertificatesPanel_Certificates", ({ variables }) => {
      calls.push(variables);
      const nodes = [cert(1, "2026-01-31", true), cert(2, "2027-06-30", false), ...(variables.archived ? [cert(3, "2025-01-01", true, true)] : [])];
      return okReply({ siteCertificates: { __typename: "SiteCertificatePage", totalCount: nodes.length, totalCountExact: true, nodes } });
    }),
  );
  const { user } = renderTab(<SiteCertificatesPanel clientId={1} />, CLIENT_VIEWER);
  await waitFor(() => expect(rowsOf(gridNamed("Certificates")).length).toBe(2));
  const grid = gridNamed("Certificates");
  expect(columnTitles(grid)).toEqual(["Site", "Certificate", "Cert Date", "Date Uploaded"]);
  expect(rowsOf(grid).map((r) => r.slice(0, 3))).toEqual([
    ["Harbour Leeds", "Cert 1.pdf", "31/01/2026 Expired"],
    ["Harbour Leeds", "Cert 2.pdf", "30/06/2027 "],
  ]);
  expect(calls[0]).toMatchObject({ clientId: 1, siteId: null, archived: false });
  await user.click(screen.getByRole("checkbox", { name: "Show archived" }));
  await waitFor(() => expect(rowsOf(gridNamed("Certificates")).length).toBe(3));
  expect(calls.at(-1)).toMatchObject({ archived: true });
});
