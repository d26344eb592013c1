import { argument, declareList, entitySelect, SortDirection, STAFF_ONLY } from "@wo/shared";
import { WebhookDelivery } from "./webhook.entity";

/** An endpoint's delivery log (#/configuration/webhooks/:id): newest first, by state. Staff only (the query is administrators'). */
export const WEBHOOK_DELIVERY_LIST = declareList({
  names: { field: "WebhookDeliveryField", sortInput: "WebhookDeliverySortInput" },
  entity: WebhookDelivery,
  from: "work_orders.webhook_delivery e",
  key: ["e.id"],
  tenancy: STAFF_ONLY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "e.id", filter: "e.id" },
    CREATED_AT: { field: "createdAt", kind: "date", notNull: true, sort: "e.created_at", filter: "e.created_at" },
  },
  defaultSort: { field: "ID", direction: SortDirection.DESC, description: "Default: newest first" },
  defaultDirection: SortDirection.DESC,
  arguments: {
    endpointId: argument<number>({ where: (id) => ["e.endpoint_id = ?", [id]] }),
    state: argument<string>({ where: (state) => ["e.state = ?", [state]] }),
  },
  search: {
    description: "An event's type (part of it, e.g. status) or its id",
    where: (_em, term) => ["(e.event_type ilike ? or e.event_id::text = ?)", [`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, term.trim()]],
  },
  rows: { select: (em) => entitySelect(em, WebhookDelivery, "e"), byKey: true },
});
