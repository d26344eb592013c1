import type { AddressInfo } from "node:net";
import type { MikroORM } from "@mikro-orm/postgresql";
import PgBoss from "pg-boss";
import { z } from "zod";
import { loadConfig, metricsToken } from "../config";
import { answerErrors, httpApp } from "../http";
import { createLogger, withLogContext, type Logger } from "../logger";
import { countJob, metricsHandler, observeJobQueues, observePool } from "../observability";
import { runUntilStopped } from "../process";
import { initOrm, type ServiceDefinition } from "../server";
import { jobSchema, syncQueues, type JobHandler } from "./jobs";

export const workerConfig = z.object({
  DATABASE_URL: z.string().url(),
  LOG_LEVEL: z.enum(["error", "warn", "info", "debug"]).default("info"),
  /** How often an idle worker looks for jobs (pg-boss polls; SKIP LOCKED shares them between workers). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  /** Unset: no HTTP server at all. Set: /metrics and /healthz on it (0: any free port). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().default("127.0.0.1"),
  METRICS_TOKEN: metricsToken,
  /**
   * How often pg-boss's maintenance runs (once across every worker: it takes turns through a time
   * kept in its schema): it fails the attempts that ran past their queue's expireInSeconds, so a job
   * whose worker was killed mid-way is retried at most this long after it expired (pg-boss's own
   * default, 120 s, would add up to two minutes more to every such retry; a maintenance run is a
   * few indexed statements).
   */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export interface RunningWorker {
  boss: PgBoss;
  /** The port of its /metrics server, when METRICS_PORT is set. */
  metricsPort?: number;
  stop(): Promise<void>;
}

/**
 * The worker's only HTTP server, when METRICS_PORT is set: GET /metrics (its jobs, pool and queues)
 * and GET /healthz (the database answers). A worker serves nothing else.
 */
async function metricsServer(orm: MikroORM, config: z.infer<typeof workerConfig>, logger: Logger) {
  const { app, httpServer } = httpApp(false);
  app.get("/metrics", metricsHandler({ token: config.METRICS_TOKEN, open: true }));
  app.get("/healthz", async (_req, res) => {
    const ok = await orm.em
      .getConnection()
      .execute("select 1")
      .then(
        () => true,
        () => false,
      );
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable" });
  });
  answerErrors(app, logger, { discardBytes: 1024 * 1024 });
  await new Promise<void>((resolve) => httpServer.listen(config.METRICS_PORT, config.HOST, resolve));
  const metricsPort = (httpServer.address() as AddressInfo).port;
  logger.info("metrics listening", { url: `http://${config.HOST}:${metricsPort}/metrics` });
  return {
    port: metricsPort,
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
}

/**
 * Starts a service's workers and schedules: the ORM, pg-boss (supervising its maintenance and the
 * cron timekeeper), one poller per queue (more with `concurrency`). Schedules not declared any
 * more are removed.
 */
export async function startWorker(def: ServiceDefinition, env: NodeJS.ProcessEnv = process.env): Promise<RunningWorker> {
  const jobs = def.jobs;
  if (!jobs) throw new Error(`${def.name} declares no jobs`);
  const config = loadConfig(workerConfig, env);
  const logger = createLogger(`${def.name}-worker`, config.LOG_LEVEL);
  const schema = jobSchema(def.schema);
  const orm = await initOrm(def, config.DATABASE_URL, config.DB_POOL_MAX, `${def.name}-worker`);
  const boss = new PgBoss({
    connectionString: config.DATABASE_URL,
    schema,
    max: 4,
    application_name: `${def.name}-worker`,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
  });
  boss.on("error", (e: Error) => logger.error("job queue error", { error: e.message }));
  const unobserve = [observePool(`${def.name}-worker`, orm), observeJobQueues(schema, orm)];
  let metrics: Awaited<ReturnType<typeof metricsServer>> | undefined;
  const stops: Array<() => Promise<void> | void> = [];
  const runStops = async () => {
    for (const s of stops.splice(0)) await Promise.resolve(s()).catch(() => undefined);
  };
  try {
    const handlers = await jobs.handlers({ orm, env, logger, onStop: (s) => stops.push(s) });
    // pg-boss's own migrations run as it starts; then the declared queues and their retry policies
    await boss.start();
    await syncQueues(boss, jobs);
    for (const q of jobs.queues) {
      const handler = handlers[q.name];
      if (!handler) throw new Error(`no handler for the queue ${q.name}`);
      for (let i = 0; i < (q.concurrency ?? 1); i++) {
        await boss.work(q.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: config.JOB_POLL_SECONDS }, (batch) =>
          runBatch(q.name, batch, handler, logger),
        );
      }
    }
    const declared = new Set((jobs.schedules ?? []).map((s) => s.queue));
    for (const s of await boss.getSchedules()) if (!declared.has(s.name)) await boss.unschedule(s.name);
    for (const s of jobs.schedules ?? []) await boss.schedule(s.queue, s.cron, s.data ?? {}, { tz: s.tz ?? "Europe/London" });
    if (config.METRICS_PORT !== undefined) metrics = await metricsServer(orm, config, logger);
    logger.info("working", { queues: jobs.queues.map((q) => q.name), schedules: (jobs.schedules ?? []).map((s) => `${s.queue} ${s.cron}`) });
  } catch (e) {
    await runStops();
    await metrics?.close();
    await boss.stop({ graceful: false }).catch(() => undefined);
    for (const u of unobserve) u();
    await orm.close(true);
    throw e;
  }
  return {
    boss,
    metricsPort: metrics?.port,
    async stop() {
      // lets a running attempt finish (up to 10 s); one still running after that fails and is retried later
      await runStops();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      await metrics?.close();
      for (const u of unobserve) u();
      await orm.close(true);
    },
  };
}

async function runBatch(queue: string, batch: PgBoss.JobWithMetadata<unknown>[], handler: JobHandler, logger: Logger): Promise<unknown> {
  let result: unknown;
  for (const job of batch) {
    // every line the handler logs names the job
    await withLogContext({ queue, job: job.id }, async () => {
      try {
        result = await handler({
          id: job.id,
          queue,
          data: job.data as object,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
          final: job.retryCount >= job.retryLimit,
        });
        countJob(queue, "completed");
      } catch (e) {
        countJob(queue, "failed");
        logger.warn("job attempt failed", { attempt: job.retryCount + 1, error: e instanceof Error ? e.message : String(e) });
        throw e;
      }
    });
  }
  return result;
}

/** The `work` command: the service's worker process; stops cleanly on SIGINT/SIGTERM or when its parent goes (also while starting). */
export function runWorker(def: ServiceDefinition): void {
  runUntilStopped(createLogger(`${def.name}-worker`), startWorker(def)).then(
    // a launcher (tools/src/stack.ts) waits for this before it goes on
    () => process.send?.({ state: "working" }),
    () => undefined,
  );
}
