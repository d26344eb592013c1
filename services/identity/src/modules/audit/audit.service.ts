import type { EntityManager } from "@mikro-orm/postgresql";
import { readList, type Page } from "@wo/shared";
import { AUDIT_LIST, type AuditTrailArgs } from "./audit.input";
import type { AuditTrailNode } from "./audit.type";

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

/** A page of every service's audit trail (AUDIT_LIST). */
export async function listAuditTrail(em: EntityManager, args: AuditTrailArgs): Promise<Page<AuditTrailNode>> {
  const page = await readList(em, AUDIT_LIST, { kind: "all" }, args);
  return {
    ...page,
    nodes: (page.nodes as unknown as Row[]).map((r) => ({
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
  };
}

/** The kinds of record the audit trail names, for the grid's entity filter. */
export async function listAuditEntityNames(em: EntityManager): Promise<string[]> {
  const rows = await em
    .getConnection()
    .execute<{ entity_name: string }[]>("select distinct entity_name from identity.v_audit_trail order by entity_name");
  return rows.map((r) => r.entity_name);
}
