import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import PgBoss from "pg-boss";
import type { Logger } from "../logger";

/**
 * A service's background jobs, kept in PostgreSQL by pg-boss in a schema of the service's own
 * (`<service schema>_jobs`). Web processes only enqueue, inside their own transactions; the
 * service's worker process (`main.js work`, see worker.ts) runs the handlers and the schedules.
 */

/** How a queue retries a failed job (pg-boss's own policy, kept in its queue table). */
export interface QueuePolicy {
  /** Retries after the first attempt (so retryLimit + 1 attempts in all). */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** Exponential backoff with jitter: retry n waits about retryDelay × 2^(n-1) to 2 × that. */
  retryBackoff: boolean;
  /** An attempt still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** How long a job not yet run is kept before it is dropped (pg-boss's retention). */
  retentionMinutes?: number;
}

export interface QueueDefinition {
  name: string;
  policy: QueuePolicy;
  /** Jobs of this queue one worker process runs at once (default 1). */
  concurrency?: number;
}

/** A cron schedule (pg-boss's timekeeper, once across every worker process): sends `data` to `queue`. */
export interface ScheduleDefinition {
  queue: string;
  /** Five-field cron, e.g. "0 * * * *" for hourly. */
  cron: string;
  tz?: string;
  data?: object;
}

/** One attempt at a job, as a handler sees it. */
export interface JobAttempt<T = object> {
  id: string;
  queue: string;
  data: T;
  /** 0 for the first attempt, then 1, 2 … */
  retryCount: number;
  retryLimit: number;
  /** Whether no retry follows if this attempt fails. */
  final: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue carries its own payload type
export type JobHandler = (job: JobAttempt<any>) => Promise<unknown>;

export interface WorkerContext {
  orm: MikroORM;
  env: NodeJS.ProcessEnv;
  logger: Logger;
  /** Something the handlers started (a LISTEN connection, a timer) to stop with the worker, before its ORM closes. */
  onStop(stop: () => Promise<void> | void): void;
}

export interface JobsDefinition {
  queues: readonly QueueDefinition[];
  schedules?: readonly ScheduleDefinition[];
  /** The handler of every queue, built once in the worker process (each reads its own configuration from `env`). */
  handlers(ctx: WorkerContext): Record<string, JobHandler> | Promise<Record<string, JobHandler>>;
}

/** The schema pg-boss keeps a service's jobs in. */
export const jobSchema = (serviceSchema: string) => `${serviceSchema}_jobs`;

/**
 * Creates (or migrates, under pg-boss's advisory lock) the job schema and brings every declared
 * queue and its retry policy up to date. Runs with the service's migrations (`migrate`, `seed`, a
 * start with MIGRATE_ON_START; the worker does the same as its pg-boss starts), so a web process can
 * always enqueue: pg-boss inserts a job only into a queue that exists.
 */
export async function prepareJobs(databaseUrl: string, schema: string, jobs: JobsDefinition): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema, max: 2, supervise: false, schedule: false, migrate: true });
  boss.on("error", () => undefined);
  await boss.start();
  try {
    await syncQueues(boss, jobs);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

export async function syncQueues(boss: PgBoss, jobs: JobsDefinition): Promise<void> {
  for (const q of jobs.queues) {
    const options: PgBoss.Queue = { name: q.name, policy: "standard", ...q.policy };
    if (await boss.getQueue(q.name)) await boss.updateQueue(q.name, options);
    else await boss.createQueue(q.name, options);
  }
}

/** What pg-boss needs of a connection: run one statement with $n parameters. */
interface TransactionClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

interface KnexTransactionLike {
  client: { acquireConnection(): Promise<TransactionClient> };
  isCompleted(): boolean;
}

/**
 * pg-boss's `db` adapter on the connection of `tx`'s transaction (MikroORM over knex: a
 * transaction's client hands out its one connection), so a job is inserted in that transaction and
 * commits or rolls back with it.
 */
export function transactionDb(tx: EntityManager): PgBoss.Db {
  const trx = tx.getTransactionContext<KnexTransactionLike>();
  if (!trx) throw new Error("a job is enqueued only inside a transaction (em.transactional)");
  return {
    async executeSql(text: string, values: unknown[]) {
      if (trx.isCompleted()) throw new Error("the transaction the job belonged to has ended");
      const connection = await trx.client.acquireConnection();
      return (await connection.query(text, values)) as { rows: never[] };
    },
  };
}

const senders = new Map<string, PgBoss>();

/** A pg-boss that never connects: it only writes jobs through the `db` it is given per call. */
function senderFor(schema: string): PgBoss {
  let boss = senders.get(schema);
  if (!boss) {
    const offline: PgBoss.Db = {
      executeSql: () => Promise.reject(new Error("this pg-boss only enqueues inside a caller's transaction")),
    };
    boss = new PgBoss({ db: offline, schema, supervise: false, schedule: false, migrate: false });
    senders.set(schema, boss);
  }
  return boss;
}

/**
 * Enqueues a job in `tx`'s transaction: a rollback drops it, a commit keeps it for a worker. Answers
 * the job's id. Fails (and so fails the transaction) when the queue does not exist, rather than
 * losing the job: run the service's migrations first.
 */
export async function enqueue(tx: EntityManager, schema: string, queue: string, data: object, options: PgBoss.SendOptions = {}): Promise<string> {
  const id = await senderFor(schema).send(queue, data, { ...options, db: transactionDb(tx) });
  if (!id) throw new Error(`job queue ${schema}.${queue} does not exist: run the service's migrations`);
  return id;
}

/** Many jobs of one queue in one statement, in the caller's transaction, as `enqueue` writes one (the queue's own retry policy). */
export async function enqueueMany(tx: EntityManager, schema: string, queue: string, data: readonly object[]): Promise<void> {
  if (data.length === 0) return;
  await senderFor(schema).insert(
    data.map((d) => ({ name: queue, data: d })),
    { db: transactionDb(tx) },
  );
}
