import type { EntityManager } from "@mikro-orm/postgresql";
import type { Logger, QueueDefinition } from "@wo/shared";
import { finishDecision, type DecisionFacts } from "./quote-decision.service";
import type { DecisionKind } from "./work-orders.client";

/**
 * Decisions applied by work-orders within this many days are looked at; an older one still
 * unfinished would have failed every minute for a month (and is logged each time until then).
 */
export const RECONCILE_WINDOW_DAYS = 30;

/** A request finishes its own decision within a moment; the reconciler leaves it that long first. */
export const RECONCILE_GRACE_SECONDS = 30;

interface DecisionRow {
  key: string;
  kind: DecisionKind;
  work_order_id: number;
  quote_id: number;
  quote_version: number;
  note: string | null;
  new_work_order_id: number | null;
  applied_by_id: number | null;
  applied_by_name: string;
  applied_at: Date;
}

export interface ReconcileResult {
  /** Decisions billing had not finished, found in work-orders' v_quote_decision */
  found: number;
  /** Of those, finished now (applied, superseded, or with their quote gone) */
  finished: number;
  /** Of those, whose finish failed (tried again at the next run) */
  failed: number;
}

/**
 * Finishes billing's step of the quote decisions work-orders applied but billing has not recorded
 * (docs/billing.md "Across the two services"): each in its own transaction, oldest first, as the user
 * who decided it; finishDecision's key makes a request finishing the same decision at the same
 * moment harmless. Reads work-orders' published view only.
 */
export async function reconcileQuoteDecisions(
  em: EntityManager,
  options: { graceSeconds?: number; limit?: number; logger?: Logger } = {},
): Promise<ReconcileResult> {
  const rows = await em.getConnection().execute<DecisionRow[]>(
    `select d.key, d.kind, d.work_order_id, d.quote_id, d.quote_version, d.note, d.new_work_order_id, d.applied_by_id, d.applied_by_name, d.applied_at
       from work_orders.v_quote_decision d
      where d.applied_at > now() - make_interval(days => ?)
        and d.applied_at <= now() - make_interval(secs => ?)
        and not exists (select 1 from billing.quote_decision b where b.key = d.key)
      order by d.applied_at, d.key
      limit ?`,
    [RECONCILE_WINDOW_DAYS, options.graceSeconds ?? RECONCILE_GRACE_SECONDS, options.limit ?? 200],
  );
  const result: ReconcileResult = { found: rows.length, finished: 0, failed: 0 };
  for (const r of rows) {
    const facts: DecisionFacts = {
      key: r.key,
      kind: r.kind,
      quoteId: r.quote_id,
      quoteVersion: r.quote_version,
      workOrderId: r.work_order_id,
      newWorkOrderId: r.new_work_order_id,
      note: r.note,
      appliedAt: new Date(r.applied_at),
    };
    try {
      const outcome = await finishDecision(em.fork(), facts, { by: "reconciler", actor: { userId: r.applied_by_id, name: r.applied_by_name } });
      if (outcome !== "finished before") result.finished++;
      options.logger?.info("quote decision finished by the reconciler", { key: r.key, outcome });
    } catch (e) {
      result.failed++;
      options.logger?.error("quote decision not finished", { key: r.key, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return result;
}

/** The reconciler's queue: a run every minute; a failed run is simply the next minute's work. */
export const QUOTE_DECISION_QUEUE: QueueDefinition = {
  name: "quote-decisions",
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 5 * 60, retentionMinutes: 60 },
};

/** The job's data: the grace a request is left to finish its own decision (a test sends 0). */
export interface QuoteDecisionJob {
  graceSeconds?: number;
}
