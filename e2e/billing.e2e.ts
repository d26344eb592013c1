/**
 * Billing in a real browser (issue 12's "done when"), step by step on the whole product:
 *
 * 1. a contractor user, through the REST calls its portal makes, quotes for a work order of its own
 *    with two items and sends the quote for approval (the order goes to Awaiting Quote Approval);
 * 2. the client user approves it into a new work order (NewWorkorderId): the new order is Open with
 *    the quote's total as its approved cost, the original Closed, the quote Accepted;
 * 3. the contractor logs time (a weekday visit in its normal hours, one running past them, a bank
 *    holiday) and materials on the new order, checked to the penny against the test's own arithmetic
 *    from the rate card of that contractor in that client's contract (read from the database); it
 *    marks the work complete (code 2011 and the cost question), is refused submission until a job
 *    sheet is attached, then submits: the logged total is far over the accepted quote, which the
 *    cost checks flag;
 * 4. a finance user in the browser sees the costs tab, the quoted cost row, the finance section's
 *    totals and the flag, and queries the costs; the contractor marks the work complete again and re-submits at an amended price (above
 *    its logs, flagged too, the logged total kept as the superseded price); the finance user sees the
 *    amendment and approves with the approved cost pre-filled with the actual cost;
 * 5. the quotations screen lists the accepted quote, and its details popup shows the two items.
 *
 * Each step leaves what the next needs in `state`. The amounts are chosen to round: 3 × £33.333 =
 * £99.999 → £100.00 (20% VAT £20.00) and 1 × £149.995 → £150.00 (zero-rated): the quote is £250.00
 * ex tax, the sum of its rounded lines (the unrounded sum, £249.994, would make £249.99). Every amount
 * is checked to the penny in the REST numbers, the GraphQL decimal strings and the screens' texts.
 */
import Decimal from "decimal.js";
import type { Locator, Page } from "playwright-core";
import { BASE_URL, openScreen } from "./browser";
import { BANK_HOLIDAY_DATES, ENGLAND_AND_WALES_BANK_HOLIDAYS } from "../services/shared/src/bank-holidays";
import { e2eSession } from "./session";
import { confirmWith, gql, rest, signIn, tokenOf, until } from "./api";

const FINANCE = "finance@example.com";
const STAFF = "operations@example.com";
const CONTRACTOR = "contractor@example.com";
const CLIENT = "client@example.com";
const STAMP = String(Date.now()).slice(-6);
const SUMMARY = `Roof light and flashing ${STAMP}`;
const ITEMS = [
  { Description: "Roof light unit", Units: 3, ItemAmountExTax: "33.333", TaxRate: "0.2" },
  { Description: "Lead flashing, zero-rated", Units: 1, ItemAmountExTax: "149.995", TaxRate: "0" },
];
const AMEND_REASON = `Scaffold tower hire for the roof light, not logged ${STAMP}`;
const AMENDED_PRICE = "1250.005";

// The visits, on past days counted back from today (so the test holds whenever it runs): the Tuesday and
// Wednesday of a week at least a week ago that are no bank holidays, and the latest bank holiday of
// England and Wales before today (the one calendar the product uses).
const day = (d: Date) => d.toISOString().slice(0, 10);
const pastWeekdays = (): [string, string] => {
  const t = new Date(`${day(new Date())}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() - 7 - ((t.getUTCDay() + 5) % 7)); // a Tuesday 7 to 13 days back
  for (;;) {
    const next = new Date(t.getTime() + 86_400_000);
    if (!BANK_HOLIDAY_DATES.has(day(t)) && !BANK_HOLIDAY_DATES.has(day(next))) return [day(t), day(next)];
    t.setUTCDate(t.getUTCDate() - 7);
  }
};
const [WEEKDAY, NEXT_WEEKDAY] = pastWeekdays();
const BANK_HOLIDAY = ENGLAND_AND_WALES_BANK_HOLIDAYS.map((h) => h.date)
  .filter((d) => d < day(new Date()))
  .sort()
  .at(-1)!;

// ---------------------------------------------------------------------------------------------
// Money, worked out here: exact decimals, each total rounded once to the penny, half away from zero
// ---------------------------------------------------------------------------------------------

const D = (v: Decimal.Value) => new Decimal(v);
/** Rounded to the penny, half away from zero, as a 2-decimal string */
const penny = (v: Decimal.Value) => D(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
/** As the screens and messages show an amount: "£1,034.55" */
const pounds = (v: Decimal.Value) => {
  const [whole, pence] = penny(v).split(".");
  return `£${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${pence}`;
};
/** A price per unit as the grids show it: its third decimal when that counts ("£12.345"), else money ("£54.50") */
const unitPrice = (v: string) => (/\.\d\d[1-9]0*$/.test(v) ? `£${D(v).toFixed(3)}` : pounds(v));
/** A share as the cost checks word it: "313.8%" */
const percent = (fraction: Decimal.Value) => `${D(fraction).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toString()}%`;
/** A decimal as a REST number (the legacy shapes carry numbers) */
const num = (v: Decimal.Value) => D(v).toNumber();

// ---------------------------------------------------------------------------------------------

const session = e2eSession(FINANCE);
const { one, notice } = session;

type Expected = {
  times: Array<{ manHours: string; normalHours: string; oohHours: string; costPerHour: string; costhours: string; callOutCharge: string }>;
  materials: Array<{ costPerItem: string; quantity: string; total: string }>;
  totalHours: string;
  hoursCost: string;
  materialsTotal: string;
  callOuts: string;
  logged: string;
};

/** What the steps hand on to each other. */
const state: {
  workOrderId?: number;
  quoteId?: number;
  quoteRef?: string;
  newWorkOrderId?: number;
  expected?: Expected;
} = {};

const need = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return v;
};

const shot = (page: Page, name: string) => page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/${name}.png`, fullPage: true });

/** A grid's rendered rows, each its cells' texts in column order */
function gridRows(grid: Locator): Promise<string[][]> {
  return grid.evaluate((el) => {
    const rows = new Map<number, Map<number, string>>();
    for (const cell of Array.from(el.querySelectorAll(".bp6-table-cell"))) {
      const r = /bp6-table-cell-row-(\d+)/.exec(cell.className);
      const c = /bp6-table-cell-col-(\d+)/.exec(cell.className);
      if (!r || !c) continue;
      const row = rows.get(Number(r[1])) ?? new Map<number, string>();
      row.set(Number(c[1]), (cell.textContent ?? "").trim());
      rows.set(Number(r[1]), row);
    }
    return [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, row]) => [...row.entries()].sort(([a], [b]) => a - b).map(([, t]) => t))
      .filter((cells) => cells.some((t) => t !== "")); // not the empty rows filling the grid's height
  });
}

/** The work order as work-orders stores it */
function order(id: number) {
  return one<{
    status: number;
    approved: string | null;
    estimated: string | null;
    actual: string | null;
    superseded: string | null;
    reason: string | null;
  }>(
    `select work_order_status_id as status, approved_cost::text as approved, estimated_cost::text as estimated, actual_cost::text as actual,
            superseded_cost_price::text as superseded, superseded_reason as reason
       from work_orders.work_order where id = $1`,
    [id],
  );
}

/** What staff read of an order's costs over GraphQL (decimal strings) */
const STAFF_COSTS = `
  query BillingE2eCosts($id: Int!) {
    workOrder(id: $id) {
      workOrderStatusId
      estimatedCost
      approvedCost
      actualCost
      supersededCostPrice
      supersededReason
      amended
      overBudget
      missingInfo
      costCounters { timeEntries materialEntries totalHours totalHoursCost totalAddCost callOutCharge loggedTotal quotedCost budget overBudget }
      costChecks { checked loggedTotal acceptedQuoteTotal tolerance flags { code severity message } }
    }
    quotedCost(workOrderId: $id) { quoteText quoteTotal }
  }
`;
type StaffCosts = {
  workOrder: {
    workOrderStatusId: number;
    estimatedCost: string | null;
    approvedCost: string | null;
    actualCost: string | null;
    supersededCostPrice: string | null;
    supersededReason: string | null;
    amended: boolean;
    overBudget: boolean;
    missingInfo: string | null;
    costCounters: Record<string, string | number | boolean | null>;
    costChecks: {
      checked: boolean;
      loggedTotal: string;
      acceptedQuoteTotal: string | null;
      tolerance: string;
      flags: Array<{ code: string; severity: string; message: string }>;
    };
  };
  quotedCost: { quoteText: string; quoteTotal: string } | null;
};

/** The flag the cost checks raise when the submitted cost is over the accepted quote by more than the tolerance */
function overQuote(submitted: Decimal.Value, quote: Decimal.Value, tolerance: Decimal.Value) {
  const over = D(submitted).minus(quote);
  return {
    code: "OVER_QUOTE",
    severity: "ERROR",
    message: `The submitted cost of ${pounds(submitted)} is ${pounds(over)} (${percent(over.div(quote))}) over the accepted quote of ${pounds(quote)}, more than the ${percent(tolerance)} allowed`,
  };
}

// ---------------------------------------------------------------------------------------------

it("sets the scene: a Quote job of the client's for the contractor, awaiting a quote", async () => {
  for (const email of [STAFF, FINANCE, CONTRACTOR, CLIENT]) await signIn(email);
  const contractor = await one<{ contractor_id: number; client_id: number }>(
    "select entity_id as contractor_id, (select entity_id from identity.app_user where email = $2) as client_id from identity.app_user where email = $1",
    [CONTRACTOR, CLIENT],
  );
  const place = await one<{ site_id: number; sub_trade_id: number }>(
    `select (select id from assets.site where client_id = $1 order by id limit 1) as site_id,
            (select id from assets.trade where parent_trade_id is not null order by id limit 1) as sub_trade_id`,
    [contractor.client_id],
  );
  const r = await rest<{ id: number; WorkOrderStatusId: number }>(STAFF, "POST", "/WorkOrders", {
    Id: 0,
    ClientId: contractor.client_id,
    SiteId: place.site_id,
    SubTradeId: place.sub_trade_id,
    WorkOrderTypeId: 2,
    ContractorId: contractor.contractor_id,
    Issue: `E2E roof light replacement ${STAMP}`,
  });
  expect(r.status).toBe(200);
  expect(r.body.WorkOrderStatusId).toBe(3);
  state.workOrderId = r.body.id;
});

it("the contractor quotes with two items, totals to the penny, and sends the quote for approval", async () => {
  const workOrderId = need(state.workOrderId, "the work order");
  const quote = await rest<{ id: number; QuoteRef: string }>(CONTRACTOR, "POST", "/Billings", {
    id: 0,
    EntityId: workOrderId,
    EntityName: "WorkOrder",
    Summary: SUMMARY,
  });
  expect(quote.status).toBe(200);
  expect(quote.body.QuoteRef).toMatch(/^QT\d{6}$/);
  state.quoteId = quote.body.id;
  state.quoteRef = quote.body.QuoteRef;
  for (const item of ITEMS) {
    const r = await rest(CONTRACTOR, "POST", "/BillingItems", { id: 0, BillingId: quote.body.id, ...item });
    expect(r.status).toBe(200);
  }

  // each line rounded once, half away from zero; tax of the line; the quote the sum of its lines
  const lines = ITEMS.map((i) => {
    const net = D(i.Units).times(i.ItemAmountExTax);
    return {
      net: penny(net),
      tax: penny(net.times(i.TaxRate)),
      gross: D(penny(net))
        .plus(penny(net.times(i.TaxRate)))
        .toFixed(2),
    };
  });
  expect(lines.map((l) => l.net)).toEqual(["100.00", "150.00"]);
  const total = lines.reduce((s, l) => s.plus(l.net), D(0));
  const tax = lines.reduce((s, l) => s.plus(l.tax), D(0));
  expect(total.toFixed(2)).toBe("250.00");
  expect(penny(ITEMS.reduce((s, i) => s.plus(D(i.Units).times(i.ItemAmountExTax)), D(0)))).toBe("249.99"); // what a sum of unrounded lines would say

  const items = await rest<{ Data: Array<Record<string, unknown>>; Total: number }>(
    CONTRACTOR,
    "GET",
    `/BillingItems?billingId=${quote.body.id}&pageSize=0`,
  );
  expect(items.status).toBe(200);
  expect(items.body.Total).toBe(2);
  const byDescription = new Map(items.body.Data.map((d) => [d.Description, d]));
  ITEMS.forEach((item, i) =>
    expect(byDescription.get(item.Description)).toMatchObject({
      Units: item.Units,
      ItemAmountExTax: num(item.ItemAmountExTax),
      TaxRate: num(item.TaxRate),
      LineAmountExTax: num(lines[i]!.net),
      TaxAmount: num(lines[i]!.tax),
      LineAmountIncTax: num(lines[i]!.gross),
    }),
  );
  const saved = await rest(CONTRACTOR, "GET", `/Billings/${quote.body.id}`);
  expect(saved.body).toMatchObject({
    BillingStatusId: 1,
    TotalAmountExTax: num(total),
    TotalTax: num(tax),
    TotalAmountIncTax: num(total.plus(tax)),
  });
  const stored = await one<{ ex: string; tax: string; inc: string }>(
    "select total_amount_ex_tax::text as ex, total_tax::text as tax, total_amount_inc_tax::text as inc from billing.billing where id = $1",
    [quote.body.id],
  );
  expect(stored).toEqual({ ex: "250.00", tax: "20.00", inc: "270.00" });

  const sent = await rest(CONTRACTOR, "POST", `/Contractors/SubmitQuote/${workOrderId}`, {
    workorderid: workOrderId,
    WorkOrderStatusId: 4,
    QuotationId: quote.body.id,
  });
  expect(sent).toEqual({ status: 200, body: { Message: "Quote sent for approval" } });
  const wo = await rest<{ WorkOrderStatusId: number; WorkOrderStatus: string }>(CONTRACTOR, "GET", `/WorkOrders/${workOrderId}`);
  expect(wo.body).toMatchObject({ WorkOrderStatusId: 4, WorkOrderStatus: "Awaiting Quote Approval" });
  const q = await rest(CONTRACTOR, "GET", `/Billings/${quote.body.id}`);
  expect(q.body).toMatchObject({ BillingStatusId: 2, BillingStatus: "Sent for Approval" });
});

it("the client approves the quote into a new work order, Open at the quote's total; the original Closed", async () => {
  const workOrderId = need(state.workOrderId, "the work order");
  const quoteId = need(state.quoteId, "the quote");
  const r = await rest<{ NewWorkorderId: number; Message: string }>(
    CLIENT,
    "PUT",
    `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${workOrderId}&quoteId=${quoteId}`,
  );
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ NewWorkorderId: expect.any(Number), Message: "Quote approved" });
  const newId = r.body.NewWorkorderId;
  state.newWorkOrderId = newId;

  const q = await one<{ status: number; new_work_order_id: number; total: string }>(
    "select billing_status_id as status, new_work_order_id, total_amount_ex_tax::text as total from billing.billing where id = $1",
    [quoteId],
  );
  expect(q).toEqual({ status: 4, new_work_order_id: newId, total: "250.00" });
  const accepted = await rest(CONTRACTOR, "GET", `/Billings/${quoteId}`);
  expect(accepted.body).toMatchObject({ BillingStatusId: 4, BillingStatus: "Accepted", TotalAmountExTax: 250 });

  // the new order: Open, the quote's total estimated and approved; the original Closed
  const fresh = await order(newId);
  expect(fresh).toMatchObject({ status: 2, actual: null });
  expect(D(fresh.approved!).equals("250.00") && D(fresh.estimated!).equals("250.00")).toBe(true);
  expect((await order(workOrderId)).status).toBe(6);
  const client = await rest<{ WorkOrderStatus: string }>(CLIENT, "GET", `/WorkOrders/${newId}`);
  expect(client.status).toBe(200);
  expect(client.body.WorkOrderStatus).toBe("Open");
  const staff = await gql<StaffCosts>(FINANCE, STAFF_COSTS, { id: newId });
  expect(D(staff.workOrder.approvedCost!).toFixed(2)).toBe("250.00");
  expect(staff.quotedCost).toEqual({ quoteText: expect.stringContaining(need(state.quoteRef, "the quote ref")), quoteTotal: "250.00" });

  // decided once: a second approval, and a second send, are refused
  expect((await rest(CLIENT, "PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${workOrderId}&quoteId=${quoteId}`)).body).toEqual({
    Message: "Quote already accepted!",
    ModelState: {},
  });
  const again = await rest(CONTRACTOR, "POST", `/Contractors/SubmitQuote/${workOrderId}`, {
    workorderid: workOrderId,
    WorkOrderStatusId: 4,
    QuotationId: quoteId,
  });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ Message: "Quote already accepted!" });
});

it("the contractor logs time and materials on the new order, costed to the penny from its rate card", async () => {
  const newId = need(state.newWorkOrderId, "the new work order");

  // the contractor's rate card in the client's Active contract (the one for the order's sub-trade
  // first), and its normal hours, as the seed made them
  const wo = await one<{ client_id: number; contractor_id: number; sub_trade_id: number }>(
    "select client_id, contractor_id, sub_trade_id from work_orders.work_order where id = $1",
    [newId],
  );
  const cardOn = (day: string) =>
    one<{ rate: string; ooh: string; bh: string; call_out: string; ooh_call_out: string | null; minimum: string | null }>(
      `select v.hourly_rate::text as rate, v.ooh_uplift::text as ooh, v.bank_holiday_uplift::text as bh, v.call_out_charge::text as call_out,
              v.ooh_call_out_charge::text as ooh_call_out, v.minimum_charge_hours::text as minimum
         from assets.v_contractor_rate v left join assets.v_contract_trade t on t.contract_id = v.contract_id
        where v.client_id = $1 and v.contractor_id = $2 and v.contract_status_id = 2 and v.active
          and (v.start_date is null or v.start_date <= $3::date) and (v.end_date is null or v.end_date >= $3::date)
        order by (t.sub_trade_id is not distinct from $4::int) desc, v.contract_id desc limit 1`,
      [wo.client_id, wo.contractor_id, day, wo.sub_trade_id],
    );
  const hours = await one<{ start: string; finish: string }>(
    "select to_char(normal_start, 'HH24:MI') as start, to_char(normal_finish, 'HH24:MI') as finish from assets.v_contractor_hours where contractor_id = $1",
    [wo.contractor_id],
  );
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const start = minutes(hours.start);
  const finish = minutes(hours.finish);
  // the visits below sit inside and across the window as planned
  expect(finish - start).toBeGreaterThanOrEqual(5 * 60);
  expect(finish + 105).toBeLessThan(24 * 60);

  // A: a weekday, 2 engineers for 3¾ hours inside the normal window
  // B: the next day, 1 engineer from ¾ hour before the window closes to 1¾ hours after it (out of hours at the OOH uplift)
  // C: the Summer bank holiday, 1 engineer for 20 minutes: the minimum charge, all at the bank-holiday uplift
  const visits = [
    { WorkDate: WEEKDAY, TimeFrom: clock(start + 60), TimeTo: clock(start + 60 + 225), NumberOfEngineers: 2, BankHoliday: false },
    { WorkDate: NEXT_WEEKDAY, TimeFrom: clock(finish - 45), TimeTo: clock(finish + 105), NumberOfEngineers: 1, BankHoliday: false },
    { WorkDate: BANK_HOLIDAY, TimeFrom: "10:00", TimeTo: "10:20", NumberOfEngineers: 1, BankHoliday: true },
  ];
  const cards = await Promise.all(visits.map((v) => cardOn(v.WorkDate)));
  for (const card of cards) expect(card).toBeDefined();
  const [a, b, c] = cards as [(typeof cards)[number], (typeof cards)[number], (typeof cards)[number]];
  const minimum = (card: typeof a) => D(card.minimum ?? 0);
  const charged = (card: typeof a, worked: Decimal) => Decimal.max(worked, minimum(card));
  const times = [
    {
      manHours: "7.50",
      normalHours: "7.50",
      oohHours: "0.00",
      costPerHour: a.rate,
      costhours: penny(
        D(2)
          .times(charged(a, D(3.75)))
          .times(a.rate),
      ),
      callOutCharge: penny(a.call_out),
    },
    {
      manHours: "2.50",
      normalHours: "0.75",
      oohHours: "1.75",
      costPerHour: b.rate,
      costhours: penny(
        D(0.75)
          .times(b.rate)
          .plus(D(1.75).times(b.rate).times(D(1).plus(b.ooh))),
      ),
      callOutCharge: penny(b.call_out),
    },
    {
      manHours: "0.33",
      normalHours: "0.00",
      oohHours: "0.33",
      costPerHour: c.rate,
      costhours: penny(charged(c, D(20).div(60)).times(c.rate).times(D(1).plus(c.bh))),
      callOutCharge: penny(c.ooh_call_out ?? c.call_out),
    },
  ];

  // a missing date is refused with the spec's text
  const noDate = await rest(CONTRACTOR, "POST", "/LogTimes", { id: 0, WorkOrderId: newId, TimeFrom: "09:00", TimeTo: "10:00", NumberOfEngineers: 1 });
  expect(noDate).toEqual({ status: 400, body: { Message: "Date is a required field", ModelState: { WorkDate: ["Date is a required field"] } } });

  for (const [i, visit] of visits.entries()) {
    const r = await rest(CONTRACTOR, "POST", "/LogTimes", { id: 0, WorkOrderId: newId, ...visit });
    expect(r.status).toBe(200);
    const e = times[i]!;
    expect(r.body).toMatchObject({
      WorkOrderId: newId,
      WorkDate: visit.WorkDate,
      TimeFrom: visit.TimeFrom,
      TimeTo: visit.TimeTo,
      NumberOfEngineers: visit.NumberOfEngineers,
      BankHoliday: visit.BankHoliday,
      ManHours: num(e.manHours),
      NormalHours: num(e.normalHours),
      OohHours: num(e.oohHours),
      CostPerHour: num(e.costPerHour),
      Costhours: num(e.costhours),
      CallOutCharge: num(e.callOutCharge),
    });
  }

  const types = await rest<Array<{ id: number; Name: string }>>(CONTRACTOR, "GET", "/LogMaterialTypes");
  const typeId = (name: string) => need(types.body.find((t) => t.Name === name)?.id, `the material type ${name}`);
  const materials = [
    { LogMaterialTypeId: typeId("Parts"), Description: "Copper pipe 15mm (metres)", CostPerItem: "12.345", Quantity: "2.5" },
    { LogMaterialTypeId: typeId("Consumables"), Description: "Lead sealant", CostPerItem: "7.333", Quantity: "3" },
  ];
  const materialTotals = materials.map((m) => penny(D(m.CostPerItem).times(m.Quantity)));
  expect(materialTotals).toEqual(["30.86", "22.00"]);
  for (const [i, m] of materials.entries()) {
    const r = await rest(CONTRACTOR, "POST", "/LogMaterials", { id: 0, WorkOrderId: newId, ...m });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      Description: m.Description,
      CostPerItem: num(m.CostPerItem),
      Quantity: num(m.Quantity),
      TotalCost: num(materialTotals[i]!),
    });
  }

  // the counters add the rounded figures
  const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), D(0)).toFixed(2);
  const expected: Expected = {
    times,
    materials: materials.map((m, i) => ({ costPerItem: m.CostPerItem, quantity: m.Quantity, total: materialTotals[i]! })),
    totalHours: sum(times.map((t) => t.manHours)),
    hoursCost: sum(times.map((t) => t.costhours)),
    materialsTotal: sum(materialTotals),
    callOuts: sum(times.map((t) => t.callOutCharge)),
    logged: "",
  };
  expected.logged = sum([expected.hoursCost, expected.materialsTotal, expected.callOuts]);
  state.expected = expected;

  const counters = await rest(CONTRACTOR, "GET", `/WorkOrders/CostCounters?workOrderId=${newId}`);
  expect(counters).toEqual({
    status: 200,
    body: {
      totalhours: num(expected.totalHours),
      totalhourscost: num(expected.hoursCost),
      totaladdcost: num(expected.materialsTotal),
      loggedtotal: num(expected.logged),
      CallOutCharge: num(expected.callOuts),
    },
  });
  // OverBudget tells the order's budget (its approved cost): staff's, never the contractor's
  expect((await rest(FINANCE, "GET", `/WorkOrders/CostCounters?workOrderId=${newId}`)).body).toEqual({
    ...counters.body,
    OverBudget: D(expected.logged).greaterThan(250),
  });
  expect(await rest(CONTRACTOR, "GET", `/Billings/Costs?entityId=${newId}&entityName=WorkOrder`)).toEqual({
    status: 200,
    body: { QuotedCosts: 250, loggedtotal: num(expected.logged) },
  });
  const quoted = await rest(CONTRACTOR, "GET", `/Billings/QuotedCost?entityId=${newId}&entityName=WorkOrder`);
  expect(quoted.status).toBe(200);
  expect(quoted.body).toEqual({ QuoteText: expect.stringContaining(need(state.quoteRef, "the quote ref")), QuoteTotal: 250 });
  expect(quoted.body.QuoteText).toContain(SUMMARY);
  // the client reads the quoted cost row of its order, never the logs or counters
  expect((await rest(CLIENT, "GET", `/Billings/QuotedCost?entityId=${newId}&entityName=WorkOrder`)).body).toEqual(quoted.body);
  expect((await rest(CLIENT, "GET", `/WorkOrders/CostCounters?workOrderId=${newId}`)).status).toBe(403);

  // GraphQL carries the same figures as decimal strings
  const staff = await gql<StaffCosts>(FINANCE, STAFF_COSTS, { id: newId });
  expect(staff.workOrder.costCounters).toEqual({
    timeEntries: 3,
    materialEntries: 2,
    totalHours: expected.totalHours,
    totalHoursCost: expected.hoursCost,
    totalAddCost: expected.materialsTotal,
    callOutCharge: expected.callOuts,
    loggedTotal: expected.logged,
    quotedCost: "250.00",
    budget: expect.any(String),
    overBudget: true,
  });
  expect(D(staff.workOrder.costCounters.budget as string).equals(250)).toBe(true);
  // the logs are in: only the job sheet is missing now
  expect(staff.workOrder.missingInfo).toBe("*JobSheet*");
});

it("the contractor marks the work complete (2011 with the logged total), attaches the job sheet and submits", async () => {
  const newId = need(state.newWorkOrderId, "the new work order");
  const expected = need(state.expected, "the logged costs");

  const complete = await rest(CONTRACTOR, "PUT", `/WorkOrders/Complete?id=${newId}`);
  expect(complete).toEqual({
    status: 200,
    body: { Code: 2011, Message: `Costs of ${pounds(expected.logged)} are logged on this work order. Do you want to submit them for payment?` },
  });
  expect((await order(newId)).status).toBe(7);

  // submission waits for the job sheet
  const early = await rest(CONTRACTOR, "PUT", `/WorkOrders/Submitted?id=${newId}`);
  expect(early.status).toBe(409);
  expect(early.body.Message).toBe("Costs cannot be submitted while information is missing: no job sheet is attached");

  const form = new FormData();
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
  form.append("file", new Blob([pdf], { type: "application/pdf" }), `job-sheet-${STAMP}.pdf`);
  const upload = await fetch(
    `${BASE_URL}/Services/UploadDocument.aspx?entityName=WorkOrder&entityId=${newId}&documentTypeId=1&certDate=${NEXT_WEEKDAY}`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${tokenOf(CONTRACTOR)}` },
      body: form,
    },
  );
  expect(upload.status).toBe(200);
  expect(await upload.json()).toMatchObject({ DocumentTypeId: 1, EntityName: "WorkOrder", EntityId: newId });
  const contractorView = await rest(CONTRACTOR, "GET", `/WorkOrders/${newId}`);
  expect(contractorView.body.MissingInfo).toBeNull();

  const submitted = await rest(CONTRACTOR, "PUT", `/WorkOrders/Submitted?id=${newId}`);
  expect(submitted).toEqual({ status: 200, body: { Message: "Your costs have been submitted" } });
  const after = await rest(CONTRACTOR, "GET", `/WorkOrders/${newId}`);
  expect(after.body).toMatchObject({ WorkOrderStatusId: 12, WorkOrderStatus: "Submitted", ActualCost: num(expected.logged) });
  const stored = await order(newId);
  expect(stored.status).toBe(12);
  expect(D(stored.actual!).equals(expected.logged)).toBe(true);
  // submitted: the contractor's logs are locked
  const locked = await rest(CONTRACTOR, "POST", "/LogMaterials", {
    id: 0,
    WorkOrderId: newId,
    LogMaterialTypeId: 1,
    Description: "Late",
    CostPerItem: 1,
    Quantity: 1,
  });
  expect(locked).toEqual({
    status: 403,
    body: { Message: "Time and materials cannot be logged, changed or deleted while the work order is Submitted" },
  });

  // the cost checks flag the submitted cost: far over the accepted quote
  const staff = await gql<StaffCosts>(FINANCE, STAFF_COSTS, { id: newId });
  const checks = staff.workOrder.costChecks;
  expect(checks).toMatchObject({ checked: true, loggedTotal: expected.logged, acceptedQuoteTotal: "250.00" });
  expect(checks.flags).toEqual([overQuote(expected.logged, 250, checks.tolerance)]);
  expect(staff.workOrder).toMatchObject({ actualCost: expect.any(String), amended: false, overBudget: true, missingInfo: null });
  expect(D(staff.workOrder.actualCost!).equals(expected.logged)).toBe(true);
});

it("finance sees the costs tab, the quoted cost row, the totals and the flag, and queries the costs", async () => {
  const newId = need(state.newWorkOrderId, "the new work order");
  const expected = need(state.expected, "the logged costs");
  const page = session.page;
  await openScreen(page, `/work-order/${newId}`);
  await page.waitForFunction(
    () => document.querySelector<HTMLSelectElement>("#wo-workOrderStatusId")?.selectedOptions[0]?.textContent === "Submitted",
  );

  // the finance section: the stored costs and billing's totals, on red (over budget), and the flag
  const finance = page.getByRole("region", { name: "Finance" });
  const totals = finance.getByRole("group", { name: "Cost totals" });
  const total = (label: string) =>
    totals.locator(".wo-finance__total", { has: page.locator("span", { hasText: new RegExp(`^${label}$`) }) }).locator("strong");
  await total("Logged total")
    .filter({ hasText: pounds(expected.logged) })
    .waitFor();
  expect(await total("Estimated cost").textContent()).toBe("£250.00");
  expect(await total("Approved cost").textContent()).toBe("£250.00");
  expect(await total("Actual cost").textContent()).toBe(pounds(expected.logged));
  expect(await total("Accepted quote").textContent()).toBe("£250.00");
  expect(await totals.getAttribute("class")).toContain("wo-finance__totals--over-budget");
  const flags = finance.getByRole("list", { name: "Cost checks" });
  await flags.waitFor();
  const tolerance = (await gql<StaffCosts>(FINANCE, STAFF_COSTS, { id: newId })).workOrder.costChecks.tolerance;
  expect(await flags.getByRole("listitem").allTextContents()).toEqual([`Error ${overQuote(expected.logged, 250, tolerance).message}`]);
  await finance.getByText("Cost checks: 1 to look at").waitFor();

  // the costs tab: the counters and the quoted cost row, the same figures
  await page.getByRole("tab", { name: "Costs" }).click();
  const logged = page.getByRole("region", { name: "Logged costs" });
  const counters = logged.getByRole("group", { name: "Logged totals, over budget" });
  await counters.waitFor();
  const counter = (label: string) =>
    counters
      .locator(".wo-costs__counter", { has: page.locator(".wo-costs__counter-label", { hasText: new RegExp(`^${label}$`) }) })
      .locator("strong");
  expect(await counter("Total hours").textContent()).toBe(expected.totalHours);
  expect(await counter("Hours cost").textContent()).toBe(pounds(expected.hoursCost));
  expect(await counter("Materials").textContent()).toBe(pounds(expected.materialsTotal));
  expect(await counter("Call-out charges").textContent()).toBe(pounds(expected.callOuts));
  expect(await counter("Logged total").textContent()).toBe(pounds(expected.logged));
  await counters.getByText("Over budget").waitFor();
  const quoteRow = logged.getByRole("row", { name: /Quoted cost/ });
  expect(await quoteRow.locator("td").allTextContents()).toEqual([expect.stringContaining(need(state.quoteRef, "the quote ref")), "£250.00"]);
  expect(
    await logged
      .getByRole("row", { name: /Budget/ })
      .locator("td")
      .last()
      .textContent(),
  ).toBe("£250.00");

  // the logs, each as costed
  const timeGrid = page.getByRole("region", { name: "Logged time" });
  await timeGrid.getByText(pounds(expected.times[0]!.costhours)).first().waitFor();
  // Date, From, To, Engineers, Man-hours, Cost per hour, Hours cost, Call-out (newest day first)
  const timeRows = (await gridRows(timeGrid)).map((r) => r.slice(4, 8));
  expect(timeRows).toEqual(
    [1, 0, 2].map((i) => expected.times[i]!).map((t) => [t.manHours, unitPrice(t.costPerHour), pounds(t.costhours), pounds(t.callOutCharge)]),
  );
  // Type, Description, Cost per item, Quantity, Total: the price as typed, so price × quantity makes the total shown
  const materialGrid = page.getByRole("region", { name: "Logged materials" });
  await materialGrid.getByText(pounds(expected.materials[0]!.total)).first().waitFor();
  expect((await gridRows(materialGrid)).map((r) => [r[2], Number(r[3]), r[4]]).sort()).toEqual(
    expected.materials.map((m) => [unitPrice(m.costPerItem), Number(m.quantity), pounds(m.total)]).sort(),
  );
  await shot(page, "billing-costs-tab");

  // query the costs with a reason: the dialog asks first
  const reason = await one<{ id: number; name: string }>(
    "select id, name from work_orders.query_reason where name = 'Costs exceed the approved quote'",
  );
  await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>("#wo-queryReasonId")?.options.length ?? 0) > 1);
  await finance.locator("#wo-queryReasonId").selectOption({ label: reason.name });
  await confirmWith(session.page, "You are about to query the costings!", "Yes");
  await notice("Work Order Updated");
  const queried = await until(
    () =>
      one<{ status: number; reason: number | null }>(
        "select work_order_status_id as status, query_reason_id as reason from work_orders.work_order where id = $1",
        [newId],
      ),
    (o) => o.status === 11,
    "Query",
  );
  expect(queried.reason).toBe(reason.id);
  await page.waitForFunction(() => document.querySelector<HTMLSelectElement>("#wo-workOrderStatusId")?.selectedOptions[0]?.textContent === "Query");
  await shot(page, "billing-queried");
}, 120_000);

it("the contractor re-submits at an amended price, above its logs: flagged, the logged total kept as superseded", async () => {
  const newId = need(state.newWorkOrderId, "the new work order");
  const expected = need(state.expected, "the logged costs");
  const noReason = await rest(CONTRACTOR, "PUT", "/WorkOrders/SubmittedAmmend", { WorkOrderId: newId, NewPrice: AMENDED_PRICE });
  expect(noReason.status).toBe(400);
  expect(noReason.body.Message).toBe("Required fields");
  const zero = await rest(CONTRACTOR, "PUT", "/WorkOrders/SubmittedAmmend", { WorkOrderId: newId, NewPrice: 0, Reason: AMEND_REASON });
  expect(zero.status).toBe(400);
  expect(zero.body.Message).toBe("Amended price must be greater than 0");

  // queried: the contractor marks the work complete again (portals §4: submission from Completed only), then amends
  const fromQuery = await rest(CONTRACTOR, "PUT", "/WorkOrders/SubmittedAmmend", {
    WorkOrderId: newId,
    NewPrice: AMENDED_PRICE,
    Reason: AMEND_REASON,
  });
  expect(fromQuery.status).toBe(409);
  expect(fromQuery.body.Message).toBe("Costs are submitted from Completed: this work order is Query");
  const again = await rest(CONTRACTOR, "PUT", `/WorkOrders/Complete?id=${newId}`);
  expect(again).toEqual({
    status: 200,
    body: { Code: 2011, Message: `Costs of ${pounds(expected.logged)} are logged on this work order. Do you want to submit them for payment?` },
  });
  expect((await order(newId)).status).toBe(7);

  const amended = await rest(CONTRACTOR, "PUT", "/WorkOrders/SubmittedAmmend", { WorkOrderId: newId, NewPrice: AMENDED_PRICE, Reason: AMEND_REASON });
  expect(amended).toEqual({ status: 200, body: { Message: "Your costs have been submitted" } });
  const stored = await order(newId);
  expect(stored.status).toBe(12);
  expect(D(stored.actual!).equals(AMENDED_PRICE)).toBe(true);
  expect(D(stored.superseded!).equals(expected.logged)).toBe(true);
  expect(stored.reason).toBe(AMEND_REASON);

  const staff = await gql<StaffCosts>(FINANCE, STAFF_COSTS, { id: newId });
  expect(staff.workOrder).toMatchObject({ workOrderStatusId: 12, amended: true, supersededReason: AMEND_REASON });
  expect(D(staff.workOrder.actualCost!).equals(AMENDED_PRICE)).toBe(true);
  expect(D(staff.workOrder.supersededCostPrice!).equals(expected.logged)).toBe(true);
  const { tolerance } = staff.workOrder.costChecks;
  const above = D(AMENDED_PRICE).minus(expected.logged);
  expect(staff.workOrder.costChecks.flags).toEqual([
    overQuote(AMENDED_PRICE, 250, tolerance),
    {
      code: "AMENDED_ABOVE_LOGGED",
      severity: "ERROR",
      message:
        `The amended price of ${pounds(AMENDED_PRICE)} is ${pounds(above)} (${percent(above.div(expected.logged))}) above the logged costs of ` +
        `${pounds(expected.logged)}, more than the ${percent(tolerance)} allowed; the reason given: "${AMEND_REASON}"`,
    },
  ]);
});

it("finance sees the amendment and both flags, and approves at the actual cost, pre-filled", async () => {
  const newId = need(state.newWorkOrderId, "the new work order");
  const expected = need(state.expected, "the logged costs");
  const page = session.page;
  await openScreen(page, `/work-order/${newId}`);
  await page.waitForFunction(
    () => document.querySelector<HTMLSelectElement>("#wo-workOrderStatusId")?.selectedOptions[0]?.textContent === "Submitted",
  );
  const finance = page.getByRole("region", { name: "Finance" });
  const totals = finance.getByRole("group", { name: "Cost totals" });
  await totals.getByText("Amended", { exact: true }).waitFor();
  await totals.getByText(`Actual cost ${pounds(AMENDED_PRICE)} (was ${pounds(expected.logged)}: ${AMEND_REASON})`).waitFor();
  const flags = finance.getByRole("list", { name: "Cost checks" });
  await finance.getByText("Cost checks: 2 to look at").waitFor();
  const items = await flags.getByRole("listitem").allTextContents();
  expect(items).toHaveLength(2);
  expect(items[0]).toMatch(/^Error The submitted cost of £1,250\.01 is/);
  expect(items[1]).toContain(`Error The amended price of ${pounds(AMENDED_PRICE)} is`);

  // Approve offers the actual cost, as submitted (3 decimals as typed)
  const approvedCost = page.locator("#wo-approvedCost");
  await approvedCost.waitFor();
  expect(await approvedCost.inputValue()).toBe(AMENDED_PRICE);
  await shot(page, "billing-amended");
  await finance.getByRole("button", { name: "Approve" }).click();
  await notice("Work Order Updated");
  const approved = await until(
    () => order(newId),
    (o) => o.status === 10,
    "Approved",
  );
  expect(D(approved.approved!).equals(approved.actual!)).toBe(true);
  expect(D(approved.approved!).equals(AMENDED_PRICE)).toBe(true);
  await page.waitForFunction(
    () => document.querySelector<HTMLSelectElement>("#wo-workOrderStatusId")?.selectedOptions[0]?.textContent === "Approved",
  );
  const total = (label: string) =>
    totals.locator(".wo-finance__total", { has: page.locator("span", { hasText: new RegExp(`^${label}$`) }) }).locator("strong");
  await total("Approved cost")
    .filter({ hasText: pounds(AMENDED_PRICE) })
    .waitFor();
  expect(await total("Actual cost").textContent()).toBe(pounds(AMENDED_PRICE));
  const staff = await gql<StaffCosts>(FINANCE, STAFF_COSTS, { id: newId });
  expect(staff.workOrder.workOrderStatusId).toBe(10);
  expect(D(staff.workOrder.approvedCost!).equals(staff.workOrder.actualCost!)).toBe(true);
  await shot(page, "billing-approved");
}, 120_000);

it("staff see the original order Closed, linked to the new one", async () => {
  const newId = need(state.newWorkOrderId, "the new work order");
  const workOrderId = need(state.workOrderId, "the work order");
  const page = session.page;
  await openScreen(page, `/work-order/${workOrderId}`);
  await page.waitForFunction(() => document.querySelector<HTMLSelectElement>("#wo-workOrderStatusId")?.selectedOptions[0]?.textContent === "Closed");
  await page.getByRole("tab", { name: "Linked work orders" }).click();
  const linked = page.getByRole("region", { name: "Linked work orders" });
  expect(await linked.getByRole("link", { name: `WO${String(newId).padStart(7, "0")}` }).getAttribute("href")).toBe(`#/work-order/${newId}`);
}, 120_000);

it("the quotations screen lists the accepted quote, and its details popup shows the two items", async () => {
  const quoteRef = need(state.quoteRef, "the quote ref");
  const page = session.page;
  await openScreen(page, "/quotations");
  const grid = page.getByRole("region", { name: "Quotations" });
  await grid.waitFor();
  const search = page.getByRole("searchbox", { name: "Search", exact: true });
  await search.fill(quoteRef);
  await search.press("Enter");
  const ref = grid.getByRole("button", { name: quoteRef, exact: true });
  await ref.waitFor();
  await grid.getByText(SUMMARY).waitFor();
  const rows = await gridRows(grid);
  const row = rows.find((r) => r.includes(quoteRef));
  expect(row).toBeDefined();
  expect(row).toEqual(expect.arrayContaining(["Accepted", "£250.00", SUMMARY]));
  await shot(page, "billing-quotations");

  await ref.click();
  const popup = page.getByRole("dialog", { name: `Quote ${quoteRef}` });
  await popup.waitFor();
  const items = popup.getByRole("region", { name: "Quote items" });
  await items.getByText("Roof light unit").waitFor();
  const itemRows = await gridRows(items);
  // Description, Type, Units, Price ex tax, Tax rate, Net, Tax, Gross
  expect(itemRows.map((r) => [r[0], r[2], r[3], r[4], r[5], r[6], r[7]])).toEqual([
    ["Roof light unit", "3", "£33.333", "20%", "£100.00", "£20.00", "£120.00"],
    ["Lead flashing, zero-rated", "1", "£149.995", "0%", "£150.00", "£0.00", "£150.00"],
  ]);
  const totals = popup.getByRole("definition");
  expect(await popup.locator("dl[aria-label='Quote totals'] dd").allTextContents()).toEqual(["£250.00", "£20.00", "£270.00"]);
  expect(await totals.filter({ hasText: /^Accepted$/ }).count()).toBe(1);
  await shot(page, "billing-quote-popup");
}, 120_000);
