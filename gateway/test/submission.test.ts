import { sql, tokenFor, viewers } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;

let admin: string;
let client1: string;
let contractor: string;
let contractor2: string;
/**
 * The orders made here are of a client and a contractor that no other suite signs in as (the tenancy
 * suite counts clients 1 and 2's and contractors 1 and 2's orders while it runs): the first others
 * of the demo, their users' tokens signed as identity would.
 */
const demo = { client: 0, contractor: 0, site: 0 };

beforeAll(async () => {
  [admin, client1, contractor2] = await Promise.all(["admin@example.com", "client@example.com", "contractor2@example.com"].map(login));
  const [site] = await sql(db(), "select id, client_id from assets.site where client_id not in (1, 2) order by client_id, id limit 1");
  const [other] = await sql(db(), "select id from assets.contractor where id not in (1, 2) and active order by id limit 1");
  Object.assign(demo, { client: site!.client_id, site: site!.id, contractor: other!.id });
  contractor = await tokenFor(viewers.contractor(demo.contractor));
});

const created: number[] = [];
// the orders made here go again: other suites count the demo's work orders
afterAll(async () => {
  if (!created.length) return;
  await sql(db(), "delete from billing.work_order_cost where work_order_id = any($1::int[])", [created]);
  await sql(db(), "delete from work_orders.document where entity_name = 'WorkOrder' and entity_id = any($1::int[])", [created]);
  await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [created]);
});

/** An order of the demo's client for its contractor in a status, with costs logged (billing's counters) and a job sheet when asked. */
async function order(status: number, o: { logged?: string; time?: number; jobSheet?: boolean; estimated?: string } = {}): Promise<number> {
  const [row] = await sql(
    db(),
    `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, all_contractor_ids, work_order_type_id, work_order_status_id,
       issue, estimated_cost) values (now(), $1, $2, $3, array[$3::int], 1, $4, 'Submission over REST', $5) returning id`,
    [demo.client, demo.site, demo.contractor, status, o.estimated ?? "150"],
  );
  const id = row!.id as number;
  created.push(id);
  if (o.logged || o.time) {
    await sql(db(), "insert into billing.work_order_cost (work_order_id, time_entries, total_hours_cost) values ($1, $2, $3)", [
      id,
      o.time ?? 0,
      o.logged ?? "0",
    ]);
  }
  if (o.jobSheet) {
    await sql(
      db(),
      `insert into work_orders.document (entity_name, entity_id, document_type_id, original_filename, storage_key, content_type, size, uploaded_by_name, date_uploaded)
       values ('WorkOrder', $1, 1, 'job-sheet.pdf', 'test/none', 'application/pdf', 10, 'Test', now())`,
      [id],
    );
  }
  return id;
}

const status = async (id: number) => (await sql(db(), "select work_order_status_id as s from work_orders.work_order where id = $1", [id]))[0]!.s;

describe("PUT /api/WorkOrders/Complete?id", () => {
  it("answers code 2011 with the cost question when costs are logged", async () => {
    const id = await order(2, { logged: "1234.5", time: 1 });
    const r = await api("PUT", `/WorkOrders/Complete?id=${id}`, { token: contractor });
    expect(r).toEqual({
      status: 200,
      body: { Code: 2011, Message: "Costs of £1,234.50 are logged on this work order. Do you want to submit them for payment?" },
    });
    expect(await status(id)).toBe(7);
    // the contractor reads its order's actual cost and what is missing (portals §3, the contractor view)
    const model = await api("GET", `/WorkOrders/${id}`, { token: contractor });
    expect(model.body).toMatchObject({ ActualCost: 1234.5, MissingInfo: "*JobSheet*", WorkOrderStatusId: 7 });
    expect(model.body).not.toHaveProperty("SupersededCostPrice");
  });

  it("answers 'Work order marked as complete' when nothing is logged", async () => {
    const id = await order(5);
    expect(await api("PUT", `/WorkOrders/Complete?id=${id}`, { token: admin })).toEqual({
      status: 200,
      body: { Message: "Work order marked as complete" },
    });
  });

  it("answers 409 for a move the order's status does not allow, 404 for another contractor's or no order, 403 for a client, 401 without a token", async () => {
    const quote = await order(3);
    expect(await api("PUT", `/WorkOrders/Complete?id=${quote}`, { token: contractor })).toMatchObject({
      status: 409,
      body: { Message: "A work order cannot go from Awaiting Quote to Completed" },
    });
    const open = await order(2);
    expect((await api("PUT", `/WorkOrders/Complete?id=${open}`, { token: contractor2 })).status).toBe(404);
    expect((await api("PUT", `/WorkOrders/Complete?id=99999999`, { token: admin })).status).toBe(404);
    expect((await api("PUT", `/WorkOrders/Complete?id=${open}`, { token: client1 })).status).toBe(403);
    expect((await api("PUT", `/WorkOrders/Complete?id=${open}`, {})).status).toBe(401);
    expect((await api("PUT", `/WorkOrders/Complete?id=x`, { token: admin })).status).toBe(400);
    expect(await status(open)).toBe(2);
  });
});

describe("PUT /api/WorkOrders/Submitted?id", () => {
  it("submits: 'Your costs have been submitted'", async () => {
    const id = await order(7, { logged: "99.99", time: 2, jobSheet: true });
    expect(await api("PUT", `/WorkOrders/Submitted?id=${id}`, { token: contractor })).toEqual({
      status: 200,
      body: { Message: "Your costs have been submitted" },
    });
    const model = await api("GET", `/WorkOrders/${id}`, { token: admin });
    expect(model.body).toMatchObject({ WorkOrderStatusId: 12, ActualCost: 99.99, MissingInfo: null, SupersededCostPrice: null });
  });

  it("answers 409 while information is missing or nothing is logged, 404 for another contractor's order", async () => {
    const missing = await order(7);
    expect(await api("PUT", `/WorkOrders/Submitted?id=${missing}`, { token: contractor })).toMatchObject({
      status: 409,
      body: { Message: "Costs cannot be submitted while information is missing: no time is logged, no job sheet is attached" },
    });
    const nothing = await order(7, { time: 1, jobSheet: true });
    expect(await api("PUT", `/WorkOrders/Submitted?id=${nothing}`, { token: contractor })).toMatchObject({
      status: 409,
      body: { Message: "There are no logged costs to submit" },
    });
    const ready = await order(7, { logged: "10", time: 1, jobSheet: true });
    expect((await api("PUT", `/WorkOrders/Submitted?id=${ready}`, { token: contractor2 })).status).toBe(404);
    expect((await api("PUT", `/WorkOrders/Submitted?id=${ready}`, { token: client1 })).status).toBe(403);
    expect(await status(ready)).toBe(7);
  });
});

describe("PUT /api/WorkOrders/SubmittedAmmend", () => {
  it("refuses a price not above 0 with 'Amended price must be greater than 0', and no reason with 'Required fields'", async () => {
    const id = await order(7, { logged: "100", time: 1, jobSheet: true });
    for (const NewPrice of [0, -5, "", "abc", null]) {
      expect([
        NewPrice,
        await api("PUT", "/WorkOrders/SubmittedAmmend", { token: contractor, json: { WorkOrderId: id, NewPrice, Reason: "Parts" } }),
      ]).toEqual([
        NewPrice,
        expect.objectContaining({ status: 400, body: expect.objectContaining({ Message: "Amended price must be greater than 0" }) }),
      ]);
    }
    expect(await api("PUT", "/WorkOrders/SubmittedAmmend", { token: contractor, json: { WorkOrderId: id, NewPrice: 120, Reason: " " } })).toEqual({
      status: 400,
      body: { Message: "Required fields", ModelState: { Reason: ["Reason is required"] } },
    });
    expect(await status(id)).toBe(7);
  });

  it("submits at the amended price: the superseded price and the reason for staff to see", async () => {
    const id = await order(7, { logged: "100", time: 1, jobSheet: true });
    expect(
      await api("PUT", "/WorkOrders/SubmittedAmmend", { token: contractor, json: { WorkOrderId: id, NewPrice: "112.505", Reason: "Extra parts" } }),
    ).toEqual({ status: 200, body: { Message: "Your costs have been submitted" } });
    const model = await api("GET", `/WorkOrders/${id}`, { token: admin });
    expect(model.body).toMatchObject({
      WorkOrderStatusId: 12,
      ActualCost: 112.505,
      SupersededCostPrice: 100,
      SupersededReason: "Extra parts",
      OverBudget: false,
    });
    expect(
      (await api("PUT", "/WorkOrders/SubmittedAmmend", { token: contractor2, json: { WorkOrderId: id, NewPrice: 1, Reason: "x" } })).status,
    ).toBe(404);
    expect((await api("PUT", "/WorkOrders/SubmittedAmmend", { token: client1, json: { WorkOrderId: id, NewPrice: 1, Reason: "x" } })).status).toBe(
      403,
    );
  });
});

describe("the work order's computed cost fields over REST", () => {
  it("answers OverBudget from the logged total against the estimate", async () => {
    const id = await order(7, { logged: "150.01", estimated: "150" });
    expect((await api("GET", `/WorkOrders/${id}`, { token: admin })).body).toMatchObject({ OverBudget: true, MissingInfo: "*Time* *JobSheet*" });
  });
});
