/**
 * `npm test` (after the build): a real PostgreSQL (DATABASE_URL's server, or a throw-away embedded
 * cluster), a template database migrated and seeded once, the whole stack running over a copy of
 * it, then jest across the workspaces with what they need in the environment. Everything it
 * started or created is stopped and dropped at the end, whatever jest's outcome.
 * Arguments are passed to jest (e.g. `npm test -- work-orders`); without any, the fault suites run
 * last, one at a time, after the others.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, databaseServer, dropDatabase, adminQuery, type DatabaseServer } from "./database";
import { generateKeys } from "./keys";
import { ROOT } from "./services";
import { prepareDatabase, startStack, type RunningStack } from "./stack";

const log = (line: string) => process.stdout.write(`${line}\n`);
const quiet = (line: string) => {
  if (process.env.TEST_VERBOSE === "true" || /"level":"error"/.test(line)) log(line);
};

async function dropAll(db: DatabaseServer, prefix: string): Promise<void> {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: db.adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${prefix}%`]);
    for (const r of rows) await dropDatabase(db.adminUrl, r.datname);
  } finally {
    await client.end();
  }
}

function runJest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const jest = spawn(process.execPath, [require.resolve("jest/bin/jest"), ...args], { cwd: ROOT, env, stdio: "inherit" });
    const forward = (sig: NodeJS.Signals) => jest.kill(sig);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    jest.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const prefix = `wo_test_${randomBytes(3).toString("hex")}`;
  const keys = generateKeys();
  let db: DatabaseServer | null = null;
  let stack: RunningStack | null = null;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wo-test-pg-"));
  fs.chmodSync(tmp, 0o755); // initdb runs as the postgres user when we are root
  try {
    db = await databaseServer({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(tmp, "data"), temporary: true, fast: true, log });
    log(`test database server: ${db.embedded ? "embedded PostgreSQL (throw-away)" : "DATABASE_URL"}; databases ${prefix}_*`);
    const template = `${prefix}_tpl`;
    await createDatabase(db.adminUrl, template);
    // stored files (demo logos, uploads) in a throw-away folder, the same for the seeders and the stack
    const files = { FILES_DIR: path.join(tmp, "files") };
    // the gateway serves /metrics only to this token's bearer; suites read every process's metrics with it
    const metrics = { METRICS_TOKEN: randomBytes(24).toString("hex") };
    await prepareDatabase({ databaseUrl: db.urlFor(template), seed: { workOrders: 2000 }, log: quiet, env: files });
    // nobody may stay connected to a template that suites clone
    await adminQuery(db.adminUrl, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}'`);
    const stackDb = `${prefix}_stack`;
    await createDatabase(db.adminUrl, stackDb, template);
    stack = await startStack({
      databaseUrl: db.urlFor(stackDb),
      keys,
      gatewayPort: 0,
      log: quiet,
      env: { LOG_LEVEL: "warn", SIGN_IN_RATE_LIMIT: "1000", ...files, ...metrics },
    });
    log(`stack up on ${stack.gatewayUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...keys,
      ...files,
      ...metrics,
      // a suite's own gateway takes what the stack has: any document (trusted-documents.test turns it on for its own)
      GRAPHQL_TRUSTED_DOCUMENTS: "off",
      TEST_ADMIN_URL: db.adminUrl,
      TEST_TEMPLATE_DB: template,
      TEST_DB_PREFIX: prefix,
      TEST_STACK_DB_URL: db.urlFor(stackDb),
      GATEWAY_URL: stack.gatewayUrl,
      SUBGRAPH_URLS: JSON.stringify(stack.subgraphUrls),
    };
    const args = process.argv.slice(2);
    if (args.length) return await runJest(args, env);
    // the whole run: every suite but the fault suites, two at a time; then the fault suites one at a
    // time, with nothing else on the machine (they stop, kill and time processes). A held save that
    // stayed unanswered for minutes beside other suites' load was whileHeld's own blind spot, since
    // fixed (README, issue 25).
    const rest = await runJest(["^(?!.*/faults/)"], env);
    const faults = await runJest(["--runInBand", "/faults/"], env);
    return rest || faults;
  } finally {
    await stack?.stop().catch((e) => log(`stopping the stack failed: ${e}`));
    if (db) {
      await dropAll(db, prefix).catch((e) => log(`dropping test databases failed: ${e}`));
      await db.stop().catch(() => undefined);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    log(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(1);
  },
);
