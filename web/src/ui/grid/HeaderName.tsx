import { Icon } from "@blueprintjs/core";
import type { SortDirection } from "./types";

export type HeaderNameProps = {
  title: string;
  sortable: boolean;
  direction: SortDirection | null;
  filtered: boolean;
  onToggleSort: () => void;
};

/** A column's title; clicking it cycles the sort: ascending, descending, none */
export function HeaderName({ title, sortable, direction, filtered, onToggleSort }: HeaderNameProps) {
  const marks = (
    <>
      {direction ? <Icon icon={direction === "ASC" ? "arrow-up" : "arrow-down"} size={12} className="wo-grid__sort-icon" /> : null}
      {filtered ? <Icon icon="filter" size={12} className="wo-grid__filter-icon" title="Filtered" /> : null}
    </>
  );
  if (!sortable) {
    return (
      <span className="wo-grid__header-name">
        {title}
        {marks}
      </span>
    );
  }
  const state = direction === "ASC" ? "ascending" : direction === "DESC" ? "descending" : "none";
  return (
    <button
      type="button"
      className="wo-grid__header-name wo-grid__sort"
      aria-label={`Sort by ${title}`}
      data-sort={state}
      onClick={(e) => {
        e.stopPropagation();
        onToggleSort();
      }}
    >
      {title}
      {marks}
    </button>
  );
}
