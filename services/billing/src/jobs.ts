import type { JobsDefinition } from "@wo/shared";
import { QUOTE_DECISION_QUEUE, reconcileQuoteDecisions, type QuoteDecisionJob } from "./modules/quote-decision/quote-decision.reconciler";
import { pruneWebhookEvents, WEBHOOK_EVENT_PRUNE_QUEUE } from "./modules/webhook-event/webhook-event.jobs";

/** billing's background jobs: the quote decisions' reconciler, every minute; its webhook events pruned, every hour. */
export const billingJobs: JobsDefinition = {
  queues: [QUOTE_DECISION_QUEUE, WEBHOOK_EVENT_PRUNE_QUEUE],
  schedules: [
    { queue: QUOTE_DECISION_QUEUE.name, cron: "* * * * *" },
    { queue: WEBHOOK_EVENT_PRUNE_QUEUE.name, cron: "23 * * * *" },
  ],
  handlers({ orm, logger }) {
    return {
      [QUOTE_DECISION_QUEUE.name]: async (job) => {
        const data = job.data as QuoteDecisionJob;
        const result = await reconcileQuoteDecisions(orm.em.fork(), { graceSeconds: data.graceSeconds, logger });
        if (result.failed) throw new Error(`${result.failed} of ${result.found} quote decisions not finished; the next run tries again`);
        return result;
      },
      [WEBHOOK_EVENT_PRUNE_QUEUE.name]: async () => ({ pruned: await pruneWebhookEvents(orm.em.fork()) }),
    };
  },
};
