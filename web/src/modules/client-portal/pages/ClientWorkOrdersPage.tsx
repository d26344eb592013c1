import { useEffect, useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { ClientWorkOrdersPage_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { H4, Switch } from "../../../ui";
import { DataGrid, textColumn, useServerGrid } from "../../../ui/grid";
import { PortalPopups } from "../components/PortalPopups";
import { clientRefColumn, dateOpenedColumn, issueColumn, refColumn, siteColumn, statusColumn, subTradeColumn } from "../components/portal-columns";

export const ClientWorkOrdersPage_WorkOrders = graphql(`
  query ClientWorkOrdersPage_WorkOrders(
    $clientId: Int
    $ppm: Boolean
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(clientId: $clientId, ppm: $ppm, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        refNo
        dateOpened
        siteName
        issue
        clientRef
        subTradeName
        workOrderStatus
        showCategory
        assetCategoryId
      }
    }
  }
`);

export const ClientWorkOrdersPage_Categories = graphql(`
  query ClientWorkOrdersPage_Categories {
    assetCategories {
      id
      name
    }
  }
`);

type Row = ClientWorkOrdersPage_WorkOrdersQuery["workOrders"]["nodes"][number];

/**
 * #/client_portal/{id}/work-orders (portals §2.1 item 3): the client's orders, paged and searched
 * on the server (a client may hold 200,000): Ref No. opening the details popup, Date Opened, Site,
 * Issue, Client Ref, Sub-Trade, Status, and Category when the rows say categories are viewable.
 * Search (250 ms), column filters, 'Show PPM' (PPM orders are left out until it is on) and 'Clear
 * filters' while any of them is on.
 */
export function ClientWorkOrdersPage() {
  const clientId = Number(useParams().clientId);
  const [showPpm, setShowPpm] = useState(false);
  const { data: categories } = useQuery(ClientWorkOrdersPage_Categories);
  const columns = useMemo(() => {
    const names = new Map((categories?.assetCategories ?? []).map((c) => [c.id, c.name]));
    return [
      refColumn<Row>("Ref No.", "workOrder"),
      dateOpenedColumn<Row>(),
      siteColumn<Row>(),
      issueColumn<Row>(),
      clientRefColumn<Row>(),
      subTradeColumn<Row>(),
      statusColumn<Row>(),
      textColumn<Row, WorkOrderField>("Category", "Category", (r) => (r.assetCategoryId ? (names.get(r.assetCategoryId) ?? "") : ""), {
        width: 140,
        hiddenByDefault: true,
      }),
    ];
  }, [categories]);
  const grid = useServerGrid(ClientWorkOrdersPage_WorkOrders, {
    stateKey: "client-work-orders",
    columns,
    page: (data) => data.workOrders,
    // PPM orders only with the switch on: then every order (the argument left out)
    variables: { clientId, ...(showPpm ? {} : { ppm: false }) },
  });
  // the Category column shows only when the rows mark categories as viewable (spec §2.1 item 3)
  const showCategory = grid.rows.some((r) => r.showCategory);
  const { setHidden } = grid.view;
  useEffect(() => {
    if (grid.loaded) setHidden("Category", !showCategory);
    // setHidden is a new function each render; the visibility follows the rows only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showCategory, grid.loaded]);

  return (
    <div className="wo-portal__section">
      <H4>Work orders</H4>
      <DataGrid
        {...grid}
        label="Work orders"
        columnChooser={false}
        ownFiltersActive={showPpm}
        onClearOwnFilters={() => setShowPpm(false)}
        toolbar={<Switch className="wo-portal__switch" label="Show PPM" checked={showPpm} onChange={(e) => setShowPpm(e.currentTarget.checked)} />}
      />
      <PortalPopups clientId={clientId} />
    </div>
  );
}
