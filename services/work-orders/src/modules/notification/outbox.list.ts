import { argument, containsPattern, declareList, entitySelect, SortDirection, STAFF_ONLY } from "@wo/shared";
import { OutboxMessage } from "./outbox.entity";

/** A search term that names a work order by reference (WO0000123) or id (123). */
const REFERENCE = /^(?:wo)?0*(\d{1,9})$/i;

/**
 * Messages to contractors: the administrator's outbox (#/configuration/outbox, by state and channel)
 * and a work order's (its "resend notification" tab) are this one list; newest first. Staff only:
 * portal users see none of it.
 */
export const OUTBOX_LIST = declareList({
  names: { field: "OutboxMessageField", sortInput: "OutboxMessageSortInput" },
  entity: OutboxMessage,
  from: "work_orders.outbox_message e",
  key: ["e.id"],
  tenancy: STAFF_ONLY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "e.id", filter: "e.id" },
    CREATED_AT: { field: "createdAt", kind: "date", notNull: true, sort: "e.created_at", filter: "e.created_at" },
  },
  defaultSort: { field: "ID", direction: SortDirection.DESC, description: "Default: newest first" },
  defaultDirection: SortDirection.DESC,
  arguments: {
    workOrderId: argument<number>({ where: (id) => ["e.work_order_id = ?", [id]] }),
    state: argument<string>({ where: (state) => ["e.state = ?", [state]] }),
    channel: argument<string>({ where: (channel) => ["e.channel = ?", [channel]] }),
  },
  search: {
    description: "Part of the recipient's address or number, or a work-order reference (WO0000123 or 123)",
    where: (_em, term) => {
      const ref = REFERENCE.exec(term);
      const like = containsPattern(term);
      return ref ? ["(e.recipient ilike ? or e.work_order_id = ?)", [like, Number(ref[1])]] : ["e.recipient ilike ?", [like]];
    },
  },
  rows: { select: (em) => entitySelect(em, OutboxMessage, "e"), byKey: true },
});
