/**
 * Cross-tenant tests for every GraphQL root field a client or contractor user may call, and for
 * every legacy REST call. A field or shim added without a probe here fails the guard tests below:
 * tenancy is checked for everything portal users can reach, not for what someone remembered.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { errorCode, gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { allShims } from "../src/rest";
import { api, login } from "./http";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const SERVICES = ["identity", "assets", "work-orders", "billing"];

type Who = "client1" | "client2" | "contractor1" | "contractor2" | "admin";
const EMAILS: Record<Who, string> = {
  client1: "client@example.com",
  client2: "client2@example.com",
  contractor1: "contractor@example.com",
  contractor2: "contractor2@example.com",
  admin: "admin@example.com",
};
const tokens = {} as Record<Who, string>;
const gql = (who: Who, query: string, variables: Record<string, unknown> = {}) => graphql<any>(`${gatewayUrl()}/graphql`, query, variables, tokens[who]);
const rest = (who: Who, method: string, p: string, json?: unknown) => api(method, p, { token: tokens[who], json });
const db = () => process.env.TEST_STACK_DB_URL!;

/** Records of each tenant, read from the stack's database. */
const ids = {} as {
  woOfClient1: number;
  woOfClient2: number;
  woOfContractor1: number;
  woOfContractor2: number;
  siteOfClient1: number;
  siteOfClient2: number;
  userOfClient1: number;
  userOfClient2: number;
  userOfContractor2: number;
};

beforeAll(async () => {
  for (const who of Object.keys(EMAILS) as Who[]) tokens[who] = await login(EMAILS[who]);
  const one = async (text: string) => Number((await sql(db(), text))[0]!.id);
  ids.woOfClient1 = await one("select id from work_orders.work_order where client_id = 1 order by id limit 1");
  ids.woOfClient2 = await one("select id from work_orders.work_order where client_id = 2 order by id limit 1");
  ids.woOfContractor1 = await one("select id from work_orders.work_order where contractor_id = 1 order by id limit 1");
  ids.woOfContractor2 = await one("select id from work_orders.work_order where contractor_id = 2 order by id limit 1");
  ids.siteOfClient1 = await one("select id from assets.site where client_id = 1 order by id limit 1");
  ids.siteOfClient2 = await one("select id from assets.site where client_id = 2 order by id limit 1");
  ids.userOfClient1 = await one("select id from identity.app_user where email = 'client@example.com'");
  ids.userOfClient2 = await one("select id from identity.app_user where email = 'client2@example.com'");
  ids.userOfContractor2 = await one("select id from identity.app_user where email = 'contractor2@example.com'");
});

/** The same answer for every tenant: reference data, nobody's own. */
async function sameForEveryone(query: string, restPath?: string) {
  const answers = await Promise.all((["client1", "client2", "contractor1", "contractor2"] as Who[]).map((w) => gql(w, query)));
  for (const a of answers) expect(a.errors).toBeUndefined();
  for (const a of answers) expect(a.data).toEqual(answers[0]!.data);
  if (restPath) {
    const [a, b] = await Promise.all([rest("client1", "GET", restPath), rest("contractor2", "GET", restPath)]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  }
}

const WO_LIST = `query($search: String, $siteId: Int) { workOrders(pageSize: 1000, search: $search, siteId: $siteId) { totalCount nodes { id clientId contractorId site { id name } } } }`;

/** Cross-tenant probes, by root field. Each tries to reach another tenant's data and must fail. */
const PROBES: Record<string, () => Promise<void>> = {
  // identity
  "Query.me": async () => {
    expect((await gql("client1", `{ me { clientId user { id } } }`)).data.me).toEqual({ clientId: 1, user: { id: ids.userOfClient1 } });
    expect((await gql("client2", `{ me { clientId } }`)).data.me.clientId).toBe(2);
    expect((await gql("contractor2", `{ me { contractorId clientId } }`)).data.me).toEqual({ contractorId: 2, clientId: null });
  },
  "Query.userTypes": () => sameForEveryone(`{ userTypes { id name code } }`, "/UserTypes"),
  "Query.departments": () => sameForEveryone(`{ departments { id name } }`, "/Departments"),
  "Query.gridState": async () => {
    await gql("client1", `mutation { saveGridState(input: { gridData: "client1's grid" }) { id } }`);
    expect((await gql("client2", `{ gridState { gridData } }`)).data.gridState?.gridData).not.toBe("client1's grid");
    expect((await gql("client1", `{ gridState { gridData } }`)).data.gridState.gridData).toBe("client1's grid");
  },
  "Query.gridStateById": async () => {
    const saved = (await gql("client1", `mutation { saveGridState(input: { grid: "tenancy", gridData: "secret" }) { id } }`)).data.saveGridState;
    expect(errorCode(await gql("client2", `query($id: Int!) { gridStateById(id: $id) { gridData } }`, { id: saved.id }))).toBe("NOT_FOUND");
    expect((await rest("contractor1", "POST", `/users/getstate/${saved.id}`)).status).toBe(404);
  },
  "Mutation.saveGridState": async () => {
    const saved = (await gql("client1", `mutation { saveGridState(input: { grid: "overwrite", gridData: "mine" }) { id } }`)).data.saveGridState;
    // another user naming that id must not overwrite it
    const r = await gql("client2", `mutation($id: Int) { saveGridState(input: { id: $id, grid: "overwrite", gridData: "theirs" }) { id } }`, { id: saved.id });
    expect(r.data?.saveGridState?.id).not.toBe(saved.id);
    expect((await rest("client2", "POST", "/users/viewstate", { Id: saved.id, GridData: "x" })).body.id).not.toBe(saved.id);
    expect((await gql("client1", `query($id: Int!) { gridStateById(id: $id) { gridData } }`, { id: saved.id })).data.gridStateById.gridData).toBe("mine");
  },
  "Mutation.renewSession": async () => {
    const renewed = (await gql("contractor1", `mutation { renewSession { accessToken me { contractorId } } }`)).data.renewSession;
    expect(renewed.me.contractorId).toBe(1);
  },
  "Query.user": async () => {
    expect(errorCode(await gql("client1", `query($id: Int!) { user(id: $id) { email } }`, { id: ids.userOfClient2 }))).toBe("NOT_FOUND");
    expect((await rest("client1", "GET", `/Users/${ids.userOfClient2}`)).status).toBe(404);
    expect((await rest("client1", "GET", `/Users/${ids.userOfClient1}`)).body.Email).toBe("client@example.com");
  },
  "Query.userOptions": async () => {
    expect(errorCode(await gql("client1", `{ userOptions(entityName: "Client", entityId: 2) { id } }`))).toBe("FORBIDDEN");
    expect((await rest("client1", "GET", "/Users/Dropdown?entityId=2&entityName=Client")).status).toBe(403);
    expect((await rest("contractor1", "GET", "/Users/Dropdown?entityId=2&entityName=Contractor")).status).toBe(403);
    expect((await rest("client1", "GET", "/Users/Dropdown?entityId=1&entityName=Client")).status).toBe(200);
  },
  "Query.contactName": async () => {
    expect(errorCode(await gql("client1", `query($id: Int!) { contactName(id: $id) { fullName } }`, { id: ids.userOfClient2 }))).toBe("NOT_FOUND");
    expect((await rest("contractor1", "GET", `/Users/contactname/${ids.userOfContractor2}`)).status).toBe(404);
  },
  "Mutation.saveUser": async () => {
    const r = await gql("client1", `mutation($id: Int) { saveUser(input: { id: $id, firstName: "Hacked", lastName: "X", email: "client2@example.com" }) { user { id } } }`, {
      id: ids.userOfClient2,
    });
    expect(errorCode(r)).toBe("FORBIDDEN");
    const form = { Id: String(ids.userOfClient2), FirstName: "Hacked", LastName: "X", Email: "client2@example.com" };
    expect((await api("POST", "/Users/", { token: tokens.client1, form })).status).toBe(403);
    expect((await sql(db(), "select first_name from identity.app_user where id = $1", [ids.userOfClient2]))[0]!.first_name).toBe("Robert");
  },
  "Mutation.resetPassword": async () => {
    expect(errorCode(await gql("client1", `mutation($id: Int!) { resetPassword(input: { userId: $id, newPassword: "Takeover!1" }) { ok } }`, { id: ids.userOfClient2 }))).toBe(
      "FORBIDDEN",
    );
    expect((await rest("contractor1", "POST", "/authorise/ResetPassword", { id: ids.userOfContractor2, newPassword: "Takeover!1" })).status).toBe(403);
  },
  "Query.biReports": async () => {
    await rest("admin", "POST", "/BIReports", {
      UserProfileId: ids.userOfClient1,
      Name: "Client 1 estate",
      EmbedCode: '<iframe src="https://app.powerbi.com/reportEmbed?reportId=c1"></iframe>',
    });
    const theirs = (await gql("client2", `query($u: Int) { biReports(userId: $u) { name } }`, { u: ids.userOfClient1 })).data.biReports;
    expect(theirs.map((r: any) => r.name)).not.toContain("Client 1 estate");
    expect((await rest("client2", "GET", `/ClientPortal/Reports?userId=${ids.userOfClient1}`)).body).toEqual([]);
    expect((await rest("client1", "GET", "/ClientPortal/Reports")).body.map((r: any) => r.Name)).toContain("Client 1 estate");
  },
  "Query.biReport": async () => {
    const [r] = await sql(db(), "select id from identity.bi_report where user_id = $1 limit 1", [ids.userOfClient1]);
    if (!r) throw new Error("Query.biReports' probe makes client 1's report first");
    expect(errorCode(await gql("client2", `query($id: Int!) { biReport(id: $id) { name } }`, { id: r.id }))).toBe("NOT_FOUND");
    expect((await rest("contractor1", "GET", `/BIReports/${r.id}`)).status).toBe(404);
  },
  // assets
  "Query.clientList": async () => {
    expect((await gql("client1", `{ clientList { id } }`)).data.clientList).toEqual([{ id: 1 }]);
    expect((await rest("client2", "GET", "/Clients")).body.map((c: any) => c.id)).toEqual([2]);
    expect((await rest("client2", "GET", "/Clients/Active")).body.map((c: any) => c.id)).toEqual([2]);
    expect(errorCode(await gql("contractor1", `{ clientList { id } }`))).toBe("FORBIDDEN");
  },
  "Query.client": async () => {
    expect(errorCode(await gql("client1", `{ client(id: 2) { name } }`))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor1", `{ client(id: 1) { name } }`))).toBe("FORBIDDEN");
  },
  "Query.siteList": async () => {
    const sites = (await gql("client1", `{ siteList(clientId: 2) { clientId } }`)).data.siteList;
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((s: any) => s.clientId === 1)).toBe(true);
    for (const p of ["/Sites?clientId=2", "/CustomerSites?clientId=2", "/customers/Locations?customerId=0"]) {
      const names = (await rest("client1", "GET", p)).body.map((s: any) => s.id);
      expect(names).toContain(ids.siteOfClient1);
      expect(names).not.toContain(ids.siteOfClient2);
    }
    expect((await rest("contractor1", "GET", "/Sites?clientId=1")).status).toBe(403);
  },
  "Query.site": async () => {
    expect(errorCode(await gql("client1", `query($id: Int!) { site(id: $id) { name } }`, { id: ids.siteOfClient2 }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor1", `query($id: Int!) { site(id: $id) { name } }`, { id: ids.siteOfClient1 }))).toBe("FORBIDDEN");
  },
  "Query.contractor": async () => {
    expect(errorCode(await gql("contractor1", `{ contractor(id: 2) { name } }`))).toBe("NOT_FOUND");
    expect((await gql("contractor2", `{ contractor(id: 2) { name } }`)).data.contractor.name).toBe("Brightwater Plumbing & Heating");
  },
  "Query.trades": () => sameForEveryone(`{ trades { id name } }`, "/Trades/ParentTrade"),
  // work-orders
  "Query.workOrders": async () => {
    for (const [who, key, id] of [["client1", "clientId", 1], ["client2", "clientId", 2], ["contractor1", "contractorId", 1], ["contractor2", "contractorId", 2]] as const) {
      const page = (await gql(who, WO_LIST)).data.workOrders;
      expect(page.nodes.length).toBeGreaterThan(0);
      expect(page.nodes.every((n: any) => n[key] === id)).toBe(true);
      const r = await rest(who, "POST", "/WorkOrders/main", { pageSize: 1000 });
      expect(r.body.Total).toBe(page.totalCount);
      expect(r.body.Data.every((n: any) => n[key === "clientId" ? "ClientId" : "ContractorId"] === id)).toBe(true);
      const requests = await rest(who, "POST", "/WorkOrders/requests", { pageSize: 1000 });
      expect(requests.body.Data.every((n: any) => n[key === "clientId" ? "ClientId" : "ContractorId"] === id)).toBe(true);
    }
    // through another tenant's site, by id or by name
    expect((await gql("client1", WO_LIST, { siteId: ids.siteOfClient2 })).data.workOrders.totalCount).toBe(0);
    expect((await rest("client1", "GET", `/WorkOrders?siteId=${ids.siteOfClient2}`)).body).toEqual({ Data: [], Total: 0 });
    const [site2] = await sql(db(), "select name from assets.site where id = $1", [ids.siteOfClient2]);
    expect((await gql("client1", WO_LIST, { search: site2!.name })).data.workOrders.totalCount).toBe(0);
  },
  "Query.workOrder": async () => {
    const Q = `query($id: Int!) { workOrder(id: $id) { id } }`;
    expect(errorCode(await gql("client1", Q, { id: ids.woOfClient2 }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor1", Q, { id: ids.woOfContractor2 }))).toBe("NOT_FOUND");
    expect((await rest("client2", "GET", `/WorkOrders/${ids.woOfClient1}`)).status).toBe(404);
    expect((await rest("contractor2", "GET", `/WorkOrders/${ids.woOfContractor1}`)).status).toBe(404);
    expect((await rest("client1", "GET", `/WorkOrders/${ids.woOfClient1}`)).status).toBe(200);
  },
  "Query.workOrderCounters": async () => {
    const count = async (col: string, id: number) =>
      Number((await sql(db(), `select count(*) as n from work_orders.work_order where ${col} = $1 and work_order_status_id = 2`, [id]))[0]!.n);
    expect((await gql("client2", `{ workOrderCounters { open } }`)).data.workOrderCounters.open).toBe(await count("client_id", 2));
    expect((await rest("contractor2", "GET", "/WorkOrders/Counters")).body.OpenCounter).toBe(await count("contractor_id", 2));
  },
  "Query.workOrderStatuses": () => sameForEveryone(`{ workOrderStatuses { id name } }`, "/WorkOrderStatus"),
  "Query.workOrderTypes": () => sameForEveryone(`{ workOrderTypes { id name } }`, "/WorkOrderTypes"),
  "Query.progressCodes": () => sameForEveryone(`{ progressCodes { id name } }`, "/ProgressCodes"),
  "Query.methodsOfRequest": () => sameForEveryone(`{ methodsOfRequest { id name } }`, "/MethodOfRequests"),
  "Query.slaCodes": () => sameForEveryone(`{ slaCodes { code name } }`),
  // billing
  "Query.billingStatuses": () => sameForEveryone(`{ billingStatuses { id name } }`),
  "Query.billingItemTypes": () => sameForEveryone(`{ billingItemTypes { id name } }`, "/BillingItemTypes"),
  "Query.logMaterialTypes": () => sameForEveryone(`{ logMaterialTypes { id name } }`, "/LogMaterialTypes"),
};

/** Fields anyone may call without a token: they carry no tenant's data. */
const PUBLIC_FIELDS = new Set(["Mutation.signIn", "Mutation.signInWithRememberToken", "Mutation.checkSession", "Mutation.signOut"]);

interface Rule {
  public?: boolean;
  adminOnly?: boolean;
  audience?: string[];
}

async function portalFields(): Promise<string[]> {
  const out: string[] = [];
  for (const s of SERVICES) {
    const { stdout } = await run(process.execPath, [path.join(ROOT, "services", s, "dist", "main.js"), "access-rules"], { cwd: ROOT });
    for (const [field, rule] of Object.entries(JSON.parse(stdout) as Record<string, Rule>)) {
      const portal = rule.public || rule.audience?.some((a) => a === "client" || a === "contractor");
      if (portal && !PUBLIC_FIELDS.has(field)) out.push(field);
    }
  }
  return out.sort();
}

describe("tenancy guard", () => {
  it("has a cross-tenant probe for every root field a client or contractor user may call", async () => {
    const missing = (await portalFields()).filter((f) => !PROBES[f]);
    expect(missing).toEqual([]);
  }, 60_000);

  it("knows every legacy REST call: tenant data behind a probed field, or none at all", () => {
    // the probes above call these shims; the rest carry no tenant's data (sign-in, reference lookups) or are for staff only
    const probedOrSafe = new Set([
      "post /authorise/login", "post /authorise/iamauth", "post /authorise/Logout", "post /authorise/ResetPassword",
      "post /users/viewstate", "post /users/getstate/:viewstate",
      "get /Users", "get /Users/Dropdown", "get /Users/contactname/:id", "get /Users/:id", "post /Users", "delete /Users/:id",
      "get /UserInSites", "post /UserInSites", "delete /UserInSites/:id",
      "get /BIReports", "get /ClientPortal/Reports", "get /BIReports/:id", "post /BIReports", "put /BIReports/:id", "delete /BIReports/:id",
      "get /AuditTrails",
      "post /WorkOrders/main", "post /WorkOrders/requests", "get /WorkOrders", "get /WorkOrders/Counters", "get /WorkOrders/:id",
      "get /WorkOrderStatus", "get /WorkOrderTypes", "get /ProgressCodes", "get /MethodOfRequests", "get /CapitalCodes",
      "get /FinancialCodes", "get /FinancialCodes/Querytexts", "get /UserTypes", "get /Departments", "get /BillingItemTypes",
      "get /LogMaterialTypes", "get /Clients", "get /Clients/Active", "get /Sites", "get /CustomerSites", "get /customers/Locations",
      "get /Contractors/Dropdown", "get /Trades/ParentTrade", "get /Trades/Parent", "get /Trades/SubTrade", "get /Trades/Child",
      "get /WorkOrders/Dropdowns",
    ]);
    const unknown = allShims.map((s) => `${s.method} ${s.path}`).filter((k) => !probedOrSafe.has(k));
    expect(unknown).toEqual([]);
  });

  it("keeps staff-only calls from portal users", async () => {
    for (const [method, p] of [
      ["GET", "/Users"], ["GET", "/AuditTrails"], ["GET", "/UserInSites?contactId=1"], ["GET", "/Contractors/Dropdown"],
      ["GET", "/CapitalCodes"], ["GET", "/FinancialCodes"], ["GET", "/FinancialCodes/Querytexts"], ["DELETE", "/Users/5"],
      ["POST", "/BIReports"], ["DELETE", "/BIReports/1"], ["DELETE", "/UserInSites/1"],
    ] as const) {
      const body = method === "POST" ? { UserProfileId: 1, Name: "x", EmbedCode: '<iframe src="https://app.powerbi.com/r"></iframe>' } : undefined;
      for (const who of ["client1", "contractor1"] as Who[]) expect([method, p, (await rest(who, method, p, body)).status]).toEqual([method, p, 403]);
    }
  });
});

describe("cross-tenant probes", () => {
  for (const [field, probe] of Object.entries(PROBES)) it(field, probe, 30_000);
});
