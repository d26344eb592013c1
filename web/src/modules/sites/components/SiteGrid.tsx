import { useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { graphql } from "../../../gql";
import type { SiteGrid_SitesQuery, SiteSortField } from "../../../gql/graphql";
import { paths } from "../../../app/paths";
import { Button, failedNotice, Intent, useConfirm, useSaveForm } from "../../../ui";
import { DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { SitePopup } from "./SitePopup";
import "./sites.css";

export const SiteGrid_Sites = graphql(`
  query SiteGrid_Sites($page: Int!, $pageSize: Int!, $search: String, $filters: [SiteFilterInput!], $sort: [SiteSortInput!], $clientId: Int) {
    sites(page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort, clientId: $clientId) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        siteCode
        name
        addressLine1
        addressLine2
        city
        county
        postCode
        siteManager
        siteEmail
        clientId
        client {
          id
          name
        }
        brandId
        brand {
          id
          name
        }
      }
    }
  }
`);

export const SiteGrid_Delete = graphql(`
  mutation SiteGrid_Delete($id: Int!) {
    deleteSite(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The confirmation of a site's removal (§8) */
export const CONFIRM_REMOVE_SITE = "Are you sure that you want to remove this site?";

type Row = SiteGrid_SitesQuery["sites"]["nodes"][number];

type ColumnOptions = {
  withClient: boolean;
  onOpen: (id: number) => void;
  onDelete: (row: Row) => void;
};

function siteColumns({ withClient, onOpen, onDelete }: ColumnOptions): GridColumn<Row, SiteSortField>[] {
  const columns: GridColumn<Row, SiteSortField>[] = [
    {
      field: "SiteCode",
      title: "SiteCode",
      width: 110,
      apiField: "SITE_CODE",
      template: "link",
      filter: "text",
      render: (r) => (
        <button type="button" className="wo-link-button" onClick={() => onOpen(r.id)}>
          {r.siteCode}
        </button>
      ),
      text: (r) => r.siteCode,
    },
    textColumn("Brand", "Brand", (r) => r.brand?.name, { width: 140, apiField: "BRAND" }),
    textColumn("Site", "Site", (r) => r.name, { width: 200, apiField: "NAME" }),
    textColumn("AddressLine1", "Address 1", (r) => r.addressLine1, { width: 170, apiField: "ADDRESS_LINE1" }),
    textColumn("AddressLine2", "Address 2", (r) => r.addressLine2, { width: 110, apiField: "ADDRESS_LINE2" }),
    textColumn("Town", "Town", (r) => r.city, { width: 130, apiField: "CITY" }),
    textColumn("County", "County", (r) => r.county, { width: 140, apiField: "COUNTY" }),
    textColumn("PostCode", "Post Code", (r) => r.postCode, { width: 100, apiField: "POST_CODE" }),
  ];
  if (withClient) {
    columns.push({
      field: "Client",
      title: "Client",
      width: 190,
      apiField: "CLIENT",
      template: "link",
      filter: "text",
      render: (r) => <Link to={paths.client(r.clientId)}>{r.client.name}</Link>,
      text: (r) => r.client.name,
    });
  }
  columns.push(
    textColumn("SiteManager", "Site Manager", (r) => r.siteManager, { width: 150, apiField: "SITE_MANAGER" }),
    {
      field: "SiteEmail",
      title: "Site Email",
      width: 220,
      apiField: "SITE_EMAIL",
      template: "mail",
      filter: "text",
      render: (r) => (r.siteEmail ? <a href={`mailto:${r.siteEmail}`}>{r.siteEmail}</a> : ""),
      text: (r) => r.siteEmail ?? "",
    },
    {
      field: "Actions",
      title: " ",
      width: 50,
      template: "actions",
      render: (r) => <Button variant="minimal" size="small" icon="trash" aria-label={`Remove ${r.siteCode}`} onClick={() => onDelete(r)} />,
    },
  );
  return columns;
}

export type SiteGridProps = {
  /** One client's sites (the client page's sites tab): its Client column hides, and new sites are that client's */
  clientId?: number | null;
};

/**
 * The sites grid (§2.7): server paged, sorted, filtered and searched; the site code opens the site
 * popup, the client links to its page, the e-mail is a mail link; removal is confirmed.
 */
export function SiteGrid({ clientId = null }: SiteGridProps) {
  const [open, setOpen] = useState<number | "new" | null>(null);
  const { confirm, dialog } = useConfirm();
  const { save: remove } = useSaveForm(SiteGrid_Delete, {
    payload: (data) => data.deleteSite,
    success: "Site removed",
    failure: { message: failedNotice("Site"), kind: "error" },
  });

  // the delete action needs the grid's reload, which needs the columns: the columns call it through a ref
  const deleteRow = useRef<(row: Row) => void>(() => undefined);
  const withClient = !clientId;
  const columns = useMemo(() => siteColumns({ withClient, onOpen: setOpen, onDelete: (row) => deleteRow.current(row) }), [withClient]);
  const grid = useServerGrid(SiteGrid_Sites, {
    stateKey: clientId ? "client-sites" : "sites",
    columns,
    defaultSort: { field: "SiteCode", direction: "ASC" },
    page: (data) => data.sites,
    variables: { clientId },
    fetchPolicy: "cache-and-network",
  });
  const reload = grid.onReload;

  deleteRow.current = async (row: Row) => {
    if (!(await confirm(CONFIRM_REMOVE_SITE))) return;
    if (await remove({ id: row.id })) reload();
  };

  return (
    <>
      <DataGrid {...grid} label="Sites" toolbar={<Button icon="add" intent={Intent.PRIMARY} text="New site" onClick={() => setOpen("new")} />} />
      {open !== null ? <SitePopup siteId={open === "new" ? null : open} clientId={clientId} onClose={() => setOpen(null)} onSaved={reload} /> : null}
      {dialog}
    </>
  );
}
