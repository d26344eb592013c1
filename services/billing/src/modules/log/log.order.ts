import type { EntityManager } from "@mikro-orm/postgresql";
import { ForbiddenError, NotFoundError, type TenantScope, type Viewer } from "@wo/shared";
import { orderById, workOrderTenancy, type OrderFacts } from "../work-order/work-order.view";
import type { RateCard, TimeWindows } from "./log.costing";

/** A work order as billing's logs read it (work-order.view.ts): who it belongs to, its status and its budget. */
export type LogOrder = Pick<
  OrderFacts,
  "workOrderId" | "clientId" | "contractorId" | "subTradeId" | "workOrderStatusId" | "estimatedCost" | "approvedCost"
>;

/** Work-order status ids (staff-and-work-orders §4) that the log rules name. */
export const OrderStatus = { Closed: 6, Completed: 7, Cancelled: 9, Approved: 10, Query: 11, Submitted: 12, Discarded: 14 } as const;

const STATUS_NAMES: Record<number, string> = { 6: "Closed", 9: "Cancelled", 10: "Approved", 12: "Submitted", 14: "Discarded" };

/**
 * While an order is in one of these statuses its logs cannot change (docs/billing.md "Logged time"):
 * a contractor's costs are fixed once submitted, approved, closed, cancelled or discarded; staff may
 * still correct a submitted order's logs (before approving or querying it).
 */
const LOCKED_FOR_CONTRACTOR = new Set<number>([6, 9, 10, 12, 14]);
const LOCKED_FOR_STAFF = new Set<number>([6, 9, 10, 14]);

export const logsLockedMessage = (statusId: number) =>
  `Time and materials cannot be logged, changed or deleted while the work order is ${STATUS_NAMES[statusId] ?? "closed"}`;

/** The orders a scope may see, over the order view aliased `wo` (the counters' queries). */
export const ORDER_TENANCY = workOrderTenancy("wo");

/** One order the viewer may see, or NOT_FOUND (another tenant's answers as a missing one). */
export async function visibleOrder(em: EntityManager, scope: TenantScope, id: number): Promise<LogOrder> {
  const order = await orderById(em, id, { scope });
  if (!order) throw new NotFoundError();
  return order;
}

/**
 * Who may write an order's logs (docs/billing.md "Logged time"): staff holding reporting at full
 * (Finance, Contracts, Operations; administrators), while the order is not Closed, Cancelled,
 * Approved or Discarded; the order's current contractor while it is not Closed, Cancelled, Approved,
 * Submitted or Discarded. Client users never. Throws FORBIDDEN with the reason.
 */
export function assertMayWriteLogs(viewer: Viewer, order: LogOrder): void {
  if (viewer.isClient) throw new ForbiddenError();
  if (viewer.isStaff) {
    if (!viewer.can("reporting", "full")) throw new ForbiddenError();
    if (LOCKED_FOR_STAFF.has(order.workOrderStatusId)) throw new ForbiddenError(logsLockedMessage(order.workOrderStatusId));
    return;
  }
  if (order.contractorId == null || order.contractorId !== viewer.contractorId) throw new NotFoundError();
  if (LOCKED_FOR_CONTRACTOR.has(order.workOrderStatusId)) throw new ForbiddenError(logsLockedMessage(order.workOrderStatusId));
}

/** Whether the viewer may write an order's logs now (the Costs tab's add, edit and delete buttons). */
export function mayWriteLogs(viewer: Viewer, order: LogOrder): boolean {
  try {
    assertMayWriteLogs(viewer, order);
    return true;
  } catch {
    return false;
  }
}

/**
 * The rate card and time windows that cost a contractor's time on an order on a date
 * (docs/billing.md "Logged time"): the contractor's row in an Active contract (status 2) of the order's
 * client, active, with the work date inside the contract's dates when it has them; the contract for the
 * order's sub-trade first, then the newest. No such row: no rate card.
 */
export async function rateCardFor(
  em: EntityManager,
  order: Pick<LogOrder, "clientId" | "subTradeId">,
  contractorId: number,
  workDate: string,
): Promise<{ card: RateCard | null; windows: TimeWindows | null }> {
  const [row] = await em.getConnection().execute<
    {
      hourly_rate: string | null;
      ooh_uplift: string | null;
      bank_holiday_uplift: string | null;
      call_out_charge: string | null;
      ooh_call_out_charge: string | null;
      minimum_charge_hours: string | null;
      normal_start: string | null;
      normal_finish: string | null;
      has_card: boolean;
    }[]
  >(
    `select r.hourly_rate::text, r.ooh_uplift::text, r.bank_holiday_uplift::text, r.call_out_charge::text, r.ooh_call_out_charge::text,
            r.minimum_charge_hours::text, h.normal_start::text, h.normal_finish::text, r.contract_id is not null as has_card
       from (select 1) one
       left join lateral (
         select v.* from assets.v_contractor_rate v
           left join assets.v_contract_trade t on t.contract_id = v.contract_id
          where v.client_id = ? and v.contractor_id = ? and v.contract_status_id = 2 and v.active
            and (v.start_date is null or v.start_date <= ?::date) and (v.end_date is null or v.end_date >= ?::date)
          order by (t.sub_trade_id is not distinct from ?::int) desc, v.contract_id desc
          limit 1) r on true
       left join assets.v_contractor_hours h on h.contractor_id = ?`,
    [order.clientId, contractorId, workDate, workDate, order.subTradeId, contractorId],
  );
  const card: RateCard | null = row?.has_card
    ? {
        hourlyRate: row.hourly_rate,
        oohUplift: row.ooh_uplift,
        bankHolidayUplift: row.bank_holiday_uplift,
        callOutCharge: row.call_out_charge,
        oohCallOutCharge: row.ooh_call_out_charge,
        minimumChargeHours: row.minimum_charge_hours,
      }
    : null;
  const windows: TimeWindows | null = row ? { normalStart: row.normal_start, normalFinish: row.normal_finish } : null;
  return { card, windows };
}
