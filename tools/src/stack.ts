import { freePort } from "./database";
import type { AuthKeys } from "./keys";
import { runNode, spawnNode, stopAll, supervise, waitForHealth, waitForReady, type Child, type SuperviseOptions, type Supervised } from "./processes";
import { gatewayMain, migrationNames, serviceMain, SERVICES, servicesInMigrationOrder, subgraphUrlVar } from "./services";

export interface PrepareOptions {
  databaseUrl: string;
  /** Seed demo data into empty services (default), with this many work orders. */
  seed?: { workOrders: number } | false;
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

/**
 * Whether the database needs nothing: every service's migrations applied and, when seeding, the demo
 * data there (what each seeder checks before it seeds). One connection instead of a process per
 * service, so a start with nothing to do is quick.
 */
async function isPrepared(o: PrepareOptions): Promise<boolean> {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: o.databaseUrl });
  await client.connect();
  try {
    for (const s of SERVICES) {
      const exists = await client.query("select to_regclass($1) as t", [`${s.schema}.mikro_orm_migrations`]);
      if (!exists.rows[0].t) return false;
      const { rows } = await client.query<{ name: string }>(`select name from ${s.schema}.mikro_orm_migrations`);
      const applied = new Set(rows.map((r) => r.name));
      if (!migrationNames(s.name).every((m) => applied.has(m))) return false;
    }
    if (o.seed === false) return true;
    const wanted = o.seed?.workOrders ?? 2000;
    const { rows } = await client.query<{ seeded: boolean }>(
      `select exists (select 1 from assets.client) and exists (select 1 from identity.app_user)
         and (select count(*) from (select 1 from work_orders.work_order limit $1) w) >= $1
         and exists (select 1 from work_orders.work_order_note) as seeded`,
      [wanted],
    );
    return rows[0]!.seeded;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/** Migrates every service in dependency order and, unless told not to, seeds what is empty. */
export async function prepareDatabase(o: PrepareOptions): Promise<void> {
  if (await isPrepared(o)) {
    o.log("database: migrations current, demo data present");
    return;
  }
  const env = { ...process.env, ...o.env, DATABASE_URL: o.databaseUrl };
  for (const s of servicesInMigrationOrder()) {
    const args = o.seed === false ? ["migrate"] : ["seed", "--work-orders", String(o.seed?.workOrders ?? 2000)];
    await runNode(s.name, serviceMain(s.name), args, env, o.log);
  }
}

export interface StackOptions {
  databaseUrl: string;
  keys: AuthKeys;
  /** 0 for any free port */
  gatewayPort: number;
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Start again a process that exits unasked, saying so to `restart.log` (npm start); off by default: a test stack's processes stay down. */
  restart?: SuperviseOptions["restart"];
}

export interface RunningStack {
  gatewayUrl: string;
  subgraphUrls: Record<string, string>;
  /** the process id of each process running now, by name ("work-orders", "gateway", ...): the bench reads their memory */
  pids: Record<string, number | undefined>;
  stop(): Promise<void>;
}

/**
 * The four subgraphs on free loopback ports, the job workers of the services that have jobs
 * (`main.js work`), then the gateway in front of them; each a process of its own (supervised: with
 * `restart`, started again when it exits unasked, on the same port), all stopped together.
 */
export async function startStack(o: StackOptions): Promise<RunningStack> {
  const children: Supervised[] = [];
  const keep = (start: () => Child) => {
    const supervised = supervise(start, { restart: o.restart });
    children.push(supervised);
    return supervised;
  };
  const base = {
    ...process.env,
    ...o.env,
    DATABASE_URL: o.databaseUrl,
    ...o.keys,
    MIGRATE_ON_START: "false",
    // a larger young generation: request handling allocates many short-lived objects
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--max-semi-space-size=32"].filter(Boolean).join(" "),
  };
  try {
    // the ports first: a subgraph that calls another (billing asks work-orders to apply quote decisions) is told its URL
    const subgraphUrls: Record<string, string> = {};
    const ports: Record<string, number> = {};
    for (const s of SERVICES) {
      ports[s.name] = await freePort();
      subgraphUrls[s.name] = `http://127.0.0.1:${ports[s.name]}/graphql`;
    }
    const peers = { WORK_ORDERS_URL: subgraphUrls["work-orders"] };
    await Promise.all(
      SERVICES.map(async (s) => {
        const port = ports[s.name]!;
        const service = keep(() =>
          spawnNode(s.name, serviceMain(s.name), ["serve"], { ...base, ...peers, PORT: String(port), HOST: "127.0.0.1" }, o.log),
        );
        await waitForHealth(service.child, `http://127.0.0.1:${port}/healthz`);
      }),
    );
    await Promise.all(
      SERVICES.filter((s) => "worker" in s && s.worker).map(async (s) => {
        const worker = keep(() => spawnNode(`${s.name}-worker`, serviceMain(s.name), ["work"], base, o.log));
        await waitForReady(worker.child);
      }),
    );
    const gatewayPort = o.gatewayPort || (await freePort());
    const gatewayEnv: NodeJS.ProcessEnv = { ...base, PORT: String(gatewayPort) };
    delete gatewayEnv.AUTH_PRIVATE_KEY; // only identity signs tokens
    for (const [name, url] of Object.entries(subgraphUrls)) gatewayEnv[subgraphUrlVar(name)] = url;
    const gateway = keep(() => spawnNode("gateway", gatewayMain, [], gatewayEnv, o.log));
    await waitForHealth(gateway.child, `http://127.0.0.1:${gatewayPort}/healthz`);
    return {
      gatewayUrl: `http://localhost:${gatewayPort}`,
      subgraphUrls,
      get pids() {
        return Object.fromEntries(children.map((c) => [c.name, c.child.process.pid]));
      },
      stop: () => stopAll(children),
    };
  } catch (e) {
    await stopAll(children);
    throw e;
  }
}
