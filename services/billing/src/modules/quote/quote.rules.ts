import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError, type FieldErrorShape, type Viewer } from "@wo/shared";
import { orderById } from "../work-order/work-order.view";
import { QuoteStatusId } from "./quote.entity";

/**
 * Who may do what with quotes (docs/billing.md "Quotes"):
 * - read: every staff user (quotes belong to the work order, which every department reads); a
 *   contractor user its own quotes; a client user the quotes sent to its client (never a draft).
 * - write (a quote, its items, its deletion): staff whose department holds `reporting` at full
 *   (Finance, Contracts, Operations; administrators), the staff who approve and query costs; and a
 *   contractor user, on work orders whose current contractor is its own. Client users never.
 * These are checked by the root fields' @Access rules (Access.costDecision) and here (rows).
 */

export const REQUIRED_FIELDS = "Required fields";
export const QUOTE_ACCEPTED = "Quote already accepted!";
export const QUOTE_WITHDRAWN = "This quote was withdrawn: it can no longer be changed";
export const ACCEPTED_NOT_DELETED = "An accepted quote cannot be deleted";
export const AWAITING_ANSWER = "This quote is awaiting the client's answer: it cannot be changed until then";
export const AWAITING_NOT_DELETED = "A quote awaiting the client's answer cannot be deleted";
export const ORDER_CLOSED = "Quotes cannot be changed on a work order that is Closed, Completed, Cancelled or Submitted";
export const NO_CONTRACTOR = "The work order has no contractor to quote for it";
export const AMPM_STAFF_ONLY = "Only staff may set the AMPM Quote Ref";
export const STALE_QUOTE = "This quote was changed by someone else: reload it and try again";
export const TOO_LARGE = "The quote's total is too large";

/** Portals §4: a contractor's create-quote button is hidden while its order is Closed (6), Completed (7), Cancelled (9) or Submitted (12). */
export const CONTRACTOR_QUOTE_CLOSED: ReadonlySet<number> = new Set([6, 7, 9, 12]);

/** A refusal raised inside a transaction (which it rolls back), answered as the payload's error. */
export class QuoteRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldErrorShape[] = [],
  ) {
    super(message);
  }
}

/** What the rules read of a quote (locked for the rest of the transaction). */
export interface QuoteRow {
  id: number;
  quoteRef: string;
  workOrderId: number;
  clientId: number;
  contractorId: number;
  billingStatusId: number;
  summary: string | null;
  ampmQuoteRef: string | null;
  billingDate: Date;
  version: number;
}

/** The quote, locked FOR UPDATE: item changes of one quote run one after the other, so each total sums every item. */
export async function lockQuote(tx: EntityManager, id: number): Promise<QuoteRow | null> {
  const [row] = await tx.getConnection().execute<(Omit<QuoteRow, "billingDate"> & { billingDate: string })[]>(
    `select id, quote_ref as "quoteRef", work_order_id as "workOrderId", client_id as "clientId", contractor_id as "contractorId",
            billing_status_id as "billingStatusId", summary, ampm_quote_ref as "ampmQuoteRef",
            to_char(billing_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "billingDate", version
       from billing.billing where id = ? for update`,
    [id],
    "all",
    tx.getTransactionContext(),
  );
  return row ? { ...row, billingDate: new Date(row.billingDate) } : null;
}

/**
 * The quote as the viewer may write it, or NOT_FOUND: staff any; a contractor its own quote on a
 * work order whose current contractor is its own. Clients are refused before (the root fields' rules).
 */
export async function assertWritable(tx: EntityManager, viewer: Viewer, quote: QuoteRow | null): Promise<QuoteRow> {
  if (!quote) throw new NotFoundError();
  if (viewer.isStaff) return quote;
  if (!viewer.isContractor || quote.contractorId !== viewer.contractorId) throw new NotFoundError();
  const order = await orderById(tx, quote.workOrderId, { trx: tx.getTransactionContext() });
  if (!order || order.contractorId !== viewer.contractorId) throw new NotFoundError();
  if (CONTRACTOR_QUOTE_CLOSED.has(order.workOrderStatusId)) throw new QuoteRefusal("ORDER_CLOSED", ORDER_CLOSED);
  return quote;
}

/**
 * An Accepted (4) or Withdrawn (6) quote is read-only. A Sent (2) one is read-only to its contractor
 * until the client answers: its order awaits that answer (status 4), and a quote changed under the
 * client would leave the order waiting on a draft. Staff may still correct it.
 */
export function assertChangeable(quote: QuoteRow, viewer: Viewer): void {
  if (quote.billingStatusId === QuoteStatusId.Accepted) throw new QuoteRefusal("ACCEPTED", QUOTE_ACCEPTED);
  if (quote.billingStatusId === QuoteStatusId.Withdrawn) throw new QuoteRefusal("WITHDRAWN", QUOTE_WITHDRAWN);
  if (viewer.isContractor && quote.billingStatusId === QuoteStatusId.Sent) throw new QuoteRefusal("AWAITING_ANSWER", AWAITING_ANSWER);
}

/** The status a change leaves: every change by the contractor makes the quote a Draft again (portals §4, "set on save"); staff's keep it. */
export const statusAfterChange = (viewer: Viewer, quote: QuoteRow): number => (viewer.isContractor ? QuoteStatusId.Draft : quote.billingStatusId);

/**
 * The quote's totals, worked out again from its items' rounded amounts (docs/billing.md "Money"), in
 * the caller's transaction: one statement, the sums of the generated columns. Sets its status too.
 */
export async function recomputeTotals(tx: EntityManager, quoteId: number, statusId: number): Promise<void> {
  try {
    await tx.getConnection().execute(
      `update billing.billing q
          set total_amount_ex_tax = s.ex, total_tax = s.tax, total_amount_inc_tax = s.inc,
              billing_status_id = ?, version = q.version + 1, updated_at = now()
         from (select coalesce(sum(line_amount_ex_tax), 0) as ex, coalesce(sum(tax_amount), 0) as tax,
                      coalesce(sum(line_amount_inc_tax), 0) as inc
                 from billing.billing_item where billing_id = ?) s
        where q.id = ?`,
      [statusId, quoteId, quoteId],
      "run",
      tx.getTransactionContext(),
    );
  } catch (e) {
    // numeric field overflow: the sum no longer fits the totals' columns
    if ((e as { code?: string }).code === "22003") throw new QuoteRefusal("TOO_LARGE", TOO_LARGE);
    throw e;
  }
}
