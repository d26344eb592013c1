import { freePort } from "./database";
import type { AuthKeys } from "./keys";
import { startRoundRobin, type RoundRobin } from "./round-robin";
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
  /** 0 for any free port (with more than one gateway, the round-robin in front of them takes a free port) */
  gatewayPort: number;
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Start again a process that exits unasked, saying so to `restart.log` (npm start); off by default: a test stack's processes stay down. */
  restart?: SuperviseOptions["restart"];
  /**
   * How many processes of each kind (1 of each by default). More than one subgraph replica puts a
   * round-robin (tools/src/round-robin.ts) in front of each subgraph, which the gateways and billing
   * are given as its URL; more than one gateway, one in front of the gateways.
   */
  replicas?: { subgraphs?: number; workers?: number; gateways?: number };
  /** Settings of one process only, by its name ("work-orders-worker-2"): what a test tells replicas apart by. */
  processEnv?: (name: string) => NodeJS.ProcessEnv;
}

export interface RunningStack {
  /** The gateway, or the round-robin in front of the gateways */
  gatewayUrl: string;
  /** Each subgraph's /graphql URL as the gateways are given it: the subgraph, or the round-robin in front of its replicas */
  subgraphUrls: Record<string, string>;
  /** Each replica's own origin (http://127.0.0.1:<port>), by kind: "gateway", "identity", ... */
  replicas: Record<string, string[]>;
  /** The round-robins, by kind ("gateway", "identity", ...), where there is more than one replica */
  balancers: Record<string, RoundRobin>;
  /** the process id of each process running now, by name ("work-orders", "work-orders-2", "gateway", ...): the bench reads their memory */
  pids: Record<string, number | undefined>;
  /** One process, by name, to signal it. */
  process(name: string): Supervised | undefined;
  stop(): Promise<void>;
}

/** The name of replica `r` (from 0) of a kind: the first has the kind's own name, the others "-2", "-3", ... */
const replicaName = (kind: string, r: number) => (r === 0 ? kind : `${kind}-${r + 1}`);

/**
 * The four subgraphs on free loopback ports, the job workers of the services that have jobs
 * (`main.js work`), then the gateway in front of them; each a process of its own (supervised: with
 * `restart`, started again when it exits unasked, on the same port), all stopped together. With
 * `replicas`, as many of each, behind round-robins.
 */
export async function startStack(o: StackOptions): Promise<RunningStack> {
  const children: Supervised[] = [];
  const balancers: Record<string, RoundRobin> = {};
  const keep = (start: () => Child) => {
    const supervised = supervise(start, { restart: o.restart });
    children.push(supervised);
    return supervised;
  };
  const count = { subgraphs: o.replicas?.subgraphs ?? 1, workers: o.replicas?.workers ?? 1, gateways: o.replicas?.gateways ?? 1 };
  const base = {
    // the server tests send their own documents as users: trusted documents are off unless a stack
    // asks for them (npm start, the browser tests and the soak do)
    GRAPHQL_TRUSTED_DOCUMENTS: "off",
    ...process.env,
    ...o.env,
    DATABASE_URL: o.databaseUrl,
    ...o.keys,
    MIGRATE_ON_START: "false",
    // a larger young generation: request handling allocates many short-lived objects
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--max-semi-space-size=32"].filter(Boolean).join(" "),
  };
  const own = (name: string) => o.processEnv?.(name) ?? {};
  const stopEverything = async () => {
    await Promise.all(Object.values(balancers).map((b) => b.stop()));
    await stopAll(children);
  };
  try {
    // the ports first: a subgraph that calls another (billing asks work-orders to apply quote decisions) is told its URL
    const replicas: Record<string, string[]> = {};
    const subgraphUrls: Record<string, string> = {};
    for (const s of SERVICES) {
      replicas[s.name] = [];
      for (let r = 0; r < count.subgraphs; r++) replicas[s.name]!.push(`http://127.0.0.1:${await freePort()}`);
      if (count.subgraphs > 1) balancers[s.name] = await startRoundRobin(replicas[s.name]!);
      subgraphUrls[s.name] = `${balancers[s.name]?.url ?? replicas[s.name]![0]}/graphql`;
    }
    const peers = { WORK_ORDERS_URL: subgraphUrls["work-orders"] };
    await Promise.all(
      SERVICES.flatMap((s) =>
        replicas[s.name]!.map(async (origin, r) => {
          const name = replicaName(s.name, r);
          const port = new URL(origin).port;
          const service = keep(() =>
            spawnNode(name, serviceMain(s.name), ["serve"], { ...base, ...peers, PORT: port, HOST: "127.0.0.1", ...own(name) }, o.log),
          );
          await waitForHealth(service.child, `${origin}/healthz`);
        }),
      ),
    );
    await Promise.all(
      SERVICES.filter((s) => "worker" in s && s.worker).flatMap((s) =>
        Array.from({ length: count.workers }, async (_, r) => {
          const name = replicaName(`${s.name}-worker`, r);
          const worker = keep(() => spawnNode(name, serviceMain(s.name), ["work"], { ...base, ...own(name) }, o.log));
          await waitForReady(worker.child);
        }),
      ),
    );
    replicas.gateway = [];
    for (let r = 0; r < count.gateways; r++) {
      const port = (r === 0 && count.gateways === 1 && o.gatewayPort) || (await freePort());
      replicas.gateway.push(`http://127.0.0.1:${port}`);
    }
    const gatewayEnv: NodeJS.ProcessEnv = { ...base };
    delete gatewayEnv.AUTH_PRIVATE_KEY; // only identity signs tokens
    for (const [name, url] of Object.entries(subgraphUrls)) gatewayEnv[subgraphUrlVar(name)] = url;
    await Promise.all(
      replicas.gateway.map(async (origin, r) => {
        const name = replicaName("gateway", r);
        const gateway = keep(() => spawnNode(name, gatewayMain, [], { ...gatewayEnv, PORT: new URL(origin).port, ...own(name) }, o.log));
        await waitForHealth(gateway.child, `${origin}/healthz`);
      }),
    );
    let gatewayUrl = `http://localhost:${new URL(replicas.gateway[0]!).port}`;
    if (count.gateways > 1) {
      balancers.gateway = await startRoundRobin(replicas.gateway);
      gatewayUrl = balancers.gateway.url;
    }
    return {
      gatewayUrl,
      subgraphUrls,
      replicas,
      balancers,
      get pids() {
        return Object.fromEntries(children.map((c) => [c.name, c.child.process.pid]));
      },
      process: (name) => children.find((c) => c.name === name),
      stop: stopEverything,
    };
  } catch (e) {
    await stopEverything();
    throw e;
  }
}
