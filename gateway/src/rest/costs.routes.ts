import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyLogMaterialFragment, LegacyLogTimeFragment } from "../gql/graphql";
import { formFlag, formId, idParam, optionalId, pageArgs, parseSort } from "./legacy";
import { legacyDate, legacyMoney, legacyVersion } from "./params";
import { modelSaves } from "./model";
import { legacy, list } from "./shape";
import { shim, ShimInputError } from "./shim";

/** A time entry's fields, as the logged time grids read them (§3 LogTime; portals §3 Log time). */
graphql(`
  fragment LegacyLogTime on LogTime {
    id
    workOrderId
    workDate
    timeFrom
    timeTo
    numberOfEngineers
    manHours
    normalHours
    oohHours
    costPerHour
    costhours
    callOutCharge
    bankHoliday
    progressCodeId
    progressCode
    dateCreated
    version
  }
`);

/** A material entry's fields (§3 LogMaterial; portals §3 Log material). */
graphql(`
  fragment LegacyLogMaterial on LogMaterial {
    id
    workOrderId
    logMaterialTypeId
    materialType
    description
    costPerItem
    quantity
    totalCost
    dateCreated
    version
  }
`);

/** A time entry in the legacy shape: id, WorkOrderId, WorkDate, TimeFrom, TimeTo, NumberOfEngineers, ManHours, CostPerHour, Costhours, BankHoliday, ProgressCode, DateCreated (and the rest PascalCased). */
export const legacyLogTime = legacy<LegacyLogTimeFragment>();
/** A material entry in the legacy shape: id, WorkOrderId, Description, CostPerItem, Quantity, TotalCost, LogMaterialTypeId, MaterialType, DateCreated. */
export const legacyLogMaterial = legacy<LegacyLogMaterialFragment>();

/** The logged time grid's sort fields, by their legacy names (any case). */
const TIME_FIELDS = {
  Id: "ID",
  WorkDate: "WORK_DATE",
  TimeFrom: "TIME_FROM",
  TimeTo: "TIME_TO",
  NumberOfEngineers: "NUMBER_OF_ENGINEERS",
  ManHours: "MAN_HOURS",
  CostPerHour: "COST_PER_HOUR",
  Costhours: "COSTHOURS",
  CallOutCharge: "CALL_OUT_CHARGE",
  DateCreated: "DATE_CREATED",
} as const;

/** The logged materials grid's sort fields. */
const MATERIAL_FIELDS = {
  Id: "ID",
  Description: "DESCRIPTION",
  MaterialType: "MATERIAL_TYPE",
  CostPerItem: "COST_PER_ITEM",
  Quantity: "QUANTITY",
  TotalCost: "TOTAL_COST",
  DateCreated: "DATE_CREATED",
} as const;

const listParams = z.object({ workorderid: optionalId });

/** A time of day as the time pickers send it: HH:mm (or HH:mm:ss, or a date-time whose time is taken); empty is none; the service checks it. */
const formTime = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (v == null || v.trim() === "") return null;
    const t = v.trim();
    const m = /T(\d{2}:\d{2})/.exec(t);
    return m ? m[1]! : t.slice(0, 8);
  });

const wholeOrNull = (v: unknown, message: string): number | null => {
  if (v == null || String(v).trim() === "") return null;
  const n = Number(String(v).trim());
  if (!Number.isInteger(n)) throw new ShimInputError(message);
  return n;
};

const timeForm = z.object({
  id: formId,
  version: legacyVersion,
  workorderid: formId,
  workdate: legacyDate,
  timefrom: formTime,
  timeto: formTime,
  numberofengineers: z.union([z.number(), z.string(), z.null()]).optional(),
  bankholiday: formFlag,
  progresscodeid: formId,
});

function timeInput(args: Record<string, unknown>, id: number | null) {
  const f = timeForm.parse(args);
  return {
    id: id ?? f.id,
    version: f.version,
    workOrderId: f.workorderid,
    workDate: f.workdate,
    timeFrom: f.timefrom,
    timeTo: f.timeto,
    numberOfEngineers: wholeOrNull(f.numberofengineers, "Number of engineers must be a whole number of at least 0"),
    bankHoliday: f.bankholiday ?? false,
    progressCodeId: f.progresscodeid,
  };
}

const materialForm = z.object({
  id: formId,
  version: legacyVersion,
  workorderid: formId,
  logmaterialtypeid: formId,
  description: z.string().nullish(),
  costperitem: legacyMoney,
  quantity: legacyMoney,
});

function materialInput(args: Record<string, unknown>, id: number | null) {
  const f = materialForm.parse(args);
  return {
    id: id ?? f.id,
    version: f.version,
    workOrderId: f.workorderid,
    logMaterialTypeId: f.logmaterialtypeid,
    description: f.description ?? null,
    costPerItem: f.costperitem,
    quantity: f.quantity,
  };
}

/**
 * The work order a cost call names (entityId with entityName=WorkOrder, the default); null when it
 * names none or another kind of entity, which has no costs: the call then answers them empty (after
 * the caller's access is checked, as a blank model is).
 */
function workOrderEntity(args: Record<string, unknown>): number | null {
  const p = z.object({ entityid: optionalId, entityname: z.string().optional() }).parse(args);
  if (p.entityname != null && p.entityname.toLowerCase() !== "workorder") return null;
  return p.entityid || null;
}

const NO_COUNTERS = { totalhours: 0, totalhourscost: 0, totaladdcost: 0, loggedtotal: 0, CallOutCharge: 0 };

const SAVE_TIME = graphql(`
  mutation CostsSaveLogTime($input: SaveLogTimeInput!) {
    saveLogTime(input: $input) {
      logTime {
        ...LegacyLogTime
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const SAVE_MATERIAL = graphql(`
  mutation CostsSaveLogMaterial($input: SaveLogMaterialInput!) {
    saveLogMaterial(input: $input) {
      logMaterial {
        ...LegacyLogMaterial
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const DELETE_TIME = graphql(`
  mutation CostsDeleteLogTime($id: Int!) {
    deleteLogTime(id: $id) {
      deletedId
    }
  }
`);

const deleteTime = (path: string) =>
  shim({
    method: "delete",
    path,
    tenancy: "scoped:contractor",
    operation: DELETE_TIME,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteLogTime }) => ({ id: deleteLogTime.deletedId }),
  });

/**
 * Logged time and materials, the cost counters, billing costs and the quoted cost row (§7 Costs;
 * portals §7; docs/billing.md). Staff and the order's contractor read the logs and counters and write
 * the logs (staff holding reporting at full; a contractor only its own entries, on its own orders, while
 * they are open to it); client users never read logs, rates or counters, but read the quoted cost of
 * their own orders. An order not the caller's answers 404.
 */
export const costRoutes = [
  shim({
    method: "get",
    path: "/LogTimes",
    tenancy: "scoped:contractor",
    operation: graphql(`
      query CostsLogTimes($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [LogTimeSortInput!]) {
        logTimes(workOrderId: $workOrderId, page: $page, pageSize: $pageSize, sort: $sort) {
          totalCount
          nodes {
            ...LegacyLogTime
          }
        }
      }
    `),
    // without a work order, an empty list (the grid before one is chosen)
    blank: ({ args }) => (listParams.parse(args).workorderid ? undefined : list([])),
    variables: ({ args }) => ({ workOrderId: listParams.parse(args).workorderid ?? 0, ...pageArgs(args), sort: parseSort(args.sort, TIME_FIELDS) }),
    result: ({ logTimes }) => list(logTimes.nodes.map(legacyLogTime), logTimes.totalCount),
  }),
  ...modelSaves({
    path: "/LogTimes",
    tenancy: "scoped:contractor",
    operation: SAVE_TIME,
    variables: ({ args }, id) => ({ input: timeInput(args, id) }),
    result: ({ saveLogTime }) => legacyLogTime(saveLogTime.logTime!),
  }),
  deleteTime("/LogTimes/:id"),
  // one screen deletes time entries here (§7)
  deleteTime("/CostEntries/:id"),
  shim({
    method: "get",
    path: "/LogMaterials",
    tenancy: "scoped:contractor",
    operation: graphql(`
      query CostsLogMaterials($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [LogMaterialSortInput!]) {
        logMaterials(workOrderId: $workOrderId, page: $page, pageSize: $pageSize, sort: $sort) {
          totalCount
          nodes {
            ...LegacyLogMaterial
          }
        }
      }
    `),
    blank: ({ args }) => (listParams.parse(args).workorderid ? undefined : list([])),
    variables: ({ args }) => ({
      workOrderId: listParams.parse(args).workorderid ?? 0,
      ...pageArgs(args),
      sort: parseSort(args.sort, MATERIAL_FIELDS),
    }),
    result: ({ logMaterials }) => list(logMaterials.nodes.map(legacyLogMaterial), logMaterials.totalCount),
  }),
  ...modelSaves({
    path: "/LogMaterials",
    tenancy: "scoped:contractor",
    operation: SAVE_MATERIAL,
    variables: ({ args }, id) => ({ input: materialInput(args, id) }),
    result: ({ saveLogMaterial }) => legacyLogMaterial(saveLogMaterial.logMaterial!),
  }),
  shim({
    method: "delete",
    path: "/LogMaterials/:id",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation CostsDeleteLogMaterial($id: Int!) {
        deleteLogMaterial(id: $id) {
          deletedId
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteLogMaterial }) => ({ id: deleteLogMaterial.deletedId }),
  }),
  shim({
    method: "get",
    path: "/WorkOrders/CostCounters",
    tenancy: "scoped:contractor",
    operation: graphql(`
      query CostsCounters($isStaff: Boolean!, $workOrderId: Int!) {
        costCounters(workOrderId: $workOrderId) {
          totalHours
          totalHoursCost
          totalAddCost
          callOutCharge
          loggedTotal
          overBudget @include(if: $isStaff)
        }
      }
    `),
    // without a work order, nothing logged (as the lists)
    blank: ({ args }) => (listParams.parse(args).workorderid ? undefined : NO_COUNTERS),
    variables: ({ args }) => ({ workOrderId: listParams.parse(args).workorderid ?? 0 }),
    // the spec's own casing (§3 Cost counters); OverBudget, which tells the budget, is staff's: left out for a contractor
    result: ({ costCounters: c }) => ({
      totalhours: c.totalHours,
      totalhourscost: c.totalHoursCost,
      totaladdcost: c.totalAddCost,
      loggedtotal: c.loggedTotal,
      CallOutCharge: c.callOutCharge,
      OverBudget: c.overBudget,
    }),
  }),
  shim({
    method: "get",
    path: "/Billings/Costs",
    tenancy: "scoped:contractor",
    operation: graphql(`
      query CostsBillingCosts($workOrderId: Int!) {
        costCounters(workOrderId: $workOrderId) {
          quotedCost
          loggedTotal
        }
      }
    `),
    blank: ({ args }) => (workOrderEntity(args) ? undefined : { QuotedCosts: 0, loggedtotal: 0 }),
    variables: ({ args }) => ({ workOrderId: workOrderEntity(args) ?? 0 }),
    // §3 Billing costs: QuotedCosts (0 without an accepted quote), loggedtotal
    result: ({ costCounters: c }) => ({ QuotedCosts: c.quotedCost ?? 0, loggedtotal: c.loggedTotal }),
  }),
  shim({
    method: "get",
    path: "/Billings/QuotedCost",
    tenancy: "scoped",
    operation: graphql(`
      query CostsQuotedCost($workOrderId: Int!) {
        quotedCost(workOrderId: $workOrderId) {
          quoteText
          quoteTotal
        }
      }
    `),
    blank: ({ args }) => (workOrderEntity(args) ? undefined : { QuoteText: null, QuoteTotal: null }),
    variables: ({ args }) => ({ workOrderId: workOrderEntity(args) ?? 0 }),
    // §3 Quoted cost row; both empty when the order has no accepted quote
    result: ({ quotedCost }) => ({ QuoteText: quotedCost?.quoteText ?? null, QuoteTotal: quotedCost?.quoteTotal ?? null }),
  }),
];
