import type { WorkOrderField, WorkOrderFilterInput, WorkOrderSortInput } from "../../gql/graphql";
import type { GridQuery } from "../../ui/grid";

export type WorkOrderListArgs = {
  page: number;
  pageSize: number;
  search: string | null;
  filters: WorkOrderFilterInput[] | null;
  sort: WorkOrderSortInput[] | null;
};

/** A grid's query as workOrders' arguments; `fields` names the API field of each grid column */
export function workOrderListArgs(fields: Record<string, WorkOrderField>, q: GridQuery): WorkOrderListArgs {
  const filters = q.filters.flatMap((f) => {
    const field = fields[f.field];
    return field ? [{ field, operator: f.operator, value: f.value }] : [];
  });
  const sortField = q.sort ? fields[q.sort.field] : undefined;
  return {
    page: q.page,
    pageSize: q.pageSize,
    search: q.search.trim() || null,
    filters: filters.length > 0 ? filters : null,
    sort: q.sort && sortField ? [{ field: sortField, direction: q.sort.direction }] : null,
  };
}
