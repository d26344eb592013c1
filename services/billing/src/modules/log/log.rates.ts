import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray } from "@wo/shared";
import type { RateCard, TimeWindows } from "./log.costing";

/**
 * The rule of which rate card costs a contractor's time on an order on a date (docs/billing.md
 * "Logged time"), once for the log service (one entry as it is saved) and the cost checks (a whole
 * batch): the contractor's row in an Active contract (status 2) of the order's client, active, with
 * the work date inside the contract's dates when it has them; the contract for the order's sub-trade
 * first, then the newest. No such row: no rate card. Read through assets' published views.
 */
export interface RateRow extends RateCard {
  contractId: number;
  clientId: number;
  contractorId: number;
  subTradeId: number | null;
  startDate: string | null;
  endDate: string | null;
}

const RATES_SQL = `
select v.contract_id as "contractId", v.client_id as "clientId", v.contractor_id as "contractorId", t.sub_trade_id as "subTradeId",
       v.start_date::text as "startDate", v.end_date::text as "endDate", v.hourly_rate::text as "hourlyRate", v.ooh_uplift::text as "oohUplift",
       v.bank_holiday_uplift::text as "bankHolidayUplift", v.call_out_charge::text as "callOutCharge",
       v.ooh_call_out_charge::text as "oohCallOutCharge", v.minimum_charge_hours::text as "minimumChargeHours"
  from assets.v_contractor_rate v
  left join assets.v_contract_trade t on t.contract_id = v.contract_id
 where v.client_id = any(?::int[]) and v.contractor_id = any(?::int[]) and v.contract_status_id = 2 and v.active`;

const WINDOWS_SQL = `
select contractor_id as "contractorId", to_char(normal_start, 'HH24:MI') as "normalStart", to_char(normal_finish, 'HH24:MI') as "normalFinish"
  from assets.v_contractor_hours where contractor_id = any(?::int[])`;

/** The candidate rate cards of these clients' Active contracts for these contractors (one statement, in `em`'s transaction when it is one). */
export function rateRows(em: EntityManager, clientIds: readonly number[], contractorIds: readonly number[]): Promise<RateRow[]> {
  return em
    .getConnection()
    .execute<RateRow[]>(RATES_SQL, [intArray([...new Set(clientIds)]), intArray([...new Set(contractorIds)])], "all", em.getTransactionContext());
}

/** These contractors' normal working windows (one statement), by contractor. */
export async function windowsOf(em: EntityManager, contractorIds: readonly number[]): Promise<Map<number, TimeWindows>> {
  const rows = await em
    .getConnection()
    .execute<({ contractorId: number } & TimeWindows)[]>(WINDOWS_SQL, [intArray([...new Set(contractorIds)])], "all", em.getTransactionContext());
  return new Map(rows.map(({ contractorId, ...w }) => [contractorId, w]));
}

/** The rate card the rule picks among the candidates for an order, a contractor and a day; null when none. */
export function rateCardOn(
  rates: readonly RateRow[],
  order: { clientId: number; subTradeId: number | null },
  contractorId: number,
  date: string,
): RateCard | null {
  const own = (r: RateRow) => Number(r.subTradeId === order.subTradeId);
  const fits = rates
    .filter((r) => r.clientId === order.clientId && r.contractorId === contractorId)
    .filter((r) => (!r.startDate || r.startDate <= date) && (!r.endDate || r.endDate >= date))
    .sort((a, b) => own(b) - own(a) || b.contractId - a.contractId);
  return fits[0] ?? null;
}

/** The rate card and time windows that cost one entry of a contractor's time on an order on a date (in `em`'s transaction when it is one). */
export async function rateCardFor(
  em: EntityManager,
  order: { clientId: number; subTradeId: number | null },
  contractorId: number,
  workDate: string,
): Promise<{ card: RateCard | null; windows: TimeWindows | null }> {
  const [rates, windows] = await Promise.all([rateRows(em, [order.clientId], [contractorId]), windowsOf(em, [contractorId])]);
  return { card: rateCardOn(rates, order, contractorId, workDate), windows: windows.get(contractorId) ?? null };
}
