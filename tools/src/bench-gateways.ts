/**
 * `node tools/dist/bench-gateways.js`: Apollo Gateway (the product's, with its REST shims, limits and
 * field rules) side by side with Hive Gateway on the same subgraphs and supergraph, with its
 * JavaScript query planner and with its Rust one (@graphql-hive/router-runtime), for the reporting
 * tools' 1,000-row page and a plain page whose rows need a look-up. Each case runs one request after
 * another (issue 24 compares one user's latency and each process's CPU per request: /proc, which
 * other load on the machine inflates far less than wall-clock times), and checks that every gateway
 * answers exactly what Apollo Gateway answers.
 *
 * Hive Gateway is not a dependency of the product (several of its packages' newest releases need
 * Node 22): install it into a folder of its own and name that folder:
 *
 *   npm install --prefix /tmp/hive -E @graphql-hive/gateway-runtime@2.12.1 @graphql-hive/router-runtime@1.4.23 @graphql-mesh/transport-http@1.2.1 graphql@16.15.0
 *   HIVE_DIR=/tmp/hive DATABASE_URL=postgres://postgres@127.0.0.1:5432/workorders_bench node tools/dist/bench-gateways.js
 *
 * It only reads: the database must hold the bench's data already (npm run bench seeds it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { generateKeys } from "./keys";
import { ROOT } from "./services";
import { startStack } from "./stack";

const cfg = z
  .object({
    HIVE_DIR: z.string().min(1),
    DATABASE_URL: z.string().url(),
    /** requests per case and gateway, after three to warm up */
    BENCH_REQUESTS: z.coerce.number().int().min(1).default(20),
  })
  .parse(process.env);

const CASES: Record<string, string> = {
  "GraphQL: 1,000 rows with references": `{ workOrders(status: 2, pageSize: 1000) { totalCount nodes { id refNo dueDate client { name } site { name postCode } contractor { name } trade { name } subTrade { name } contact { fullName } } } }`,
  "GraphQL: a plain page of 20 rows, each with a look-up in assets": `{ workOrders(pageSize: 20, page: 7) { totalCount nodes { id refNo dueDate issue clientName siteName client { name status } } } }`,
};

/** CPU time (user + system) a process has spent, in ms. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

/** The child: Hive Gateway on the supergraph, the subgraphs at the given URLs, the caller's Authorization passed on. */
function serveHive(planner: string, port: number, urls: Record<string, string>): void {
  const hive = createRequire(path.join(path.resolve(cfg.HIVE_DIR), "package.json"));
  /* eslint-disable @typescript-eslint/no-explicit-any -- an optional tool's packages, outside the product: untyped here */
  const { createGatewayRuntime } = hive("@graphql-hive/gateway-runtime") as any;
  let supergraph = fs.readFileSync(path.join(ROOT, "schema", "supergraph.graphql"), "utf8");
  for (const [name, url] of Object.entries(urls))
    supergraph = supergraph.replace(new RegExp(`(@join__graph\\(name: "${name}", url: ")[^"]*`), `$1${url}`);
  const gateway = createGatewayRuntime({
    supergraph,
    logging: "error",
    propagateHeaders: { fromClientToSubgraphs: ({ request }: any) => ({ authorization: request.headers.get("authorization") ?? "" }) },
    ...(planner === "rust" ? { unifiedGraphHandler: (hive("@graphql-hive/router-runtime") as any).unifiedGraphHandler } : {}),
  });
  /* eslint-enable @typescript-eslint/no-explicit-any */
  http.createServer(gateway).listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
  process.on("SIGTERM", () => process.exit(0));
}

async function startHive(planner: "js" | "rust", urls: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [__filename, "--serve-hive", planner, String(port), JSON.stringify(urls)], {
    env: process.env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => /ready/.test(String(d)) && resolve());
    child.on("exit", (code) => reject(new Error(`Hive Gateway (${planner}) exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/graphql`, child };
}

const pct = (sorted: number[], p: number) => +sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!.toFixed(1);

async function main() {
  const stack = await startStack({
    databaseUrl: cfg.DATABASE_URL,
    keys: generateKeys(),
    gatewayPort: 0,
    log: (l) => /"level":"error"/.test(l) && process.stdout.write(`${l}\n`),
    env: { LOG_LEVEL: "warn", SIGN_IN_RATE_LIMIT: "1000" },
  });
  const children: ChildProcess[] = [];
  try {
    const gateways: Record<string, { url: string; pid: number }> = {
      "Apollo Gateway 2.14.4": { url: `${stack.gatewayUrl}/graphql`, pid: stack.pids.gateway! },
    };
    for (const [name, planner] of [
      ["Hive Gateway 2.12.1 (JS planner)", "js"],
      ["Hive Gateway 2.12.1 (Rust planner 0.0.38)", "rust"],
    ] as const) {
      const hive = await startHive(planner, stack.subgraphUrls);
      children.push(hive.child);
      gateways[name] = { url: hive.url, pid: hive.child.pid! };
    }
    const signIn = await fetch(`${stack.gatewayUrl}/api/authorise/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ Email: "admin@example.com", Password: "Passw0rd!" }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const subgraphs = ["work-orders", "assets", "identity"];
    const rows = [];
    for (const [name, query] of Object.entries(CASES)) {
      let expected: string | null = null;
      for (const [gatewayName, g] of Object.entries(gateways)) {
        const once = async () => {
          const started = performance.now();
          const res = await fetch(g.url, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({ query }),
          });
          const text = await res.text();
          const answer = JSON.parse(text) as { errors?: unknown };
          if (!res.ok || answer.errors) throw new Error(`${gatewayName}, ${name}: ${res.status} ${text.slice(0, 500)}`);
          // the answer as data, whatever its whitespace
          return { ms: performance.now() - started, body: JSON.stringify(answer) };
        };
        for (let i = 0; i < 3; i++) await once();
        const pids = { gateway: g.pid, ...Object.fromEntries(subgraphs.map((s) => [s, stack.pids[s]!])) };
        const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuMs(pid)]));
        const times: number[] = [];
        let body = "";
        for (let i = 0; i < cfg.BENCH_REQUESTS; i++) ({ body } = await once().then((r) => (times.push(r.ms), r)));
        const cpu = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, +((cpuMs(pid) - before[k]!) / cfg.BENCH_REQUESTS).toFixed(1)]));
        times.sort((a, b) => a - b);
        expected ??= body;
        const row = {
          case: name,
          gateway: gatewayName,
          "p50 ms": pct(times, 50),
          "p95 ms": pct(times, 95),
          "gateway CPU ms/req": cpu.gateway,
          "subgraphs CPU ms/req": +subgraphs.reduce((sum, s) => sum + cpu[s]!, 0).toFixed(1),
          "same answer": body === expected,
          load: +os.loadavg()[0]!.toFixed(1),
        };
        process.stdout.write(`${JSON.stringify(row)}\n`);
        rows.push(row);
      }
    }
    console.table(rows);
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await stack.stop();
  }
}

if (process.argv[2] === "--serve-hive") serveHive(process.argv[3]!, Number(process.argv[4]), JSON.parse(process.argv[5]!) as Record<string, string>);
else
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
