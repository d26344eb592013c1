import { screen, waitFor, within } from "@testing-library/react";

/** A grid by its label (DataGrid's region) */
export function gridNamed(name: string | RegExp): HTMLElement {
  return screen.getByRole("region", { name });
}

/** The column titles shown, in order (the header names of the main quadrant, sortable or not) */
export function columnTitles(grid: HTMLElement): string[] {
  const main = grid.querySelector(".bp6-table-quadrant-main") ?? grid;
  return Array.from(main.querySelectorAll(".wo-grid__header-name")).map((el) => el.textContent ?? "");
}

/** The titles of the columns that sort (their header buttons) */
export function sortableTitles(grid: HTMLElement): string[] {
  const main = (grid.querySelector(".bp6-table-quadrant-main") ?? grid) as HTMLElement;
  return within(main)
    .queryAllByRole("button", { name: /^Sort by / })
    .map((b) => b.getAttribute("aria-label")!.replace(/^Sort by /, ""));
}

/** The body cells' texts, row by row (main quadrant) */
export function rowsOf(grid: HTMLElement): string[][] {
  const main = grid.querySelector(".bp6-table-quadrant-main") ?? grid;
  const rowOf = (c: Element) => Number(/bp6-table-cell-row-(\d+)/.exec(c.className)?.[1] ?? NaN);
  const colOf = (c: Element) => Number(/bp6-table-cell-col-(\d+)/.exec(c.className)?.[1] ?? NaN);
  const rows: string[][] = [];
  for (const cell of Array.from(main.querySelectorAll(".bp6-table-cell"))) {
    const r = rowOf(cell);
    const c = colOf(cell);
    if (Number.isNaN(r) || Number.isNaN(c)) continue;
    (rows[r] ??= [])[c] = cell.textContent ?? "";
  }
  return rows;
}

/**
 * Waits until a grid has no load under way (DataGrid's aria-busy): what a search, sort or page
 * change asked for has been answered, so the calls it made are all recorded.
 */
export async function gridSettled(grid: HTMLElement): Promise<void> {
  await waitFor(() => expect(grid.getAttribute("aria-busy")).toBe("false"));
}

/** A grid's rows shown as cards (a phone-wide window): each card's title and its 'label: value' lines */
export function cardsOf(grid: HTMLElement): Array<{ title: string; fields: string[] }> {
  return Array.from(grid.querySelectorAll(".wo-grid__card")).map((card) => ({
    title: card.querySelector(".wo-grid__card-title")?.textContent ?? "",
    fields: Array.from(card.querySelectorAll(".wo-grid__card-field")).map(
      (f) => `${f.querySelector("dt")?.textContent ?? ""}: ${f.querySelector("dd")?.textContent ?? ""}`,
    ),
  }));
}
