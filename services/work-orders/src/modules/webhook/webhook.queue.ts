import { z } from "zod";
import { loadConfig, type QueueDefinition } from "@wo/shared";

const bool = z.preprocess((v) => v === "true" || v === true, z.boolean());

/** Webhooks' settings (README "Configuration", docs/webhooks.md). */
export const webhookConfigSchema = z.object({
  /** true: http and loopback targets allowed (tests, a developer's machine); never in production */
  WEBHOOK_ALLOW_LOOPBACK: bool.default(false),
  /** Retries of a failed delivery after its first attempt */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** Seconds before the first retry; each next one waits about twice as long (with jitter) */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** An endpoint whose every attempt has failed for this long is paused and its owner told */
  WEBHOOK_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60 * 60),
  /** An attempt that has no answer after this long fails */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
});
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;
export const webhookConfig = (env: NodeJS.ProcessEnv = process.env): WebhookConfig => loadConfig(webhookConfigSchema, env);

/**
 * Sends one delivery (job data: { deliveryId }). The queue's policy is the default; each job is
 * enqueued with the configured retries and delay (WEBHOOK_RETRY_*), exponential with jitter.
 */
export const WEBHOOK_DELIVER_QUEUE: QueueDefinition = {
  name: "webhook-deliver",
  policy: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, retentionMinutes: 7 * 24 * 60 },
  concurrency: 2,
};

/**
 * Turns recorded events into deliveries: woken by the events' NOTIFY at commit, and every minute for any
 * missed. An attempt cut off (its worker killed) is retried: dispatching is one transaction, so a retry
 * finds each event either dispatched or not.
 */
export const WEBHOOK_DISPATCH_QUEUE: QueueDefinition = {
  name: "webhook-dispatch",
  policy: { retryLimit: 2, retryDelay: 30, retryBackoff: false, expireInSeconds: 5 * 60, retentionMinutes: 60 },
};

export interface WebhookDeliveryJob {
  deliveryId: number;
}

/** The options a delivery job is enqueued with (retries as configured). */
export const deliveryJobOptions = (config: WebhookConfig) => ({
  retryLimit: config.WEBHOOK_RETRY_LIMIT,
  retryDelay: config.WEBHOOK_RETRY_DELAY_SECONDS,
  retryBackoff: true,
});
