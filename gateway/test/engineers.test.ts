import { sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;

const ROW_FIELDS = [
  "id",
  "ContractorId",
  "ContractorName",
  "FirstName",
  "LastName",
  "Mobile",
  "Email",
  "Skills",
  "RegistrationNumber",
  "Active",
  "Name",
];

let admin: string;
let contracts: string;
let sales: string;
let finance: string;
let client1: string;
let contractor1: string;
beforeAll(async () => {
  [admin, contracts, sales, finance, client1, contractor1] = await Promise.all(
    ["admin@example.com", "contracts@example.com", "sales@example.com", "finance@example.com", "client@example.com", "contractor@example.com"].map(
      login,
    ),
  );
});

const created: number[] = [];
afterAll(async () => {
  for (const id of created) await api("DELETE", `/engineer/${id}`, { token: admin });
});

describe("GET api/engineer", () => {
  it("answers every staff user the engineers by last name, with their contractor's name; { Data, Total } when paged", async () => {
    const all = await sql(
      db(),
      "select e.id, e.last_name, c.name contractor from assets.engineer e join assets.contractor c on c.id = e.contractor_id order by e.last_name, e.id",
    );
    expect(all.length).toBeGreaterThanOrEqual(10);
    const r = await api("GET", "/engineer", { token: finance });
    expect(r.status).toBe(200);
    expect(r.body.map((e: any) => e.id)).toEqual(all.map((e) => e.id));
    expect(Object.keys(r.body[0])).toEqual(ROW_FIELDS);
    expect(r.body[0]).toMatchObject({ LastName: all[0]!.last_name, ContractorName: all[0]!.contractor });
    const paged = await api("GET", "/engineer?page=1&pageSize=5", { token: sales });
    expect(paged.body.Total).toBe(all.length);
    expect(paged.body.Data).toHaveLength(5);
  });

  it("filters by contractor and searches names, skills and registration numbers", async () => {
    const two = await api("GET", "/engineer?contractorId=2", { token: sales });
    expect(two.body.length).toBeGreaterThan(0);
    expect(two.body.every((e: any) => e.ContractorId === 2)).toBe(true);
    const gas = await api("GET", "/engineer?search=gas%20safe", { token: sales });
    expect(gas.body.length).toBeGreaterThan(0);
    expect(gas.body.every((e: any) => /GAS SAFE/.test(e.RegistrationNumber))).toBe(true);
    const byName = await api("GET", "/engineer?search=pemberton", { token: sales });
    expect(byName.body.map((e: any) => e.Name)).toEqual(["Craig Pemberton"]);
    const sorted = await api("GET", "/engineer?page=1&pageSize=100&sort=ContractorName_DESC", { token: sales });
    const names = sorted.body.Data.map((e: any) => e.ContractorName);
    expect(names).toEqual([...names].sort().reverse());
  });

  it("answers a contractor user its own engineers only, whatever contractor it names; client users 403", async () => {
    const own = (await sql(db(), "select id from assets.engineer where contractor_id = 1 order by last_name, id")).map((r) => r.id);
    expect(own.length).toBeGreaterThan(0);
    expect((await api("GET", "/engineer", { token: contractor1 })).body.map((e: any) => e.id)).toEqual(own);
    expect((await api("GET", "/engineer?contractorId=2", { token: contractor1 })).body).toEqual([]);
    const [theirs] = await sql(db(), "select id from assets.engineer where contractor_id = 2 limit 1");
    expect((await api("GET", `/engineer/${theirs!.id}`, { token: contractor1 })).status).toBe(404);
    expect((await api("GET", `/engineer/${own[0]}`, { token: contractor1 })).body.id).toBe(own[0]);
    expect((await api("GET", "/engineer", { token: client1 })).status).toBe(403);
    expect((await api("GET", `/engineer/${own[0]}`, { token: client1 })).status).toBe(403);
  });
});

describe("POST, PUT and DELETE api/engineer", () => {
  it("creates, reads, updates and deletes an engineer (customers full), normalising mobile and registration", async () => {
    const blank = await api("GET", "/engineer/0", { token: contracts });
    expect(blank.body).toMatchObject({ id: 0, FirstName: "", LastName: "", ContractorId: null, Active: true });
    const post = await api("POST", "/engineer", {
      token: contracts,
      json: {
        Id: 0,
        ContractorId: 4,
        FirstName: "Owen",
        LastName: "Pritchard",
        Mobile: "07700 900 401",
        Email: "Owen.Pritchard@Example.co.uk",
        Skills: "Flat roofing, single-ply membranes",
        RegistrationNumber: "nfrc 1234",
      },
    });
    expect(post.status).toBe(200);
    created.push(post.body.id);
    const [contractor] = await sql(db(), "select name from assets.contractor where id = 4");
    expect(post.body).toEqual({
      id: expect.any(Number),
      ContractorId: 4,
      ContractorName: contractor!.name,
      FirstName: "Owen",
      LastName: "Pritchard",
      Mobile: "07700900401",
      Email: "owen.pritchard@example.co.uk",
      Skills: "Flat roofing, single-ply membranes",
      RegistrationNumber: "NFRC 1234",
      Active: true,
      Name: "Owen Pritchard",
    });
    expect((await api("GET", `/engineer/${post.body.id}`, { token: finance })).body).toEqual(post.body);
    const put = await api("PUT", `/engineer/${post.body.id}`, {
      token: contracts,
      json: { ...post.body, Active: false, LastName: "Pritchard-Jones" },
    });
    expect(put.body).toMatchObject({ LastName: "Pritchard-Jones", Active: false });
    const [audit] = await sql(
      db(),
      "select action from assets.audit_trail where entity_name = 'Engineer' and entity_id = $1 order by id desc limit 1",
      [String(post.body.id)],
    );
    expect(audit!.action).toBe("Updated");
    expect(await api("DELETE", `/engineer/${post.body.id}`, { token: contracts })).toEqual({
      status: 200,
      body: { id: post.body.id, Message: "Engineer deleted" },
    });
    expect((await api("GET", `/engineer/${post.body.id}`, { token: admin })).status).toBe(404);
  });

  it("refuses a save without contractor or names ('Required fields'), a bad mobile or e-mail, and writes without customers full", async () => {
    expect(await api("POST", "/engineer", { token: contracts, json: { Id: 0, ContractorId: 0, FirstName: "", LastName: "Smith" } })).toEqual({
      status: 400,
      body: { Message: "Required fields", ModelState: { ContractorId: ["Contractor is required"], FirstName: ["First name is required"] } },
    });
    const bad = await api("POST", "/engineer", {
      token: contracts,
      json: { ContractorId: 1, FirstName: "A", LastName: "B", Mobile: "0113 496 0000", Email: "nope" },
    });
    expect(bad).toEqual({
      status: 400,
      body: {
        Message: "Mobile is not a valid UK mobile number\nEmail is not a valid e-mail address",
        ModelState: { Mobile: ["Mobile is not a valid UK mobile number"], Email: ["Email is not a valid e-mail address"] },
      },
    });
    for (const token of [sales, finance, client1, contractor1]) {
      expect((await api("POST", "/engineer", { token, json: { ContractorId: 1, FirstName: "A", LastName: "B" } })).status).toBe(403);
      expect((await api("DELETE", "/engineer/1", { token })).status).toBe(403);
    }
  });
});
