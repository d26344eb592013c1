export { DataGrid, type DataGridProps } from "./DataGrid";
export {
  useServerGrid,
  listArgs,
  serverColumns,
  declaredVariables,
  type ServerGrid,
  type ServerPage,
  type ListArgs,
  type ApiFieldOf,
  type UseServerGridOptions,
} from "./useServerGrid";
export {
  textColumn,
  numberColumn,
  moneyColumn,
  unitPriceColumn,
  dateColumn,
  dateTimeColumn,
  linkColumn,
  type ColumnOptions,
  type CellValue,
} from "./columns";
export { useGridView, DEFAULT_PAGE_SIZE, type GridView, type UseGridViewOptions } from "./useGridView";
export { Pager, pageWindow, MAX_PAGE_BUTTONS } from "./Pager";
export { SEARCH_DEBOUNCE_MS } from "./SearchBox";
export { restoreColumns, reorderVisible, moveVisible, nextSort, toSavedEntry, sameFilters } from "./view";
export type * from "./types";
