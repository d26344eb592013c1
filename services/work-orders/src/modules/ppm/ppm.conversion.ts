import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, ForbiddenError, type Viewer } from "@wo/shared";
import { noticeContractor } from "../notification/notice";
import { WorkOrderTypeId } from "../work-order/work-order.lifecycle";
import { WorkOrderStatusId as S } from "../work-order/work-order.status";
import { PpmError, type ConvertPpmWorkOrdersPayload } from "./ppm.type";

/** §5, §8: the conversion with no row ticked. */
export const SELECT_PENDING_MESSAGE = "Please select Pending Work Order";
/** §8: what the client adds to the server's text when a conversion fails. */
export const NOT_CONVERTED_SUFFIX = " PPM not converted to Work Order, please check all the details and try again";

/** A batch that is not converted: nothing of it changed. */
class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const refused = (code: string, message: string): ConvertPpmWorkOrdersPayload => ({
  workOrderIds: [],
  error: errorOf(PpmError, code, message),
});

interface PendingRow {
  id: number;
  ref_no: string;
  work_order_status_id: number;
  work_order_type_id: number;
  contractor_id: number | null;
  contractor_active: boolean | null;
}

/**
 * Converts ticked pending PPM work orders into Open work orders for their contractors (staff-and-work-orders
 * §4, §5; portals §4), all in ONE transaction: the orders are locked, each must be a pending (8) PPM (3)
 * order with an active contractor, or the whole batch is refused and none converted. Each conversion
 * moves the order to Open (2) with version + 1, writes an audit line as the lifecycle does, and records
 * that its contractor must be told (noticeContractor, reason "ppm"), in the same transaction.
 */
export async function convertPpmWorkOrders(em: EntityManager, viewer: Viewer, ids: number[]): Promise<ConvertPpmWorkOrdersPayload> {
  if (!viewer.isStaff) throw new ForbiddenError();
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wanted.length) return refused("REQUIRED", SELECT_PENDING_MESSAGE);
  try {
    const converted = await em.fork().transactional(async (tx) => {
      const rows = await tx.execute<PendingRow[]>(
        `select wo.id, wo.ref_no, wo.work_order_status_id, wo.work_order_type_id, wo.contractor_id,
           (select k.active from assets.v_contractor k where k.id = wo.contractor_id) as contractor_active
         from work_orders.work_order wo where wo.id = any(?::int[]) order by wo.id for update of wo`,
        [`{${wanted.join(",")}}`],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of wanted) {
        const r = byId.get(id);
        if (!r) throw new Refused("NOT_FOUND", `Work order ${id} was not found.`);
        if (r.work_order_status_id !== S.Pending || r.work_order_type_id !== WorkOrderTypeId.Ppm)
          throw new Refused("NOT_PENDING", `${r.ref_no} is not a pending PPM work order.`);
        if (!r.contractor_id) throw new Refused("NO_CONTRACTOR", `${r.ref_no} has no contractor.`);
        if (!r.contractor_active) throw new Refused("NO_CONTRACTOR", `${r.ref_no}'s contractor is not an active contractor.`);
      }
      const now = new Date();
      await tx.execute(
        `update work_orders.work_order set work_order_status_id = ?, date_status = ?, version = version + 1, updated_at = now()
         where id = any(?::int[])`,
        [S.Open, now, `{${wanted.join(",")}}`],
      );
      for (const id of wanted) {
        const r = byId.get(id)!;
        audit(tx, viewer, {
          entityName: "WorkOrder",
          entityId: id,
          action: "Status changed",
          actionTaken: "PPM work order converted: Status changed from Pending to Open",
        });
        await noticeContractor(tx, { workOrderId: id, contractorId: r.contractor_id!, reason: "ppm" });
      }
      await tx.flush();
      return wanted;
    });
    return { workOrderIds: converted, error: null };
  } catch (e) {
    if (e instanceof Refused) return refused(e.code, e.message);
    throw e;
  }
}
