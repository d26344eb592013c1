import { DateTime } from "luxon";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};

const FIELDS = `id refNo version workOrderStatusId workOrderStatus clientId siteId contractorId allContractorIds subTradeId tradeId
  financialCodeId financialCode capitalCodeId capitalCode estimatedCost approvedCost valuationNumber queryReasonId queryReason
  dateOpened dueDate responseDueDate issue details slaCode assetId assetCode contactId contactName nextStatuses`;
const CLIENT_FIELDS = `id version workOrderStatusId clientId siteId issue dueDate responseDueDate`;
const ERROR = `error { code errorCode message fieldErrors { field message } }`;
const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { ${FIELDS} } ${ERROR} } }`;
const SAVE_AS_CLIENT = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { ${CLIENT_FIELDS} } ${ERROR} } }`;

type Any = any;

async function call(query: string, variables: Record<string, unknown>, who = "admin"): Promise<Any> {
  const r = await graphql(svc.url, query, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return Object.values(r.data!)[0];
}
const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code,
  );

/** Demo rows the tests work on: two clients' sites, a sub-trade and its trade, an asset, a contact, contractors. */
const demo: Record<string, number> = {};

const london = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/London" }).toJSDate();

function base(extra: Record<string, unknown> = {}) {
  return {
    clientId: demo.client1,
    siteId: demo.site1,
    workOrderTypeId: 1,
    subTradeId: demo.subTrade,
    issue: "Leaking radiator valve",
    details: "Ground floor office",
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}, who = "admin"): Promise<Any> {
  const p = await call(SAVE, { input: base(extra) }, who);
  if (p.error) throw new Error(JSON.stringify(p.error));
  return p.workOrder;
}

/** Moves an order to a status directly in the database (a state the tests start from). */
async function putInStatus(id: number, status: number): Promise<number> {
  const [r] = await sql(
    svc.db.url,
    "update work_orders.work_order set work_order_status_id = $2, version = version + 1 where id = $1 returning version",
    [id, status],
  );
  return r!.version;
}

const audits = (id: number) =>
  sql(svc.db.url, "select action, action_taken from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id", [
    String(id),
  ]).then((rows) => rows.map((r) => r.action_taken as string));

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "lifecycle");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.staff = await tokenFor(viewers.staff(4));
  tokens.finance = await tokenFor(viewers.staff(5, { reporting: "full", contracts: "full" }));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  const one = async (q: string, p: unknown[] = []) => (await sql(svc.db.url, q, p))[0]!;
  demo.client1 = 1;
  demo.site1 = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.site1b = (await one("select id from assets.site where client_id = 1 order by id offset 1 limit 1")).id;
  demo.site2 = (await one("select id from assets.site where client_id = 2 order by id limit 1")).id;
  const sub = await one("select id, parent_trade_id from assets.trade where parent_trade_id is not null order by id limit 1");
  demo.subTrade = sub.id;
  demo.trade = sub.parent_trade_id;
  demo.otherTrade = (
    await one("select id from assets.trade where parent_trade_id is null and id <> $1 order by id limit 1", [sub.parent_trade_id])
  ).id;
  const asset = await sql(svc.db.url, "select id, site_id from assets.asset where site_id = $1 limit 1", [demo.site1]);
  if (!asset.length) {
    const [cat] = await sql(svc.db.url, "select id from assets.asset_category order by id limit 1");
    await sql(svc.db.url, "insert into assets.asset (client_id, site_id, asset_code, category_id) values (1, $1, 'TEST-ASSET-1', $2)", [
      demo.site1,
      cat?.id ?? null,
    ]);
  }
  demo.asset = (await one("select id from assets.asset where site_id = $1 order by id limit 1", [demo.site1])).id;
  demo.assetElsewhere = (await one("select id from assets.asset where site_id <> $1 order by id limit 1", [demo.site1])).id;
  demo.contact = (await one("select id from identity.app_user where entity_name = 'Client' and entity_id = 1 order by id limit 1")).id;
  demo.contractor1 = 1;
  demo.contractor2 = 2;
  demo.inactiveContractor = (await one("insert into assets.contractor (name, active) values ('Gone Ltd', false) returning id")).id;
  // client 1's SLA code B: 2 response and 8 fix hours, business hours only; code C in clock hours
  await sql(svc.db.url, "delete from assets.client_sla_code where client_id = 1 and code in ('B', 'C', 'D')");
  await sql(
    svc.db.url,
    "insert into assets.client_sla_code (client_id, code, response_hours, fix_hours, business_hours_only) values (1, 'B', 2, 8, true), (1, 'C', 4, 24, false)",
  );
}, 120_000);
afterAll(() => svc?.stop());

describe("saveWorkOrder: a new request", () => {
  it("saves a request with its answers: status 1, version 1, the finance defaults and the SLA due dates in business hours", async () => {
    const wo = await create({
      asRequest: true,
      slaCode: "B",
      dateOpened: london("2026-11-27T17:00").toISOString(),
      assetId: demo.asset,
      contactId: demo.contact,
      contractorId: 0,
      answers: [
        { questionContent: "Is the area safe?", answerContent: "Yes" },
        { questionContent: "Parking on site?", answerContent: "No" },
      ],
    });
    expect(wo.workOrderStatusId).toBe(1);
    expect(wo.workOrderStatus).toBe("Awaiting Response");
    expect(wo.version).toBe(1);
    expect(wo.contractorId).toBeNull();
    expect(wo.tradeId).toBe(demo.trade); // from the sub-trade
    expect(wo.financialCodeId).toBe(1);
    expect(wo.financialCode).toBe("Reactive Maintenance");
    expect(wo.estimatedCost).toBe("150.000");
    expect(wo.assetCode).toBeTruthy();
    expect(wo.contactName).toBeTruthy();
    // Friday 17:00 + 2 business hours = Monday 09:00; + 8 = Monday 15:00
    expect(new Date(wo.responseDueDate)).toEqual(london("2026-11-30T09:00"));
    expect(new Date(wo.dueDate)).toEqual(london("2026-11-30T15:00"));
    // approve and convert, decline and cancel have their own buttons: the drop-down offers none of them
    expect(wo.nextStatuses).toEqual([1]);
    const answers = await call(`query A($id: Int!) { answers(workOrderId: $id) { id workOrderId questionContent answerContent } }`, { id: wo.id });
    expect(answers.map((a: Any) => [a.questionContent, a.answerContent])).toEqual([
      ["Is the area safe?", "Yes"],
      ["Parking on site?", "No"],
    ]);
    expect(await audits(wo.id)).toEqual([`Created request ${wo.refNo} (Awaiting Response)`]);
  });

  it("counts clock hours when the code says so, and defaults the opened date to now", async () => {
    const before = Date.now();
    const wo = await create({ slaCode: "C" });
    const opened = new Date(wo.dateOpened).getTime();
    expect(opened).toBeGreaterThanOrEqual(before - 1000);
    expect(opened).toBeLessThanOrEqual(Date.now() + 1000);
    expect(new Date(wo.responseDueDate).getTime() - opened).toBe(4 * 3_600_000);
    expect(new Date(wo.dueDate).getTime() - opened).toBe(24 * 3_600_000);
    expect(wo.workOrderStatusId).toBe(2);
  });

  it("falls back to the SLA lookup's hours for a client without its own", async () => {
    const [own] = await sql(svc.db.url, "select count(*)::int as n from assets.client_sla_code where client_id = 1 and code = 'D'");
    expect(own!.n).toBe(0);
    const wo = await create({ slaCode: "D", dateOpened: "2026-11-23T10:00:00.000Z" });
    expect(wo.dueDate).toBe("2026-11-25T10:00:00.000Z");
    expect(wo.responseDueDate).toBe("2026-11-25T10:00:00.000Z");
  });

  it("refuses empty required fields with 'Required fields' and a field error each", async () => {
    const p = await call(SAVE, {
      input: { clientId: 0, siteId: 0, workOrderTypeId: 0, issue: " ", answers: [{ questionContent: "Q", answerContent: "" }] },
    });
    expect(p.workOrder).toBeNull();
    expect(p.error.code).toBe("REQUIRED");
    expect(p.error.errorCode).toBe("REQUIRED");
    expect(p.error.message).toBe("Required fields");
    expect(p.error.fieldErrors.map((f: Any) => f.field).sort()).toEqual(
      ["answers.0.answerContent", "clientId", "issue", "siteId", "subTradeId", "workOrderTypeId"].sort(),
    );
  });

  it("refuses a site of another client, an asset of another site, a contact of another client, an inactive contractor", async () => {
    const p = await call(SAVE, {
      input: base({ siteId: demo.site2, assetId: demo.assetElsewhere, contractorId: demo.inactiveContractor, contactId: 999999, slaCode: "Z" }),
    });
    expect(p.error.code).toBe("INVALID");
    const fields = p.error.fieldErrors.map((f: Any) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["siteId", "assetId", "contractorId", "contactId", "slaCode"]));
    expect(p.error.fieldErrors.find((f: Any) => f.field === "siteId").message).toBe("Site is not one of the client's sites");
    const trade = await call(SAVE, { input: base({ tradeId: demo.otherTrade }) });
    expect(trade.error.fieldErrors).toEqual([{ field: "subTradeId", message: "Sub-trade is not one of the trade's" }]);
  });

  it("refuses a first status other than 1, 2, 3 or 8", async () => {
    const p = await call(SAVE, { input: base({ workOrderStatusId: 7 }) });
    expect(p.error.code).toBe("ILLEGAL_TRANSITION");
    expect(p.error.message).toBe("A new work order cannot start as Completed");
  });

  it("keeps Pending (8) for PPM jobs: a pending order of another type, or a pending PPM order changed to another type, is refused", async () => {
    const p = await call(SAVE, { input: base({ workOrderStatusId: 8, workOrderTypeId: 1 }) });
    expect(p.error.fieldErrors).toEqual([{ field: "workOrderTypeId", message: "Only a PPM work order can be pending" }]);
    const ppm = await create({ workOrderStatusId: 8, workOrderTypeId: 3 });
    expect(ppm.workOrderStatusId).toBe(8);
    const changed = await call(SAVE, { input: { ...base(), id: ppm.id, version: ppm.version, workOrderStatusId: 8, workOrderTypeId: 4 } });
    expect(changed.error.fieldErrors).toEqual([{ field: "workOrderTypeId", message: "Only a PPM work order can be pending" }]);
    // the database holds the rule too
    await expect(sql(svc.db.url, "update work_orders.work_order set work_order_type_id = 1 where id = $1", [ppm.id])).rejects.toThrow(
      /work_order_pending_is_ppm/,
    );
  });

  it("starts a Quote job awaiting a quote with financial code 3 and an estimate of 0", async () => {
    const wo = await create({ workOrderTypeId: 2 });
    expect(wo.workOrderStatusId).toBe(3);
    expect(wo.financialCodeId).toBe(3);
    expect(wo.estimatedCost).toBe("0.000");
  });
});

describe("saveWorkOrder: an update", () => {
  it("changes what was given, keeps the rest, counts the version up and audits the change", async () => {
    const wo = await create({ slaCode: "C" });
    const p = await call(SAVE, {
      input: { ...base(), id: wo.id, version: wo.version, issue: "Radiator replaced", details: "Upstairs", workOrderStatusId: 5 },
    });
    expect(p.error).toBeNull();
    expect(p.workOrder.version).toBe(wo.version + 1);
    expect(p.workOrder.issue).toBe("Radiator replaced");
    expect(p.workOrder.slaCode).toBe("C");
    expect(p.workOrder.dueDate).toBe(wo.dueDate);
    expect(p.workOrder.workOrderStatusId).toBe(5);
    expect(await audits(wo.id)).toEqual([
      expect.stringMatching(/^Created work order/),
      "Status changed from Open to Awaiting Certificate",
      "Updated issue, details",
    ]);
  });

  it("refuses a stale copy with 'This work order was changed by someone else after you opened it. Reload it to see their changes.'", async () => {
    const wo = await create();
    const first = await call(SAVE, { input: { ...base(), id: wo.id, version: wo.version, details: "First" } });
    expect(first.error).toBeNull();
    const second = await call(SAVE, { input: { ...base(), id: wo.id, version: wo.version, details: "Second" } });
    expect(second.workOrder).toBeNull();
    expect(second.error.code).toBe("STALE");
    expect(second.error.message).toBe("This work order was changed by someone else after you opened it. Reload it to see their changes.");
    const [row] = await sql(svc.db.url, "select details, version from work_orders.work_order where id = $1", [wo.id]);
    expect(row).toEqual({ details: "First", version: wo.version + 1 });
    const missing = await call(SAVE, { input: { ...base(), id: wo.id } });
    expect(missing.error.code).toBe("REQUIRED");
    expect(missing.error.fieldErrors[0].field).toBe("version");
  });

  it("lets one of two saves made at once win, the other is STALE", async () => {
    const wo = await create();
    const both = await Promise.all(["A", "B"].map((d) => call(SAVE, { input: { ...base(), id: wo.id, version: wo.version, details: d } })));
    expect(both.map((p) => p.error?.code ?? "OK").sort()).toEqual(["OK", "STALE"]);
  });

  it("refuses a move the transition table does not allow, naming both statuses", async () => {
    const wo = await create();
    const version = await putInStatus(wo.id, 6);
    const p = await call(SAVE, { input: { ...base(), id: wo.id, version, workOrderStatusId: 7 } });
    expect(p.error.code).toBe("ILLEGAL_TRANSITION");
    expect(p.error.message).toBe("A work order cannot go from Closed to Completed");
    const reopened = await call(SAVE, { input: { ...base(), id: wo.id, version, workOrderStatusId: 2 } });
    expect(reopened.error).toBeNull();
    // quotes, mark complete and cancel have their own actions
    expect(reopened.workOrder.nextStatuses).toEqual([2, 3, 5]);
  });

  it("records that a new contractor must be told, and keeps every contractor the order had", async () => {
    const wo = await create({ contractorId: demo.contractor1 });
    expect(wo.allContractorIds).toEqual([demo.contractor1]);
    const p = await call(SAVE, { input: { ...base(), id: wo.id, version: wo.version, contractorId: demo.contractor2 } });
    expect(p.workOrder.contractorId).toBe(demo.contractor2);
    expect(p.workOrder.allContractorIds).toEqual([demo.contractor1, demo.contractor2]);
    const notices = await sql(
      svc.db.url,
      "select contractor_id, reason, sent_at from work_orders.outbox_message where channel = 'email' and work_order_id = $1 order by id",
      [wo.id],
    );
    expect(notices).toEqual([
      { contractor_id: demo.contractor1, reason: "assigned", sent_at: null },
      { contractor_id: demo.contractor2, reason: "changed", sent_at: null },
    ]);
    expect((await audits(wo.id)).pop()).toBe("Updated contractor");
    // 0 = 'Select ...': none
    const none = await call(SAVE, { input: { ...base(), id: wo.id, version: p.workOrder.version, contractorId: 0 } });
    expect(none.workOrder.contractorId).toBeNull();
  });

  it("applies the finance rules: 5 needs a capital code, 0 clears it, a new code sets the estimate", async () => {
    const wo = await create();
    const capital = await call(SAVE, { input: { ...base(), id: wo.id, version: wo.version, financialCodeId: 5 } });
    expect(capital.error.code).toBe("REQUIRED");
    expect(capital.error.fieldErrors).toEqual([{ field: "capitalCodeId", message: "Capital code is required" }]);
    const withCapital = await call(SAVE, { input: { ...base(), id: wo.id, version: wo.version, financialCodeId: 5, capitalCodeId: 2 } });
    expect(withCapital.workOrder.capitalCode).toBe("CAP02 Mechanical Plant");
    expect(withCapital.workOrder.estimatedCost).toBe("150.000"); // 5 sets none: kept
    const v = withCapital.workOrder.version;
    // 0 clears the capital code: the stored one sent back passes (and is cleared)
    const cleared = await call(SAVE, { input: { ...base(), workOrderTypeId: 3, id: wo.id, version: v, financialCodeId: 0, capitalCodeId: 2 } });
    expect(cleared.workOrder.financialCodeId).toBeNull();
    expect(cleared.workOrder.capitalCodeId).toBeNull();
    // another capital code without a financial code would be dropped: refused by name
    const dropped = await call(SAVE, { input: { ...base(), id: wo.id, version: cleared.workOrder.version, financialCodeId: 0, capitalCodeId: 1 } });
    expect(dropped.error).toMatchObject({
      code: "NOT_ALLOWED",
      fieldErrors: [{ field: "capitalCodeId", message: expect.stringContaining("financial code") }],
    });
    // 0 on a Reactive job is a choice of none: kept, not defaulted to 1
    const none = await call(SAVE, { input: { ...base(), id: wo.id, version: cleared.workOrder.version, financialCodeId: 0, capitalCodeId: null } });
    expect(none.workOrder).toMatchObject({ financialCodeId: null, capitalCodeId: null });
    const defaulted = await create({ financialCodeId: null });
    expect(defaulted.financialCodeId).toBe(1);
    const planned = await call(SAVE, { input: { ...base(), id: wo.id, version: none.workOrder.version, financialCodeId: 2 } });
    expect(planned.workOrder.estimatedCost).toBe("0.000");
    const given = await call(SAVE, {
      input: { ...base(), id: wo.id, version: planned.workOrder.version, financialCodeId: 1, estimatedCost: "99.125" },
    });
    expect(given.workOrder.estimatedCost).toBe("99.125");
  });

  it("requires a query reason in status Query", async () => {
    const wo = await create();
    const version = await putInStatus(wo.id, 7);
    const p = await call(SAVE, { input: { ...base(), id: wo.id, version, workOrderStatusId: 11 } });
    expect(p.error.code).toBe("REQUIRED");
    expect(p.error.fieldErrors).toEqual([{ field: "queryReasonId", message: "Query reason is required" }]);
    const ok = await call(SAVE, { input: { ...base(), id: wo.id, version, workOrderStatusId: 11, queryReasonId: 2 } });
    expect(ok.workOrder.queryReason).toBe("Job sheet missing");
  });
});

describe("approve and query costs", () => {
  const APPROVE = `mutation A($id: Int!, $version: Int!, $cost: Decimal!, $valuation: String) {
    approveWorkOrderCosts(id: $id, version: $version, approvedCost: $cost, valuationNumber: $valuation) { workOrder { ${FIELDS} } ${ERROR} } }`;
  const QUERY = `mutation Q($id: Int!, $version: Int!, $reason: Int!) {
    queryWorkOrderCosts(id: $id, version: $version, queryReasonId: $reason) { workOrder { ${FIELDS} } ${ERROR} } }`;

  it("approves: status 10 with the approved cost; then the finance section is locked until the status moves on", async () => {
    const wo = await create();
    const version = await putInStatus(wo.id, 7);
    const bad = await call(APPROVE, { id: wo.id, version, cost: "10.1234" }, "finance");
    expect(bad.error.code).toBe("INVALID");
    expect(bad.error.fieldErrors[0].field).toBe("approvedCost");
    const negative = await call(APPROVE, { id: wo.id, version, cost: "-1" }, "finance");
    expect(negative.error.code).toBe("INVALID");
    const p = await call(APPROVE, { id: wo.id, version, cost: "1234.567", valuation: "VAL-7" }, "finance");
    expect(p.error).toBeNull();
    expect(p.workOrder).toMatchObject({ workOrderStatusId: 10, approvedCost: "1234.567", valuationNumber: "VAL-7", nextStatuses: [10, 6] });
    expect((await audits(wo.id)).pop()).toBe("Costs approved at £1234.567, valuation number VAL-7: Status changed from Completed to Approved");
    const v = p.workOrder.version;

    const locked = await call(SAVE, { input: { ...base(), id: wo.id, version: v, estimatedCost: "1" } });
    expect(locked.error).toEqual(expect.objectContaining({ code: "LOCKED", message: "The finance section of an approved work order is locked" }));
    const lockedCode = await call(SAVE, { input: { ...base(), id: wo.id, version: v, financialCodeId: 4 } });
    expect(lockedCode.error.code).toBe("LOCKED");
    // other fields still save, and the finance fields as they are
    const other = await call(SAVE, { input: { ...base(), id: wo.id, version: v, details: "Signed off", estimatedCost: "150", financialCodeId: 1 } });
    expect(other.error).toBeNull();
    // moving out of Approved in the same save unlocks it
    const out = await call(SAVE, {
      input: { ...base(), id: wo.id, version: other.workOrder.version, workOrderStatusId: 11, queryReasonId: 1, estimatedCost: "175" },
    });
    expect(out.error).toBeNull();
    expect(out.workOrder.estimatedCost).toBe("175.000");
  });

  it("queries: status 11 with a reason that exists; refuses a move the table does not allow", async () => {
    const wo = await create();
    const version = await putInStatus(wo.id, 12);
    const missing = await call(QUERY, { id: wo.id, version, reason: 999 }, "finance");
    expect(missing.error).toEqual(expect.objectContaining({ code: "INVALID", message: "Query reason is not valid" }));
    const p = await call(QUERY, { id: wo.id, version, reason: 4 }, "finance");
    expect(p.workOrder).toMatchObject({ workOrderStatusId: 11, queryReasonId: 4, queryReason: "Labour hours queried" });
    const open = await create();
    const refused = await call(QUERY, { id: open.id, version: open.version, reason: 4 }, "finance");
    expect(refused.error.code).toBe("ILLEGAL_TRANSITION");
    expect(refused.error.message).toBe("A work order cannot go from Open to Query");
    const stale = await call(QUERY, { id: wo.id, version, reason: 4 }, "finance");
    expect(stale.error.code).toBe("STALE");
  });

  it("is for administrators and staff with reporting at full only", async () => {
    const wo = await create();
    const version = await putInStatus(wo.id, 7);
    expect(await codeOf(call(APPROVE, { id: wo.id, version, cost: "1" }, "staff"))).toBe("FORBIDDEN");
    expect(await codeOf(call(QUERY, { id: wo.id, version, reason: 1 }, "staff"))).toBe("FORBIDDEN");
    expect(await codeOf(call(APPROVE, { id: wo.id, version, cost: "1" }, "client1"))).toBe("FORBIDDEN");
    // the drop-down offers no move that has its own action, to anyone; viewerCan tells who may take them
    const READ = `query W($id: Int!) { workOrder(id: $id) { nextStatuses viewerCan { approveCosts queryCosts submitCosts complete cancel } } }`;
    expect(await call(READ, { id: wo.id }, "staff")).toEqual({
      nextStatuses: [7, 2, 5],
      viewerCan: { approveCosts: false, queryCosts: false, submitCosts: false, complete: false, cancel: false },
    });
    expect(await call(READ, { id: wo.id }, "finance")).toEqual({
      nextStatuses: [7, 2, 5],
      // nothing is logged nor attached: no submission yet (MissingInfo), as submitWorkOrderCosts would answer
      viewerCan: { approveCosts: true, queryCosts: true, submitCosts: false, complete: false, cancel: false },
    });
    // a save that approves or queries is the action's: the same permission
    expect(await codeOf(call(SAVE, { input: { ...base(), id: wo.id, version, workOrderStatusId: 10, approvedCost: "1" } }, "staff"))).toBe(
      "FORBIDDEN",
    );
    expect(await codeOf(call(SAVE, { input: { ...base(), id: wo.id, version, workOrderStatusId: 11, queryReasonId: 1 } }, "staff"))).toBe(
      "FORBIDDEN",
    );
    // and submission is its own action: a save that submits is refused naming it, for anyone (it skipped the submission's checks)
    for (const who of ["staff", "finance", "admin"]) {
      const submitted = await call(SAVE, { input: { ...base(), id: wo.id, version, workOrderStatusId: 12 } }, who);
      expect(submitted.error).toEqual(
        expect.objectContaining({
          code: "ACTION_REQUIRED",
          message: "Use Submit costs to move a work order from Completed to Submitted (submitWorkOrderCosts; PUT /api/WorkOrders/Submitted)",
        }),
      );
    }
    expect(await codeOf(call(APPROVE, { id: wo.id, version, cost: "1" }, "admin"))).toBe("OK");
  });
});

describe("approve and convert, decline, cancel", () => {
  const CONVERT = `mutation C($id: Int!, $contractorId: Int) { approveAndConvert(id: $id, contractorId: $contractorId) { workOrder { ${FIELDS} } ${ERROR} } }`;
  const DECLINE = `mutation D($id: Int!, $subject: String!, $note: String!) { declineRequest(id: $id, subject: $subject, note: $note) { workOrder { ${FIELDS} } ${ERROR} } }`;
  const CANCEL = `mutation X($id: Int!, $version: Int) { cancelWorkOrder(id: $id, version: $version) { workOrder { ${FIELDS} } ${ERROR} } }`;

  it("converts a request into an open order for a contractor, who must be told; only a request", async () => {
    const request = await create({ asRequest: true });
    const p = await call(CONVERT, { id: request.id, contractorId: demo.contractor1 }, "staff");
    expect(p.error).toBeNull();
    expect(p.workOrder).toMatchObject({
      workOrderStatusId: 2,
      contractorId: demo.contractor1,
      allContractorIds: [demo.contractor1],
      version: request.version + 1,
    });
    const notices = await sql(
      svc.db.url,
      "select contractor_id, reason from work_orders.outbox_message where channel = 'email' and work_order_id = $1",
      [request.id],
    );
    expect(notices).toEqual([{ contractor_id: demo.contractor1, reason: "assigned" }]);
    expect((await audits(request.id)).pop()).toBe("Request approved and converted: Status changed from Awaiting Response to Open");
    const again = await call(CONVERT, { id: request.id }, "staff");
    expect(again.error.code).toBe("NOT_A_REQUEST");
  });

  it("tells the contractor of a request only once it is converted", async () => {
    const request = await create({ asRequest: true, contractorId: demo.contractor2 });
    const count = async () =>
      (
        await sql(svc.db.url, "select count(*)::int as n from work_orders.outbox_message where channel = 'email' and work_order_id = $1", [
          request.id,
        ])
      )[0]!.n;
    expect(await count()).toBe(0);
    const p = await call(CONVERT, { id: request.id }, "staff");
    expect(p.workOrder.contractorId).toBe(demo.contractor2);
    expect(await count()).toBe(1);
  });

  it("converts a Quote request to Awaiting Quote, without a contractor; refuses an inactive contractor", async () => {
    const request = await create({ asRequest: true, workOrderTypeId: 2 });
    const inactive = await call(CONVERT, { id: request.id, contractorId: demo.inactiveContractor }, "staff");
    expect(inactive.error).toEqual(expect.objectContaining({ code: "INVALID", message: "Contractor is not an active contractor" }));
    const p = await call(CONVERT, { id: request.id, contractorId: null }, "staff");
    expect(p.workOrder).toMatchObject({ workOrderStatusId: 3, contractorId: null });
    const [n] = await sql(svc.db.url, "select count(*)::int as n from work_orders.outbox_message where channel = 'email' and work_order_id = $1", [
      request.id,
    ]);
    expect(n!.n).toBe(0);
  });

  it("declines a request with a subject and note: 'Subject and note required' otherwise", async () => {
    const request = await create({ asRequest: true });
    const empty = await call(DECLINE, { id: request.id, subject: " ", note: "Not ours" }, "staff");
    expect(empty.error).toEqual(expect.objectContaining({ code: "REQUIRED", message: "Subject and note required" }));
    const p = await call(DECLINE, { id: request.id, subject: "Duplicate", note: "Raised twice" }, "staff");
    expect(p.workOrder.workOrderStatusId).toBe(14);
    expect(p.workOrder.nextStatuses).toEqual([14]);
    const notes = await sql(svc.db.url, "select note, private_note, user_name from work_orders.work_order_note where work_order_id = $1", [
      request.id,
    ]);
    expect(notes).toEqual([{ note: "Duplicate: Raised twice", private_note: false, user_name: "Test Staff" }]);
    expect(await audits(request.id)).toEqual([
      expect.stringMatching(/^Created request/),
      "Added a note",
      "Request declined (Duplicate): Status changed from Awaiting Response to Discarded",
    ]);
    const again = await call(DECLINE, { id: request.id, subject: "Duplicate", note: "Raised twice" }, "staff");
    expect(again.error.code).toBe("NOT_A_REQUEST");
  });

  it("cancels an order as the table allows", async () => {
    const wo = await create();
    const p = await call(CANCEL, { id: wo.id, version: wo.version }, "staff");
    expect(p.workOrder.workOrderStatusId).toBe(9);
    expect((await audits(wo.id)).pop()).toBe("Status changed from Open to Cancelled");
    const reopen = await call(SAVE, { input: { ...base(), id: wo.id, version: p.workOrder.version, workOrderStatusId: 2 } });
    expect(reopen.error.message).toBe("A work order cannot go from Cancelled to Open");
    const closed = await create();
    const version = await putInStatus(closed.id, 6);
    const refused = await call(CANCEL, { id: closed.id, version }, "staff");
    expect(refused.error).toEqual(
      expect.objectContaining({ code: "ILLEGAL_TRANSITION", message: "A work order cannot go from Closed to Cancelled" }),
    );
    expect(await codeOf(call(CANCEL, { id: 99999999 }, "staff"))).toBe("NOT_FOUND");
  });

  it("is staff's: portal users are refused", async () => {
    const request = await create({ asRequest: true });
    expect(await codeOf(call(CONVERT, { id: request.id }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(DECLINE, { id: request.id, subject: "a", note: "b" }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(CANCEL, { id: request.id }, "contractor1"))).toBe("FORBIDDEN");
  });
});

describe("a save that makes an action's move (issue 20)", () => {
  const row = (id: number) =>
    sql(
      svc.db.url,
      "select work_order_status_id as status, version, approved_cost, valuation_number, query_reason_id from work_orders.work_order where id = $1",
      [id],
    ).then((r) => r[0]!);
  const move = (id: number, version: number, workOrderStatusId: number, extra: Record<string, unknown> = {}, who = "admin") =>
    call(SAVE, { input: { ...base(), id, version, workOrderStatusId, ...extra } }, who);

  it("is refused naming the action when the action has its own checks: mark complete, submit, convert, decline, the quote decisions, PPM conversion", async () => {
    const cases: [from: number, to: number, message: string, extra?: Record<string, unknown>][] = [
      [2, 7, "Use Mark complete to move a work order from Open to Completed (completeWorkOrder; PUT /api/WorkOrders/Complete)"],
      [
        11,
        7,
        "Use Mark complete to move a work order from Query to Completed (completeWorkOrder; PUT /api/WorkOrders/Complete)",
        { queryReasonId: 1 },
      ],
      [7, 12, "Use Submit costs to move a work order from Completed to Submitted (submitWorkOrderCosts; PUT /api/WorkOrders/Submitted)"],
      [
        1,
        2,
        "Use Approve and convert to move a work order from Awaiting Response to Open (approveAndConvert; POST /api/WorkOrders/ApproveAndConvert/{id})",
      ],
      [1, 14, "Use Decline to move a work order from Awaiting Response to Discarded (declineRequest; PUT /api/WorkOrders/Decline)"],
      [
        3,
        4,
        "Use Send a quote for approval to move a work order from Awaiting Quote to Awaiting Quote Approval (sendQuoteForApproval; POST /api/Contractors/SubmitQuote/{workOrderId})",
      ],
      [
        4,
        6,
        "Use Accept the quote to move a work order from Awaiting Quote Approval to Closed (acceptQuote; PUT /api/WorkOrders/AcceptQuoteDuplicate)",
      ],
      [
        4,
        3,
        "Use Reject the quote or ask for an alternative to move a work order from Awaiting Quote Approval to Awaiting Quote (rejectQuote; PUT /api/WorkOrders/Decline, POST /api/WorkOrders/AlternativeQuote)",
      ],
    ];
    for (const [from, to, message, extra] of cases) {
      const wo = await create();
      const version = await putInStatus(wo.id, from);
      const p = await move(wo.id, version, to, extra);
      expect([from, to, p.workOrder, p.error?.code, p.error?.message]).toEqual([from, to, null, "ACTION_REQUIRED", message]);
      expect(p.error.fieldErrors).toEqual([{ field: "workOrderStatusId", message }]);
      expect(await row(wo.id)).toMatchObject({ status: from, version });
    }
    const ppm = await create({ workOrderStatusId: 8, workOrderTypeId: 3 });
    const converted = await call(SAVE, { input: { ...base(), workOrderTypeId: 3, id: ppm.id, version: ppm.version, workOrderStatusId: 2 } });
    expect(converted.error).toMatchObject({ code: "ACTION_REQUIRED", message: expect.stringContaining("Convert the pending PPM work order") });
  });

  it("approves through approveWorkOrderCosts' rule: the approved cost and valuation number kept, audited; the cost required; the same permission", async () => {
    const wo = await create();
    const version = await putInStatus(wo.id, 7);
    const missing = await move(wo.id, version, 10, {}, "finance");
    expect(missing.error).toEqual(
      expect.objectContaining({
        code: "REQUIRED",
        message: "Required fields",
        fieldErrors: [{ field: "approvedCost", message: "Approved cost is required" }],
      }),
    );
    const bad = await move(wo.id, version, 10, { approvedCost: "-3" }, "finance");
    expect(bad.error).toMatchObject({
      code: "INVALID",
      fieldErrors: [{ field: "approvedCost", message: "Approved cost must be 0 or more, with up to 3 decimals" }],
    });
    expect(await codeOf(move(wo.id, version, 10, { approvedCost: "321.5" }, "staff"))).toBe("FORBIDDEN");
    expect(await row(wo.id)).toMatchObject({ status: 7, version, approved_cost: null });
    const p = await move(wo.id, version, 10, { approvedCost: "321.5", valuationNumber: "VAL-20" }, "finance");
    expect(p.error).toBeNull();
    expect(p.workOrder).toMatchObject({ workOrderStatusId: 10, approvedCost: "321.500", valuationNumber: "VAL-20" });
    expect(await row(wo.id)).toMatchObject({ status: 10, approved_cost: "321.500", valuation_number: "VAL-20" });
    expect(await audits(wo.id)).toContain("Costs approved at £321.5, valuation number VAL-20: Status changed from Completed to Approved");
    // once approved the cost is locked: another one is refused, the stored one sent back passes
    const again = await call(SAVE, { input: { ...base(), id: wo.id, version: p.workOrder.version, approvedCost: "400" } }, "finance");
    expect(again.error).toMatchObject({
      code: "LOCKED",
      fieldErrors: [{ field: "approvedCost", message: "The finance section of an approved work order is locked" }],
    });
    const same = await call(SAVE, { input: { ...base(), id: wo.id, version: p.workOrder.version, approvedCost: "321.500", details: "Signed" } });
    expect(same.error).toBeNull();
  });

  it("queries and cancels through those actions' rules", async () => {
    const wo = await create();
    const version = await putInStatus(wo.id, 12);
    const unknown = await move(wo.id, version, 11, { queryReasonId: 999 }, "finance");
    expect(unknown.error.fieldErrors).toEqual(expect.arrayContaining([{ field: "queryReasonId", message: "Query reason is not valid" }]));
    const queried = await move(wo.id, version, 11, { queryReasonId: 4 }, "finance");
    expect(queried.workOrder).toMatchObject({ workOrderStatusId: 11, queryReasonId: 4 });
    expect(await audits(wo.id)).toContain("Costs queried (Labour hours queried): Status changed from Submitted to Query");
    const open = await create();
    const cancelled = await move(open.id, open.version, 9, {}, "staff");
    expect(cancelled.workOrder.workOrderStatusId).toBe(9);
    expect((await audits(open.id)).filter((a) => a.startsWith("Status changed"))).toEqual(["Status changed from Open to Cancelled"]);
  });

  it("refuses what a save would otherwise drop, by name: an approved cost without approving, a status with asRequest, a version on a new order, a due date the SLA code replaces", async () => {
    const wo = await create();
    const cost = await call(SAVE, { input: { ...base(), id: wo.id, version: wo.version, approvedCost: "12" } });
    expect(cost.error).toMatchObject({
      code: "NOT_ALLOWED",
      fieldErrors: [{ field: "approvedCost", message: expect.stringContaining("approving the costs") }],
    });
    // the stored one (none) sent back passes
    expect((await call(SAVE, { input: { ...base(), id: wo.id, version: wo.version, approvedCost: null } })).error).toBeNull();
    const status = await call(SAVE, { input: base({ asRequest: true, workOrderStatusId: 2 }) });
    expect(status.error).toMatchObject({ code: "NOT_ALLOWED", fieldErrors: [{ field: "workOrderStatusId", message: expect.any(String) }] });
    const version = await call(SAVE, { input: base({ version: 4 }) });
    expect(version.error).toMatchObject({ code: "NOT_ALLOWED", fieldErrors: [{ field: "version", message: expect.any(String) }] });
    const due = await call(SAVE, { input: base({ slaCode: "C", dueDate: "2030-01-01T00:00:00.000Z" }) });
    expect(due.error).toMatchObject({ code: "NOT_ALLOWED", fieldErrors: [{ field: "dueDate", message: expect.stringContaining("SLA code") }] });
    // an order whose SLA code changes, its stored due date sent back: recomputed, not refused
    const sla = await create({ slaCode: "C" });
    const changed = await call(SAVE, { input: { ...base(), id: sla.id, version: sla.version, slaCode: "D", dueDate: sla.dueDate } });
    expect(changed.error).toBeNull();
    expect(changed.workOrder.dueDate).not.toBe(sla.dueDate);
  });
});

describe("portal users", () => {
  it("lets a client user raise a request for its own client only, and nothing else", async () => {
    // the back office's fields are refused by name, not dropped
    const staffFields = await call(
      SAVE_AS_CLIENT,
      { input: { ...base({ workOrderStatusId: 2, contractorId: demo.contractor1, estimatedCost: "5" }) } },
      "client1",
    );
    expect(staffFields.workOrder).toBeNull();
    expect(staffFields.error.code).toBe("NOT_ALLOWED");
    expect(staffFields.error.fieldErrors.map((f: Any) => f.field)).toEqual(["contractorId", "estimatedCost", "workOrderStatusId"]);
    const p = await call(SAVE_AS_CLIENT, { input: { ...base({ workOrderStatusId: 1, contractorId: 0 }) } }, "client1");
    expect(p.error).toBeNull();
    expect(p.workOrder.workOrderStatusId).toBe(1);
    const [row] = await sql(svc.db.url, "select contractor_id, client_id from work_orders.work_order where id = $1", [p.workOrder.id]);
    expect(row).toEqual({ contractor_id: null, client_id: 1 });
    // another client's site, or another client
    const other = await call(SAVE_AS_CLIENT, { input: base({ siteId: demo.site2 }) }, "client1");
    expect(other.error.fieldErrors[0]).toEqual({ field: "siteId", message: "Site is not one of the client's sites" });
    expect(await codeOf(call(SAVE_AS_CLIENT, { input: base() }, "client2"))).toBe("FORBIDDEN");
    // an update of another client's request is as of a missing one (its own: client-portal.test.ts)
    expect(
      await codeOf(call(SAVE_AS_CLIENT, { input: { ...base(), clientId: 2, siteId: demo.site2, id: p.workOrder.id, version: 1 } }, "client2")),
    ).toBe("NOT_FOUND");
  });

  it("refuses each back-office field of a client's request by name, accepts the blank values the portal sends, and sets them itself", async () => {
    const old = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
    const refusedFields: [string, unknown][] = [
      ["smsNumber", "07700 900123"],
      ["smsNotifications", true],
      ["sendNotifications", false],
      ["dateOpened", old],
      ["dueDate", "2030-01-01T00:00:00.000Z"],
      ["slaCode", "A"],
      ["methodOfRequestId", 2],
      ["financialCodeId", 5],
      ["invoiceNo", "INV-1"],
      ["approvedCost", "1"],
      ["asRequest", false],
    ];
    for (const [field, value] of refusedFields) {
      const p = await call(SAVE_AS_CLIENT, { input: base({ [field]: value }) }, "client1");
      expect([field, p.workOrder, p.error?.code, p.error?.fieldErrors?.map((f: Any) => f.field)]).toEqual([field, null, "NOT_ALLOWED", [field]]);
    }
    // what the portal's form and the blank model send: accepted, and the server's own values kept
    const p = await call(
      SAVE_AS_CLIENT,
      {
        input: base({
          smsNumber: "",
          smsNotifications: false,
          sendNotifications: true,
          dateOpened: new Date(Date.now() - 60_000).toISOString(),
          dueDate: null,
          methodOfRequestId: 1,
          contractorId: 0,
          workOrderStatusId: 1,
          requestedBy: "Dana Client",
          requestDate: "2026-11-20T09:00:00.000Z",
        }),
      },
      "client1",
    );
    expect(p.error).toBeNull();
    const [stored] = await sql(
      svc.db.url,
      `select sms_number, sms_notifications, send_notifications, method_of_request_id, due_date, sla_code, requested_by, request_date,
         extract(epoch from now() - date_opened) < 60 as opened_now from work_orders.work_order where id = $1`,
      [p.workOrder.id],
    );
    expect(stored).toEqual({
      sms_number: null,
      sms_notifications: false,
      send_notifications: true,
      method_of_request_id: 3,
      due_date: null,
      sla_code: null,
      requested_by: "Dana Client",
      request_date: new Date("2026-11-20T09:00:00.000Z"),
      opened_now: true,
    });
  });

  it("refuses contractors any save", async () => {
    expect(await codeOf(call(SAVE_AS_CLIENT, { input: base() }, "contractor1"))).toBe("FORBIDDEN");
  });

  it("does not show staff fields to portal users", async () => {
    const wo = await create();
    const r = await graphql(
      svc.url,
      `
        query W($id: Int!) {
          workOrder(id: $id) {
            nextStatuses
          }
        }
      `,
      { id: wo.id },
      tokens.client1,
    );
    expect(errorCode(r)).toBe("FORBIDDEN");
  });
});

describe("answers", () => {
  const ANSWERS = `query A($id: Int!) { answers(workOrderId: $id) { id workOrderId questionContent answerContent } }`;
  const SAVE_ANSWER = `mutation S($input: SaveAnswerInput!) { saveAnswer(input: $input) { answer { id workOrderId questionContent answerContent } ${ERROR} } }`;
  const DELETE_ANSWER = `mutation D($id: Int!) { deleteAnswer(id: $id) }`;

  it("adds, changes and removes answers, each audited on the work order", async () => {
    const wo = await create();
    const added = await call(SAVE_ANSWER, { input: { workOrderId: wo.id, questionContent: "Keys held?", answerContent: "At reception" } }, "staff");
    expect(added.answer).toMatchObject({ workOrderId: wo.id, questionContent: "Keys held?", answerContent: "At reception" });
    const changed = await call(
      SAVE_ANSWER,
      { input: { id: added.answer.id, workOrderId: wo.id, questionContent: "Keys held?", answerContent: "With security" } },
      "staff",
    );
    expect(changed.answer.answerContent).toBe("With security");
    const empty = await call(SAVE_ANSWER, { input: { workOrderId: wo.id, questionContent: "Q", answerContent: "  " } }, "staff");
    expect(empty.error).toEqual(expect.objectContaining({ code: "REQUIRED", message: "Required fields" }));
    expect(empty.error.fieldErrors).toEqual([{ field: "answerContent", message: "Answer is required" }]);
    expect(await call(ANSWERS, { id: wo.id }, "staff")).toHaveLength(1);
    expect(await call(DELETE_ANSWER, { id: added.answer.id }, "staff")).toBe(added.answer.id);
    expect(await call(ANSWERS, { id: wo.id }, "staff")).toEqual([]);
    expect((await audits(wo.id)).slice(1)).toEqual([
      "Added the answer to 'Keys held?'",
      "Changed the answer to 'Keys held?'",
      "Removed the answer to 'Keys held?'",
    ]);
  });

  it("lets a client user answer on its own request only, and read only its own orders' answers", async () => {
    const request = await create({ asRequest: true, answers: [{ questionContent: "Floor?", answerContent: "2" }] });
    const own = await call(SAVE_ANSWER, { input: { workOrderId: request.id, questionContent: "Lift?", answerContent: "Yes" } }, "client1");
    expect(own.error).toBeNull();
    expect(await call(ANSWERS, { id: request.id }, "client1")).toHaveLength(2);
    expect(await codeOf(call(ANSWERS, { id: request.id }, "client2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(SAVE_ANSWER, { input: { workOrderId: request.id, questionContent: "x", answerContent: "y" } }, "client2"))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(call(DELETE_ANSWER, { id: own.answer.id }, "client2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(DELETE_ANSWER, { id: own.answer.id }, "contractor1"))).toBe("FORBIDDEN");
    // an open order: no longer the client's to change
    const open = await create({ answers: [{ questionContent: "Floor?", answerContent: "3" }] });
    const [answer] = await call(ANSWERS, { id: open.id }, "client1");
    expect(await codeOf(call(DELETE_ANSWER, { id: answer.id }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(ANSWERS, { id: open.id }, "contractor1"))).toBe("NOT_FOUND");
  });
});

describe("workOrderTransitions", () => {
  it("answers the whole table to anyone signed in", async () => {
    const rows = await call(`{ workOrderTransitions { from to } }`, {}, "contractor1");
    expect(rows).toHaveLength(14);
    expect(rows.find((r: Any) => r.from === 10)).toEqual({ from: 10, to: [6, 11] });
  });
});
