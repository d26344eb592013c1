import type { EntityManager } from "@mikro-orm/postgresql";
import {
  NotFoundError,
  OrderStatus,
  QUOTE_NO_CONTRACTOR,
  QUOTES_CLOSED_MESSAGE,
  quoteOrderRefusal,
  sendQuoteStatusRefusal,
  tenantScope,
  tenantSql,
  type FieldErrorShape,
  type Viewer,
} from "@wo/shared";
import { QUOTE_WRITE_TENANCY, QuoteStatusId } from "./quote.entity";

/**
 * Who may do what with quotes (docs/billing.md "Quotes"):
 * - read: every staff user (quotes belong to the work order, which every department reads); a
 *   contractor user its own quotes; a client user the quotes sent to its client (never a draft).
 * - write (a quote, its items, its deletion): staff whose department holds `reporting` at full
 *   (Finance, Contracts, Operations; administrators), the staff who approve and query costs; and a
 *   contractor user, its own quotes on work orders whose current contractor is its own, while the
 *   order is not Closed, Completed, Cancelled or Submitted. Client users never.
 * These are checked by the root fields' @Access rules (Access.costDecision) and by loading the rows
 * with the viewer's write scope (writableQuote, orderForWrite): what the viewer may not write is not found.
 */

export const REQUIRED_FIELDS = "Required fields";
export const QUOTE_ACCEPTED = "Quote already accepted!";
export const QUOTE_WITHDRAWN = "This quote was withdrawn: it can no longer be changed";
export const ACCEPTED_NOT_DELETED = "An accepted quote cannot be deleted";
export const AWAITING_ANSWER = "This quote is awaiting the client's answer: it cannot be changed until then";
export const AWAITING_NOT_DELETED = "A quote awaiting the client's answer cannot be deleted";
export const ORDER_CLOSED = QUOTES_CLOSED_MESSAGE;
export const NO_CONTRACTOR = QUOTE_NO_CONTRACTOR;
export const AMPM_STAFF_ONLY = "Only staff may set the AMPM Quote Ref";
export const STALE_QUOTE = "This quote was changed by someone else: reload it and try again";
export const TOO_LARGE = "The quote's total is too large";

/** Work-orders' status of an order awaiting quote approval (staff-and-work-orders §4). */
export const AWAITING_QUOTE_APPROVAL = OrderStatus.AwaitingQuoteApproval;

/**
 * Whether a viewer may answer a quote (accept, reject, ask for an alternative): the client it was
 * sent to (its users read only their client's quotes) or staff holding COST_DECISIONS, while it is
 * sent for approval and its order awaits quote approval. Sent with the quote as `viewerCan.answer`;
 * the decision itself checks the same facts again in its transaction (quote-decision.service.ts).
 */
export function mayAnswer(viewer: Viewer, quoteStatusId: number, orderStatusId: number | null): boolean {
  return (viewer.isClient || viewer.takesCostDecisions) && quoteStatusId === QuoteStatusId.Sent && orderStatusId === AWAITING_QUOTE_APPROVAL;
}

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

/** What the rules read of a quote (locked for the rest of the transaction), with its order's status now. */
export interface QuoteRow {
  id: number;
  quoteRef: string;
  workOrderId: number;
  contractorId: number;
  billingStatusId: number;
  summary: string | null;
  ampmQuoteRef: string | null;
  billingDate: Date;
  version: number;
  /** The work order's status now (work-orders' v_work_order_billing) */
  orderStatusId: number;
}

/**
 * The quote as this viewer may write it, locked FOR UPDATE for the rest of the transaction (item
 * changes of one quote run one after the other, so each total sums every item); NOT_FOUND when
 * there is none the viewer may write (QUOTE_WRITE_TENANCY: another contractor's quote, or its own on
 * an order no longer its own, answers exactly as a missing one). Then, in this order, the rules of
 * the write: `rule` (what the quote's own status allows this write: quote.service.ts passes
 * assertChangeable, assertDeletable), and the order's: a contractor writes no quote of an order that
 * is Closed, Completed, Cancelled or Submitted (ORDER_CLOSED). The one way every quote write finds its
 * quote: the portals' screens call this, never a viewer's id compared in memory.
 */
export async function writableQuote(tx: EntityManager, viewer: Viewer, id: number, rule: (quote: QuoteRow) => void): Promise<QuoteRow> {
  const [tenant, params] = tenantSql(tenantScope(viewer), QUOTE_WRITE_TENANCY);
  const [row] = await tx.getConnection().execute<(Omit<QuoteRow, "billingDate"> & { billingDate: string })[]>(
    `select q.id, q.quote_ref as "quoteRef", q.work_order_id as "workOrderId", q.contractor_id as "contractorId",
            q.billing_status_id as "billingStatusId", q.summary, q.ampm_quote_ref as "ampmQuoteRef",
            to_char(q.billing_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "billingDate", q.version,
            w.work_order_status_id as "orderStatusId"
       from billing.billing q
       join work_orders.v_work_order_billing w on w.work_order_id = q.work_order_id
      where q.id = ? and ${tenant}
        for update of q`,
    [id, ...params],
    "all",
    tx.getTransactionContext(),
  );
  if (!row) throw new NotFoundError();
  const quote = { ...row, billingDate: new Date(row.billingDate) };
  rule(quote);
  assertOrderTakesQuotes(viewer, quote.orderStatusId);
  return quote;
}

/** Portals §4: a contractor makes or changes no quote on an order that is Closed, Completed, Cancelled or Submitted; staff may (quoteOrderRefusal, services/shared/src/rules). */
export function assertOrderTakesQuotes(viewer: Viewer, orderStatusId: number): void {
  const closed = quoteOrderRefusal(viewer, orderStatusId);
  if (closed) throw new QuoteRefusal("ORDER_CLOSED", closed);
}

/**
 * An Accepted (4) or Withdrawn (6) quote is read-only. A Sent (2) one is read-only to its contractor
 * until the client answers: its order awaits that answer (status 4), and a quote changed under the
 * client would leave the order waiting on a draft. Staff may still correct it.
 */
export function assertChangeable(quote: Pick<QuoteRow, "billingStatusId">, viewer: Viewer): void {
  if (quote.billingStatusId === QuoteStatusId.Accepted) throw new QuoteRefusal("ACCEPTED", QUOTE_ACCEPTED);
  if (quote.billingStatusId === QuoteStatusId.Withdrawn) throw new QuoteRefusal("WITHDRAWN", QUOTE_WITHDRAWN);
  if (viewer.isContractor && quote.billingStatusId === QuoteStatusId.Sent) throw new QuoteRefusal("AWAITING_ANSWER", AWAITING_ANSWER);
}

/** An Accepted quote is never deleted, nor a Sent one (its order awaits the client's answer), whoever asks. */
export function assertDeletable(quote: Pick<QuoteRow, "billingStatusId">): void {
  if (quote.billingStatusId === QuoteStatusId.Accepted) throw new QuoteRefusal("ACCEPTED", ACCEPTED_NOT_DELETED);
  if (quote.billingStatusId === QuoteStatusId.Sent) throw new QuoteRefusal("AWAITING_ANSWER", AWAITING_NOT_DELETED);
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

/** Whether a rule (one of the asserts above) lets it through. */
function passes(rule: () => void): boolean {
  try {
    rule();
    return true;
  } catch (e) {
    if (e instanceof QuoteRefusal) return false;
    throw e;
  }
}

/**
 * What the viewer may do with a quote it reads (Quote.viewerCan), by the rules the writes apply:
 * - edit (saveQuote of it, saveBillingItem, deleteBillingItem): the quote writers (staff holding
 *   COST_DECISIONS; the quote's contractor on an order whose current contractor is its own:
 *   QUOTE_WRITE_TENANCY), assertChangeable, assertOrderTakesQuotes;
 * - delete (deleteQuote): the writers, assertDeletable, assertOrderTakesQuotes;
 * - send (sendQuoteForApproval): staff holding COST_DECISIONS or the quote's contractor (the same
 *   tenancy), not Accepted or Withdrawn, at least one item, the order Open, Awaiting Quote or Awaiting
 *   Quote Approval (SEND_QUOTE_FROM, which work-orders applies to the move);
 * - answer: mayAnswer.
 * `order` is the quote's work order as it is now (null when the viewer does not see it).
 */
export function quoteViewerCan(
  viewer: Viewer,
  quote: { billingStatusId: number; contractorId: number },
  order: { workOrderStatusId: number; contractorId: number | null } | null,
  items: number,
): { answer: boolean; edit: boolean; send: boolean; delete: boolean } {
  const answer = mayAnswer(viewer, quote.billingStatusId, order?.workOrderStatusId ?? null);
  const writer =
    order != null &&
    (viewer.takesCostDecisions || (viewer.isContractor && quote.contractorId === viewer.contractorId && order.contractorId === viewer.contractorId));
  if (!writer) return { answer, edit: false, send: false, delete: false };
  const status = order.workOrderStatusId;
  const edit = passes(() => {
    assertChangeable(quote, viewer);
    assertOrderTakesQuotes(viewer, status);
  });
  const remove = passes(() => {
    assertDeletable(quote);
    assertOrderTakesQuotes(viewer, status);
  });
  const send =
    quote.billingStatusId !== QuoteStatusId.Accepted &&
    quote.billingStatusId !== QuoteStatusId.Withdrawn &&
    items > 0 &&
    sendQuoteStatusRefusal(status) === null;
  return { answer, edit, send, delete: remove };
}
