import { graphql } from "../../../gql";
import type { AssetField, ClientSiteAssets_AssetsQuery } from "../../../gql/graphql";
import { DataGrid, dateColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";

export const ClientSiteAssets_Assets = graphql(`
  query ClientSiteAssets_Assets($siteId: Int, $page: Int!, $pageSize: Int!, $search: String, $sort: [AssetSortInput!]) {
    assets(siteId: $siteId, page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        assetCode
        description
        make
        model
        serialNo
        categoryName
        warrantyEndDate
      }
    }
  }
`);

type Row = ClientSiteAssets_AssetsQuery["assets"]["nodes"][number];

/** The site assets list's page size (portals §9: 10 for site assets) */
export const SITE_ASSETS_PAGE_SIZE = 10;

const COLUMNS: GridColumn<Row, AssetField>[] = [
  textColumn("AssetCode", "Asset Code", (r) => r.assetCode, { width: 120, apiField: "ASSET_CODE" }),
  textColumn("Description", "Description", (r) => r.description, { width: 220, apiField: "DESCRIPTION" }),
  textColumn("Make", "Make", (r) => r.make, { width: 120, apiField: "MAKE" }),
  textColumn("Model", "Model", (r) => r.model, { width: 120, apiField: "MODEL" }),
  textColumn("SerialNo", "Serial No", (r) => r.serialNo, { width: 120, apiField: "SERIAL_NO" }),
  textColumn("Category", "Category", (r) => r.categoryName, { width: 130, apiField: "CATEGORY" }),
  dateColumn("WarrantyEndDate", "Warranty End", (r) => r.warrantyEndDate, { width: 110, apiField: "WARRANTY_END_DATE" }),
];

/** A site's assets (portals §2.1 item 10): 10 a page, searched, by asset code */
export function ClientSiteAssets({ siteId }: { siteId: number }) {
  const grid = useServerGrid(ClientSiteAssets_Assets, {
    stateKey: "client-site-assets",
    columns: COLUMNS,
    pageSize: SITE_ASSETS_PAGE_SIZE,
    defaultSort: { field: "AssetCode", direction: "ASC" },
    page: (data) => data.assets,
    variables: { siteId },
  });
  return <DataGrid {...grid} label="Assets" columnChooser={false} emptyText="No assets at this site" />;
}
