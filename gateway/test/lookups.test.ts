import { lookupList } from "@wo/shared";
import { gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { api, login } from "./http";

let admin: string;
let client1: string;
beforeAll(async () => {
  [admin, client1] = await Promise.all([login("admin@example.com"), login("client@example.com")]);
});

it("answers the work-order lookups as lists of id and Name", async () => {
  const statuses = await api("GET", "/WorkOrderStatus", { token: admin });
  expect(statuses.body).toHaveLength(14);
  expect(statuses.body[0]).toEqual({ id: 1, Name: "Awaiting Response" });
  expect((await api("GET", "/WorkOrderTypes", { token: admin })).body.map((t: any) => t.Name)).toEqual([
    "Reactive",
    "Quote",
    "PPM",
    "Remedial Works",
  ]);
  expect((await api("GET", "/ProgressCodes", { token: admin })).body[3]).toEqual({ id: 4, Name: "No Access to Site" });
  expect((await api("GET", "/MethodOfRequests", { token: admin })).body.map((t: any) => t.Name)).toEqual([
    "Email",
    "Telephone",
    "Client Portal",
    "Other",
  ]);
});

it("answers identity's and billing's lookups", async () => {
  expect((await api("GET", "/UserTypes", { token: admin })).body.slice(0, 3)).toEqual([
    { id: 1, Name: "Administrator" },
    { id: 2, Name: "Client" },
    { id: 3, Name: "Contractor" },
  ]);
  expect((await api("GET", "/Departments", { token: admin })).body).toHaveLength(8);
  expect((await api("GET", "/BillingItemTypes", { token: admin })).body[0]).toEqual({ id: 1, Name: "Labour" });
});

it("answers the assets lookups within the caller's tenancy", async () => {
  // at least the four demo clients: other suites create more (gateway/test/clients.test.ts)
  expect((await api("GET", "/Clients", { token: admin })).body.length).toBeGreaterThanOrEqual(4);
  expect((await api("GET", "/Clients", { token: client1 })).body).toEqual([{ id: 1, Name: "Harbour Retail Group" }]);
  const sites = (await api("GET", "/customers/Locations?customerId=0", { token: admin })).body;
  // the 36 demo sites, and any another suite has just made
  expect(sites.length).toBe(Number((await sql(process.env.TEST_STACK_DB_URL!, "select count(*) n from assets.site"))[0]!.n));
  expect(sites.length).toBeGreaterThanOrEqual(36);
  const ownSites = (await api("GET", "/Sites?clientId=2", { token: client1 })).body;
  expect(ownSites).toHaveLength(14);
  const parents = (await api("GET", "/Trades/ParentTrade", { token: admin })).body;
  const hvac = parents.find((p: any) => p.Name === "HVAC");
  expect((await api("GET", `/Trades/SubTrade?parentId=${hvac.id}`, { token: admin })).body.map((s: any) => s.Name)).toEqual([
    "Air Conditioning",
    "Boilers",
    "Ventilation",
  ]);
  expect((await api("GET", "/Contractors/Dropdown", { token: client1 })).status).toBe(403);
});

it("answers every declared lookup at each of its legacy paths: its Query field's rows, in order, as id and Name", async () => {
  for (const l of lookupList().filter((x) => x.rest?.length)) {
    const fields = l.legacyFields ?? ["id", "name"];
    const r = await graphql<Record<string, Record<string, unknown>[]>>(
      `${gatewayUrl()}/graphql`,
      `{ ${l.field} { ${fields.join(" ")} } }`,
      {},
      admin,
    );
    const rows = r.data![l.field]!;
    expect([l.field, rows.length > 0]).toEqual([l.field, true]);
    const legacy = rows.map((row) => ({
      ...(l.legacyId ? { id: row[l.legacyId] } : {}),
      ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k === "id" ? k : k[0]!.toUpperCase() + k.slice(1), v])),
    }));
    for (const path of l.rest!) {
      const body = (await api("GET", path, { token: admin })).body as Record<string, unknown>[];
      expect([path, body]).toEqual([path, legacy]);
      // every lookup's rows answer id and Name, whatever its key (issue 20: GET /api/ServiceLevels had no id)
      for (const row of body) expect([path, Object.keys(row).slice(0, 1), typeof row.Name]).toEqual([path, ["id"], "string"]);
    }
  }
});

it("answers the service levels (the SLA codes) with an id, the code, as every lookup answers id and Name", async () => {
  const levels = (await api("GET", "/ServiceLevels", { token: client1 })).body;
  expect(levels[0]).toEqual({ id: "A", Code: "A", Name: expect.any(String), ResponseHours: expect.any(Number) });
  expect(levels.map((l: { id: string; Code: string }) => l.id)).toEqual(levels.map((l: { Code: string }) => l.Code));
});

it("answers the work-order dropdowns in one call", async () => {
  const r = await api("GET", "/WorkOrders/Dropdowns", { token: admin });
  expect(Object.keys(r.body)).toEqual(["WorkOrderTypes", "WorkOrderStatus", "Clients", "CapitalCodes", "FinancialCodes"]);
  expect(r.body.FinancialCodes[4]).toEqual({ id: 5, Name: "Capital Expenditure" });
});

it("answers 404 in JSON for a call it does not know", async () => {
  const r = await api("GET", "/NoSuchThing", { token: admin });
  expect(r.status).toBe(404);
  expect(r.body.Message).toMatch(/No HTTP resource was found/);
});

it("answers the work-order lookups of §7 with the spec's values: progress, capital and financial codes, query reasons, contract statuses", async () => {
  expect((await api("GET", "/ProgressCodes", { token: client1 })).body).toEqual([
    { id: 1, Name: "2nd Visit Required – Parts on Order" },
    { id: 2, Name: "2nd Visit Required – Quote Required" },
    { id: 3, Name: "2nd Visit Required – Uplift Required" },
    { id: 4, Name: "No Access to Site" },
    { id: 5, Name: "Complete" },
  ]);
  // financial code 5 is the one that makes a capital code required (§5), 1 the reactive default
  const financial = (await api("GET", "/FinancialCodes", { token: admin })).body;
  expect(financial.map((f: any) => f.id)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(financial[0]).toEqual({ id: 1, Name: "Reactive Maintenance" });
  expect(financial[4]).toEqual({ id: 5, Name: "Capital Expenditure" });
  const capital = (await api("GET", "/CapitalCodes", { token: admin })).body;
  expect(capital).toHaveLength(4);
  expect(capital.every((c: any) => Object.keys(c).join() === "id,Name" && c.Name)).toBe(true);
  const reasons = (await api("GET", "/FinancialCodes/Querytexts", { token: admin })).body;
  expect(reasons.length).toBeGreaterThan(0);
  expect(reasons[0]).toEqual({ id: 1, Name: "Costs exceed the approved quote" });
  expect((await api("GET", "/ContractStatuses", { token: client1 })).body).toEqual([
    { id: 1, Name: "Draft" },
    { id: 2, Name: "Active" },
    { id: 3, Name: "Suspended" },
    { id: 4, Name: "Expired" },
  ]);
  // the finance lookups are staff's
  for (const path of ["/FinancialCodes", "/CapitalCodes", "/FinancialCodes/Querytexts"]) {
    expect([path, (await api("GET", path, { token: client1 })).status]).toEqual([path, 403]);
  }
});
