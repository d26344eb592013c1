import { ArgsType, Field } from "type-graphql";
import { IsOptional, MaxLength } from "class-validator";
import { argument, containsPattern, declareList, listInputs, NO_TENANT, SortDirection } from "@wo/shared";
import { AuditTrailNode } from "./audit.type";

/**
 * Every service's audit trail through identity's view (a UNION ALL of the four tables, each with an
 * index on its date, so newest-first pages merge the indexes instead of sorting everything). Staff
 * with the audit area only (the field's @Access).
 */
export const AUDIT_LIST = declareList({
  names: { field: "AuditSortField", sortInput: "AuditSortInput" },
  entity: AuditTrailNode,
  from: "identity.v_audit_trail a",
  key: ["a.service", "a.id"],
  tenancy: NO_TENANT,
  columns: {
    ACTION_DATE: { field: "actionDate", kind: "date", notNull: true, sort: "a.action_date", filter: "a.action_date" },
    ENTITY_NAME: { field: "entityName", kind: "text", notNull: true, sort: "a.entity_name", filter: "a.entity_name" },
    ACTION_BY_NAME: { field: "actionByName", kind: "text", notNull: true, sort: "a.action_by_name", filter: "a.action_by_name" },
    ACTION_TAKEN: { field: "actionTaken", kind: "text", notNull: true, sort: "a.action_taken", filter: "a.action_taken" },
    ID: { field: "id", kind: "number", notNull: true, sort: "a.id", filter: "a.id" },
  },
  defaultSort: { field: "ACTION_DATE", direction: SortDirection.DESC, description: "Default: newest first" },
  defaultDirection: SortDirection.DESC,
  arguments: {
    entityName: argument<string>({ where: (name) => ["a.entity_name = ?", [name]] }),
    entityId: argument<string>({ where: (id) => ["a.entity_id = ?", [id]] }),
  },
  search: {
    description: "In the entity, who and what was done",
    where: (_em, search) => {
      const term = containsPattern(search.toLowerCase());
      return ["lower(a.entity_name) like ? or lower(a.action_by_name) like ? or lower(a.action_taken) like ?", [term, term, term]];
    },
  },
  rows: {
    select: `a.service, a.id, a.entity_name, a.entity_id, a.action, a.action_taken, a.action_by_id, a.action_by_name,
      (extract(epoch from a.action_date) * 1000)::float8 as action_ms`,
  },
});

/** AuditSortField, AuditSortInput (newest first unless told) and the paging arguments. */
const inputs = listInputs(AUDIT_LIST);

/**
 * The arguments of `auditTrail`: page, pageSize, after, sort and search from the list's declaration,
 * and the trail's own filters.
 */
@ArgsType()
export class AuditTrailArgs extends inputs.Args {
  @Field(() => String, { nullable: true, description: "Only entries about this kind of row (e.g. WorkOrder, Client, User), as entityName shows it" })
  @IsOptional()
  @MaxLength(100)
  entityName?: string | null;

  @Field(() => String, { nullable: true, description: "Only entries about the row with this id (with entityName), as entityId shows it" })
  @IsOptional()
  @MaxLength(100)
  entityId?: string | null;
}
