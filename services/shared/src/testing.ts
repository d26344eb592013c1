/**
 * Test support for every workspace (never part of a build). `npm test` provides the environment:
 * a PostgreSQL server, a migrated and seeded template database, the running stack and a key pair.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { signAccessToken, type AccessClaims } from "./auth/token";
import type { Permissions } from "./auth/roles";
import { startService, type RunningService, type ServiceDefinition } from "./server";

function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the tests with \`npm test\`, which provides the database and the stack`);
  return v;
}

export const gatewayUrl = () => env("GATEWAY_URL");

function dbUrl(name: string): string {
  const u = new URL(env("TEST_ADMIN_URL"));
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: env("TEST_ADMIN_URL") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A database of the suite's own, cloned from the migrated and seeded template. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `${env("TEST_DB_PREFIX")}_${label.replace(/[^a-z0-9]/gi, "").toLowerCase()}_${randomBytes(3).toString("hex")}`;
  const template = env("TEST_TEMPLATE_DB");
  await admin(async (c) => {
    // concurrent clones of one template can collide; retry briefly
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database "${name}" template "${template}"`);
        return;
      } catch (e) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: dbUrl(name),
    name,
    drop: () => admin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** A service running in this process on a free port, over a database of its own. */
export async function startTestService(def: ServiceDefinition, label = def.name): Promise<RunningService & { db: TestDatabase }> {
  const db = await createTestDatabase(label);
  const running = await startService(def, {
    ...process.env,
    DATABASE_URL: db.url,
    PORT: "0",
    HOST: "127.0.0.1",
    MIGRATE_ON_START: "false",
    LOG_LEVEL: "error",
    DB_POOL_MAX: "4",
  });
  return {
    ...running,
    db,
    async stop() {
      await running.stop();
      await db.drop();
    },
  };
}

const ALL_PERMISSIONS: Permissions = {};

/** Claims of typical viewers; tests override what they need. Demo ids: client 1 and 2, contractor 1 and 2. */
export const viewers = {
  admin: (): AccessClaims => ({
    sub: "1",
    sid: "test",
    kind: "admin",
    ut: 1,
    dep: null,
    cli: null,
    con: null,
    perm: ALL_PERMISSIONS,
    name: "Test Admin",
  }),
  staff: (dep = 4, perm: Permissions = {}): AccessClaims => ({
    sub: "5",
    sid: "test",
    kind: "staff",
    ut: 4,
    dep,
    cli: null,
    con: null,
    perm,
    name: "Test Staff",
  }),
  client: (clientId = 1): AccessClaims => ({
    sub: "10",
    sid: "test",
    kind: "client",
    ut: 2,
    dep: null,
    cli: clientId,
    con: null,
    perm: { userProfile: "full", customerPortal: "read" },
    name: "Test Client",
  }),
  contractor: (contractorId = 1): AccessClaims => ({
    sub: "11",
    sid: "test",
    kind: "contractor",
    ut: 3,
    dep: null,
    cli: null,
    con: contractorId,
    perm: { userProfile: "full" },
    name: "Test Contractor",
  }),
};

/** A token signed with the test key pair (identity's signature), for the given claims. */
export async function tokenFor(claims: AccessClaims, ttlSeconds = 600): Promise<string> {
  return (await signAccessToken(claims, env("AUTH_PRIVATE_KEY"), ttlSeconds)).token;
}

export interface GraphqlResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A GraphQL POST; `headers` adds to the JSON content type and the bearer token (X-Forwarded-For, say). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the answer it asked for
export async function graphql<T = Record<string, any>>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<GraphqlResult<T>> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<GraphqlResult<T>, "status" | "headers">;
  return { status: res.status, headers: res.headers, ...body };
}

export const errorCode = (r: GraphqlResult) => r.errors?.[0]?.extensions?.code;

/**
 * The preamble of a GraphQL suite against one subgraph: the service on a database of its own, a token
 * per named viewer, and `call`, which answers the first root field or throws an error carrying the
 * GraphQL error code (`outcome` turns it into "OK" or that code). Registers its own beforeAll and
 * afterAll; read `suite.db()` and the rest inside tests.
 *
 *   const suite = graphqlSuite(workOrdersService, "sla", { admin: viewers.admin(), client1: viewers.client(1) });
 *   const id = (await suite.call(SAVE, { input })).workOrder.id;
 *   expect(await outcome(suite.call(READ, { id }, "client1"))).toBe("FORBIDDEN");
 */
export function graphqlSuite(def: ServiceDefinition, label: string, who: Record<string, AccessClaims>) {
  const suite = {
    svc: undefined as unknown as RunningService & { db: TestDatabase },
    tokens: {} as Record<string, string>,
    /** the suite's database URL */
    db: () => suite.svc.db.url,
    /** the first root field of `query` asked as `viewer` (a key of `who`) */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the answer it asked for
    async call(query: string, variables: Record<string, unknown> = {}, viewer = "admin"): Promise<any> {
      if (!(viewer in suite.tokens)) throw new Error(`graphqlSuite: no viewer named ${viewer}`);
      const r = await graphql(suite.svc.url, query, variables, suite.tokens[viewer]);
      if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
      return Object.values(r.data ?? {})[0];
    },
  };
  beforeAll(async () => {
    suite.svc = await startTestService(def, label);
    for (const [name, claims] of Object.entries(who)) suite.tokens[name] = await tokenFor(claims);
  }, 60_000);
  afterAll(() => suite.svc?.stop());
  return suite;
}

/** "OK" when the call succeeded, else the error code it threw (`graphqlSuite`'s `call`) */
export const outcome = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code,
  );

/** Runs SQL against a test database. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as the test wrote the query
export async function sql<T extends pg.QueryResultRow = Record<string, any>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export const DEMO_PASSWORD = "Passw0rd!";
export { pdfText } from "./testing-pdf";
export { repeated, xlsxBomb, zipFile, type ZipPart } from "./testing-zip";

/**
 * Makes requests race for sure: holds the rows `lockSql` selects (`select ... for update`) in a
 * transaction of its own while `send` sends them, waits until `waiting` sessions wait, directly or
 * through another waiter, for what it holds (every request has passed its own checks and is in
 * flight; a condition, not a clock: the cap only ends a hung test), runs `meanwhile` if given (what
 * the test does while they are in flight), then lets go and answers what they answered.
 *
 * The sessions are watched from a connection of their own, outside the holder's transaction:
 * PostgreSQL takes its list of sessions (pg_stat_activity) once per transaction, at the first look,
 * so a holder that looked from inside its own transaction never saw a connection opened after that
 * (a pool that grew under other suites' load) and held the rows until the cap: the "held save
 * unanswered for minutes" of issue 25. And only sessions the holder blocks count, never another
 * suite's waiting for something else.
 */
export async function whileHeld<T>(
  url: string,
  lockSql: string,
  params: unknown[],
  waiting: number,
  send: () => Promise<T>[],
  meanwhile?: () => Promise<void>,
): Promise<T[]> {
  const holder = new pg.Client({ connectionString: url });
  const watcher = new pg.Client({ connectionString: url });
  await Promise.all([holder.connect(), watcher.connect()]);
  try {
    const holderPid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
    await holder.query("begin");
    await holder.query(lockSql, params);
    const sent = send();
    // settled here so that a request failing while the row is held is reported, not left unhandled
    const answers = Promise.allSettled(sent);
    const early: PromiseSettledResult<T>[] = [];
    for (const p of sent)
      void p.then(
        (value) => early.push({ status: "fulfilled", value }),
        (reason: unknown) => early.push({ status: "rejected", reason }),
      );
    for (const end = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 50))) {
      const r = await watcher.query(BLOCKED_BY, [holderPid]);
      if (r.rows[0].n >= waiting) break;
      // a request answered without waiting for the rows: it never raced, and its answer says why
      if (early.length > sent.length - waiting) {
        const why = early.map((a) => (a.status === "fulfilled" ? JSON.stringify(a.value) : String(a.reason))).join("\n");
        throw new Error(`a request answered before ${waiting} waited for the rows held:\n${why.slice(0, 2000)}`);
      }
      if (Date.now() > end) {
        const { rows } = await watcher.query(
          "select pid, state, wait_event_type, wait_event, pg_blocking_pids(pid) as blocked_by, left(query, 120) as query from pg_stat_activity where datname = current_database() and pid not in (pg_backend_pid(), $1)",
          [holderPid],
        );
        throw new Error(
          `fewer than ${waiting} sessions ever waited for the rows held (by ${holderPid}); the sessions:\n${rows.map((x) => JSON.stringify(x)).join("\n")}`,
        );
      }
    }
    if (meanwhile) await meanwhile();
    await holder.query("commit");
    return (await answers).map((a) => {
      if (a.status === "rejected") throw a.reason;
      return a.value;
    });
  } finally {
    await Promise.all([holder.end(), watcher.end()]);
  }
}

/** How many sessions wait for what session $1 holds: blocked by it, or by a session that is (a queue on a lock it holds). */
/**
 * Waits until `n` sessions wait, directly or through another waiter, for what the session of the
 * client `holder` holds (a transaction of a test's own holding a row): watched from a connection of
 * its own, as whileHeld does, since the holder's own transaction sees a frozen list of sessions. A
 * condition, not a clock: the cap only ends a hung test.
 */
export async function untilBlockedBy(url: string, holder: pg.Client, n: number): Promise<void> {
  const holderPid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    for (const end = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 20))) {
      if ((await watcher.query(BLOCKED_BY, [holderPid])).rows[0].n >= n) return;
      if (Date.now() > end) throw new Error(`fewer than ${n} sessions ever waited for what session ${holderPid} holds`);
    }
  } finally {
    await watcher.end();
  }
}

const BLOCKED_BY = `with recursive blocked(pid) as (
    select a.pid from pg_stat_activity a where a.datname = current_database() and $1::int = any(pg_blocking_pids(a.pid))
    union
    select a.pid from pg_stat_activity a join blocked b on b.pid = any(pg_blocking_pids(a.pid)) where a.datname = current_database()
  ) select count(*)::int as n from blocked`;

/** One sample of a Prometheus text page: `name{labels} value`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus's text format (what GET /metrics answers); a line that is not a comment, a sample or blank throws. */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!.replace(/\\(.)/g, "$1");
    // as Prometheus reads them (Go's ParseFloat): NaN and Inf in any case (prom-client writes "Nan")
    const v = m[3]!.toLowerCase();
    const value = v === "nan" ? NaN : /^[+-]?inf$/.test(v) ? (v.startsWith("-") ? -Infinity : Infinity) : Number(m[3]);
    if (Number.isNaN(value) && v !== "nan") throw new Error(`not a Prometheus value: ${line}`);
    samples.push({ name: m[1]!, labels, value });
  }
  return samples;
}

/**
 * A process's metrics (`<base>/metrics`), with the stack's METRICS_TOKEN (npm test gives the stack
 * one): `value(name, labels)` sums the samples of that name whose labels include the given ones.
 */
export async function scrapeMetrics(
  base: string,
  token = process.env.METRICS_TOKEN,
): Promise<{ samples: MetricSample[]; value(name: string, labels?: Record<string, string>): number }> {
  const res = await fetch(`${base.replace(/\/graphql$/, "")}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status !== 200) throw new Error(`${base}/metrics answered ${res.status}`);
  const samples = parseMetrics(await res.text());
  return {
    samples,
    value: (name, labels = {}) =>
      samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0),
  };
}
