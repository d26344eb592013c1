import { useCallback, useMemo, useRef, useState } from "react";
import type { GridColumn, GridFilter, GridQuery, GridSort, GridStateStore, SavedColumn } from "./types";
import { moveVisible, nextSort, restoreColumns, setColumnHidden, setColumnWidth, toSavedEntry, visibleColumns } from "./view";

export const DEFAULT_PAGE_SIZE = 20;

export type UseGridViewOptions<Row> = {
  /** Names the grid's entry in the saved state (a tab key, for instance) */
  stateKey: string;
  columns: GridColumn<Row>[];
  /** Saved state to restore from and save to; without it the view lives in memory only */
  store?: GridStateStore;
  pageSize?: number;
  defaultSort?: GridSort | null;
};

export type GridView<Row> = {
  /** Every column, in display order, with its width and visibility */
  columns: SavedColumn[];
  /** The shown columns with their definitions */
  shown: Array<{ state: SavedColumn; def: GridColumn<Row> }>;
  definitions: GridColumn<Row>[];
  query: GridQuery;
  savedFilters: GridFilter[];
  /** A saved filter, an applied filter or a search exists: the clear-filters link shows */
  hasFilters: boolean;
  setPage: (page: number) => void;
  /** Another page size (the pager's chooser): back to the first page */
  setPageSize: (pageSize: number) => void;
  setSort: (sort: GridSort | null) => void;
  toggleSort: (field: string) => void;
  setSearch: (search: string) => void;
  setFilter: (field: string, filter: GridFilter | null) => void;
  setHidden: (field: string, hidden: boolean) => void;
  moveColumns: (oldIndex: number, newIndex: number, length?: number) => void;
  resizeColumn: (field: string, width: number) => void;
  saveFilters: () => void;
  /** Removes the search, the filters and the saved filters; answers whether the query changed */
  clearFilters: () => boolean;
};

/** The state of one server-paged grid: its query (page, sort, filters, search) and its columns. */
export function useGridView<Row>({
  stateKey,
  columns: definitions,
  store,
  pageSize = DEFAULT_PAGE_SIZE,
  defaultSort = null,
}: UseGridViewOptions<Row>): GridView<Row> {
  const initial = store?.entry ?? null;
  const [columns, setColumns] = useState<SavedColumn[]>(() => restoreColumns(definitions, initial?.columns));
  const [savedFilters, setSavedFilters] = useState<GridFilter[]>(() => initial?.filters ?? []);
  const [query, setQuery] = useState<GridQuery>(() => ({
    page: 1,
    pageSize,
    sort: defaultSort,
    filters: initial?.filters ?? [],
    search: "",
  }));

  // the latest values, for callbacks that save
  const latest = useRef({ columns, savedFilters, query, store });
  latest.current = { columns, savedFilters, query, store };

  const persist = useCallback(
    (nextColumns: SavedColumn[], nextFilters: GridFilter[]) => {
      latest.current.store?.save(toSavedEntry(stateKey, nextColumns, nextFilters));
    },
    [stateKey],
  );

  const updateColumns = useCallback(
    (change: (c: SavedColumn[]) => SavedColumn[]) => {
      const next = change(latest.current.columns);
      if (next === latest.current.columns) return;
      latest.current.columns = next;
      setColumns(next);
      persist(next, latest.current.savedFilters);
    },
    [persist],
  );

  const updateQuery = useCallback((change: Partial<GridQuery>) => {
    setQuery((q) => ({ ...q, ...change }));
  }, []);

  const byField = useMemo(() => new Map(definitions.map((d) => [d.field, d])), [definitions]);
  const shown = useMemo(
    () =>
      visibleColumns(columns).flatMap((state) => {
        const def = byField.get(state.field);
        return def ? [{ state, def }] : [];
      }),
    [columns, byField],
  );

  return {
    columns,
    shown,
    definitions,
    query,
    savedFilters,
    hasFilters: savedFilters.length > 0 || query.filters.length > 0 || query.search !== "",
    setPage: (page) => updateQuery({ page }),
    setPageSize: (size) => updateQuery({ pageSize: size, page: 1 }),
    setSort: (sort) => updateQuery({ sort, page: 1 }),
    toggleSort: (field) => updateQuery({ sort: nextSort(latest.current.query.sort, field), page: 1 }),
    setSearch: (search) => {
      if (search !== latest.current.query.search) updateQuery({ search, page: 1 });
    },
    setFilter: (field, filter) => {
      const others = latest.current.query.filters.filter((f) => f.field !== field);
      updateQuery({ filters: filter ? [...others, filter] : others, page: 1 });
    },
    setHidden: (field, hidden) => updateColumns((c) => setColumnHidden(c, field, hidden)),
    moveColumns: (oldIndex, newIndex, length = 1) => updateColumns((c) => moveVisible(c, oldIndex, newIndex, length)),
    resizeColumn: (field, width) => updateColumns((c) => setColumnWidth(c, field, width)),
    saveFilters: () => {
      const filters = latest.current.query.filters;
      latest.current.savedFilters = filters;
      setSavedFilters(filters);
      persist(latest.current.columns, filters);
    },
    clearFilters: () => {
      const { query: q, savedFilters: saved } = latest.current;
      if (saved.length > 0) {
        latest.current.savedFilters = [];
        setSavedFilters([]);
        persist(latest.current.columns, []);
      }
      const changed = q.filters.length > 0 || q.search !== "" || q.page !== 1;
      if (changed) updateQuery({ filters: [], search: "", page: 1 });
      return changed;
    },
  };
}
