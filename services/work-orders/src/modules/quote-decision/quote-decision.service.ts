import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  ForbiddenError,
  NONE,
  NotFoundError,
  sendQuoteStatusRefusal,
  tenantScope,
  tenantSql,
  type FieldErrorShape,
  type Tenancy,
  type Viewer,
} from "@wo/shared";
import { LinkedWorkOrderRow } from "../linked/linked.entity";
import { addWorkOrderNote } from "../note/note.service";
import { noticeContractor } from "../notification/notice";
import { dueDates, slaHours } from "../sla/sla.service";
import { WorkOrder } from "../work-order/work-order.entity";
import { FinancialCodeId, moveTo, statusName, transitionRefusal, WorkOrderTypeId } from "../work-order/work-order.lifecycle";
import { WorkOrderStatusId as S } from "../work-order/work-order.status";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { QUOTE_DECISION_KINDS, QuoteDecision, quoteDecisionKey, type QuoteDecisionKind } from "./quote-decision.entity";
import {
  QUOTE_DECISION_MESSAGES as M,
  ApplyQuoteDecisionError,
  QuoteDecisionRefusal as R,
  type ApplyQuoteDecisionInput,
  type ApplyQuoteDecisionPayload,
  type QuoteDecisionRefusalCode,
} from "./quote-decision.type";

/** Billing's quote statuses (billing's QuoteStatusId; docs/billing.md "Quote statuses"). */
const Quote = { Sent: 2, Accepted: 4, Withdrawn: 6 } as const;

/** A quote as billing publishes it to work-orders (billing.v_quote, read only). */
interface QuoteFacts {
  id: number;
  work_order_id: number;
  quote_ref: string;
  summary: string | null;
  billing_status_id: number;
  total_amount_ex_tax: string;
  version: number;
  items: number;
  /** The contractor that made it */
  contractor_id: number;
}

/**
 * Which quotes a portal user may take a decision on, over billing's published quote `q`
 * (billing.v_quote) and its work order `w` as it is now (this service's own row), never from the
 * command: a contractor user sends only a quote it made, on an order whose current contractor is its
 * own; a client user answers only a quote sent to it (never a draft) on an order of its client now.
 * Staff (holding COST_DECISIONS: the root field's rule) any.
 */
const DECISION_TENANCY: Record<"send" | "answer", Tenancy> = {
  send: { client: NONE, contractor: (id) => ["(q.contractor_id = ? and w.contractor_id = ?)", [id, id]] },
  answer: { client: (id) => ["(w.client_id = ? and q.billing_status_id <> 1)", [id]], contractor: NONE },
};

/**
 * The quote as this viewer may take this kind of decision on it, read from billing's view with its
 * order (in `em`'s transaction when it is one); NOT_FOUND otherwise, exactly as a missing quote.
 */
async function decidableQuote(em: EntityManager, viewer: Viewer, kind: QuoteDecisionKind, quoteId: number): Promise<QuoteFacts> {
  const [tenant, params] = tenantSql(tenantScope(viewer), DECISION_TENANCY[kind === "send" ? "send" : "answer"]);
  const [quote] = await em.getConnection().execute<QuoteFacts[]>(
    `select q.id, q.work_order_id, q.quote_ref, q.summary, q.billing_status_id, q.total_amount_ex_tax::text as total_amount_ex_tax, q.version,
            q.items, q.contractor_id
       from billing.v_quote q join work_orders.work_order w on w.id = q.work_order_id
      where q.id = ? and ${tenant}`,
    [quoteId, ...params],
    "all",
    em.getTransactionContext(),
  );
  if (!quote) throw new NotFoundError();
  return quote;
}

/** A refusal raised inside the transaction: it rolls back, the key included, and is answered as data. */
class Refused extends Error {
  constructor(
    readonly code: QuoteDecisionRefusalCode,
    message: string,
    readonly fieldErrors: FieldErrorShape[] = [],
  ) {
    super(message);
  }
}

/** The key was applied before (found, or inserted by a concurrent command that committed first). */
class Replay extends Error {}

const refused = (code: QuoteDecisionRefusalCode, message: string, fieldErrors: FieldErrorShape[] = []): ApplyQuoteDecisionPayload => ({
  decision: null,
  error: errorOf(ApplyQuoteDecisionError, code, message, fieldErrors),
});

/** A work order's reference (the generated ref_no), e.g. WO0000123. */
const refOf = (id: number) => `WO${String(id).padStart(7, "0")}`;

const clean = (v: string | null | undefined) => v?.trim() || null;

function answer(d: QuoteDecision, replayed: boolean): ApplyQuoteDecisionPayload {
  return {
    decision: {
      key: d.key,
      kind: d.kind,
      workOrderId: d.workOrderId,
      quoteId: d.quoteId,
      newWorkOrderId: d.result.newWorkOrderId ?? null,
      appliedAt: d.appliedAt,
      replayed,
    },
    error: null,
  };
}

/**
 * Applies billing's command for a quote decision to its work order (docs/billing.md "Across the two
 * services"), in ONE transaction with the decision's row under its key:
 *
 * - who: the quote's own contractor may send it, on an order whose current contractor is its own; the
 *   order's client user may accept, reject or ask for an alternative; staff holding COST_DECISIONS
 *   may do all (the root field's rule: it is reachable on the subgraph's own port). NOT_FOUND for an
 *   order or a quote the viewer may not decide on (DECISION_TENANCY, read from billing's view and the
 *   order, never from the command), FORBIDDEN for the other kind of portal user;
 * - the key must be the quote's (quote:<id>:v<version>:<kind>); a key applied before answers its
 *   stored result and does nothing again; of two at once, the second waits (on the order's row, then
 *   the key's uniqueness) and replays;
 * - the quote is read from billing's published view (never from the command), the order is locked,
 *   and the rules of each kind and the lifecycle's transition table decide; a refusal changes nothing.
 */
export async function applyQuoteDecision(em: EntityManager, viewer: Viewer, input: ApplyQuoteDecisionInput): Promise<ApplyQuoteDecisionPayload> {
  const kind = input.kind as QuoteDecisionKind;
  if (!QUOTE_DECISION_KINDS.includes(kind)) return refused(R.INVALID, `Unknown decision: ${input.kind}`);
  await visibleWorkOrderKey(em, tenantScope(viewer), input.workOrderId);
  if (!viewer.isStaff && (kind === "send" ? !viewer.isContractor : !viewer.isClient)) throw new ForbiddenError();
  await decidableQuote(em, viewer, kind, input.quoteId);
  if (input.key !== quoteDecisionKey(input.quoteId, input.quoteVersion, kind)) return refused(R.INVALID, M.WRONG_KEY);
  const note = clean(input.note);
  if ((kind === "reject" || kind === "alternative") && !note)
    return refused(R.REQUIRED, M.NOTE_REQUIRED, [{ field: "note", message: M.NOTE_REQUIRED }]);

  try {
    const applied = await em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      // the order first: every command on it waits here for the one before to end (the key's foreign
      // key takes a share lock on the order, so locking it after the key would deadlock two commands)
      const wo = await tx.findOneOrFail(WorkOrder, input.workOrderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // then the key: applied before (or by the command that held the order) → replay, nothing done again
      const [inserted] = await conn.execute<{ key: string }[]>(
        `insert into work_orders.quote_decision (key, kind, work_order_id, quote_id, quote_version, quote_ref, note, applied_by_id, applied_by_name)
         values (?, ?, ?, ?, ?, '', ?, ?, ?) on conflict (key) do nothing returning key`,
        [input.key, kind, input.workOrderId, input.quoteId, input.quoteVersion, note, viewer.userId, viewer.name],
        "all",
        ctx,
      );
      if (!inserted) throw new Replay();
      // read again now that the order is locked: whose it is cannot change until this commits
      const quote = await decidableQuote(tx, viewer, kind, input.quoteId);
      if (quote.work_order_id !== wo.id) throw new Refused(R.INVALID, M.WRONG_ORDER);
      if (quote.version !== input.quoteVersion) throw new Refused(R.STALE, M.STALE);
      if (quote.billing_status_id === Quote.Accepted) throw new Refused(R.ALREADY_ACCEPTED, M.ALREADY_ACCEPTED);

      const result = await RULES[kind](tx, viewer, wo, quote, note);
      await conn.execute(
        "update work_orders.quote_decision set quote_ref = ?, result = ?::jsonb where key = ?",
        [quote.quote_ref, JSON.stringify(result), input.key],
        "all",
        ctx,
      );
      await tx.flush();
      return input.key;
    });
    return answer(await em.fork().findOneOrFail(QuoteDecision, { key: applied }), false);
  } catch (e) {
    if (e instanceof Refused) return refused(e.code, e.message, e.fieldErrors);
    if (!(e instanceof Replay)) throw e;
  }
  const stored = await em.fork().findOneOrFail(QuoteDecision, { key: input.key });
  if (stored.workOrderId !== input.workOrderId) return refused(R.INVALID, M.KEY_REUSED);
  return answer(stored, true);
}

type Rule = (tx: EntityManager, viewer: Viewer, wo: WorkOrder, quote: QuoteFacts, note: string | null) => Promise<{ newWorkOrderId?: number }>;

/** The lifecycle's transition check, raised as a refusal. */
async function mayMove(tx: EntityManager, from: number, to: number): Promise<void> {
  const illegal = await transitionRefusal(tx, from, to);
  if (illegal?.error) throw new Refused(R.ILLEGAL_TRANSITION, illegal.error.message);
}

/** Moves the order (checked against the table) with an audit line "<what>: Status changed from A to B". */
async function move(tx: EntityManager, viewer: Viewer, wo: WorkOrder, to: number, what: string): Promise<void> {
  const from = wo.workOrderStatusId;
  await mayMove(tx, from, to);
  moveTo(wo, to, new Date());
  const line = from === to ? null : `Status changed from ${await statusName(tx, from)} to ${await statusName(tx, to)}`;
  audit(tx, viewer, {
    entityName: "WorkOrder",
    entityId: wo.id,
    action: line ? "Status changed" : "Updated",
    actionTaken: [what, line].filter(Boolean).join(": "),
  });
}

function mustAwaitApproval(wo: WorkOrder, quote: QuoteFacts): void {
  if (wo.workOrderStatusId !== S.AwaitingQuoteApproval) throw new Refused(R.NOT_AWAITING_APPROVAL, M.NOT_AWAITING_APPROVAL);
  if (quote.billing_status_id !== Quote.Sent) throw new Refused(R.NOT_SENT, M.NOT_SENT);
}

/** Whether another quote of the order still awaits approval: then the order keeps awaiting it. */
async function otherQuoteSent(tx: EntityManager, wo: WorkOrder, quote: QuoteFacts): Promise<boolean> {
  const [row] = await tx
    .getConnection()
    .execute<{ n: number }[]>(
      "select count(*)::int as n from billing.v_quote where work_order_id = ? and billing_status_id = ? and id <> ?",
      [wo.id, Quote.Sent, quote.id],
      "all",
      tx.getTransactionContext(),
    );
  return row!.n > 0;
}

/** Reject and alternative: a public note on the order, back to Awaiting Quote (unless another quote awaits approval). */
async function answeredBack(tx: EntityManager, viewer: Viewer, wo: WorkOrder, quote: QuoteFacts, text: string, what: string): Promise<object> {
  mustAwaitApproval(wo, quote);
  addWorkOrderNote(tx, viewer, { workOrderId: wo.id, note: text, privateNote: false });
  const to = (await otherQuoteSent(tx, wo, quote)) ? S.AwaitingQuoteApproval : S.AwaitingQuote;
  await move(tx, viewer, wo, to, what);
  return {};
}

const RULES: Record<QuoteDecisionKind, Rule> = {
  /** Send for approval: the quote has an item and is not withdrawn; the order goes to Awaiting Quote Approval (again, when re-sent). */
  async send(tx, viewer, wo, quote) {
    if (quote.billing_status_id === Quote.Withdrawn) throw new Refused(R.WITHDRAWN, M.WITHDRAWN);
    if (quote.items < 1) throw new Refused(R.NO_ITEMS, M.NO_ITEMS);
    if (sendQuoteStatusRefusal(wo.workOrderStatusId)) throw new Refused(R.NOT_AWAITING_QUOTE, M.NOT_AWAITING_QUOTE);
    await move(tx, viewer, wo, S.AwaitingQuoteApproval, `Quote ${quote.quote_ref} sent for approval`);
    return {};
  },

  /**
   * Accept: a new work order carries the quoted work (Remedial Works, Open, the original's parties,
   * place and SLA, estimated and approved cost = the quote's total ex tax, financial code Quoted),
   * linked to the original as its child; its contractor is told; the original is Closed.
   */
  async accept(tx, viewer, wo, quote) {
    mustAwaitApproval(wo, quote);
    const illegalStart = await transitionRefusal(tx, null, S.Open);
    if (illegalStart?.error) throw new Refused(R.ILLEGAL_TRANSITION, illegalStart.error.message);
    await mayMove(tx, wo.workOrderStatusId, S.Closed);
    const now = new Date();
    const hours = wo.slaCode ? await slaHours(tx, wo.clientId, wo.slaCode) : null;
    const due = hours ? dueDates(now, hours) : { dueDate: null, responseDueDate: null };
    const total = quote.total_amount_ex_tax;
    const copy = tx.create(WorkOrder, {
      clientId: wo.clientId,
      siteId: wo.siteId,
      assetId: wo.assetId ?? null,
      assetCategoryId: wo.assetCategoryId ?? null,
      contactId: wo.contactId ?? null,
      tradeId: wo.tradeId ?? null,
      subTradeId: wo.subTradeId ?? null,
      contractorId: wo.contractorId ?? null,
      allContractorIds: wo.contractorId ? [wo.contractorId] : [],
      slaCode: wo.slaCode ?? null,
      methodOfRequestId: wo.methodOfRequestId ?? null,
      requestedBy: wo.requestedBy ?? null,
      clientRef: wo.clientRef ?? null,
      accessTimes: wo.accessTimes ?? null,
      smsNumber: wo.smsNumber ?? null,
      smsNotifications: wo.smsNotifications,
      sendNotifications: wo.sendNotifications,
      workOrderTypeId: WorkOrderTypeId.RemedialWorks,
      workOrderStatusId: S.Open,
      financialCodeId: FinancialCodeId.Quoted,
      estimatedCost: total,
      approvedCost: total,
      issue: `Quoted work: ${quote.summary?.trim() || quote.quote_ref}`.slice(0, 500),
      details: `Quote ${quote.quote_ref} accepted on ${wo.refNo ?? refOf(wo.id)}: £${total} ex tax.${quote.summary?.trim() ? `\n${quote.summary.trim()}` : ""}`,
      dateOpened: now,
      dateStatus: now,
      dueDate: due.dueDate,
      responseDueDate: due.responseDueDate,
    });
    await tx.flush();
    const ref = copy.refNo ?? refOf(copy.id);
    tx.create(LinkedWorkOrderRow, { parentWorkOrderId: wo.id, childWorkOrderId: copy.id });
    if (copy.contractorId) await noticeContractor(tx, { workOrderId: copy.id, contractorId: copy.contractorId, reason: "assigned" });
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: copy.id,
      action: "Created",
      actionTaken: `Created work order ${ref} (Open) from quote ${quote.quote_ref} accepted on ${wo.refNo ?? refOf(wo.id)}, approved at £${total}`,
    });
    await move(tx, viewer, wo, S.Closed, `Quote ${quote.quote_ref} accepted: the work goes on in ${ref}`);
    return { newWorkOrderId: copy.id };
  },

  reject: (tx, viewer, wo, quote, note) =>
    answeredBack(tx, viewer, wo, quote, `Quote ${quote.quote_ref}: rejected: ${note}`, `Quote ${quote.quote_ref} rejected`),

  alternative: (tx, viewer, wo, quote, note) =>
    answeredBack(
      tx,
      viewer,
      wo,
      quote,
      `Alternative quote requested for ${quote.quote_ref}: ${note}`,
      `Alternative quote requested for ${quote.quote_ref}`,
    ),
};
