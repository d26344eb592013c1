import type { Viewer } from "@wo/shared";
import { ForbiddenError } from "@wo/shared";
import type { SaveWorkOrderInput } from "../work-order.input";
import type { SaveWorkOrderPayload } from "../work-order.type";

/**
 * A contractor user's save: refused (403) for now. Contractors change their orders only through the
 * actions (mark complete, submit and amend costs, send a quote); issue 22 gives them a save of their
 * own (its fields, on its own orders), which belongs here: a command over the shared steps
 * (save/steps.ts) as the client's request is, with WorkOrder.viewerCan.edit (mayEdit) saying where.
 */
export function contractorUpdate(_viewer: Viewer, _input: SaveWorkOrderInput): Promise<SaveWorkOrderPayload> {
  return Promise.reject(new ForbiddenError());
}
