import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError, whereTenant, type TenantScope } from "@wo/shared";
import { WORK_ORDER_TENANCY } from "./work-order.entity";

/** What the rules of notes, links, answers and documents need of a work order. */
export interface WorkOrderKey {
  id: number;
  refNo: string;
  clientId: number;
  siteId: number | null;
  contractorId: number | null;
  workOrderStatusId: number;
}

/** The work orders among `ids` that the scope may see (a lean read: no names). */
export async function visibleWorkOrderKeys(em: EntityManager, scope: TenantScope, ids: readonly number[]): Promise<WorkOrderKey[]> {
  if (!ids.length) return [];
  const q = em
    .getKnex()
    .queryBuilder()
    .from("work_orders.work_order as wo")
    .select(
      "wo.id",
      "wo.ref_no as refNo",
      "wo.client_id as clientId",
      "wo.site_id as siteId",
      "wo.contractor_id as contractorId",
      "wo.work_order_status_id as workOrderStatusId",
    )
    .whereIn("wo.id", [...ids]);
  whereTenant(q, scope, WORK_ORDER_TENANCY);
  return em.getConnection().execute<WorkOrderKey[]>(q);
}

/** One work order the scope may see; NOT_FOUND both when it does not exist and when it is another tenant's. */
export async function visibleWorkOrderKey(em: EntityManager, scope: TenantScope, id: number): Promise<WorkOrderKey> {
  const [wo] = await visibleWorkOrderKeys(em, scope, [id]);
  if (!wo) throw new NotFoundError();
  return wo;
}
