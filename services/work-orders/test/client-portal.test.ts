/**
 * The client portal's side of the work-order lifecycle (issue 21): a client's request without a job
 * type, a client's change of its own request while it awaits a response (refused once it moved on,
 * NOT_FOUND for another client's), the request and its answers in one transaction,
 * WorkOrder.viewerCan.edit and WorkOrder.progress as each kind of viewer reads them.
 */
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";
import { REQUEST_NOT_EDITABLE } from "../src/modules/work-order/save/client-request";

type Svc = Awaited<ReturnType<typeof startTestService>>;
type Any = any;
let svc: Svc;
const tokens: Record<string, string> = {};
const demo: Record<string, number> = {};

const FIELDS = `id version workOrderStatusId workOrderTypeId clientId siteId issue details requestedBy viewerCan { edit approveAndConvert }`;
const ERROR = `error { code message fieldErrors { field message } }`;
const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { ${FIELDS} } ${ERROR} } }`;
const READ = `query W($id: Int!) { workOrder(id: $id) { id viewerCan { edit } progress { step at label } } }`;
const CONVERT = `mutation C($id: Int!, $contractorId: Int) { approveAndConvert(id: $id, contractorId: $contractorId) { workOrder { id version } ${ERROR} } }`;
const CANCEL = `mutation X($id: Int!) { cancelWorkOrder(id: $id) { workOrder { id } ${ERROR} } }`;
const DECLINE = `mutation D($id: Int!) { declineRequest(id: $id, subject: "Duplicate", note: "Raised twice") { workOrder { id } ${ERROR} } }`;
const APPLY = `mutation A($input: ApplyQuoteDecisionInput!) { applyQuoteDecision(input: $input) { decision { key } ${ERROR} } }`;

const db = () => svc.db.url;
const one = async (q: string, p: unknown[] = []) => (await sql(db(), q, p))[0]!;

async function call(query: string, variables: Record<string, unknown>, who = "admin"): Promise<Any> {
  const r = await graphql(svc.url, query, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r), message: r.errors[0]!.message });
  return Object.values(r.data!)[0];
}
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: "OK", message: "" }),
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );

/** What the portal's New Request sends: no job type. */
const request = (extra: Record<string, unknown> = {}) => ({
  clientId: 1,
  siteId: demo.site1,
  subTradeId: demo.subTrade,
  issue: "Leaking tap in the kitchen",
  requestedBy: "Dana Client",
  ...extra,
});

async function raise(extra: Record<string, unknown> = {}, who = "client1"): Promise<Any> {
  const p = await call(SAVE, { input: request(extra) }, who);
  if (p.error) throw new Error(JSON.stringify(p.error));
  return p.workOrder;
}

const row = (id: number) =>
  one(
    `select work_order_status_id as status, work_order_type_id as type, issue, details, version, contractor_id, sla_code, method_of_request_id,
            send_notifications, sms_notifications, estimated_cost, financial_code_id from work_orders.work_order where id = $1`,
    [id],
  );

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "client-portal");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  demo.site1 = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
}, 120_000);
afterAll(() => svc?.stop());

describe("a client's request", () => {
  it("needs no job type: Reactive when it sends none, a type of the lookup when it sends one", async () => {
    const wo = await raise();
    expect(wo).toMatchObject({ workOrderStatusId: 1, workOrderTypeId: 1, clientId: 1 });
    expect(await row(wo.id)).toMatchObject({ type: 1, method_of_request_id: 3, financial_code_id: 1 });
    expect((await raise({ workOrderTypeId: 0 })).workOrderTypeId).toBe(1);
    expect((await raise({ workOrderTypeId: 2 })).workOrderTypeId).toBe(2);
    const unknown = await call(SAVE, { input: request({ workOrderTypeId: 999 }) }, "client1");
    expect(unknown.error).toMatchObject({ code: "INVALID", fieldErrors: [{ field: "workOrderTypeId", message: "Job type is not valid" }] });
    // staff still name one
    const staff = await call(SAVE, { input: request() }, "admin");
    expect(staff.error).toMatchObject({ code: "REQUIRED", fieldErrors: [{ field: "workOrderTypeId", message: "Job type is required" }] });
  });

  it("is stored with its answers or not at all: an answer that fails part-way leaves neither", async () => {
    const issue = `Answers in one transaction ${Date.now()}`;
    const answers = [
      { questionContent: "Is the area safe?", answerContent: "Yes" },
      { id: 2_000_000_000, questionContent: "Which floor?", answerContent: "2" },
    ];
    // the order is written (and flushed) before its answers: the second one is not this order's, and the whole save is undone
    expect(await failure(call(SAVE, { input: request({ issue, answers }) }, "client1"))).toMatchObject({ code: "NOT_FOUND" });
    expect((await one("select count(*)::int n from work_orders.work_order where issue = $1", [issue])).n).toBe(0);
    expect(
      (await one("select count(*)::int n from work_orders.answer where question_content = 'Is the area safe?' and answer_content = 'Yes'")).n,
    ).toBe(0);
    // and a change of the request likewise keeps its issue
    const wo = await raise({ answers: [answers[0]] });
    expect(await failure(call(SAVE, { input: request({ id: wo.id, version: wo.version, issue, answers }) }, "client1"))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await row(wo.id)).toMatchObject({ issue: "Leaking tap in the kitchen", version: wo.version });
    expect((await one("select count(*)::int n from work_orders.answer where work_order_id = $1", [wo.id])).n).toBe(1);
  });
});

describe("a client's change of its own request", () => {
  it("saves while it awaits a response, keeping the back office's fields as stored", async () => {
    const wo = await raise({ answers: [{ questionContent: "Is the area safe?", answerContent: "Yes" }] });
    // staff set an SLA code on the request meanwhile: the client's change keeps it
    const staff = await call(SAVE, { input: { ...request({ workOrderTypeId: 1, asRequest: true }), id: wo.id, version: wo.version, slaCode: "A" } });
    expect(staff.error).toBeNull();
    const before = await row(wo.id);
    const changed = await call(
      SAVE,
      { input: request({ id: wo.id, version: staff.workOrder.version, issue: "Leaking tap, now dripping fast", details: "Under the sink" }) },
      "client1",
    );
    expect(changed.error).toBeNull();
    expect(changed.workOrder).toMatchObject({ id: wo.id, workOrderStatusId: 1, workOrderTypeId: 1, issue: "Leaking tap, now dripping fast" });
    expect(changed.workOrder.viewerCan.edit).toBe(true);
    expect(await row(wo.id)).toEqual({ ...before, issue: "Leaking tap, now dripping fast", details: "Under the sink", version: before.version + 1 });
    const [line] = await sql(
      db(),
      "select action_taken from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id desc limit 1",
      [String(wo.id)],
    );
    expect(line!.action_taken).toBe("Updated issue, details");
    // the stored back-office values sent back pass (the portal's whole model); a stale version does not
    const back = await call(
      SAVE,
      {
        input: request({
          id: wo.id,
          version: before.version + 1,
          issue: "Leaking tap, now dripping fast",
          slaCode: "A",
          methodOfRequestId: 3,
          sendNotifications: true,
          smsNotifications: false,
          estimatedCost: "150",
          contractorId: 0,
          workOrderStatusId: 1,
        }),
      },
      "client1",
    );
    expect(back.error).toBeNull();
    const stale = await call(SAVE, { input: request({ id: wo.id, version: before.version }) }, "client1");
    expect(stale.error.code).toBe("STALE");
  });

  it("refuses a back-office field by name, as for a new request, and changes nothing", async () => {
    const wo = await raise();
    const before = await row(wo.id);
    const p = await call(
      SAVE,
      { input: request({ id: wo.id, version: wo.version, issue: "Changed", contractorId: 1, slaCode: "B", estimatedCost: "5" }) },
      "client1",
    );
    expect(p.workOrder).toBeNull();
    expect(p.error).toEqual({
      code: "NOT_ALLOWED",
      message: "A client's request may not set: contractorId, slaCode, estimatedCost",
      fieldErrors: [
        { field: "contractorId", message: "Contractor is set by the back office, not by a client's request" },
        { field: "slaCode", message: "SLA code is set by the back office, not by a client's request" },
        { field: "estimatedCost", message: "Estimated cost is set by the back office, not by a client's request" },
      ],
    });
    const status = await call(SAVE, { input: request({ id: wo.id, version: wo.version, workOrderStatusId: 2 }) }, "client1");
    expect(status.error.fieldErrors.map((f: Any) => f.field)).toEqual(["workOrderStatusId"]);
    expect(await row(wo.id)).toEqual(before);
  });

  it("is refused once the request has moved on (FORBIDDEN, saying why), and the order is read-only to the client", async () => {
    const wo = await raise();
    const converted = await call(CONVERT, { id: wo.id, contractorId: null });
    expect(converted.error).toBeNull();
    const before = await row(wo.id);
    expect(before.status).toBe(2);
    expect(await failure(call(SAVE, { input: request({ id: wo.id, version: converted.workOrder.version, issue: "Too late" }) }, "client1"))).toEqual({
      code: "FORBIDDEN",
      message: REQUEST_NOT_EDITABLE,
    });
    expect(await row(wo.id)).toEqual(before);
    expect((await call(READ, { id: wo.id }, "client1")).viewerCan.edit).toBe(false);
  });

  it("answers NOT_FOUND for another client's request, as for one that does not exist", async () => {
    const wo = await raise();
    const before = await row(wo.id);
    const theirs = { ...request({ id: wo.id, version: wo.version, issue: "Not yours" }), clientId: 2 };
    expect((await failure(call(SAVE, { input: theirs }, "client2"))).code).toBe("NOT_FOUND");
    expect((await failure(call(SAVE, { input: request({ id: 2_000_000_000, version: 1 }) }, "client1"))).code).toBe("NOT_FOUND");
    expect(await row(wo.id)).toEqual(before);
    expect((await failure(call(READ, { id: wo.id }, "client2"))).code).toBe("NOT_FOUND");
  });

  it("is never a contractor's: a request not given to it is missing to it (NOT_FOUND)", async () => {
    const wo = await raise();
    expect((await failure(call(SAVE, { input: request({ id: wo.id, version: wo.version, workOrderTypeId: 1 }) }, "contractor1"))).code).toBe(
      "NOT_FOUND",
    );
  });
});

describe("WorkOrder.viewerCan.edit", () => {
  it("says who may change the order: a client its own request at 1, staff any, a contractor its own once it has the work", async () => {
    const wo = await raise();
    expect((await call(READ, { id: wo.id }, "client1")).viewerCan.edit).toBe(true);
    expect((await call(READ, { id: wo.id }, "admin")).viewerCan.edit).toBe(true);
    const converted = await call(CONVERT, { id: wo.id, contractorId: 1 });
    expect(converted.error).toBeNull();
    expect((await call(READ, { id: wo.id }, "client1")).viewerCan.edit).toBe(false);
    expect((await call(READ, { id: wo.id }, "admin")).viewerCan.edit).toBe(true);
    expect((await call(READ, { id: wo.id }, "contractor1")).viewerCan.edit).toBe(true);
  });
});

describe("WorkOrder.progress", () => {
  const steps = (p: Any[]) => p.map((s) => [s.step, s.label]);

  it("follows a request from raised to closed, oldest first, each step once, and each reader of the order sees it", async () => {
    const wo = await raise({ workOrderTypeId: 1 });
    expect(steps((await call(READ, { id: wo.id }, "client1")).progress)).toEqual([["RAISED", "Request raised"]]);
    expect((await call(CONVERT, { id: wo.id, contractorId: 1 })).error).toBeNull();
    // a quote of contractor 1's, sent for approval (billing's command), then accepted by the client: the order is closed
    const q = await one(
      `insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id) values ($1, 1, 1, $2, 'New tap', 1)
       returning id, version`,
      [wo.id, demo.site1],
    );
    await sql(db(), "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Tap', 1, 80)", [q.id]);
    const command = (kind: string) => ({
      key: `quote:${q.id}:v${q.version}:${kind}`,
      kind,
      workOrderId: wo.id,
      quoteId: q.id,
      quoteVersion: q.version,
    });
    expect((await call(APPLY, { input: command("send") }, "contractor1")).error).toBeNull();
    await sql(db(), "update billing.billing set billing_status_id = 2 where id = $1", [q.id]);
    expect((await call(APPLY, { input: command("accept") }, "client1")).error).toBeNull();
    expect((await row(wo.id)).status).toBe(6);

    const expected = [
      ["RAISED", "Request raised"],
      ["APPROVED", "Request approved"],
      ["ASSIGNED", "Given to a contractor"],
      ["QUOTED", "Quote sent for approval"],
      ["COMPLETED", "Closed"],
    ];
    for (const who of ["client1", "contractor1", "admin"]) {
      const { progress } = await call(READ, { id: wo.id }, who);
      expect([who, steps(progress)]).toEqual([who, expected]);
      const times = progress.map((s: Any) => new Date(s.at).getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    // never the audit text, who did it, or costs (the times aside: a timestamp may hold "80" by chance)
    const text = JSON.stringify((await call(READ, { id: wo.id }, "client1")).progress.map(({ at: _at, ...step }: Any) => step));
    for (const secret of ["£", "Status changed", "Admin", "Test", "80"]) expect([secret, text.includes(secret)]).toEqual([secret, false]);
    // another client cannot read the order at all
    expect((await failure(call(READ, { id: wo.id }, "client2"))).code).toBe("NOT_FOUND");
  });

  it("ends with CANCELLED or DECLINED when the order ends that way", async () => {
    const cancelled = await raise();
    expect((await call(CANCEL, { id: cancelled.id })).error).toBeNull();
    expect(steps((await call(READ, { id: cancelled.id }, "client1")).progress)).toEqual([
      ["RAISED", "Request raised"],
      ["CANCELLED", "Cancelled"],
    ]);
    const declined = await raise();
    expect((await call(DECLINE, { id: declined.id })).error).toBeNull();
    expect(steps((await call(READ, { id: declined.id }, "client1")).progress)).toEqual([
      ["RAISED", "Request raised"],
      ["DECLINED", "Request declined"],
    ]);
  });

  it("is read for a page of orders at once, each its own", async () => {
    const issue = `Progress page ${Date.now()}`;
    const a = await raise({ issue });
    const b = await raise({ issue });
    expect((await call(CONVERT, { id: b.id, contractorId: 1 })).error).toBeNull();
    const page = await call(
      `query P($search: String) { workOrders(pageSize: 50, search: $search) { nodes { id progress { step } } } }`,
      { search: issue },
      "client1",
    );
    const byId = new Map(page.nodes.map((n: Any) => [n.id, n.progress.map((s: Any) => s.step)]));
    expect(byId).toEqual(
      new Map([
        [a.id, ["RAISED"]],
        [b.id, ["RAISED", "APPROVED", "ASSIGNED"]],
      ]),
    );
  });
});
