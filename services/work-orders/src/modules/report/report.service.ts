import type { EntityManager } from "@mikro-orm/postgresql";
import { readList, ZONE, type Page, type TenantScope } from "@wo/shared";
import { listConditions, NET_VALUE_SQL, type ReportList } from "./report.reader";
import type { ReportContractorValue, ReportOrder, ReportReasonCount, ReportWeek } from "./report.type";
import { VIEWS } from "../work-order/work-order.reader";
import type { ReportListArgs, ValuationReportArgs } from "./report.input";

/** The instants of a report row (read as ISO text), made Dates for GraphQL. */
const INSTANTS = ["loggedDate", "dateClosed", "dueDate", "invoiceDate"] as const;

/** Report rows (as the lists' select names them) as ReportOrder objects. */
export function toReportOrders(rows: readonly Record<string, unknown>[]): ReportOrder[] {
  return rows.map((row) => {
    for (const p of INSTANTS) {
      const v = row[p];
      if (typeof v === "string") row[p] = new Date(v);
    }
    return row as unknown as ReportOrder;
  });
}

/** A page of a report list for the scope: its tenancy, its own orders, the arguments, the sort. */
export async function listReport(
  em: EntityManager,
  list: ReportList,
  scope: TenantScope,
  args: ReportListArgs | ValuationReportArgs,
): Promise<Page<ReportOrder>> {
  const page = await readList(em, list, scope, args);
  return { ...page, nodes: toReportOrders(page.nodes) };
}

/** A list's own arguments (not paging or sort): what its chart aggregates over. */
type ChartArgs = Record<string, unknown>;

const week = (column: string) => `date_trunc('week', ${column} at time zone '${ZONE}')::date`;

/**
 * Orders of the order log per London week (Monday): logged that week, and of them those closed that
 * week, over exactly the list's rows (its conditions, for the scope and arguments).
 */
export async function orderLogChart(em: EntityManager, list: ReportList, scope: TenantScope, args: ChartArgs): Promise<ReportWeek[]> {
  const [where, params] = listConditions(list, scope, args);
  const rows = await em.getConnection().execute<{ weekStart: string; logged: number; closed: number }[]>(
    `with r as (select wo.date_opened, wo.date_closed from work_orders.work_order wo where ${where})
     select w::text as "weekStart", sum(l)::int as logged, sum(c)::int as closed from (
       select ${week("date_opened")} as w, 1 as l, 0 as c from r
       union all select ${week("date_closed")}, 0, 1 from r where date_closed is not null
     ) x group by w order by w`,
    [...params],
  );
  return rows;
}

/** How many contractors the valuation chart names; the rest are summed as "Others". */
export const TOP_CONTRACTORS = 12;

/** The valuation's net value per contractor, largest first: the first twelve, then the rest summed as "Others". */
export async function valuationByContractor(
  em: EntityManager,
  list: ReportList,
  scope: TenantScope,
  args: ChartArgs,
): Promise<ReportContractorValue[]> {
  const [where, params] = listConditions(list, scope, args);
  return em.getConnection().execute<ReportContractorValue[]>(
    `with g as (
       select wo.contractor_id, count(*) as n, coalesce(sum(${NET_VALUE_SQL}), 0) as v
         from work_orders.work_order wo where ${where} group by wo.contractor_id
     ), r as (select g.*, least(row_number() over (order by v desc, contractor_id nulls last), ${TOP_CONTRACTORS + 1}) as rank from g)
     select case when rank <= ${TOP_CONTRACTORS} then min(r.contractor_id) end as "contractorId",
            case when rank > ${TOP_CONTRACTORS} then 'Others' when min(r.contractor_id) is null then '(no contractor)' else min(k.name) end as "contractorName",
            sum(n)::int as orders, sum(v)::numeric(16,3)::text as "netValue"
       from r left join ${VIEWS.contractor} k on k.id = r.contractor_id
      group by rank order by rank`,
    [...params],
  );
}

/** Orders of the query report by query reason, most first ("(none)" for an order with no reason). */
export async function queryReasonCounts(em: EntityManager, list: ReportList, scope: TenantScope, args: ChartArgs): Promise<ReportReasonCount[]> {
  const [where, params] = listConditions(list, scope, args);
  return em.getConnection().execute<ReportReasonCount[]>(
    `select coalesce(qr.name, '(none)') as reason, count(*)::int as orders
       from work_orders.work_order wo left join work_orders.query_reason qr on qr.id = wo.query_reason_id
      where ${where} group by qr.name order by count(*) desc, qr.name nulls last`,
    [...params],
  );
}
