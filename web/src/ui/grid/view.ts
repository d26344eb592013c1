/** Pure helpers behind a grid's view: column order, visibility and widths, sorting, saved entries. */
import type { GridColumn, GridFilter, GridSort, SavedColumn, SavedGridEntry } from "./types";

export const DEFAULT_COLUMN_WIDTH = 150;

function fromDefinition<Row>(def: GridColumn<Row>, index: number): SavedColumn {
  return {
    field: def.field,
    title: def.title,
    index,
    width: def.width ?? DEFAULT_COLUMN_WIDTH,
    template: def.template ?? null,
    locked: def.locked ?? false,
    hidden: def.hiddenByDefault ?? false,
  };
}

/**
 * The columns to show: the definitions in their saved order, width and visibility. Saved columns
 * that no longer exist are dropped, new ones are added at the end, locked columns stay first.
 */
export function restoreColumns<Row>(defs: GridColumn<Row>[], saved: SavedColumn[] | null | undefined): SavedColumn[] {
  const savedByField = new Map((saved ?? []).map((c) => [c.field, c]));
  const locked = defs.filter((d) => d.locked).map((d, i) => fromDefinition(d, i));
  const others = defs
    .filter((d) => !d.locked)
    .map((def, position) => {
      const base = fromDefinition(def, position);
      const s = savedByField.get(def.field);
      if (!s) return { column: base, rank: Number.MAX_SAFE_INTEGER, position };
      const width = Number.isFinite(s.width) && s.width > 0 ? s.width : base.width;
      const rank = Number.isFinite(s.index) ? s.index : Number.MAX_SAFE_INTEGER;
      return { column: { ...base, width, hidden: Boolean(s.hidden) }, rank, position };
    })
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map((o) => o.column);
  return reindex([...locked, ...others]);
}

function reindex(columns: SavedColumn[]): SavedColumn[] {
  return columns.map((c, index) => (c.index === index ? c : { ...c, index }));
}

export function visibleColumns(columns: SavedColumn[]): SavedColumn[] {
  return columns.filter((c) => !c.hidden);
}

/** Shows or hides a column; locked columns and the last visible unlocked column stay shown. */
export function setColumnHidden(columns: SavedColumn[], field: string, hidden: boolean): SavedColumn[] {
  const target = columns.find((c) => c.field === field);
  if (!target || target.locked || target.hidden === hidden) return columns;
  if (hidden && columns.filter((c) => !c.hidden && !c.locked).length <= 1) return columns;
  return columns.map((c) => (c.field === field ? { ...c, hidden } : c));
}

export function setColumnWidth(columns: SavedColumn[], field: string, width: number): SavedColumn[] {
  const w = Math.max(30, Math.round(width));
  return columns.map((c) => (c.field === field && c.width !== w ? { ...c, width: w } : c));
}

/**
 * Applies a new order of the visible columns (hidden ones keep their slots). Refused (the columns
 * come back unchanged) when it would move a locked column or put a column among the locked ones.
 */
export function reorderVisible(columns: SavedColumn[], visibleFieldsInNewOrder: string[]): SavedColumn[] {
  const visible = visibleColumns(columns);
  if (visible.length !== visibleFieldsInNewOrder.length) return columns;
  const byField = new Map(columns.map((c) => [c.field, c]));
  const next = visibleFieldsInNewOrder.map((f) => byField.get(f));
  if (next.some((c) => !c || c.hidden)) return columns;
  const lockedBefore = visible.filter((c) => c.locked).map((c) => c.field);
  const lockedAfter = (next as SavedColumn[]).slice(0, lockedBefore.length).map((c) => c.field);
  if (lockedBefore.some((f, i) => lockedAfter[i] !== f)) return columns;
  let slot = 0;
  const merged = columns.map((c) => (c.hidden ? c : (next[slot++] as SavedColumn)));
  return reindex(merged);
}

/** Moves `length` visible columns starting at `oldIndex` so the first lands at `newIndex` (Blueprint's reorder event). */
export function moveVisible(columns: SavedColumn[], oldIndex: number, newIndex: number, length = 1): SavedColumn[] {
  const fields = visibleColumns(columns).map((c) => c.field);
  if (oldIndex < 0 || newIndex < 0 || oldIndex + length > fields.length || newIndex + length > fields.length) return columns;
  const moved = fields.splice(oldIndex, length);
  fields.splice(newIndex, 0, ...moved);
  return reorderVisible(columns, fields);
}

/** Sort cycle of a header click: ascending, then descending, then none. */
export function nextSort(current: GridSort | null, field: string): GridSort | null {
  if (!current || current.field !== field) return { field, direction: "ASC" };
  return current.direction === "ASC" ? { field, direction: "DESC" } : null;
}

export function toSavedEntry(key: string, columns: SavedColumn[], filters: GridFilter[]): SavedGridEntry {
  return { key, columns: reindex(columns).map((c) => ({ ...c })), filters: filters.map((f) => ({ ...f })) };
}

export function sameFilters(a: GridFilter[], b: GridFilter[]): boolean {
  return a.length === b.length && a.every((f, i) => f.field === b[i]?.field && f.operator === b[i]?.operator && f.value === b[i]?.value);
}
