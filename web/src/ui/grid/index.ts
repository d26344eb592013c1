export { DataGrid, type DataGridProps } from "./DataGrid";
export { useGridView, DEFAULT_PAGE_SIZE, type GridView, type UseGridViewOptions } from "./useGridView";
export { Pager, pageWindow, MAX_PAGE_BUTTONS } from "./Pager";
export { SEARCH_DEBOUNCE_MS } from "./SearchBox";
export { restoreColumns, reorderVisible, moveVisible, nextSort, toSavedEntry, sameFilters } from "./view";
export type * from "./types";
