import { graphql } from "../gql";
import type { ClientPortalPpmRowFragment, ClientPortalWorkOrderRowFragment } from "../gql/graphql";
import { idParam, optionalId, pageArgs, parseSort } from "./legacy";
import { legacy, list } from "./shape";
import { shim, type ShimInput } from "./shim";
import { FIELDS } from "./work-orders.routes";

/**
 * The client portal's work-order lists (portals §2.1 items 1, 3 and 5, §3 "Client portal list rows",
 * §7): the dashboard's two grids, server-paged, and the whole work-order and PPM lists, streamed.
 * All read `workOrders` with the client's id and `ppm` (PPM work orders, type 3, or all but them);
 * a client user's rows are its own client's whatever id it sends (another client's id answers none).
 */

/** A row of the work-order lists (§3): id, RequestRefNo, RequestDate, DueDate, Site, SubTradeName, ... */
graphql(`
  fragment ClientPortalWorkOrderRow on WorkOrder {
    id
    refNo
    dateOpened
    dueDate
    siteName
    subTradeName
    workOrderType
    issue
    assetCode
    clientRef
    workOrderStatus
    assetCategoryId
    showCategory
  }
`);

/** A row of the PPM lists (§3): id, WorkOrderNumber / RefNo, DueDate, Site, ClientRef, SubTrade, Description, Status. */
graphql(`
  fragment ClientPortalPpmRow on WorkOrder {
    id
    refNo
    dueDate
    siteName
    clientRef
    subTradeName
    details
    workOrderStatus
  }
`);

type Categories = readonly { id: number; name: string }[];

/** A work-order row in the legacy shape: the asset category by name (shown when ViewCategory is set). */
const workOrderRow = (categories: Categories) =>
  legacy<ClientPortalWorkOrderRowFragment>({
    fields: {
      refNo: "RequestRefNo",
      dateOpened: "RequestDate",
      siteName: "Site",
      subTradeName: ["SubTradeName", "SubTrade"],
      assetCode: "Asset",
      assetCategoryId: (id) => ({ AssetCategory: categories.find((c) => c.id === id)?.name ?? null }),
      showCategory: "ViewCategory",
    },
  });

/** The dashboard's PPM row: id, RefNo, Site, Subtrade. */
const ppmDashboardRow = (r: ClientPortalPpmRowFragment) => ({ id: r.id, RefNo: r.refNo, Site: r.siteName, Subtrade: r.subTradeName });

/** The PPM list's row: id, WorkOrderNumber, DueDate, Site, ClientRef, SubTrade, Description, Status. */
const ppmRow = legacy<ClientPortalPpmRowFragment>({
  fields: { refNo: "WorkOrderNumber", siteName: "Site", subTradeName: "SubTrade", details: "Description", workOrderStatus: "Status" },
});

const WORK_ORDERS = graphql(`
  query ClientPortalWorkOrders($clientId: Int, $ppm: Boolean, $page: Int!, $pageSize: Int!, $sort: [WorkOrderSortInput!], $after: String) {
    workOrders(clientId: $clientId, ppm: $ppm, page: $page, pageSize: $pageSize, sort: $sort, after: $after) {
      totalCount
      endCursor
      nodes {
        ...ClientPortalWorkOrderRow
      }
    }
    assetCategories {
      id
      name
    }
  }
`);

const PPMS = graphql(`
  query ClientPortalPpms($clientId: Int, $page: Int!, $pageSize: Int!, $sort: [WorkOrderSortInput!], $after: String) {
    workOrders(clientId: $clientId, ppm: true, page: $page, pageSize: $pageSize, sort: $sort, after: $after) {
      totalCount
      endCursor
      nodes {
        ...ClientPortalPpmRow
      }
    }
  }
`);

/** The dashboard grids' parameters: page, pageSize, sort (Field_ASC), clientId. */
const pagedVariables = ({ args }: ShimInput) => ({
  clientId: optionalId.parse(args.clientid),
  ...pageArgs(args),
  sort: parseSort(args.sort, FIELDS),
});

/**
 * A whole list (`/{clientId}`): from the first row, in reference order, page after page by cursor;
 * each page read holds pageSize rows (the most a page may hold when none is given).
 */
const wholeVariables = ({ args }: ShimInput) => ({ clientId: idParam.parse(args.clientid), page: 1, pageSize: pageArgs(args).pageSize });

export const clientPortalRoutes = [
  shim({
    method: "get",
    path: "/ClientPortal/CustomerPortalDashboardWorkOrderList",
    tenancy: "scoped:client",
    operation: WORK_ORDERS,
    variables: (input) => ({ ...pagedVariables(input), ppm: false }),
    result: ({ workOrders, assetCategories }) => list(workOrders.nodes.map(workOrderRow(assetCategories)), workOrders.totalCount),
  }),
  shim({
    method: "get",
    path: "/ClientPortal/CustomerPortalDashboardPPMList",
    tenancy: "scoped:client",
    operation: PPMS,
    variables: pagedVariables,
    result: ({ workOrders }) => list(workOrders.nodes.map(ppmDashboardRow), workOrders.totalCount),
  }),
  shim({
    method: "get",
    path: "/ClientPortal/clientportalworkorders/:clientId",
    tenancy: "scoped:client",
    operation: WORK_ORDERS,
    variables: (input) => ({ ...wholeVariables(input), ppm: false }),
    stream: { next: ({ workOrders }) => workOrders.endCursor },
    result: ({ workOrders, assetCategories }) => workOrders.nodes.map(workOrderRow(assetCategories)),
  }),
  shim({
    method: "get",
    path: "/ClientPortal/clientportalppmworkorders/:clientId",
    tenancy: "scoped:client",
    operation: PPMS,
    variables: wholeVariables,
    stream: { next: ({ workOrders }) => workOrders.endCursor },
    result: ({ workOrders }) => workOrders.nodes.map(ppmRow),
  }),
];
