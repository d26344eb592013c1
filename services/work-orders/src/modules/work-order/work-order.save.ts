import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "@wo/shared";
import { clientRequest } from "./save/client-request";
import { contractorUpdate } from "./save/contractor-update";
import { staffSave } from "./save/staff-save";
import type { SaveWorkOrderInput } from "./work-order.input";
import type { SaveWorkOrderPayload } from "./work-order.type";

/**
 * saveWorkOrder (POST, PUT /api/WorkOrders): creates (id 0 or absent) or updates a work order or
 * request, by who saves (docs/work-order-lifecycle.md "Who may do what", "The rules of a save"):
 *
 * - staff (save/staff-save.ts): any order, every field;
 * - a client user (save/client-request.ts): a new request of its own client's, or a change of its own
 *   request while it awaits a response; the back office's fields refused by name;
 * - a contractor user (save/contractor-update.ts): its own order while the work is with it, only its
 *   progress code, asset and a progress note; the rest refused by name.
 *
 * Each is a short command over the shared steps (save/steps.ts: required fields, references, the move
 * and its action's rule, the SLA due dates; save/write.ts: the write, answers, notice and audit in one
 * transaction). Whether the viewer may change an order at all is mayEdit (work-order.actions.ts), which
 * WorkOrder.viewerCan.edit answers the screens.
 */
export function saveWorkOrder(em: EntityManager, viewer: Viewer, input: SaveWorkOrderInput): Promise<SaveWorkOrderPayload> {
  if (viewer.isStaff) return staffSave(em, viewer, input);
  if (viewer.isClient) return clientRequest(em, viewer, input);
  return contractorUpdate(em, viewer, input);
}
