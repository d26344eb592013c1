import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};
type Any = any;

/** What staff read back; a contractor reads fewer (its view, portals §3): the rest is staff's. */
const STAFF_FIELDS = `id version workOrderStatusId actualCost supersededCostPrice supersededReason amended missingInfo overBudget`;
const CONTRACTOR_FIELDS = `id version workOrderStatusId actualCost missingInfo`;
const ERROR = `error { code errorCode message fieldErrors { field message } }`;
const COMPLETE = `mutation C($id: Int!, $version: Int) { completeWorkOrder(id: $id, version: $version) {
  workOrder { ...F } loggedTotal code message ${ERROR} } }`;
const SUBMIT = `mutation S($id: Int!, $version: Int) { submitWorkOrderCosts(id: $id, version: $version) { workOrder { ...F } message ${ERROR} } }`;
const AMEND = `mutation A($id: Int!, $price: Decimal!, $reason: String, $version: Int) {
  amendSubmittedCosts(workOrderId: $id, newPrice: $price, reason: $reason, version: $version) { workOrder { ...F } message ${ERROR} } }`;
const STAFF_READ = `query R($id: Int!) { workOrder(id: $id) { ${STAFF_FIELDS} } }`;
/** What the order's contractor reads (the contractor view, portals §3). */
const CONTRACTOR_READ = `query R($id: Int!) { workOrder(id: $id) { id actualCost missingInfo } }`;

async function call(query: string, variables: Record<string, unknown>, who = "admin"): Promise<Any> {
  const fields = who.startsWith("contractor") ? CONTRACTOR_FIELDS : STAFF_FIELDS;
  const document = query.includes("...F") ? `${query} fragment F on WorkOrder { ${fields} }` : query;
  const r = await graphql(svc.url, document, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return Object.values(r.data!)[0];
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code,
  );

let site1 = 0;
let site2 = 0;

/** An order of client 1 for contractor 1 (or as given), in a status, made in the database: the state a test starts from. */
async function order(status: number, extra: { type?: number; contractor?: number | null; estimated?: string | null; approved?: string | null } = {}) {
  const [row] = await sql(
    svc.db.url,
    `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, all_contractor_ids, work_order_type_id, work_order_status_id,
       issue, estimated_cost, approved_cost)
     values (now(), 1, $1, $2, case when $2::int is null then '{}'::int[] else array[$2::int] end, $3, $4, 'Submission test', $5, $6) returning id, version`,
    [site1, extra.contractor === undefined ? 1 : extra.contractor, extra.type ?? 1, status, extra.estimated ?? "150", extra.approved ?? null],
  );
  return row as { id: number; version: number };
}

/** Billing's counters for an order, as the log service keeps them (the test stands in for it). */
async function logged(workOrderId: number, c: { time?: number; hours?: string; materials?: string; callOut?: string }) {
  await sql(
    svc.db.url,
    `insert into billing.work_order_cost (work_order_id, time_entries, total_hours_cost, total_add_cost, call_out_charge) values ($1, $2, $3, $4, $5)
     on conflict (work_order_id) do update set time_entries = excluded.time_entries, total_hours_cost = excluded.total_hours_cost,
       total_add_cost = excluded.total_add_cost, call_out_charge = excluded.call_out_charge`,
    [workOrderId, c.time ?? 0, c.hours ?? "0", c.materials ?? "0", c.callOut ?? "0"],
  );
}

/** A document on an order: 1 a job sheet, 2 a certificate. */
async function attach(workOrderId: number, type: number, archived = false) {
  await sql(
    svc.db.url,
    `insert into work_orders.document (entity_name, entity_id, document_type_id, original_filename, storage_key, content_type, size, archived,
       uploaded_by_name, date_uploaded) values ('WorkOrder', $1, $2, 'sheet.pdf', 'test/none', 'application/pdf', 10, $3, 'Test', now())`,
    [workOrderId, type, archived],
  );
}

/** An order ready to submit: completed, with time and materials logged and a job sheet. */
async function readyToSubmit(status = 7, total = { hours: "100.00", materials: "23.45" }) {
  const wo = await order(status);
  await logged(wo.id, { time: 2, ...total });
  await attach(wo.id, 1);
  return wo;
}

const audits = (id: number) =>
  sql(svc.db.url, "select action_taken from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id", [
    String(id),
  ]).then((rows) => rows.map((r) => r.action_taken as string));

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "submission");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.staff = await tokenFor(viewers.staff(4));
  tokens.finance = await tokenFor(viewers.staff(5, { reporting: "full", contracts: "full" }));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  tokens.contractor2 = await tokenFor(viewers.contractor(2));
  site1 = (await sql(svc.db.url, "select id from assets.site where client_id = 1 order by id limit 1"))[0]!.id;
  site2 = (await sql(svc.db.url, "select id from assets.site where client_id = 2 order by id limit 1"))[0]!.id;
  expect(site2).toBeTruthy();
}, 120_000);
afterAll(() => svc?.stop());

describe("completeWorkOrder", () => {
  it("answers code 2011 and the cost question when costs are logged, and sets the actual cost to the logged total", async () => {
    const wo = await order(2);
    await logged(wo.id, { time: 1, hours: "100.00", materials: "20.00", callOut: "3.45" });
    const p = await call(COMPLETE, { id: wo.id }, "contractor1");
    expect(p.error).toBeNull();
    expect(p.code).toBe(2011);
    expect(p.message).toBe("Costs of £123.45 are logged on this work order. Do you want to submit them for payment?");
    expect(p.loggedTotal).toBe("123.45");
    expect(p.workOrder).toMatchObject({ workOrderStatusId: 7, actualCost: "123.450", version: wo.version + 1 });
    expect(await audits(wo.id)).toEqual(["Marked complete with £123.45 logged: Status changed from Open to Completed"]);
  });

  it("answers 'Work order marked as complete' when nothing is logged (actual cost 0)", async () => {
    const wo = await order(5);
    const p = await call(COMPLETE, { id: wo.id, version: wo.version }, "finance");
    expect(p).toMatchObject({ code: null, message: "Work order marked as complete", loggedTotal: "0.00", error: null });
    expect(p.workOrder).toMatchObject({ workOrderStatusId: 7, actualCost: "0.000" });
  });

  it("moves from Awaiting Certificate Audit and from Query; an amendment no longer applies once the logs are the cost again", async () => {
    const audit = await order(13);
    expect((await call(COMPLETE, { id: audit.id }, "contractor1")).workOrder.workOrderStatusId).toBe(7);
    const queried = await order(11);
    await sql(
      svc.db.url,
      "update work_orders.work_order set actual_cost = 500, superseded_cost_price = 400, superseded_reason = 'Extra' where id = $1",
      [queried.id],
    );
    await logged(queried.id, { time: 1, hours: "410.00" });
    const p = await call(COMPLETE, { id: queried.id }, "finance");
    expect(p.workOrder).toMatchObject({
      workOrderStatusId: 7,
      actualCost: "410.000",
      supersededCostPrice: null,
      supersededReason: null,
      amended: false,
    });
  });

  it("refuses other statuses with the lifecycle's wording, and a stale version", async () => {
    const quote = await order(3);
    const a = await call(COMPLETE, { id: quote.id }, "contractor1");
    expect(a.error).toMatchObject({
      code: "ILLEGAL_TRANSITION",
      errorCode: "ILLEGAL_TRANSITION",
      message: "A work order cannot go from Awaiting Quote to Completed",
    });
    const done = await order(7);
    expect((await call(COMPLETE, { id: done.id }, "contractor1")).error.message).toBe("This work order is already Completed");
    // nothing un-submits: a query sends submitted costs back
    const submitted = await order(12);
    expect((await call(COMPLETE, { id: submitted.id }, "contractor1")).error.message).toBe("A work order cannot go from Submitted to Completed");
    const open = await order(2);
    const stale = await call(COMPLETE, { id: open.id, version: open.version + 5 }, "contractor1");
    expect(stale.error.code).toBe("STALE");
    const [row] = await sql(svc.db.url, "select work_order_status_id, actual_cost from work_orders.work_order where id = $1", [open.id]);
    expect(row).toEqual({ work_order_status_id: 2, actual_cost: null });
  });

  it("is for the staff who take cost decisions: Customer Service (no permission) is refused each of the three, its order untouched", async () => {
    const wo = await readyToSubmit(2);
    expect(await codeOf(call(COMPLETE, { id: wo.id }, "staff"))).toBe("FORBIDDEN");
    const done = await readyToSubmit();
    expect(await codeOf(call(SUBMIT, { id: done.id }, "staff"))).toBe("FORBIDDEN");
    expect(await codeOf(call(AMEND, { id: done.id, price: "10", reason: "x" }, "staff"))).toBe("FORBIDDEN");
    const rows = await sql(
      svc.db.url,
      "select id, work_order_status_id, actual_cost from work_orders.work_order where id = any($1::int[]) order by id",
      [[wo.id, done.id]],
    );
    expect(rows).toEqual([
      { id: wo.id, work_order_status_id: 2, actual_cost: null },
      { id: done.id, work_order_status_id: 7, actual_cost: null },
    ]);
    expect((await call(SUBMIT, { id: done.id }, "finance")).workOrder.workOrderStatusId).toBe(12);
  });

  it("is the order's contractor's or staff's: another contractor gets NOT_FOUND, a client FORBIDDEN", async () => {
    const wo = await order(2);
    expect(await codeOf(call(COMPLETE, { id: wo.id }, "contractor2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(COMPLETE, { id: wo.id }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(SUBMIT, { id: wo.id }, "contractor2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(AMEND, { id: wo.id, price: "10", reason: "x" }, "contractor2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(COMPLETE, { id: 99_999_999 }, "finance"))).toBe("NOT_FOUND");
    const [row] = await sql(svc.db.url, "select work_order_status_id from work_orders.work_order where id = $1", [wo.id]);
    expect(row!.work_order_status_id).toBe(2);
  });
});

describe("MissingInfo, OverBudget, Amended: worked out on read", () => {
  it("marks *Time* and *JobSheet* until time is logged and a job sheet (not archived) is attached, and *Certificate* on a PPM order", async () => {
    const wo = await order(7);
    const ppm = await order(7, { type: 3 });
    const read = async (id: number) => (await call(CONTRACTOR_READ, { id }, "contractor1")).missingInfo;
    expect(await read(wo.id)).toBe("*Time* *JobSheet*");
    expect(await read(ppm.id)).toBe("*Time* *JobSheet* *Certificate*");
    await attach(wo.id, 1, true);
    expect(await read(wo.id)).toBe("*Time* *JobSheet*");
    await attach(wo.id, 1);
    await logged(wo.id, { time: 1 });
    expect(await read(wo.id)).toBeNull();
    await attach(ppm.id, 2);
    await attach(ppm.id, 1);
    await logged(ppm.id, { time: 3 });
    expect(await read(ppm.id)).toBeNull();
  });

  it("reads a list's in one batch, for the contractor's own orders", async () => {
    const a = await order(7);
    const b = await order(7, { type: 3 });
    await logged(a.id, { time: 1, hours: "10" });
    const page = await call(
      `query L { workOrders(pageSize: 50, status: 7, sort: [{ field: REFERENCE, direction: DESC }]) { nodes { id actualCost missingInfo } } }`,
      {},
      "contractor1",
    );
    const byId = new Map(page.nodes.map((n: Any) => [n.id, n.missingInfo]));
    expect(byId.get(a.id)).toBe("*JobSheet*");
    expect(byId.get(b.id)).toBe("*Time* *JobSheet* *Certificate*");
  });

  it("is over budget when the logged total exceeds the approved cost, else the estimate; a discarded order never is", async () => {
    const q = `query O($id: Int!) { workOrder(id: $id) { overBudget } }`;
    const estimated = await order(7, { estimated: "150" });
    await logged(estimated.id, { hours: "150.01" });
    expect((await call(q, { id: estimated.id })).overBudget).toBe(true);
    const approved = await order(10, { estimated: "150", approved: "200" });
    await logged(approved.id, { hours: "199.99" });
    expect((await call(q, { id: approved.id })).overBudget).toBe(false);
    const exact = await order(7, { estimated: "150" });
    await logged(exact.id, { hours: "150.00" });
    expect((await call(q, { id: exact.id })).overBudget).toBe(false);
    const discarded = await order(14, { estimated: "10" });
    await logged(discarded.id, { hours: "99" });
    expect((await call(q, { id: discarded.id })).overBudget).toBe(false);
    // staff's only: a contractor may not read it
    expect(await codeOf(call(q, { id: estimated.id }, "contractor1"))).toBe("FORBIDDEN");
  });
});

describe("submitWorkOrderCosts", () => {
  it("is refused while MissingInfo has markers, naming them, and when nothing is logged", async () => {
    const wo = await order(7);
    const missing = await call(SUBMIT, { id: wo.id }, "contractor1");
    expect(missing.error).toMatchObject({
      code: "MISSING_INFO",
      message: "Costs cannot be submitted while information is missing: no time is logged, no job sheet is attached",
      fieldErrors: [{ field: "missingInfo", message: "*Time* *JobSheet*" }],
    });
    await attach(wo.id, 1);
    await logged(wo.id, { time: 1 });
    const nothing = await call(SUBMIT, { id: wo.id }, "contractor1");
    expect(nothing.error).toMatchObject({ code: "NO_COSTS", message: "There are no logged costs to submit" });
    const ppm = await order(7, { type: 3 });
    await attach(ppm.id, 1);
    await logged(ppm.id, { time: 1, hours: "50" });
    expect((await call(SUBMIT, { id: ppm.id }, "contractor1")).error.message).toBe(
      "Costs cannot be submitted while information is missing: no certificate is attached",
    );
    const [row] = await sql(svc.db.url, "select work_order_status_id from work_orders.work_order where id = $1", [wo.id]);
    expect(row!.work_order_status_id).toBe(7);
  });

  it("submits from Completed: Submitted, the actual cost the logged total, 'Your costs have been submitted'", async () => {
    const wo = await readyToSubmit(7);
    const p = await call(SUBMIT, { id: wo.id, version: wo.version }, "contractor1");
    expect(p.error).toBeNull();
    expect(p.message).toBe("Your costs have been submitted");
    expect(p.workOrder).toMatchObject({ workOrderStatusId: 12, actualCost: "123.450", missingInfo: null });
    expect(await call(STAFF_READ, { id: wo.id })).toMatchObject({ amended: false, supersededCostPrice: null });
    expect(await audits(wo.id)).toEqual(["Costs submitted at £123.45: Status changed from Completed to Submitted"]);
  });

  it("submits from Query (which reopens submission), dropping an earlier amendment; refuses other statuses", async () => {
    const wo = await readyToSubmit(11);
    await sql(
      svc.db.url,
      "update work_orders.work_order set actual_cost = 200, superseded_cost_price = 123.45, superseded_reason = 'More' where id = $1",
      [wo.id],
    );
    const p = await call(SUBMIT, { id: wo.id }, "finance");
    expect(p.workOrder).toMatchObject({
      workOrderStatusId: 12,
      actualCost: "123.450",
      supersededCostPrice: null,
      supersededReason: null,
      amended: false,
    });
    expect((await call(SUBMIT, { id: wo.id }, "contractor1")).error).toMatchObject({
      code: "ILLEGAL_TRANSITION",
      message: "This work order is already Submitted",
    });
    const open = await readyToSubmit(2);
    expect((await call(SUBMIT, { id: open.id }, "contractor1")).error.message).toBe("A work order cannot go from Open to Submitted");
    const approved = await readyToSubmit(10);
    expect((await call(SUBMIT, { id: approved.id }, "contractor1")).error.message).toBe("A work order cannot go from Approved to Submitted");
  });

  it("lets a contractor submit from Completed only: after a query it marks the work complete again (portals §4)", async () => {
    const wo = await readyToSubmit(11);
    const refused = await call(SUBMIT, { id: wo.id }, "contractor1");
    expect(refused.error).toMatchObject({ code: "ILLEGAL_TRANSITION", message: "Costs are submitted from Completed: this work order is Query" });
    const amend = await call(AMEND, { id: wo.id, price: "150", reason: "Parts" }, "contractor1");
    expect(amend.error.message).toBe("Costs are submitted from Completed: this work order is Query");
    expect((await call(COMPLETE, { id: wo.id }, "contractor1")).workOrder.workOrderStatusId).toBe(7);
    expect((await call(SUBMIT, { id: wo.id }, "contractor1")).workOrder.workOrderStatusId).toBe(12);
  });

  it("tells the viewer in WorkOrder.viewerCan exactly what the submission would answer, and why not", async () => {
    const CAN = `query($id: Int!) { workOrder(id: $id) { id viewerCan { complete submitCosts amendCosts whyNot { action reason } } } }`;
    const can = async (id: number, who: string) => {
      const r = await graphql(svc.url, CAN, { id }, tokens[who]);
      expect(r.errors).toBeUndefined();
      return (r.data as Any).workOrder.viewerCan;
    };
    const bare = await order(7);
    const missing = await can(bare.id, "contractor1");
    expect([missing.submitCosts, missing.amendCosts, missing.complete]).toEqual([false, false, false]);
    expect(missing.whyNot).toEqual(
      expect.arrayContaining([
        { action: "submitCosts", reason: "Costs cannot be submitted while information is missing: no time is logged, no job sheet is attached" },
        { action: "complete", reason: "This work order is already Completed" },
      ]),
    );
    expect((await call(SUBMIT, { id: bare.id }, "contractor1")).error.code).toBe("MISSING_INFO");
    await attach(bare.id, 1);
    await logged(bare.id, { time: 1 });
    expect((await can(bare.id, "contractor1")).whyNot).toContainEqual({ action: "submitCosts", reason: "There are no logged costs to submit" });
    await logged(bare.id, { time: 1, hours: "10" });
    expect(await can(bare.id, "contractor1")).toMatchObject({ submitCosts: true, amendCosts: true });
    // a page of orders reads its facts in one batch, each its own
    const LIST = `{ workOrders(statuses: [7], pageSize: 50, sort: [{ field: REFERENCE, direction: DESC }]) { nodes { id viewerCan { submitCosts } } } }`;
    const page = await graphql(svc.url, LIST, {}, tokens.contractor1);
    const mine = (page.data as Any).workOrders.nodes.find((n: Any) => n.id === bare.id);
    expect(mine.viewerCan.submitCosts).toBe(true);
    expect((await call(SUBMIT, { id: bare.id }, "contractor1")).workOrder.workOrderStatusId).toBe(12);
    expect(await can(bare.id, "contractor1")).toMatchObject({ submitCosts: false, amendCosts: false });
  });

  it("refuses a stale version", async () => {
    const wo = await readyToSubmit(7);
    expect((await call(SUBMIT, { id: wo.id, version: wo.version - 1 }, "contractor1")).error.code).toBe("STALE");
  });
});

describe("amendSubmittedCosts", () => {
  it("refuses a price of 0 or less with 'Amended price must be greater than 0', more than 3 decimals, and an empty reason", async () => {
    const wo = await readyToSubmit(7);
    for (const price of ["0", "-1", "0.000"]) {
      const p = await call(AMEND, { id: wo.id, price, reason: "Parts" }, "contractor1");
      expect(p.error).toMatchObject({
        code: "INVALID",
        message: "Amended price must be greater than 0",
        fieldErrors: [{ field: "newPrice", message: "Amended price must be greater than 0" }],
      });
    }
    expect((await call(AMEND, { id: wo.id, price: "10.1234", reason: "Parts" }, "contractor1")).error.message).toBe(
      "Amended price must be an amount with up to 3 decimals",
    );
    for (const reason of [null, "", "   "]) {
      expect((await call(AMEND, { id: wo.id, price: "150", reason }, "contractor1")).error).toMatchObject({
        code: "REQUIRED",
        message: "Required fields",
        fieldErrors: [{ field: "reason", message: "Reason is required" }],
      });
    }
    expect(await codeOf(call(AMEND, { id: wo.id, price: "abc", reason: "Parts" }, "contractor1"))).toBe("BAD_USER_INPUT");
    const [row] = await sql(svc.db.url, "select work_order_status_id, superseded_cost_price from work_orders.work_order where id = $1", [wo.id]);
    expect(row).toEqual({ work_order_status_id: 7, superseded_cost_price: null });
  });

  it("submits at the new price: the superseded price the logged total, the reason kept, amended", async () => {
    const wo = await readyToSubmit(7);
    const p = await call(AMEND, { id: wo.id, price: "150.125", reason: "  Access equipment hired  ", version: wo.version }, "contractor1");
    expect(p.error).toBeNull();
    expect(p.message).toBe("Your costs have been submitted");
    expect(p.workOrder).toMatchObject({ workOrderStatusId: 12, actualCost: "150.125" });
    expect(await call(STAFF_READ, { id: wo.id })).toMatchObject({
      workOrderStatusId: 12,
      actualCost: "150.125",
      supersededCostPrice: "123.450",
      supersededReason: "Access equipment hired",
      amended: true,
    });
    expect(await audits(wo.id)).toEqual([
      "Costs submitted at an amended price of £150.125 (logged £123.45): Access equipment hired: Status changed from Completed to Submitted",
    ]);
  });

  it("has the submission's preconditions: its statuses and MissingInfo", async () => {
    const open = await readyToSubmit(2);
    expect((await call(AMEND, { id: open.id, price: "10", reason: "x" }, "contractor1")).error.code).toBe("ILLEGAL_TRANSITION");
    const missing = await order(7);
    await logged(missing.id, { time: 1, hours: "10" });
    expect((await call(AMEND, { id: missing.id, price: "10", reason: "x" }, "contractor1")).error).toMatchObject({
      code: "MISSING_INFO",
      message: "Costs cannot be submitted while information is missing: no job sheet is attached",
    });
    // from Query: staff amend; the contractor marks the work complete again first (it submits from Completed only)
    const queried = await readyToSubmit(11);
    expect((await call(AMEND, { id: queried.id, price: "99", reason: "Agreed with the site" }, "contractor1")).error.code).toBe("ILLEGAL_TRANSITION");
    expect((await call(AMEND, { id: queried.id, price: "99", reason: "Agreed with the site" }, "finance")).workOrder.workOrderStatusId).toBe(12);
  });
});
