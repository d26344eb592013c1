import { sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
const WEEK = `date_trunc('week', now() at time zone 'Europe/London') at time zone 'Europe/London'`;

let admin: string;
let client1: string;
let contractor1: string;
beforeAll(async () => {
  [admin, client1, contractor1] = await Promise.all(["admin@example.com", "client@example.com", "contractor@example.com"].map(login));
});

/** The dashboard's figures counted from the orders themselves (other suites change orders meanwhile: read around the call). */
async function counted(client: number | null) {
  const c = client == null ? "" : ` and client_id = ${client}`;
  const [row] = await sql(
    db(),
    `select (select count(*)::int from work_orders.work_order where work_order_status_id in (1,2,3,4) and due_date < now()${c}) as overdue,
      (select count(*)::int from work_orders.work_order where date_opened >= ${WEEK}${c}) as logged,
      (select count(*)::int from work_orders.work_order where date_closed >= ${WEEK}${c}) as closed`,
  );
  return row as { overdue: number; logged: number; closed: number };
}

describe("GET api/Dashboard", () => {
  it("answers staff the four counters and the last 12 weeks, as counting the orders would", async () => {
    let r;
    let e;
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await counted(null);
      r = await api("GET", "/Dashboard", { token: admin });
      e = await counted(null);
      if (JSON.stringify(before) === JSON.stringify(e)) break;
    }
    expect(r!.status).toBe(200);
    expect(Object.keys(r!.body)).toEqual([
      "OverdueWorkOrders",
      "OverdueWorkOrderAverage",
      "WorkOrdersLoggedThisWeek",
      "WorkOrdersClosedThisWeek",
      "Weeks",
    ]);
    expect(r!.body.OverdueWorkOrders).toBe(e!.overdue);
    expect(r!.body.OverdueWorkOrders).toBeGreaterThan(0);
    expect(r!.body.OverdueWorkOrderAverage).toBeGreaterThan(0);
    expect(Number.isInteger(r!.body.OverdueWorkOrderAverage * 10)).toBe(true);
    expect(r!.body.WorkOrdersLoggedThisWeek).toBe(e!.logged);
    expect(r!.body.WorkOrdersClosedThisWeek).toBe(e!.closed);
    expect(r!.body.Weeks).toHaveLength(12);
    expect(Object.keys(r!.body.Weeks[0])).toEqual(["WeekStart", "Logged", "Closed"]);
    const last = r!.body.Weeks[11];
    expect(new Date(last.WeekStart).toLocaleString("en-GB", { timeZone: "Europe/London", weekday: "long", hour: "2-digit", minute: "2-digit" })).toBe(
      "Monday 00:00",
    );
    expect(last).toMatchObject({ Logged: e!.logged, Closed: e!.closed });
  });

  it("scopes a client user to its own client and refuses contractor users (403)", async () => {
    const r = await api("GET", "/Dashboard", { token: client1 });
    expect(r.status).toBe(200);
    const e = await counted(1);
    const all = await counted(null);
    expect(r.body.OverdueWorkOrders).toBe(e.overdue);
    expect(r.body.OverdueWorkOrders).toBeLessThan(all.overdue);
    expect(r.body.WorkOrdersLoggedThisWeek).toBe(e.logged);
    expect((await api("GET", "/Dashboard", { token: contractor1 })).status).toBe(403);
  });
});

describe("GET api/dashboard/recentworkorders", () => {
  it("answers the orders named, in the order given, as grid rows", async () => {
    const ids = (await sql(db(), "select id from work_orders.work_order where client_id = 1 order by id limit 3")).map((x) => x.id as number);
    const [foreign] = (await sql(db(), "select id from work_orders.work_order where client_id = 2 order by id limit 1")).map((x) => x.id as number);
    const order = [ids[2]!, foreign!, ids[0]!, ids[1]!];
    const r = await api("GET", `/dashboard/recentworkorders?ids=${order.join(",")}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(4);
    expect(r.body.Data.map((d: any) => d.id)).toEqual(order);
    expect(r.body.Data[0]).toMatchObject({ RefNo: `WO${String(order[0]).padStart(7, "0")}`, Reference: `WO${String(order[0]).padStart(7, "0")}` });
    // a client user sees its own only; a contractor none
    const mine = await api("GET", `/dashboard/recentworkorders?ids=${order.join(",")}`, { token: client1 });
    expect(mine.body).toMatchObject({ Total: 3 });
    expect(mine.body.Data.map((d: any) => d.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect("EstimatedCost" in mine.body.Data[0]).toBe(false);
    expect((await api("GET", `/dashboard/recentworkorders?ids=${ids[0]}`, { token: contractor1 })).status).toBe(403);
  });

  it("answers no ids with an empty list, and refuses more than 10 or a bad id (400)", async () => {
    expect((await api("GET", "/dashboard/recentworkorders", { token: admin })).body).toEqual({ Data: [], Total: 0 });
    expect((await api("GET", "/dashboard/recentworkorders?ids=", { token: admin })).body).toEqual({ Data: [], Total: 0 });
    expect(
      (await api("GET", `/dashboard/recentworkorders?ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(",")}`, { token: admin })).status,
    ).toBe(400);
    expect((await api("GET", "/dashboard/recentworkorders?ids=1,abc", { token: admin })).status).toBe(400);
  });
});
