import { gatewayUrl, pdfText, sql } from "@wo/shared/testing";
import { login } from "./http";

/** GET /api/pdf/workorderpdf/{id}: the work-order PDF, streamed from work-orders through the gateway. */
const download = (id: number | string, token?: string) =>
  fetch(`${gatewayUrl()}/api/pdf/workorderpdf/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const db = (text: string) => sql(process.env.TEST_STACK_DB_URL!, text);

let order: { id: number; ref_no: string; issue: string };
let other: { id: number };

beforeAll(async () => {
  [order] = (await db(
    `select id, ref_no, issue from work_orders.work_order where client_id = 1 and contractor_id = 1 and issue is not null order by id limit 1`,
  )) as [typeof order];
  [other] = (await db(`select id from work_orders.work_order where client_id = 2 and contractor_id = 2 order by id limit 1`)) as [typeof other];
});

describe("GET /api/pdf/workorderpdf/{id}", () => {
  it("answers staff the order's PDF, named WorkOrder-<reference>.pdf by Content-Disposition", async () => {
    const res = await download(order.id, await login("admin@example.com"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="WorkOrder-${order.ref_no}.pdf"; filename*=UTF-8''WorkOrder-${order.ref_no}.pdf`,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = (await pdfText(pdf)).join("\n").replace(/\s+/g, " ");
    expect(text).toContain(order.ref_no);
    expect(text).toContain(order.issue.replace(/\s+/g, " "));
  });

  it("answers a client user its own client's orders and a contractor its own; another tenant's order 404 { Message }", async () => {
    const client = await login("client@example.com");
    const contractor = await login("contractor@example.com");
    const status = async (res: Response) => {
      await res.arrayBuffer(); // read to the end: nothing left open
      return res.status;
    };
    expect(await status(await download(order.id, client))).toBe(200);
    expect(await status(await download(order.id, contractor))).toBe(200);
    const refusals: [string, number][] = [
      ["client@example.com", other.id],
      ["contractor@example.com", other.id],
      ["client2@example.com", order.id],
      ["contractor2@example.com", order.id],
    ];
    for (const [email, id] of refusals) {
      const res = await download(id, await login(email));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ Message: "No data found!" });
    }
    expect(await status(await download(other.id, await login("client2@example.com")))).toBe(200);
  });

  it("answers 401 without a token, 404 for a missing order and 400 for an id that is not a number", async () => {
    const none = await download(order.id);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ Message: "Not signed in" });
    const admin = await login("admin@example.com");
    const missing = await download(999999999, admin);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ Message: "No data found!" });
    const bad = await download("abc", admin);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ Message: "Id must name a work order" });
  });

  it("is served at its own path only, not as a /Services page", async () => {
    const res = await fetch(`${gatewayUrl()}/Services/WorkOrderPdf.aspx?id=${order.id}`, {
      headers: { authorization: `Bearer ${await login("admin@example.com")}` },
    });
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});
