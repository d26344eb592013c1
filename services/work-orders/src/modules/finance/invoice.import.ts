import type { EntityManager } from "@mikro-orm/postgresql";
import { arrayLiteral, audit, formatPounds, londonToday, money, OrderStatus, readTable, statusList, type TableFile, type Viewer } from "@wo/shared";
import {
  auditOrders,
  ChangedWhileImporting,
  CHANGED_MESSAGE,
  checkWorkOrderCell,
  FinanceReport,
  ordersOf,
  type FinanceImportOutcome,
  type Problem,
} from "./finance.import";
import { parseAmount, parseDay, workOrderIdOf } from "./finance.values";

/** The invoice file's columns (docs/finances.md "Invoices"): ValuationNo may be left out. */
export const INVOICE_COLUMNS = ["WorkOrder", "InvoiceNo", "InvoiceDate", "InvoiceAmount", "ValuationNo"] as const;
const REQUIRED = ["WorkOrder", "InvoiceNo", "InvoiceDate", "InvoiceAmount"] as const;
const ALIASES = {
  WorkOrder: ["WorkOrderId", "RefNo", "Reference", "OrderNumber"],
  InvoiceNo: ["InvoiceNumber"],
  ValuationNo: ["ValuationNumber", "ValNum", "ValNo"],
} as const;

/** Longest invoice number and valuation number taken. */
export const INVOICE_LIMITS = { invoiceNo: 50, valuationNo: 50 } as const;

/** Orders no invoice is recorded against: a request not yet taken on, a pending PPM order, a cancelled or discarded one. */
export const NO_INVOICE_STATUSES: readonly number[] = [
  OrderStatus.AwaitingResponse,
  OrderStatus.Pending,
  OrderStatus.Cancelled,
  OrderStatus.Discarded,
];

interface InvoiceRow {
  line: number;
  id: number;
  refNo: string;
  invoiceNo: string;
  invoiceDate: string;
  amount: string;
  valuationNo: string | null;
}

/**
 * Imports invoices against work orders from a CSV or XLSX file (docs/finances.md): each row sets an
 * order's invoice number, date and amount, and its valuation number when the row gives one. Every
 * row is checked first (the order exists, once in the file and in a status an invoice may be
 * recorded in; the number, date and amount); a file with any bad row writes nothing and answers each
 * bad row's line and reasons. A good file is written in one transaction: one statement updates
 * every order (its version moves on, so a form open on it must reload), with one audit line per
 * order. Callers check the viewer's right (reporting at full).
 */
export async function importInvoices(em: EntityManager, viewer: Viewer, file: TableFile): Promise<FinanceImportOutcome> {
  const table = await readTable(file, { columns: INVOICE_COLUMNS, required: REQUIRED, aliases: ALIASES, noun: "invoices" });
  const report = new FinanceReport(table.errors);
  const orders = await ordersOf(
    em,
    table.rows.map((r) => workOrderIdOf(r.values.WorkOrder)).filter((id): id is number => id !== null),
  );
  const today = londonToday();
  const firstLines = new Map<number, number>();
  const rows: InvoiceRow[] = [];
  for (const { line, values: v } of table.rows) {
    const problems: Problem[] = [];
    const { order, problem } = checkWorkOrderCell(v.WorkOrder, line, orders, firstLines);
    if (problem) problems.push(problem);
    if (order && NO_INVOICE_STATUSES.includes(order.statusId))
      problems.push({
        column: "WorkOrder",
        message: `WorkOrder ${order.refNo} is ${order.status}: invoices are not recorded against orders that are ${statusList(NO_INVOICE_STATUSES)}`,
      });
    if (!v.InvoiceNo) problems.push({ column: "InvoiceNo", message: "InvoiceNo is required" });
    else if (v.InvoiceNo.length > INVOICE_LIMITS.invoiceNo)
      problems.push({ column: "InvoiceNo", message: `InvoiceNo must be ${INVOICE_LIMITS.invoiceNo} characters or fewer` });
    const day = v.InvoiceDate ? parseDay(v.InvoiceDate) : null;
    if (!v.InvoiceDate) problems.push({ column: "InvoiceDate", message: "InvoiceDate is required" });
    else if (!day) problems.push({ column: "InvoiceDate", message: `InvoiceDate ${v.InvoiceDate} is not a date (DD/MM/YYYY or YYYY-MM-DD)` });
    else if (day > today) problems.push({ column: "InvoiceDate", message: `InvoiceDate ${v.InvoiceDate} is in the future` });
    const amount = v.InvoiceAmount ? parseAmount(v.InvoiceAmount) : null;
    if (!v.InvoiceAmount) problems.push({ column: "InvoiceAmount", message: "InvoiceAmount is required" });
    else if (amount === null)
      problems.push({ column: "InvoiceAmount", message: `InvoiceAmount ${v.InvoiceAmount} is not an amount (up to 3 decimals)` });
    else if (money(amount).isNegative()) problems.push({ column: "InvoiceAmount", message: `InvoiceAmount ${v.InvoiceAmount} must be 0 or more` });
    if (v.ValuationNo.length > INVOICE_LIMITS.valuationNo)
      problems.push({ column: "ValuationNo", message: `ValuationNo must be ${INVOICE_LIMITS.valuationNo} characters or fewer` });

    report.add(line, problems);
    if (report.any) continue;
    rows.push({
      line,
      id: order!.id,
      refNo: order!.refNo,
      invoiceNo: v.InvoiceNo,
      invoiceDate: day!,
      amount: amount!,
      valuationNo: v.ValuationNo || null,
    });
  }
  if (report.any) return report.refused();

  try {
    await em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const trx = tx.getTransactionContext();
      // one statement; an order whose status moved to one that takes no invoice since it was checked is left alone, and refuses the file
      const done = await conn.execute<{ id: number }[]>(
        `update work_orders.work_order wo
            set invoice_no = v.invoice_no,
                invoice_date = (v.invoice_date::timestamp at time zone 'Europe/London'),
                invoice_amount = v.amount,
                valuation_number = coalesce(v.valuation_no, wo.valuation_number),
                version = wo.version + 1,
                updated_at = now()
           from unnest(?::int[], ?::text[], ?::date[], ?::numeric[], ?::text[]) as v(id, invoice_no, invoice_date, amount, valuation_no)
          where wo.id = v.id and wo.work_order_status_id <> all(?::int[])
          returning wo.id`,
        [
          arrayLiteral(rows.map((r) => r.id)),
          arrayLiteral(rows.map((r) => r.invoiceNo)),
          arrayLiteral(rows.map((r) => r.invoiceDate)),
          arrayLiteral(rows.map((r) => r.amount)),
          arrayLiteral(rows.map((r) => r.valuationNo)),
          arrayLiteral(NO_INVOICE_STATUSES),
        ],
        "all",
        trx,
      );
      if (done.length !== rows.length) {
        const written = new Set(done.map((d) => d.id));
        throw new ChangedWhileImporting(
          rows
            .filter((r) => !written.has(r.id))
            .map((r) => ({ line: r.line, column: "WorkOrder", message: `WorkOrder ${r.refNo} changed status while the file was imported` })),
        );
      }
      await auditOrders(
        tx,
        viewer,
        rows.map((r) => ({
          id: r.id,
          text: `Invoice ${r.invoiceNo} of ${formatPounds(r.amount)} dated ${r.invoiceDate.split("-").reverse().join("/")} imported${
            r.valuationNo ? `, valuation number ${r.valuationNo}` : ""
          }`,
        })),
      );
      audit(tx, viewer, {
        entityName: "WorkOrder",
        entityId: null,
        action: "Updated",
        actionTaken: `Imported ${rows.length} invoice${rows.length === 1 ? "" : "s"}`,
      });
      await tx.flush();
    });
  } catch (e) {
    if (e instanceof ChangedWhileImporting) return { updated: 0, message: CHANGED_MESSAGE, rowErrors: e.rowErrors };
    throw e;
  }
  return { updated: rows.length, message: null, rowErrors: [] };
}
