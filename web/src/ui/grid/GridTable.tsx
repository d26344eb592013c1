import { useCallback } from "react";
import "@blueprintjs/table/lib/css/table.css";
import { Cell, Column, ColumnHeaderCell, RenderMode, SelectionModes, Table, TableLoadingOption } from "@blueprintjs/table";
import { ColumnMenu } from "./ColumnMenu";
import { HeaderName } from "./HeaderName";
import type { GridView } from "./useGridView";
// with the table, not the grid: a phone showing cards downloads neither
import "@blueprintjs/table/lib/css/table.css";

export const ROW_HEIGHT = 30;
const HEADER_HEIGHT = 32;
const SCROLLBAR_ALLOWANCE = 18;

export type GridTableProps<Row> = {
  view: GridView<Row>;
  rows: Row[];
  loading: boolean;
  onOpenFilter: (field: string) => void;
};

/**
 * The Blueprint Table of a grid. Table has no sorting or paging of its own: the header's name
 * and menu drive the view's sort, and `cellRendererDependencies` re-renders cells on new rows.
 */
export function GridTable<Row>({ view, rows, loading, onOpenFilter }: GridTableProps<Row>) {
  const { shown, query } = view;
  const firstMovable = shown.findIndex((c) => !c.state.locked);
  const movableCount = shown.filter((c) => !c.state.locked).length;

  const renderHeader = useCallback(
    (index: number) => {
      const column = shown[index]!;
      const { field, title, locked } = column.state;
      const sortable = !locked && column.def.sortable !== false;
      const filterKind = column.def.filter;
      const sort = query.sort?.field === field ? query.sort : null;
      const filtered = query.filters.some((f) => f.field === field);
      return (
        <ColumnHeaderCell
          name={title}
          nameRenderer={() => (
            <HeaderName
              title={title}
              sortable={sortable}
              direction={sort?.direction ?? null}
              filtered={filtered}
              onToggleSort={() => view.toggleSort(field)}
            />
          )}
          menuRenderer={
            locked
              ? undefined
              : () => (
                  <ColumnMenu
                    title={title}
                    sortable={sortable}
                    filterable={Boolean(filterKind)}
                    sort={sort}
                    filtered={filtered}
                    canHide={movableCount > 1}
                    canMoveLeft={index > firstMovable}
                    canMoveRight={index < shown.length - 1}
                    onSort={(direction) => view.setSort(direction ? { field, direction } : null)}
                    onFilter={() => onOpenFilter(field)}
                    onClearFilter={() => view.setFilter(field, null)}
                    onHide={() => view.setHidden(field, true)}
                    onMove={(by) => view.moveColumns(index, index + by)}
                  />
                )
          }
        />
      );
    },
    [shown, query.sort, query.filters, view, onOpenFilter, firstMovable, movableCount],
  );

  const renderCell = useCallback(
    (rowIndex: number, columnIndex: number) => {
      const row = rows[rowIndex];
      const def = shown[columnIndex]?.def;
      if (row === undefined || !def) return <Cell />;
      return (
        <Cell tooltip={def.text?.(row)} className={`wo-grid__cell wo-grid__cell--${def.template ?? "text"}`}>
          {def.render(row)}
        </Cell>
      );
    },
    [rows, shown],
  );

  const height = HEADER_HEIGHT + Math.max(rows.length, 1) * ROW_HEIGHT + SCROLLBAR_ALLOWANCE;
  return (
    <div className="wo-grid__table" style={{ height }}>
      <Table
        numRows={rows.length}
        defaultRowHeight={ROW_HEIGHT}
        enableRowHeader={false}
        enableColumnReordering
        enableColumnResizing
        selectionModes={SelectionModes.COLUMNS_AND_CELLS}
        columnWidths={shown.map((c) => c.state.width)}
        onColumnWidthChanged={(index, size) => {
          const field = shown[index]?.state.field;
          if (field) view.resizeColumn(field, size);
        }}
        onColumnsReordered={(oldIndex, newIndex, length) => view.moveColumns(oldIndex, newIndex, length)}
        loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
        cellRendererDependencies={[rows, shown]}
        // a page is at most a few hundred cells: draw them at once rather than in idle-time batches
        renderMode={RenderMode.NONE}
      >
        {shown.map((c) => (
          <Column key={c.state.field} id={c.state.field} name={c.state.title} cellRenderer={renderCell} columnHeaderCellRenderer={renderHeader} />
        ))}
      </Table>
    </div>
  );
}
