/**
 * `npm run bench`: a million work orders, the whole stack, and 10 concurrent connections against
 * the calls the list screens make, a portal user's list and the largest GraphQL page the
 * operation limits admit. Prints p50/p95/p99 latency and requests per second for each.
 *
 *   npm run bench                      (embedded PostgreSQL kept under .data/bench-postgres)
 *   DATABASE_URL=postgres://... npm run bench   (that server, database workorders_bench)
 *   BENCH_WORK_ORDERS=200000 BENCH_SECONDS=10 npm run bench
 *   BENCH_ONLY=graphql npm run bench   (only the scenarios whose name holds the text)
 */
import path from "node:path";
import autocannon from "autocannon";
import { z } from "zod";
import { createDatabase, databaseExists, databaseServer, DATA_DIR } from "./database";
import { generateKeys } from "./keys";
import { prepareDatabase, startStack } from "./stack";

const cfg = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    BENCH_WORK_ORDERS: z.coerce.number().int().min(1000).default(1_000_000),
    BENCH_SECONDS: z.coerce.number().int().min(3).default(15),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(10),
    /** only the scenarios whose name holds this text (any case) */
    BENCH_ONLY: z.string().optional(),
  })
  .parse(process.env);

interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** who calls: staff (the administrator) unless a portal user is named */
  as?: "contractor";
}

const SCENARIOS: Scenario[] = [
  { name: "first page, Open tab", method: "POST", path: "/api/WorkOrders/main", body: { page: 1, pageSize: 20, sort: "Reference_ASC", filter: { logic: "and", filters: [{ field: "WorkOrderStatusId", operator: "eq", value: 2 }] } } },
  { name: "first page, all orders", method: "POST", path: "/api/WorkOrders/main", body: { page: 1, pageSize: 20 } },
  { name: "search 'boiler', Open tab", method: "POST", path: "/api/WorkOrders/main", body: { page: 1, pageSize: 20, search: "boiler", filter: { filters: [{ field: "WorkOrderStatusId", operator: "eq", value: 2 }] } } },
  { name: "sort by site, Open tab", method: "POST", path: "/api/WorkOrders/main", body: { page: 1, pageSize: 20, sort: "Site_ASC", filter: { filters: [{ field: "WorkOrderStatusId", operator: "eq", value: 2 }] } } },
  { name: "counters", method: "GET", path: "/api/WorkOrders/Counters" },
  // a portal user: its own orders only, and only the fields its kind may read
  { name: "contractor's first page", method: "POST", path: "/api/WorkOrders/main", body: { page: 1, pageSize: 20 }, as: "contractor" },
  // the largest page the limits admit, with the references of each row (cost 7,001 of 10,000)
  {
    name: "GraphQL: 1,000 rows with references",
    method: "POST",
    path: "/graphql",
    body: {
      query: `{ workOrders(status: 2, pageSize: 1000) { totalCount nodes { id refNo dueDate client { name } site { name postCode } contractor { name } trade { name } subTrade { name } contact { fullName } } } }`,
    },
  },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function measure(base: string, token: string, s: Scenario, seconds: number, connections: number) {
  const opts = {
    url: `${base}${s.path}`,
    method: s.method,
    connections,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: s.body ? JSON.stringify(s.body) : undefined,
  };
  // a call that fails fast would measure well: each scenario must answer properly first
  const probe = await fetch(opts.url, { method: s.method, headers: opts.headers, body: opts.body });
  const answer = (await probe.json()) as { errors?: { message: string }[] };
  if (!probe.ok || answer.errors?.length) throw new Error(`${s.name}: ${probe.status} ${JSON.stringify(answer.errors ?? answer).slice(0, 500)}`);
  await autocannon({ ...opts, duration: 2 }); // warm up: plans, caches, connections
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...opts, duration: seconds }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on("response", (_c: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    scenario: s.name,
    requests: result.requests.total,
    "req/s": Math.round(result.requests.total / seconds),
    "p50 ms": +pct(times, 50).toFixed(2),
    "p95 ms": +pct(times, 95).toFixed(2),
    "p99 ms": +pct(times, 99).toFixed(2),
    "non-2xx": result.non2xx + result.errors,
  };
}

async function main() {
  const log = (l: string) => process.stdout.write(`${l}\n`);
  const quiet = (l: string) => /"level":"error"|failed/.test(l) && log(l);
  const db = await databaseServer({ databaseUrl: cfg.DATABASE_URL, dataDir: path.join(DATA_DIR, "bench-postgres"), log });
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  try {
    const name = "workorders_bench";
    if (!(await databaseExists(db.adminUrl, name))) await createDatabase(db.adminUrl, name);
    const url = db.urlFor(name);
    log(`seeding up to ${cfg.BENCH_WORK_ORDERS.toLocaleString("en-GB")} work orders (set-based; minutes the first time, nothing after)…`);
    const seeded = Date.now();
    await prepareDatabase({ databaseUrl: url, seed: { workOrders: cfg.BENCH_WORK_ORDERS }, log: (l) => /seeded|failed|error/.test(l) && log(l) });
    log(`data ready in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    stack = await startStack({ databaseUrl: url, keys: generateKeys(), gatewayPort: 0, log: quiet, env: { LOG_LEVEL: "warn", SIGN_IN_RATE_LIMIT: "1000" } });
    const signIn = async (email: string) => {
      const res = await fetch(`${stack!.gatewayUrl}/api/authorise/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ Email: email, Password: "Passw0rd!" }),
      });
      return ((await res.json()) as { token: string }).token;
    };
    const tokens = { staff: await signIn("admin@example.com"), contractor: await signIn("contractor@example.com") };
    log(`\n${cfg.BENCH_CONNECTIONS} connections, ${cfg.BENCH_SECONDS} s per scenario, through the gateway (REST shim -> supergraph -> subgraphs -> PostgreSQL):`);
    const rows = [];
    const only = cfg.BENCH_ONLY?.toLowerCase();
    for (const s of SCENARIOS.filter((x) => !only || x.name.toLowerCase().includes(only))) rows.push(await measure(stack.gatewayUrl, tokens[s.as ?? "staff"], s, cfg.BENCH_SECONDS, cfg.BENCH_CONNECTIONS));
    console.table(rows);
    // the last scenario's slow pages may still be in flight: let them finish before the stack stops
    await new Promise((r) => setTimeout(r, 3000));
  } finally {
    await stack?.stop();
    await db.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
