/**
 * Runs a scheduled job once, as its schedule does: a job sent to a service's queue (pg-boss in
 * `<schema>_jobs`), which the stack's worker takes and completes. The browser tests use it rather
 * than waiting for the schedule (every hour, every five minutes).
 */
import type { Client } from "pg";
import PgBoss from "pg-boss";
import { until } from "./api";

export async function runJob(db: Client, queue: string, schema = "work_orders_jobs"): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => db.query(text, values as unknown[]) as never },
    schema,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  const id = await boss.send(queue, {});
  if (!id) throw new Error(`the ${queue} queue does not exist`);
  const job = await until(
    async () => (await db.query<{ state: string }>(`select state from ${schema}.job where id = $1`, [id])).rows[0],
    (j) => j?.state === "completed" || j?.state === "failed",
    `the ${queue} job`,
    60_000,
  );
  expect(job!.state).toBe("completed");
}
