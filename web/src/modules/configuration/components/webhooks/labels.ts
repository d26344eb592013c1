import type { WebhookDeliveryState, WebhookEventType } from "../../../../gql/graphql";
import { Intent } from "../../../../ui";

/** The events an endpoint may take, in the form's order; the quote and cost events are chosen now and sent once billing records them (docs/webhooks.md) */
export const EVENT_OPTIONS: ReadonlyArray<{ value: WebhookEventType; label: string }> = [
  { value: "WORK_ORDER_CREATED", label: "Work order created" },
  { value: "WORK_ORDER_STATUS_CHANGED", label: "Work order status changed" },
  { value: "DOCUMENT_ADDED", label: "Document added" },
  { value: "QUOTE_SENT", label: "Quote sent (not sent yet)" },
  { value: "QUOTE_DECIDED", label: "Quote decided (not sent yet)" },
  { value: "COSTS_SUBMITTED", label: "Costs submitted (not sent yet)" },
  { value: "COSTS_APPROVED", label: "Costs approved (not sent yet)" },
];

const EVENT_NAME: Record<WebhookEventType, string> = {
  WORK_ORDER_CREATED: "work_order.created",
  WORK_ORDER_STATUS_CHANGED: "work_order.status_changed",
  DOCUMENT_ADDED: "document.added",
  QUOTE_SENT: "quote.sent",
  QUOTE_DECIDED: "quote.decided",
  COSTS_SUBMITTED: "costs.submitted",
  COSTS_APPROVED: "costs.approved",
};

/** An endpoint's events as the deliveries name them (`work_order.status_changed`): what its receiver sees */
export const eventsText = (events: ReadonlyArray<WebhookEventType>): string => events.map((e) => EVENT_NAME[e]).join(", ");

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
