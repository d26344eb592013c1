/**
 * The attacks a security review tried against the running product, and the limits that now stop
 * them: operation limits, field rules for portal users, introspection, headers, the audit trail.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD, errorCode, gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { api, login } from "./http";

const url = () => `${gatewayUrl()}/graphql`;
const db = () => process.env.TEST_STACK_DB_URL!;
const subgraphs = () => JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>;

let admin: string;
let client1: string;
let contractor1: string;

beforeAll(async () => {
  [admin, client1, contractor1] = await Promise.all([login("admin@example.com"), login("client@example.com"), login("contractor@example.com")]);
});

/** A GraphQL POST whose HTTP status and headers matter. */
const post = (query: string, token?: string, variables: Record<string, unknown> = {}, to = url()) => graphql<any>(to, query, variables, token);

describe("operation limits", () => {
  it("refuses one request holding 300 aliased searches, before any of them runs", async () => {
    const fields = Array.from({ length: 300 }, (_, i) => `s${i}: workOrders(page: 1, pageSize: 1000, search: "ab") { totalCount }`).join("\n");
    const r = await post(`{ ${fields} }`, client1);
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    // so long a document is refused while parsing, past the token limit
    expect(r.errors![0]).toMatchObject({ message: expect.stringMatching(/more tha\w? 2000 tokens/), extensions: { code: "GRAPHQL_PARSE_FAILED" } });
    const sixteen = Array.from({ length: 16 }, (_, i) => `s${i}: workOrders(pageSize: 1000, search: "ab") { totalCount }`).join(" ");
    const aliased = await post(`{ ${sixteen} }`, client1);
    expect(aliased.status).toBe(400);
    expect(aliased.errors!.map((e) => e.message)).toContain("Syntax Error: Aliases limit of 15 exceeded, found 16.");
    expect(errorCode(aliased)).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("refuses a few large pages in one request by their cost, and admits one", async () => {
    const page = `workOrders(pageSize: 1000, search: "ab") { totalCount nodes { id refNo client { name } site { name } contact { fullName } } }`;
    const three = await post(`{ a: ${page} b: ${page} c: ${page} }`, admin);
    expect(three.status).toBe(400);
    expect(three.errors![0]).toMatchObject({
      message: expect.stringMatching(/over the limit of 10000/),
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    const ten = Array.from({ length: 10 }, (_, i) => `s${i}: workOrders(pageSize: 1000, search: "ab") { totalCount }`).join(" ");
    expect((await post(`{ ${ten} }`, admin)).status).toBe(400);
    const one = await post(`{ ${page} }`, admin);
    expect(one.status).toBe(200);
    expect(one.errors).toBeUndefined();
    expect(one.data.workOrders.nodes.length).toBe(Math.min(1000, one.data.workOrders.totalCount));
  });

  it("serves a legitimate 1,000-row page, by GraphQL with its references and through the REST shim", async () => {
    const r = await post(
      `{ workOrders(pageSize: 1000) { totalCount nodes { id refNo client { name } site { name postCode } contractor { name } subTrade { name } contact { fullName } } } }`,
      admin,
    );
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    expect(r.data.workOrders.nodes).toHaveLength(1000);
    expect(r.data.workOrders.nodes.every((n: any) => n.site.name)).toBe(true);
    const rest = await api("POST", "/WorkOrders/main", { token: admin, json: { pageSize: 1000 } });
    expect(rest.status).toBe(200);
    expect(rest.body.Data).toHaveLength(1000);
  });

  it("refuses more than ten root fields, and documents past the token limit", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `c${i}: workOrderCounters { open }`).join(" ");
    const r = await post(`{ ${eleven} }`, admin);
    expect(r.status).toBe(400);
    expect(r.errors![0]!.message).toBe("An operation may hold at most 10 root fields.");
    const long = await post(`{ me { ${"kind ".repeat(2100)} } }`, admin);
    expect(long.status).toBe(400);
    expect(long.errors![0]).toMatchObject({
      message: expect.stringMatching(/more tha\w? 2000 tokens/),
      extensions: { code: "GRAPHQL_PARSE_FAILED" },
    });
  });

  it("checks one password per request at most: aliased sign-ins are refused unheard, by GraphQL and at the subgraph", async () => {
    const victim = "alias-attack@example.com";
    const guesses = Array.from(
      { length: 30 },
      (_, i) => `g${i}: signIn(input: { email: "${victim}", password: "guess${i}" }) { error { code } }`,
    ).join(" ");
    const tried = async () =>
      Number((await sql(db(), "select count(*) as n from identity.audit_trail where action_taken like $1", [`%${victim}%`]))[0]!.n);
    for (const to of [url(), subgraphs().identity!]) {
      const r = await post(`mutation { ${guesses} }`, undefined, {}, to);
      expect(r.status).toBe(400);
      expect(r.errors!.map((e) => e.message)).toContain("An operation may hold only one sign-in.");
      const spelt = await post(
        `mutation { signIn ,(input: { email: "${victim}", password: "x" }) { error { code } } again: signInWithRememberToken(input: { token: "${"t".repeat(40)}" }) { error { code } } }`,
        undefined,
        {},
        to,
      );
      expect(spelt.errors!.map((e) => e.message)).toContain("An operation may hold only one sign-in.");
    }
    expect(await tried()).toBe(0);
    // one sign-in alone is heard, and recorded: the count above could see it
    await post(`mutation { signIn(input: { email: "${victim}", password: "guess" }) { error { code } } }`);
    expect(await tried()).toBe(1);
  });

  it("takes no batches, and no persisted-query hash but the web app's own (a caller cannot register one)", async () => {
    const batch = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify([{ query: "{ me { kind } }" }, { query: "{ me { kind } }" }]),
    });
    expect(batch.status).toBe(400);
    const persisted = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: "a".repeat(64) } } }),
    });
    const body = (await persisted.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    // sent with a document, the hash is not kept for later (no automatic persisted queries)
    const query = "{ me { kind } }";
    const sha256Hash = createHash("sha256").update(query).digest("hex");
    const withText = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
    });
    await withText.text();
    const again = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash } } }),
    });
    expect(((await again.json()) as typeof body).errors[0]!.extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });
});

describe("field rules for portal users", () => {
  it("refuses a contractor its client's contract and the order's commercial amounts, by the list and by the look-up", async () => {
    const r = await graphql<any>(
      url(),
      `
        {
          workOrders(pageSize: 5) {
            nodes {
              id
              client {
                contractValue
                renewalDate
                customer
              }
            }
          }
        }
      `,
      {},
      contractor1,
    );
    expect(errorCode(r)).toBe("FORBIDDEN");
    expect(r.errors![0]!.message).toMatch(/Client\.(contractValue|renewalDate|customer) is not available to contractor users/);
    expect(JSON.stringify(r.data ?? {})).not.toMatch(/1250000|contractValue":"/);
    for (const field of ["estimatedCost", "approvedCost", "invoiceAmount", "supersededCostPrice"]) {
      const w = await graphql<any>(url(), `{ workOrders(pageSize: 5) { nodes { id ${field} } } }`, {}, contractor1);
      expect([field, errorCode(w), w.data?.workOrders ?? null]).toEqual([field, "FORBIDDEN", null]);
    }
    // what a contractor does read of them
    const ok = await graphql<any>(
      url(),
      `
        {
          workOrders(pageSize: 5) {
            nodes {
              id
              actualCost
              missingInfo
              client {
                id
                name
              }
              site {
                name
                postCode
                asbestosWarning
              }
            }
          }
        }
      `,
      {},
      contractor1,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data.workOrders.nodes[0].client.name).toEqual(expect.any(String));
  });

  it("refuses a client the contractor's costs and the internal fields, and shows it its own contract", async () => {
    for (const field of ["actualCost", "callOutCost", "missingInfo", "estimatedCost", "smsNumber", "allContractorIds"]) {
      const w = await graphql<any>(url(), `{ workOrders(pageSize: 5) { nodes { id ${field} } } }`, {}, client1);
      expect([field, errorCode(w)]).toEqual([field, "FORBIDDEN"]);
    }
    const own = await graphql<any>(
      url(),
      `
        {
          client(id: 1) {
            name
            contractValue
            renewalDate
          }
        }
      `,
      {},
      client1,
    );
    expect(own.errors).toBeUndefined();
    expect(own.data.client.contractValue).toEqual(expect.any(String));
  });

  it("refuses sorting and filtering on a column the viewer may not read (it would tell its values)", async () => {
    const sorted = await graphql(
      url(),
      `
        {
          workOrders(sort: [{ field: ESTIMATED_COST, direction: DESC }]) {
            totalCount
          }
        }
      `,
      {},
      contractor1,
    );
    expect(errorCode(sorted)).toBe("FORBIDDEN");
    const filtered = await graphql(
      url(),
      `
        {
          workOrders(filters: [{ field: ACTUAL_COST, operator: GT, value: "100" }]) {
            totalCount
          }
        }
      `,
      {},
      client1,
    );
    expect(errorCode(filtered)).toBe("FORBIDDEN");
    expect((await api("POST", "/WorkOrders/main", { token: client1, json: { sort: "EstimatedCost_DESC" } })).status).toBe(403);
    expect(
      errorCode(
        await graphql(
          url(),
          `
            {
              workOrders(sort: [{ field: ESTIMATED_COST }]) {
                totalCount
              }
            }
          `,
          {},
          admin,
        ),
      ),
    ).toBeUndefined();
  });

  it("answers portal users' legacy calls without the fields they may not read", async () => {
    const [id] = (await api("POST", "/WorkOrders/main", { token: contractor1, json: { pageSize: 1 } })).body.Data.map((r: any) => r.id);
    const model = await api("GET", `/WorkOrders/${id}`, { token: contractor1 });
    expect(model.status).toBe(200);
    expect(model.body).toHaveProperty("ActualCost");
    for (const key of ["EstimatedCost", "ApprovedCost", "InvoiceAmount", "SupersededCostPrice", "AllContractorIds"])
      expect(model.body).not.toHaveProperty(key);
    const staff = await api("GET", `/WorkOrders/${id}`, { token: admin });
    expect(staff.body).toHaveProperty("EstimatedCost");
    const row = (await api("POST", "/WorkOrders/main", { token: client1, json: { pageSize: 1 } })).body.Data[0];
    expect(row).not.toHaveProperty("EstimatedCost");
  });
});

describe("what the outside can learn", () => {
  it("keeps introspection off, and the federation SDL of each subgraph with it", async () => {
    const r = await post(`{ __schema { types { name } } }`, admin);
    expect(r.errors![0]!.message).toMatch(/introspection/i);
    for (const [name, to] of Object.entries(subgraphs())) {
      const sdl = await post(`{ _service { sdl } }`, admin, {}, to);
      expect([name, sdl.errors?.[0]?.extensions?.code]).toEqual([name, "FORBIDDEN"]);
    }
  });

  it("publishes the API schema to signed-in users only", async () => {
    const anonymous = await fetch(`${gatewayUrl()}/graphql/schema.graphql`);
    expect(anonymous.status).toBe(401);
    const signedIn = await fetch(`${gatewayUrl()}/graphql/schema.graphql`, { headers: { authorization: `Bearer ${client1}` } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toBe(fs.readFileSync(path.resolve(__dirname, "../../schema/api.graphql"), "utf8"));
  });

  it("suggests no field names", async () => {
    const r = await post(`{ workOrderz { totalCount } }`, admin);
    expect(r.status).toBe(400);
    expect(r.errors![0]!.message).not.toMatch(/Did you mean/);
  });

  it("sends the security headers on /api and /graphql too", async () => {
    for (const res of [
      await fetch(`${gatewayUrl()}/api/WorkOrders/Counters`, { headers: { authorization: `Bearer ${admin}` } }),
      await post(`{ me { kind } }`, admin),
      await fetch(`${gatewayUrl()}/api/nowhere`),
    ]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=/);
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("answers unknown and wrong-password sign-ins alike", async () => {
    const unknown = await api("POST", "/authorise/login", { json: { Email: "nobody-here@example.com", Password: DEMO_PASSWORD } });
    const wrong = await api("POST", "/authorise/login", { json: { Email: "engineering@example.com", Password: "Wrong-1234" } });
    expect(unknown).toEqual(wrong);
  });
});

describe("the audit trail", () => {
  it("is append-only in every service: updates, deletes and truncation are refused by the database", async () => {
    for (const schema of ["identity", "assets", "work_orders", "billing"]) {
      await sql(
        db(),
        `insert into ${schema}.audit_trail (entity_name, entity_id, action, action_taken, action_by_name) values ('Test', '1', 'Created', 'append-only probe', 'Test')`,
      );
      for (const statement of [
        `update ${schema}.audit_trail set action_taken = 'rewritten'`,
        `delete from ${schema}.audit_trail`,
        `truncate ${schema}.audit_trail`,
      ]) {
        await expect(sql(db(), statement)).rejects.toThrow(/append-only/);
      }
      const [row] = await sql(db(), `select count(*) as n from ${schema}.audit_trail where action_taken = 'append-only probe'`);
      expect([schema, Number(row!.n)]).toEqual([schema, 1]);
    }
  });
});
