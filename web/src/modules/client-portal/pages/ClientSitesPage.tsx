import { useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ClientSitesPage_SitesQuery, SiteSortField } from "../../../gql/graphql";
import { H4 } from "../../../ui";
import { DataGrid, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { ClientSitePopup } from "../components/ClientSitePopup";
import "../components/client-portal-b.css";

export const ClientSitesPage_Sites = graphql(`
  query ClientSitesPage_Sites($clientId: Int, $page: Int!, $pageSize: Int!, $search: String, $sort: [SiteSortInput!]) {
    sites(clientId: $clientId, page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        siteCode
        name
        addressLine1
        postCode
        siteManager
        brand {
          id
          name
        }
      }
    }
  }
`);

type Row = ClientSitesPage_SitesQuery["sites"]["nodes"][number];

function siteColumns(clientId: number): GridColumn<Row, SiteSortField>[] {
  return [
    linkColumn(
      "SiteCode",
      "Site Code",
      { to: (r) => paths.clientSites(clientId, r.id), text: (r) => r.siteCode },
      { width: 110, apiField: "SITE_CODE" },
    ),
    textColumn("Brand", "Brand", (r) => r.brand?.name, { width: 140, apiField: "BRAND" }),
    textColumn("Site", "Site", (r) => r.name, { width: 220, apiField: "NAME" }),
    textColumn("AddressLine1", "Address 1", (r) => r.addressLine1, { width: 200, apiField: "ADDRESS_LINE1" }),
    textColumn("PostCode", "Post Code", (r) => r.postCode, { width: 100, apiField: "POST_CODE" }),
    textColumn("SiteManager", "Site Manager", (r) => r.siteManager, { width: 160, apiField: "SITE_MANAGER" }),
  ];
}

/**
 * #/client_portal/{id}/sites (portals §2.1 item 6): the client's sites, server paged, searched and
 * sorted by site code; the Site Code opens the site's details (`?site={id}` in the address).
 */
export function ClientSitesPage() {
  const clientId = Number(useParams().clientId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const siteId = Number(params.get("site"));
  const columns = useMemo(() => siteColumns(clientId), [clientId]);
  const grid = useServerGrid(ClientSitesPage_Sites, {
    stateKey: "client-sites",
    columns,
    defaultSort: { field: "SiteCode", direction: "ASC" },
    page: (data) => data.sites,
    variables: { clientId },
  });
  return (
    <div className="wo-portal__section wo-client-list">
      <H4>Sites</H4>
      <DataGrid {...grid} label="Sites" columnChooser={false} emptyText="No sites" />
      {siteId > 0 ? <ClientSitePopup key={siteId} siteId={siteId} clientId={clientId} onClose={() => navigate(paths.clientSites(clientId))} /> : null}
    </div>
  );
}
