import { lazy, Suspense, useState, type ComponentType } from "react";
import { Spinner } from "@blueprintjs/core";
import { isNarrowScreen } from "../popup/useSmallScreen";
import type { GridTableProps } from "./GridTable";

type GridTableModule = typeof import("./GridTable");

let loaded: GridTableModule | null = null;
const load = () => import("./GridTable").then((m) => (loaded = m));

// a window wide enough for tables fetches Blueprint Table at once; a phone, which shows cards, never does
if (typeof window !== "undefined" && !isNarrowScreen(window.innerWidth)) void load();

const LazyGridTable = lazy(() => load().then((m) => ({ default: m.GridTable as ComponentType<GridTableProps<unknown>> })));

/**
 * The grid's table (GridTable, Blueprint Table) loaded on demand: a phone-wide window shows rows
 * as cards and never downloads it (about 28 KiB gzipped off a phone's first visit); a wider one has
 * it fetched as soon as the grid's code loads, so it is there when the first page of rows arrives.
 */
export function GridTableOnDemand<Row>(props: GridTableProps<Row>) {
  // one way for the life of a grid: a table already loaded is drawn at once, never through Suspense
  const [ready] = useState(() => loaded);
  if (ready) return <ready.GridTable {...props} />;
  return (
    <Suspense fallback={<Spinner size={20} aria-label="Loading" />}>
      <LazyGridTable {...(props as GridTableProps<unknown>)} />
    </Suspense>
  );
}
