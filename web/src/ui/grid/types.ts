import type { ReactNode } from "react";

export type SortDirection = "ASC" | "DESC";

export type GridSort = { field: string; direction: SortDirection };

export type FilterOperator = "EQ" | "NEQ" | "CONTAINS" | "STARTS_WITH" | "ENDS_WITH" | "GT" | "GTE" | "LT" | "LTE" | "IS_EMPTY" | "IS_NOT_EMPTY";

/** One column filter: `value` is null for IS_EMPTY / IS_NOT_EMPTY; dates are YYYY-MM-DD */
export type GridFilter = { field: string; operator: FilterOperator; value: string | null };

/** How a column's filter is edited and which operators it offers */
export type FilterKind = "text" | "date" | "number";

/**
 * A column of a grid. `F` is the API's type of a column name in the list's sort and filter inputs
 * (WorkOrderField, UserSortField...). Column makers for the usual kinds: ./columns.tsx.
 */
export type GridColumn<Row, F extends string = string> = {
  /** Stable name, also the name saved in the grid state (e.g. "DateOpened") */
  field: string;
  /**
   * The API's name of the column, by which the server sorts and filters it. A column without one
   * neither sorts nor filters (useServerGrid); nor does one whose list query takes no sort or filters.
   */
  apiField?: F;
  title: string;
  width?: number;
  /** Saved as the column's template: the name of a non-plain renderer ("link", "date", "money"...) */
  template?: string;
  /** Locked columns stay first, and cannot be hidden or moved */
  locked?: boolean;
  sortable?: boolean;
  /** How the column's filter is edited; omit for a column that cannot be filtered */
  filter?: FilterKind;
  /** Hidden until the user shows it in the column chooser */
  hiddenByDefault?: boolean;
  render: (row: Row) => ReactNode;
  /** Plain text of a cell, for its tooltip */
  text?: (row: Row) => string;
};

/** A column as saved in GridData: field, title, index, width, template, locked (spec §3), plus hidden */
export type SavedColumn = {
  field: string;
  title: string;
  index: number;
  width: number;
  template: string | null;
  locked: boolean;
  hidden: boolean;
};

/** One entry of GridData: the saved view of one grid (one tab of a tabbed list) */
export type SavedGridEntry = {
  key: string;
  columns: SavedColumn[];
  /** Filters saved with the save-filters control */
  filters: GridFilter[];
};

/** Where a grid keeps its saved entry (the user's grid state on the server, for instance) */
export type GridStateStore = {
  entry: SavedGridEntry | null;
  save: (entry: SavedGridEntry) => void;
};

export type GridQuery = {
  page: number;
  pageSize: number;
  sort: GridSort | null;
  filters: GridFilter[];
  search: string;
};
