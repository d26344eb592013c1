import type { EntityManager } from "@mikro-orm/postgresql";
import { importRefusedMessage, insertRows, intArray, RowErrors, type InsertColumn, type RowError, type Viewer } from "@wo/shared";
import { workOrderIdOf } from "./finance.values";

/** One problem of a row: the column it is in (null: the row as a whole) and its words. */
export interface Problem {
  column: string | null;
  message: string;
}

/** A bad row as a finance import answers it: its line, the column when all its problems are in one, and every reason. */
export interface FinanceRowError extends RowError {
  column: string | null;
}

/** The outcome of a finance import: every row written, or none and the report. */
export interface FinanceImportOutcome {
  /** work orders updated: every row of the file, or 0 when it was refused */
  updated: number;
  /** why the file was refused, when it was */
  message: string | null;
  rowErrors: FinanceRowError[];
}

/**
 * The row-by-row report of a finance import (the shared RowErrors: in line order, at most 1,000), each
 * bad row with the column its problems are in when they are all in one.
 */
export class FinanceReport {
  private readonly errors: RowErrors;
  private readonly columns = new Map<number, Set<string | null>>();

  constructor(initial: readonly RowError[]) {
    this.errors = new RowErrors(initial);
    for (const e of initial) this.columns.set(e.line, new Set([null]));
  }

  add(line: number, problems: readonly Problem[]): void {
    if (!problems.length) return;
    this.errors.add(
      line,
      problems.map((p) => p.message),
    );
    const set = this.columns.get(line) ?? new Set();
    for (const p of problems) set.add(p.column);
    this.columns.set(line, set);
  }

  get any(): boolean {
    return this.errors.any;
  }

  rows(): FinanceRowError[] {
    return this.errors.rows().map((e) => {
      const cols = [...(this.columns.get(e.line) ?? [])];
      return { ...e, column: cols.length === 1 ? cols[0]! : null };
    });
  }

  /** The refused outcome. */
  refused(): FinanceImportOutcome {
    const rowErrors = this.rows();
    const bad = new Set(rowErrors.map((r) => r.line)).size;
    return { updated: 0, message: importRefusedMessage(bad), rowErrors };
  }
}

/** What an import reads of the work orders its file names. */
export interface OrderFacts {
  id: number;
  refNo: string;
  statusId: number;
  status: string;
  contractorId: number | null;
  contractorName: string | null;
  actualCost: string | null;
}

/** The work orders a file names (ids), with their status and contractor: one statement. */
export async function ordersOf(em: EntityManager, ids: readonly number[]): Promise<Map<number, OrderFacts>> {
  if (!ids.length) return new Map();
  const rows = await em.getConnection().execute<OrderFacts[]>(
    `select wo.id, wo.ref_no as "refNo", wo.work_order_status_id as "statusId", st.name as status, wo.contractor_id as "contractorId",
            k.name as "contractorName", wo.actual_cost as "actualCost"
       from work_orders.work_order wo
       join work_orders.work_order_status st on st.id = wo.work_order_status_id
       left join assets.v_contractor k on k.id = wo.contractor_id
      where wo.id = any(?::int[])`,
    [intArray([...new Set(ids)])],
    "all",
    em.getTransactionContext(),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The WorkOrder cell of a row: the order it names, or the problem. */
export function checkWorkOrderCell(
  text: string,
  line: number,
  orders: Map<number, OrderFacts>,
  firstLines: Map<number, number>,
): { order: OrderFacts | null; problem: Problem | null } {
  if (!text) return { order: null, problem: { column: "WorkOrder", message: "WorkOrder is required" } };
  const id = workOrderIdOf(text);
  const order = id === null ? undefined : orders.get(id);
  if (!order) return { order: null, problem: { column: "WorkOrder", message: `WorkOrder ${text} is not a work order` } };
  const first = firstLines.get(order.id);
  if (first !== undefined && first !== line)
    return { order: null, problem: { column: "WorkOrder", message: `WorkOrder ${order.refNo} is repeated (first on line ${first})` } };
  firstLines.set(order.id, line);
  return { order, problem: null };
}

/** The audit lines of an import, one per work order, inserted in batches with the change they describe. */
export async function auditOrders(tx: EntityManager, viewer: Viewer, lines: readonly { id: number; text: string }[]): Promise<void> {
  const columns: InsertColumn<{ id: number; text: string }>[] = [
    { column: "entity_name", type: "text", value: () => "WorkOrder" },
    { column: "entity_id", type: "text", value: (r) => String(r.id) },
    { column: "action", type: "text", value: () => "Updated" },
    { column: "action_taken", type: "text", value: (r) => r.text.slice(0, 2000) },
    { column: "action_by_id", type: "int", value: () => viewer.userId },
    { column: "action_by_name", type: "text", value: () => viewer.name },
  ];
  await insertRows(tx, "work_orders.audit_trail", columns, lines);
}

/** A refusal found inside the write's transaction (an order changed since it was checked): rolls it back. */
export class ChangedWhileImporting extends Error {
  constructor(readonly rowErrors: FinanceRowError[]) {
    super("A work order changed while the file was imported");
  }
}

/** The message of an import refused because orders changed while it ran. */
export const CHANGED_MESSAGE = "The file was not imported: work orders changed while it was read; import it again";
