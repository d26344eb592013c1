import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import type {
  ClientSortField,
  PpmField,
  SearchResults_ClientsQuery,
  SearchResults_PpmsQuery,
  SearchResults_WorkOrdersQuery,
  WorkOrderField,
} from "../../../gql/graphql";
import { canOpen } from "../../../app/access/route-rules";
import { useViewer } from "../../../app/access/ViewerContext";
import { paths } from "../../../app/paths";
import { H3, H4 } from "../../../ui";
import { dateColumn, DataGrid, linkColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { localDateColumn } from "../../ppm/components/PpmGrid";
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

export const SearchResults_Ppms = graphql(`
  query SearchResults_Ppms($text: String!, $page: Int!, $pageSize: Int!, $sort: [PpmSortInput!], $withCost: Boolean!) {
    ppms(search: $text, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        refNo
        firstVisit
        clientName
        siteName
        contractorName
        subTradeName
        description
        ppmStatus
        costPerAnnum @include(if: $withCost)
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
type PpmRow = SearchResults_PpmsQuery["ppms"]["nodes"][number];
const CLIENT_COLUMNS: GridColumn<ClientRow, ClientSortField>[] = [
  linkColumn("Name", "Name", { to: (r) => paths.client(r.id), text: (r) => r.name }, { width: 240, apiField: "NAME" }),
  textColumn("Customer", "Customer", (r) => r.customer, { width: 130, apiField: "CUSTOMER" }),
  textColumn("Status", "Status", (r) => r.status, { width: 110, apiField: "STATUS" }),
  dateColumn("StartDate", "Start Date", (r) => r.startDate, { width: 110, apiField: "START_DATE" }),
  dateColumn("RenewalDate", "Renewal Date", (r) => r.renewalDate, { width: 110, apiField: "RENEWAL_DATE" }),
  moneyColumn("ContractValue", "Contract Value", (r) => r.contractValue, { width: 140, apiField: "CONTRACT_VALUE" }),
];

/** The PPM grid's columns (§2.14): the reference opens the schedule for those who may open it; Cost (staff only) with a pound sign */
function ppmColumns(linked: boolean, withCost: boolean): GridColumn<PpmRow, PpmField>[] {
  return [
    linked
      ? linkColumn("RefNo", "Ref No.", { to: (r) => paths.ppm(r.id), text: (r) => r.refNo }, { width: 110, apiField: "REFERENCE" })
      : textColumn("RefNo", "Ref No.", (r) => r.refNo, { width: 110, apiField: "REFERENCE" }),
    localDateColumn("FirstVisit", "First Visit", (r) => r.firstVisit, { width: 110, apiField: "FIRST_VISIT" }),
    textColumn("Client", "Client", (r) => r.clientName, { width: 160, apiField: "CLIENT" }),
    textColumn("Site", "Site", (r) => r.siteName, { width: 160, apiField: "SITE" }),
    textColumn("Contractor", "Contractor", (r) => r.contractorName, { width: 170, apiField: "CONTRACTOR" }),
    textColumn("SubTrade", "Sub-Trade", (r) => r.subTradeName, { width: 130, apiField: "SUB_TRADE" }),
    textColumn("Description", "Description", (r) => r.description, { width: 240, apiField: "DESCRIPTION" }),
    textColumn("Status", "Status", (r) => r.ppmStatus, { width: 90, apiField: "STATUS" }),
    ...(withCost ? [moneyColumn<PpmRow, PpmField>("Cost", "Cost", (r) => r.costPerAnnum, { width: 110, apiField: "COST" })] : []),
  ];
}

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

/** The PPMs the search finds, within the viewer's tenancy (a client its own schedules) */
function PpmResults({ text, linked, withCost }: { text: string; linked: boolean; withCost: boolean }) {
  const columns = useMemo(() => ppmColumns(linked, withCost), [linked, withCost]);
  const grid = useServerGrid(SearchResults_Ppms, {
    stateKey: "search-ppms",
    columns,
    page: (d) => d.ppms,
    variables: { text, withCost },
  });
  return <DataGrid {...grid} label="PPMs found" searchable={false} columnChooser={false} emptyText="No PPMs found" />;
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
  const openPpms = useMemo(() => canOpen(viewer, paths.ppms()), [viewer]);
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
            <PpmResults text={text} linked={openPpms} withCost={viewer.kind === "ADMIN" || viewer.kind === "STAFF"} />
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
