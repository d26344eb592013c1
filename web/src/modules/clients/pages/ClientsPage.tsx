import { useState } from "react";
import { graphql } from "../../../gql";
import type { ClientSortField, ClientsPage_ClientsQuery } from "../../../gql/graphql";
import { AnchorButton, H3, HTMLSelect, Intent } from "../../../ui";
import { dateColumn, DataGrid, linkColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { paths } from "../../../app/paths";
import { downloadExport } from "../../../app/download";

export const ClientsPage_Clients = graphql(`
  query ClientsPage_Clients($page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ClientSortInput!]) {
    clients(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        name
        customer
        status
        startDate
        renewalDate
        contractValue
        active
      }
    }
  }
`);

type Row = ClientsPage_ClientsQuery["clients"]["nodes"][number];

const COLUMNS: GridColumn<Row, ClientSortField>[] = [
  linkColumn("Name", "Name", { to: (r) => paths.client(r.id), text: (r) => r.name }, { width: 260, apiField: "NAME" }),
  textColumn("Customer", "Customer", (r) => r.customer, { width: 130, apiField: "CUSTOMER" }),
  textColumn("Status", "Status", (r) => r.status, { width: 120, apiField: "STATUS" }),
  dateColumn("StartDate", "Start date", (r) => r.startDate, { width: 120, apiField: "START_DATE" }),
  dateColumn("RenewalDate", "Renewal date", (r) => r.renewalDate, { width: 120, apiField: "RENEWAL_DATE" }),
  moneyColumn("ContractValue", "Contract value", (r) => r.contractValue, { width: 150, apiField: "CONTRACT_VALUE" }),
];

/** #/clients (§2.4): search, active filter, Status (Active or Deactivated), the export, a link to each client */
export function ClientsPage() {
  const [active, setActive] = useState("");
  const grid = useServerGrid(ClientsPage_Clients, {
    stateKey: "clients",
    columns: COLUMNS,
    pageSize: 20,
    defaultSort: { field: "Name", direction: "ASC" },
    page: (data) => data.clients,
    variables: { active: active === "" ? null : active === "true" },
    fetchPolicy: "cache-and-network",
  });
  const search = grid.view.query.search ?? "";
  const exportQuery = new URLSearchParams({ search, active });
  return (
    <div className="wo-clients">
      <H3>Clients</H3>
      <DataGrid
        {...grid}
        label="Clients"
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
              onClick={() => void downloadExport(`/Services/ExportClients.aspx?${exportQuery.toString()}`, "Clients")}
            />
            <AnchorButton icon="add" intent={Intent.PRIMARY} text="New client" href={`#${paths.client(0)}`} />
          </>
        }
      />
    </div>
  );
}
