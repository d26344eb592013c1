/**
 * API keys for machines (issue 26), against the running stack: an administrator makes keys, a
 * reporting tool reads with one (GraphQL, the legacy REST, an export), is refused every change, and
 * a revoked, expired or over-limit key is refused on its very next call; every call is counted.
 */
import { createHash } from "node:crypto";
import ExcelJS from "exceljs";
import { errorCode, gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { login, withSteadyCount } from "./http";

const stackDb = () => process.env.TEST_STACK_DB_URL!;
const identityUrl = () => (JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>).identity!;
const workOrdersUrl = () => (JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>)["work-orders"]!;

let admin: string;
let finance: string;

beforeAll(async () => {
  [admin, finance] = await Promise.all([login("admin@example.com"), login("finance@example.com")]);
});

const CREATE = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) {
  secret
  key { id name prefix scope clientId clientName userId userName writes rateLimitPerMinute expiresAt createdByName lastUsedAt callsToday revokedAt active }
  error { code message fieldErrors { field message } } } }`;
const REVOKE = `mutation($id: Int!) { revokeApiKey(id: $id) { key { id revokedAt revokedByName active } error { code message } } }`;
const LIST = `query($search: String) { apiKeys(search: $search, pageSize: 100) { totalCount nodes { id name prefix scope lastUsedAt callsToday revokedAt active createdByName } } }`;

type KeyInput = {
  name: string;
  scope: "REPORTING" | "REST";
  clientId?: number;
  userId?: number;
  writes?: boolean;
  expiresAt?: string;
  rateLimitPerMinute?: number;
};

/** A key made by the administrator: its secret and row. */
async function makeKey(input: KeyInput): Promise<{ secret: string; id: number; prefix: string }> {
  const r = await graphql(`${gatewayUrl()}/graphql`, CREATE, { input }, admin);
  expect(r.errors).toBeUndefined();
  expect(r.data!.createApiKey.error).toBeNull();
  const { secret, key } = r.data!.createApiKey;
  return { secret, id: key.id, prefix: key.prefix };
}

/** A GraphQL call presenting a key, as X-Api-Key (default) or as a Bearer value. */
const withKey = (key: string, query: string, variables?: Record<string, unknown>, as: "header" | "bearer" = "header") =>
  graphql(`${gatewayUrl()}/graphql`, query, variables, as === "bearer" ? key : undefined, as === "header" ? { "x-api-key": key } : {});

/** A legacy REST or export call presenting a key. */
async function restWithKey(key: string, method: string, path: string, json?: unknown) {
  const res = await fetch(`${gatewayUrl()}${path}`, {
    method,
    headers: { "x-api-key": key, ...(json !== undefined ? { "content-type": "application/json" } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return res;
}

const PAGE = `query($pageSize: Int!) { workOrders(pageSize: $pageSize) { totalCount nodes { id refNo clientId client { name } site { name } } } }`;
const workOrderCount = async (clientId?: number) =>
  (
    await sql<{ n: number }>(
      stackDb(),
      `select count(*)::int as n from work_orders.work_order${clientId ? " where client_id = $1" : ""}`,
      clientId ? [clientId] : [],
    )
  )[0]!.n;

describe("making keys", () => {
  it("an administrator makes a key and sees its secret once; only its hash is kept; the list never shows it; the trail records it", async () => {
    const r = await graphql(`${gatewayUrl()}/graphql`, CREATE, { input: { name: "Power BI – finance", scope: "REPORTING" } }, admin);
    const { secret, key, error } = r.data!.createApiKey;
    expect(error).toBeNull();
    expect(secret).toMatch(/^wok_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.slice(4, 12)).toBe(key.prefix);
    expect(key).toMatchObject({
      name: "Power BI – finance",
      scope: "REPORTING",
      clientId: null,
      writes: false,
      active: true,
      createdByName: "Alex Morgan",
    });
    expect(key.rateLimitPerMinute).toBeGreaterThan(0);

    const [row] = await sql(stackDb(), "select * from identity.api_key where id = $1", [key.id]);
    expect(row!.secret_hash).toBe(createHash("sha256").update(secret).digest("hex"));
    const randomPart = secret.slice(13);
    expect(JSON.stringify(row)).not.toContain(randomPart);

    // never readable again: the list has no field for it, and nothing it answers holds it
    const list = await graphql(`${gatewayUrl()}/graphql`, LIST, { search: key.prefix }, admin);
    expect(list.data!.apiKeys.nodes).toEqual([expect.objectContaining({ id: key.id, prefix: key.prefix })]);
    expect(JSON.stringify(list.data)).not.toContain(randomPart);
    const asked = await graphql(
      `${gatewayUrl()}/graphql`,
      `
        {
          apiKeys {
            nodes {
              id
              secret
            }
          }
        }
      `,
      {},
      admin,
    );
    expect(errorCode(asked)).toBe("GRAPHQL_VALIDATION_FAILED");

    const trail = await sql(
      stackDb(),
      "select action, action_taken, action_by_id from identity.audit_trail where entity_name = 'ApiKey' and entity_id = $1",
      [String(key.id)],
    );
    expect(trail).toEqual([expect.objectContaining({ action: "Created", action_taken: expect.stringContaining(`wok_${key.prefix}`) })]);
  });

  it("a user who is not an administrator can neither make nor list keys", async () => {
    const made = await graphql(`${gatewayUrl()}/graphql`, CREATE, { input: { name: "Not mine", scope: "REPORTING" } }, finance);
    expect(errorCode(made)).toBe("FORBIDDEN");
    expect(errorCode(await graphql(`${gatewayUrl()}/graphql`, LIST, {}, finance))).toBe("FORBIDDEN");
    expect(errorCode(await graphql(`${gatewayUrl()}/graphql`, REVOKE, { id: 1 }, finance))).toBe("FORBIDDEN");
  });

  it("refuses a key that makes no sense, by field", async () => {
    const r = await graphql(
      `${gatewayUrl()}/graphql`,
      CREATE,
      { input: { name: "Loader", scope: "REPORTING", writes: true, expiresAt: "2020-01-01T00:00:00Z", clientId: 2147483000 } },
      admin,
    );
    expect(r.data!.createApiKey.key).toBeNull();
    expect(r.data!.createApiKey.secret).toBeNull();
    expect(r.data!.createApiKey.error.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: "writes", message: "A reporting key is read-only" },
        { field: "clientId", message: "No such client" },
        { field: "expiresAt", message: "Expiry must be in the future" },
      ]),
    );
    const rest = await graphql(`${gatewayUrl()}/graphql`, CREATE, { input: { name: "Old system", scope: "REST" } }, admin);
    expect(rest.data!.createApiKey.error.fieldErrors).toEqual([{ field: "userId", message: "A REST key needs the user it acts as" }]);
  });
});

describe("a reporting key across every client", () => {
  let key: { secret: string; id: number; prefix: string };
  beforeAll(async () => {
    key = await makeKey({ name: "Warehouse loader", scope: "REPORTING" });
  });

  it("pulls a 1,000-row page of work orders by GraphQL, as X-Api-Key and as Bearer", async () => {
    const { n, value } = await withSteadyCount(
      () => workOrderCount(),
      () => withKey(key.secret, PAGE, { pageSize: 1000 }),
    );
    expect(value.errors).toBeUndefined();
    expect(value.data!.workOrders.nodes).toHaveLength(1000);
    expect(value.data!.workOrders.totalCount).toBe(n);
    expect(value.data!.workOrders.nodes[0].client.name).toEqual(expect.any(String));
    const bearer = await withKey(key.secret, PAGE, { pageSize: 5 }, "bearer");
    expect(bearer.data!.workOrders.nodes).toHaveLength(5);
    // the schema file, for the tool's own codegen
    const schemaFile = await fetch(`${gatewayUrl()}/graphql/schema.graphql`, { headers: { "x-api-key": key.secret } });
    expect(schemaFile.status).toBe(200);
    expect(await schemaFile.text()).toContain("type Query");
    // identity's own fields (its live check reads the key row instead of a session)
    const types = await withKey(key.secret, `{ userTypes { id name } }`);
    expect(types.errors).toBeUndefined();
    expect(types.data!.userTypes.length).toBeGreaterThan(0);
  });

  it("pulls the legacy REST list and an export", async () => {
    const list = await restWithKey(key.secret, "GET", "/api/WorkOrders?page=1&pageSize=1000");
    expect(list.status).toBe(200);
    const body = (await list.json()) as { Data: unknown[]; Total: number };
    expect(body.Data).toHaveLength(1000);
    const file = await restWithKey(key.secret, "GET", "/Services/WeeklyOrderLog.aspx");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    expect(book.worksheets[0]!.rowCount).toBeGreaterThan(1000);
  });

  it("is refused every mutation: at the gateway (GraphQL and REST) and by the subgraph itself", async () => {
    const save = await withKey(key.secret, `mutation { saveGridState(input: { id: 0, gridData: "{}" }) { id } }`);
    expect(save.status).toBe(403);
    expect(errorCode(save)).toBe("FORBIDDEN");
    expect(save.errors![0]!.message).toBe("This API key is read-only: its scope grants no changes");
    const signOut = await withKey(key.secret, `mutation { signOut }`);
    expect(errorCode(signOut)).toBe("FORBIDDEN");
    const rest = await restWithKey(key.secret, "POST", "/api/users/viewstate", { Id: "", GridData: "{}" });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({ Message: "This API key is read-only: its scope grants no changes" });
    expect((await sql(stackDb(), "select count(*)::int as n from identity.grid_view_state where user_id = 0"))[0]!.n).toBe(0);

    // the token identity issues for the key, sent straight to a subgraph: refused there too
    const exchanged = await fetch(`${identityUrl().replace(/\/graphql$/, "")}/api-keys/exchange`, {
      method: "POST",
      headers: { "x-api-key": key.secret, "x-api-key-call": "POST /graphql" },
    });
    expect(exchanged.status).toBe(200);
    const { accessToken } = (await exchanged.json()) as { accessToken: string };
    const direct = await graphql(
      workOrdersUrl(),
      `
        mutation {
          deleteWorkOrderNote(id: 2147483000)
        }
      `,
      {},
      accessToken,
    );
    expect(errorCode(direct)).toBe("FORBIDDEN");
    expect(direct.errors![0]!.message).toBe("This API key is read-only: its scope grants no changes");
  });

  it("counts its calls: calls today, last used, and a usage line for each call", async () => {
    const before = (await graphql(`${gatewayUrl()}/graphql`, LIST, { search: key.prefix }, admin)).data!.apiKeys.nodes[0];
    for (let i = 0; i < 3; i++) expect((await withKey(key.secret, `{ userTypes { id } }`)).errors).toBeUndefined();
    const after = (await graphql(`${gatewayUrl()}/graphql`, LIST, { search: key.prefix }, admin)).data!.apiKeys.nodes[0];
    expect(after.callsToday).toBe(before.callsToday + 3);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(before.lastUsedAt));
    const uses = await sql(stackDb(), "select outcome, method, path from identity.api_key_use where key_id = $1 order by id", [key.id]);
    expect(uses.length).toBeGreaterThanOrEqual(after.callsToday);
    expect(uses.slice(-3)).toEqual(Array(3).fill({ outcome: "ok", method: "POST", path: "/graphql" }));
  });
});

describe("a reporting key for one client", () => {
  it("sees only that client's rows, and no staff-only report export", async () => {
    const key = await makeKey({ name: "Client 1 BI team", scope: "REPORTING", clientId: 1 });
    const { n, value } = await withSteadyCount(
      () => workOrderCount(1),
      () => withKey(key.secret, PAGE, { pageSize: 1000 }),
    );
    expect(value.errors).toBeUndefined();
    expect(value.data!.workOrders.totalCount).toBe(n);
    expect(value.data!.workOrders.nodes.length).toBe(Math.min(n, 1000));
    expect(new Set(value.data!.workOrders.nodes.map((w: { clientId: number }) => w.clientId))).toEqual(new Set([1]));
    const list = await restWithKey(key.secret, "GET", "/api/WorkOrders?pageSize=1000");
    const body = (await list.json()) as { Data: { ClientId: number }[] };
    expect(new Set(body.Data.map((d) => d.ClientId))).toEqual(new Set([1]));
    expect((await restWithKey(key.secret, "GET", "/Services/WeeklyOrderLog.aspx")).status).toBe(403);
  });
});

describe("revocation, expiry and the rate limit", () => {
  it("a revoked key is refused on the very next request, and the trail says who revoked it", async () => {
    const key = await makeKey({ name: "Soon revoked", scope: "REPORTING" });
    expect((await withKey(key.secret, `{ userTypes { id } }`)).errors).toBeUndefined();
    expect((await restWithKey(key.secret, "GET", "/api/WorkOrders?pageSize=1")).status).toBe(200);
    const revoked = await graphql(`${gatewayUrl()}/graphql`, REVOKE, { id: key.id }, admin);
    expect(revoked.data!.revokeApiKey.key).toMatchObject({ id: key.id, active: false, revokedByName: "Alex Morgan" });

    const next = await withKey(key.secret, `{ userTypes { id } }`);
    expect(next.status).toBe(401);
    expect(next.errors![0]).toMatchObject({
      message: `API key wok_${key.prefix} has been revoked`,
      extensions: { code: "UNAUTHENTICATED", reason: "API_KEY_REVOKED" },
    });
    const rest = await restWithKey(key.secret, "GET", "/api/WorkOrders?pageSize=1");
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ Message: `API key wok_${key.prefix} has been revoked`, Reason: "API_KEY_REVOKED" });
    expect((await restWithKey(key.secret, "GET", "/Services/WeeklyOrderLog.aspx")).status).toBe(401);
    const trail = await sql(stackDb(), "select action from identity.audit_trail where entity_name = 'ApiKey' and entity_id = $1 order by id", [
      String(key.id),
    ]);
    expect(trail.map((t) => t.action)).toEqual(["Created", "Revoked"]);
    const refused = await sql(stackDb(), "select outcome from identity.api_key_use where key_id = $1 and outcome <> 'ok'", [key.id]);
    expect(refused.map((r) => r.outcome)).toEqual(["revoked", "revoked", "revoked"]);
  });

  it("an expired key is refused", async () => {
    const key = await makeKey({ name: "Short lived", scope: "REPORTING", expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await withKey(key.secret, `{ userTypes { id } }`)).errors).toBeUndefined();
    // its hour gone by
    await sql(stackDb(), "update identity.api_key set expires_at = now() - interval '1 second' where id = $1", [key.id]);
    const r = await withKey(key.secret, `{ userTypes { id } }`);
    expect(r.status).toBe(401);
    expect(r.errors![0]!.extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "API_KEY_EXPIRED" });
  });

  it("an unknown or malformed key is refused 401", async () => {
    const unknown = await withKey(`wok_00000000_${"A".repeat(43)}`, `{ userTypes { id } }`, undefined, "bearer");
    expect(unknown.status).toBe(401);
    expect(unknown.errors![0]).toMatchObject({ message: "Unknown API key", extensions: { code: "UNAUTHENTICATED", reason: "API_KEY_INVALID" } });
    expect((await restWithKey("not-a-key", "GET", "/api/WorkOrders")).status).toBe(401);
  });

  it("past its calls a minute a key is answered 429 with Retry-After (REST) and TOO_MANY_REQUESTS (GraphQL)", async () => {
    const key = await makeKey({ name: "Throttled", scope: "REPORTING", rateLimitPerMinute: 3 });
    // the key's minute pinned ahead, so that the window cannot roll over between the calls however slow they are
    await sql(stackDb(), "update identity.api_key set window_start = now() + interval '10 minutes', window_calls = 0 where id = $1", [key.id]);
    for (let i = 0; i < 3; i++) expect((await restWithKey(key.secret, "GET", "/api/WorkOrders?pageSize=1")).status).toBe(200);
    const over = await restWithKey(key.secret, "GET", "/api/WorkOrders?pageSize=1");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await over.json()) as { Message: string }).Message).toMatch(new RegExp(`^API key wok_${key.prefix} may make 3 calls a minute`));
    const gql = await withKey(key.secret, `{ userTypes { id } }`);
    expect(gql.status).toBe(429);
    expect(gql.errors![0]!.extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", reason: "API_KEY_RATE_LIMITED" });
    const list = (await graphql(`${gatewayUrl()}/graphql`, LIST, { search: key.prefix }, admin)).data!.apiKeys.nodes[0];
    expect(list.callsToday).toBe(3);
  });
});

describe("a REST key acting as a user", () => {
  const userId = async (email: string) => (await sql(stackDb(), "select id from identity.app_user where email = $1", [email]))[0]!.id as number;

  it("reads as its user (a client user: its client's rows) and only on /api", async () => {
    const key = await makeKey({ name: "Client 1 old system", scope: "REST", userId: await userId("client@example.com") });
    const list = await restWithKey(key.secret, "GET", "/api/WorkOrders?pageSize=50");
    expect(list.status).toBe(200);
    const body = (await list.json()) as { Data: { ClientId: number }[] };
    expect(body.Data.length).toBeGreaterThan(0);
    expect(new Set(body.Data.map((d) => d.ClientId))).toEqual(new Set([1]));
    const gql = await withKey(key.secret, `{ userTypes { id } }`);
    expect(gql.status).toBe(403);
    expect(gql.errors![0]!.extensions).toMatchObject({ code: "FORBIDDEN", reason: "API_KEY_SCOPE" });
    // read only unless ticked
    expect((await restWithKey(key.secret, "POST", "/api/users/viewstate", { Id: "", GridData: "{}" })).status).toBe(403);
  });

  it("writes as its user when the administrator allowed it, never a session call", async () => {
    const financeId = await userId("finance@example.com");
    const key = await makeKey({ name: "Finance integration", scope: "REST", userId: financeId, writes: true });
    const saved = await restWithKey(key.secret, "POST", "/api/users/viewstate", { Id: "", GridData: '{"by":"key"}' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ UserId: financeId, GridData: '{"by":"key"}' });
    const logout = await restWithKey(key.secret, "POST", "/api/authorise/Logout", {});
    expect(logout.status).toBe(403);
    const check = await restWithKey(key.secret, "POST", "/api/authorise/iamauth", {});
    expect(check.status).toBe(403);
  });

  it("stops at once when its user can no longer sign in", async () => {
    const [user] = await sql(
      stackDb(),
      `insert into identity.app_user (email, password_hash, first_name, last_name, user_type_id, department_id)
       values ($1, 'not-a-hash', 'Rex', 'Integration', 4, 5) returning id`,
      [`rest-key-${Date.now()}@example.com`],
    );
    const key = await makeKey({ name: "Leaver's integration", scope: "REST", userId: user!.id });
    expect((await restWithKey(key.secret, "GET", "/api/WorkOrders?pageSize=1")).status).toBe(200);
    await sql(stackDb(), "update identity.app_user set active = false where id = $1", [user!.id]);
    const r = await restWithKey(key.secret, "GET", "/api/WorkOrders?pageSize=1");
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ Message: `The user API key wok_${key.prefix} acts as can no longer sign in`, Reason: "API_KEY_INVALID" });
  });
});
