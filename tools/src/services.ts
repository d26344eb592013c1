import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

/** The four domain services, each with its own PostgreSQL schema and a port for local runs. */
const DECLARED = [
  { name: "assets", schema: "assets", port: 4002 },
  // `worker`: it declares jobs, run by `main.js work` in a process of its own beside its server
  { name: "work-orders", schema: "work_orders", port: 4003, worker: true },
  // `worker`: the quote decisions' reconciler (every minute)
  { name: "billing", schema: "billing", port: 4004, worker: true },
  { name: "identity", schema: "identity", port: 4001 },
] as const;
export type ServiceName = (typeof DECLARED)[number]["name"];
export type Service = (typeof DECLARED)[number];

export const serviceMain = (name: string) => path.join(ROOT, "services", name, "dist", "main.js");
export const gatewayMain = path.join(ROOT, "gateway", "dist", "main.js");
export const migrationsDir = (name: string) => path.join(ROOT, "services", name, "dist", "migrations");

/** Environment variable holding a subgraph's URL for the gateway, e.g. WORK_ORDERS_URL. */
export const subgraphUrlVar = (name: string) => `${name.toUpperCase().replace(/-/g, "_")}_URL`;

/** The migrations of a service (built), by name, as its migration table records them. */
export function migrationNames(name: string): string[] {
  const dir = migrationsDir(name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{14}-.+\.js$/.test(f))
    .map((f) => f.replace(/\.js$/, ""))
    .sort();
}

/**
 * The services whose schema a service's migrations read: the views they publish, which its own
 * views are built on (e.g. work-orders sorts by assets' site names). Read from the migrations
 * themselves, so the order below cannot drift from what they do.
 */
export function migrationDependencies(name: string, services: readonly Service[] = DECLARED): string[] {
  const own = services.find((s) => s.name === name)!;
  const sql = migrationNames(name)
    .map((m) => fs.readFileSync(path.join(migrationsDir(name), `${m}.js`), "utf8"))
    .join("\n");
  return services.filter((s) => s !== own && new RegExp(`\\\\?"${s.schema}\\\\?"\\.`).test(sql)).map((s) => s.name);
}

/** Services in an order where each comes after those it depends on (stable: declared order breaks ties). */
export function dependencyOrder<T extends { name: string }>(services: readonly T[], dependsOn: (name: string) => string[]): T[] {
  const ordered: T[] = [];
  const visiting = new Set<string>();
  const visit = (s: T, trail: string[]) => {
    if (ordered.includes(s)) return;
    if (visiting.has(s.name)) throw new Error(`services depend on each other in a cycle: ${[...trail, s.name].join(" → ")}`);
    visiting.add(s.name);
    for (const d of dependsOn(s.name)) {
      const dep = services.find((x) => x.name === d);
      if (dep) visit(dep, [...trail, s.name]);
    }
    visiting.delete(s.name);
    ordered.push(s);
  };
  for (const s of services) visit(s, []);
  return ordered;
}

let ordered: Service[] | null = null;
/**
 * The services in migration order: after every service whose published views their migrations
 * read (identity reads every service's audit trail, so it comes last).
 */
export function servicesInMigrationOrder(): Service[] {
  ordered ??= dependencyOrder(DECLARED, (name) => migrationDependencies(name));
  return ordered;
}

/** Every service (start order does not matter: each waits for nothing but its database). */
export const SERVICES: readonly Service[] = DECLARED;
