import { argument, declareList, SortDirection } from "@wo/shared";
import { LOG_TENANCY, LogMaterial, LogTime } from "./log.entity";

/** When an entry was made, as an ISO instant (the row's Date). */
const ISO_CREATED = `to_char(l.date_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A time entry's row: every field of §3 LogTime, with the progress code's name. */
export const LOG_TIME_SELECT = `l.id, l.work_order_id as "workOrderId", l.contractor_id as "contractorId", l.work_date::text as "workDate",
  to_char(l.time_from, 'HH24:MI') as "timeFrom", to_char(l.time_to, 'HH24:MI') as "timeTo", l.number_of_engineers as "numberOfEngineers",
  l.bank_holiday as "bankHoliday", l.progress_code_id as "progressCodeId",
  (select p.name from work_orders.v_progress_code p where p.id = l.progress_code_id) as "progressCode",
  l.man_hours::text as "manHours", l.normal_hours::text as "normalHours", l.ooh_hours::text as "oohHours",
  l.cost_per_hour::text as "costPerHour", l.costhours::text as "costhours", l.call_out_charge::text as "callOutCharge",
  l.created_by_id as "createdById", ${ISO_CREATED} as "dateCreated", l.version`;

/** A material entry's row: every field of §3 LogMaterial, with the material type's name. */
export const LOG_MATERIAL_SELECT = `l.id, l.work_order_id as "workOrderId", l.contractor_id as "contractorId",
  l.log_material_type_id as "logMaterialTypeId",
  (select t.name from billing.log_material_type t where t.id = l.log_material_type_id) as "materialType",
  l.description, l.cost_per_item::text as "costPerItem", l.quantity::text as "quantity", l.total_cost::text as "totalCost",
  l.created_by_id as "createdById", ${ISO_CREATED} as "dateCreated", l.version`;

const workOrderArgument = argument<number>({ where: (id) => ["l.work_order_id = ?", [id]] });

/** One work order's logged time (GET /api/LogTimes?workOrderId): newest work first unless asked otherwise. */
export const LOG_TIME_LIST = declareList({
  names: { field: "LogTimeField", sortInput: "LogTimeSortInput" },
  entity: LogTime,
  from: "billing.log_time l",
  key: ["l.id"],
  tenancy: LOG_TENANCY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "l.id", filter: "l.id" },
    WORK_DATE: { field: "workDate", kind: "date", notNull: true, sort: "l.work_date", filter: "l.work_date" },
    TIME_FROM: { field: "timeFrom", kind: "text", notNull: true, sort: "l.time_from", filter: "to_char(l.time_from, 'HH24:MI')" },
    TIME_TO: { field: "timeTo", kind: "text", notNull: true, sort: "l.time_to", filter: "to_char(l.time_to, 'HH24:MI')" },
    NUMBER_OF_ENGINEERS: {
      field: "numberOfEngineers",
      kind: "number",
      notNull: true,
      sort: "l.number_of_engineers",
      filter: "l.number_of_engineers",
    },
    MAN_HOURS: { field: "manHours", kind: "decimal", notNull: true, sort: "l.man_hours", filter: "l.man_hours" },
    COST_PER_HOUR: { field: "costPerHour", kind: "decimal", sort: "l.cost_per_hour", filter: "l.cost_per_hour" },
    COSTHOURS: { field: "costhours", kind: "decimal", notNull: true, sort: "l.costhours", filter: "l.costhours" },
    CALL_OUT_CHARGE: { field: "callOutCharge", kind: "decimal", notNull: true, sort: "l.call_out_charge", filter: "l.call_out_charge" },
    DATE_CREATED: { field: "dateCreated", kind: "date", notNull: true, sort: "l.date_created", filter: "l.date_created" },
  },
  defaultSort: { field: "WORK_DATE", direction: SortDirection.DESC, description: "Default: the newest work first" },
  arguments: { workOrderId: workOrderArgument },
  rows: { select: LOG_TIME_SELECT, byKey: true },
});

/** One work order's logged materials (GET /api/LogMaterials?workOrderId): newest first unless asked otherwise. */
export const LOG_MATERIAL_LIST = declareList({
  names: { field: "LogMaterialField", sortInput: "LogMaterialSortInput" },
  entity: LogMaterial,
  from: "billing.log_material l",
  key: ["l.id"],
  tenancy: LOG_TENANCY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "l.id", filter: "l.id" },
    DESCRIPTION: { field: "description", kind: "text", notNull: true, sort: "l.description", filter: "l.description" },
    MATERIAL_TYPE: {
      field: "materialType",
      kind: "text",
      sort: "(select t.name from billing.log_material_type t where t.id = l.log_material_type_id)",
      filter: "(select t.name from billing.log_material_type t where t.id = l.log_material_type_id)",
    },
    COST_PER_ITEM: { field: "costPerItem", kind: "decimal", notNull: true, sort: "l.cost_per_item", filter: "l.cost_per_item" },
    QUANTITY: { field: "quantity", kind: "decimal", notNull: true, sort: "l.quantity", filter: "l.quantity" },
    TOTAL_COST: { field: "totalCost", kind: "decimal", notNull: true, sort: "l.total_cost", filter: "l.total_cost" },
    DATE_CREATED: { field: "dateCreated", kind: "date", notNull: true, sort: "l.date_created", filter: "l.date_created" },
  },
  defaultSort: { field: "ID", direction: SortDirection.DESC, description: "Default: the newest entry first" },
  arguments: { workOrderId: workOrderArgument },
  rows: { select: LOG_MATERIAL_SELECT, byKey: true },
});
