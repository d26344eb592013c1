import type { EntityManager } from "@mikro-orm/postgresql";
import { containsPattern, offsetOf, SortDirection, type Page } from "@wo/shared";
import { AuditSortField, type AuditTrailArgs, type AuditTrailNode } from "./audit.type";

const SORTS: Record<AuditSortField, string> = {
  [AuditSortField.ACTION_DATE]: "action_date",
  [AuditSortField.ENTITY_NAME]: "entity_name",
  [AuditSortField.ACTION_BY_NAME]: "action_by_name",
  [AuditSortField.ACTION_TAKEN]: "action_taken",
};

interface Row {
  service: string;
  id: string;
  entity_name: string;
  entity_id: string | null;
  action: string;
  action_taken: string;
  action_by_id: number | null;
  action_by_name: string;
  action_ms: number;
}

/**
 * Every service's audit trail through identity's view (a UNION ALL of the four tables, each with an
 * index on its date, so newest-first pages merge the indexes instead of sorting everything).
 */
export async function auditTrail(em: EntityManager, args: AuditTrailArgs): Promise<Page<AuditTrailNode>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (args.entityName) {
    where.push("entity_name = ?");
    params.push(args.entityName);
  }
  if (args.entityId) {
    where.push("entity_id = ?");
    params.push(args.entityId);
  }
  if (args.search?.trim()) {
    const term = containsPattern(args.search.trim().toLowerCase());
    where.push("(lower(entity_name) like ? or lower(action_by_name) like ? or lower(action_taken) like ?)");
    params.push(term, term, term);
  }
  const sorts = args.sort?.length ? args.sort : [{ field: AuditSortField.ACTION_DATE, direction: SortDirection.DESC }];
  const order = [...sorts.map((s) => `${SORTS[s.field]} ${s.direction === SortDirection.ASC ? "asc" : "desc"}`), "service", "id desc"].join(", ");
  const filter = where.length ? `where ${where.join(" and ")}` : "";
  const [rows, [count]] = await Promise.all([
    em
      .getConnection()
      .execute<Row[]>(
        `select service, id, entity_name, entity_id, action, action_taken, action_by_id, action_by_name,
           (extract(epoch from action_date) * 1000)::float8 as action_ms
         from identity.v_audit_trail ${filter} order by ${order} limit ? offset ?`,
        [...params, args.pageSize, offsetOf(args)],
      ),
    em.getConnection().execute<{ n: string }[]>(`select count(*) as n from identity.v_audit_trail ${filter}`, params),
  ]);
  const totalCount = Number(count!.n);
  return {
    nodes: rows.map((r) => ({
      id: `${r.service}:${r.id}`,
      service: r.service,
      entityName: r.entity_name,
      entityId: r.entity_id,
      action: r.action,
      actionTaken: r.action_taken,
      actionById: r.action_by_id,
      actionByName: r.action_by_name,
      actionDate: new Date(Number(r.action_ms)),
    })),
    totalCount,
    page: args.page,
    pageSize: args.pageSize,
  };
}

/** The kinds of record the audit trail names, for the grid's entity filter. */
export async function auditEntityNames(em: EntityManager): Promise<string[]> {
  const rows = await em.getConnection().execute<{ entity_name: string }[]>(
    "select distinct entity_name from identity.v_audit_trail order by entity_name",
  );
  return rows.map((r) => r.entity_name);
}
