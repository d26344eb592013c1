import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError, type Viewer } from "@wo/shared";
import { GridViewState } from "./grid-view-state.entity";
import type { SaveGridStateInput } from "./grid-state.input";

/** A user reads and writes only its own grid state. */
export function getGridState(em: EntityManager, viewer: Viewer, grid: string): Promise<GridViewState | null> {
  return em.findOne(GridViewState, { userId: viewer.userId, grid });
}

export async function getGridStateById(em: EntityManager, viewer: Viewer, id: number): Promise<GridViewState> {
  const state = await em.findOne(GridViewState, { id, userId: viewer.userId });
  if (!state) throw new NotFoundError();
  return state;
}

/** One state per user and grid: saving again replaces it (the id stays the same). */
export async function saveGridState(em: EntityManager, viewer: Viewer, input: SaveGridStateInput): Promise<GridViewState> {
  const existing = await em.findOne(GridViewState, { userId: viewer.userId, grid: input.grid });
  if (input.id && existing && existing.id !== input.id) throw new NotFoundError();
  const state = existing ?? em.create(GridViewState, { userId: viewer.userId, grid: input.grid, gridData: input.gridData });
  state.gridData = input.gridData;
  await em.flush();
  return state;
}
