import { useMemo, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { AssetGrid_AssetsQuery, AssetField } from "../../../gql/graphql";
import { Button, failedNotice, HTMLSelect, InputGroup, Intent, Tag, useConfirm, useSaveForm } from "../../../ui";
import { DataGrid, dateColumn, numberColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { AssetImportWindow } from "./AssetImportWindow";
import { AssetPopup } from "./AssetPopup";
import "./assets.css";

export const AssetGrid_Assets = graphql(`
  query AssetGrid_Assets(
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [AssetFilterInput!]
    $sort: [AssetSortInput!]
    $clientId: Int
    $siteId: Int
    $categoryId: Int
    $make: String
    $model: String
    $serialNo: String
    $inWarranty: Boolean
    $active: Boolean
  ) {
    assets(
      page: $page
      pageSize: $pageSize
      search: $search
      filters: $filters
      sort: $sort
      clientId: $clientId
      siteId: $siteId
      categoryId: $categoryId
      make: $make
      model: $model
      serialNo: $serialNo
      inWarranty: $inWarranty
      active: $active
    ) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        assetCode
        make
        model
        serialNo
        description
        clientId
        clientName
        siteId
        siteName
        categoryName
        installedDate
        warrantyPeriod
        warrantyUnit
        warrantyEndDate
        inWarranty
        active
      }
    }
  }
`);

export const AssetGrid_Lookups = graphql(`
  query AssetGrid_Lookups {
    clientList {
      id
      name
    }
    assetCategories {
      id
      name
    }
  }
`);

export const AssetGrid_Sites = graphql(`
  query AssetGrid_Sites($clientId: Int!) {
    siteList(clientId: $clientId) {
      id
      name
    }
  }
`);

export const AssetGrid_Delete = graphql(`
  mutation AssetGrid_Delete($id: Int!) {
    deleteAsset(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The spec's confirmation (§8), word for word */
export const CONFIRM_DELETE_ASSET = "Are you sure that you want to delete a Asset?";

type Row = AssetGrid_AssetsQuery["assets"]["nodes"][number];

/** The advanced search: each '' is no restriction */
type Advanced = {
  clientId: string;
  siteId: string;
  categoryId: string;
  make: string;
  model: string;
  serialNo: string;
  inWarranty: string;
  active: string;
};
const NO_SEARCH: Advanced = { clientId: "", siteId: "", categoryId: "", make: "", model: "", serialNo: "", inWarranty: "", active: "" };
const yesNo = (v: string) => (v === "" ? null : v === "yes");

function assetColumns(onEdit: (id: number) => void, onDelete: (row: Row) => void, showClient: boolean): GridColumn<Row, AssetField>[] {
  return [
    {
      field: "AssetCode",
      title: "Asset code",
      width: 160,
      apiField: "ASSET_CODE",
      template: "link",
      render: (r) => (
        <button type="button" className="wo-link-button" onClick={() => onEdit(r.id)}>
          {r.assetCode}
        </button>
      ),
      text: (r) => r.assetCode,
    },
    ...(showClient ? [textColumn<Row, AssetField>("Client", "Client", (r) => r.clientName, { width: 170, apiField: "CLIENT" })] : []),
    textColumn("Site", "Site", (r) => r.siteName, { width: 190, apiField: "SITE" }),
    textColumn("Category", "Category", (r) => r.categoryName, { width: 150, apiField: "CATEGORY" }),
    textColumn("Make", "Make", (r) => r.make, { width: 130, apiField: "MAKE" }),
    textColumn("Model", "Model", (r) => r.model, { width: 160, apiField: "MODEL" }),
    textColumn("SerialNo", "Serial no.", (r) => r.serialNo, { width: 130, apiField: "SERIAL_NO" }),
    textColumn("Description", "Description", (r) => r.description, { width: 220, apiField: "DESCRIPTION" }),
    dateColumn("InstalledDate", "Installed", (r) => r.installedDate, { width: 110, apiField: "INSTALLED_DATE" }),
    numberColumn("WarrantyPeriod", "Warranty", (r) => r.warrantyPeriod, { width: 90, apiField: "WARRANTY_PERIOD" }),
    textColumn("WarrantyDaysOrMonths", "Days/Months", (r) => r.warrantyUnit, { width: 110, apiField: "WARRANTY_UNIT" }),
    dateColumn("WarrantyEndDate", "Warranty ends", (r) => r.warrantyEndDate, { width: 120, apiField: "WARRANTY_END_DATE" }),
    {
      field: "InWarranty",
      title: "In warranty",
      width: 110,
      apiField: "IN_WARRANTY",
      render: (r) =>
        r.inWarranty ? (
          <Tag intent={Intent.SUCCESS} minimal>
            In warranty
          </Tag>
        ) : (
          "No"
        ),
      text: (r) => (r.inWarranty ? "In warranty" : "No"),
    },
    {
      field: "Active",
      title: "Active",
      width: 80,
      apiField: "ACTIVE",
      render: (r) => (r.active ? "Yes" : "No"),
      text: (r) => (r.active ? "Yes" : "No"),
    },
    {
      field: "Actions",
      title: " ",
      width: 80,
      template: "actions",
      render: (r) => (
        <>
          <Button variant="minimal" size="small" icon="edit" aria-label={`Edit ${r.assetCode}`} onClick={() => onEdit(r.id)} />
          <Button variant="minimal" size="small" icon="trash" aria-label={`Delete ${r.assetCode}`} onClick={() => onDelete(r)} />
        </>
      ),
    },
  ];
}

export type AssetGridProps = {
  /** Only this client's assets (the client page's assets tab); absent: every client's, with a client column and filter */
  clientId?: number | null;
  /** Rows a page (§9: 10 on the client page, 20 elsewhere) */
  pageSize?: number;
};

/**
 * The asset grid (§2.8): server paged and sorted on every column, the simple search (debounced by
 * the grid) and an advanced search, new and edit in the asset popup, delete with the spec's
 * confirmation, the CSV import window, and for one client its export.
 */
export function AssetGrid({ clientId = null, pageSize = 20 }: AssetGridProps) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [importing, setImporting] = useState(false);
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [advanced, setAdvanced] = useState<Advanced>(NO_SEARCH);
  const { confirm, dialog } = useConfirm();
  const { data: lookups } = useQuery(AssetGrid_Lookups);
  const advancedClient = clientId ?? (Number(advanced.clientId) || 0);
  const { data: sites } = useQuery(AssetGrid_Sites, { variables: { clientId: advancedClient }, skip: !advancedClient });
  const { save: remove } = useSaveForm(AssetGrid_Delete, {
    payload: (data) => data.deleteAsset,
    success: "Asset Deleted",
    failure: { message: failedNotice("Asset"), kind: "error" },
  });

  const deleteRow = useRef<(row: Row) => void>(() => undefined);
  const columns = useMemo(() => assetColumns(setEditing, (row) => deleteRow.current(row), clientId === null), [clientId]);
  const grid = useServerGrid(AssetGrid_Assets, {
    stateKey: clientId === null ? "assets" : "client-assets",
    columns,
    pageSize,
    defaultSort: { field: "AssetCode", direction: "ASC" },
    page: (data) => data.assets,
    variables: {
      clientId: clientId ?? (Number(advanced.clientId) || null),
      siteId: Number(advanced.siteId) || null,
      categoryId: Number(advanced.categoryId) || null,
      make: advanced.make.trim() || null,
      model: advanced.model.trim() || null,
      serialNo: advanced.serialNo.trim() || null,
      inWarranty: yesNo(advanced.inWarranty),
      active: yesNo(advanced.active),
    },
    fetchPolicy: "cache-and-network",
  });
  const reload = grid.onReload;

  deleteRow.current = async (row: Row) => {
    if (!(await confirm(CONFIRM_DELETE_ASSET))) return;
    await remove({ id: row.id });
    reload();
  };

  const setOne = (key: keyof Advanced, value: string) => {
    setAdvanced((a) => ({ ...a, [key]: value, ...(key === "clientId" ? { siteId: "" } : {}) }));
    grid.view.setPage(1);
  };
  const select = (key: keyof Advanced, label: string, choices: ReadonlyArray<{ id: number | string; name: string }>, all: string) => (
    <HTMLSelect aria-label={label} value={advanced[key]} onChange={(e) => setOne(key, e.currentTarget.value)}>
      <option value="">{all}</option>
      {choices.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.name}
        </option>
      ))}
    </HTMLSelect>
  );
  const box = (key: "make" | "model" | "serialNo", label: string) => (
    <InputGroup aria-label={label} placeholder={label} value={advanced[key]} onChange={(e) => setOne(key, e.currentTarget.value)} />
  );
  const yesNoChoices = [
    { id: "yes", name: "Yes" },
    { id: "no", name: "No" },
  ];

  return (
    <>
      <DataGrid
        {...grid}
        label="Assets"
        toolbar={
          <>
            <Button icon="filter" text="Advanced search" active={showAdvanced} onClick={() => setShowAdvanced((v) => !v)} />
            <Button icon="add" intent={Intent.PRIMARY} text="New asset" onClick={() => setEditing("new")} />
            <Button icon="import" text="Import CSV" onClick={() => setImporting(true)} />
            {clientId !== null ? (
              <Button icon="export" text="Export" onClick={() => void downloadExport(`/Services/ExportAssets.aspx?Id=${clientId}`, "Asset")} />
            ) : null}
          </>
        }
      />
      {showAdvanced ? (
        <div className="wo-assets__advanced" role="search" aria-label="Advanced search">
          {clientId === null ? select("clientId", "Client", lookups?.clientList ?? [], "All clients") : null}
          {select("siteId", "Site", sites?.siteList ?? [], "All sites")}
          {select("categoryId", "Category", lookups?.assetCategories ?? [], "All categories")}
          {box("make", "Make")}
          {box("model", "Model")}
          {box("serialNo", "Serial no.")}
          {select("inWarranty", "In warranty", yesNoChoices, "In warranty or not")}
          {select("active", "Active", yesNoChoices, "Active or not")}
          <Button
            text="Clear"
            onClick={() => {
              setAdvanced(NO_SEARCH);
              grid.view.setPage(1);
            }}
          />
        </div>
      ) : null}
      {editing !== null ? (
        <AssetPopup assetId={editing === "new" ? null : editing} clientId={clientId} onClose={() => setEditing(null)} onSaved={reload} />
      ) : null}
      {importing ? <AssetImportWindow clientId={clientId} onClose={() => setImporting(false)} onImported={reload} /> : null}
      {dialog}
    </>
  );
}
