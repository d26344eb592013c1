import { sql } from "@wo/shared/testing";
import { api, login, withSteadyCount } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;

const ROW_FIELDS = [
  "id",
  "Name",
  "ShortName",
  "Contact",
  "Telephone",
  "OOHTelephone",
  "Email",
  "Active",
  "NormalStart",
  "NormalFinish",
  "OOHOneStart",
  "OOHOneFinish",
  "OOHTwoStart",
  "OOHTwoFinish",
  "OOHThreeStart",
  "OOHThreeFinish",
];

let admin: string;
let contracts: string;
let sales: string;
let client1: string;
let contractor1: string;
beforeAll(async () => {
  [admin, contracts, sales, client1, contractor1] = await Promise.all(
    ["admin@example.com", "contracts@example.com", "sales@example.com", "client@example.com", "contractor@example.com"].map(login),
  );
});

const created: number[] = [];
// the contractors made here are removed again: other suites count the demo contractors
afterAll(async () => {
  for (const id of created) await api("DELETE", `/Contractors/${id}`, { token: admin });
});

async function createContractor(name: string, extra: Record<string, unknown> = {}) {
  const r = await api("POST", "/Contractors", { token: contracts, json: { Id: 0, Name: name, ...extra } });
  expect(r.status).toBe(200);
  created.push(r.body.id);
  return r.body;
}

describe("GET api/Contractors", () => {
  it("answers { Data, Total } when paged, by name, rows in the legacy shape", async () => {
    // other suites (the data import) may add contractors meanwhile
    const contractors = async () => ((await sql(db(), "select count(*)::int as n from assets.contractor"))[0] as { n: number }).n;
    const { n, value: r } = await withSteadyCount(contractors, () => api("GET", "/Contractors?page=1&pageSize=5", { token: sales }));
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(n);
    expect(r.body.Data).toHaveLength(5);
    expect(Object.keys(r.body.Data[0]).sort()).toEqual([...ROW_FIELDS].sort());
    const names = r.body.Data.map((c: any) => c.Name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it("searches, filters active, sorts by legacy names; unpaged answers the rows as a list", async () => {
    const r = await api("GET", "/Contractors?page=1&pageSize=20&search=apex&sort=Email_DESC", { token: sales });
    expect(r.body.Data).toEqual([
      expect.objectContaining({
        Name: "Apex Building Services Ltd",
        NormalStart: "08:00",
        NormalFinish: "17:30",
        OOHTwoStart: "22:00",
        OOHTwoFinish: "06:00",
      }),
    ]);
    const inactive = await api("GET", "/Contractors?active=false", { token: sales });
    expect(inactive.status).toBe(200);
    expect(inactive.body.map((c: any) => c.Name)).toEqual(["Drainmaster UK"]);
    for (const sort of ["Name_ASC", "Contact_DESC", "Telephone_ASC", "OOHTelephone_ASC", "Email_ASC", "Active_DESC"]) {
      expect((await api("GET", `/Contractors?page=1&pageSize=3&sort=${sort}`, { token: sales })).status).toBe(200);
    }
    expect((await api("GET", "/Contractors?page=1&sort=Nope_ASC", { token: sales })).status).toBe(400);
  });

  it("is refused to portal users", async () => {
    expect((await api("GET", "/Contractors?page=1", { token: client1 })).status).toBe(403);
    expect((await api("GET", "/Contractors?page=1", { token: contractor1 })).status).toBe(403);
  });

  it("keeps the drop-down", async () => {
    const r = await api("GET", "/Contractors/Dropdown", { token: sales });
    expect(r.status).toBe(200);
    expect(r.body[0]).toEqual({ id: expect.any(Number), Name: expect.any(String) });
  });
});

describe("GET api/Contractors/{id}", () => {
  it("answers the model, a blank one for id 0; a contractor user only its own", async () => {
    const one = await api("GET", "/Contractors/1", { token: sales });
    expect(one.status).toBe(200);
    expect(Object.keys(one.body).sort()).toEqual([...ROW_FIELDS].sort());
    const blank = await api("GET", "/Contractors/0", { token: sales });
    expect(blank.body).toMatchObject({ id: 0, Name: "", Active: true, NormalStart: null });
    expect((await api("GET", "/Contractors/1", { token: contractor1 })).status).toBe(200);
    expect((await api("GET", "/Contractors/2", { token: contractor1 })).status).toBe(404);
    expect((await api("GET", "/Contractors/999999", { token: sales })).status).toBe(404);
  });
});

describe("GET api/Contractors/ClientPortal/{contractorId}", () => {
  it("answers a client user the contractors on its own work, 404 for others", async () => {
    const rows = await sql(db(), "select distinct contractor_id as id from work_orders.work_order where client_id = 1 and contractor_id is not null");
    const mine = new Set(rows.map((r) => Number(r.id)));
    const all = (await sql(db(), "select id from assets.contractor order by id")).map((r) => Number(r.id));
    const own = all.find((id) => mine.has(id))!;
    const r = await api("GET", `/Contractors/ClientPortal/${own}`, { token: client1 });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(own);
    const other = all.find((id) => !mine.has(id));
    if (other) expect((await api("GET", `/Contractors/ClientPortal/${other}`, { token: client1 })).status).toBe(404);
  });
});

describe("POST, PUT and DELETE api/Contractors", () => {
  it("creates, updates and deletes; checks the rules with the spec's message", async () => {
    const c = await createContractor("Gateway Test Electrical", { Email: "jobs@gte.example.co.uk", NormalStart: "07:30", NormalFinish: "16:30" });
    expect(c).toMatchObject({ Name: "Gateway Test Electrical", NormalStart: "07:30", NormalFinish: "16:30", Active: true });
    const u = await api("PUT", `/Contractors/${c.id}`, {
      token: contracts,
      form: { Name: "Gateway Test Electrical", Active: "false", OOHOneStart: "22:00", OOHOneFinish: "06:00" },
    });
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ id: c.id, Active: false, NormalStart: null, OOHOneStart: "22:00", OOHOneFinish: "06:00" });
    const required = await api("POST", "/Contractors", { token: contracts, json: { Id: 0, Name: "" } });
    expect(required.status).toBe(400);
    expect(required.body.Message).toBe("Required fields");
    const dup = await api("POST", "/Contractors", { token: contracts, json: { Id: 0, Name: "gateway test ELECTRICAL" } });
    expect(dup.status).toBe(400);
    expect(dup.body.Message).toBe("A contractor with this name already exists");
    const del = await api("DELETE", `/Contractors/${c.id}`, { token: contracts });
    expect(del.status).toBe(200);
    expect((await api("GET", `/Contractors/${c.id}`, { token: contracts })).status).toBe(404);
  });

  it("answers 409 with what uses a contractor, and deletes nothing", async () => {
    const r = await api("DELETE", "/Contractors/1", { token: contracts });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ Message: "This contractor has work orders: it cannot be removed" });
    expect(await sql(db(), "select 1 from assets.contractor where id = 1")).toHaveLength(1);
  });

  it("writes need customers at full", async () => {
    expect((await api("POST", "/Contractors", { token: sales, json: { Name: "Nope Ltd" } })).status).toBe(403);
    expect((await api("DELETE", "/Contractors/1", { token: contractor1 })).status).toBe(403);
  });
});

describe("GET /Services/ExportContractors.aspx", () => {
  it("streams the grid's rows as XLSX to staff, refuses portal users", async () => {
    const { gatewayUrl } = await import("@wo/shared/testing");
    const res = await fetch(`${gatewayUrl()}/Services/ExportContractors.aspx?search=apex`, { headers: { authorization: `Bearer ${sales}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toMatch(/contractors-\d{4}-\d{2}-\d{2}\.xlsx/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    const refused = await fetch(`${gatewayUrl()}/Services/ExportContractors.aspx`, { headers: { authorization: `Bearer ${client1}` } });
    expect(refused.status).toBe(403);
  });
});
