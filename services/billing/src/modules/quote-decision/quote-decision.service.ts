import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  createLogger,
  errorOf,
  ForbiddenError,
  NotFoundError,
  tenantScope,
  type AuditActor,
  type FieldErrorShape,
  type Viewer,
} from "@wo/shared";
import { QuoteStatusId, type Quote } from "../quote/quote.entity";
import { latestSentQuote, quotesByIds } from "../quote/quote.reader";
import { AWAITING_QUOTE_APPROVAL } from "../quote/quote.rules";
import { orderById } from "../work-order/work-order.view";
import { QUOTE_DECISION_MESSAGES as M, QuoteDecisionError, QuoteDecisionErrorCode as Code, type QuoteDecisionPayload } from "./quote-decision.type";
import { workOrdersClient, WorkOrdersUnavailable, type AppliedDecision, type DecisionKind, type WorkOrdersPort } from "./work-orders.client";

const logger = createLogger("billing");

/** The deterministic command key of a decision: the quote, the version it was decided on, and what. */
export const decisionKey = (quoteId: number, version: number, kind: DecisionKind) => `quote:${quoteId}:v${version}:${kind}`;

export interface DecideArgs {
  kind: DecisionKind;
  /** The quote; or, with only `workOrderId` (the legacy Decline), the order's quote awaiting approval */
  quoteId?: number | null;
  /** The order the caller names: the quote must be one of its */
  workOrderId?: number | null;
  /** The quote's version the caller read: an older one is refused (STALE) */
  version?: number | null;
  note?: string | null;
}

const refused = (code: Code, message: string, fieldErrors: FieldErrorShape[] = []): QuoteDecisionPayload => ({
  quote: null,
  newWorkOrderId: null,
  error: errorOf(QuoteDecisionError, code, message, fieldErrors),
});

/**
 * Which kind of user takes which decision: the quote's contractor sends; the client it was sent to
 * answers it; staff do all, holding COST_DECISIONS (checked once the quote is named, below). Which
 * quotes each may decide on is QUOTE_TENANCY: the rows are read with the viewer's scope.
 */
function mayDecide(viewer: Viewer, kind: DecisionKind): boolean {
  return viewer.takesCostDecisions || (kind === "send" ? viewer.isContractor : viewer.isClient);
}

/**
 * The quote a decision names, as the viewer may see it (QUOTE_TENANCY: a contractor its own quote on
 * an order still its own, a client a quote sent to it on an order of its client now): by id, or the
 * order's quote awaiting approval (its latest sent) when only the order is named. An order or quote
 * the viewer may not see, or a quote not of the named order, is NOT_FOUND; an order not awaiting
 * quote approval is refused NOT_AWAITING_APPROVAL (nothing is read further: the legacy Decline then
 * declines it as a request).
 */
async function quoteNamed(em: EntityManager, viewer: Viewer, args: DecideArgs): Promise<Quote | QuoteDecisionPayload> {
  const scope = tenantScope(viewer);
  if (args.quoteId) {
    const [q] = await quotesByIds(em, scope, [args.quoteId]);
    if (!q || (args.workOrderId && q.workOrderId !== args.workOrderId)) throw new NotFoundError();
    return q;
  }
  if (!args.workOrderId) throw new NotFoundError();
  const wo = await orderById(em, args.workOrderId, { scope });
  if (!wo) throw new NotFoundError();
  if (wo.workOrderStatusId !== AWAITING_QUOTE_APPROVAL) return refused(Code.NOT_AWAITING_APPROVAL, M.NOT_AWAITING_APPROVAL);
  return (await latestSentQuote(em, scope, args.workOrderId)) ?? refused(Code.NOT_SENT, M.NONE_SENT);
}

/**
 * A quote decision from billing's side (docs/billing.md "Across the two services"): send for approval,
 * accept, reject, ask for an alternative.
 *
 * 1. Billing checks the request and the caller against its quote (tenancy, status, items, note,
 *    version) and derives the command key quote:<id>:v<version>:<kind>.
 * 2. It asks work-orders to apply the decision to the order, over HTTP with the caller's own token;
 *    work-orders checks the caller itself and applies it in one transaction with the key. Unreachable
 *    or refused: nothing changed anywhere, the caller gets the refusal.
 * 3. Only then billing changes its quote, in its own transaction (finishDecision). If that fails, the
 *    reconciler finishes it from work-orders' v_quote_decision, and a retry (the same key) does too.
 */
export async function decideQuote(
  em: EntityManager,
  viewer: Viewer,
  token: string,
  args: DecideArgs,
  workOrders: WorkOrdersPort = workOrdersClient(),
): Promise<QuoteDecisionPayload> {
  if (!mayDecide(viewer, args.kind)) throw new ForbiddenError();
  const named = await quoteNamed(em, viewer, args);
  if ("error" in named) return named;
  const quote = named;
  const note = args.note?.trim() || null;
  const status = quote.billingStatusId;
  if (status === QuoteStatusId.Accepted) return refused(Code.ALREADY_ACCEPTED, M.ALREADY_ACCEPTED);
  if (args.kind === "send") {
    if (status === QuoteStatusId.Withdrawn) return refused(Code.WITHDRAWN, M.WITHDRAWN);
    const [{ n }] = await em
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from billing.billing_item where billing_id = ?", [quote.id]);
    if (!n) return refused(Code.NO_ITEMS, M.NO_ITEMS);
  } else {
    if (status !== QuoteStatusId.Sent) return refused(Code.NOT_SENT, M.NOT_SENT);
    if (args.kind !== "accept" && !note) return refused(Code.REQUIRED, M.NOTE_REQUIRED, [{ field: "note", message: M.NOTE_REQUIRED }]);
  }
  if (args.version != null && args.version !== quote.version) return refused(Code.STALE, M.STALE, [{ field: "version", message: M.STALE }]);

  const command = {
    key: decisionKey(quote.id, quote.version, args.kind),
    kind: args.kind,
    workOrderId: quote.workOrderId,
    quoteId: quote.id,
    quoteVersion: quote.version,
    note: args.kind === "reject" || args.kind === "alternative" ? note : null,
  };
  let applied: AppliedDecision;
  try {
    const answer = await workOrders.applyQuoteDecision(token, command);
    if (answer.refused) {
      const code = (Object.values(Code) as string[]).includes(answer.refused.code) ? (answer.refused.code as Code) : Code.INVALID;
      return refused(code, answer.refused.message, answer.refused.fieldErrors);
    }
    applied = answer.applied;
  } catch (e) {
    if (!(e instanceof WorkOrdersUnavailable)) throw e;
    logger.warn("quote decision: work-orders unavailable", { key: command.key, error: e.message, maybeApplied: e.maybeApplied });
    return refused(Code.UNAVAILABLE, e.maybeApplied ? M.UNANSWERED : M.UNAVAILABLE);
  }

  try {
    await finishDecision(em, { ...applied, quoteVersion: quote.version, note: command.note }, { by: "request", actor: viewer });
  } catch (e) {
    // work-orders applied it: the reconciler (or the caller's retry, the same key) finishes billing's part
    logger.error("quote decision applied by work-orders but not finished in billing", {
      key: command.key,
      error: e instanceof Error ? e.message : String(e),
    });
    throw e;
  }
  const [now] = await quotesByIds(em.fork(), tenantScope(viewer), [quote.id]);
  return { quote: now ?? null, newWorkOrderId: applied.newWorkOrderId, error: null };
}

/** A decision work-orders applied, as billing finishes it. */
export interface DecisionFacts {
  key: string;
  kind: DecisionKind;
  quoteId: number;
  quoteVersion: number;
  workOrderId: number;
  newWorkOrderId: number | null;
  note: string | null;
  appliedAt: Date;
}

export type FinishResult = "applied" | "superseded" | "quote missing" | "finished before";

const refOf = (id: number) => `WO${String(id).padStart(7, "0")}`;

/**
 * Billing's step of an applied decision, in its own transaction, once per key: the record of the
 * decision (billing.quote_decision, whose key serialises a request and the reconciler finishing the
 * same decision), the quote's status with its sent or decided time, the client's note and the new
 * work order, an audit line; on accept, the order's other quotes sent for approval are Withdrawn. A
 * quote whose version moved on after the decision keeps its newer state (superseded), except on
 * accept: the new work order exists, so the quote says Accepted whatever changed.
 */
export async function finishDecision(
  em: EntityManager,
  d: DecisionFacts,
  how: { by: "request" | "reconciler"; actor: AuditActor },
): Promise<FinishResult> {
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const run = <T extends object[] = object[]>(sql: string, params: unknown[]) => conn.execute<T>(sql, params, "all", ctx);
    const [mine] = await run<{ key: string }[]>(
      `insert into billing.quote_decision (key, kind, quote_id, work_order_id, new_work_order_id, outcome, finished_by)
       values (?, ?, ?, ?, ?, 'applied', ?) on conflict (key) do nothing returning key`,
      [d.key, d.kind, d.quoteId, d.workOrderId, d.newWorkOrderId, how.by],
    );
    if (!mine) return "finished before";
    const outcome = (o: FinishResult) => run("update billing.quote_decision set outcome = ? where key = ?", [o, d.key]).then(() => o);
    const [q] = await run<{ version: number; quote_ref: string }[]>("select version, quote_ref from billing.billing where id = ? for update", [
      d.quoteId,
    ]);
    if (!q) return outcome("quote missing");
    const suffix = how.by === "reconciler" ? " (completed by the reconciler)" : "";
    const line = (actionTaken: string, id = d.quoteId) =>
      audit(tx, how.actor, { entityName: "Quote", entityId: id, action: "Status changed", actionTaken: `${actionTaken}${suffix}` });
    if (q.version !== d.quoteVersion && d.kind !== "accept") {
      audit(tx, how.actor, {
        entityName: "Quote",
        entityId: d.quoteId,
        action: "Updated",
        actionTaken: `Decision '${d.kind}' on ${q.quote_ref} not applied to the quote: it changed after the decision${suffix}`,
      });
      await tx.flush();
      return outcome("superseded");
    }
    const set = (sql: string, params: unknown[]) =>
      run(`update billing.billing set ${sql}, version = version + 1, updated_at = now() where id = ?`, [...params, d.quoteId]);
    switch (d.kind) {
      case "send":
        await set("billing_status_id = ?, sent_at = ?, decided_at = null, decision_note = null", [QuoteStatusId.Sent, d.appliedAt]);
        line(`Quote ${q.quote_ref} sent for approval (work order ${refOf(d.workOrderId)})`);
        break;
      case "accept": {
        await set("billing_status_id = ?, decided_at = ?, new_work_order_id = ?", [QuoteStatusId.Accepted, d.appliedAt, d.newWorkOrderId]);
        line(`Quote ${q.quote_ref} accepted: the work goes on in ${d.newWorkOrderId ? refOf(d.newWorkOrderId) : "a new work order"}`);
        const others = await run<{ id: number; quote_ref: string }[]>(
          `update billing.billing set billing_status_id = ?, version = version + 1, updated_at = now()
            where work_order_id = ? and billing_status_id = ? and id <> ? returning id, quote_ref`,
          [QuoteStatusId.Withdrawn, d.workOrderId, QuoteStatusId.Sent, d.quoteId],
        );
        for (const o of others) line(`Quote ${o.quote_ref} withdrawn: quote ${q.quote_ref} was accepted`, o.id);
        break;
      }
      case "reject":
        await set("billing_status_id = ?, decided_at = ?, decision_note = ?", [QuoteStatusId.Rejected, d.appliedAt, d.note]);
        line(`Quote ${q.quote_ref} rejected: ${d.note ?? ""}`);
        break;
      case "alternative":
        await set("billing_status_id = ?, decided_at = ?, decision_note = ?", [QuoteStatusId.AlternativeRequested, d.appliedAt, d.note]);
        line(`Alternative quote requested for ${q.quote_ref}: ${d.note ?? ""}`);
        break;
    }
    await tx.flush();
    return "applied";
  });
}
