import type { JobsDefinition, QueueDefinition } from "@wo/shared";
import { raiseComplianceOrders } from "../compliance/compliance.raise";
import { renderWorkOrderPdf } from "../pdf/work-order-pdf";
import { ppmHorizonDays, raisePendingPpmOrders } from "../ppm/ppm.scheduler";
import { webhookHandlers } from "../webhook/webhook.jobs";
import { WEBHOOK_DELIVER_QUEUE, WEBHOOK_DISPATCH_QUEUE } from "../webhook/webhook.queue";
import { NOTIFICATION_QUEUE } from "./notification.queue";
import { notificationSender } from "./notification.sender";
import { httpSmsSender, notificationConfig, smtpMailer } from "./notification.transport";

/** Raises the pending PPM work orders whose visits fall within PPM_HORIZON_DAYS (idempotent: a run that overlaps another raises nothing twice). */
export const PPM_QUEUE: QueueDefinition = {
  name: "ppm-raise",
  // a failed run is retried twice (after about 1 and 2 minutes); the next hourly run catches up anyway.
  // A run takes seconds (one short transaction per due schedule); one whose worker died is failed by
  // the expiry after 5 minutes and retried (within about 7 in all): a run still going then overlaps
  // its retry harmlessly (each schedule locked, each visit raised once)
  policy: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 5 * 60, retentionMinutes: 24 * 60 },
};

/** work-orders' background jobs: sending contractors' notifications, raising PPM orders every hour, webhooks (docs/webhooks.md). */
export const workOrderJobs: JobsDefinition = {
  queues: [NOTIFICATION_QUEUE, PPM_QUEUE, WEBHOOK_DISPATCH_QUEUE, WEBHOOK_DELIVER_QUEUE],
  schedules: [
    { queue: PPM_QUEUE.name, cron: "0 * * * *" },
    { queue: WEBHOOK_DISPATCH_QUEUE.name, cron: "* * * * *" },
  ],
  async handlers(ctx) {
    const { orm, env, logger } = ctx;
    const config = notificationConfig(env);
    const horizonDays = ppmHorizonDays(env);
    return {
      ...(await webhookHandlers(ctx)),
      [NOTIFICATION_QUEUE.name]: notificationSender({ orm, mailer: smtpMailer(config), sms: httpSmsSender(config), renderPdf: renderWorkOrderPdf }),
      [PPM_QUEUE.name]: async () => {
        const { created } = await raisePendingPpmOrders(orm.em.fork(), { horizonDays });
        if (created) logger.info("pending PPM work orders raised", { created, horizonDays });
        // the compliance register's due and overdue types (docs/compliance.md), once per site × type × cycle
        const compliance = await raiseComplianceOrders(orm.em.fork());
        if (compliance.created) logger.info("compliance PPM work orders raised", compliance);
        return { created, complianceCreated: compliance.created };
      },
    };
  },
};
