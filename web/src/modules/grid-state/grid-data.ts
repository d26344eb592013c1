import type { GridFilter, SavedColumn, SavedGridEntry } from "../../ui/grid";

const OPERATORS = new Set(["EQ", "NEQ", "CONTAINS", "STARTS_WITH", "ENDS_WITH", "GT", "GTE", "LT", "LTE", "IS_EMPTY", "IS_NOT_EMPTY"]);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function toColumn(v: unknown, i: number): SavedColumn | null {
  if (!isRecord(v) || typeof v.field !== "string") return null;
  return {
    field: v.field,
    title: typeof v.title === "string" ? v.title : v.field,
    index: typeof v.index === "number" ? v.index : i,
    width: typeof v.width === "number" ? v.width : 0,
    template: typeof v.template === "string" ? v.template : null,
    locked: v.locked === true,
    hidden: v.hidden === true,
  };
}

function toFilter(v: unknown): GridFilter | null {
  if (!isRecord(v) || typeof v.field !== "string" || typeof v.operator !== "string" || !OPERATORS.has(v.operator)) return null;
  return { field: v.field, operator: v.operator as GridFilter["operator"], value: typeof v.value === "string" ? v.value : null };
}

/**
 * GridData (spec §3): a JSON list with one entry per tab, each listing its columns (field, title,
 * index, width, template, locked, and here also hidden) and the filters saved with it. Anything
 * else (a legacy encoding, a damaged text) reads as no saved state.
 */
export function parseGridData(text: string | null | undefined): SavedGridEntry[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((e): SavedGridEntry[] => {
    if (!isRecord(e) || typeof e.key !== "string" || !Array.isArray(e.columns)) return [];
    const columns = e.columns.map(toColumn).filter((c): c is SavedColumn => c !== null);
    const filters = Array.isArray(e.filters) ? e.filters.map(toFilter).filter((f): f is GridFilter => f !== null) : [];
    return [{ key: e.key, columns, filters }];
  });
}

/** Replaces (or adds) one entry and encodes the list again */
export function withEntry(entries: SavedGridEntry[], entry: SavedGridEntry): SavedGridEntry[] {
  const i = entries.findIndex((e) => e.key === entry.key);
  return i < 0 ? [...entries, entry] : entries.map((e, j) => (j === i ? entry : e));
}

export function stringifyGridData(entries: SavedGridEntry[]): string {
  return JSON.stringify(entries);
}
