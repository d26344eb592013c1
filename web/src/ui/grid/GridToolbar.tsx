import type { ReactNode } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { ColumnChooser } from "./ColumnChooser";
import { describeFilter, OPERATOR_LABELS } from "./filters";
import { SearchBox } from "./SearchBox";
import { sameFilters } from "./view";
import type { GridView } from "./useGridView";

export type GridToolbarProps<Row> = {
  view: GridView<Row>;
  searchable: boolean;
  canSaveFilters: boolean;
  columnChooser?: boolean;
  /** The grid's own controls, after the search box */
  extra?: ReactNode;
  /** A filter of the grid's own (a toolbar switch) is on: clear filters shows for it too */
  ownFiltersActive?: boolean;
  onClearFilters: () => void;
};

/** Above a grid: search, applied filters, save filters, clear filters, column chooser */
export function GridToolbar<Row>({
  view,
  searchable,
  canSaveFilters,
  columnChooser = true,
  extra,
  ownFiltersActive = false,
  onClearFilters,
}: GridToolbarProps<Row>) {
  const titleOf = (field: string) => view.definitions.find((d) => d.field === field);
  const unsaved = !sameFilters(view.query.filters, view.savedFilters);
  return (
    <div className="wo-grid__toolbar">
      {searchable ? <SearchBox value={view.query.search} onSearch={view.setSearch} /> : null}
      {extra}
      {/* a named group: a plain div may not carry aria-label (axe: aria-prohibited-attr) */}
      <div className="wo-grid__filters" role="group" aria-label="Filters">
        {view.query.filters.map((f) => {
          const def = titleOf(f.field);
          const text = def?.filter ? describeFilter(def.title, def.filter, f) : `${f.field} ${OPERATOR_LABELS[f.operator]}`;
          return (
            <Tag key={f.field} minimal onRemove={() => view.setFilter(f.field, null)} title={text}>
              {text}
            </Tag>
          );
        })}
      </div>
      {view.hasFilters || ownFiltersActive ? (
        <Button variant="minimal" className="wo-grid__clear" text="Clear filters" icon="filter-remove" onClick={onClearFilters} />
      ) : null}
      {canSaveFilters ? <Button icon="floppy-disk" text="Save filters" disabled={!unsaved} onClick={view.saveFilters} /> : null}
      {columnChooser ? <ColumnChooser columns={view.columns} onChange={view.setHidden} /> : null}
    </div>
  );
}
