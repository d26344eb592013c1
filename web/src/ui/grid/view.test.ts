import { pageWindow } from "./Pager";
import type { GridColumn } from "./types";
import { moveVisible, nextSort, restoreColumns, setColumnHidden, toSavedEntry } from "./view";

const col = (field: string, extra: Partial<GridColumn<unknown>> = {}): GridColumn<unknown> => ({ field, title: field, render: () => null, ...extra });
const DEFS = [col("Q", { locked: true, width: 40 }), col("A"), col("B"), col("C"), col("D", { hiddenByDefault: true })];

describe("grid view", () => {
  it("restores saved order, widths and visibility; new columns go last, locked ones first", () => {
    const saved = [
      { field: "C", title: "C", index: 1, width: 300, template: null, locked: false, hidden: false },
      { field: "A", title: "A", index: 2, width: 90, template: null, locked: false, hidden: true },
      { field: "Gone", title: "Gone", index: 3, width: 90, template: null, locked: false, hidden: false },
      { field: "Q", title: "Q", index: 9, width: 999, template: null, locked: false, hidden: true },
    ];
    const columns = restoreColumns(DEFS, saved);
    expect(columns.map((c) => [c.field, c.index, c.width, c.hidden])).toEqual([
      ["Q", 0, 40, false],
      ["C", 1, 300, false],
      ["A", 2, 90, true],
      ["B", 3, 150, false],
      ["D", 4, 150, true],
    ]);
  });

  it("moves visible columns around hidden ones, never past locked ones", () => {
    const columns = setColumnHidden(restoreColumns(DEFS, null), "B", true);
    // visible: Q A C; move C before A
    const moved = moveVisible(columns, 2, 1);
    expect(moved.map((c) => c.field)).toEqual(["Q", "C", "B", "A", "D"]);
    expect(moveVisible(columns, 1, 0)).toBe(columns);
  });

  it("keeps at least one column shown", () => {
    let columns = restoreColumns([col("Q", { locked: true }), col("A"), col("B")], null);
    columns = setColumnHidden(columns, "A", true);
    expect(setColumnHidden(columns, "B", true)).toBe(columns);
    expect(setColumnHidden(columns, "Q", true)).toBe(columns);
  });

  it("cycles the sort of a header: ascending, descending, none", () => {
    expect(nextSort(null, "A")).toEqual({ field: "A", direction: "ASC" });
    expect(nextSort({ field: "A", direction: "ASC" }, "A")).toEqual({ field: "A", direction: "DESC" });
    expect(nextSort({ field: "A", direction: "DESC" }, "A")).toBeNull();
    expect(nextSort({ field: "A", direction: "DESC" }, "B")).toEqual({ field: "B", direction: "ASC" });
  });

  it("saves field, title, index, width, template and locked of each column", () => {
    const entry = toSavedEntry("open", restoreColumns([col("A", { template: "link" })], null), []);
    expect(entry).toEqual({
      key: "open",
      columns: [{ field: "A", title: "A", index: 0, width: 150, template: "link", locked: false, hidden: false }],
      filters: [],
    });
  });

  it("shows up to 20 page buttons around the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 100)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(pageWindow(50, 100)[0]).toBe(40);
    expect(pageWindow(100, 100)).toEqual(Array.from({ length: 20 }, (_, i) => i + 81));
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
