import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import type { ClientSortField, SearchResults_ClientsQuery, SearchResults_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { canOpen } from "../../../app/access/route-rules";
import { useViewer } from "../../../app/access/ViewerContext";
import { paths } from "../../../app/paths";
import { H3, H4, HTMLTable } from "../../../ui";
import { dateColumn, DataGrid, linkColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import "./search.css";

export const SearchResults_Clients = graphql(`
  query SearchResults_Clients($text: String!, $page: Int!, $pageSize: Int!, $sort: [ClientSortInput!]) {
    clients(search: $text, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        name
        customer
        status
        startDate
        renewalDate
        contractValue
      }
    }
  }
`);

export const SearchResults_WorkOrders = graphql(`
  query SearchResults_WorkOrders($text: String!, $page: Int!, $pageSize: Int!, $sort: [WorkOrderSortInput!]) {
    workOrders(search: $text, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        refNo
        workOrderStatusId
        dateOpened
        clientName
        siteName
        issue
        details
      }
    }
  }
`);

type ClientRow = SearchResults_ClientsQuery["clients"]["nodes"][number];
type WorkOrderRow = SearchResults_WorkOrdersQuery["workOrders"]["nodes"][number];
const CLIENT_COLUMNS: GridColumn<ClientRow, ClientSortField>[] = [
  linkColumn("Name", "Name", { to: (r) => paths.client(r.id), text: (r) => r.name }, { width: 240, apiField: "NAME" }),
  textColumn("Customer", "Customer", (r) => r.customer, { width: 130, apiField: "CUSTOMER" }),
  textColumn("Status", "Status", (r) => r.status, { width: 110, apiField: "STATUS" }),
  dateColumn("StartDate", "Start Date", (r) => r.startDate, { width: 110, apiField: "START_DATE" }),
  dateColumn("RenewalDate", "Renewal Date", (r) => r.renewalDate, { width: 110, apiField: "RENEWAL_DATE" }),
  moneyColumn("ContractValue", "Contract Value", (r) => r.contractValue, { width: 140, apiField: "CONTRACT_VALUE" }),
];

/** The PPM grid's columns (§2.14); PPMs arrive with their own issue, so there are no rows to show yet */
const PPM_COLUMNS = ["Ref No.", "First Visit", "Client", "Site", "Contractor", "Sub-Trade", "Description", "Status", "Cost"];

const WORK_ORDER_COLUMNS: GridColumn<WorkOrderRow, WorkOrderField>[] = [
  // a request (status 1) opens at #/wo-request/{id}, any other order at #/work-order/{id}
  linkColumn(
    "RefNo",
    "Ref No.",
    { to: (r) => paths.workOrder(r.id, r.workOrderStatusId), text: (r) => r.refNo },
    { width: 110, apiField: "REFERENCE" },
  ),
  dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" }),
  textColumn("Client", "Client", (r) => r.clientName, { width: 170, apiField: "CLIENT" }),
  textColumn("Site", "Site", (r) => r.siteName, { width: 170, apiField: "SITE" }),
  textColumn("Issue", "Issue", (r) => r.issue, { width: 220, apiField: "ISSUE" }),
  textColumn("Details", "Details", (r) => r.details, { width: 260, apiField: "DETAILS" }),
];

function ClientResults({ text }: { text: string }) {
  const grid = useServerGrid(SearchResults_Clients, {
    stateKey: "search-clients",
    columns: CLIENT_COLUMNS,
    page: (d) => d.clients,
    variables: { text },
  });
  return <DataGrid {...grid} label="Clients found" searchable={false} columnChooser={false} emptyText="No clients found" />;
}

/** No PPM exists yet (issue 11 brings them): the grid's columns and an honest 'No PPMs found', never sample rows */
function PpmResults() {
  return (
    <HTMLTable compact bordered className="wo-search-results__ppms" aria-label="PPMs found">
      <thead>
        <tr>
          {PPM_COLUMNS.map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td colSpan={PPM_COLUMNS.length}>No PPMs found</td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}

function WorkOrderResults({ text }: { text: string }) {
  const grid = useServerGrid(SearchResults_WorkOrders, {
    stateKey: "search-work-orders",
    columns: WORK_ORDER_COLUMNS,
    page: (d) => d.workOrders,
    variables: { text },
  });
  return <DataGrid {...grid} label="Work orders found" searchable={false} columnChooser={false} emptyText="No work orders found" />;
}

/**
 * #/search_results/:query (portals §2.14), opened from the top bar's search box: "Results for
 * '{query}'" and three grids, clients (for users who may open the clients), PPMs and work orders,
 * each searched on the server with the viewer's tenancy.
 */
export function SearchResultsPage() {
  const viewer = useViewer();
  const { query = "" } = useParams();
  const text = query.trim();
  const showClients = useMemo(() => canOpen(viewer, paths.clients()), [viewer]);
  return (
    <div className="wo-search-results">
      <H3>{`Results for '${text}'`}</H3>
      {text ? (
        // each search is its own set of grids: a new query starts them again from page 1
        <div key={text}>
          {showClients ? (
            <section aria-labelledby="wo-search-clients">
              <H4 id="wo-search-clients">Clients</H4>
              <ClientResults text={text} />
            </section>
          ) : null}
          <section aria-labelledby="wo-search-ppms">
            <H4 id="wo-search-ppms">PPMs</H4>
            <PpmResults />
          </section>
          <section aria-labelledby="wo-search-work-orders">
            <H4 id="wo-search-work-orders">Work Orders</H4>
            <WorkOrderResults text={text} />
          </section>
        </div>
      ) : (
        <p>Type in the search box above and press Enter.</p>
      )}
    </div>
  );
}
