import { ArgsType, Field, Int } from "type-graphql";
import { argument, AuditTrailEntry, declareList, entitySelect, listInputs, SortDirection, STAFF_ONLY } from "@wo/shared";
import { WorkOrderAudit } from "./audit.type";

/**
 * A work order's audits tab: this service's audit lines for the order (entityName 'WorkOrder'),
 * newest first. Staff only: portal users see none of the trail.
 */
export const WORK_ORDER_AUDIT_LIST = declareList({
  names: { field: "WorkOrderAuditField", sortInput: "WorkOrderAuditSortInput" },
  entity: WorkOrderAudit,
  from: "work_orders.audit_trail e",
  key: ["e.id"],
  tenancy: STAFF_ONLY,
  always: [["e.entity_name = 'WorkOrder'", []]],
  columns: {
    ACTION_DATE: { field: "actionDate", kind: "date", notNull: true, sort: "e.action_date", filter: "e.action_date" },
    ACTION_BY_NAME: { field: "actionByName", kind: "text", notNull: true, sort: "e.action_by_name", filter: "e.action_by_name" },
    ACTION_TAKEN: { field: "actionTaken", kind: "text", notNull: true, sort: "e.action_taken", filter: "e.action_taken" },
  },
  defaultSort: { field: "ACTION_DATE", direction: SortDirection.DESC, description: "Default: newest first" },
  defaultDirection: SortDirection.DESC,
  arguments: {
    workOrderId: argument<number>({ where: (id) => ["e.entity_id = ?", [String(id)]] }),
  },
  rows: { select: (em) => entitySelect(em, AuditTrailEntry, "e"), byKey: true },
});

/** The arguments of `workOrderAudits`: the order, and the paging and sort of the list's declaration. */
@ArgsType()
export class WorkOrderAuditsArgs extends listInputs(WORK_ORDER_AUDIT_LIST).Args {
  @Field(() => Int, { description: "The work order whose history to read (WorkOrder.id)" })
  workOrderId!: number;
}
