import { jobSchema, type QueueDefinition } from "@wo/shared";

/** The schema of work-orders' jobs (pg-boss). */
export const WORK_ORDER_JOBS = jobSchema("work_orders");

/** Sends one outbox message (job data: { messageId }). */
export const NOTIFICATION_QUEUE: QueueDefinition = {
  name: "notification-send",
  // 1 attempt + 5 retries after about 30 s, 1, 2, 4 and 8 minutes (doubled, with up to as much again
  // as jitter): a mail server down for a quarter of an hour loses nothing
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, retentionMinutes: 7 * 24 * 60 },
  concurrency: 2,
};

export interface NotificationJob {
  messageId: number;
}
