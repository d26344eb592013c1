import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyPpmFragment } from "../gql/graphql";
import { formId, idParam, mapFilters, optionalId, pageArgs, parseFilter, parseSort, text } from "./legacy";
import { legacyDate, legacyMoney, legacyVersion } from "./params";
import { modelSaves } from "./model";
import { legacy, list } from "./shape";
import { shim, ShimInputError } from "./shim";
import { legacyWorkOrder } from "./work-orders.routes";

/** A PPM schedule's fields, as the PPM row and the PPM record read them (costPerAnnum only for staff). */
graphql(`
  fragment LegacyPpm on Ppm {
    id
    refNo
    frequency
    weeksMonths
    firstVisit
    nextVisit
    clientId
    clientName
    siteId
    siteName
    assetId
    assetCode
    subTradeId
    subTradeName
    tradeId
    ppmStatusId
    ppmStatus
    contractorId
    contractorName
    description
    workOrderTypeId
    version
    costPerAnnum @include(if: $isStaff)
  }
`);

/**
 * A PPM in the legacy shape (portals §3): the PPM row (id, RefNo, FirstVisit, NextPPMVisit, Client,
 * Site, Contractor, Subtrade, Description, Status, Cost) and the PPM record (Frequency, WeeksMonths,
 * FirstVisit, NextPpmVisit, CostPerAnnum, AssetId 0 if none, WorkOrderTypeId, and the selections' ids).
 */
export const legacyPpm = legacy<Partial<LegacyPpmFragment> & { id: number }>({
  fields: {
    refNo: "RefNo",
    nextVisit: ["NextPpmVisit", "NextPPMVisit"],
    clientName: "Client",
    siteName: "Site",
    contractorName: ["Contractor", "ContractorName"],
    subTradeName: ["Subtrade", "SubTradeName"],
    ppmStatusId: ["PPMStatusId", "StatusId"],
    ppmStatus: "Status",
    assetId: (v) => ({ AssetId: v ?? 0 }),
    costPerAnnum: (v) => ({ CostPerAnnum: v ?? null, Cost: v ?? null }),
  },
});

/** The PPM grid's sort and filter fields, by their legacy names (any case). */
const FIELDS = {
  Id: "REFERENCE",
  RefNo: "REFERENCE",
  Reference: "REFERENCE",
  FirstVisit: "FIRST_VISIT",
  NextPPMVisit: "NEXT_VISIT",
  NextPpmVisit: "NEXT_VISIT",
  NextVisit: "NEXT_VISIT",
  Client: "CLIENT",
  Site: "SITE",
  Contractor: "CONTRACTOR",
  Subtrade: "SUB_TRADE",
  SubTradeName: "SUB_TRADE",
  Description: "DESCRIPTION",
  Status: "STATUS",
  Cost: "COST",
  CostPerAnnum: "COST",
  Frequency: "FREQUENCY",
} as const;

/** The pending PPM work orders' sort fields (portals §3 PPM pending work order). */
const PENDING_FIELDS = {
  Id: "REFERENCE",
  Reference: "REFERENCE",
  RefNo: "REFERENCE",
  Requested: "REQUESTED",
  Client: "CLIENT",
  Site: "SITE",
  DateOpened: "DATE_OPENED",
  DueDate: "DUE_DATE",
  Issue: "ISSUE",
  Details: "DETAILS",
  ContractorName: "CONTRACTOR",
  SubTradeName: "SUB_TRADE",
  Status: "STATUS",
} as const;

const listParams = z.object({ search: text(200), clientid: optionalId, siteid: optionalId, contractorid: optionalId });

const ppmForm = z.object({
  id: formId,
  version: legacyVersion,
  frequency: z.union([z.number(), z.string(), z.null()]).optional(),
  weeksmonths: z.string().nullish(),
  clientid: formId,
  siteid: formId,
  assetid: formId,
  subtradeid: formId,
  ppmstatusid: formId,
  statusid: formId,
  contractorid: formId,
  description: z.string().nullish(),
  firstvisit: legacyDate,
  nextppmvisit: legacyDate,
  nextvisit: legacyDate,
  costperannum: legacyMoney,
});

function ppmInput(args: Record<string, unknown>, id: number | null) {
  const f = ppmForm.parse(args);
  const frequency = f.frequency == null || String(f.frequency).trim() === "" ? null : Number(f.frequency);
  if (frequency !== null && !Number.isInteger(frequency)) throw new ShimInputError("Frequency: must be a whole number");
  return {
    id: id ?? f.id,
    version: f.version,
    frequency,
    weeksMonths: f.weeksmonths ?? null,
    clientId: f.clientid,
    siteId: f.siteid,
    assetId: f.assetid,
    subTradeId: f.subtradeid,
    ppmStatusId: f.ppmstatusid ?? f.statusid,
    contractorId: f.contractorid,
    description: f.description ?? null,
    firstVisit: f.firstvisit,
    nextVisit: f.nextppmvisit ?? f.nextvisit,
    costPerAnnum: f.costperannum,
  };
}

const SAVE = graphql(`
  mutation PpmsSave($isStaff: Boolean!, $input: SavePpmInput!) {
    savePpm(input: $input) {
      ppm {
        ...LegacyPpm
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

/** GET /api/PPMs/0: a new schedule, monthly, active, no asset (0), a PPM job (type 3). */
const BLANK_PPM = {
  id: 0,
  RefNo: null,
  Frequency: 1,
  WeeksMonths: "Months",
  FirstVisit: null,
  NextPpmVisit: null,
  NextPPMVisit: null,
  ClientId: null,
  SiteId: null,
  AssetId: 0,
  SubTradeId: null,
  PPMStatusId: 1,
  StatusId: 1,
  ContractorId: 0,
  Description: null,
  CostPerAnnum: null,
  Cost: null,
  WorkOrderTypeId: 3,
  Version: 0,
};

/** The ids of createPpmWorkOrder's body: an array of { id } (any case), or { ids: [...] }. */
function tickedIds(body: unknown): number[] {
  const items = Array.isArray(body)
    ? body
    : body && typeof body === "object" && Array.isArray((body as { ids?: unknown }).ids)
      ? (body as { ids: unknown[] }).ids
      : null;
  if (!items) throw new ShimInputError("Please select Pending Work Order");
  if (items.length > 500) throw new ShimInputError("at most 500 work orders at once");
  return items.map((item) => {
    const raw = item && typeof item === "object" ? ((item as Record<string, unknown>).id ?? (item as Record<string, unknown>).Id) : item;
    const id = idParam.safeParse(raw);
    if (!id.success) throw new ShimInputError("id: must be a whole number");
    return id.data;
  });
}

/**
 * PPM (portals §2.9, §7 PPM): the schedules (GET /api/PPMs, the generic model's GET/POST/PUT), the
 * pending PPM work orders awaiting conversion (POST /api/WorkOrders/ppms) and their conversion
 * (POST api/workorders/createPpmWorkOrder). /api/PPMStatus is a lookup (services/shared/src/lookups.ts).
 * Staff read and write; a client user reads its own client's schedules, a contractor user those it visits.
 */
export const ppmRoutes = [
  shim({
    method: "get",
    path: "/PPMs",
    tenancy: "scoped",
    operation: graphql(`
      query PpmsList(
        $isStaff: Boolean!
        $page: Int!
        $pageSize: Int!
        $search: String
        $clientId: Int
        $siteId: Int
        $contractorId: Int
        $sort: [PpmSortInput!]
        $filters: [PpmFilterInput!]
      ) {
        ppms(
          page: $page
          pageSize: $pageSize
          search: $search
          clientId: $clientId
          siteId: $siteId
          contractorId: $contractorId
          sort: $sort
          filters: $filters
        ) {
          totalCount
          nodes {
            ...LegacyPpm
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = listParams.parse(args);
      return {
        ...pageArgs(args),
        search: p.search,
        clientId: p.clientid || null,
        siteId: p.siteid || null,
        contractorId: p.contractorid || null,
        sort: parseSort(args.sort, FIELDS),
        filters: mapFilters(parseFilter(args.filter), FIELDS),
      };
    },
    result: ({ ppms }) => list(ppms.nodes.map(legacyPpm), ppms.totalCount),
  }),
  shim({
    method: "get",
    path: "/PPMs/:id",
    tenancy: "scoped",
    operation: graphql(`
      query PpmsModel($isStaff: Boolean!, $id: Int!) {
        ppm(id: $id) {
          ...LegacyPpm
        }
      }
    `),
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? BLANK_PPM : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ ppm }) => legacyPpm(ppm),
  }),
  ...modelSaves({
    path: "/PPMs",
    tenancy: "staff",
    operation: SAVE,
    variables: ({ args }, id) => ({ input: ppmInput(args, id) }),
    result: ({ savePpm }) => legacyPpm(savePpm.ppm!),
  }),
  shim({
    method: "post",
    path: "/WorkOrders/ppms",
    tenancy: "staff",
    operation: graphql(`
      query PpmsPendingWorkOrders($isStaff: Boolean!, $page: Int!, $pageSize: Int!, $search: String, $sort: [WorkOrderSortInput!]) {
        pendingPpmWorkOrders(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
          totalCount
          nodes {
            ...LegacyWorkOrderRow
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = z.object({ search: text(200), workordertypeid: optionalId, workorderstatusid: optionalId }).parse(args);
      // the list is the pending PPM orders: any other type or status asked for is a mistake of the caller
      if (p.workordertypeid && p.workordertypeid !== 3) throw new ShimInputError("workOrderTypeId: must be 3 (PPM)");
      if (p.workorderstatusid && p.workorderstatusid !== 8) throw new ShimInputError("workOrderStatusId: must be 8 (pending)");
      return { ...pageArgs(args), search: p.search, sort: parseSort(args.sort, PENDING_FIELDS) };
    },
    // the pending work order of portals §3: the work-order row, its status also as Status
    result: ({ pendingPpmWorkOrders }) =>
      list(
        pendingPpmWorkOrders.nodes.map((w) => ({ ...legacyWorkOrder(w), Status: w.workOrderStatus })),
        pendingPpmWorkOrders.totalCount,
      ),
  }),
  shim({
    method: "post",
    path: "/workorders/createPpmWorkOrder",
    tenancy: "staff",
    operation: graphql(`
      mutation PpmsConvert($ids: [Int!]!) {
        convertPpmWorkOrders(ids: $ids) {
          workOrderIds
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ body }) => ({ ids: tickedIds(body) }),
    // the client adds ' PPM not converted to Work Order, ...' to this text (§8)
    result: ({ convertPpmWorkOrders }) => ({
      Message: `${convertPpmWorkOrders.workOrderIds.length} PPM converted to Work Order${convertPpmWorkOrders.workOrderIds.length === 1 ? "" : "s"}`,
      Data: convertPpmWorkOrders.workOrderIds.map((id) => ({ id })),
      Total: convertPpmWorkOrders.workOrderIds.length,
    }),
  }),
];
