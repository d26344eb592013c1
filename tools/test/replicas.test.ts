/**
 * Issue 25, more than one machine: every process is stateless. A stack of this suite's own (its own
 * database, cloned from the template; files in S3, an s3rver started here; e-mail to a mail catcher)
 * with two gateways, two replicas of each subgraph and two of each job worker, a round-robin in front
 * of each subgraph's replicas (what the gateways and billing are given) and one in front of the
 * gateways (tools/src/round-robin.ts: per request, leaving out an upstream whose /readyz fails).
 * Where a test must be sure which replica answers, it calls that replica directly rather than
 * trusting the rotation (the balancers' own readiness probes move it too).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { createTestDatabase, DEMO_PASSWORD, graphql, sql, type GraphqlResult, type TestDatabase } from "@wo/shared/testing";
import { parseMail, startMailCatcher, type MailCatcher } from "../src/mail-catcher";
import { startStack, type RunningStack } from "../src/stack";

/** A small per-address limit, so that the test reaches it; every test signs in from addresses of its own. */
const LIMIT = 8;
const BUCKET = "wo-replicas";
const INVALID = "Invalid email or password.";
const LOCKED = "Your account is locked after too many failed sign-ins. Try again in 15 minutes.";
const TOO_MANY = "Too many sign-in attempts from this address. Try again in a minute.";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wo-replicas-"));
const serverLog: string[] = [];
let db: TestDatabase;
let s3: S3rver;
let s3Origin: string;
let mail: MailCatcher;
let stack: RunningStack;

beforeAll(async () => {
  db = await createTestDatabase("replicas");
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(tmp, "s3"), configureBuckets: [{ name: BUCKET }] });
  s3Origin = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
  // each accepted e-mail takes a moment, as a real server's would: one worker cannot empty the queue alone
  mail = await startMailCatcher(undefined, { holdMs: 300 });
  stack = await startStack({
    databaseUrl: db.url,
    keys: {
      AUTH_PRIVATE_KEY: process.env.AUTH_PRIVATE_KEY!,
      AUTH_PUBLIC_KEY: process.env.AUTH_PUBLIC_KEY!,
      FILE_LINK_SECRET: process.env.FILE_LINK_SECRET!,
    },
    gatewayPort: 0,
    log: (line) => {
      serverLog.push(line);
      if (serverLog.length > 400) serverLog.shift();
    },
    env: {
      LOG_LEVEL: "warn",
      SIGN_IN_RATE_LIMIT: String(LIMIT),
      // 14 processes over one PostgreSQL: small pools
      DB_POOL_MAX: "4",
      STORAGE: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Origin,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      SMTP_URL: mail.url,
      MAIL_FROM: "workorders@example.org",
      JOB_POLL_SECONDS: "0.5",
    },
    replicas: { subgraphs: 2, workers: 2, gateways: 2 },
    processEnv: (name) => ({
      // which worker sent an e-mail: its envelope sender
      ...(name.startsWith("work-orders-worker") ? { MAIL_FROM: `${name}@example.org` } : {}),
      // the replica the last test stops: it keeps serving, not ready, for this long after SIGTERM
      ...(name === "identity-2" ? { SHUTDOWN_DELAY_SECONDS: "20" } : {}),
    }),
  });
}, 600_000);

afterAll(async () => {
  await stack?.stop();
  await mail?.stop();
  await s3?.close();
  await db?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
}, 120_000);

const gateways = () => stack.replicas.gateway!;
/** Each replica's own /graphql, of one subgraph. */
const replicasOf = (service: string) => stack.replicas[service]!.map((origin) => `${origin}/graphql`);

/** A legacy REST call to `origin` (a gateway, or the round-robin in front of them), as if from `address`. */
async function rest(origin: string, method: string, apiPath: string, o: { token?: string; json?: unknown; address?: string } = {}) {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.address) headers["x-forwarded-for"] = o.address;
  if (o.json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${origin}/api${apiPath}`, { method, headers, body: o.json === undefined ? undefined : JSON.stringify(o.json) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

const SIGN_IN = `mutation($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { session { accessToken } error { code message } } }`;
/** A sign-in straight to one identity replica, as if the gateway named `address` (a subgraph believes X-Forwarded-For from loopback). */
const signInAt = (url: string, address: string, email: string, password: string) =>
  graphql(url, SIGN_IN, { email, password }, undefined, { "x-forwarded-for": address });
const login = (origin: string, address: string, email: string, password = DEMO_PASSWORD) =>
  rest(origin, "POST", "/authorise/login", { json: { Email: email, Password: password }, address });

/** An answer of either kind, as one comparable line: REST status and message, or GraphQL's code or payload error. */
function outcome(r: { status: number; body?: { Message?: string } } | GraphqlResult): string {
  if ("body" in r) return `${r.status} ${r.body?.Message ?? ""}`.trim();
  const g = r as GraphqlResult;
  if (g.errors) return `${g.errors[0]!.extensions?.code}: ${g.errors[0]!.message}`;
  const payload = g.data!.signIn as { session: unknown; error: { code: string; message: string } | null };
  return payload.session ? "SIGNED_IN" : `${payload.error!.code}: ${payload.error!.message}`;
}

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, seconds = 120): Promise<T> {
  for (const end = Date.now() + seconds * 1000; ; await new Promise((r) => setTimeout(r, 200))) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}\n${serverLog.slice(-20).join("\n")}`);
  }
}

describe("sign-in throttling across replicas", () => {
  it("5 failed sign-ins for one e-mail, over both gateways and both identity replicas, lock it everywhere", async () => {
    await sql(
      db.url,
      `insert into identity.app_user (email, password_hash, first_name, last_name, user_type_id, department_id, active)
       select 'replica.lock@example.com', password_hash, 'Replica', 'Lock', user_type_id, department_id, true from identity.app_user where email = 'sales@example.com'`,
    );
    const email = "replica.lock@example.com";
    const address = "198.51.100.21";
    const [id1, id2] = replicasOf("identity");
    const [gw1, gw2] = gateways();
    const failures = [
      () => login(gw1!, address, email, "wrong"),
      () => signInAt(id2!, address, email, "wrong"),
      () => login(gw2!, address, email, "wrong"),
      () => signInAt(id1!, address, email, "wrong"),
      () => login(gw1!, address, email, "wrong"),
    ];
    const answers: string[] = [];
    for (const attempt of failures) answers.push(outcome(await attempt()));
    expect(answers).toEqual([
      `401 ${INVALID}`,
      `INVALID_CREDENTIALS: ${INVALID}`,
      `401 ${INVALID}`,
      `INVALID_CREDENTIALS: ${INVALID}`,
      // the fifth failure, wherever it lands, is the one that locks
      `423 ${LOCKED}`,
    ]);
    expect(await sql(db.url, "select failures, locked_until > now() as locked from identity.sign_in_lock where email = $1", [email])).toEqual([
      { failures: 5, locked: true },
    ]);
    // the right password is refused by every replica while the lock lasts
    expect(outcome(await login(gw2!, address, email))).toBe(`423 ${LOCKED}`);
    expect(outcome(await signInAt(id2!, address, email, DEMO_PASSWORD))).toBe(`LOCKED_OUT: ${LOCKED}`);
  }, 120_000);

  it(`counts one address's attempts across replicas: of ${LIMIT + 2} at the same moment over both gateways and both identities, ${LIMIT} are checked`, async () => {
    const address = "198.51.100.22";
    const [id1, id2] = replicasOf("identity");
    const [gw1, gw2] = gateways();
    const routes = [
      (i: number) => login(gw1!, address, `nobody${i}@example.com`, "wrong"),
      (i: number) => signInAt(id1!, address, `nobody${i}@example.com`, "wrong"),
      (i: number) => login(gw2!, address, `nobody${i}@example.com`, "wrong"),
      (i: number) => signInAt(id2!, address, `nobody${i}@example.com`, "wrong"),
    ];
    const answers = (await Promise.all(Array.from({ length: LIMIT + 2 }, (_, i) => routes[i % routes.length]!(i)))).map(outcome);
    const refused = answers.filter((a) => a === `429 ${TOO_MANY}` || a === `TOO_MANY_REQUESTS: ${TOO_MANY}`);
    const checked = answers.filter((a) => a === `401 ${INVALID}` || a === `INVALID_CREDENTIALS: ${INVALID}`);
    expect({ refused: refused.length, checked: checked.length }).toEqual({ refused: 2, checked: LIMIT });
    expect(await sql(db.url, "select attempts from identity.sign_in_attempt where address = $1", [address])).toEqual([{ attempts: LIMIT + 2 }]);
    // another address has its own budget, through the balancer in front of the gateways
    expect((await login(stack.gatewayUrl, "198.51.100.23", "finance@example.com")).status).toBe(200);
  }, 120_000);
});

const CHECK = `mutation { checkSession { valid } }`;

describe("sessions across replicas", () => {
  it("a session signed in through one gateway works through the other; logged out through one, every identity replica refuses it", async () => {
    const [gw1, gw2] = gateways();
    const [id1, id2] = replicasOf("identity");
    const signedIn = await login(gw1!, "198.51.100.31", "finance@example.com");
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;

    const check = { id: 6, authcode: "S", RequestedUrl: "/work_orders" };
    expect(await rest(gw2!, "POST", "/authorise/iamauth", { token, json: check })).toEqual({ status: 200, body: { ...check, Valid: true } });
    for (const url of [id1!, id2!]) expect((await graphql(url, CHECK, {}, token)).data).toEqual({ checkSession: { valid: true } });
    const list = await graphql(
      `${gw2}/graphql`,
      `
        {
          workOrders(pageSize: 5) {
            totalCount
            nodes {
              id
            }
          }
        }
      `,
      {},
      token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.workOrders.nodes).toHaveLength(5);

    expect((await rest(gw2!, "POST", "/authorise/Logout", { token })).status).toBe(200);
    // identity checks the session live, on every replica (docs/architecture.md): the legacy check answers 4038
    for (const gw of [gw1!, gw2!]) {
      expect(await rest(gw, "POST", "/authorise/iamauth", { token, json: {} })).toEqual({
        status: 401,
        body: { Message: "Session invalid", Code: 4038 },
      });
    }
    for (const url of [id1!, id2!]) {
      const r = await graphql(url, CHECK, {}, token);
      expect(r.errors?.[0]?.extensions?.code).toBe("SESSION_INVALID");
      expect(
        (
          await graphql(
            url,
            `
              mutation {
                renewSession {
                  accessToken
                }
              }
            `,
            {},
            token,
          )
        ).errors?.[0]?.extensions?.code,
      ).toBe("SESSION_INVALID");
    }
  }, 120_000);
});

describe("jobs with two workers", () => {
  it("sends each of 10 queued e-mails exactly once, the two workers sharing them", async () => {
    const admin = (await login(stack.gatewayUrl, "198.51.100.41", "admin@example.com")).body.token as string;
    const orders = await sql<{ id: number }>(
      db.url,
      `select wo.id from work_orders.work_order wo join assets.contractor c on c.id = wo.contractor_id
       where c.email is not null and wo.work_order_status_id not in (6, 9, 12) order by wo.id limit 10`,
    );
    expect(orders).toHaveLength(10);
    const RESEND = `mutation($id: Int!) { resendWorkOrderNotification(workOrderId: $id) { messages { id channel } error { code } } }`;
    const ids: number[] = [];
    for (const o of orders) {
      // through the balancer: the two gateways and both work-orders replicas enqueue
      const r = await graphql(`${stack.gatewayUrl}/graphql`, RESEND, { id: o.id }, admin);
      expect(r.errors).toBeUndefined();
      expect(r.data!.resendWorkOrderNotification.error).toBeNull();
      ids.push(
        ...r.data!.resendWorkOrderNotification.messages.filter((m: { channel: string }) => m.channel === "EMAIL").map((m: { id: number }) => m.id),
      );
    }
    expect(ids).toHaveLength(10);
    const sent = await until("every message sent", async () => {
      const rows = await sql<{ id: number; state: string; attempts: number; subject: string }>(
        db.url,
        "select id, state, attempts, subject from work_orders.outbox_message where id = any($1::int[]) order by id",
        [ids],
      );
      return rows.every((r) => r.state === "sent") && rows;
    });
    expect(sent.map((m) => m.attempts)).toEqual(Array(10).fill(1));
    const jobs = await sql(
      db.url,
      "select state, retry_count from work_orders_jobs.job where name = 'notification-send' and (data->>'messageId')::int = any($1::int[])",
      [ids],
    );
    expect(jobs).toEqual(Array(10).fill({ state: "completed", retry_count: 0 }));

    // each message reached the mail server once: by its subject (one per order), whichever worker sent it
    const subjects = sent.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(10);
    const caught = await Promise.all(mail.messages.map(async (m) => ({ from: m.from, subject: (await parseMail(m.raw)).subject })));
    const ours = caught.filter((m) => subjects.includes(m.subject));
    expect(ours.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const byWorker = new Map<string, number>();
    for (const m of ours) byWorker.set(m.from, (byWorker.get(m.from) ?? 0) + 1);
    process.stdout.write(`replicas: 10 e-mails sent once each; by worker ${JSON.stringify(Object.fromEntries(byWorker))}\n`);
    expect([...byWorker.keys()].sort()).toEqual(["work-orders-worker-2@example.org", "work-orders-worker@example.org"]);
  }, 300_000);
});

/** A small but real PDF (its first bytes tell the type). */
const pdf = (n: number) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n% replica upload ${n}\n${"x".repeat(4000 + n)}`,
  );

describe("files in S3 across replicas", () => {
  it("a document uploaded through either gateway downloads through the other; one stored by a work-orders replica is signed by the other", async () => {
    const [gw1, gw2] = gateways();
    const admin = (await login(gw1!, "198.51.100.51", "admin@example.com")).body.token as string;
    const [order] = await sql<{ id: number }>(db.url, "select id from work_orders.work_order where client_id = 1 order by id limit 1");
    for (const [i, [up, down]] of [
      [gw1!, gw2!],
      [gw2!, gw1!],
      [gw1!, gw2!],
      [gw2!, gw1!],
    ].entries()) {
      const bytes = pdf(i);
      const form = new FormData();
      form.append("file", new Blob([bytes], { type: "application/pdf" }), `replica-${i}.pdf`);
      const res = await fetch(`${up}/Services/UploadDocument.aspx?entityName=WorkOrder&entityId=${order!.id}&documentTypeId=3`, {
        method: "POST",
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      expect(res.status).toBe(200);
      const doc = (await res.json()) as { id: number; Size: number };
      expect(doc.Size).toBe(bytes.length);
      const link = await rest(down, "GET", `/Documents/${doc.id}/Download`, { token: admin });
      expect(link.status).toBe(200);
      // a presigned S3 link: the bytes come from the bucket, not from a replica's disk
      expect(new URL(link.body.Url).origin).toBe(s3Origin);
      const got = await fetch(link.body.Url);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    }

    // straight to the work-orders replicas: stored by the first, signed by the second
    const [wo1, wo2] = replicasOf("work-orders");
    const bytes = pdf(99);
    const form = new FormData();
    form.append(
      "operations",
      JSON.stringify({
        query: `mutation($file: Upload, $input: UploadDocumentInput!) { uploadDocument(file: $file, input: $input) { document { id } error { message } } }`,
        variables: { file: null, input: { entityName: "WorkOrder", entityId: order!.id, documentTypeId: 3 } },
      }),
    );
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([bytes], { type: "application/pdf" }), "direct.pdf");
    const stored = await fetch(wo1!, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "apollo-require-preflight": "true" },
      body: form,
    });
    const answer = (await stored.json()) as GraphqlResult<{ uploadDocument: { document: { id: number } } }>;
    expect(answer.errors).toBeUndefined();
    const id = answer.data!.uploadDocument.document.id;
    const link = await graphql(
      wo2!,
      `
        query ($id: Int!) {
          documentDownloadLink(id: $id) {
            url
          }
        }
      `,
      { id },
      admin,
    );
    expect(link.errors).toBeUndefined();
    const got = await fetch(link.data!.documentDownloadLink.url);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  }, 120_000);
});

const LIST = `query($page: Int!) { workOrders(page: $page, pageSize: 20) { totalCount nodes { id refNo workOrderStatus clientName siteName contractorName issue dateOpened } } }`;
const OPEN = `query($id: Int!) { workOrder(id: $id) { id version details workOrderStatus siteName } }`;
const OPEN_STAFF = `query($id: Int!) { workOrder(id: $id) { id version details workOrderStatus siteName costCounters { timeEntries } } }`;
const SAVE = `mutation($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id version details } error { code message } } }`;

describe("load through the balancers", () => {
  it("a few users listing, opening and saving get the same answers as from one replica directly, with no errors", async () => {
    const ROUNDS = 8;
    const users = ["admin", "sales", "client", "client2", "contractor", "contractor2"].map((u, i) => ({
      email: `${u}@example.com`,
      staff: i < 2,
      address: `198.51.100.${60 + i}`,
      token: "",
      order: null as null | { id: number; version: number },
    }));
    const [site] = await sql<{ id: number; sub_trade: number }>(
      db.url,
      "select s.id, (select id from assets.trade where parent_trade_id is not null order by id limit 1) as sub_trade from assets.site s where client_id = 1 order by id limit 1",
    );
    for (const u of users) {
      const r = await login(stack.gatewayUrl, u.address, u.email);
      expect(r.status).toBe(200);
      u.token = r.body.token;
      if (u.staff) {
        // an order of its own to save, so that the saves never race each other
        const made = await graphql(
          `${stack.gatewayUrl}/graphql`,
          SAVE,
          {
            input: {
              clientId: 1,
              siteId: site!.id,
              subTradeId: site!.sub_trade,
              workOrderTypeId: 1,
              issue: `Load ${u.email}`,
              sendNotifications: false,
            },
          },
          u.token,
        );
        expect(made.errors).toBeUndefined();
        u.order = made.data!.saveWorkOrder.workOrder;
      }
    }
    const front = `${stack.gatewayUrl}/graphql`;
    const direct = replicasOf("work-orders");
    const errors: string[] = [];
    let requests = 0;
    let compared = 0;
    const call = async (url: string, query: string, variables: Record<string, unknown>, token: string) => {
      requests++;
      const r = await graphql(url, query, variables, token);
      if (r.status !== 200 || r.errors) errors.push(`${url} ${query.slice(0, 40)}: ${r.status} ${JSON.stringify(r.errors)}`);
      return r;
    };
    const started = Date.now();
    await Promise.all(
      users.map(async (u) => {
        for (let round = 0; round < ROUNDS; round++) {
          const page = (round % 3) + 1;
          // the same list through the balancers and from one work-orders replica directly (the load changes nothing it shows)
          const [viaFront, viaReplica] = [
            await call(front, LIST, { page }, u.token),
            await call(direct[round % direct.length]!, LIST, { page }, u.token),
          ];
          compared++;
          if (JSON.stringify(viaFront.data) !== JSON.stringify(viaReplica.data)) errors.push(`${u.email} page ${page}: the answers differ`);
          if (!u.order) {
            const first = viaFront.data?.workOrders.nodes[0];
            if (first) await call(front, OPEN, { id: first.id }, u.token);
            continue;
          }
          // read-your-writes whichever replicas take the save and the read after it
          const opened = await call(front, OPEN_STAFF, { id: u.order.id }, u.token);
          const wo = opened.data?.workOrder;
          if (!wo || wo.version !== u.order.version) {
            errors.push(`${u.email}: read version ${wo?.version} after saving ${u.order.version}`);
            continue;
          }
          const details = `Saved by ${u.email} in round ${round}`;
          const saved = await call(
            front,
            SAVE,
            {
              input: {
                id: u.order.id,
                version: wo.version,
                clientId: 1,
                siteId: site!.id,
                subTradeId: site!.sub_trade,
                workOrderTypeId: 1,
                issue: `Load ${u.email}`,
                details,
                sendNotifications: false,
              },
            },
            u.token,
          );
          const payload = saved.data?.saveWorkOrder;
          if (payload?.error || payload?.workOrder?.details !== details) errors.push(`${u.email}: save answered ${JSON.stringify(payload)}`);
          else u.order = { id: u.order.id, version: payload.workOrder.version };
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `replicas: load of ${users.length} users x ${ROUNDS} rounds: ${requests} requests in ${seconds.toFixed(1)} s, ${errors.length} errors, ` +
        `${compared} lists compared; served by gateway ${JSON.stringify(stack.balancers.gateway!.served)}, work-orders ${JSON.stringify(stack.balancers["work-orders"]!.served)}\n`,
    );
    expect(errors).toEqual([]);
    // every save acknowledged is stored: each staff order at its first version + ROUNDS
    for (const u of users.filter((x) => x.staff)) {
      expect(await sql(db.url, "select version, details from work_orders.work_order where id = $1", [u.order!.id])).toEqual([
        { version: u.order!.version, details: `Saved by ${u.email} in round ${ROUNDS - 1}` },
      ]);
    }
    // afterwards, each user's first page is the same through each gateway and each work-orders replica
    for (const u of users) {
      const answers = await Promise.all([...gateways().map((g) => `${g}/graphql`), ...direct].map((url) => graphql(url, LIST, { page: 1 }, u.token)));
      for (const a of answers) expect(a.data).toEqual(answers[0]!.data);
    }
  }, 600_000);
});

describe("readiness", () => {
  it("every process is ready; a replica told to stop fails /readyz first, the balancer leaves it out, and nothing is refused", async () => {
    for (const [kind, origins] of Object.entries(stack.replicas)) {
      for (const origin of origins) {
        const r = await fetch(`${origin}/readyz`);
        expect([kind, r.status]).toEqual([kind, 200]);
      }
    }
    const [, stopping] = stack.replicas.identity!;
    const identity = stack.balancers.identity!;
    stack.process("identity-2")!.child.process.kill("SIGTERM");
    // while it drains (SHUTDOWN_DELAY_SECONDS): alive, not ready
    await until("identity-2 not ready", async () => (await fetch(`${stopping}/readyz`)).status === 503);
    expect((await fetch(`${stopping}/healthz`)).status).toBe(200);
    await identity.probe();
    expect(identity.ready).toEqual([true, false]);
    const before = [...identity.served];
    for (let i = 0; i < 4; i++) expect((await login(stack.gatewayUrl, `198.51.100.7${i}`, "finance@example.com")).status).toBe(200);
    expect(identity.served[1]).toBe(before[1]);
    expect(identity.served[0]).toBeGreaterThanOrEqual(before[0]! + 4);
    // the gateways stay ready: identity has a ready replica
    for (const g of gateways()) expect((await fetch(`${g}/readyz`)).status).toBe(200);
    expect(await stack.process("identity-2")!.child.exited).toBe(0);
  }, 120_000);
});
