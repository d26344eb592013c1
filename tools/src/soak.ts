/**
 * `npm run test:soak`: simulated people using the whole stack for a long while, and what must hold
 * through it: no failed call, every process's memory flat after warm-up, no connection held past
 * its pool, and no dead rows in the tables it writes that VACUUM does not take back.
 *
 * Staff, client and contractor users in proportion (60 : 25 : 15), each signed in with a session of
 * its own and each a loop of what that kind of user does, with a think time of 1-4 s between steps,
 * through the operations the web app sends (read from web/src/gql) and the legacy REST shims:
 * - staff list work orders (a random tab or all, any grid column, pages 1-5, sometimes searching a
 *   word; through GraphQL or the legacy grid), open one (the editor and its notes), and now and
 *   then save one of their own orders (its details) or add a note to it;
 * - clients list their orders (the portal's page or its dashboard grid through the shim), open one
 *   (with its notes through the shim) and, rarely, raise a request;
 * - contractors list their orders (all, or those needing action through the shim), open one, update
 *   the progress of one of their own (a progress code and a progress note) or log time on it.
 * Each user draws from its own seeded random stream (SOAK_SEED): the same run makes the same choices.
 *
 * Writes go only to a few orders set aside for the run (two per staff or contractor user: Open
 * orders, the same ones each run), the notes and logged time on them, the requests the clients
 * raise (about one a minute per ten client users), and the portal users it makes once
 * (soak.client<id>@example.com, soak.contractor<id>@example.com): all fine to leave in the shared
 * benchmark database, which it otherwise only reads.
 *
 *   npm run test:soak                 100 users, 10 minutes, on the benchmark's million orders
 *                                     (DATABASE_URL's server, database workorders_bench; made and
 *                                     seeded as `npm run bench` does when missing: minutes)
 *   npm run test:soak:ci              the CI variant: 20 users for 60 s on a throw-away database of 2,000 orders
 *   SOAK_USERS=30 SOAK_SECONDS=120 npm run test:soak
 *
 * It exits non-zero when any call failed or a process logged an error or exited, when a process's
 * live heap (wo_heap_live_bytes: the V8 heap right after a full collection, read from its /metrics;
 * a job worker, which has no /metrics here: the lows of its resident memory) grew after warm-up by more
 * than SOAK_MAX_SLOPE MB a minute (default 5), when its resident memory passed SOAK_MAX_RSS_MB (default
 * 1024: what a deployment would give a process), when a process held more
 * connections than its pools allow or a service's connections did not drain once the load stopped,
 * or when VACUUM left dead rows behind in a table the run wrote.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { z } from "zod";
import { seededRandom, UserTypeId } from "@wo/shared";
import { createDatabase, databaseExists, databaseServer, dropDatabase, DATA_DIR, type DatabaseServer } from "./database";
import { generateKeys } from "./keys";
import { pct, rssMb, signIn, slope, timedCall, troughs, type CallResult } from "./load";
import { prepareDatabase, startStack, type RunningStack } from "./stack";
import { staffSaveInput, webOperation, webOperationExtensions, type LoadedOrder } from "./web-operations";

const cfg = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    SOAK_USERS: z.coerce.number().int().min(3).max(1000).default(100),
    SOAK_SECONDS: z.coerce.number().int().min(10).default(600),
    /** a throw-away database of 2,000 orders (the CI variant) instead of the benchmark's */
    SOAK_CI: z.enum(["true", "false"]).default("false"),
    SOAK_SEED: z.coerce.number().int().default(1),
    /** the most a process's resident memory may grow after warm-up, MB a minute (README "Soak" says why) */
    SOAK_MAX_SLOPE: z.coerce.number().positive().default(5),
    SOAK_MAX_RSS_MB: z.coerce.number().positive().default(1024),
    SOAK_SAMPLE_SECONDS: z.coerce.number().positive().default(5),
    BENCH_WORK_ORDERS: z.coerce.number().int().min(1000).default(1_000_000),
    BENCH_DATABASE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default("workorders_bench"),
  })
  .parse(process.env);
const CI = cfg.SOAK_CI === "true";

/**
 * The most connections each process may hold: a service's pool (DB_POOL_MAX, default 10,
 * services/shared/src/config.ts); a job worker's ORM pool (4, queue/worker.ts) and its pg-boss pool
 * (4), which share the name `<service>-worker`.
 */
const POOL_MAX: Record<string, number> = {
  identity: 10,
  assets: 10,
  "work-orders": 10,
  billing: 10,
  "work-orders-worker": 8,
  "billing-worker": 8,
};
/** The processes whose pools must drain to nothing once the load stops (a worker's pg-boss keeps polling). */
const DRAINING = ["identity", "assets", "work-orders", "billing"];

const log = (l: string) => process.stdout.write(`${l}\n`);

// ---------------------------------------------------------------------------------------------
// the calls, and their figures by kind

interface KindStats {
  times: number[];
  errors: number;
  samples: string[];
}
const stats = new Map<string, KindStats>();

function record(kind: string, r: CallResult<unknown>) {
  let s = stats.get(kind);
  if (!s) stats.set(kind, (s = { times: [], errors: 0, samples: [] }));
  s.times.push(r.ms);
  if (!r.ok) {
    s.errors++;
    if (s.samples.length < 5) s.samples.push(r.problem ?? "failed");
  }
}

type Json = Record<string, unknown>;

/** A client of the gateway for one simulated user: its token, its calls recorded by kind. */
class Session {
  token = "";
  signedAt = 0;
  constructor(
    readonly base: string,
    readonly email: string,
  ) {}

  async signIn(): Promise<void> {
    const started = performance.now();
    try {
      this.token = await signIn(this.base, this.email);
      this.signedAt = Date.now();
      record("sign in", { ok: true, ms: performance.now() - started, status: 200, body: null });
    } catch (e) {
      record("sign in", { ok: false, ms: performance.now() - started, status: 0, body: null, problem: String(e) });
      throw e;
    }
  }

  /** A web app operation by name, recorded under that name; answers its data, or null when it failed. */
  async gql<T = Json>(operation: string, variables: Json): Promise<T | null> {
    // an access token lives 15 minutes: a session signs in again as the web app would
    if (Date.now() - this.signedAt > 10 * 60_000) await this.signIn();
    const r = await timedCall<{ data?: T }>(`${this.base}/graphql`, {
      method: "POST",
      token: this.token,
      json: { operationName: operation, query: webOperation(operation), variables, extensions: webOperationExtensions(operation) },
    });
    record(operation, r);
    return r.ok ? (r.body?.data ?? null) : null;
  }

  /** A legacy REST call, recorded as "METHOD /api/path" (the path without its query). */
  async rest<T = Json>(method: "GET" | "POST", pathAndQuery: string, json?: unknown): Promise<T | null> {
    if (Date.now() - this.signedAt > 10 * 60_000) await this.signIn();
    const r = await timedCall<T>(`${this.base}${pathAndQuery}`, { method, token: this.token, json });
    record(`${method} ${pathAndQuery.split("?")[0]!.replace(/\/\d+$/, "/:id")}`, r);
    return r.ok ? r.body : null;
  }
}

// ---------------------------------------------------------------------------------------------
// the users

/** What the run reads of the data once, before the load. */
interface Facts {
  /** orders any staff user may open */
  orderIds: number[];
  /** per client: the site, trade and sub-trade of some of its orders (what a request names) */
  requestPlaces: Map<number, { siteId: number; tradeId: number; subTradeId: number }[]>;
  /** Open orders set aside for the run: per staff user, per contractor user */
  staffOrders: number[][];
  contractorOrders: number[][];
}

type Random = () => number;
const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const between = (r: Random, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
/** A page as people page: mostly the first, rarely past the fifth. */
const page = (r: Random) => (r() < 0.6 ? 1 : between(r, 2, 5));
const direction = (r: Random) => (r() < 0.5 ? "ASC" : "DESC");

/** The staff grid's sort columns (web/src/modules/work-orders/columns.tsx) and its tabs' statuses (status-tabs.ts). */
const STAFF_SORTS = [
  "REFERENCE",
  "REQUESTED",
  "CLIENT",
  "DATE_OPENED",
  "SITE",
  "ISSUE",
  "DETAILS",
  "CONTRACTOR",
  "DUE_DATE",
  "STATUS",
  "TYPE",
  "SUB_TRADE",
  "ESTIMATED_COST",
  "TRADE",
  "SITE_CODE",
  "CLIENT_REF",
  "SLA_CODE",
];
/** The same columns by their legacy names, for the legacy grid (POST /api/WorkOrders/main). */
const LEGACY_SORTS = ["Reference", "Requested", "Client", "DateOpened", "Site", "Issue", "ContractorName", "DueDate", "Status", "SiteCode"];
const TABS = [1, 2, 3, 4, 5, 13, 6, 10, 11, 7, 12, 9, 14];
/** The client portal's and the contractor portal's grid columns. */
const CLIENT_SORTS = ["REFERENCE", "DATE_OPENED", "SITE", "ISSUE", "CLIENT_REF", "SUB_TRADE", "STATUS"];
const CONTRACTOR_SORTS = ["REFERENCE", "DATE_OPENED", "DUE_DATE", "CLIENT", "SITE", "ISSUE", "STATUS"];
/** Words of the seeded issue texts (services/work-orders/src/seeders/demo.data.ts). */
const WORDS = ["leak", "toilet", "boiler", "lighting", "door", "water", "fire", "alarm", "kitchen", "ceiling", "lift", "glass"];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface User {
  kind: "staff" | "client" | "contractor";
  session: Session;
  random: Random;
  /** the client's or contractor's id of a portal user */
  entityId?: number;
  /** its own orders to write to */
  own: number[];
  /** the orders of its last list, to open one */
  listed: number[];
  /** progress codes a contractor may choose (read once, as its popup does) */
  progressCodes: number[];
}

/** A staff user's step: list, open, save one of its own, or note one of its own. */
async function staffStep(u: User, f: Facts): Promise<void> {
  const r = u.random;
  const x = r();
  if (x < 0.5) {
    if (r() < 0.3) {
      // the legacy grid, as the old screens and reporting tools page it
      const body: Json = { page: page(r), pageSize: 20, sort: `${pick(r, LEGACY_SORTS)}_${direction(r)}` };
      if (r() < 0.5) body.filter = { logic: "and", filters: [{ field: "WorkOrderStatusId", operator: "eq", value: pick(r, TABS) }] };
      if (r() < 0.25) body.search = pick(r, WORDS);
      await u.session.rest("POST", "/api/WorkOrders/main", body);
    } else {
      const data = await u.session.gql<{ workOrders: { nodes: { id: number }[] } }>("WorkOrderGrid_WorkOrders", {
        status: r() < 0.5 ? pick(r, TABS) : null,
        page: page(r),
        pageSize: 20,
        search: r() < 0.25 ? pick(r, WORDS) : null,
        sort: [{ field: pick(r, STAFF_SORTS), direction: direction(r) }],
      });
      if (data) u.listed = data.workOrders.nodes.map((n) => n.id);
      if (r() < 0.3) await u.session.gql("WorkOrderTabs_Counters", {});
    }
  } else if (x < 0.85) {
    const id = u.listed.length && r() < 0.7 ? pick(r, u.listed) : pick(r, f.orderIds);
    await u.session.gql("StaffWorkOrder_Load", { id });
    await u.session.gql("NotesTab_Notes", { workOrderId: id, privateNote: null, page: 1, pageSize: 20 });
  } else if (x < 0.93) {
    const id = pick(r, u.own);
    const data = await u.session.gql<{ workOrder: LoadedOrder }>("StaffWorkOrder_Load", { id });
    if (data?.workOrder)
      await u.session.gql("WorkOrderActions_Save", {
        input: staffSaveInput(data.workOrder, `Checked on site: ${pick(r, WORDS)} ${between(r, 1, 9999)}`),
      });
  } else {
    await u.session.gql("NotePopup_Save", {
      input: { workOrderId: pick(r, u.own), note: `Soak: called the site about ${pick(r, WORDS)}`, privateNote: r() < 0.3 },
    });
  }
}

/** A client user's step: its orders (the page, or the dashboard's grid through the shim), one opened, or a request raised. */
async function clientStep(u: User, f: Facts): Promise<void> {
  const r = u.random;
  const x = r();
  const clientId = u.entityId!;
  if (x < 0.5) {
    if (r() < 0.3) {
      const data = await u.session.rest<{ Data: { id: number }[] }>(
        "GET",
        `/api/ClientPortal/CustomerPortalDashboardWorkOrderList?clientid=${clientId}&page=1&pageSize=10`,
      );
      if (data) u.listed = data.Data.map((d) => d.id);
    } else {
      const data = await u.session.gql<{ workOrders: { nodes: { id: number }[] } }>("ClientWorkOrdersPage_WorkOrders", {
        clientId,
        ppm: r() < 0.2,
        page: page(r),
        pageSize: 20,
        search: r() < 0.2 ? pick(r, WORDS) : null,
        filters: null,
        sort: [{ field: pick(r, CLIENT_SORTS), direction: direction(r) }],
      });
      if (data) u.listed = data.workOrders.nodes.map((n) => n.id);
    }
  } else if (x < 0.97) {
    if (!u.listed.length) return;
    const id = pick(r, u.listed);
    await u.session.gql("ClientWorkOrderDetails_WorkOrder", { id, isStaff: false, isClient: true });
    await u.session.rest("GET", `/api/ClientPortal/CustomerPortalNotes?workorderid=${id}&page=1&pageSize=20`);
  } else {
    const place = pick(r, f.requestPlaces.get(clientId) ?? []);
    if (!place) return;
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await u.session.gql("NewRequest_Save", {
      input: {
        id: 0,
        asRequest: true,
        clientId,
        siteId: place.siteId,
        tradeId: place.tradeId,
        subTradeId: place.subTradeId,
        requestedBy: "Soak test",
        requestDate: `${day}T12:00:00.000Z`,
        issue: `Soak: ${pick(r, WORDS)} needs looking at`,
        clientRef: null,
      },
    });
  }
}

/** A contractor user's step: its orders (all, or those needing action through the shim), one opened, progress or time on its own. */
async function contractorStep(u: User): Promise<void> {
  const r = u.random;
  const x = r();
  const contractorId = u.entityId!;
  if (x < 0.45) {
    if (r() < 0.3) {
      const data = await u.session.rest<{ Data: { id: number }[] }>(
        "GET",
        `/api/ContractorPortal/WorkOrdersRequireAction?contractorid=${contractorId}&page=1&pageSize=10`,
      );
      if (data) u.listed = data.Data.map((d) => d.id);
      await u.session.rest("GET", `/api/ContractorPortal/OpenRequestCount?contractorid=${contractorId}`);
    } else {
      const data = await u.session.gql<{ workOrders: { nodes: { id: number }[] } }>("ContractorPortalWorkOrders_WorkOrders", {
        contractorId,
        statuses: r() < 0.5 ? [pick(r, [2, 3, 4, 5])] : null,
        ppm: null,
        page: page(r),
        pageSize: 20,
        search: r() < 0.15 ? pick(r, WORDS) : null,
        filters: null,
        sort: [{ field: pick(r, CONTRACTOR_SORTS), direction: direction(r) }],
      });
      if (data) u.listed = data.workOrders.nodes.map((n) => n.id);
    }
  } else if (x < 0.8) {
    if (!u.listed.length) return;
    const id = pick(r, u.listed);
    await u.session.gql("ContractorPortalWorkOrder_WorkOrder", { id, isStaff: false, isClient: false });
    await u.session.rest("GET", `/api/ContractorPortal/ContractorPortalNotes?workorderid=${id}&page=1&pageSize=20`);
  } else if (x < 0.92) {
    const id = pick(r, u.own);
    const data = await u.session.gql<{ workOrder: LoadedOrder }>("ContractorPortalWorkOrder_WorkOrder", { id, isStaff: false, isClient: false });
    const wo = data?.workOrder;
    if (!wo) return;
    if (!u.progressCodes.length) {
      const choices = await u.session.gql<{ progressCodes: { id: number }[] }>("ContractorPortalWorkOrder_SaveChoices", { siteId: wo.siteId });
      u.progressCodes = choices?.progressCodes.map((p) => p.id) ?? [];
    }
    await u.session.gql("ContractorPortalWorkOrder_Save", {
      input: {
        id: wo.id,
        version: wo.version,
        clientId: wo.clientId,
        siteId: wo.siteId,
        progressCodeId: u.progressCodes.length ? pick(r, u.progressCodes) : null,
        assetId: wo.assetId ?? null,
        progressNote: `Soak: engineer on site, ${pick(r, WORDS)}`,
      },
    });
  } else {
    const id = pick(r, u.own);
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const hour = (h: number) => String(h).padStart(2, "0");
    const from = between(r, 7, 15);
    await u.session.gql("ContractorCosts_SaveTime", {
      input: { workOrderId: id, workDate: day, timeFrom: `${hour(from)}:00`, timeTo: `${hour(from + 1)}:30`, numberOfEngineers: 1 },
    });
    await u.session.gql("ContractorCosts_LogTimes", { workOrderId: id, page: 1, pageSize: 20, sort: null });
  }
}

// ---------------------------------------------------------------------------------------------
// the data: facts read once, portal accounts

/** Staff accounts of the demo that work the work-order screens (list, open, save, note). */
const STAFF_ACCOUNTS = ["admin@example.com", "customerservice@example.com", "operations@example.com", "management@example.com"];
const CLIENT_ACCOUNTS = 4;
const CONTRACTOR_ACCOUNTS = 6;

async function readFacts(db: pg.Client, staff: number, contractorUsers: { contractorId: number }[]): Promise<Facts> {
  const orderIds = (await db.query<{ id: number }>("select id from work_orders.work_order where id % 97 = 0 order by id limit 5000")).rows.map(
    (r) => r.id,
  );
  // each contractor user: two Open orders of its contractor; each staff user: two more Open orders; none shared
  const taken = new Set<number>();
  const contractorOrders: number[][] = [];
  for (const u of contractorUsers) {
    const { rows } = await db.query<{ id: number }>(
      "select id from work_orders.work_order where contractor_id = $1 and work_order_status_id = 2 order by id limit 200",
      [u.contractorId],
    );
    const mine = rows
      .map((x) => x.id)
      .filter((id) => !taken.has(id))
      .slice(0, 2);
    if (mine.length < 2) throw new Error(`contractor ${u.contractorId} has too few Open orders for the soak`);
    mine.forEach((id) => taken.add(id));
    contractorOrders.push(mine);
  }
  const { rows: open } = await db.query<{ id: number }>(
    "select id from work_orders.work_order where work_order_status_id = 2 and contractor_id is not null order by id desc limit $1",
    [staff * 2 + taken.size],
  );
  const free = open.map((x) => x.id).filter((id) => !taken.has(id));
  if (free.length < staff * 2) throw new Error("too few Open orders for the soak's staff users");
  const staffOrders = Array.from({ length: staff }, (_, i) => free.slice(i * 2, i * 2 + 2));
  const requestPlaces = new Map<number, { siteId: number; tradeId: number; subTradeId: number }[]>();
  const { rows: places } = await db.query<{ client_id: number; site_id: number; trade_id: number; sub_trade_id: number }>(
    `select distinct on (client_id, site_id, sub_trade_id) client_id, site_id, trade_id, sub_trade_id from work_orders.work_order
      where id <= 20000 and trade_id is not null and sub_trade_id is not null and work_order_type_id = 1 order by client_id, site_id, sub_trade_id`,
  );
  for (const p of places) {
    const list = requestPlaces.get(p.client_id) ?? [];
    list.push({ siteId: p.site_id, tradeId: p.trade_id, subTradeId: p.sub_trade_id });
    requestPlaces.set(p.client_id, list);
  }
  return { orderIds, requestPlaces, staffOrders, contractorOrders };
}

/** The portal accounts the run signs in with, one per client and contractor it uses, made once by the administrator. */
async function ensureAccount(base: string, adminToken: string, email: string, entity: { name: "Client" | "Contractor"; id: number }) {
  try {
    await signIn(base, email);
    return;
  } catch {
    // not there yet
  }
  const res = await timedCall<{ data?: { saveUser: { error: unknown } } }>(`${base}/graphql`, {
    method: "POST",
    token: adminToken,
    // the user screen's own save, sent as the app sends it: the run's gateway answers sessions only with the app's documents
    json: {
      operationName: "UserDetailsForm_Save",
      query: webOperation("UserDetailsForm_Save"),
      extensions: webOperationExtensions("UserDetailsForm_Save"),
      variables: {
        input: {
          firstName: "Soak",
          lastName: `${entity.name} ${entity.id}`,
          email,
          password: "Passw0rd!",
          userTypeId: entity.name === "Client" ? UserTypeId.Client : UserTypeId.Contractor,
          entityName: entity.name,
          entityId: entity.id,
          active: true,
        },
      },
    },
  });
  if (!res.ok) throw new Error(`making ${email}: ${res.problem}`);
}

// ---------------------------------------------------------------------------------------------
// sampling: memory, connections, dead rows

interface Sample {
  t: number;
  rss: Record<string, number>;
  /** MB of live heap (wo_heap_live_bytes) of each process with /metrics, once it has made a full collection */
  live: Record<string, number>;
  connections: Record<string, number>;
  deadRows: number;
}

/** Each gateway's and subgraph's live heap in MB (wo_heap_live_bytes), by process name; none before its first full collection. */
async function liveHeaps(stack: RunningStack, token: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  await Promise.all(
    Object.entries(stack.replicas).flatMap(([kind, origins]) =>
      origins.map(async (origin, r) => {
        // a scrape that does not answer in time leaves a gap in the series, not a failed run
        const text = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) })
          .then((res) => res.text())
          .catch(() => "");
        const line = text.split("\n").find((l) => l.startsWith("wo_heap_live_bytes "));
        const bytes = Number(line?.split(" ")[1]);
        if (bytes > 0) out[r === 0 ? kind : `${kind}-${r + 1}`] = bytes / 1e6;
      }),
    ),
  );
  return out;
}

async function connectionsByProcess(db: pg.Client): Promise<Record<string, number>> {
  const { rows } = await db.query<{ app: string; n: number }>(
    `select coalesce(nullif(application_name, ''), '(unnamed)') as app, count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.app, r.n]));
}

interface TableStat {
  table: string;
  dead: number;
  changed: number;
  autovacuums: number;
}
async function tableStats(db: pg.Client): Promise<Map<string, TableStat>> {
  const { rows } = await db.query<{ t: string; dead: string; changed: string; av: string }>(
    `select schemaname || '.' || relname as t, n_dead_tup as dead, n_tup_ins + n_tup_upd + n_tup_del as changed, autovacuum_count as av
       from pg_stat_user_tables`,
  );
  return new Map(rows.map((r) => [r.t, { table: r.t, dead: Number(r.dead), changed: Number(r.changed), autovacuums: Number(r.av) }]));
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const failures: string[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wo-soak-"));
  fs.chmodSync(tmp, 0o755); // initdb runs as the postgres user when we are root
  let server: DatabaseServer | null = null;
  let stack: RunningStack | null = null;
  let throwAway: string | null = null;
  let db: pg.Client | null = null;
  const errorLines: string[] = [];
  const stackLog = (l: string) => {
    if (/"level":"(error|fatal)"/.test(l)) {
      errorLines.push(l);
      log(l);
    }
  };
  try {
    server = CI
      ? await databaseServer({ databaseUrl: cfg.DATABASE_URL, dataDir: path.join(tmp, "data"), temporary: true, fast: true, log })
      : await databaseServer({ databaseUrl: cfg.DATABASE_URL, dataDir: path.join(DATA_DIR, "bench-postgres"), log });
    const name = CI ? (throwAway = `wo_soak_${randomBytes(3).toString("hex")}`) : cfg.BENCH_DATABASE;
    if (!(await databaseExists(server.adminUrl, name))) await createDatabase(server.adminUrl, name);
    const url = server.urlFor(name);
    const workOrders = CI ? 2000 : cfg.BENCH_WORK_ORDERS;
    log(`database ${name}: ${workOrders.toLocaleString("en-GB")} work orders (seeded when missing: minutes at a million)…`);
    const files = { FILES_DIR: path.join(tmp, "files") };
    // every process serves /metrics to this token: the soak reads each one's live heap there
    const metricsToken = randomBytes(24).toString("hex");
    await prepareDatabase({ databaseUrl: url, seed: { workOrders }, log: (l) => /seeded|failed|error/.test(l) && log(l), env: files });

    db = new pg.Client({ connectionString: url, application_name: "soak" });
    await db.connect();
    // a settled database to start from: what the run leaves dead is then what it made
    // (ANALYZE first: its sampled estimate of dead rows would otherwise stand in for VACUUM's count)
    await db.query("analyze");
    await db.query("vacuum");

    const nStaff = Math.round(cfg.SOAK_USERS * 0.6);
    const nClient = Math.round(cfg.SOAK_USERS * 0.25);
    const nContractor = cfg.SOAK_USERS - nStaff - nClient;
    const { rows: clientRows } = await db.query<{ id: number }>("select distinct client_id as id from work_orders.work_order order by 1 limit $1", [
      CLIENT_ACCOUNTS,
    ]);
    const { rows: contractorRows } = await db.query<{ id: number }>(
      `select contractor_id as id from work_orders.work_order where work_order_status_id = 2 and contractor_id is not null
        group by 1 having count(*) >= 10 order by 1 limit $1`,
      [CONTRACTOR_ACCOUNTS],
    );
    const contractorUsers = Array.from({ length: nContractor }, (_, i) => ({ contractorId: contractorRows[i % contractorRows.length]!.id }));
    const facts = await readFacts(db, nStaff, contractorUsers);

    stack = await startStack({
      databaseUrl: url,
      keys: generateKeys(),
      gatewayPort: 0,
      log: stackLog,
      // as deployed (docker/: NODE_ENV=production); sign-ins from one address share a bucket: raised for 100 users
      env: {
        ...files,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        SIGN_IN_RATE_LIMIT: "10000",
        METRICS_TOKEN: metricsToken,
        GRAPHQL_TRUSTED_DOCUMENTS: "enforce",
      },
    });
    const base = stack.gatewayUrl;
    const adminToken = await signIn(base, "admin@example.com");
    for (const c of clientRows) await ensureAccount(base, adminToken, `soak.client${c.id}@example.com`, { name: "Client", id: c.id });
    for (const c of contractorRows) await ensureAccount(base, adminToken, `soak.contractor${c.id}@example.com`, { name: "Contractor", id: c.id });

    const users: User[] = [];
    const make = (kind: User["kind"], email: string, own: number[], entityId?: number) =>
      users.push({
        kind,
        session: new Session(base, email),
        random: seededRandom(cfg.SOAK_SEED * 1000 + users.length),
        entityId,
        own,
        listed: [],
        progressCodes: [],
      });
    for (let i = 0; i < nStaff; i++) make("staff", STAFF_ACCOUNTS[i % STAFF_ACCOUNTS.length]!, facts.staffOrders[i]!);
    for (let i = 0; i < nClient; i++) {
      const id = clientRows[i % clientRows.length]!.id;
      make("client", `soak.client${id}@example.com`, [], id);
    }
    for (let i = 0; i < nContractor; i++) {
      const id = contractorUsers[i]!.contractorId;
      make("contractor", `soak.contractor${id}@example.com`, facts.contractorOrders[i]!, id);
    }
    log(
      `${users.length} users (${nStaff} staff, ${nClient} clients of ${clientRows.length} clients, ${nContractor} contractors of ` +
        `${contractorRows.length} contractors) for ${cfg.SOAK_SECONDS} s on ${base}`,
    );

    // the load: each user starts within the first tenth of the run (at most 20 s), then steps with 1-4 s between
    const before = await tableStats(db);
    const started = Date.now();
    const deadline = started + cfg.SOAK_SECONDS * 1000;
    const ramp = Math.min(20_000, cfg.SOAK_SECONDS * 100);
    const samples: Sample[] = [];
    const sample = async () => {
      const pids = stack!.pids;
      const rss = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, rssMb(pid)]));
      const connections = await connectionsByProcess(db!);
      const live = await liveHeaps(stack!, metricsToken);
      const { rows } = await db!.query<{ n: string }>("select coalesce(sum(n_dead_tup), 0) as n from pg_stat_user_tables");
      samples.push({ t: (Date.now() - started) / 1000, rss, live, connections, deadRows: Number(rows[0]!.n) });
    };
    let sampling = Promise.resolve();
    const sampler = setInterval(
      () => (sampling = sampling.then(sample).catch((e) => void failures.push(`sampling: ${e}`))),
      cfg.SOAK_SAMPLE_SECONDS * 1000,
    );
    await sample();
    const progress = setInterval(() => {
      const calls = [...stats.values()].reduce((s, k) => s + k.times.length, 0);
      const errors = [...stats.values()].reduce((s, k) => s + k.errors, 0);
      log(`${Math.round((Date.now() - started) / 1000)} s: ${calls} calls, ${errors} failed`);
    }, 60_000);
    await Promise.all(
      users.map(async (u, i) => {
        await sleep((ramp * i) / users.length);
        try {
          await u.session.signIn();
        } catch {
          return; // counted
        }
        while (Date.now() < deadline) {
          if (u.kind === "staff") await staffStep(u, facts);
          else if (u.kind === "client") await clientStep(u, facts);
          else await contractorStep(u);
          await sleep(between(u.random, 1000, 4000));
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(progress);
    await sampling;
    await sample();
    const atEnd = samples[samples.length - 1]!;
    const after = await tableStats(db);

    // ----- calls
    const rows = [...stats.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, s]) => {
        const t = [...s.times].sort((a, b) => a - b);
        return {
          call: kind,
          count: t.length,
          errors: s.errors,
          p50: +pct(t, 50).toFixed(1),
          p95: +pct(t, 95).toFixed(1),
          p99: +pct(t, 99).toFixed(1),
        };
      });
    const total = rows.reduce((s, r) => s + r.count, 0);
    const errors = rows.reduce((s, r) => s + r.errors, 0);
    log(`\ncalls by kind (ms); ${total} calls in ${seconds.toFixed(0)} s: ${(total / seconds).toFixed(1)} req/s, ${errors} failed`);
    console.table(rows);
    markdown(rows);
    for (const [kind, s] of stats) for (const m of s.samples) log(`  failed ${kind}: ${m}`);
    if (errors) failures.push(`${errors} calls failed`);

    // ----- memory: over the second half (the first is the warm-up). A leak is judged by the live heap
    // (wo_heap_live_bytes: what a full collection leaves), where a process has /metrics; resident memory
    // also holds garbage not yet collected and pages V8 and malloc keep for reuse, which rise with the
    // load toward what they are allowed, so it is reported (its slope, and of its lows: the lowest of
    // every 30 s) and held under SOAK_MAX_RSS_MB. A job worker (no /metrics here) is judged by its RSS lows.
    const names = Object.keys(atEnd.rss);
    const fit = (series: { x: number; y: number }[]) => {
      const warm = series.filter((p) => p.x * 60 >= seconds / 2 && Number.isFinite(p.y));
      const lows = troughs(warm, 0.5);
      return { warm, slope: warm.length >= 3 ? slope(warm) : NaN, lowSlope: lows.length >= 3 ? slope(lows) : NaN };
    };
    const memory = names.map((n) => {
      const rss = samples.map((s) => ({ x: s.t / 60, y: s.rss[n] ?? NaN }));
      const live = samples.map((s) => ({ x: s.t / 60, y: s.live[n] ?? NaN })).filter((p) => Number.isFinite(p.y));
      const r = fit(rss);
      const l = fit(live);
      return {
        process: n,
        "RSS start MB": Math.round(rss[0]!.y),
        "RSS half-way MB": Math.round(r.warm[0]?.y ?? NaN),
        "RSS end MB": Math.round(rss[rss.length - 1]!.y),
        "RSS max MB": Math.round(Math.max(...rss.map((p) => p.y))),
        "RSS slope MB/min": +r.slope.toFixed(2),
        "RSS lows slope MB/min": +r.lowSlope.toFixed(2),
        "live heap half-way MB": live.length ? Math.round(l.warm[0]?.y ?? NaN) : NaN,
        "live heap end MB": live.length ? Math.round(live[live.length - 1]!.y) : NaN,
        "live heap slope MB/min": +l.slope.toFixed(2),
      };
    });
    log(`\nmemory (sampled every ${cfg.SOAK_SAMPLE_SECONDS} s; slopes: least-squares fits over the second half):`);
    console.table(memory);
    markdown(memory);
    // the warm-up and what follows: each process's lowest RSS and last live heap in each minute
    const minutes = Array.from({ length: Math.ceil(seconds / 60) }, (_, m) => m);
    if (minutes.length > 2) {
      const inMinute = (m: number) => samples.filter((s) => s.t >= m * 60 && s.t < (m + 1) * 60);
      const lowest = (n: string, m: number) => Math.round(Math.min(...inMinute(m).map((s) => s.rss[n] ?? NaN)));
      const lastLive = (n: string, m: number) => {
        const v = inMinute(m)
          .map((s) => s.live[n])
          .filter((x) => x !== undefined);
        return v.length ? Math.round(v[v.length - 1]!) : "";
      };
      log("\nlowest resident memory (MB) in each minute:");
      markdown(names.map((n) => ({ process: n, ...Object.fromEntries(minutes.map((m) => [`min ${m + 1}`, lowest(n, m)])) })));
      log("\nlive heap (MB, after the last full collection) at the end of each minute:");
      markdown(
        names
          .filter((n) => samples.some((s) => s.live[n] !== undefined))
          .map((n) => ({ process: n, ...Object.fromEntries(minutes.map((m) => [`min ${m + 1}`, lastLive(n, m)])) })),
      );
    }
    for (const m of memory) {
      const judged = Number.isFinite(m["live heap slope MB/min"])
        ? { what: "live heap", slope: m["live heap slope MB/min"] }
        : { what: "resident memory's lows", slope: Number.isFinite(m["RSS lows slope MB/min"]) ? m["RSS lows slope MB/min"] : m["RSS slope MB/min"] };
      if (Number.isNaN(m["RSS end MB"])) failures.push(`${m.process} exited during the run`);
      else if (judged.slope > cfg.SOAK_MAX_SLOPE)
        failures.push(`${m.process}: ${judged.what} grew ${judged.slope} MB/min after warm-up (most ${cfg.SOAK_MAX_SLOPE})`);
      if (m["RSS max MB"] > cfg.SOAK_MAX_RSS_MB)
        failures.push(`${m.process}: resident memory reached ${m["RSS max MB"]} MB (most ${cfg.SOAK_MAX_RSS_MB})`);
    }

    // ----- connections: never past the pools; the services' drain to none once the load stops (a leaked one never would)
    const apps = [...new Set(samples.flatMap((s) => Object.keys(s.connections)))].sort();
    const drainStarted = Date.now();
    let drained: Record<string, number> = await connectionsByProcess(db);
    while (DRAINING.some((n) => (drained[n] ?? 0) > 0) && Date.now() - drainStarted < 90_000) {
      await sleep(2000);
      drained = await connectionsByProcess(db);
    }
    const drainSeconds = (Date.now() - drainStarted) / 1000;
    const conns = apps.map((a) => ({
      process: a,
      "pool max": POOL_MAX[a] ?? "-",
      "max held": Math.max(...samples.map((s) => s.connections[a] ?? 0)),
      "at end of load": atEnd.connections[a] ?? 0,
      [`after ${Math.round(drainSeconds)} s idle`]: drained[a] ?? 0,
    }));
    log(`\ndatabase connections by process (pg_stat_activity.application_name, sampled every ${cfg.SOAK_SAMPLE_SECONDS} s):`);
    console.table(conns);
    markdown(conns);
    for (const c of conns) {
      const max = POOL_MAX[c.process];
      if (max !== undefined && c["max held"] > max) failures.push(`${c.process} held ${c["max held"]} connections (pool max ${max})`);
    }
    for (const n of DRAINING) if ((drained[n] ?? 0) > 0) failures.push(`${n} still holds ${drained[n]} connections ${drainSeconds} s after the load`);

    // ----- dead rows of the tables the run wrote: at the start, at the end, and after VACUUM (the stack stopped: no snapshot holds them)
    await stack.stop();
    stack = null;
    const written = [...after.values()].filter((t) => t.changed > (before.get(t.table)?.changed ?? 0));
    for (const t of written) await db.query(`vacuum ${t.table.replace(/^(\w+)\.(\w+)$/, '"$1"."$2"')}`);
    const vacuumed = await tableStats(db);
    const dead = written.map((t) => ({
      table: t.table,
      "rows written": t.changed - (before.get(t.table)?.changed ?? 0),
      "dead at start": before.get(t.table)?.dead ?? 0,
      "dead at end": t.dead,
      autovacuums: t.autovacuums - (before.get(t.table)?.autovacuums ?? 0),
      "dead after VACUUM": vacuumed.get(t.table)?.dead ?? NaN,
    }));
    const peakDead = Math.max(...samples.map((s) => s.deadRows));
    log(`\ndead rows of the tables written (pg_stat_user_tables.n_dead_tup); all tables' at most ${peakDead} during the run:`);
    console.table(dead);
    markdown(dead);
    for (const d of dead)
      if (d["dead after VACUUM"] > d["dead at start"]) failures.push(`${d.table}: ${d["dead after VACUUM"]} dead rows left after VACUUM`);

    if (errorLines.length) failures.push(`the processes logged ${errorLines.length} errors`);
    log(failures.length ? `\nSOAK FAILED:\n- ${failures.join("\n- ")}` : "\nsoak passed");
    return failures.length ? 1 : 0;
  } finally {
    await stack?.stop().catch((e) => log(`stopping the stack failed: ${e}`));
    await db?.end().catch(() => undefined);
    if (server) {
      if (throwAway) await dropDatabase(server.adminUrl, throwAway).catch((e) => log(`dropping ${throwAway} failed: ${e}`));
      await server.stop().catch(() => undefined);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** A table as Markdown (for the README's figures). */
function markdown(rows: Record<string, unknown>[]) {
  const keys = Object.keys(rows[0] ?? {});
  if (!keys.length) return;
  log(`\n| ${keys.join(" | ")} |\n|${keys.map((_, i) => (i ? "---:" : "---")).join("|")}|`);
  for (const r of rows) log(`| ${keys.map((k) => r[k]).join(" | ")} |`);
}

main().then(
  (code) => process.exit(code),
  (e) => {
    log(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(1);
  },
);
