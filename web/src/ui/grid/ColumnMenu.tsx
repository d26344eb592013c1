import { Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import type { GridSort } from "./types";

export type ColumnMenuProps = {
  title: string;
  sortable: boolean;
  filterable: boolean;
  sort: GridSort | null;
  filtered: boolean;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  canHide: boolean;
  onSort: (direction: "ASC" | "DESC" | null) => void;
  onFilter: () => void;
  onClearFilter: () => void;
  onHide: () => void;
  onMove: (by: -1 | 1) => void;
};

/** The column header menu (Blueprint Table's menuRenderer): sort, filter, hide, move */
export function ColumnMenu(p: ColumnMenuProps) {
  return (
    <Menu aria-label={`${p.title} column`}>
      {p.sortable ? (
        <>
          <MenuItem icon="arrow-up" text="Sort ascending" active={p.sort?.direction === "ASC"} onClick={() => p.onSort("ASC")} />
          <MenuItem icon="arrow-down" text="Sort descending" active={p.sort?.direction === "DESC"} onClick={() => p.onSort("DESC")} />
          {p.sort ? <MenuItem icon="cross" text="Clear sort" onClick={() => p.onSort(null)} /> : null}
        </>
      ) : null}
      {p.filterable ? (
        <>
          {p.sortable ? <MenuDivider /> : null}
          <MenuItem icon="filter" text="Filter…" onClick={p.onFilter} />
          {p.filtered ? <MenuItem icon="filter-remove" text="Clear filter" onClick={p.onClearFilter} /> : null}
        </>
      ) : null}
      <MenuDivider />
      <MenuItem icon="eye-off" text="Hide column" disabled={!p.canHide} onClick={p.onHide} />
      <MenuItem icon="arrow-left" text="Move left" disabled={!p.canMoveLeft} onClick={() => p.onMove(-1)} />
      <MenuItem icon="arrow-right" text="Move right" disabled={!p.canMoveRight} onClick={() => p.onMove(1)} />
    </Menu>
  );
}
