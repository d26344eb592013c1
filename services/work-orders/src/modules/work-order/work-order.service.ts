import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError, tenantScope, type Page, type Viewer } from "@wo/shared";
import { workOrderCounters, type CounterFilter } from "../counter/counter.service";
import type { WorkOrderCounters } from "../counter/counter.type";
import type { WorkOrdersArgs } from "./work-order.input";
import type { WorkOrder } from "./work-order.entity";
import * as reader from "./work-order.reader";

/** Every read is narrowed to what the viewer may see: a client its client's orders, a contractor its own. */
export function listWorkOrders(em: EntityManager, viewer: Viewer, args: WorkOrdersArgs): Promise<Page<WorkOrder>> {
  return reader.listWorkOrders(em, tenantScope(viewer), args);
}

/** One work order; NOT_FOUND both when it does not exist and when the viewer may not see it. */
export async function getWorkOrder(em: EntityManager, viewer: Viewer, id: number): Promise<WorkOrder> {
  const [wo] = await reader.workOrdersByIds(em, tenantScope(viewer), [id]);
  if (!wo) throw new NotFoundError();
  return wo;
}

export function countWorkOrders(em: EntityManager, viewer: Viewer, filter: CounterFilter = {}): Promise<WorkOrderCounters> {
  return workOrderCounters(em, tenantScope(viewer), filter);
}
