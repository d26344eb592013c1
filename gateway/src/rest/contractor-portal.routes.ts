import { CONTRACTOR_ACTION_STATUSES, CONTRACTOR_UPCOMING_PPM_STATUSES } from "@wo/shared";
import { z } from "zod";
import { graphql } from "../gql";
import type { ContractorPortalWorkOrderRowFragment } from "../gql/graphql";
import { idParam, optionalId, pageArgs, parseSort } from "./legacy";
import { legacy, list } from "./shape";
import { shim, ShimInputError, type ShimInput } from "./shim";
import { FIELDS } from "./work-orders.routes";

/**
 * The contractor portal's own calls (portals §2.2, §3 "Work order (contractor view)", §7 "Contractor
 * portal"): the dashboard's open-requests counter and its two grids, the whole list of its orders
 * (streamed), and the drop-downs of its forms. Each reads the contractor's orders through
 * `workOrders(contractorId)` and its counters, sites, contacts through their own fields; a contractor
 * user's rows are its own whatever contractor id it sends (naming another contractor it gets none: 0
 * and empty lists, as the client portal's lists answer; its contacts, 403). Staff may call them with
 * a contractor's id (a staff view of a portal). Its other calls (notes, documents, quotes, logs,
 * submission, AssetDropdown, JobTypeDropdown) are declared with their families.
 */

/** A row of the contractor's lists (§3 "Work order (contractor view)"); a client user calling them reads no costs. */
graphql(`
  fragment ContractorPortalWorkOrderRow on WorkOrder {
    id
    refNo
    workOrderStatusId
    workOrderStatus
    subTradeId
    subTradeName
    siteId
    siteName
    clientId
    clientName
    contractorId
    contactId
    workOrderTypeId
    workOrderType
    ... @skip(if: $isClient) {
      actualCost
      missingInfo
    }
    dueDate
    dateOpened
    progressCode
    issue
    details
  }
`);

/** §3: id, WorkOrderNumber or RefNo, the ids, Client, Site, Description (the details), Issue, Details, ActualCost, MissingInfo, ... */
const workOrderRow = legacy<ContractorPortalWorkOrderRowFragment>({
  fields: {
    refNo: ["WorkOrderNumber", "RefNo"],
    subTradeName: "SubTrade",
    siteName: "Site",
    clientName: "Client",
    details: ["Description", "Details"],
  },
});

const WORK_ORDERS = graphql(`
  query ContractorPortalWorkOrders(
    $isClient: Boolean!
    $contractorId: Int
    $statuses: [Int!]
    $ppm: Boolean
    $page: Int!
    $pageSize: Int!
    $sort: [WorkOrderSortInput!]
    $after: String
  ) {
    workOrders(contractorId: $contractorId, statuses: $statuses, ppm: $ppm, page: $page, pageSize: $pageSize, sort: $sort, after: $after) {
      totalCount
      endCursor
      nodes {
        ...ContractorPortalWorkOrderRow
      }
    }
  }
`);

const params = z.object({ contractorid: optionalId });

/** A dashboard grid's parameters: page, pageSize (10 on the dashboard, §9), sort (Field_ASC), contractorId. */
const pagedVariables = ({ args }: ShimInput) => ({
  contractorId: params.parse(args).contractorid ?? null,
  ...pageArgs(args),
  sort: parseSort(args.sort, FIELDS),
});

/** The contractor's id where a call must name it (the contact list: a user's tenant is named, never guessed). */
const contractorIdOf = (args: Record<string, unknown>) => {
  const id = optionalId.parse(args.contractorid ?? args.entityid);
  if (!id) throw new ShimInputError("contractorId is required");
  return id;
};

export const contractorPortalRoutes = [
  // the dashboard's open-requests counter: status 1 within its own orders, as workOrderCounters.requestAwaitingAResponse
  shim({
    method: "get",
    path: "/ContractorPortal/OpenRequestCount",
    tenancy: "scoped",
    operation: graphql(`
      query ContractorPortalOpenRequestCount($contractorId: Int) {
        workOrderCounters(contractorId: $contractorId) {
          requestAwaitingAResponse
        }
      }
    `),
    variables: ({ args }) => ({ contractorId: params.parse(args).contractorid ?? null }),
    result: ({ workOrderCounters }) => workOrderCounters.requestAwaitingAResponse,
  }),
  // work orders requiring its action: Open (2) and Awaiting Quote (3), paged
  shim({
    method: "get",
    path: "/ContractorPortal/WorkOrdersRequireAction",
    tenancy: "scoped",
    operation: WORK_ORDERS,
    variables: (input) => ({ ...pagedVariables(input), statuses: [...CONTRACTOR_ACTION_STATUSES] }),
    result: ({ workOrders }) => list(workOrders.nodes.map(workOrderRow), workOrders.totalCount),
  }),
  // upcoming PPM: its PPM work orders (type 3) that are Open, the soonest due first (overdue ones, still to do, first of all)
  shim({
    method: "get",
    path: "/ContractorPortal/UpcomingWorkOrdersDash",
    tenancy: "scoped",
    operation: WORK_ORDERS,
    variables: (input) => {
      const v = pagedVariables(input);
      return {
        ...v,
        ppm: true,
        statuses: [...CONTRACTOR_UPCOMING_PPM_STATUSES],
        sort: v.sort ?? [{ field: "DUE_DATE" as const, direction: "ASC" as const }],
      };
    },
    result: ({ workOrders }) => list(workOrders.nodes.map(workOrderRow), workOrders.totalCount),
  }),
  // its whole list of orders (every status), in reference order, streamed page by page: filtered in the browser
  shim({
    method: "get",
    path: "/ContractorPortal/customerworkorders/:contractorId",
    tenancy: "scoped",
    operation: WORK_ORDERS,
    variables: ({ args }) => ({ contractorId: idParam.parse(args.contractorid), page: 1, pageSize: pageArgs(args).pageSize }),
    stream: { next: ({ workOrders }) => workOrders.endCursor },
    result: ({ workOrders }) => workOrders.nodes.map(workOrderRow),
  }),
  // its orders for a drop-down: id and Name (the reference), in reference order, streamed
  shim({
    method: "get",
    path: "/ContractorPortal/WorkOrderDropdown",
    tenancy: "scoped",
    operation: graphql(`
      query ContractorPortalWorkOrderDropdown($contractorId: Int, $page: Int!, $pageSize: Int!, $after: String) {
        workOrders(contractorId: $contractorId, page: $page, pageSize: $pageSize, after: $after) {
          totalCount
          endCursor
          nodes {
            id
            refNo
          }
        }
      }
    `),
    variables: ({ args }) => ({ contractorId: params.parse(args).contractorid ?? null, page: 1, pageSize: pageArgs(args).pageSize }),
    stream: { next: ({ workOrders }) => workOrders.endCursor },
    result: ({ workOrders }) => workOrders.nodes.map((w) => ({ id: w.id, Name: w.refNo })),
  }),
  // the sites where it has work (a staff user: every site)
  shim({
    method: "get",
    path: "/ContractorPortal/SiteDropdown",
    tenancy: "scoped",
    operation: graphql(`
      query ContractorPortalSiteDropdown {
        siteList {
          id
          name
          siteCode
        }
      }
    `),
    result: ({ siteList }) => siteList.map(legacy()),
  }),
  // its contacts: the contractor's own users of user type 3 (portals §6); another contractor's: 403 (the same call as /api/Users/Dropdown)
  shim({
    method: "get",
    path: "/ContractorPortal/ContactDropdown",
    tenancy: "scoped",
    operation: graphql(`
      query ContractorPortalContactDropdown($entityName: String!, $entityId: Int!) {
        userOptions(entityName: $entityName, entityId: $entityId) {
          id
          fullName
          mobile
        }
      }
    `),
    variables: ({ args }) => ({
      // the contractor's (contractorId, or entityId); entityName=Client names a client, as /api/Users/Dropdown reads it
      entityName: /^client/i.test(String(args.entityname ?? "")) ? "Client" : "Contractor",
      entityId: contractorIdOf(args),
    }),
    result: ({ userOptions }) => userOptions.map(legacy()),
  }),
];
