import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { billingService } from "../src/service";

let svc: Awaited<ReturnType<typeof startTestService>>;
const t: Record<string, string> = {};
type Any = any;

const CHECKS = `query C($id: Int!) { costChecks(workOrderId: $id) {
  workOrderId checked loggedTotal acceptedQuoteTotal tolerance
  flags { code severity message logTimeId workDate figures { name value } } } }`;

/** The demo rows the checks read, made here: a contractor with a window, its rate card in client 1's contract, a site. */
const demo = { contractor: 0, otherContractor: 0, site: 0, subTrade: 0, trade: 0 };

async function one(q: string, p: unknown[] = []): Promise<Any> {
  return (await sql(svc.db.url, q, p))[0];
}

/** A work order of client 1 for the test's contractor, in a status, with an actual cost (and an amendment). */
async function order(status: number, o: { actual?: string | null; superseded?: string | null; reason?: string | null; type?: number } = {}) {
  return (
    await one(
      `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, trade_id, sub_trade_id, work_order_type_id,
         work_order_status_id, issue, actual_cost, superseded_cost_price, superseded_reason)
       values (now(), 1, $1, $2, $3, $4, $5, $6, 'Cost check test', $7, $8, $9) returning id`,
      [demo.site, demo.contractor, demo.trade, demo.subTrade, o.type ?? 1, status, o.actual ?? null, o.superseded ?? null, o.reason ?? null],
    )
  ).id as number;
}

/** Time as the log service saves it (its hours and cost worked out then), and the order's counters to match. */
async function logTime(
  workOrderId: number,
  e: {
    date: string;
    from: string;
    to: string;
    engineers?: number;
    bank?: boolean;
    normal: string;
    ooh: string;
    cost: string;
    callOut?: string;
    contractor?: number;
  },
) {
  const man = (Number(e.normal) + Number(e.ooh)).toFixed(2);
  await sql(
    svc.db.url,
    `insert into billing.log_time (work_order_id, contractor_id, work_date, time_from, time_to, number_of_engineers, bank_holiday, man_hours,
       normal_hours, ooh_hours, cost_per_hour, costhours, call_out_charge) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 40, $11, $12)`,
    [
      workOrderId,
      e.contractor ?? demo.contractor,
      e.date,
      e.from,
      e.to,
      e.engineers ?? 1,
      e.bank ?? false,
      man,
      e.normal,
      e.ooh,
      e.cost,
      e.callOut ?? "0",
    ],
  );
  await sql(
    svc.db.url,
    `insert into billing.work_order_cost (work_order_id, time_entries, total_hours, total_hours_cost, call_out_charge)
     values ($1, 1, $2, $3, $4)
     on conflict (work_order_id) do update set time_entries = work_order_cost.time_entries + 1, total_hours = work_order_cost.total_hours + excluded.total_hours,
       total_hours_cost = work_order_cost.total_hours_cost + excluded.total_hours_cost, call_out_charge = work_order_cost.call_out_charge + excluded.call_out_charge`,
    [workOrderId, man, e.cost, e.callOut ?? "0"],
  );
}

async function materials(workOrderId: number, total: string) {
  await sql(
    svc.db.url,
    `insert into billing.work_order_cost (work_order_id, material_entries, total_add_cost) values ($1, 1, $2)
     on conflict (work_order_id) do update set total_add_cost = work_order_cost.total_add_cost + excluded.total_add_cost`,
    [workOrderId, total],
  );
}

async function jobSheet(workOrderId: number, type = 1) {
  await sql(
    svc.db.url,
    `insert into work_orders.document (entity_name, entity_id, document_type_id, original_filename, storage_key, content_type, size, uploaded_by_name, date_uploaded)
     values ('WorkOrder', $1, $2, 'sheet.pdf', 'test/none', 'application/pdf', 10, 'Test', now())`,
    [workOrderId, type],
  );
}

/** An accepted quote (status 4) of `workOrderId`, or of another order accepted into it. */
async function acceptedQuote(total: string, on: { workOrderId: number; newWorkOrderId?: number }, status = 4) {
  await sql(
    svc.db.url,
    `insert into billing.billing (work_order_id, client_id, contractor_id, billing_status_id, total_amount_ex_tax, new_work_order_id, summary)
     values ($1, 1, $2, $3, $4, $5, 'Cost check quote')`,
    [on.workOrderId, demo.contractor, status, total, on.newWorkOrderId ?? null],
  );
}

const checks = async (id: number, who = "finance") => {
  const r = await graphql<Any>(svc.url, CHECKS, { id }, t[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return r.data!.costChecks;
};

beforeAll(async () => {
  svc = await startTestService(billingService, "cost-checks");
  t.admin = await tokenFor(viewers.admin());
  t.finance = await tokenFor(viewers.staff(5, { reporting: "full" }));
  t.client1 = await tokenFor(viewers.client(1));
  t.contractor1 = await tokenFor(viewers.contractor(1));
  demo.site = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  const sub = await one("select id, parent_trade_id from assets.trade where parent_trade_id is not null order by id limit 1");
  demo.subTrade = sub.id;
  demo.trade = sub.parent_trade_id;
  demo.contractor = (
    await one(
      "insert into assets.contractor (name, active, normal_start, normal_finish) values ('Cost Check Ltd', true, '08:00', '17:00') returning id",
    )
  ).id;
  demo.otherContractor = (await one("insert into assets.contractor (name, active) values ('No Card Ltd', true) returning id")).id;
  // £40 an hour, time and a half out of hours, double time on bank holidays; call-outs £45 (£60 out of hours)
  const contract = (
    await one(
      `insert into assets.contract (name, client_id, trade_id, sub_trade_id, contract_status_id, start_date) values ('Cost checks', 1, $1, $2, 2, '2026-01-01') returning id`,
      [demo.trade, demo.subTrade],
    )
  ).id;
  await sql(
    svc.db.url,
    `insert into assets.contractor_in_contract (contract_id, contractor_id, hourly_rate, ooh_uplift, bank_holiday_uplift, call_out_charge, ooh_call_out_charge)
     values ($1, $2, 40, 0.5, 1, 45, 60)`,
    [contract, demo.contractor],
  );
}, 120_000);
afterAll(() => svc?.stop());

describe("costChecks", () => {
  it("flags a submitted order against its quote, its logs, the rates, the calendar, its call-outs and its paperwork, errors first", async () => {
    const id = await order(12, { actual: "1300.000", superseded: "480.00", reason: "Scaffolding hired" });
    // Wednesday evening billed at the normal rate: 3 out-of-hours hours, £120 charged (£180 at the contract's rates)
    await logTime(id, { date: "2026-12-02", from: "18:00", to: "21:00", normal: "3.00", ooh: "0", cost: "120.00", callOut: "45.00" });
    // the same day again, with a second call-out
    await logTime(id, { date: "2026-12-02", from: "21:00", to: "22:00", normal: "0", ooh: "1.00", cost: "60.00", callOut: "60.00" });
    // Christmas Day, not flagged as a bank holiday
    await logTime(id, { date: "2026-12-25", from: "10:00", to: "12:00", normal: "2.00", ooh: "0", cost: "80.00" });
    // time of a contractor without a rate card in the contract
    await logTime(id, { date: "2026-12-03", from: "09:00", to: "10:00", normal: "1.00", ooh: "0", cost: "0.00", contractor: demo.otherContractor });
    await materials(id, "115.00");
    await acceptedQuote("1000.00", { workOrderId: id });
    // a rejected quote counts for nothing
    await acceptedQuote("5000.00", { workOrderId: id }, 3);
    const c = await checks(id);
    expect(c).toMatchObject({ workOrderId: id, checked: true, loggedTotal: "480.00", acceptedQuoteTotal: "1000.00", tolerance: "0.10" });
    expect(c.flags.map((f: Any) => [f.code, f.severity])).toEqual([
      ["OVER_QUOTE", "ERROR"],
      ["AMENDED_ABOVE_LOGGED", "ERROR"],
      ["NO_JOB_SHEET", "ERROR"],
      ["NORMAL_RATE_OUT_OF_HOURS", "WARNING"],
      ["NO_RATE_CARD", "WARNING"],
      ["BANK_HOLIDAY_NOT_FLAGGED", "WARNING"],
      ["REPEATED_CALL_OUT", "WARNING"],
    ]);
    const by = (code: string) => c.flags.find((f: Any) => f.code === code);
    expect(by("OVER_QUOTE").message).toBe(
      "The submitted cost of £1,300.00 is £300.00 (30%) over the accepted quote of £1,000.00, more than the 10% allowed",
    );
    expect(by("AMENDED_ABOVE_LOGGED").message).toBe(
      'The amended price of £1,300.00 is £820.00 (170.8%) above the logged costs of £480.00, more than the 10% allowed; the reason given: "Scaffolding hired"',
    );
    expect(by("NORMAL_RATE_OUT_OF_HOURS")).toMatchObject({
      workDate: "2026-12-02",
      message:
        "3.00 man-hours on 02/12/2026 18:00–21:00 were billed at the normal rate outside the contractor's normal hours 08:00–17:00: £120.00 charged, £180.00 at the contract's rates",
    });
    expect(by("BANK_HOLIDAY_NOT_FLAGGED").message).toBe(
      "Time on 25/12/2026 10:00–12:00 is not flagged as a bank holiday, but 25/12/2026 is Christmas Day: £80.00 charged, £160.00 with the bank-holiday uplift",
    );
    expect(by("REPEATED_CALL_OUT")).toMatchObject({
      message: "2 call-out charges on 02/12/2026 come to £105.00: one a day is expected, £45.00 more than a single charge",
      figures: [
        { name: "count", value: "2" },
        { name: "callOutCharges", value: "105.00" },
        { name: "extra", value: "45.00" },
      ],
    });
    expect(by("NO_RATE_CARD").message).toBe(
      "1.00 man-hours on 03/12/2026 09:00–10:00 have no rate card in the client's contract for the contractor: they are costed at £0.00",
    );
  });

  it("uses a quote accepted into the order from another, and passes an order whose costs are as the contract says", async () => {
    const quoted = await order(9);
    const id = await order(7, { actual: "145.00" });
    await logTime(id, { date: "2026-12-02", from: "16:00", to: "18:00", normal: "1.00", ooh: "1.00", cost: "100.00", callOut: "45.00" });
    await jobSheet(id);
    await acceptedQuote("140.00", { workOrderId: quoted, newWorkOrderId: id });
    const c = await checks(id);
    expect(c).toMatchObject({ checked: true, loggedTotal: "145.00", acceptedQuoteTotal: "140.00", flags: [] });
  });

  it("checks a PPM order's certificate, and warns when the logs changed after the submission", async () => {
    const id = await order(10, { actual: "100.00", type: 3 });
    await materials(id, "120.00");
    await jobSheet(id);
    const c = await checks(id);
    expect(c.flags.map((f: Any) => [f.code, f.message])).toEqual([
      ["NO_CERTIFICATE", "No certificate is attached to this PPM work order"],
      ["LOGGED_CHANGED", "The logged costs come to £120.00, but £100.00 was submitted: the logs changed after the costs were submitted"],
    ]);
    await jobSheet(id, 2);
    expect((await checks(id)).flags.map((f: Any) => f.code)).toEqual(["LOGGED_CHANGED"]);
  });

  it("checks nothing before completion; NOT_FOUND for an order that does not exist", async () => {
    const id = await order(2, { actual: "9999" });
    await materials(id, "10.00");
    expect(await checks(id)).toMatchObject({ checked: false, loggedTotal: "10.00", flags: [] });
    const missing = await graphql(svc.url, CHECKS, { id: 99_999_999 }, t.finance);
    expect(errorCode(missing)).toBe("NOT_FOUND");
  });

  it("is staff's only: contractor and client users are refused, also through WorkOrder.costChecks", async () => {
    const id = await order(12, { actual: "10.00" });
    for (const who of ["contractor1", "client1"]) {
      expect(errorCode(await graphql(svc.url, CHECKS, { id }, t[who]))).toBe("FORBIDDEN");
    }
    const ENTITY = `query E($r: [_Any!]!) { _entities(representations: $r) { ... on WorkOrder { id costChecks { checked flags { code } } } } }`;
    const staff = await graphql<Any>(svc.url, ENTITY, { r: [{ __typename: "WorkOrder", id }] }, t.admin);
    expect(staff.data!._entities).toEqual([{ id, costChecks: { checked: true, flags: [{ code: "NO_JOB_SHEET" }, { code: "LOGGED_CHANGED" }] } }]);
    const portal = await graphql(svc.url, ENTITY, { r: [{ __typename: "WorkOrder", id }] }, t.contractor1);
    expect(errorCode(portal)).toBe("FORBIDDEN");
  });
});
