import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "@wo/shared";
import type { SaveWorkOrderInput } from "../work-order.input";
import type { SaveWorkOrderPayload } from "../work-order.type";
import { checkInput, checkVersion, readOrder, saveSteps } from "./steps";

/**
 * A staff save (every department: the back office's whole form): creates (id 0 or absent) or updates
 * any work order or request, every field as given, through the shared steps; a move that has its own
 * action goes through that action's rule and permission (approve, query, cancel) or is refused naming it.
 */
export async function staffSave(em: EntityManager, viewer: Viewer, input: SaveWorkOrderInput): Promise<SaveWorkOrderPayload> {
  const start = checkInput(input);
  if (start) return start;
  const existing = await readOrder(em, input.id);
  return checkVersion(input, existing) ?? saveSteps(em, viewer, input, existing);
}
