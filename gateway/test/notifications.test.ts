import { sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;

let staff: string;
let admin: string;
let client1: string;
let contractor1: string;
let withContractor: number;
let withoutContractor: number;

beforeAll(async () => {
  [staff, admin, client1, contractor1] = await Promise.all(
    ["operations@example.com", "admin@example.com", "client@example.com", "contractor@example.com"].map(login),
  );
  withContractor = (await sql(db(), "select id from work_orders.work_order where contractor_id = 1 order by id desc limit 1"))[0]!.id;
  withoutContractor = (await sql(db(), "select id from work_orders.work_order where contractor_id is null order by id desc limit 1"))[0]!.id;
});

describe("POST api/pdf/resendWOemailwithpdf", () => {
  it("queues the contractor's e-mail again and answers 'Notification sent!'; the legacy fixed credentials are ignored", async () => {
    const r = await api("POST", "/pdf/resendWOemailwithpdf", { token: staff, json: { id: withContractor, user: "pdfuser", password: "fixed" } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      Message: "Notification sent!",
      Sent: [expect.objectContaining({ Channel: "EMAIL", Recipient: expect.stringContaining("@") })],
    });
    const [m] = await sql(db(), "select reason, channel from work_orders.outbox_message where id = $1", [r.body.Sent[0].Id]);
    expect(m).toEqual({ reason: "resend", channel: "email" });
  });

  it("refuses an order without a contractor with the reason (400), a missing order 404, a missing id 400", async () => {
    const r = await api("POST", "/pdf/resendWOemailwithpdf", { token: admin, json: { id: withoutContractor } });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe("This work order has no contractor to notify");
    expect((await api("POST", "/pdf/resendWOemailwithpdf", { token: admin, json: { id: 99_999_999 } })).status).toBe(404);
    expect((await api("POST", "/pdf/resendWOemailwithpdf", { token: admin, json: {} })).status).toBe(400);
  });

  it("is for staff: portal users 403, no token 401", async () => {
    for (const token of [client1, contractor1]) {
      expect((await api("POST", "/pdf/resendWOemailwithpdf", { token, json: { id: withContractor } })).status).toBe(403);
    }
    expect((await api("POST", "/pdf/resendWOemailwithpdf", { json: { id: withContractor } })).status).toBe(401);
  });
});
