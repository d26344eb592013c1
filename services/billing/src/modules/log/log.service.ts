import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  ForbiddenError,
  intArray,
  isMoneyInput,
  LOG_NO_CONTRACTOR,
  lockWorkOrderCosts,
  londonToday,
  money,
  NotFoundError,
  readList,
  tenantScope,
  tenantSql,
  type FieldErrorShape,
  type Page,
  type Viewer,
} from "@wo/shared";
import { costTime, isTimeOfDay } from "./log.costing";
import { costCounters, lockCounters, recountCounters } from "./log.counters";
import { LOG_TENANCY, LogMaterial, LogTime } from "./log.entity";
import type { LogMaterialsArgs, LogTimesArgs, SaveLogMaterialInput, SaveLogTimeInput } from "./log.input";
import { LOG_MATERIAL_LIST, LOG_MATERIAL_SELECT, LOG_TIME_LIST, LOG_TIME_SELECT } from "./log.list";
import { sqlOf } from "./log.sql";
import { orderForLogs, visibleOrder, type LogOrder } from "./log.order";
import { rateCardFor } from "./log.rates";
import { LogError, type CostCounters, type DeleteLogPayload, type SaveLogMaterialPayload, type SaveLogTimePayload } from "./log.type";

/** The spec's texts (portals §5, §8). */
export const REQUIRED_FIELDS = "Required fields";
export const DATE_REQUIRED = "Date is a required field";
export const STALE_LOG = "This entry was changed by someone else: reload it and try again";
export const NO_CONTRACTOR = LOG_NO_CONTRACTOR;

const asDate = (v: unknown) => (v == null ? v : v instanceof Date ? v : new Date(String(v)));

type Kind = "time" | "material";
const TABLE: Record<Kind, string> = { time: "billing.log_time", material: "billing.log_material" };
const SELECT: Record<Kind, string> = { time: LOG_TIME_SELECT, material: LOG_MATERIAL_SELECT };

/** Entries by id, with their names, that the viewer may see (one query, in `em`'s transaction when it is one), in the order of `ids`. */
async function entriesByIds<T>(em: EntityManager, viewer: Viewer, kind: Kind, ids: readonly number[]): Promise<T[]> {
  if (!ids.length) return [];
  const [tenant, params] = tenantSql(tenantScope(viewer), LOG_TENANCY);
  const rows = await sqlOf(em)<Record<string, unknown>[]>(`select ${SELECT[kind]} from ${TABLE[kind]} l where l.id = any(?::int[]) and ${tenant}`, [
    intArray(ids),
    ...params,
  ]);
  const byId = new Map(rows.map((r) => [r.id as number, { ...r, dateCreated: asDate(r.dateCreated) } as T]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** A page of one order's entries (the list reads the rows with their names); the order must be the viewer's (NOT_FOUND otherwise). */
async function listEntries<T>(em: EntityManager, viewer: Viewer, kind: Kind, args: LogTimesArgs | LogMaterialsArgs): Promise<Page<T>> {
  if (viewer.isClient) throw new ForbiddenError();
  const scope = tenantScope(viewer);
  await visibleOrder(em, scope, args.workOrderId);
  const page =
    kind === "time"
      ? await readList(em, LOG_TIME_LIST, scope, args as LogTimesArgs)
      : await readList(em, LOG_MATERIAL_LIST, scope, args as LogMaterialsArgs);
  return { ...page, nodes: page.nodes.map((r) => ({ ...r, dateCreated: asDate(r.dateCreated) }) as T) };
}

export const listLogTimes = (em: EntityManager, viewer: Viewer, args: LogTimesArgs) => listEntries<LogTime>(em, viewer, "time", args);
export const listLogMaterials = (em: EntityManager, viewer: Viewer, args: LogMaterialsArgs) => listEntries<LogMaterial>(em, viewer, "material", args);

/**
 * The entry being changed, or NOT_FOUND: an entry the viewer may not see (another contractor's, or on
 * an order no longer its own) answers as a missing one.
 */
async function existingEntry(em: EntityManager, viewer: Viewer, kind: Kind, id: number): Promise<{ workOrderId: number; contractorId: number }> {
  const [row] = await entriesByIds<{ workOrderId: number; contractorId: number }>(em, viewer, kind, [id]);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Runs a log write of one order in its own transaction, serialised with every other write of the
 * order's costs (docs/billing.md "One lock for an order's costs"): the order's cost lock first
 * (lockWorkOrderCosts, which work-orders' mark complete, submit and amend take too), then, read after
 * it, the entry being changed (when `entryId`), and the order with the rules of who may write its logs
 * and in which status (orderForLogs); then `work`. So a write and a submission of the same order run
 * one after the other, whichever comes second sees what the first committed, and no write lands on an
 * order after its costs were submitted. The entry's order is read first, outside, only to know which
 * order to lock (an entry never moves to another order).
 */
async function writeLogs<T>(
  em: EntityManager,
  viewer: Viewer,
  target: { kind: Kind; entryId: number | null; workOrderId: number },
  work: (tx: EntityManager, order: LogOrder, existing: { workOrderId: number; contractorId: number } | null) => Promise<T>,
): Promise<T> {
  if (viewer.isClient) throw new ForbiddenError();
  return em.transactional(async (tx) => {
    await lockWorkOrderCosts(tx, target.workOrderId);
    const existing = target.entryId ? await existingEntry(tx, viewer, target.kind, target.entryId) : null;
    const order = await orderForLogs(tx, viewer, target.workOrderId);
    if (order.contractorId == null) throw new ForbiddenError(NO_CONTRACTOR);
    return work(tx, order, existing);
  });
}

/** The order a write names: the entry's own when it changes one (NOT_FOUND when the viewer may not see it). */
async function orderOfWrite(em: EntityManager, viewer: Viewer, kind: Kind, id: number | null, workOrderId: number | null | undefined) {
  if (viewer.isClient) throw new ForbiddenError();
  return id ? (await existingEntry(em, viewer, kind, id)).workOrderId : workOrderId || null;
}

const refusedTime = (code: string, message: string, fieldErrors: FieldErrorShape[] = []): SaveLogTimePayload => ({
  logTime: null,
  costCounters: null,
  error: errorOf(LogError, code, message, fieldErrors),
});
const refusedMaterial = (code: string, message: string, fieldErrors: FieldErrorShape[] = []): SaveLogMaterialPayload => ({
  logMaterial: null,
  costCounters: null,
  error: errorOf(LogError, code, message, fieldErrors),
});

const describeTime = (t: { workDate: string; timeFrom: string; timeTo: string; numberOfEngineers: number; manHours: string; costhours: string }) =>
  `${t.workDate} ${t.timeFrom}–${t.timeTo}, ${t.numberOfEngineers} engineer${t.numberOfEngineers === 1 ? "" : "s"} (${t.manHours} man-hours, £${t.costhours})`;

/**
 * Creates (id 0 or absent) or updates a time entry (docs/billing.md "Logged time"): the date is required
 * ('Date is a required field'), the times (HH:mm) and the number of engineers too ('Required fields');
 * engineers a whole number of at least 0; the date not in the future; the progress code one of
 * work-orders'. Its hours and cost are worked out from the contractor's rate card and time windows on
 * every save. In one transaction with the order's counters (locked first) and an audit line.
 */
export async function saveLogTime(em: EntityManager, viewer: Viewer, input: SaveLogTimeInput): Promise<SaveLogTimePayload> {
  const id = input.id || null;
  const workOrderId = await orderOfWrite(em, viewer, "time", id, input.workOrderId);
  if (!workOrderId) return refusedTime("REQUIRED", REQUIRED_FIELDS, [{ field: "workOrderId", message: "Work order is required" }]);

  const saved = await writeLogs(em, viewer, { kind: "time", entryId: id, workOrderId }, async (tx, order, existing) => {
    const timeFrom = input.timeFrom?.trim() || null;
    const timeTo = input.timeTo?.trim() || null;
    const required: FieldErrorShape[] = [];
    if (!input.workDate) required.push({ field: "workDate", message: DATE_REQUIRED });
    if (!timeFrom) required.push({ field: "timeFrom", message: "Time from is required" });
    if (!timeTo) required.push({ field: "timeTo", message: "Time to is required" });
    if (input.numberOfEngineers == null) required.push({ field: "numberOfEngineers", message: "Number of engineers is required" });
    if (required.length === 1 && required[0]!.field === "workDate") return refusedTime("REQUIRED", DATE_REQUIRED, required);
    if (required.length) return refusedTime("REQUIRED", REQUIRED_FIELDS, required);

    const errors: FieldErrorShape[] = [];
    if (!isTimeOfDay(timeFrom)) errors.push({ field: "timeFrom", message: "Time from must be a time of day, HH:mm" });
    if (!isTimeOfDay(timeTo)) errors.push({ field: "timeTo", message: "Time to must be a time of day, HH:mm" });
    const engineers = input.numberOfEngineers!;
    if (!Number.isInteger(engineers) || engineers < 0 || engineers > 500)
      errors.push({ field: "numberOfEngineers", message: "Number of engineers must be a whole number of at least 0" });
    if (input.workDate! > londonToday()) errors.push({ field: "workDate", message: "Date cannot be in the future" });
    if (input.workDate! < "2000-01-01") errors.push({ field: "workDate", message: "Date is not valid" });
    const progressCodeId = input.progressCodeId || null;
    const run = sqlOf(tx);
    if (progressCodeId) {
      const [pc] = await run<unknown[]>(`select 1 from work_orders.v_progress_code where id = ?`, [progressCodeId]);
      if (!pc) errors.push({ field: "progressCodeId", message: "Progress code is not valid" });
    }
    if (errors.length) return refusedTime("INVALID", errors.map((e) => e.message).join("\n"), errors);

    const contractorId = existing?.contractorId ?? order.contractorId!;
    const entry = {
      workDate: input.workDate!,
      timeFrom: timeFrom!.slice(0, 5),
      timeTo: timeTo!.slice(0, 5),
      numberOfEngineers: engineers,
      bankHoliday: !!input.bankHoliday,
    };
    const { card, windows } = await rateCardFor(tx, order, contractorId, entry.workDate);
    const costing = costTime(entry, card, windows);
    const values = {
      ...entry,
      progressCodeId,
      manHours: costing.manHours,
      normalHours: costing.normalHours,
      oohHours: costing.oohHours,
      costPerHour: costing.costPerHour,
      costhours: costing.costhours,
      callOutCharge: costing.callOutCharge,
    };

    await lockCounters(tx, workOrderId);
    let savedId: number;
    if (existing) {
      const rows = await run<{ id: number }[]>(
        `update billing.log_time set work_date = ?, time_from = ?, time_to = ?, number_of_engineers = ?, bank_holiday = ?,
            progress_code_id = ?, man_hours = ?, normal_hours = ?, ooh_hours = ?, cost_per_hour = ?, costhours = ?, call_out_charge = ?,
            version = version + 1
          where id = ? and (?::int is null or version = ?::int) returning id`,
        [
          values.workDate,
          values.timeFrom,
          values.timeTo,
          values.numberOfEngineers,
          values.bankHoliday,
          values.progressCodeId,
          values.manHours,
          values.normalHours,
          values.oohHours,
          values.costPerHour,
          values.costhours,
          values.callOutCharge,
          id,
          input.version ?? null,
          input.version ?? null,
        ],
      );
      if (!rows.length) return refusedTime("STALE", STALE_LOG, [{ field: "version", message: STALE_LOG }]);
      savedId = id!;
    } else {
      const [row] = await run<{ id: number }[]>(
        `insert into billing.log_time (work_order_id, contractor_id, work_date, time_from, time_to, number_of_engineers, bank_holiday,
            progress_code_id, man_hours, normal_hours, ooh_hours, cost_per_hour, costhours, call_out_charge, created_by_id)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [
          workOrderId,
          contractorId,
          values.workDate,
          values.timeFrom,
          values.timeTo,
          values.numberOfEngineers,
          values.bankHoliday,
          values.progressCodeId,
          values.manHours,
          values.normalHours,
          values.oohHours,
          values.costPerHour,
          values.costhours,
          values.callOutCharge,
          viewer.userId,
        ],
      );
      savedId = row!.id;
    }
    await recountCounters(tx, workOrderId);
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: workOrderId,
      action: existing ? "Updated" : "Created",
      actionTaken: `${existing ? "Changed logged time" : "Logged time"} ${describeTime(values)}${values.bankHoliday ? ", bank holiday" : ""}${
        card ? "" : " (no rate card)"
      }`,
    });
    await tx.flush();
    return savedId;
  });
  if (typeof saved !== "number") return saved;
  const [logTime] = await entriesByIds<LogTime>(em, viewer, "time", [saved]);
  return { logTime: logTime!, costCounters: await costCounters(em, viewer, workOrderId), error: null };
}

/** A decimal typed by a person: at most 3 decimals (money.ts), and here never negative. */
const decimalInput = (v: string | null | undefined) => (v == null || String(v).trim() === "" ? null : String(v).trim());

/**
 * Creates (id 0 or absent) or updates a material entry: type, description, cost per item and quantity
 * required ('Required fields'); cost per item 0 or more and quantity more than 0, each with at most 3
 * decimals; total = round(cost × quantity, 2), worked out by PostgreSQL. In one transaction with the
 * order's counters (locked first) and an audit line.
 */
export async function saveLogMaterial(em: EntityManager, viewer: Viewer, input: SaveLogMaterialInput): Promise<SaveLogMaterialPayload> {
  const id = input.id || null;
  const workOrderId = await orderOfWrite(em, viewer, "material", id, input.workOrderId);
  if (!workOrderId) return refusedMaterial("REQUIRED", REQUIRED_FIELDS, [{ field: "workOrderId", message: "Work order is required" }]);

  const saved = await writeLogs(em, viewer, { kind: "material", entryId: id, workOrderId }, async (tx, order, existing) => {
    const description = input.description?.trim() || null;
    const cost = decimalInput(input.costPerItem);
    const quantity = decimalInput(input.quantity);
    const typeId = input.logMaterialTypeId || null;
    const required: FieldErrorShape[] = [];
    if (!typeId) required.push({ field: "logMaterialTypeId", message: "Material type is required" });
    if (!description) required.push({ field: "description", message: "Description is required" });
    if (cost == null) required.push({ field: "costPerItem", message: "Cost per item is required" });
    if (quantity == null) required.push({ field: "quantity", message: "Quantity is required" });
    if (required.length) return refusedMaterial("REQUIRED", REQUIRED_FIELDS, required);

    const run = sqlOf(tx);
    const errors: FieldErrorShape[] = [];
    if (!isMoneyInput(cost) || money(cost).isNegative())
      errors.push({ field: "costPerItem", message: "Cost per item must be 0 or more, with at most 3 decimals" });
    if (!/^\d{1,9}(\.\d{1,3})?$/.test(quantity!) || !money(quantity).greaterThan(0))
      errors.push({ field: "quantity", message: "Quantity must be more than 0, with at most 3 decimals" });
    const [type] = await run<unknown[]>(`select 1 from billing.log_material_type where id = ?`, [typeId]);
    if (!type) errors.push({ field: "logMaterialTypeId", message: "Material type is not valid" });
    if (errors.length) return refusedMaterial("INVALID", errors.map((e) => e.message).join("\n"), errors);

    const contractorId = existing?.contractorId ?? order.contractorId!;
    await lockCounters(tx, workOrderId);
    let row: { id: number; total_cost: string } | undefined;
    if (existing) {
      [row] = await run<{ id: number; total_cost: string }[]>(
        `update billing.log_material set log_material_type_id = ?, description = ?, cost_per_item = ?, quantity = ?, version = version + 1
          where id = ? and (?::int is null or version = ?::int) returning id, total_cost::text`,
        [typeId, description, cost, quantity, id, input.version ?? null, input.version ?? null],
      );
      if (!row) return refusedMaterial("STALE", STALE_LOG, [{ field: "version", message: STALE_LOG }]);
    } else {
      [row] = await run<{ id: number; total_cost: string }[]>(
        `insert into billing.log_material (work_order_id, contractor_id, log_material_type_id, description, cost_per_item, quantity, created_by_id)
         values (?, ?, ?, ?, ?, ?, ?) returning id, total_cost::text`,
        [workOrderId, contractorId, typeId, description, cost, quantity, viewer.userId],
      );
    }
    await recountCounters(tx, workOrderId);
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: workOrderId,
      action: existing ? "Updated" : "Created",
      actionTaken: `${existing ? "Changed logged material" : "Logged material"} ${description} (${quantity} × £${cost} = £${row!.total_cost})`,
    });
    await tx.flush();
    return row!.id;
  });
  if (typeof saved !== "number") return saved;
  const [logMaterial] = await entriesByIds<LogMaterial>(em, viewer, "material", [saved]);
  return { logMaterial: logMaterial!, costCounters: await costCounters(em, viewer, workOrderId), error: null };
}

/** Removes an entry (NOT_FOUND when the viewer may not see it; FORBIDDEN with the reason when the order's logs are locked), with its counters and an audit line. */
async function deleteEntry(em: EntityManager, viewer: Viewer, kind: Kind, id: number): Promise<DeleteLogPayload> {
  const workOrderId = (await orderOfWrite(em, viewer, kind, id, null))!;
  await writeLogs(em, viewer, { kind, entryId: id, workOrderId }, async (tx) => {
    await lockCounters(tx, workOrderId);
    const [gone] = await sqlOf(tx)<{ what: string }[]>(
      kind === "time"
        ? `delete from billing.log_time where id = ? returning work_date::text || ' ' || to_char(time_from, 'HH24:MI') || '–' || to_char(time_to, 'HH24:MI') || ' (£' || costhours::text || ')' as what`
        : `delete from billing.log_material where id = ? returning description || ' (£' || total_cost::text || ')' as what`,
      [id],
    );
    if (!gone) throw new NotFoundError();
    await recountCounters(tx, workOrderId);
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: workOrderId,
      action: "Deleted",
      actionTaken: `Deleted logged ${kind === "time" ? "time" : "material"} ${gone.what}`,
    });
    await tx.flush();
  });
  const counters: CostCounters = await costCounters(em, viewer, workOrderId);
  return { deletedId: id, costCounters: counters };
}

export const deleteLogTime = (em: EntityManager, viewer: Viewer, id: number) => deleteEntry(em, viewer, "time", id);
export const deleteLogMaterial = (em: EntityManager, viewer: Viewer, id: number) => deleteEntry(em, viewer, "material", id);
