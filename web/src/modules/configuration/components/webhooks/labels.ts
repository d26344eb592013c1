import type { WebhookDeliveryState, WebhookEventType } from "../../../../gql/graphql";
import { Intent } from "../../../../ui";

/** The events an endpoint may take, as the screens name them, in the form's order */
export const EVENT_LABEL: Record<WebhookEventType, string> = {
  WORK_ORDER_CREATED: "Work order created",
  WORK_ORDER_STATUS_CHANGED: "Work order status changed",
  DOCUMENT_ADDED: "Document added",
  QUOTE_SENT: "Quote sent",
  QUOTE_DECIDED: "Quote decided",
  COSTS_SUBMITTED: "Costs submitted",
  COSTS_APPROVED: "Costs approved",
};

/** The events as the deliveries name them (their `type` and X-Webhook-Event): what a receiver sees */
export const EVENT_NAME: Record<WebhookEventType, string> = {
  WORK_ORDER_CREATED: "work_order.created",
  WORK_ORDER_STATUS_CHANGED: "work_order.status_changed",
  DOCUMENT_ADDED: "document.added",
  QUOTE_SENT: "quote.sent",
  QUOTE_DECIDED: "quote.decided",
  COSTS_SUBMITTED: "costs.submitted",
  COSTS_APPROVED: "costs.approved",
};

/** Billing's events: chosen now, sent once billing records them (docs/webhooks.md) */
const NOT_SENT_YET: ReadonlySet<WebhookEventType> = new Set(["QUOTE_SENT", "QUOTE_DECIDED", "COSTS_SUBMITTED", "COSTS_APPROVED"]);

/** The form's choice of events */
export const EVENT_OPTIONS: ReadonlyArray<{ value: WebhookEventType; label: string }> = (Object.keys(EVENT_LABEL) as WebhookEventType[]).map(
  (value) => ({ value, label: NOT_SENT_YET.has(value) ? `${EVENT_LABEL[value]} (not sent yet)` : EVENT_LABEL[value] }),
);

export const DELIVERY_STATE_LABEL: Record<WebhookDeliveryState, string> = { QUEUED: "Queued", DELIVERED: "Delivered", FAILED: "Failed" };
export const DELIVERY_STATE_INTENT: Record<WebhookDeliveryState, Intent> = {
  QUEUED: Intent.PRIMARY,
  DELIVERED: Intent.SUCCESS,
  FAILED: Intent.DANGER,
};

/** Whom an endpoint hears of: every client, or one client's events */
export function scopeText(clientId: number | null | undefined, clients: ReadonlyArray<{ id: number; name: string }>): string {
  if (!clientId) return "All clients";
  return `${clients.find((c) => c.id === clientId)?.name ?? `Client ${clientId}`} only`;
}
