import fs from "node:fs";
import path from "node:path";
import type { EntityManager } from "@mikro-orm/postgresql";
import { z } from "zod";
import { loadConfig } from "./config";
import { accessRules } from "./access";
import { fieldReaders, fieldSources } from "./field-access";
import { buildSubgraph, buildTypeGraphqlSchema } from "./graphql/subgraph";
import { createLogger } from "./logger";
import { initOrm, migrate, prepareServiceJobs, runService, type ServiceDefinition } from "./server";
import { runWorker } from "./queue/worker";
import type { MikroORM } from "@mikro-orm/postgresql";

/** Writes a migration class holding `sql` (statement per addSql) into `dir`; answers its path. */
export function writeMigration(dir: string, name: string, sql: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const className = `Migration${stamp}${name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase())}`;
  const statements = sql
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ""))
    .filter(Boolean)
    .map((s) => `    this.addSql(\`${s.replace(/`/g, "\\`")};\`);`)
    .join("\n");
  const file = path.join(dir, `${stamp}-${name}.ts`);
  fs.writeFileSync(
    file,
    `import { Migration } from "@mikro-orm/migrations";\n\nexport class ${className} extends Migration {\n  override async up(): Promise<void> {\n${statements}\n  }\n}\n`,
  );
  return file;
}

/** SQL that would bring the service's schema in line with its entities; "" when migrations are current. */
export async function pendingSchemaSql(orm: MikroORM): Promise<string> {
  return (await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true })).trim();
}

export interface SeedOptions {
  /** How many work orders the demo data holds (the scale option for performance runs). */
  workOrders: number;
}

export const DEFAULT_SEED: SeedOptions = { workOrders: 2000 };

export interface ServiceModule extends ServiceDefinition {
  /** The service's src/migrations folder, where `new-migration` writes. */
  migrationsDir: string;
  /** Fills an empty service with deterministic demo data; does nothing when data is there. Answers a summary. */
  seed?: (em: EntityManager, options: SeedOptions) => Promise<string>;
}

const dbOnly = z.object({ DATABASE_URL: z.string().url() });

function parseSeedArgs(args: string[]): SeedOptions {
  const opts = { ...DEFAULT_SEED };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--work-orders") {
      const n = Number(args[++i]);
      if (!Number.isInteger(n) || n < 0) throw new Error("--work-orders takes a whole number");
      opts.workOrders = n;
    }
  }
  return opts;
}

/**
 * The command line of every service: `serve` (default), `work` (its job workers and schedules, when it
 * declares jobs), `run-job <queue> [json]` (one job of a queue now, in this process: its result and
 * time), `migrate` (also its job queues), `seed [--work-orders N]`,
 * `print-schema` (the subgraph SDL, for schema/ composition), `access-rules` (who may call each root
 * field, which portal users may read each other field, and what derived fields are derived from, as
 * JSON: the tenancy tests use it), `schema-diff` (the SQL the entities
 * still need after every migration: empty when migrations are current; a draft for a new one otherwise).
 */
export function runCli(def: ServiceModule, argv: string[] = process.argv.slice(2)): void {
  const [command = "serve", ...args] = argv;
  const logger = createLogger(def.name);
  const fail = (e: unknown) => {
    logger.error(`${command} failed`, { error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    process.exit(1);
  };
  switch (command) {
    case "serve":
      return runService(def);
    case "work":
      return runWorker(def);
    case "print-schema":
      buildSubgraph(def.subgraph).then(({ sdl }) => process.stdout.write(sdl), fail);
      return;
    case "access-rules":
      buildTypeGraphqlSchema(def.subgraph).then(
        (schema) =>
          process.stdout.write(
            JSON.stringify(
              {
                rootFields: Object.fromEntries(accessRules(schema)),
                fieldReaders: Object.fromEntries(fieldReaders(schema)),
                derivedFrom: Object.fromEntries(fieldSources(schema)),
              },
              null,
              2,
            ),
          ),
        fail,
      );
      return;
    case "schema-diff": {
      const { DATABASE_URL } = loadConfig(dbOnly);
      (async () => {
        const orm = await initOrm(def, DATABASE_URL, 2);
        try {
          await migrate(orm);
          process.stdout.write(await pendingSchemaSql(orm));
        } finally {
          await orm.close(true);
        }
      })().then(() => process.exit(0), fail);
      return;
    }
    case "new-migration": {
      const { DATABASE_URL } = loadConfig(dbOnly);
      const name = args[0];
      if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) return fail(new Error("usage: new-migration <kebab-case-name>"));
      (async () => {
        const orm = await initOrm(def, DATABASE_URL, 2);
        try {
          await migrate(orm);
          const sql = await pendingSchemaSql(orm);
          const file = writeMigration(def.migrationsDir, name, sql);
          process.stdout.write(`wrote ${file}\nadd it to ${def.migrationsDir}/index.ts, then review it\n`);
        } finally {
          await orm.close(true);
        }
      })().then(() => process.exit(0), fail);
      return;
    }
    case "migrate":
    case "seed": {
      const { DATABASE_URL } = loadConfig(dbOnly);
      (async () => {
        const orm = await initOrm(def, DATABASE_URL, 4);
        try {
          const applied = await migrate(orm);
          await prepareServiceJobs(def, DATABASE_URL);
          logger.info("migrated", { applied });
          if (command === "seed" && def.seed) {
            const summary = await def.seed(orm.em.fork(), parseSeedArgs(args));
            logger.info("seeded", { summary });
          }
        } finally {
          await orm.close(true);
        }
      })().then(() => process.exit(0), fail);
      return;
    }
    case "run-job": {
      // one job of a queue, now, in this process, by the worker's own handler (an operator's "run the
      // escalation now", a measurement of a run): prints its result and how long it took
      const { DATABASE_URL } = loadConfig(dbOnly);
      const [queue, data = "{}"] = args;
      const jobs = def.jobs;
      if (!jobs || !queue || !jobs.queues.some((q) => q.name === queue))
        return fail(new Error(`usage: run-job <queue> [json data]; queues: ${(jobs?.queues ?? []).map((q) => q.name).join(", ") || "none"}`));
      (async () => {
        const orm = await initOrm(def, DATABASE_URL, 4);
        const stops: (() => Promise<void> | void)[] = [];
        try {
          const handlers = await jobs.handlers({ orm, env: process.env, logger, onStop: (stop) => void stops.push(stop) });
          const started = performance.now();
          const result = await handlers[queue]!({
            id: "run-job",
            queue,
            data: JSON.parse(data) as object,
            retryCount: 0,
            retryLimit: 0,
            final: true,
          });
          process.stdout.write(`${JSON.stringify({ queue, ms: Math.round(performance.now() - started), result })}\n`);
        } finally {
          for (const stop of stops.reverse()) await stop();
          await orm.close(true);
        }
      })().then(() => process.exit(0), fail);
      return;
    }
    default:
      fail(
        new Error(`unknown command ${command}; use serve, work, run-job, migrate, seed, schema-diff, new-migration, print-schema or access-rules`),
      );
  }
}
