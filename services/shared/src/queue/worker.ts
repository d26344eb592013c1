import PgBoss from "pg-boss";
import { z } from "zod";
import { loadConfig } from "../config";
import { createLogger, type Logger } from "../logger";
import { runUntilStopped } from "../process";
import { initOrm, type ServiceDefinition } from "../server";
import { jobSchema, syncQueues, type JobHandler } from "./jobs";

const workerConfig = z.object({
  DATABASE_URL: z.string().url(),
  LOG_LEVEL: z.enum(["error", "warn", "info", "debug"]).default("info"),
  /** How often an idle worker looks for jobs (pg-boss polls; SKIP LOCKED shares them between workers). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
});

export interface RunningWorker {
  boss: PgBoss;
  stop(): Promise<void>;
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
  const boss = new PgBoss({ connectionString: config.DATABASE_URL, schema, max: 4, application_name: `${def.name}-worker` });
  boss.on("error", (e: Error) => logger.error("job queue error", { error: e.message }));
  try {
    const handlers = await jobs.handlers({ orm, env, logger });
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
    logger.info("working", { queues: jobs.queues.map((q) => q.name), schedules: (jobs.schedules ?? []).map((s) => `${s.queue} ${s.cron}`) });
  } catch (e) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    await orm.close(true);
    throw e;
  }
  return {
    boss,
    async stop() {
      // lets a running attempt finish (up to 10 s); one still running after that fails and is retried later
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      await orm.close(true);
    },
  };
}

async function runBatch(queue: string, batch: PgBoss.JobWithMetadata<unknown>[], handler: JobHandler, logger: Logger): Promise<unknown> {
  let result: unknown;
  for (const job of batch) {
    try {
      result = await handler({
        id: job.id,
        queue,
        data: job.data as object,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        final: job.retryCount >= job.retryLimit,
      });
    } catch (e) {
      logger.warn("job attempt failed", { queue, job: job.id, attempt: job.retryCount + 1, error: e instanceof Error ? e.message : String(e) });
      throw e;
    }
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
