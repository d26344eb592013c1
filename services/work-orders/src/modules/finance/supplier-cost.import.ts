import type { EntityManager } from "@mikro-orm/postgresql";
import {
  arrayLiteral,
  audit,
  formatPounds,
  lockWorkOrderCosts,
  money,
  readTable,
  supplierCostStatusRefusal,
  type TableFile,
  type Viewer,
} from "@wo/shared";
import {
  auditOrders,
  ChangedWhileImporting,
  CHANGED_MESSAGE,
  checkWorkOrderCell,
  FinanceReport,
  ordersOf,
  type FinanceImportOutcome,
  type FinanceRowError,
  type OrderFacts,
  type Problem,
} from "./finance.import";
import { parseAmount, workOrderIdOf } from "./finance.values";

/** The supplier costs file's columns (docs/finances.md "Supplier costs"). */
export const SUPPLIER_COST_COLUMNS = ["WorkOrder", "Contractor", "Cost"] as const;
const ALIASES = {
  WorkOrder: ["WorkOrderId", "RefNo", "Reference", "OrderNumber"],
  Contractor: ["ContractorName", "Supplier"],
  Cost: ["ActualCost", "SubmittedCost"],
} as const;

/**
 * Rows a supplier costs file may hold: each row takes its order's cost lock for the transaction (a
 * lock-table entry each), so a file stays well inside PostgreSQL's shared lock table.
 */
export const SUPPLIER_COST_MAX_ROWS = 2_000;

const nameKey = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim().toLowerCase();

interface CostRow {
  line: number;
  order: OrderFacts;
  cost: string;
}

/** What is wrong with setting this order's actual cost from this row: its contractor and its status (the shared rules). */
function orderProblems(order: OrderFacts, contractor: string): Problem[] {
  const problems: Problem[] = [];
  if (contractor && nameKey(order.contractorName) !== nameKey(contractor))
    problems.push({
      column: "Contractor",
      message: order.contractorName
        ? `Contractor ${contractor} is not the contractor of ${order.refNo} (${order.contractorName})`
        : `${order.refNo} has no contractor`,
    });
  const status = supplierCostStatusRefusal(order.statusId);
  if (status) problems.push({ column: "WorkOrder", message: `${order.refNo}: ${status}` });
  return problems;
}

/**
 * Imports supplier costs from a CSV or XLSX file (docs/finances.md): each row sets a work order's
 * actual (submitted) cost to the supplier's figure, where the row's contractor is the order's and the
 * order is Completed, Query or Submitted (supplierCostStatusRefusal, services/shared/src/rules). Every
 * row is checked first; a file with any bad row writes nothing. A good file is written in one
 * transaction that takes each order's cost lock (lockWorkOrderCosts, in id order) and reads the
 * orders again under it, so a save, a submission or a log write of the same order runs before or
 * after it, never between; an order that changed meanwhile refuses the whole file. The version moves
 * on, and each changed cost is audited. Callers check the viewer's right (reporting at full).
 */
export async function importSupplierCosts(em: EntityManager, viewer: Viewer, file: TableFile): Promise<FinanceImportOutcome> {
  const table = await readTable(file, { columns: SUPPLIER_COST_COLUMNS, aliases: ALIASES, noun: "supplier costs", maxRows: SUPPLIER_COST_MAX_ROWS });
  const report = new FinanceReport(table.errors);
  const orders = await ordersOf(
    em,
    table.rows.map((r) => workOrderIdOf(r.values.WorkOrder)).filter((id): id is number => id !== null),
  );
  const firstLines = new Map<number, number>();
  const rows: CostRow[] = [];
  for (const { line, values: v } of table.rows) {
    const problems: Problem[] = [];
    const { order, problem } = checkWorkOrderCell(v.WorkOrder, line, orders, firstLines);
    if (problem) problems.push(problem);
    if (!v.Contractor) problems.push({ column: "Contractor", message: "Contractor is required" });
    if (order) problems.push(...orderProblems(order, v.Contractor));
    const cost = v.Cost ? parseAmount(v.Cost) : null;
    if (!v.Cost) problems.push({ column: "Cost", message: "Cost is required" });
    else if (cost === null) problems.push({ column: "Cost", message: `Cost ${v.Cost} is not an amount (up to 3 decimals)` });
    else if (!money(cost).greaterThan(0)) problems.push({ column: "Cost", message: `Cost ${v.Cost} must be greater than 0` });

    report.add(line, problems);
    if (report.any) continue;
    rows.push({ line, order: order!, cost: cost! });
  }
  if (report.any) return report.refused();

  try {
    await em.transactional(async (tx) => {
      const sorted = [...rows].sort((a, b) => a.order.id - b.order.id);
      for (const r of sorted) await lockWorkOrderCosts(tx, r.order.id);
      // under the locks: what the rows were checked against must still hold
      const now = await ordersOf(
        tx,
        sorted.map((r) => r.order.id),
      );
      const changed: FinanceRowError[] = [];
      for (const r of sorted) {
        const o = now.get(r.order.id)!;
        const problems = orderProblems(o, r.order.contractorName ?? "");
        if (o.contractorId !== r.order.contractorId || problems.length)
          changed.push({ line: r.line, column: "WorkOrder", message: `${r.order.refNo} changed while the file was imported` });
        r.order = o;
      }
      if (changed.length) throw new ChangedWhileImporting(changed.sort((a, b) => a.line - b.line));
      const conn = tx.getConnection();
      await conn.execute(
        `update work_orders.work_order wo
            set actual_cost = v.cost, version = wo.version + 1, updated_at = now()
           from unnest(?::int[], ?::numeric[]) as v(id, cost)
          where wo.id = v.id`,
        [arrayLiteral(sorted.map((r) => r.order.id)), arrayLiteral(sorted.map((r) => r.cost))],
        "run",
        tx.getTransactionContext(),
      );
      await auditOrders(
        tx,
        viewer,
        sorted
          .filter((r) => r.order.actualCost === null || !money(r.order.actualCost).equals(money(r.cost)))
          .map((r) => ({
            id: r.order.id,
            text: `Actual cost changed from ${r.order.actualCost === null ? "none" : formatPounds(r.order.actualCost)} to ${formatPounds(r.cost)} by the supplier costs import`,
          })),
      );
      audit(tx, viewer, {
        entityName: "WorkOrder",
        entityId: null,
        action: "Updated",
        actionTaken: `Imported ${rows.length} supplier cost${rows.length === 1 ? "" : "s"}`,
      });
      await tx.flush();
    });
  } catch (e) {
    if (e instanceof ChangedWhileImporting) return { updated: 0, message: CHANGED_MESSAGE, rowErrors: e.rowErrors };
    throw e;
  }
  return { updated: rows.length, message: null, rowErrors: [] };
}
