import type { EntityManager } from "@mikro-orm/postgresql";
import { tenantSql, type SqlValue, type TenantScope } from "@wo/shared";
import { ALL_STATUS_IDS, STATUS_COUNTERS } from "../work-order/work-order.status";
import type { WorkOrderCounters } from "./counter.type";
import { STATUS_COUNT_TENANCY } from "./status-count.entity";

function scopeWhere(scope: TenantScope): { sql: string; params: SqlValue[] } {
  const [sql, params] = tenantSql(scope, STATUS_COUNT_TENANCY);
  return { sql: ` and ${sql}`, params: [...params] };
}

/** SQL for the number of work orders of one status (or all, with null) that the scope may see, from the counter table. */
export function counterTotalSql(scope: TenantScope, statusId: number | null): { sql: string; params: SqlValue[] } {
  const where = scopeWhere(scope);
  const params: SqlValue[] = [...where.params];
  let sql = `select coalesce(sum(n), 0) from work_orders.status_count where true${where.sql}`;
  if (statusId != null) {
    sql += " and status_id = ?";
    params.push(statusId);
  }
  return { sql, params };
}

export async function countFromCounters(em: EntityManager, scope: TenantScope, statusId: number | null): Promise<number> {
  const { sql, params } = counterTotalSql(scope, statusId);
  const [row] = await em.getConnection().execute<{ n: string }[]>(`select (${sql}) as n`, params);
  return Number(row?.n ?? 0);
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
  const counters = Object.fromEntries(STATUS_COUNTERS.map((c) => [c.field, byStatus.get(c.statusId) ?? 0])) as Omit<
    WorkOrderCounters,
    "byStatus"
  >;
  return { ...counters, byStatus: [...byStatus].map(([statusId, count]) => ({ statusId, count })) };
}
