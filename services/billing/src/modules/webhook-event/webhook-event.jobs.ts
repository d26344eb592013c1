import type { EntityManager } from "@mikro-orm/postgresql";
import { WEBHOOK_EVENT_RETENTION_DAYS, type QueueDefinition } from "@wo/shared";

/**
 * Deletes billing's webhook events older than WEBHOOK_EVENT_RETENTION_DAYS (docs/webhooks.md). Only
 * billing writes its table; work-orders copies an event within that window or never (its import reads
 * the same window), so a pruned event is one work-orders has, or will never take. Answers how many went.
 */
export async function pruneWebhookEvents(em: EntityManager): Promise<number> {
  const r = await em
    .getConnection()
    .execute<{ affectedRows: number }>(
      "delete from billing.webhook_event where occurred_at < now() - make_interval(days => ?)",
      [WEBHOOK_EVENT_RETENTION_DAYS],
      "run",
    );
  return r.affectedRows;
}

/** The prune's queue: hourly; a failed run is the next hour's work. */
export const WEBHOOK_EVENT_PRUNE_QUEUE: QueueDefinition = {
  name: "webhook-events-prune",
  policy: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 5 * 60, retentionMinutes: 24 * 60 },
};
