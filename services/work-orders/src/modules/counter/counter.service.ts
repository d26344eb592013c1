import type { EntityManager } from "@mikro-orm/postgresql";
import { tenantSql, type SqlValue, type TenantScope } from "@wo/shared";
import { ALL_STATUS_IDS, STATUS_COUNTERS } from "../work-order/work-order.status";
import type { WorkOrderCounters } from "./counter.type";
import { STATUS_COUNT_TENANCY } from "./status-count.entity";

function scopeWhere(scope: TenantScope): { sql: string; params: SqlValue[] } {
  const [sql, params] = tenantSql(scope, STATUS_COUNT_TENANCY);
  return { sql: ` and ${sql}`, params: [...params] };
}

/** Narrows the counters further, within the scope: one client's or one contractor's (a staff view of a portal). */
export interface CounterFilter {
  clientId?: number | null;
  contractorId?: number | null;
}

export async function workOrderCounters(em: EntityManager, scope: TenantScope, filter: CounterFilter = {}): Promise<WorkOrderCounters> {
  const where = scopeWhere(scope);
  if (filter.clientId != null) {
    where.sql += " and client_id = ?";
    where.params.push(filter.clientId);
  }
  if (filter.contractorId != null) {
    where.sql += " and contractor_id = ?";
    where.params.push(filter.contractorId);
  }
  const rows = await em
    .getConnection()
    .execute<{ status_id: number; n: string }[]>(
      `select status_id, sum(n) as n from work_orders.status_count where true${where.sql} group by status_id`,
      where.params,
    );
  const byStatus = new Map<number, number>(ALL_STATUS_IDS.map((id) => [id, 0]));
  for (const r of rows) byStatus.set(r.status_id, Number(r.n));
  const counters = Object.fromEntries(STATUS_COUNTERS.map((c) => [c.field, byStatus.get(c.statusId) ?? 0])) as Omit<WorkOrderCounters, "byStatus">;
  return { ...counters, byStatus: [...byStatus].map(([statusId, count]) => ({ statusId, count })) };
}
