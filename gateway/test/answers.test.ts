import { sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;

let admin: string;
let client1: string;
let client2: string;
let contractor1: string;
const demo: Record<string, number> = {};
const created: number[] = [];

beforeAll(async () => {
  [admin, client1, client2, contractor1] = await Promise.all(
    ["admin@example.com", "client@example.com", "client2@example.com", "contractor@example.com"].map(login),
  );
  demo.site1 = (await sql(db(), "select id from assets.site where client_id = 1 order by id limit 1"))[0]!.id;
  demo.subTrade = (await sql(db(), "select id from assets.trade where parent_trade_id is not null order by id limit 1"))[0]!.id;
});
// the orders made here go again: other suites count the demo's work orders
afterAll(async () => {
  if (created.length) await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [created]);
});

/** A request of client 1, raised by `token`, with answers. */
async function request(token = admin, extra: Record<string, unknown> = {}) {
  const r = await api("POST", "/WorkOrders", {
    token,
    json: {
      ClientId: 1,
      SiteId: demo.site1,
      SubTradeId: demo.subTrade,
      WorkOrderTypeId: 1,
      Issue: "Door will not lock",
      AsRequest: true,
      Answers: [{ QuestionContent: "Is the site secure?", AnswerContent: "No" }],
      ...extra,
    },
  });
  expect(r.status).toBe(200);
  created.push(r.body.id);
  return r.body as { id: number; Version: number };
}

describe("GET /api/Answers", () => {
  it("answers a work order's answers by path (a list) and by workOrderId ({ Data, Total })", async () => {
    const wo = await request();
    const byPath = await api("GET", `/Answers/${wo.id}`, { token: admin });
    expect(byPath.status).toBe(200);
    expect(byPath.body).toEqual([{ id: expect.any(Number), WorkOrderId: wo.id, QuestionContent: "Is the site secure?", AnswerContent: "No" }]);
    const byQuery = await api("GET", `/Answers?workOrderId=${wo.id}`, { token: admin });
    expect(byQuery.body).toEqual({ Data: byPath.body, Total: 1 });
    expect((await api("GET", "/Answers", { token: admin })).body).toEqual({ Data: [], Total: 0 });
    expect((await api("GET", "/Answers/99999999", { token: admin })).status).toBe(404);
    expect((await api("GET", "/Answers/abc", { token: admin })).status).toBe(400);
  });

  it("answers 404 to a portal user for another tenant's work order", async () => {
    const wo = await request();
    expect((await api("GET", `/Answers/${wo.id}`, { token: client1 })).status).toBe(200);
    expect((await api("GET", `/Answers/${wo.id}`, { token: client2 })).status).toBe(404);
    expect((await api("GET", `/Answers?workOrderId=${wo.id}`, { token: client2 })).status).toBe(404);
    expect((await api("GET", `/Answers/${wo.id}`, { token: contractor1 })).status).toBe(404);
  });
});

describe("POST, PUT and DELETE /api/Answers", () => {
  it("adds, changes and removes an answer, each audited on the work order", async () => {
    const wo = await request();
    const added = await api("POST", "/Answers", {
      token: admin,
      json: { WorkOrderId: wo.id, QuestionContent: "Access code?", AnswerContent: "1234" },
    });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: expect.any(Number), WorkOrderId: wo.id, QuestionContent: "Access code?", AnswerContent: "1234" });
    const changed = await api("PUT", `/Answers/${added.body.id}`, {
      token: admin,
      json: { WorkOrderId: wo.id, QuestionContent: "Access code?", AnswerContent: "4321" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.AnswerContent).toBe("4321");
    const removed = await api("DELETE", `/Answers/${added.body.id}`, { token: admin });
    expect(removed).toEqual({ status: 200, body: { id: added.body.id } });
    expect((await api("DELETE", `/Answers/${added.body.id}`, { token: admin })).status).toBe(404);
    const lines = await sql(db(), "select action_taken from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id", [
      String(wo.id),
    ]);
    expect(lines.map((l) => l.action_taken).slice(1)).toEqual([
      "Added the answer to 'Access code?'",
      "Changed the answer to 'Access code?'",
      "Removed the answer to 'Access code?'",
    ]);
  });

  it("answers 400 'Required fields' when a question or answer is empty", async () => {
    const wo = await request();
    const r = await api("POST", "/Answers", { token: admin, json: { WorkOrderId: wo.id, QuestionContent: "Floor?", AnswerContent: "" } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ Message: "Required fields", ModelState: { AnswerContent: ["Answer is required"] } });
    const viaSave = await api("POST", "/WorkOrders", {
      token: admin,
      json: {
        ClientId: 1,
        SiteId: demo.site1,
        SubTradeId: demo.subTrade,
        WorkOrderTypeId: 1,
        Issue: "x",
        Answers: [{ QuestionContent: "", AnswerContent: "y" }],
      },
    });
    expect(viaSave.status).toBe(400);
    expect(viaSave.body.ModelState).toEqual({ "Answers.0.questionContent": ["Question is required"] });
  });

  it("lets a client user change answers on its own request only; contractors never", async () => {
    const own = await request(client1);
    const added = await api("POST", "/Answers", { token: client1, json: { WorkOrderId: own.id, QuestionContent: "Pets?", AnswerContent: "A dog" } });
    expect(added.status).toBe(200);
    expect(
      (await api("PUT", `/Answers/${added.body.id}`, { token: client2, json: { WorkOrderId: own.id, QuestionContent: "x", AnswerContent: "y" } }))
        .status,
    ).toBe(404);
    expect((await api("DELETE", `/Answers/${added.body.id}`, { token: client2 })).status).toBe(404);
    expect((await api("POST", "/Answers", { token: client2, json: { WorkOrderId: own.id, QuestionContent: "x", AnswerContent: "y" } })).status).toBe(
      404,
    );
    expect((await api("DELETE", `/Answers/${added.body.id}`, { token: contractor1 })).status).toBe(403);
    expect(
      (await api("POST", "/Answers", { token: contractor1, json: { WorkOrderId: own.id, QuestionContent: "x", AnswerContent: "y" } })).status,
    ).toBe(403);
    // once converted, the order is no longer the client's to change
    expect((await api("POST", `/WorkOrders/ApproveAndConvert/${own.id}`, { token: admin })).status).toBe(200);
    expect((await api("DELETE", `/Answers/${added.body.id}`, { token: client1 })).status).toBe(403);
    const [row] = await sql(db(), "select answer_content from work_orders.answer where id = $1", [added.body.id]);
    expect(row).toEqual({ answer_content: "A dog" });
    expect((await api("DELETE", `/Answers/${added.body.id}`, { token: admin })).status).toBe(200);
  });
});
