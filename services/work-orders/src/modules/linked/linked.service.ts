import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, entityNodes, errorOf, NotFoundError, readList, tenantScope, type Page, type Viewer } from "@wo/shared";
import { workOrdersByIds } from "../work-order/work-order.reader";
import { visibleWorkOrderKey, visibleWorkOrderKeys } from "../work-order/work-order.visible";
import { LinkedWorkOrderRow } from "./linked.entity";
import { LINK_LIST, type LinkedWorkOrdersArgs } from "./linked.input";
import { LinkedWorkOrderError, type LinkedWorkOrder, type LinkWorkOrdersPayload } from "./linked.type";

export const SELF_LINK = "A work order cannot be linked to itself";
export const ALREADY_LINKED = "These work orders are already linked";

/**
 * The links of a work order the viewer may see (NOT_FOUND otherwise), whichever side it is on, each
 * with the other order (names included), newest link first; links to orders the viewer may not see
 * are left out (LINK_TENANCY).
 */
export async function listLinks(em: EntityManager, viewer: Viewer, args: LinkedWorkOrdersArgs): Promise<Page<LinkedWorkOrder>> {
  const scope = tenantScope(viewer);
  await visibleWorkOrderKey(em, scope, args.workOrderId);
  const page = await readList(em, LINK_LIST, scope, args);
  const rows = entityNodes(em, LinkedWorkOrderRow, page.nodes);
  const other = (r: LinkedWorkOrderRow) => (r.parentWorkOrderId === args.workOrderId ? r.childWorkOrderId : r.parentWorkOrderId);
  const orders = new Map((await workOrdersByIds(em, scope, rows.map(other))).map((wo) => [wo.id, wo]));
  const nodes = rows
    .filter((r) => orders.has(other(r)))
    .map((r) => ({ id: r.id, parentWorkOrderId: r.parentWorkOrderId, childWorkOrderId: r.childWorkOrderId, workOrder: orders.get(other(r))! }));
  return { ...page, nodes };
}

const refused = (code: "INVALID" | "ALREADY_LINKED", message: string): LinkWorkOrdersPayload => ({
  link: null,
  error: errorOf(LinkedWorkOrderError, code, message),
});

/**
 * Links two orders (staff): both must exist (NOT_FOUND), an order not to itself, a pair once in
 * either order. Audited on both orders in the same transaction.
 */
export async function linkWorkOrders(em: EntityManager, viewer: Viewer, parentId: number, childId: number): Promise<LinkWorkOrdersPayload> {
  if (parentId === childId) return refused("INVALID", SELF_LINK);
  const scope = tenantScope(viewer);
  const [parent, child] = await Promise.all([visibleWorkOrderKey(em, scope, parentId), visibleWorkOrderKey(em, scope, childId)]);
  const taken = await em.count(LinkedWorkOrderRow, {
    $or: [
      { parentWorkOrderId: parentId, childWorkOrderId: childId },
      { parentWorkOrderId: childId, childWorkOrderId: parentId },
    ],
  });
  if (taken) return refused("ALREADY_LINKED", ALREADY_LINKED);
  try {
    const row = await em.transactional(async (tx) => {
      const r = tx.create(LinkedWorkOrderRow, { parentWorkOrderId: parentId, childWorkOrderId: childId });
      audit(tx, viewer, { entityName: "WorkOrder", entityId: parentId, action: "Updated", actionTaken: `Linked work order ${child.refNo}` });
      audit(tx, viewer, { entityName: "WorkOrder", entityId: childId, action: "Updated", actionTaken: `Linked work order ${parent.refNo}` });
      await tx.flush();
      return r;
    });
    const [wo] = await workOrdersByIds(em, scope, [childId]);
    return { link: { id: row.id, parentWorkOrderId: parentId, childWorkOrderId: childId, workOrder: wo! }, error: null };
  } catch (e) {
    // the same pair linked by someone else in the meantime
    if (e instanceof UniqueConstraintViolationException) return refused("ALREADY_LINKED", ALREADY_LINKED);
    throw e;
  }
}

/** Removes a link (staff) by its id; answers the id. Audited on both orders. */
export async function unlinkWorkOrders(em: EntityManager, viewer: Viewer, id: number): Promise<number> {
  const row = await em.findOne(LinkedWorkOrderRow, { id });
  if (!row) throw new NotFoundError();
  const refs = new Map(
    (await visibleWorkOrderKeys(em, tenantScope(viewer), [row.parentWorkOrderId, row.childWorkOrderId])).map((k) => [k.id, k.refNo]),
  );
  await em.transactional(async (tx) => {
    await tx.nativeDelete(LinkedWorkOrderRow, { id });
    const line = (other: number) => `Unlinked work order ${refs.get(other) ?? other}`;
    audit(tx, viewer, { entityName: "WorkOrder", entityId: row.parentWorkOrderId, action: "Updated", actionTaken: line(row.childWorkOrderId) });
    audit(tx, viewer, { entityName: "WorkOrder", entityId: row.childWorkOrderId, action: "Updated", actionTaken: line(row.parentWorkOrderId) });
  });
  return id;
}
