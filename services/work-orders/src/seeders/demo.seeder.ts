import type { EntityManager } from "@mikro-orm/postgresql";
import { DEMO_FLAG_ORDERS, demoFlaggedOrdersSql, DemoFlagSlot, type SeedOptions } from "@wo/shared";
import { seedComplianceSubTrades } from "../modules/compliance/compliance.raise";
import { seedPpms } from "../modules/ppm/ppm.seed";
import { seedDocuments } from "../modules/document/document.seed";
import { seedOutbox } from "../modules/notification/outbox.seed";
import {
  AMENDMENT_REASONS,
  DEMO_CONTACTS,
  ISSUES,
  NOTE_CLIENT_USERS,
  NOTE_CONTRACTOR_USERS,
  NOTE_STAFF,
  NOTE_TEXTS,
  REQUESTERS,
  STATUS_WEIGHTS,
} from "./demo.data";

/** Above this many new rows, secondary indexes are dropped for the load and built again after. */
const BULK_THRESHOLD = 100_000;
const CHUNK = 200_000;

function statusBuckets(): number[] {
  const buckets = Object.entries(STATUS_WEIGHTS).flatMap(([id, w]) => Array<number>(w).fill(Number(id)));
  if (buckets.length !== 100) throw new Error("status weights must sum to 100");
  return buckets;
}

/**
 * One INSERT ... SELECT over generate_series: every attribute comes from a hash of the row number
 * (hashint8extended, deterministic and safe under parallel plans), sites, contractors and trades
 * from this service's views of assets. Dates depend on the status so the data reads true: open
 * work is recent (and some of it overdue), history is spread over two years.
 */
const INSERT_SQL = `
with tpl as (
  select (row_number() over ()) - 1 as i, t.*
  from jsonb_to_recordset(?::jsonb) as t(sub_trade_id int, trade_id int, issue text, details text)
), ntpl as (select count(*) as c from tpl),
sites as (select (row_number() over (order by id)) - 1 as i, id, client_id from assets.v_site),
nsites as (select count(*) as c from sites),
cons as (select (row_number() over (order by id)) - 1 as i, id from assets.v_contractor),
ncons as (select count(*) as c from cons),
people as (select (row_number() over ()) - 1 as i, p as name from jsonb_array_elements_text(?::jsonb) as p),
npeople as (select count(*) as c from people),
rows as (
  select g,
    (?::int[])[1 + abs(hashint8extended(g, 1)) % 100] as status,
    abs(hashint8extended(g, 2)) as h2, abs(hashint8extended(g, 3)) as h3, abs(hashint8extended(g, 4)) as h4,
    abs(hashint8extended(g, 5)) as h5, abs(hashint8extended(g, 6)) as h6, abs(hashint8extended(g, 7)) as h7,
    abs(hashint8extended(g, 8)) as h8
  from generate_series(?::int, ?::int) as g
), typed as (
  select r.*,
    case when r.status = 8 then 3 when r.status in (3, 4) then 2
         when r.h2 % 100 < 8 then 3 when r.h2 % 100 < 14 then 4 else 1 end as type_id
  from rows r
), slaed as (
  select t.*, case when t.type_id = 3 then 'PPM' else (array['A','B','C','D','E','F','G','H'])[1 + t.h3 % 8] end as sla
  from typed t
), dated as (
  -- outstanding work was opened within 1.25 times its response time: about a fifth of it is overdue
  select t.*, sla.response_hours,
    case
      when t.status in (1, 2, 3, 4)
        then now() - make_interval(mins => (t.h4 % (greatest(sla.response_hours, 4) * 75))::int)
      when t.status = 8 then now() - make_interval(mins => (t.h4 % (7 * 24 * 60))::int)
      else now() - make_interval(days => 3, mins => (t.h4 % (720 * 24 * 60))::int)
    end as opened
  from slaed t join work_orders.sla_code sla on sla.code = t.sla
), estimated as (
  -- a reactive job's estimate is the default £150 on one in four, else what the job was thought to need
  select d.*,
    round(case d.type_id when 1 then case when d.h5 % 4 = 0 then 150 else 160 + (d.h5 / 4 % 30) * 10 end
      when 2 then 200 + d.h5 % 480000 / 100.0 when 3 then 95 + d.h5 % 40000 / 100.0
      else 300 + d.h5 % 200000 / 100.0 end, 2) as estimated
  from dated d
), costed as (
  -- what the done work cost: 80% to 129% of the estimate, and never less than one attendance of an
  -- engineer for an hour with its call-out costs under any demo rate card (£152.75 at most): £155 to £194
  select e.*, round(greatest(e.estimated * (0.8 + (e.h6 % 50) / 100.0), 155 + (e.h6 / 50) % 40), 2) as cost
  from estimated e
)
insert into work_orders.work_order (
  date_opened, due_date, date_closed, date_status, client_id, site_id, contractor_id, all_contractor_ids, trade_id,
  sub_trade_id, work_order_type_id, work_order_status_id, progress_code_id, method_of_request_id, sla_code,
  financial_code_id, capital_code_id, requested_by, client_ref, issue, details, estimated_cost, approved_cost,
  actual_cost, superseded_cost_price, superseded_reason, query_reason_id, valuation_number, invoice_no, invoice_date,
  invoice_amount, send_notifications, contractor_emailed, contact_id)
select
  c.opened,
  case when c.status = 8 then now() + make_interval(mins => (c.h7 % (30 * 24 * 60))::int)
       else c.opened + make_interval(hours => c.response_hours) end,
  case when c.status in (6, 7, 10, 12, 9, 14)
       then least(now(), c.opened + make_interval(days => (1 + c.h7 % 20)::int)) end,
  case when c.status in (6, 7, 10, 12, 9, 14) then least(now(), c.opened + make_interval(days => (1 + c.h7 % 20)::int))
       else c.opened end,
  s.client_id, s.id,
  case when c.status = 1 and c.h8 % 3 = 0 then null else k.id end,
  case when c.status = 1 and c.h8 % 3 = 0 then '{}'::int[] else array[k.id] end,
  tp.trade_id, tp.sub_trade_id, c.type_id, c.status,
  case when c.status in (6, 7, 10, 12) then 5 when c.status = 2 and c.h8 % 10 = 0 then 1 + c.h8 % 4 end,
  1 + c.h3 % 4,
  c.sla,
  case c.type_id when 1 then 1 when 2 then 3 when 3 then 2 else case when c.h6 % 3 = 0 then 5 else 1 end end,
  case when c.type_id = 4 and c.h6 % 3 = 0 then 1 + c.h7 % 4 end,
  p.name,
  case when c.h5 % 3 = 0 then 'PO-' || (100000 + c.h5 % 900000) end,
  tp.issue, tp.details,
  c.estimated,
  -- approved (and closed) at what the work cost; the actual cost is what the logs come to (billing's seed logs it)
  case when c.status in (6, 10) then c.cost end,
  -- one in five submitted or queried orders carries an amended price, 2% to 9% above the logged cost it
  -- supersedes (within the cost checks' 10%); a few more are amended beyond it (AMENDED_SQL)
  case when c.status in (11, 12) and c.h7 % 5 = 0 then round(c.cost * (1.02 + (c.h8 % 8) / 100.0), 2)
       when c.status in (5, 6, 7, 10, 11, 12, 13) then c.cost end,
  case when c.status in (11, 12) and c.h7 % 5 = 0 then c.cost end,
  case when c.status in (11, 12) and c.h7 % 5 = 0 then ?::jsonb ->> (c.h6 % 5)::int end,
  case when c.status = 11 then 1 + c.h8 % 6 end,
  case when c.status in (6, 10) then 'VAL-' || to_char(c.opened, 'YYYY') || '-' || lpad((1 + c.h6 % 52)::text, 2, '0') end,
  case when c.status = 6 then 'INV' || (200000 + c.g) end,
  case when c.status = 6 then least(now(), c.opened + make_interval(days => (25 + c.h7 % 20)::int)) end,
  case when c.status = 6 then round(c.cost * 1.2, 2) end,
  true,
  c.status not in (1, 8),
  (?::jsonb ->> s.client_id::text)::int
from costed c
join nsites on true join sites s on s.i = c.h2 % nsites.c
join ncons on true join cons k on k.i = c.h3 % ncons.c
join ntpl on true join tpl tp on tp.i = c.h6 % ntpl.c
join npeople on true join people p on p.i = c.h8 % npeople.c
order by c.g`;

/**
 * The demo's amendments beyond the cost checks' tolerance (the rule of @wo/shared's demo-cost-flags,
 * slot AmendedAboveLogged): on the orders with ids in [?, ?] it chooses, an amended price 15% to 30%
 * above the logged cost it supersedes, with a reason.
 */
const AMENDED_SQL = `
update work_orders.work_order w
   set superseded_cost_price = coalesce(w.superseded_cost_price, w.actual_cost),
       actual_cost = round(coalesce(w.superseded_cost_price, w.actual_cost) * (1.15 + (w.id % 16) / 100.0), 2),
       superseded_reason = coalesce(w.superseded_reason, ?::jsonb ->> (w.id % 5)::int)
  from (${demoFlaggedOrdersSql("(select id, work_order_status_id as status from work_orders.work_order)")}) f
 where f.id = w.id and f.slot = ${DemoFlagSlot.AmendedAboveLogged} and w.id between ? and ?`;

/** Above this many orders (a performance run), notes go on one order in ten rather than on each. */
const NOTES_ON_EVERY_ORDER_UP_TO = 100_000;

/**
 * Notes on the orders with ids in [?, ?]: on every order (demo data) or one in ten (a performance
 * run), one to three each, some private, written by staff, the order's client contact or its
 * contractor's user (when the demo has one), a few hours apart after the order was opened.
 */
const NOTES_SQL = `
with tpl as (
  select kind, (row_number() over (partition by kind order by ord)) - 1 as i, note
  from rows from (jsonb_to_recordset(?::jsonb) as (kind text, note text)) with ordinality as t(kind, note, ord)
), ntpl as (select kind, count(*) as c from tpl group by kind),
staff as (select (row_number() over ()) - 1 as i, s.* from jsonb_to_recordset(?::jsonb) as s(id int, name text)),
nstaff as (select count(*) as c from staff),
clients as (select key::int as client_id, (value ->> 'id')::int as id, value ->> 'name' as name from jsonb_each(?::jsonb)),
contractors as (select key::int as contractor_id, (value ->> 'id')::int as id, value ->> 'name' as name from jsonb_each(?::jsonb)),
picked as (
  select wo.id, wo.client_id, wo.contractor_id, wo.date_opened, k,
    abs(hashint8extended(wo.id * 4 + k, 21)) as h
  from work_orders.work_order wo
  cross join generate_series(0, 2) as k
  where wo.id between ? and ?
    and abs(hashint8extended(wo.id, 20)) % 10 < ?
    and k <= abs(hashint8extended(wo.id, 22)) % 3
), kinded as (
  select p.*,
    case when p.h % 10 < 5 then 'staff' when p.h % 10 < 7 then 'private'
         when p.h % 10 < 9 and c.id is not null then 'client'
         when k.id is not null then 'contractor' else 'staff' end as kind,
    c.id as client_user, c.name as client_name, k.id as contractor_user, k.name as contractor_name
  from picked p
  left join clients c on c.client_id = p.client_id
  left join contractors k on k.contractor_id = p.contractor_id
)
insert into work_orders.work_order_note (work_order_id, user_id, user_name, note, note_time, private_note)
select x.id,
  case x.kind when 'client' then x.client_user when 'contractor' then x.contractor_user else s.id end,
  case x.kind when 'client' then x.client_name when 'contractor' then x.contractor_name else s.name end,
  tp.note,
  least(now(), x.date_opened + make_interval(mins => (30 + x.k * 300 + x.h % 240)::int)),
  x.kind = 'private'
from kinded x
join nstaff on true join staff s on s.i = (x.h / 10) % nstaff.c
join ntpl n on n.kind = x.kind join tpl tp on tp.kind = x.kind and tp.i = (x.h / 100) % n.c
order by x.id, x.k`;

/**
 * A few links: the first two orders of each client and contractor pair, and of each site (orders
 * that read as related: the same site, or the same client's work for one contractor).
 */
const LINKS_SQL = `
insert into work_orders.linked_work_order (parent_work_order_id, child_work_order_id)
select pair[1], pair[2] from (
  select array(select wo.id from work_orders.work_order wo where wo.client_id = sc.client_id and wo.contractor_id = sc.contractor_id order by wo.id limit 2) as pair
  from (select distinct client_id, contractor_id from work_orders.status_count where contractor_id <> 0 and n > 0) sc
  union all
  select array(select wo.id from work_orders.work_order wo where wo.site_id = s.id order by wo.id limit 2)
  from assets.v_site s
) p
where cardinality(pair) = 2
on conflict do nothing`;

/**
 * Answers to a request's checklist (§3 Answer) on every order (one in ten for a performance
 * run) with ids in [?, ?]: one to three of a few common questions each, answered as the order was
 * opened. (The sub-trades' own questions belong to assets; an answer keeps its question's text.)
 */
const ANSWERS_SQL = `
with q as (
  select (ord - 1)::int as i, question, array(select jsonb_array_elements_text(answers)) as answers
  from rows from (jsonb_to_recordset(?::jsonb) as (question text, answers jsonb)) with ordinality as t(question, answers, ord)
)
insert into work_orders.answer (work_order_id, question_content, answer_content, created_at)
select wo.id, q.question, q.answers[1 + abs(hashint8extended(wo.id * 8 + q.i, 31)) % cardinality(q.answers)], wo.date_opened
from work_orders.work_order wo
cross join q
where wo.id between ? and ?
  and abs(hashint8extended(wo.id, 30)) % 30 < ?
  and q.i <= abs(hashint8extended(wo.id, 32)) % 3
order by wo.id, q.i`;

/** The checklist questions of the demo's answers (passed as a parameter: a `?` in the SQL text would be taken for one). */
const DEMO_QUESTIONS = [
  { question: "Is the area safe to work in?", answers: ["Yes", "Yes, once cordoned off", "No, see details"] },
  { question: "Is there parking on site?", answers: ["Yes", "No", "Pay and display nearby"] },
  { question: "Who holds the keys?", answers: ["Reception", "Site manager", "Security desk", "Key safe by the door"] },
];

async function seedAnswers(c: ReturnType<EntityManager["getConnection"]>, from: number, to: number): Promise<void> {
  await c.execute(ANSWERS_SQL, [JSON.stringify(DEMO_QUESTIONS), from, to, to > NOTES_ON_EVERY_ORDER_UP_TO ? 3 : 30]);
}

/** Notes on the orders with ids from `from` to `to` (NOTES_SQL), and the links (LINKS_SQL). */
async function seedNotesAndLinks(c: ReturnType<EntityManager["getConnection"]>, from: number, to: number): Promise<void> {
  await c.execute(NOTES_SQL, [
    JSON.stringify(NOTE_TEXTS),
    JSON.stringify(NOTE_STAFF),
    JSON.stringify(NOTE_CLIENT_USERS),
    JSON.stringify(NOTE_CONTRACTOR_USERS),
    from,
    to,
    to > NOTES_ON_EVERY_ORDER_UP_TO ? 1 : 10,
  ]);
  await c.execute(LINKS_SQL);
}

/**
 * Tops the work orders up to options.workOrders (2,000 by default; a million for performance
 * runs) with set-based SQL, never one insert per row.
 */
async function seedOrders(em: EntityManager, options: SeedOptions): Promise<string> {
  const conn = em.getConnection();
  const [{ n: existingText }] = await conn.execute<{ n: string }[]>("select count(*) as n from work_orders.work_order");
  const existing = Number(existingText);
  const wanted = options.workOrders;
  if (existing >= wanted) {
    // orders seeded before notes and links existed (a kept benchmark database) get theirs once
    const [{ n }] = await conn.execute<{ n: string }[]>("select count(*) as n from (select 1 from work_orders.work_order_note limit 1) x");
    const [{ n: answered }] = await conn.execute<{ n: string }[]>("select count(*) as n from (select 1 from work_orders.answer limit 1) x");
    const added: string[] = [];
    if (Number(n) === 0) {
      await em.transactional((tx) => seedNotesAndLinks(tx.getConnection(), 1, existing));
      await conn.execute("analyze work_orders.work_order_note");
      added.push("notes and links");
    }
    if (Number(answered) === 0) {
      await em.transactional((tx) => seedAnswers(tx.getConnection(), 1, existing));
      await conn.execute("analyze work_orders.answer");
      added.push("answers");
    }
    return `work orders already seeded (${existing})${added.length ? `; ${added.join(" and ")} added` : ""}`;
  }
  const trades = await conn.execute<{ id: number; name: string; parent_trade_id: number | null }[]>(
    "select id, name, parent_trade_id from assets.v_trade where parent_trade_id is not null",
  );
  const byName = new Map(trades.map((t) => [t.name, t]));
  const templates = ISSUES.flatMap((i) => {
    const st = byName.get(i.subTrade);
    return st ? [{ sub_trade_id: st.id, trade_id: st.parent_trade_id, issue: i.issue, details: i.details }] : [];
  });
  if (!templates.length) throw new Error("no sub-trades to seed work orders with: seed assets first");
  const buckets = `{${statusBuckets().join(",")}}`;
  const toAdd = wanted - existing;
  const bulk = toAdd > BULK_THRESHOLD;

  await em.transactional(async (tx) => {
    const c = tx.getConnection();
    let indexDefs: { indexname: string; indexdef: string }[] = [];
    if (bulk) {
      indexDefs = await c.execute(
        `select indexname, indexdef from pg_indexes where schemaname = 'work_orders' and tablename = 'work_order'
         and indexname <> 'work_order_pkey'`,
      );
      for (const ix of indexDefs) await c.execute(`drop index work_orders."${ix.indexname}"`);
    }
    for (let from = existing + 1; from <= wanted; from += CHUNK) {
      const to = Math.min(wanted, from + CHUNK - 1);
      await c.execute(INSERT_SQL, [
        JSON.stringify(templates),
        JSON.stringify(REQUESTERS),
        buckets,
        from,
        to,
        JSON.stringify(AMENDMENT_REASONS),
        JSON.stringify(DEMO_CONTACTS),
      ]);
    }
    if (bulk) {
      await c.execute("set local maintenance_work_mem = '512MB'");
      for (const ix of indexDefs) await c.execute(ix.indexdef);
    }
    if (existing < DEMO_FLAG_ORDERS) await c.execute(AMENDED_SQL, [JSON.stringify(AMENDMENT_REASONS), existing + 1, wanted]);
    await seedNotesAndLinks(c, existing + 1, wanted);
    await seedAnswers(c, existing + 1, wanted);
  });
  await conn.execute("analyze work_orders.work_order");
  await conn.execute("analyze work_orders.work_order_note");
  await conn.execute("analyze work_orders.answer");
  return `${toAdd} work orders added (${wanted} in all)`;
}

export const seedWorkOrders = async (em: EntityManager, options: SeedOptions): Promise<string> =>
  `${await seedOrders(em, options)}; ${await seedDocuments(em)}; ${await seedPpms(em)}; ${await seedOutbox(em)}; ${await seedComplianceSubTrades(em)}`;
