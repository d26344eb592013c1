import type { EntityManager } from "@mikro-orm/postgresql";
import { DateTime } from "luxon";
import { londonToday, ZONE } from "@wo/shared";
import { PpmStatusId } from "./ppm.entity";
import { raisePendingPpmOrders } from "./ppm.scheduler";

/** The demo's schedules of each client: weekly, monthly, quarterly and annual, with the sub-trade and contractor they suit. */
const PLANS = [
  {
    frequency: 1,
    unit: "Weeks",
    subTrade: "Fire Alarms",
    contractor: "Firesafe Systems Ltd",
    description: "Weekly fire alarm call point test",
    cost: 1560,
  },
  {
    frequency: 1,
    unit: "Months",
    subTrade: "Emergency Lighting",
    contractor: "Apex Building Services Ltd",
    description: "Monthly emergency lighting flick test",
    cost: 1140,
  },
  {
    frequency: 3,
    unit: "Months",
    subTrade: "Air Conditioning",
    contractor: "Coolair HVAC Services",
    description: "Quarterly air conditioning filter change and service",
    cost: 2480.5,
  },
  {
    frequency: 12,
    unit: "Months",
    subTrade: "Boilers",
    contractor: "Brightwater Plumbing & Heating",
    description: "Annual boiler service and gas safety inspection",
    cost: 895.75,
  },
] as const;

/** One insert of every client's schedules: deterministic (ids and hashes), a handful per client whatever the number of work orders. */
const INSERT_SQL = `
with plans as (
  select (row_number() over ()) - 1 as k, t.* from jsonb_to_recordset(?::jsonb)
    as t(frequency int, unit text, sub_trade text, contractor text, description text, cost numeric, first_offset int)
), clients as (select id from assets.v_client where active)
insert into work_orders.ppm (frequency, weeks_months, client_id, site_id, asset_id, trade_id, sub_trade_id, ppm_status_id,
  contractor_id, description, first_visit, next_visit, cost_per_annum)
select pl.frequency, pl.unit, c.id, s.id,
  (select a.id from assets.v_asset a where a.site_id = s.id order by a.id limit 1),
  st.parent_trade_id, st.id,
  case when (c.id + pl.k) % 11 = 10 then ${PpmStatusId.OnHold} else ${PpmStatusId.Active} end,
  coalesce(k.id, (select min(id) from assets.v_contractor where active)),
  pl.description, ?::date + pl.first_offset + (c.id % 5), ?::date + pl.first_offset + (c.id % 5), pl.cost
from clients c cross join plans pl
cross join lateral (select id from assets.v_site vs where vs.client_id = c.id order by id offset (pl.k % greatest(1,
  (select count(*) from assets.v_site x where x.client_id = c.id))::int) limit 1) s
join assets.v_trade st on st.name = pl.sub_trade and st.parent_trade_id is not null
left join assets.v_contractor k on k.name = pl.contractor and k.active
order by c.id, pl.k`;

/**
 * The demo's PPM schedules (once): four per active client, first visits spread over the coming
 * weeks, then the scheduler raises their pending PPM work orders (visits within 28 days), as the
 * recurring job would. A handful of rows per client: quick at any scale of work orders.
 */
export async function seedPpms(em: EntityManager, now: Date = new Date()): Promise<string> {
  const [{ n }] = await em.execute<{ n: string }[]>("select count(*) as n from work_orders.ppm");
  if (Number(n) > 0) return `PPM schedules already seeded (${n})`;
  const today = DateTime.fromISO(londonToday(now), { zone: ZONE });
  // weekly ones started a while ago (so a few visits are raised), the others start in the coming weeks
  const offsets = [-14, 3, 10, 20];
  const plans = PLANS.map((p, i) => ({
    frequency: p.frequency,
    unit: p.unit,
    sub_trade: p.subTrade,
    contractor: p.contractor,
    description: p.description,
    cost: p.cost,
    first_offset: offsets[i],
  }));
  const start = today.toISODate()!;
  await em.transactional((tx) => tx.execute(INSERT_SQL, [JSON.stringify(plans), start, start]));
  const [{ n: added }] = await em.execute<{ n: string }[]>("select count(*) as n from work_orders.ppm");
  const { created } = await raisePendingPpmOrders(em, { now, horizonDays: 28 });
  return `${added} PPM schedules added, ${created} pending PPM work orders raised`;
}
