import { useMemo, useRef, useState, type ReactNode } from "react";
import { graphql } from "../../../gql";
import type { ContractorSortField, ContractorsPage_ContractorsQuery } from "../../../gql/graphql";
import { AnchorButton, Button, CONFIRM_PROCEED, failedNotice, H3, HTMLSelect, Intent, useConfirm, useSaveForm } from "../../../ui";
import { DataGrid, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { paths } from "../../../app/paths";
import { downloadExport } from "../../../app/download";

export const ContractorsPage_Contractors = graphql(`
  query ContractorsPage_Contractors(
    $page: Int!
    $pageSize: Int!
    $search: String
    $active: Boolean
    $filters: [ContractorFilterInput!]
    $sort: [ContractorSortInput!]
  ) {
    contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        name
        contact
        telephone
        oohTelephone
        email
        active
      }
    }
  }
`);

export const ContractorsPage_Delete = graphql(`
  mutation ContractorsPage_Delete($id: Int!) {
    deleteContractor(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Row = ContractorsPage_ContractorsQuery["contractors"]["nodes"][number];

function contractorColumns(onDelete: (row: Row) => void): GridColumn<Row, ContractorSortField>[] {
  return [
    linkColumn("Name", "Name", { to: (r) => paths.contractor(r.id), text: (r) => r.name }, { width: 260, apiField: "NAME" }),
    textColumn("Contact", "Contact", (r) => r.contact, { width: 170, apiField: "CONTACT" }),
    textColumn("Telephone", "Telephone", (r) => r.telephone, { width: 140, apiField: "TELEPHONE" }),
    textColumn("OOHTelephone", "OOH Telephone", (r) => r.oohTelephone, { width: 140, apiField: "OOH_TELEPHONE" }),
    {
      field: "Email",
      title: "Email",
      width: 250,
      apiField: "EMAIL",
      template: "mail",
      filter: "text",
      render: (r) => (r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : ""),
      text: (r) => r.email ?? "",
    },
    textColumn("Active", "Active", (r) => (r.active ? "Active" : "Deactivated"), { width: 110, apiField: "ACTIVE" }),
    {
      field: "Actions",
      title: " ",
      width: 50,
      template: "actions",
      render: (r) => <Button variant="minimal" size="small" icon="trash" aria-label={`Delete ${r.name}`} onClick={() => onDelete(r)} />,
    },
  ];
}

export type ContractorsPageProps = { children?: ReactNode };

/**
 * #/contractors (§2.6): search (name, contact, e-mail, telephone), active filter, export, import (the
 * configuration's import page), new contractor; a row's name opens its page; delete is confirmed and
 * a refusal shows the server's message (what still uses the contractor).
 */
export function ContractorsPage({ children }: ContractorsPageProps) {
  const [active, setActive] = useState("");
  const { confirm, dialog } = useConfirm();
  const { save: remove } = useSaveForm(ContractorsPage_Delete, {
    payload: (data) => data.deleteContractor,
    success: "Contractor Deleted",
    failure: { message: failedNotice("Contractor"), kind: "error" },
  });
  // the delete action needs the grid's reload, which needs the columns: the columns call it through a ref
  const deleteRow = useRef<(row: Row) => void>(() => undefined);
  const columns = useMemo(() => contractorColumns((row) => deleteRow.current(row)), []);
  const grid = useServerGrid(ContractorsPage_Contractors, {
    stateKey: "contractors",
    columns,
    pageSize: 20,
    defaultSort: { field: "Name", direction: "ASC" },
    page: (data) => data.contractors,
    variables: { active: active === "" ? null : active === "true" },
    fetchPolicy: "cache-and-network",
  });
  const reload = grid.onReload;
  deleteRow.current = async (row: Row) => {
    if (!(await confirm(CONFIRM_PROCEED))) return;
    if (await remove({ id: row.id })) reload();
  };
  const search = grid.view.query.search ?? "";
  const exportQuery = new URLSearchParams({ search, active });
  return (
    <div className="wo-contractors">
      <H3>Contractors</H3>
      <DataGrid
        {...grid}
        label="Contractors"
        toolbar={
          <>
            <HTMLSelect
              aria-label="Active"
              value={active}
              onChange={(e) => {
                setActive(e.currentTarget.value);
                grid.view.setPage(1);
              }}
            >
              <option value="">Active and deactivated</option>
              <option value="true">Active</option>
              <option value="false">Deactivated</option>
            </HTMLSelect>
            <AnchorButton
              icon="export"
              text="Export"
              onClick={() => void downloadExport(`/Services/ExportContractors.aspx?${exportQuery.toString()}`, "Contractors")}
            />
            <AnchorButton icon="import" text="Import" href={`#${paths.configuration("import")}`} />
            <AnchorButton icon="person" text="New contact" href={`#${paths.contractorContactCreate()}`} />
            <AnchorButton icon="add" intent={Intent.PRIMARY} text="New contractor" href={`#${paths.contractor(0)}`} />
          </>
        }
      />
      {dialog}
      {children}
    </div>
  );
}
