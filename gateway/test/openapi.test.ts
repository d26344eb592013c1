/**
 * The OpenAPI document of the legacy REST (gateway/src/rest/openapi) against the running gateway:
 * served at /api/openapi.json and its reference page at /api/docs, the document valid OpenAPI 3.1
 * (the linter of CI), and every shim of the table (the same enumeration as the tenancy test's and
 * the fuzzer's: allShims) called with valid inputs and its real answer (status and body) validated
 * against the document, so that the document cannot drift from what the calls answer.
 */
import Ajv2020 from "ajv/dist/2020";
import { execFile } from "node:child_process";
import { DEMO_PASSWORD, gatewayUrl } from "@wo/shared/testing";
import { allShims } from "../src/rest";
import { routedShims, type Shim } from "../src/rest/shim";
import { api, login, type ApiResponse } from "./http";
import { BODIES, MISSING_ID } from "./tenancy/rules";

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> } & Record<string, unknown>;
let doc: Doc;
let admin: string;

beforeAll(async () => {
  const r = await fetch(`${gatewayUrl()}/api/openapi.json`);
  expect(r.status).toBe(200);
  doc = (await r.json()) as Doc;
  admin = await login("admin@example.com");
});

const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, "{$1}")}`;
/** The shims the router answers (the first declared for a method and path). */
const routed = routedShims(allShims);

describe("the document", () => {
  it("is served to anyone, cacheable, and names every shim the router answers", async () => {
    const r = await fetch(`${gatewayUrl()}/api/openapi.json`);
    expect(r.headers.get("cache-control")).toBe("public, max-age=300");
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.sort()).toEqual(routed.map((s) => `${s.method} ${openApiPath(s.path)}`).sort());
  });

  it("is valid OpenAPI 3.1 (the lint of CI: @seriousme/openapi-schema-validator)", async () => {
    // an ES module: run by node itself, the document on its stdin
    const lint = `import { Validator } from "@seriousme/openapi-schema-validator";
      let text = ""; for await (const chunk of process.stdin) text += chunk;
      const validator = new Validator();
      const result = await validator.validate(JSON.parse(text));
      console.log(JSON.stringify({ version: validator.version, valid: result.valid, errors: result.errors ?? [] }));`;
    const out = await new Promise<string>((resolve, reject) => {
      const child = execFile(process.execPath, ["--input-type=module", "-e", lint], { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 }, (e, stdout) =>
        e ? reject(e) : resolve(stdout),
      );
      child.stdin!.end(JSON.stringify(doc));
    });
    expect(JSON.parse(out)).toEqual({ version: "3.1", valid: true, errors: [] });
  });

  it("describes the security schemes, the tenancy of each call and the error answers", () => {
    const components = doc.components as { securitySchemes: Record<string, { type: string; name?: string; scheme?: string }> };
    expect(components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(components.securitySchemes.apiKey).toMatchObject({ type: "apiKey", name: "X-Api-Key" });
    const login = doc.paths["/api/authorise/login"]!.post as unknown as Record<string, unknown>;
    expect(login.security).toEqual([]);
    expect(login["x-tenancy"]).toBe("public");
    const order = doc.paths["/api/WorkOrders/{id}"]!.get as unknown as Record<string, unknown>;
    expect(order["x-tenancy"]).toBe("scoped");
    expect(Object.keys(order.responses as object)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "503"]));
  });
});

describe("the reference page", () => {
  it("is served by the product, with its scripts from its own origin only", async () => {
    const r = await fetch(`${gatewayUrl()}/api/docs`);
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(r.headers.get("content-security-policy")).toContain("script-src 'self'");
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attrs, body] of scripts) {
      expect(body!.trim()).toBe("");
      expect(attrs).toMatch(/src="\/api\/docs\//);
    }
    for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)) {
      expect(src.startsWith("/api/docs/")).toBe(true);
      expect((await fetch(`${gatewayUrl()}${src}`)).status).toBe(200);
    }
    expect((await fetch(`${gatewayUrl()}/api/docs/ui/package.json`)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// Every shim, called

/** A validator of the document's schemas, by JSON pointer. */
function validators() {
  // the formats the answers use, checked (others, which only parameters use, are let through)
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    formats: { date: /^\d{4}-\d{2}-\d{2}$/, "date-time": /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/ },
  });
  ajv.addSchema({ ...doc, $id: "openapi.json" });
  const cache = new Map<string, ReturnType<typeof ajv.compile>>();
  return (pointer: string) => {
    let v = cache.get(pointer);
    if (!v) cache.set(pointer, (v = ajv.compile({ $ref: `openapi.json#${pointer}` })));
    return v;
  };
}
const escape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** A session of its own (not the cached one of login()), for a call that ends it. */
async function freshToken(): Promise<string> {
  const r = await api("POST", "/authorise/login", { json: { Email: "admin@example.com", Password: DEMO_PASSWORD } });
  return r.body.token as string;
}

interface Called {
  shim: Shim;
  who: string;
  url: string;
  body?: unknown;
  response: ApiResponse;
}

const fill = (p: string, id: number | string) => p.replace(/:\w+/g, String(id));
const byPath = (method: string, path: string) => routed.find((s) => s.method === method && s.path.toLowerCase() === path.toLowerCase());

/** Query strings of the reads that need more than an id in their path, from the demo data. */
const QUERIES: Record<string, string> = {
  "/Users/Dropdown": "?entityName=Client&entityId=1",
  "/UserInSites": "?contactId=1",
  "/WorkOrders/Contractors": "?woid=1",
  "/WorkOrders/CopyDocuments": "?id=1&siteDocuments=1",
  "/ContractorPortal/ContactDropdown": "?entityName=Contractor&entityId=1&contractorId=1",
  "/SubTradeInClients/List": "?client_id=1",
};

/** Bodies of the writes that need one (beside the tenancy test's BODIES, and a model sent back as read). */
const WRITES: Record<string, unknown> = {
  "/authorise/login": { Email: "admin@example.com", Password: DEMO_PASSWORD },
  "/users/viewstate": { GridData: "{}" },
  "/Answers": { WorkOrderId: 1, QuestionContent: "Is the boiler reachable?", AnswerContent: "Yes" },
  "/Document/update/:id": { Type: 2 },
  "/pdf/resendWOemailwithpdf": { id: 1 },
  "/ContractorInContracts": { ContractId: 1, ContractorId: 2 },
  "/ClientPortal/CustomerPortalNotes": { WorkOrderId: 1, Note: "A note from the OpenAPI test" },
  "/ContractorPortal/ContractorPortalNotes": { WorkOrderId: 1, Note: "A note from the OpenAPI test" },
};

it("answers every shim as the document says (status and body)", async () => {
  const schemaOf = validators();
  const calls: Called[] = [];
  const call = async (shim: Shim, url: string, body?: unknown, token = admin) => {
    const response = await api(shim.method.toUpperCase(), url, { token, json: body });
    calls.push({ shim, who: "admin", url, body, response });
    return response;
  };
  for (const shim of routed.filter((s) => s.method === "get")) await call(shim, fill(shim.path, 1) + (QUERIES[shim.path] ?? ""));
  // a work order of the test's own (the demo's first, as the model read answers it, saved as new), for the writes that change one
  const model = calls.find((c) => c.shim === byPath("get", "/WorkOrders/:id"))!.response.body as Record<string, unknown>;
  const { id: _id, Version: _v, WorkOrderStatus: _s, DateClosed: _c, DateStatus: _d, ...fields } = model;
  // a new order from the model read: the fields its save refuses by name (ModelState: read-only ones, the due date an SLA code
  // sets) are left out, as a blank form leaves them, until it saves
  let newOrder: Record<string, unknown> = { ...fields, WorkOrderStatusId: 1 };
  let created = await call(byPath("post", "/WorkOrders")!, "/WorkOrders", newOrder);
  for (let tries = 0; created.status === 400 && tries < 3; tries++) {
    const named = new Set(Object.keys((created.body as { ModelState?: Record<string, unknown> }).ModelState ?? {}));
    newOrder = Object.fromEntries(Object.entries(newOrder).filter(([k]) => !named.has(k)));
    created = await call(byPath("post", "/WorkOrders")!, "/WorkOrders", newOrder);
  }
  if (created.status !== 200) throw new Error(`no order of the test's own: ${JSON.stringify(created.body)}`);
  const own = created.body as { id: number; Version: number };
  const ownOrder: Record<string, unknown> = {
    "/WorkOrders/Cancelled": { id: own.id, version: own.Version },
    "/LogTimes": { WorkOrderId: own.id, WorkDate: "2026-11-02", TimeFrom: "09:00", TimeTo: "10:00", NumberOfEngineers: 1 },
    "/LogMaterials": { WorkOrderId: own.id, LogMaterialTypeId: 1, Description: "Valve", CostPerItem: 1, Quantity: 1 },
  };
  const createdIds = new Map<string, number>();
  let cancel: Shim | undefined;
  for (const shim of routed.filter((s) => s.method === "post" || s.method === "put")) {
    if (shim.path === "/WorkOrders" && shim.method === "post") continue;
    let body: unknown = ownOrder[shim.path] ?? WRITES[shim.path] ?? BODIES[shim.path];
    let id: number = 1;
    // a model's save: what its read answered, sent back (the legacy pages' way); an update, of the row the test made
    const base = shim.path.replace(/\/:id$/, "");
    const read = byPath("get", `${base}/:id`);
    if (shim.method === "put" && createdIds.has(base)) {
      id = createdIds.get(base)!;
      // a row made from the test's own body: changed with that body
      body ??= ownOrder[base];
    }
    if (body === undefined && read) {
      const answer =
        shim.method === "put" && createdIds.has(base)
          ? calls.findLast((c) => c.shim === byPath("post", base))?.response
          : calls.find((c) => c.shim === read)?.response;
      if (answer?.status === 200) body = answer.body;
      // a new row: never the id read (a save would update that row, and the delete below remove a demo row)
      if (shim.method === "post" && body && typeof body === "object") {
        const { id: _i, Id: _I, Version: _V, ...rest } = body as Record<string, unknown>;
        body = rest;
      }
    }
    if (shim.path === "/WorkOrders/:id") {
      // the order the test made, sent back as read
      id = own.id;
      body = (await api("GET", `/WorkOrders/${own.id}`, { token: admin })).body;
    }
    // cancelled last: time and materials are logged on it first
    if (shim.path === "/WorkOrders/Cancelled") {
      cancel = shim;
      continue;
    }
    // signing out ends the session it is sent with: a session of its own
    const token = shim.path === "/authorise/Logout" ? await freshToken() : admin;
    const r = await call(shim, fill(shim.path, id), body ?? {}, token);
    // a row the test made: one it did not read (the demo's rows are read with id 1 and shared with the other test files)
    if (shim.method === "post" && r.status === 200 && typeof r.body?.id === "number" && r.body.id !== 1) createdIds.set(shim.path, r.body.id);
  }
  if (cancel) await call(cancel, cancel.path, ownOrder[cancel.path]);
  // a read the demo data has no row for (a BI report): again, of the row the test made
  for (const c of calls.filter((c) => c.shim.method === "get" && c.response.status === 404)) {
    const made = createdIds.get(c.shim.path.replace(/\/:id$/, ""));
    if (made) await call(c.shim, fill(c.shim.path, made));
  }
  // deletes: of the rows the test made; a delete of nothing the test made names a row no one has (404)
  for (const shim of routed.filter((s) => s.method === "delete")) {
    const base = shim.path.replace(/\/:id$/, "");
    await call(shim, fill(shim.path, createdIds.get(base) ?? MISSING_ID));
  }
  const problems: string[] = [];
  for (const c of calls) {
    const op = doc.paths[openApiPath(c.shim.path)]?.[c.shim.method];
    const label = `${c.shim.method.toUpperCase()} ${c.url} -> ${c.response.status}`;
    if (!op) {
      problems.push(`${label}: not in the document`);
      continue;
    }
    const status = String(c.response.status);
    if (!(status in op.responses)) {
      problems.push(`${label}: status not documented ${JSON.stringify(c.response.body).slice(0, 200)}`);
      continue;
    }
    const pointer =
      status === "200"
        ? `/paths/${escape(openApiPath(c.shim.path))}/${c.shim.method}/responses/200/content/${escape("application/json")}/schema`
        : "/components/schemas/Error";
    const validate = schemaOf(pointer);
    if (!validate(c.response.body))
      problems.push(`${label}: ${JSON.stringify(validate.errors?.slice(0, 3))} ${JSON.stringify(c.response.body).slice(0, 300)}`);
  }
  console.log(
    calls
      .filter((c) => c.response.status !== 200)
      .map((c) => `${c.shim.method.toUpperCase()} ${c.url} -> ${c.response.status} ${JSON.stringify(c.response.body).slice(0, 160)}`)
      .join("\n"),
  );
  expect(problems).toEqual([]);
}, 600_000);
