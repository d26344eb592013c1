import type { EntityManager } from "@mikro-orm/postgresql";
import type { SeedOptions } from "@wo/shared";

/**
 * The demo's quote lines: what a facilities contractor prices, with the item type (billingItemTypes),
 * a units range and a price range (pence, to be divided by 100, or by 1000 for three-decimal prices).
 */
const LINES = [
  { description: "Engineer labour on site (per hour)", type: 1, unitsMin: 1, unitsMax: 8, priceMin: 4500, priceMax: 7500, scale: 100, rate: "0.2" },
  {
    description: "Second engineer for two-person lift (per hour)",
    type: 1,
    unitsMin: 2,
    unitsMax: 6,
    priceMin: 33333,
    priceMax: 33333,
    scale: 1000,
    rate: "0.2",
  },
  { description: "Replacement parts and fittings", type: 2, unitsMin: 1, unitsMax: 6, priceMin: 1250, priceMax: 48000, scale: 100, rate: "0.2" },
  {
    description: "Consumables (sealant, fixings, cable)",
    type: 2,
    unitsMin: 1,
    unitsMax: 3,
    priceMin: 12499,
    priceMax: 34999,
    scale: 1000,
    rate: "0.2",
  },
  { description: "Access tower hire (per day)", type: 3, unitsMin: 1, unitsMax: 3, priceMin: 8500, priceMax: 16500, scale: 100, rate: "0.2" },
  { description: "Specialist subcontractor visit", type: 4, unitsMin: 1, unitsMax: 1, priceMin: 22500, priceMax: 95000, scale: 100, rate: "0.2" },
  { description: "Call-out charge", type: 5, unitsMin: 1, unitsMax: 1, priceMin: 8500, priceMax: 8500, scale: 100, rate: "0.2" },
  {
    description: "Energy-saving LED lamps (reduced-rate VAT)",
    type: 2,
    unitsMin: 4,
    unitsMax: 24,
    priceMin: 3995,
    priceMax: 8995,
    scale: 1000,
    rate: "0.05",
  },
  { description: "Waste removal and disposal", type: 6, unitsMin: 1, unitsMax: 2, priceMin: 4000, priceMax: 12000, scale: 100, rate: "0.2" },
];

/** The client's notes on rejected quotes and requests for an alternative. */
const DECISION_NOTES = {
  rejected: [
    "Too expensive for this site's budget",
    "We will get this done under the landlord's contract",
    "Not needed now: the unit is being replaced",
  ],
  alternative: [
    "Please quote for a repair rather than a replacement",
    "Can you price a like-for-like unit instead?",
    "Please split the access costs out",
  ],
};

/**
 * Quotes for the orders with ids in [?, ?], one INSERT ... SELECT (hashes of the order's id, so the
 * same orders get the same quotes every time), read through work-orders' v_work_order_billing:
 * - Awaiting Quote (3): a Draft being written, or one the client Rejected or asked an Alternative of;
 * - Awaiting Quote Approval (4): a quote Sent for Approval;
 * - one in ten orders of which the work went on (open, certificate, closed, completed, approved,
 *   query, submitted, audit), and the orders chosen to be over their quote (the parameter): an
 *   Accepted quote, a third of them with an earlier Withdrawn one;
 * - one in ten cancelled or discarded orders: a Withdrawn quote.
 */
const QUOTES_SQL = `
with src as (
  select w.work_order_id as wo, w.client_id, w.contractor_id, w.site_id, w.work_order_status_id as st, w.date_opened, w.issue,
    abs(hashint8extended(w.work_order_id, 41)) as h
  from work_orders.v_work_order_billing w
  where w.contractor_id is not null and w.work_order_id between ? and ?
), statused as (
  select s.*, case
      when s.st = 3 then (array[1, 1, 3, 5])[1 + s.h % 4]
      when s.st = 4 then 2
      when s.st in (2, 5, 6, 7, 10, 11, 12, 13) and (s.h % 10 = 0 or s.wo = any(?::int[])) then 4
      when s.st in (9, 14) and s.h % 10 = 0 then 6
    end as status
  from src s
), quotes as (
  select s.*, 0 as seq from statused s where s.status is not null
  union all
  select s.wo, s.client_id, s.contractor_id, s.site_id, s.st, s.date_opened, s.issue, s.h, 6, 1
  from statused s where s.status = 4 and s.h % 3 = 0
), dated as (
  select q.*,
    least(now() - interval '1 hour', q.date_opened + make_interval(hours => (2 + (q.h / 7) % 60 - q.seq)::int)) as billing_date
  from quotes q
)
insert into billing.billing (work_order_id, client_id, contractor_id, site_id, ampm_quote_ref, billing_date, summary, billing_status_id,
  sent_at, decided_at, decision_note, created_at, updated_at)
select d.wo, d.client_id, d.contractor_id, d.site_id,
  case when d.status <> 1 and (d.h / 3) % 2 = 0 then 'AMPM-Q' || lpad(d.wo::text, 7, '0') || case when d.seq = 1 then '-A' else '' end end,
  d.billing_date,
  case when d.seq = 1 then 'Alternative option, works to resolve: ' else 'Works to resolve: ' end || coalesce(d.issue, 'the reported fault'),
  d.status,
  case when d.status <> 1 then least(now(), d.billing_date + interval '30 minutes') end,
  case when d.status in (3, 4, 5, 6) then least(now(), d.billing_date + make_interval(hours => (1 + (d.h / 11) % 48)::int)) end,
  case d.status
    when 3 then ?::jsonb ->> ((d.h / 13) % 3)::int
    when 5 then ?::jsonb ->> ((d.h / 13) % 3)::int
  end,
  d.billing_date, d.billing_date
from dated d
order by d.wo, d.seq`;

/**
 * One to four lines on each quote of those orders without any (one to three on an accepted quote of
 * done work, which FIT_SQL may complete), bar the accepted quotes of the orders chosen to be over
 * them (the last parameter; OVER_QUOTE_SQL prices those).
 */
const ITEMS_SQL = `
with lines as (
  select (row_number() over ()) - 1 as i, t.* from jsonb_to_recordset(?::jsonb)
    as t(description text, type int, "unitsMin" int, "unitsMax" int, "priceMin" int, "priceMax" int, scale int, rate numeric)
), nlines as (select count(*) as c from lines),
target as (
  select q.id, abs(hashint8extended(q.id, 51)) as h,
    case when q.billing_status_id = 4 and w.actual_cost is not null then 2 else 3 end as most
  from billing.billing q
  join work_orders.v_work_order_billing w on w.work_order_id = q.work_order_id
  where q.work_order_id between ? and ? and q.created_by_id is null
    and not exists (select 1 from billing.billing_item bi where bi.billing_id = q.id)
    and not (q.billing_status_id = 4 and q.work_order_id = any(?::int[]))
), picked as (
  select t.id, k, abs(hashint8extended(t.id * 8 + k, 52)) as h2, (t.h + k * 3) as pick
  from target t cross join generate_series(0, 3) as k
  where k <= least(t.h % 4, t.most)
)
insert into billing.billing_item (billing_id, billing_item_type_id, description, units, item_amount_ex_tax, tax_rate, sort_order)
select p.id, l.type, l.description,
  l."unitsMin" + p.h2 % (l."unitsMax" - l."unitsMin" + 1),
  (l."priceMin" + (p.h2 / 100) % (l."priceMax" - l."priceMin" + 1))::numeric / l.scale,
  l.rate, p.k + 1
from picked p join nlines n on true join lines l on l.i = p.pick % n.c
order by p.id, p.k`;

/**
 * The accepted quote of done work covers its cost: when its lines come to less than the order's
 * actual cost, a last line prices the further works surveyed at the difference (so the cost checks
 * find the order within its quote), bar the orders chosen to be over it (the last parameter).
 */
const FIT_SQL = `
insert into billing.billing_item (billing_id, billing_item_type_id, description, units, item_amount_ex_tax, tax_rate, sort_order)
select s.billing_id, 1, 'Further works as surveyed', 1, w.actual_cost - s.ex, 0.2, s.last + 1
  from (select bi.billing_id, b.work_order_id, sum(bi.line_amount_ex_tax) as ex, max(bi.sort_order) as last
          from billing.billing_item bi join billing.billing b on b.id = bi.billing_id
         where b.work_order_id between ? and ? and b.created_by_id is null and b.billing_status_id = 4
         group by bi.billing_id, b.work_order_id) s
  join work_orders.v_work_order_billing w on w.work_order_id = s.work_order_id
 where w.actual_cost > s.ex and not (s.work_order_id = any(?::int[]))
 order by s.billing_id`;

/** The accepted quote of an order chosen to be over it (the parameter): one line, its cost less a fifth (the cost is 25% over it). */
const OVER_QUOTE_SQL = `
insert into billing.billing_item (billing_id, billing_item_type_id, description, units, item_amount_ex_tax, tax_rate, sort_order)
select q.id, 1, 'Works to resolve the fault, as surveyed', 1, round(w.actual_cost * 0.8, 2), 0.2, 1
  from billing.billing q join work_orders.v_work_order_billing w on w.work_order_id = q.work_order_id
 where q.work_order_id = any(?::int[]) and q.work_order_id between ? and ? and q.created_by_id is null and q.billing_status_id = 4
   and w.actual_cost is not null and not exists (select 1 from billing.billing_item bi where bi.billing_id = q.id)
 order by q.id`;

/** Each quote's totals from its lines (sums of the rounded line amounts). */
const TOTALS_SQL = `
update billing.billing q
   set total_amount_ex_tax = s.ex, total_tax = s.tax, total_amount_inc_tax = s.inc
  from (select bi.billing_id, sum(bi.line_amount_ex_tax) as ex, sum(bi.tax_amount) as tax, sum(bi.line_amount_inc_tax) as inc
          from billing.billing_item bi join billing.billing b on b.id = bi.billing_id
         where b.work_order_id between ? and ? and b.created_by_id is null
         group by bi.billing_id) s
 where q.id = s.billing_id`;

/**
 * The demo's quotes (docs/billing.md "Demo data"): quotes in every status with one to four items on
 * the work orders that suit each, an accepted quote of done work covering its cost but on the orders
 * chosen to be over it (`overQuote`), set-based (QUOTES_SQL, ITEMS_SQL, FIT_SQL, OVER_QUOTE_SQL,
 * TOTALS_SQL). Tops up: orders
 * added since the last seeding (a scale run: `--work-orders 1000000`) get theirs; quotes people made
 * (created_by_id set) are left alone.
 */
export async function seedQuotes(em: EntityManager, _options: SeedOptions, overQuote: readonly number[] = []): Promise<string> {
  const conn = em.getConnection();
  const [{ seeded, last }] = await conn.execute<{ seeded: number | null; last: number | null }[]>(
    `select (select max(work_order_id) from billing.billing where created_by_id is null) as seeded,
            (select max(work_order_id) from work_orders.v_work_order_billing) as last`,
  );
  const from = (seeded ?? 0) + 1;
  const to = last ?? 0;
  if (to < from) return `quotes already seeded (up to work order ${seeded ?? 0})`;
  const counted = await em.transactional(async (tx) => {
    const c = tx.getConnection();
    const trx = tx.getTransactionContext();
    const over = `{${overQuote.join(",")}}`;
    await c.execute(QUOTES_SQL, [from, to, over, JSON.stringify(DECISION_NOTES.rejected), JSON.stringify(DECISION_NOTES.alternative)], "run", trx);
    await c.execute(ITEMS_SQL, [JSON.stringify(LINES), from, to, over], "run", trx);
    await c.execute(FIT_SQL, [from, to, over], "run", trx);
    await c.execute(OVER_QUOTE_SQL, [over, from, to], "run", trx);
    await c.execute(TOTALS_SQL, [from, to], "run", trx);
    const [n] = await c.execute<{ quotes: string; items: string }[]>(
      `select count(*) as quotes, (select count(*) from billing.billing_item bi join billing.billing b on b.id = bi.billing_id
         where b.work_order_id between ? and ? and b.created_by_id is null) as items
         from billing.billing where work_order_id between ? and ? and created_by_id is null`,
      [from, to, from, to],
      "all",
      trx,
    );
    return n!;
  });
  await conn.execute("analyze billing.billing");
  await conn.execute("analyze billing.billing_item");
  return `${counted.quotes} quotes with ${counted.items} items added`;
}
