import { graphql } from "../../../gql";
import type { ContractGrid_ContractsQuery, ContractSortField } from "../../../gql/graphql";
import { paths } from "../../../app/paths";
import { DataGrid, dateColumn, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import type { ReactNode } from "react";

export const ContractGrid_Contracts = graphql(`
  query ContractGrid_Contracts($page: Int!, $pageSize: Int!, $search: String, $sort: [ContractSortInput!], $clientId: Int, $contractorId: Int) {
    contracts(page: $page, pageSize: $pageSize, search: $search, sort: $sort, clientId: $clientId, contractorId: $contractorId) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        accountNo
        name
        clientId
        clientName
        tradeName
        subTradeName
        contractStatusName
        startDate
        endDate
      }
    }
  }
`);

type Row = ContractGrid_ContractsQuery["contracts"]["nodes"][number];

const COLUMNS: GridColumn<Row, ContractSortField>[] = [
  linkColumn("Name", "Name", { to: (r) => paths.contract(r.id), text: (r) => r.name }, { width: 280, apiField: "NAME" }),
  textColumn("AccountNo", "Account No", (r) => r.accountNo, { width: 120, apiField: "ACCOUNT_NO" }),
  linkColumn("ClientName", "Client", { to: (r) => paths.client(r.clientId), text: (r) => r.clientName }, { width: 200, apiField: "CLIENT" }),
  textColumn("TradeName", "Trade", (r) => r.tradeName, { width: 140, apiField: "TRADE" }),
  textColumn("SubTradeName", "Sub-Trade", (r) => r.subTradeName, { width: 160, apiField: "SUB_TRADE" }),
  textColumn("ContractStatusName", "Status", (r) => r.contractStatusName, { width: 110, apiField: "STATUS" }),
  dateColumn("StartDate", "Start date", (r) => r.startDate, { width: 110, apiField: "START_DATE" }),
  dateColumn("EndDate", "End date", (r) => r.endDate, { width: 110, apiField: "END_DATE" }),
];

export type ContractGridProps = {
  /** One client's contracts (the client page's contracts tab) */
  clientId?: number | null;
  /** The contracts one contractor is in (the contractor page) */
  contractorId?: number | null;
  toolbar?: ReactNode;
  pageSize?: number;
};

/** The contracts grid (§2.5): searched, sorted and paged by the server; each name opens its contract */
export function ContractGrid({ clientId = null, contractorId = null, toolbar, pageSize = 20 }: ContractGridProps) {
  const grid = useServerGrid(ContractGrid_Contracts, {
    stateKey: clientId ? "client-contracts" : contractorId ? "contractor-contracts" : "contracts",
    columns: COLUMNS,
    pageSize,
    defaultSort: { field: "Name", direction: "ASC" },
    page: (data) => data.contracts,
    variables: { clientId, contractorId },
    fetchPolicy: "cache-and-network",
  });
  return <DataGrid {...grid} label="Contracts" toolbar={toolbar} emptyText="No contracts yet" />;
}
