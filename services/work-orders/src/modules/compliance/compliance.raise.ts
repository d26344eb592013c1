import type { EntityManager } from "@mikro-orm/postgresql";
import { DateTime } from "luxon";
import { audit, londonToday, ZONE } from "@wo/shared";
import { PpmStatusId } from "../ppm/ppm.entity";
import { WorkOrderTypeId } from "../work-order/work-order.lifecycle";
import { WorkOrderStatusId } from "../work-order/work-order.status";
import { readSiteCells } from "./compliance.reader";
import { ComplianceStatus } from "./compliance.status";

/** The financial code of planned maintenance (work_orders.financial_code 2), as the PPM scheduler raises. */
const PLANNED_MAINTENANCE = 2;

/** The statuses that raise an order. MISSING never does: a client just onboarded would get one order per site × type at once. */
const RAISING: readonly string[] = [ComplianceStatus.DUE_SOON, ComplianceStatus.OVERDUE];

const shown = (iso: string) => DateTime.fromISO(iso).toFormat("dd/LL/yyyy");

interface Cell {
  clientId: number;
  siteId: number;
  typeId: number;
  documentId: number;
  expiresOn: string;
  status: string;
}

/**
 * Raises one pending PPM work order (type PPM, status Pending, SLA code PPM, as the PPM scheduler
 * raises) for a due or overdue cell, in its own transaction. The key (site, type, certificate the
 * cycle follows) is claimed first: a retried or concurrent run waits on it and then raises nothing.
 * The contractor is the one of the site's active PPM schedule for the type's sub-trade (the newest),
 * else the one whose Active contract covers the site and sub-trade (assets' v_site_contractor: the
 * preferred first, then one whose site list names the site, then by id, as the matching list orders
 * them); none: the order is raised unassigned and staff assign one before converting it (conversion refuses
 * an order without a contractor). Answers whether an order was created.
 */
async function raiseCell(em: EntityManager, c: Cell, now: Date, sla: string | null): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const [claimed] = await tx.execute<{ site_id: number }[]>(
      `insert into work_orders.compliance_raised (site_id, compliance_type_id, cycle_document_id, work_order_id) values (?, ?, ?, null)
       on conflict do nothing returning site_id`,
      [c.siteId, c.typeId, c.documentId],
    );
    if (!claimed) return false;
    const [t] = await tx.execute<{ name: string; sub_trade_id: number; trade_id: number | null; contractor_id: number | null }[]>(
      `select t.name, t.sub_trade_id, st.parent_trade_id as trade_id,
         coalesce(
           (select p.contractor_id from work_orders.ppm p where p.site_id = ? and p.sub_trade_id = t.sub_trade_id and p.ppm_status_id = ?
             order by p.id desc limit 1),
           (select v.contractor_id from assets.v_site_contractor v where v.site_id = ? and v.sub_trade_id = t.sub_trade_id
             order by v.preferred desc, v.site_listed desc, v.contractor_id limit 1)) as contractor_id
       from work_orders.compliance_type t left join assets.v_trade st on st.id = t.sub_trade_id where t.id = ?`,
      [c.siteId, PpmStatusId.Active, c.siteId, c.typeId],
    );
    const dueDay = c.expiresOn > londonToday(now) ? c.expiresOn : londonToday(now);
    const due = DateTime.fromISO(`${dueDay}T17:00:00`, { zone: ZONE }).toJSDate();
    const [wo] = await tx.execute<{ id: number; ref_no: string }[]>(
      `insert into work_orders.work_order (date_opened, due_date, date_status, client_id, site_id, contractor_id, all_contractor_ids,
         trade_id, sub_trade_id, work_order_type_id, work_order_status_id, sla_code, financial_code_id, estimated_cost, issue, details)
       values (?, ?, ?, ?, ?, ?, ?::int[], ?, ?, ?, ?, ?, ?, 0, ?, ?) returning id, ref_no`,
      [
        now,
        due,
        now,
        c.clientId,
        c.siteId,
        t!.contractor_id,
        t!.contractor_id ? `{${t!.contractor_id}}` : "{}",
        t!.trade_id,
        t!.sub_trade_id,
        WorkOrderTypeId.Ppm,
        WorkOrderStatusId.Pending,
        sla,
        PLANNED_MAINTENANCE,
        `Compliance: ${t!.name}`,
        `${t!.name} certificate ${c.status === ComplianceStatus.OVERDUE ? "expired" : "expires"} on ${shown(c.expiresOn)} (compliance register)`,
      ],
    );
    await tx.execute(
      "update work_orders.compliance_raised set work_order_id = ? where site_id = ? and compliance_type_id = ? and cycle_document_id = ?",
      [wo!.id, c.siteId, c.typeId, c.documentId],
    );
    audit(tx, null, {
      entityName: "WorkOrder",
      entityId: wo!.id,
      action: "Created",
      actionTaken: `Created pending PPM work order ${wo!.ref_no} from the compliance register: ${t!.name} ${c.status === ComplianceStatus.OVERDUE ? "overdue" : "due soon"}`,
    });
    await tx.flush();
    return true;
  });
}

/**
 * The compliance register's raising run (the scheduled "ppm-raise" job, docs/compliance.md): for every
 * client with raising switched on, each site × type cell that is DUE_SOON or OVERDUE on `today`
 * (London's date unless given) and whose type has a sub-trade gets one pending PPM order per due cycle
 * (the cycle is the latest counting certificate: a newer one starts the next). Idempotent.
 */
export async function raiseComplianceOrders(em: EntityManager, options: { now?: Date; today?: string } = {}): Promise<{ created: number }> {
  const now = options.now ?? new Date();
  const today = options.today ?? londonToday(now);
  const conn = em.getConnection();
  const [sla] = await conn.execute<{ code: string }[]>("select code from work_orders.sla_code where code = 'PPM'");
  const clients = await conn.execute<{ client_id: number }[]>(
    "select client_id from work_orders.client_compliance where raise_orders order by client_id",
  );
  const raisable = new Set(
    (await conn.execute<{ id: number }[]>("select id from work_orders.compliance_type where sub_trade_id is not null")).map((r) => r.id),
  );
  let created = 0;
  for (const { client_id } of clients) {
    const sites = await conn.execute<{ id: number }[]>("select id from assets.v_site where client_id = ? order by id", [client_id]);
    const cells = await readSiteCells(
      em,
      client_id,
      sites.map((s) => s.id),
      today,
    );
    for (const [siteId, site] of cells) {
      for (const cell of site.cells) {
        if (!RAISING.includes(cell.status) || !raisable.has(cell.complianceTypeId) || cell.documentId == null || !cell.expiresOn) continue;
        const c = {
          clientId: client_id,
          siteId,
          typeId: cell.complianceTypeId,
          documentId: cell.documentId,
          expiresOn: cell.expiresOn,
          status: cell.status,
        };
        if (await raiseCell(em, c, now, sla?.code ?? null)) created++;
      }
    }
  }
  return { created };
}

/**
 * The demo seed: the seeded types' sub-trades by name, as the migration sets them where assets' trades
 * already exist (on a fresh demo database the trades are seeded after the migrations ran).
 */
export async function seedComplianceSubTrades(em: EntityManager): Promise<string> {
  const n = await em.getConnection().execute(
    `update work_orders.compliance_type t set sub_trade_id = s.id
       from (values ('GAS_SAFETY', 'Boilers'), ('EICR', 'Fixed Wire Testing'), ('FIRE_ALARM', 'Fire Alarms'),
                    ('EMERGENCY_LIGHTING', 'Emergency Lighting'), ('LEGIONELLA', 'Water Heaters'),
                    ('LIFT_EXAMINATION', 'Passenger Lifts'), ('PAT', 'Power')) as m(code, sub_trade)
       join assets.v_trade s on s.name = m.sub_trade and s.parent_trade_id is not null
      where t.code = m.code and t.sub_trade_id is null`,
    [],
    "run",
  );
  return `${(n as { affectedRows?: number }).affectedRows ?? 0} compliance types given their sub-trades`;
}
