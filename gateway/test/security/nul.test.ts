/**
 * A NUL character (U+0000) in any text answers a plain 400, never a 500 (issue 25): PostgreSQL
 * refuses it in text, so a search or a note holding one failed in the database. Tried from the
 * outside: the gateway refuses it in the address (path and query string), in a JSON or form body at
 * any depth and in a multipart form's text fields and file names, but never looks into a file's
 * bytes; GraphQL variables and the document's string literals are refused at the gateway and at a
 * subgraph reached directly, as BAD_USER_INPUT.
 */
import { getOperationAST, type DocumentNode } from "graphql";
import { gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { allShims, servicePageShims } from "../../src/rest";
import type { Shim } from "../../src/rest/shim";
import { api, login } from "../http";

const NUL = "\u0000";
const MESSAGE = "Text may not contain the character U+0000.";
const db = () => process.env.TEST_STACK_DB_URL!;
const subgraphs = () => JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>;

let admin: string;
let orderId: number;

beforeAll(async () => {
  admin = await login("admin@example.com");
  const [wo] = await sql(db(), "select id from work_orders.work_order where client_id = 1 and contractor_id = 1 order by id limit 1");
  orderId = wo!.id;
});

/** The answer says only the message: no stack, no SQL, no file path. */
function plainAnswer(body: unknown): void {
  expect(JSON.stringify(body)).not.toMatch(/stack|\bselect\b|\bwhere\b|postgres|invalid byte sequence|\bat .*\(|node_modules|\.ts:\d|\.js:\d/i);
}

/** The legacy answer to a NUL: 400 `{ Message }`. */
function refusedRest(label: string, r: { status: number; body: unknown }): void {
  expect([label, r.status, r.body]).toEqual([label, 400, { Message: MESSAGE }]);
}

/** The GraphQL answer to a NUL: HTTP 400, one BAD_USER_INPUT error with the message. */
function refusedGraphql(label: string, r: { status: number; data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  expect([label, r.status, r.errors?.map((e) => [e.message, e.extensions?.code])]).toEqual([label, 400, [[MESSAGE, "BAD_USER_INPUT"]]]);
  expect(r.data ?? null).toBeNull();
  plainAnswer(r);
}

const variablesOf = (doc: DocumentNode) => new Set((getOperationAST(doc)?.variableDefinitions ?? []).map((d) => d.variable.name.value));
const fill = (p: string) => p.replace(/:[A-Za-z]+/g, "1");

describe("REST: the address and the body", () => {
  it("answers search=%00 400 with the message on every list that searches, GET by its query and POST by its JSON body", async () => {
    const searching = [...allShims.map((s): [string, Shim] => ["", s]), ...servicePageShims.map((s): [string, Shim] => ["/Services", s])].filter(
      ([, s]) => !s.multipart && variablesOf(s.operation as DocumentNode).has("search"),
    );
    expect(searching.length).toBeGreaterThan(10);
    for (const [base, s] of searching) {
      const path = `${base}${fill(s.path)}`;
      const label = `${s.method.toUpperCase()} ${path}`;
      const r =
        s.method === "get"
          ? await api("GET", `${path}?page=1&pageSize=5&search=%00`, { token: admin })
          : await api(s.method.toUpperCase(), path, { token: admin, json: { page: 1, pageSize: 5, search: NUL } });
      refusedRest(label, r);
    }
  });

  it("answers the search of POST /api/WorkOrders/main 400, and a NUL anywhere in a JSON body, however deep", async () => {
    refusedRest("search", await api("POST", "/WorkOrders/main", { token: admin, json: { pageSize: 5, search: `boiler${NUL}` } }));
    // a field the shim never reads, in a list inside an object: refused all the same
    const nested = { pageSize: 5, filters: [{ field: "Status", values: ["open", { deeper: `x${NUL}y` }] }] };
    refusedRest("nested", await api("POST", "/WorkOrders/main", { token: admin, json: nested }));
    // and in a key
    refusedRest("key", await api("POST", "/WorkOrders/main", { token: admin, json: { pageSize: 5, [`sea${NUL}rch`]: "x" } }));
    // the same search without it is served
    expect((await api("POST", "/WorkOrders/main", { token: admin, json: { pageSize: 5, search: "boiler" } })).status).toBe(200);
  });

  it("answers a note holding a NUL 400, posted as JSON or as a form", async () => {
    refusedRest("json", await api("POST", "/WorkOrderNotes", { token: admin, json: { Id: 0, WorkOrderId: orderId, Note: `Engineer${NUL} booked` } }));
    refusedRest(
      "form",
      await api("POST", "/WorkOrderNotes", { token: admin, form: { Id: "0", WorkOrderId: String(orderId), Note: `Engineer${NUL}` } }),
    );
  });

  it("answers a NUL in a path parameter 400, and in an export page's query (streamed from its owner)", async () => {
    refusedRest("path", await api("GET", "/WorkOrders/%00", { token: admin }));
    refusedRest("pdf", await api("GET", "/pdf/workorderpdf/1%00", { token: admin }));
    const exported = await fetch(`${gatewayUrl()}/Services/ExportClients.aspx?search=%00`, { headers: { authorization: `Bearer ${admin}` } });
    refusedRest("export", { status: exported.status, body: await exported.json() });
    const posted = await api("POST", "/Reports/download/1", { token: admin, json: { Clientid: `1${NUL}` } });
    refusedRest("export post", posted);
  });

  it("takes the text %00 itself (an encoded percent sign), which holds no NUL", async () => {
    const r = await api("GET", "/Sites?page=1&pageSize=5&search=%2500", { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Data: expect.any(Array), Total: expect.any(Number) });
  });
});

describe("GraphQL, at the gateway and at a subgraph reached directly", () => {
  const SEARCH = "query Nul($s: String) { workOrders(search: $s, pageSize: 1) { totalCount } }";
  const NOTE = "mutation NulNote($input: SaveWorkOrderNoteInput!) { saveWorkOrderNote(input: $input) { note { id } error { message } } }";

  for (const where of ["gateway", "work-orders subgraph"] as const) {
    const url = () => (where === "gateway" ? `${gatewayUrl()}/graphql` : subgraphs()["work-orders"]!);

    it(`${where}: refuses a NUL in a variable, also nested in an input object`, async () => {
      refusedGraphql("variable", await graphql(url(), SEARCH, { s: NUL }, admin));
      refusedGraphql("nested", await graphql(url(), NOTE, { input: { workOrderId: orderId, note: `a${NUL}b` } }, admin));
    });

    it(`${where}: refuses a NUL in an inline string literal, written as GraphQL's escape or as the character`, async () => {
      refusedGraphql("escape", await graphql(url(), '{ workOrders(search: "\\u0000", pageSize: 1) { totalCount } }', undefined, admin));
      refusedGraphql("block", await graphql(url(), `{ workOrders(search: """a${NUL}b""", pageSize: 1) { totalCount } }`, undefined, admin));
      const note = `mutation { saveWorkOrderNote(input: { workOrderId: ${orderId}, note: "x\\u0000" }) { note { id } } }`;
      refusedGraphql("mutation literal", await graphql(url(), note, undefined, admin));
    });

    it(`${where}: still answers the same operations without it`, async () => {
      const r = await graphql(url(), SEARCH, { s: "boiler" }, admin);
      expect([r.status, r.errors]).toEqual([200, undefined]);
    });
  }
});

/** A small but real PDF (its first bytes tell its type) whose body holds NUL bytes, as binary files do. */
const PDF_WITH_NULS = Buffer.concat([
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n"),
  Buffer.from([0, 0, 0, 1, 2, 0, 255, 0]),
  Buffer.alloc(4096, 0),
  Buffer.from("\n%%EOF\n"),
]);

const B = "----nul-boundary";
function part(name: string, value: string | Buffer, disposition = ""): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n${disposition ? "Content-Type: application/pdf\r\n" : ""}\r\n`,
    ),
    Buffer.from(value),
    Buffer.from("\r\n"),
  ]);
}
const close = Buffer.from(`--${B}--\r\n`);

async function post(path: string, body: Buffer | FormData, contentType?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${admin}`, "apollo-require-preflight": "true" };
  if (contentType) headers["content-type"] = contentType;
  const res = await fetch(`${gatewayUrl()}${path}`, { method: "POST", headers, body: body as never });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe("multipart uploads: text and names are refused, file bytes never looked at", () => {
  const uploadPage = () => `/Services/UploadDocument.aspx?entityName=WorkOrder&entityId=${orderId}&documentTypeId=3`;

  it("stores a legacy upload whose file holds NUL bytes, and gives the very bytes back", async () => {
    const form = new FormData();
    form.append("file", new Blob([PDF_WITH_NULS], { type: "application/pdf" }), "binary.pdf");
    const r = await post(uploadPage(), form);
    expect([r.status, r.body?.Size, r.body?.ContentType]).toEqual([200, PDF_WITH_NULS.length, "application/pdf"]);
    const link = await api("GET", `/Documents/${r.body.id}/Download`, { token: admin });
    const got = await fetch(new URL(link.body.Url, gatewayUrl()));
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF_WITH_NULS)).toBe(true);
  });

  it("refuses a legacy form's text field, or a file name, holding a NUL: 400 with the message", async () => {
    const field = Buffer.concat([part("note", `a${NUL}b`), part("file", PDF_WITH_NULS, '; filename="binary.pdf"'), close]);
    refusedRest("field", await post(uploadPage(), field, `multipart/form-data; boundary=${B}`));
    // the file name as RFC 5987 encodes it (a raw NUL in a header is refused by the HTTP parser)
    const named = Buffer.concat([part("file", PDF_WITH_NULS, "; filename*=utf-8''bin%00ary.pdf"), close]);
    refusedRest("filename", await post(uploadPage(), named, `multipart/form-data; boundary=${B}`));
  });

  const UPLOAD =
    "mutation NulUpload($input: UploadDocumentInput!, $file: Upload) { uploadDocument(input: $input, file: $file) { document { id size } error { message } } }";
  const operations = (input: Record<string, unknown>) => JSON.stringify({ query: UPLOAD, variables: { input, file: null } });
  const map = JSON.stringify({ 0: ["variables.file"] });

  it("GraphQL multipart: stores a file holding NUL bytes, and refuses a NUL in the operation's variables", async () => {
    const ok = Buffer.concat([
      part("operations", operations({ entityName: "WorkOrder", entityId: orderId })),
      part("map", map),
      part("0", PDF_WITH_NULS, '; filename="binary.pdf"'),
      close,
    ]);
    const stored = await post("/graphql", ok, `multipart/form-data; boundary=${B}`);
    expect([stored.status, stored.body.errors, stored.body.data?.uploadDocument?.document?.size]).toEqual([200, undefined, PDF_WITH_NULS.length]);

    // a variable the schema would refuse anyway (an enum): the guard answers first, for any text
    const bad = Buffer.concat([
      part("operations", operations({ entityName: `WorkOrder${NUL}`, entityId: orderId })),
      part("map", map),
      part("0", PDF_WITH_NULS, '; filename="binary.pdf"'),
      close,
    ]);
    const refused = await post("/graphql", bad, `multipart/form-data; boundary=${B}`);
    refusedGraphql("operations", { status: refused.status, ...refused.body });
  });

  it("GraphQL multipart: refuses a file name holding a NUL, at the gateway and at the subgraph reached directly", async () => {
    const named = Buffer.concat([
      part("operations", operations({ entityName: "WorkOrder", entityId: orderId })),
      part("map", map),
      part("0", PDF_WITH_NULS, "; filename*=utf-8''bin%00ary.pdf"),
      close,
    ]);
    // the name comes with the file, after the operation has begun: its field fails, not the request
    for (const url of [`${gatewayUrl()}/graphql`, subgraphs()["work-orders"]!]) {
      const res = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${admin}`, "apollo-require-preflight": "true", "content-type": `multipart/form-data; boundary=${B}` },
        body: named,
      });
      const body = (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
      expect([url, body.data ?? null, body.errors?.map((e) => [e.message, e.extensions?.code])]).toEqual([url, null, [[MESSAGE, "BAD_USER_INPUT"]]]);
      plainAnswer(body);
    }
  });
});

describe("imports: a cell is text", () => {
  it("reports a CSV row holding a NUL as a bad row, by its line, and imports nothing", async () => {
    const [c] = await sql(db(), "insert into assets.client (name) values ('Nul Import Foods') returning id");
    const form = new FormData();
    form.append("type", "sites");
    const rows = `ClientId,SiteCode,Name\n${c!.id},NUL1,Fine\n${c!.id},NUL2,Some${NUL}where\n`;
    form.append("file", new Blob([rows], { type: "text/csv" }), "sites.csv");
    const r = await post("/api/Import", form);
    expect([r.status, r.body]).toEqual([400, { Message: "The file was not imported: 1 bad row", Rows: [{ Line: 3, Message: MESSAGE }] }]);
    expect(await sql(db(), "select id from assets.site where client_id = $1", [c!.id])).toEqual([]);
  });
});
