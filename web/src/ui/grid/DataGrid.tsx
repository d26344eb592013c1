import { useState, type ReactNode } from "react";
import { Callout } from "@blueprintjs/core";
import { useNarrowScreen } from "../popup/useSmallScreen";
import { GridCards } from "./GridCards";
import { FilterDialog } from "./FilterDialog";
import { GridTableOnDemand } from "./GridTableOnDemand";
import { GridToolbar } from "./GridToolbar";
import { Pager } from "./Pager";
import type { GridView } from "./useGridView";
import "./grid.css";

export type DataGridProps<Row> = {
  view: GridView<Row>;
  rows: Row[];
  totalCount: number;
  /** false when the total is an upper bound (the pager says "up to" and offers no last page) */
  totalCountExact?: boolean;
  loading: boolean;
  /** Fetch the current page again (clear filters reloads even when nothing else changed) */
  onReload?: () => void;
  /** A page has arrived (from useServerGrid, for the counters beside a grid; the grid does not use it) */
  loaded?: boolean;
  searchable?: boolean;
  /** Offer the save-filters control (needs a store in the view) */
  canSaveFilters?: boolean;
  emptyText?: string;
  label?: string;
  /** The grid's own controls beside the search box (a type filter, a switch, a 'New' button) */
  toolbar?: ReactNode;
  /** Offer the column chooser (default on) */
  columnChooser?: boolean;
  /**
   * A filter of the grid's own toolbar is on (a switch): the clear-filters control shows for it too,
   * and clearing calls `onClearOwnFilters` as well
   */
  ownFiltersActive?: boolean;
  onClearOwnFilters?: () => void;
  /** Offer a page-size chooser with these sizes (the reports: 10, 20, 50, 100) */
  pageSizes?: readonly number[];
};

/**
 * The product's grid: server paging (useServerGrid fetches `view.query`), sorting from the column
 * headers, column filters, a column chooser, column reordering and resizing, and the saved view.
 * In a phone-wide window (under 640 px) the rows show as a list of cards (GridCards) and the
 * column chooser steps aside; search, the applied filters and the pager stay. The table itself
 * (Blueprint Table) loads on demand: a phone never downloads it.
 */
export function DataGrid<Row>({
  view,
  rows,
  totalCount,
  totalCountExact = true,
  loading,
  onReload,
  searchable = true,
  canSaveFilters = false,
  emptyText = "No items to display",
  label,
  toolbar,
  columnChooser = true,
  ownFiltersActive = false,
  onClearOwnFilters,
  pageSizes,
}: DataGridProps<Row>) {
  const [filterField, setFilterField] = useState<string | null>(null);
  const narrow = useNarrowScreen();
  const filterDef = filterField ? view.definitions.find((d) => d.field === filterField) : undefined;

  return (
    <section className={narrow ? "wo-grid wo-grid--cards" : "wo-grid"} aria-label={label} aria-busy={loading}>
      <GridToolbar
        view={view}
        searchable={searchable}
        canSaveFilters={canSaveFilters}
        columnChooser={columnChooser && !narrow}
        extra={toolbar}
        ownFiltersActive={ownFiltersActive}
        onClearFilters={() => {
          onClearOwnFilters?.();
          if (!view.clearFilters() && !ownFiltersActive) onReload?.();
        }}
      />
      {narrow ? (
        <GridCards view={view} rows={rows} label={label} />
      ) : (
        <GridTableOnDemand view={view} rows={rows} loading={loading} onOpenFilter={setFilterField} />
      )}
      {!loading && rows.length === 0 ? (
        <Callout className="wo-grid__empty" compact>
          {emptyText}
        </Callout>
      ) : null}
      <Pager
        compact={narrow}
        page={view.query.page}
        pageSize={view.query.pageSize}
        totalCount={totalCount}
        totalCountExact={totalCountExact}
        onPage={view.setPage}
        pageSizes={pageSizes}
        onPageSize={view.setPageSize}
      />
      {filterDef?.filter ? (
        <FilterDialog
          field={filterDef.field}
          title={filterDef.title}
          kind={filterDef.filter}
          current={view.query.filters.find((f) => f.field === filterDef.field) ?? null}
          onApply={(filter) => {
            view.setFilter(filterDef.field, filter);
            setFilterField(null);
          }}
          onClose={() => setFilterField(null)}
        />
      ) : null}
    </section>
  );
}
