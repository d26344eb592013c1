import { useMemo } from "react";
import { Kind, type DocumentNode } from "graphql";
import type { OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import type { FilterOperator, GridColumn, GridQuery, GridSort, GridStateStore, SortDirection } from "./types";
import { useGridView, type GridView } from "./useGridView";

/** The list arguments a grid fills in from its view; every other variable is the grid's own */
export type ListArgName = "page" | "pageSize" | "search" | "filters" | "sort";

type Item<T> = T extends ReadonlyArray<infer I> ? I : T;
type FieldOf<T> = Item<NonNullable<T>> extends { field: infer F extends string } ? F : never;

/** The API's type of a column name in a list query's sort and filter inputs (WorkOrderField...) */
export type ApiFieldOf<TVars> = (TVars extends { sort?: infer S } ? FieldOf<S> : never) | (TVars extends { filters?: infer S } ? FieldOf<S> : never);

/** The list arguments as the server takes them: page, page size, search, filters and sort */
export type ListArgs<F extends string = string> = {
  page: number;
  pageSize: number;
  search: string | null;
  filters: Array<{ field: F; operator: FilterOperator; value: string | null }> | null;
  sort: Array<{ field: F; direction: SortDirection }> | null;
};

/** One page of a list as the API answers it */
export type ServerPage<Row> = { nodes: Row[]; totalCount: number; totalCountExact?: boolean };

type OwnVariables<TVars> = Omit<TVars, ListArgName>;

export type UseServerGridOptions<TData, TVars, Row> = {
  /** Names the grid's entry in the saved state (a tab key, for instance) */
  stateKey: string;
  columns: GridColumn<Row, ApiFieldOf<TVars>>[];
  /** Where the page is in the query's answer: `(data) => data.workOrders` */
  page: (data: TData) => ServerPage<Row> | null | undefined;
  /** Saved state to restore from and save to (useSavedGridState); without it the view lives in memory */
  store?: GridStateStore;
  pageSize?: number;
  defaultSort?: GridSort | null;
  fetchPolicy?: WatchQueryFetchPolicy;
} & (Record<never, never> extends OwnVariables<TVars>
  ? { /** The query's other variables (a status, a tenant, a toolbar filter) */ variables?: OwnVariables<TVars> }
  : { /** The query's other variables (a status, a tenant, a toolbar filter) */ variables: OwnVariables<TVars> });

/** What DataGrid shows: spread it, `<DataGrid {...grid} label="..." />` */
export type ServerGrid<Row> = {
  view: GridView<Row>;
  rows: Row[];
  totalCount: number;
  /** false when the API estimated the total (a very large list): the pager says "about" */
  totalCountExact: boolean;
  loading: boolean;
  /** Fetches the current page again (after a change made elsewhere, a popup's save) */
  onReload: () => void;
  /** A page has arrived (a counter beside the grid shows `totalCount` only then) */
  loaded: boolean;
};

const declaredCache = new WeakMap<DocumentNode, ReadonlySet<string>>();

/** The variables an operation declares */
export function declaredVariables(document: DocumentNode): ReadonlySet<string> {
  let names = declaredCache.get(document);
  if (!names) {
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    names = new Set(
      operation && operation.kind === Kind.OPERATION_DEFINITION ? (operation.variableDefinitions ?? []).map((v) => v.variable.name.value) : [],
    );
    declaredCache.set(document, names);
  }
  return names;
}

/**
 * A grid's query as the list arguments: grid field names become the API's (`apiField`); a filter or
 * a sort on a column without one is left out, as is an argument the operation does not declare.
 */
export function listArgs<Row>(columns: ReadonlyArray<GridColumn<Row>>, q: GridQuery, declared: ReadonlySet<string>): Partial<ListArgs> {
  const apiField = new Map(columns.flatMap((c) => (c.apiField ? [[c.field, c.apiField] as const] : [])));
  const filters = q.filters.flatMap((f) => {
    const field = apiField.get(f.field);
    return field ? [{ field, operator: f.operator, value: f.value }] : [];
  });
  const sortField = q.sort ? apiField.get(q.sort.field) : undefined;
  const all: ListArgs = {
    page: q.page,
    pageSize: q.pageSize,
    search: q.search.trim() || null,
    filters: filters.length > 0 ? filters : null,
    sort: q.sort && sortField ? [{ field: sortField, direction: q.sort.direction }] : null,
  };
  return Object.fromEntries(Object.entries(all).filter(([name]) => declared.has(name)));
}

/**
 * The columns as the server can serve them: a column sorts only with an API field and a query that
 * takes a sort, and filters only with an API field and a query that takes filters.
 */
export function serverColumns<Row>(columns: GridColumn<Row>[], declared: ReadonlySet<string>): GridColumn<Row>[] {
  return columns.map((c) => {
    const sortable = c.sortable !== false && Boolean(c.apiField) && declared.has("sort");
    const filter = c.apiField && declared.has("filters") ? c.filter : undefined;
    return sortable === c.sortable && filter === c.filter ? c : { ...c, sortable, filter };
  });
}

/**
 * A server-paged grid: its view (page, sort, search, filters, columns, saved state) and the list
 * query the view asks for. The query's page, pageSize, search, filters and sort variables come from
 * the view (those it declares); the rest are the grid's own (`variables`). A grid is its columns,
 * its typed query and this:
 *
 * ```tsx
 * const grid = useServerGrid(AuditTrailGrid_AuditTrail, { stateKey: "audit_trail", columns, page: (d) => d.auditTrail });
 * return <DataGrid {...grid} label="Audit trail" />;
 * ```
 */
export function useServerGrid<TData, TVars extends OperationVariables, Row>(
  query: TypedDocumentNode<TData, TVars>,
  options: UseServerGridOptions<TData, TVars, Row>,
): ServerGrid<Row> {
  const { stateKey, columns, page: pageOf, store, pageSize, defaultSort, fetchPolicy, variables } = options;
  const declared = declaredVariables(query);
  const definitions = useMemo(() => serverColumns(columns as GridColumn<Row>[], declared), [columns, declared]);
  const view = useGridView({ stateKey, columns: definitions, store, pageSize, defaultSort });
  const { data, previousData, loading, refetch } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables: { ...listArgs(definitions, view.query, declared), ...variables },
    fetchPolicy,
  });
  const answer = data ?? previousData;
  const page = answer === undefined ? undefined : pageOf(answer as TData);
  return {
    view,
    rows: page?.nodes ?? [],
    totalCount: page?.totalCount ?? 0,
    totalCountExact: page?.totalCountExact ?? true,
    loading,
    onReload: () => void refetch().catch(() => undefined),
    loaded: Boolean(page),
  };
}
