/**
 * Bad input never hurts the product (issue 20: holes 3, 5, 10 and 11, the export's formulas and the
 * shims' routes), tried from the outside:
 *
 * - uploads (every legacy multipart shim, the /Services pages and GraphQL multipart on /graphql) cut
 *   off, oversized and malformed, anonymous and signed in, against a gateway of this suite's own (a
 *   process it starts over the stack's subgraphs, with its own temporary folder and a small upload
 *   limit): the process must still be running after each one, its folder empty, and a real request
 *   answered. A crash is seen here, by this suite, and never takes the shared gateway with it.
 * - an upload from a caller the page refuses is answered before its body is sent (and nothing
 *   spooled), on the legacy pages and on /graphql;
 * - malformed bodies and paths answer JSON with a plain message, at the gateway and at a subgraph;
 * - an import that unpacks to gigabytes is stopped with a plain message;
 * - exports never write a cell a spreadsheet would run as a formula.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { DocumentNode } from "graphql";
import { allows, type AccessRule } from "@wo/shared";
import { gatewayUrl, sql, xlsxBomb } from "@wo/shared/testing";
import { allShims, servicePageShims } from "../../src/rest";
import { operationRootFields, type Shim } from "../../src/rest/shim";
import { viewerOf } from "../../src/viewer";
import { api, login } from "../http";

const db = () => process.env.TEST_STACK_DB_URL!;
const subgraphs = () => JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>;

/** The upload limit of the suite's own gateway: small, so that an oversized body is cheap to send. */
const LIMIT = 256 * 1024;

/** A gateway process of this suite's own, over the running stack's subgraphs. */
class OwnGateway {
  readonly tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wo-inputs-"));
  port = 0;
  private child: ChildProcess | null = null;
  private readonly output: string[] = [];
  private exit: Promise<unknown> = new Promise(() => undefined);

  async start(): Promise<void> {
    this.port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const urls = subgraphs();
    const child = spawn(process.execPath, [path.resolve(__dirname, "../../dist/main.js")], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        IDENTITY_URL: urls.identity,
        ASSETS_URL: urls.assets,
        WORK_ORDERS_URL: urls["work-orders"],
        BILLING_URL: urls.billing,
        // every file it spools (legacy uploads, graphql-upload's) goes here, where this suite looks
        TMPDIR: this.tmp,
        UPLOAD_MAX_BYTES: String(LIMIT),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    this.child = child;
    this.exit = new Promise((resolve) => child.once("exit", resolve));
    for (const s of [child.stdout!, child.stderr!]) s.on("data", (d: Buffer) => this.output.push(d.toString()));
    for (;;) {
      if (!this.alive) throw new Error(`the gateway did not start:\n${this.tail()}`);
      const ok = await fetch(`${this.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Fails when the process has died, with what it last printed: after a request that got no answer
   * (a connection closed under it), its exit is awaited a moment first, so a crash is always seen.
   */
  async assertAlive(label: string, answered = true): Promise<void> {
    if (!answered) await Promise.race([this.exit, new Promise((r) => setTimeout(r, 5_000))]);
    if (!this.alive) throw new Error(`${label} killed the gateway:\n${this.tail()}`);
  }

  tail(): string {
    return this.output.join("").slice(-3000);
  }

  /** The files left in its temporary folder. */
  spooled(): string[] {
    return fs.readdirSync(this.tmp);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && this.alive) {
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await gone;
    }
    fs.rmSync(this.tmp, { recursive: true, force: true });
  }
}

const own = new OwnGateway();
let admin: string;
let client1: string;
let orderId: number;

beforeAll(async () => {
  [admin, client1] = await Promise.all([login("admin@example.com"), login("client@example.com")]);
  const [wo] = await sql(db(), "select id from work_orders.work_order where client_id = 1 order by id limit 1");
  orderId = wo!.id;
  await own.start();
}, 120_000);

afterAll(() => own.stop());

// a gateway an earlier test killed fails every later one at once, naming the crash
beforeEach(() => own.assertAlive("an earlier test"));

/** Waits for `check` to hold (a server's clean-up runs after its answer), at most `seconds`; answers whether it did. */
async function eventually(check: () => boolean, seconds = 30): Promise<boolean> {
  for (let i = 0; i < seconds * 10; i++) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** The gateway is still up and answers, its temporary folder is empty. */
async function stillServing(): Promise<void> {
  if (!own.alive) throw new Error(`the gateway died:\n${own.tail()}`);
  const health = await fetch(`${own.url}/healthz`);
  expect(health.status).toBe(200);
  const list = await fetch(`${own.url}/api/WorkOrders/main`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ pageSize: 1 }),
  });
  expect(list.status).toBe(200);
  expect(await eventually(() => own.spooled().length === 0)).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Multipart bodies, by hand

const B = "----inputs-boundary";

function part(name: string, value: string | Buffer, filename?: string): Buffer {
  const disposition = `form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}`;
  const type = filename === undefined ? "" : "Content-Type: text/csv\r\n";
  return Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(value), Buffer.from("\r\n")]);
}
const close = Buffer.from(`--${B}--\r\n`);

/** An upload target: where to post, which fields go first, and whether it is the GraphQL endpoint. */
interface Target {
  label: string;
  path: string;
  fields: Buffer;
  graphql: boolean;
  /** Refused to client users by its tag (else they may upload there). */
  staffOnly: boolean;
}

const fill = (p: string) => p.replace(/:[A-Za-z]+/g, "1");

/** Every upload path: each multipart shim (under /api or /Services) and GraphQL multipart. */
function targets(): Target[] {
  const query = `?clientId=1&contractId=1&entityName=WorkOrder&entityId=${orderId}&type=sites`;
  const shims: [string, Shim][] = [
    ...allShims.map((s): [string, Shim] => ["/api", s]),
    ...servicePageShims.map((s): [string, Shim] => ["/Services", s]),
  ];
  const legacy = shims
    .filter(([, s]) => s.multipart)
    .map(([base, s]) => ({
      label: `${s.method.toUpperCase()} ${base}${s.path}`,
      path: `${base}${fill(s.path)}${query}`,
      fields: part("type", "sites"),
      graphql: false,
      staffOnly: s.tenancy === "staff",
    }));
  const operations = JSON.stringify({ query: "mutation Up($file: Upload) { importSites(file: $file) { imported } }", variables: { file: null } });
  return [
    ...legacy,
    {
      label: "POST /graphql (multipart)",
      path: "/graphql",
      fields: Buffer.concat([part("operations", operations), part("map", JSON.stringify({ 0: ["variables.file"] }))]),
      graphql: true,
      staffOnly: false,
    },
  ];
}

interface RawAnswer {
  /** null: no answer came (the connection closed first, or the wait ran out). */
  status: number | null;
  body: string;
}

/** Parses an HTTP/1.1 answer once it is whole (by its Content-Length, or its last chunk). */
function parsed(bytes: Buffer): { status: number; body: string } | null {
  const text = bytes.toString("latin1");
  const at = text.indexOf("\r\n\r\n");
  if (at < 0) return null;
  const head = text.slice(0, at);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const rest = bytes.subarray(at + 4);
  const length = /\r\ncontent-length: (\d+)/i.exec(head);
  if (length) return rest.length >= Number(length[1]) ? { status, body: rest.subarray(0, Number(length[1])).toString("utf8") } : null;
  if (!/\r\ntransfer-encoding: chunked/i.test(head)) return null;
  const chunks: Buffer[] = [];
  for (let p = 0; ;) {
    const eol = rest.indexOf("\r\n", p);
    if (eol < 0) return null;
    const size = parseInt(rest.subarray(p, eol).toString(), 16);
    if (size === 0) return { status, body: Buffer.concat(chunks).toString("utf8") };
    if (rest.length < eol + 2 + size + 2) return null;
    chunks.push(rest.subarray(eol + 2, eol + 2 + size));
    p = eol + 2 + size + 2;
  }
}

/**
 * A request over a socket of its own: the head (Content-Length says `declared` bytes), then `body`
 * (all of it, or less than declared); then the client waits for the answer ("wait"), or hangs up
 * once `before` holds ("hangup": a body that stops mid-file). Answers what the server said.
 */
async function raw(
  target: Target,
  o: {
    token?: string;
    contentType?: string;
    body: Buffer;
    declared?: number;
    then: "wait" | "hangup";
    before?: () => boolean;
  },
): Promise<RawAnswer> {
  const headers = [
    `POST ${target.path} HTTP/1.1`,
    `Host: 127.0.0.1:${own.port}`,
    `Content-Type: ${o.contentType ?? `multipart/form-data; boundary=${B}`}`,
    `Content-Length: ${o.declared ?? o.body.length}`,
    "apollo-require-preflight: true",
    ...(o.token ? [`Authorization: Bearer ${o.token}`] : []),
  ];
  const socket = net.connect(own.port, "127.0.0.1");
  const chunks: Buffer[] = [];
  let answer: { status: number; body: string } | null = null;
  let answered = () => undefined as void;
  const whole = new Promise<void>((resolve) => (answered = resolve));
  const gone = new Promise<void>((resolve) => {
    socket.on("data", (d: Buffer) => {
      chunks.push(d);
      answer ??= parsed(Buffer.concat(chunks));
      if (answer) answered();
    });
    socket.on("end", () => resolve());
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
  void gone.then(answered);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  socket.write(`${headers.join("\r\n")}\r\n\r\n`);
  socket.write(o.body);
  if (o.then === "hangup") {
    const held = await eventually(o.before ?? (() => true));
    socket.destroy();
    expect(held).toBe(true);
  } else {
    const timer = setTimeout(() => socket.destroy(), 30_000);
    await whole;
    clearTimeout(timer);
    socket.destroy();
  }
  const a = answer as { status: number; body: string } | null;
  return { status: a?.status ?? null, body: a?.body ?? "" };
}

/** An answer is JSON with a plain message: never HTML, a stack trace or a file path. */
function plainJson(body: string): string {
  expect(body).not.toMatch(/<html|<pre>|\bat .*\(|\/node_modules\/|\/work\/|\.ts:\d|\.js:\d/i);
  const json = JSON.parse(body) as { Message?: string; errors?: { message: string }[] };
  const message = json.Message ?? json.errors?.[0]?.message;
  expect(typeof message).toBe("string");
  return message!;
}

describe("uploads refused before their body is read (hole 5)", () => {
  it("answers an anonymous upload to every upload path 401 at once, before its body is sent: nothing is spooled", async () => {
    const all = targets();
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const t of all) {
      // 10 MB announced, the fields and the start of the file sent, then nothing more
      const body = Buffer.concat([
        t.fields,
        Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="0"; filename="a.csv"\r\n\r\n`),
        Buffer.alloc(4096, 0x41),
      ]);
      const r = await raw(t, { body, declared: 10 * 1024 * 1024, then: "wait" });
      // answered while almost all of the declared body was still to come
      expect([t.label, r.status]).toEqual([t.label, 401]);
      expect([t.label, plainJson(r.body)]).toEqual([t.label, "Not signed in"]);
      if (t.graphql) expect(JSON.parse(r.body).errors[0].extensions.code).toBe("UNAUTHENTICATED");
      expect([t.label, own.spooled()]).toEqual([t.label, []]);
    }
    await stillServing();
  });

  it("answers a client user's upload to a staff-only page 403 at once, before its file", async () => {
    const staffOnly = targets().filter((t) => t.staffOnly);
    expect(staffOnly.length).toBeGreaterThanOrEqual(4);
    for (const t of staffOnly) {
      const body = Buffer.concat([
        t.fields,
        Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n`),
        Buffer.alloc(4096, 0x41),
      ]);
      const r = await raw(t, { token: client1, body, declared: 10 * 1024 * 1024, then: "wait" });
      expect([t.label, r.status]).toEqual([t.label, 403]);
      expect(plainJson(r.body)).toBe("You do not have permission to do this");
      expect([t.label, own.spooled()]).toEqual([t.label, []]);
    }
    await stillServing();
  });

  it("answers a staff user's upload that the mutation's own rule refuses (Sales: customers at read) 403 at once, before its file", async () => {
    // who may call each mutation, as the services declare it (schema/access-rules.json): the pages whose
    // mutation refuses Sales (the asset import needs customers at full, a client's logo an administrator)
    const rules = new Map(Object.entries(JSON.parse(fs.readFileSync(path.join(__dirname, "../../../schema/access-rules.json"), "utf8"))));
    const sales = await login("sales@example.com");
    const viewer = (await viewerOf(`Bearer ${sales}`, process.env.AUTH_PUBLIC_KEY!))!;
    const refused = [...allShims.map((s) => ["/api", s] as const), ...servicePageShims.map((s) => ["/Services", s] as const)].filter(
      ([, s]) => s.multipart && operationRootFields(s.operation as DocumentNode).some((f) => !allows(rules.get(f) as AccessRule, viewer)),
    );
    expect(refused.map(([base, s]) => `${base}${s.path}`)).toEqual(
      expect.arrayContaining(["/Services/ImportAssets.aspx", "/api/Clients/UploadLogo/:id"]),
    );
    for (const [base, s] of refused) {
      const t = {
        label: `${base}${s.path}`,
        path: `${base}${fill(s.path)}?clientId=1&type=sites`,
        fields: part("type", "sites"),
        graphql: false,
        staffOnly: true,
      };
      const body = Buffer.concat([
        t.fields,
        Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n`),
        Buffer.alloc(4096, 0x41),
      ]);
      const r = await raw(t, { token: sales, body, declared: 10 * 1024 * 1024, then: "wait" });
      expect([t.label, r.status]).toEqual([t.label, 403]);
      expect(plainJson(r.body)).toBe("You do not have permission to do this");
      expect([t.label, own.spooled()]).toEqual([t.label, []]);
    }
    await stillServing();
  });
});

describe("uploads cut off, oversized or malformed never stop the gateway (hole 10)", () => {
  const file = (name = "file") =>
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="sites.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const csv = Buffer.from("ClientId,SiteCode,Name\n1,X1,Somewhere\n");

  it("answers a body that ends inside its file part 400, signed in, and anonymously 401, on every upload path", async () => {
    for (const t of targets()) {
      const cut = Buffer.concat([t.fields, file(t.graphql ? "0" : "file"), csv.subarray(0, 20)]);
      for (const token of [admin, undefined]) {
        const r = await raw(t, { token, body: cut, then: "wait" });
        await own.assertAlive(t.label, r.status !== null);
        // GraphQL multipart reads the operation before the file: the operation fails on its cut-off file
        const refused = t.graphql && token ? 200 : 400;
        expect([t.label, !!token, r.status]).toEqual([t.label, !!token, token ? refused : 401]);
        const message = plainJson(r.body);
        if (t.graphql && token) expect(message).toBe("The file could not be read: the upload was cut off or malformed");
      }
    }
    await stillServing();
  });

  it("survives a caller that hangs up in the middle of its file, and removes what it had spooled", async () => {
    for (const t of targets()) {
      const before = own.spooled().length;
      const body = Buffer.concat([t.fields, file(t.graphql ? "0" : "file"), Buffer.alloc(64 * 1024, 0x41)]);
      // hang up once the gateway has begun to spool the file
      await raw(t, { token: admin, body, declared: body.length + 100_000, then: "hangup", before: () => own.spooled().length > before });
      const cleaned = await eventually(() => own.spooled().length === 0 || !own.alive);
      await own.assertAlive(t.label);
      expect([t.label, cleaned]).toEqual([t.label, true]);
    }
    await stillServing();
  });

  it("answers a file over the upload limit 413 as soon as it passes it, without reading the rest", async () => {
    for (const t of targets().filter((x) => !x.graphql)) {
      const body = Buffer.concat([t.fields, file(), Buffer.alloc(LIMIT + 64 * 1024, 0x41)]);
      const r = await raw(t, { token: admin, body, declared: body.length + 10 * 1024 * 1024, then: "wait" });
      expect([t.label, r.status]).toEqual([t.label, 413]);
      expect(plainJson(r.body)).toBe("The file is too large: the limit is 256 KB");
    }
    // GraphQL multipart: graphql-upload stops the file at the limit, and the operation answers its own 413
    const g = targets().find((x) => x.graphql)!;
    const big = Buffer.concat([g.fields, file("0"), Buffer.alloc(LIMIT + 64 * 1024, 0x41), Buffer.from("\r\n"), close]);
    const r = await raw(g, { token: admin, body: big, then: "wait" });
    expect(plainJson(r.body)).toBe("The file is too large: the limit is 256 KB");
    await stillServing();
  });

  it("answers malformed forms 400 with a plain message: no boundary, a broken part header, too many files, bad operations", async () => {
    for (const t of targets()) {
      const noBoundary = await raw(t, { token: admin, contentType: "multipart/form-data", body: Buffer.concat([t.fields, close]), then: "wait" });
      expect([t.label, noBoundary.status]).toEqual([t.label, 400]);
      plainJson(noBoundary.body);
      const header = Buffer.concat([
        t.fields,
        Buffer.from(`--${B}\r\nContent-Disposition form-data name\r\n${"x".repeat(100)}\r\n\r\nabc\r\n`),
        close,
      ]);
      const broken = await raw(t, { token: admin, body: header, then: "wait" });
      // GraphQL multipart: the operation has run by then, and fails on its file
      expect([t.label, broken.status]).toEqual([t.label, t.graphql ? 200 : 400]);
      expect(plainJson(broken.body)).toBe(t.graphql ? "The file could not be read: the upload was cut off or malformed" : "Malformed request body");
      if (!t.graphql) {
        const six = Buffer.concat([t.fields, ...Array.from({ length: 6 }, (_, i) => part(`f${i}`, "a", `f${i}.csv`)), close]);
        const many = await raw(t, { token: admin, body: six, then: "wait" });
        expect([t.label, many.status, plainJson(many.body)]).toEqual([t.label, 400, "A form may hold at most 5 files"]);
      }
    }
    const g = targets().find((x) => x.graphql)!;
    for (const operations of ["{bad", "null", '{"query": 1}']) {
      const body = Buffer.concat([part("operations", operations), part("map", "{}"), close]);
      const r = await raw(g, { token: admin, body, then: "wait" });
      expect([operations, r.status]).toEqual([operations, 400]);
      plainJson(r.body);
    }
    await stillServing();
  });

  it("still takes a real upload after all this", async () => {
    const form = new FormData();
    form.append("type", "sites");
    form.append("file", new Blob(["ClientId,SiteCode\n1,X\n"], { type: "text/csv" }), "sites.csv");
    const r = await fetch(`${own.url}/api/Import`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      Message: "The file was not imported: 1 bad row",
      Rows: [{ Line: 1, Message: expect.stringMatching(/missing Name/) }],
    });
    await stillServing();
  });
});

describe("malformed bodies and paths answer JSON with a plain message (hole 11)", () => {
  const post = (url: string, body: string, headers: Record<string, string> = {}, token = admin) =>
    fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers }, body });

  async function plain(r: Response, status: number): Promise<string> {
    const text = await r.text();
    expect([r.url, r.status, r.headers.get("content-type")]).toEqual([r.url, status, expect.stringMatching(/^application\/json/)]);
    return plainJson(text);
  }

  const bad = async (graphqlUrl: string) => {
    expect(await plain(await post(graphqlUrl, '{"query": "{ me { kind } }"'), 400)).toBe("Malformed request body");
    expect(await plain(await post(graphqlUrl, "null"), 400)).toBe("Malformed request body");
    expect(await plain(await post(graphqlUrl, '{"query": "{ me { kind } }"}', { "content-type": "application/json; charset=latin1" }), 415)).toBe(
      "Unsupported request body charset: send UTF-8",
    );
    expect(await plain(await post(graphqlUrl, '{"query": "{ me { kind } }"}', { "content-encoding": "gzip" }), 400)).toBe("Malformed request body");
    const form = new FormData();
    form.append("operations", "{not json");
    form.append("map", "{}");
    const multipart = await fetch(graphqlUrl, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "apollo-require-preflight": "true" },
      body: form,
    });
    expect(await plain(multipart, 400)).toBe("Malformed request body");
  };

  it("at the gateway: /graphql's unclosed JSON, null, a wrong charset, a gzip header on a plain body, bad multipart operations", async () => {
    await bad(`${gatewayUrl()}/graphql`);
  });

  it("at a subgraph, the same", async () => {
    await bad(subgraphs().assets!);
    const unknown = await fetch(subgraphs().assets!.replace(/\/graphql$/, "/exports/%E0%A4%A"));
    await plain(unknown, 404);
  });

  it("at the gateway's REST paths: a bad percent-encoding in /api/pdf/... and a shim's path, a broken JSON body, an unknown path", async () => {
    const get = (p: string) => fetch(`${gatewayUrl()}${p}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(await plain(await get("/api/pdf/workorderpdf/%E0%A4%A"), 400)).toBe("Malformed request address");
    expect(await plain(await get("/api/pdf/%E0%A4%A/contractorquotpdf"), 400)).toBe("Malformed request address");
    expect(await plain(await get("/api/WorkOrders/%E0%A4%A"), 400)).toBe("Malformed request address");
    expect(await plain(await post(`${gatewayUrl()}/api/WorkOrders/main`, '{"pageSize": '), 400)).toBe("Malformed request body");
    expect(await plain(await post(`${gatewayUrl()}/api/WorkOrders/main`, "x".repeat(3 * 1024 * 1024)), 413)).toBe("Request body too large");
    expect(await plain(await get("/api/NoSuchThing"), 404)).toMatch(/^No HTTP resource was found/);
    expect(await plain(await get("/no/such/page"), 404)).toMatch(/^No HTTP resource was found/);
  });

  it("what Node's HTTP parser refuses before Express: an address past 16 KB 431, a broken request line 400, at the gateway and a subgraph", async () => {
    for (const base of [gatewayUrl(), subgraphs().assets!.replace(/\/graphql$/, "")]) {
      const long = await fetch(`${base}/api/WorkOrders/main?search=${"a".repeat(20_000)}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(await plain(long, 431)).toBe("The request's address and headers are too large.");
      const { hostname, port } = new URL(base);
      const raw = await rawHttp(hostname, Number(port), "GET /api/WorkOrders/main HTTP/1.1 junk\r\nHost: x\r\n\r\n");
      expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(raw).toMatch(/\r\n\r\n\{"Message":"The request could not be read\."\}$/);
    }
    // and the process took it in its stride
    expect((await fetch(`${gatewayUrl()}/healthz`)).status).toBe(200);
  });
});

/** Sends bytes as they are (fetch would refuse a broken request line) and reads the answer to the end. */
function rawHttp(host: string, port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, host === "localhost" ? "127.0.0.1" : host, () => socket.write(request));
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString()));
    socket.on("error", reject);
  });
}

describe("imports that unpack to gigabytes (hole 3)", () => {
  const upload = (p: string, file: Buffer, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("file", new Blob([file]), "bomb.xlsx");
    return fetch(`${gatewayUrl()}${p}`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
  };

  it("stops a 1 MB workbook that unpacks to a gigabyte at the bound, on every import, with a plain message", async () => {
    const bomb = xlsxBomb(1024 * 1024 * 1024);
    const [contract] = await sql(db(), "select id from assets.contract order by id limit 1");
    for (const [p, fields] of [
      ["/Services/ImportAssets.aspx?clientId=1", {}],
      [`/Services/ImportContractorsInContract.aspx?contractId=${contract!.id}`, {}],
      ["/api/Import", { type: "sites" }],
      ["/api/Import", { type: "contractors" }],
      ["/api/Import", { type: "users" }],
    ] as const) {
      const r = await upload(p, bomb, fields);
      const body = (await r.json()) as { Message: string; Rows: { Line: number; Message: string }[] };
      expect([p, fields, r.status, body.Rows]).toEqual([
        p,
        fields,
        400,
        [{ Line: 1, Message: "The workbook is too large once unpacked (over 64 MB): split it, or save it as CSV" }],
      ]);
    }
  });

  it("refuses the review's 35 KB workbook that unpacks to 32 MB, and a CSV of more rows than the bound", async () => {
    const r = await upload("/Services/ImportAssets.aspx?clientId=1", xlsxBomb(32 * 1024 * 1024));
    expect(r.status).toBe(400);
    expect(((await r.json()) as { Rows: unknown }).Rows).toEqual([
      { Line: 1, Message: "The file is not a valid XLSX workbook: a part of it unpacks to over 100 times its size" },
    ]);
    const rows = `ClientId,SiteCode,Name\n${Array.from({ length: 50_001 }, (_, i) => `1,BOUND${i},Y\n`).join("")}`;
    const form = new FormData();
    form.append("type", "sites");
    form.append("file", new Blob([rows], { type: "text/csv" }), "sites.csv");
    const many = await fetch(`${gatewayUrl()}/api/Import`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(many.status).toBe(400);
    expect(((await many.json()) as { Rows: unknown[] }).Rows).toEqual([{ Line: 50_002, Message: "The file has more than 50,000 rows: split it" }]);
  });
});

describe("exports never write a formula (CSV and XLSX injection)", () => {
  it("writes a text beginning with =, +, - or @ as text, in the asset CSV and the XLSX exports, and numbers as numbers", async () => {
    const name = `=HYPERLINK("http://evil.example/${Date.now()}","x")`;
    const [c] = await sql(db(), "insert into assets.client (name, contract_value) values ($1, -1250.5) returning id", [name]);
    const [site] = await sql(db(), "insert into assets.site (client_id, site_code, name) values ($1, '+SITE', '@Site') returning id", [c!.id]);
    const [cat] = await sql(db(), "select id, name from assets.asset_category order by id limit 1");
    await sql(
      db(),
      `insert into assets.asset (client_id, site_id, category_id, asset_code, make, model, serial_no, description, warranty_period, warranty_unit, active)
       values ($1, $2, $3, '-2+3', '=1+1', '@SUM(A1)', '+44 20 7946 0000', ' =cmd|'' /C calc''!A0', 12, 'Months', true),
              ($1, $2, $3, 'A-2', '-12.50', null, null, null, 0, 'Months', false)`,
      [c!.id, site!.id, cat!.id],
    );
    const csv = await fetch(`${gatewayUrl()}/Services/ExportAssets.aspx?Id=${c!.id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines.slice(1)).toEqual([
      `'-2+3,'+SITE,${cat!.name},'=1+1,'@SUM(A1),'+44 20 7946 0000,' =cmd|' /C calc'!A0,,12,Months,true`,
      `A-2,'+SITE,${cat!.name},-12.50,,,,,0,Months,false`,
    ]);

    const xlsx = await fetch(`${gatewayUrl()}/Services/ExportClients.aspx?search=${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe(`'${name}`);
    expect(row.getCell(2).formula).toBeUndefined();
    expect(row.getCell(1).value).toBe(c!.id);
    // a negative amount stays a number
    expect(row.getCell(7).value).toBe(-1250.5);
  });
});

describe("routes: every declared shim answers on its own path", () => {
  it("GET /api/WorkOrders/WorkOrdersInSite?siteId answers the site's orders, not GET /api/WorkOrders/{id}", async () => {
    const [site] = await sql(db(), "select site_id from work_orders.work_order where client_id = 1 group by site_id order by count(*) desc limit 1");
    const r = await api("GET", `/WorkOrders/WorkOrdersInSite?siteId=${site!.site_id}&pageSize=5`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.Data.length).toBeGreaterThan(0);
    expect(r.body.Data.every((w: { SiteId: number }) => w.SiteId === site!.site_id)).toBe(true);
    const portal = await api("GET", `/ClientPortal/WorkOrdersInSite?siteId=${site!.site_id}&pageSize=5`, { token: client1 });
    expect(portal.status).toBe(200);
    expect(portal.body.Total).toBe(r.body.Total);
  });
});
