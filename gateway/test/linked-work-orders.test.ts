import { sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
const ROW_FIELDS = [
  "WorkOrderId",
  "Reference",
  "DateOpened",
  "ProgressCode",
  "Contractor",
  "Subtrade",
  "WorkOrderType",
  "WorkOrderStatus",
  "lwId",
  "ParentWorkOrderId",
  "ChildWorkOrderId",
];

/** Orders no link names yet (the demo data links a few). */
const UNLINKED = "not exists (select 1 from work_orders.linked_work_order l where wo.id in (l.parent_work_order_id, l.child_work_order_id))";

let staff: string;
let client1: string;
let contractor1: string;
let a: number;
let b: number;
let foreign: number;

beforeAll(async () => {
  [staff, client1, contractor1] = await Promise.all(["operations@example.com", "client@example.com", "contractor@example.com"].map(login));
  const ids = (
    await sql(db(), `select id from work_orders.work_order wo where client_id = 1 and contractor_id = 1 and ${UNLINKED} order by id desc limit 2`)
  ).map((r) => r.id as number);
  [a, b] = ids as [number, number];
  foreign = (
    await sql(db(), `select id from work_orders.work_order wo where client_id = 2 and contractor_id = 2 and ${UNLINKED} order by id desc limit 1`)
  )[0]!.id;
});

describe("api/LinkedWorkOrders", () => {
  let link: number;
  let cross: number;

  it("links two orders (POST), answering the row in the legacy shape, audited on both", async () => {
    const r = await api("POST", "/LinkedWorkOrders", { token: staff, json: { ParentWorkOrderId: a, ChildWorkOrderId: b } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(ROW_FIELDS);
    const [wo] = await sql(
      db(),
      `select wo.ref_no, s.name status, t.name type from work_orders.work_order wo join work_orders.work_order_status s on s.id = wo.work_order_status_id
       join work_orders.work_order_type t on t.id = wo.work_order_type_id where wo.id = $1`,
      [b],
    );
    expect(r.body).toMatchObject({
      WorkOrderId: b,
      Reference: wo!.ref_no,
      WorkOrderStatus: wo!.status,
      WorkOrderType: wo!.type,
      ParentWorkOrderId: a,
      ChildWorkOrderId: b,
    });
    link = r.body.lwId;
    const lines = await sql(
      db(),
      "select entity_id, action_taken from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = any($1) order by id desc limit 2",
      [[String(a), String(b)]],
    );
    expect(lines.map((l) => l.action_taken).sort()).toEqual(
      [`Linked work order WO${String(a).padStart(7, "0")}`, `Linked work order ${wo!.ref_no}`].sort(),
    );
  });

  it("refuses a pair already linked (409, either order), a self-link (400) and a missing order (404)", async () => {
    for (const [p, c] of [
      [a, b],
      [b, a],
    ]) {
      const r = await api("POST", "/LinkedWorkOrders", { token: staff, json: { ParentWorkOrderId: p, ChildWorkOrderId: c } });
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ Message: "These work orders are already linked" });
    }
    const self = await api("POST", "/LinkedWorkOrders", { token: staff, json: { ParentWorkOrderId: a, ChildWorkOrderId: a } });
    expect(self.status).toBe(400);
    expect(self.body.Message).toBe("A work order cannot be linked to itself");
    expect((await api("POST", "/LinkedWorkOrders", { token: staff, json: { ParentWorkOrderId: a, ChildWorkOrderId: 99_999_999 } })).status).toBe(404);
    expect((await api("POST", "/LinkedWorkOrders", { token: staff, json: { ParentWorkOrderId: a } })).status).toBe(400);
  });

  it("lists the links of an order from either side (GET ?workOrderId, paged)", async () => {
    cross = (await api("POST", "/LinkedWorkOrders", { token: staff, json: { ParentWorkOrderId: foreign, ChildWorkOrderId: a } })).body.lwId;
    const fromA = await api("GET", `/LinkedWorkOrders?workOrderId=${a}&page=1&pageSize=20`, { token: staff });
    expect(fromA.status).toBe(200);
    expect(fromA.body.Data.map((d: any) => d.WorkOrderId).sort()).toEqual([b, foreign].sort());
    expect(fromA.body.Total).toBe(2);
    const fromB = await api("GET", `/LinkedWorkOrders?workOrderId=${b}`, { token: staff });
    expect(fromB.body.Data).toEqual([expect.objectContaining({ lwId: link, WorkOrderId: a, ParentWorkOrderId: a, ChildWorkOrderId: b })]);
    const paged = await api("GET", `/LinkedWorkOrders?workOrderId=${a}&page=2&pageSize=1`, { token: staff });
    expect(paged.body.Data).toHaveLength(1);
    expect(paged.body.Total).toBe(2);
  });

  it("shows portal users only links between orders they may see, and refuses them writes", async () => {
    for (const token of [client1, contractor1]) {
      const r = await api("GET", `/LinkedWorkOrders?workOrderId=${a}`, { token });
      expect(r.status).toBe(200);
      expect(r.body.Data.map((d: any) => d.WorkOrderId)).toEqual([b]);
      expect(r.body.Total).toBe(1);
      expect((await api("GET", `/LinkedWorkOrders?workOrderId=${foreign}`, { token })).status).toBe(404);
      expect((await api("POST", "/LinkedWorkOrders", { token, json: { ParentWorkOrderId: a, ChildWorkOrderId: foreign } })).status).toBe(403);
      expect((await api("DELETE", `/LinkedWorkOrders?id=${link}`, { token })).status).toBe(403);
    }
  });

  it("unlinks by id (DELETE ?id and /{id}), audited on both orders", async () => {
    expect((await api("DELETE", `/LinkedWorkOrders?id=${link}`, { token: staff })).body).toEqual({ id: link });
    expect((await api("DELETE", `/LinkedWorkOrders?id=${link}`, { token: staff })).status).toBe(404);
    expect((await api("DELETE", `/LinkedWorkOrders/${cross}`, { token: staff })).status).toBe(200);
    expect((await api("DELETE", "/LinkedWorkOrders", { token: staff })).status).toBe(400);
    expect((await api("GET", `/LinkedWorkOrders?workOrderId=${a}`, { token: staff })).body).toEqual({ Data: [], Total: 0 });
    const [{ line }] = await sql(
      db(),
      "select action_taken as line from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id desc limit 1",
      [String(foreign)],
    );
    expect(line).toBe(`Unlinked work order WO${String(a).padStart(7, "0")}`);
  });
});
