import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** The grid of the open tab (a region named after the tab) */
export function grid(name = /work orders$/) {
  const regions = screen.getAllByRole("region", { name });
  const visible = regions.find((r) => !r.closest("[aria-hidden=true]"));
  return visible ?? regions[0]!;
}

/** The column titles in the order shown (from the sortable headers of the main quadrant) */
export function headerTitles(): string[] {
  const main = grid().querySelector(".bp6-table-quadrant-main") ?? grid();
  return within(main as HTMLElement)
    .queryAllByRole("button", { name: /^Sort by / })
    .map((b) => b.getAttribute("aria-label")!.replace(/^Sort by /, ""));
}

export async function sortButton(title: string): Promise<HTMLElement> {
  const found = await within(grid()).findAllByRole("button", { name: `Sort by ${title}` });
  return found[0]!;
}

/** Opens a column's header menu (Blueprint Table's menuRenderer) */
export async function openColumnMenu(user: UserEvent, title: string): Promise<HTMLElement> {
  const header = (await sortButton(title)).closest(".bp6-table-header") as HTMLElement;
  await user.click(header.querySelector(".bp6-table-th-menu") as HTMLElement);
  return screen.findByRole("menu", { name: `${title} column` });
}

export async function chooseInColumnMenu(user: UserEvent, title: string, item: string): Promise<void> {
  const menu = await openColumnMenu(user, title);
  await user.click(within(menu).getByText(item));
}

/** The references shown, top to bottom */
export function references(): string[] {
  return within(grid())
    .queryAllByRole("link")
    .map((a) => a.textContent ?? "")
    .filter((t) => /^WO\d+$/.test(t));
}

export async function waitForCalls<T>(read: () => T[], count: number): Promise<T[]> {
  await waitFor(() => expect(read().length).toBeGreaterThanOrEqual(count));
  return read();
}
