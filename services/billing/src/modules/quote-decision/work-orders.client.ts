import { z } from "zod";
import { AppError, loadConfig, requestIdHeaders, type ErrorCode, type FieldErrorShape } from "@wo/shared";

/** Where billing finds work-orders' subgraph (its own GraphQL endpoint, not the gateway's). */
const workOrdersConfig = z.object({
  WORK_ORDERS_URL: z.string().url().default("http://127.0.0.1:4003/graphql"),
});

/** WORK_ORDERS_URL, parsed (a malformed one stops the call with a message naming it). */
export function workOrdersUrl(env: NodeJS.ProcessEnv = process.env): string {
  return loadConfig(workOrdersConfig, env).WORK_ORDERS_URL;
}

/** How long billing waits for work-orders to apply a decision before answering that it could not. */
export const WORK_ORDERS_TIMEOUT_MS = 15_000;

export type DecisionKind = "send" | "accept" | "reject" | "alternative";

/** Billing's command to work-orders: apply this decision on the quote to its order, once per key. */
export interface DecisionCommand {
  key: string;
  kind: DecisionKind;
  workOrderId: number;
  quoteId: number;
  quoteVersion: number;
  note: string | null;
}

/** A decision work-orders applied (now, or before: replayed). */
export interface AppliedDecision {
  key: string;
  kind: DecisionKind;
  workOrderId: number;
  quoteId: number;
  newWorkOrderId: number | null;
  appliedAt: Date;
  replayed: boolean;
}

export interface RefusedDecision {
  code: string;
  message: string;
  fieldErrors: FieldErrorShape[];
}

export type DecisionAnswer = { applied: AppliedDecision; refused?: undefined } | { refused: RefusedDecision; applied?: undefined };

/**
 * Work-orders could not be asked, or did not answer. `maybeApplied`: the command may have reached it
 * (a timeout, a lost answer), so the decision may yet be applied there (and then finished by the
 * reconciler); otherwise (no connection, or work-orders' own error, which rolled back) nothing changed.
 */
export class WorkOrdersUnavailable extends Error {
  constructor(
    message: string,
    readonly maybeApplied: boolean,
  ) {
    super(message);
  }
}

/** Failures that happen before a request is sent: the command never reached work-orders. */
const NOT_SENT: ReadonlySet<string> = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const codeOf = (e: unknown): string | undefined => {
  const cause = (e as { cause?: { code?: string; errors?: { code?: string }[] } })?.cause;
  return cause?.code ?? cause?.errors?.[0]?.code;
};

/** What billing needs of work-orders. */
export interface WorkOrdersPort {
  /** Sends the command with the caller's own token. Throws WorkOrdersUnavailable, or work-orders' access errors (NOT_FOUND, FORBIDDEN, ...). */
  applyQuoteDecision(token: string, command: DecisionCommand): Promise<DecisionAnswer>;
}

const APPLY = `mutation ApplyQuoteDecision($input: ApplyQuoteDecisionInput!) {
  applyQuoteDecision(input: $input) {
    decision { key kind workOrderId quoteId newWorkOrderId appliedAt replayed }
    error { code message fieldErrors { field message } }
  }
}`;

/** Work-orders' errors that are the caller's (its access, its token): passed on as they are. */
const CALLERS: ReadonlySet<string> = new Set(["UNAUTHENTICATED", "SESSION_INVALID", "FORBIDDEN", "NOT_FOUND", "BAD_USER_INPUT"]);

interface Answer {
  data?: {
    applyQuoteDecision?: { decision: (Omit<AppliedDecision, "appliedAt"> & { appliedAt: string }) | null; error: RefusedDecision | null };
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Work-orders over HTTP, at WORK_ORDERS_URL (read when the client is made). */
export function workOrdersClient(url: string = workOrdersUrl(), timeoutMs = WORK_ORDERS_TIMEOUT_MS): WorkOrdersPort {
  return {
    async applyQuoteDecision(token, command) {
      let body: Answer;
      try {
        const res = await fetch(url, {
          method: "POST",
          // the id of the request that asks (none from a job), so work-orders' log lines carry it too
          headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...requestIdHeaders() },
          body: JSON.stringify({ query: APPLY, variables: { input: command } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = (await res.json()) as Answer;
      } catch (e) {
        const code = codeOf(e);
        throw new WorkOrdersUnavailable(
          `work-orders did not answer: ${code ?? (e instanceof Error ? e.message : String(e))}`,
          !(code && NOT_SENT.has(code)),
        );
      }
      const error = body.errors?.[0];
      if (error) {
        const code = error.extensions?.code ?? "INTERNAL_SERVER_ERROR";
        if (CALLERS.has(code)) throw new AppError(code as ErrorCode, error.message);
        // work-orders' own failure: its transaction rolled back
        throw new WorkOrdersUnavailable(`work-orders failed: ${code} ${error.message}`, false);
      }
      const payload = body.data?.applyQuoteDecision;
      if (!payload) throw new WorkOrdersUnavailable("work-orders answered nothing", true);
      if (payload.error) return { refused: payload.error };
      if (!payload.decision) throw new WorkOrdersUnavailable("work-orders answered neither a decision nor a refusal", true);
      return { applied: { ...payload.decision, appliedAt: new Date(payload.decision.appliedAt) } };
    },
  };
}
