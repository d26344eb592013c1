import type { JobsDefinition, QueueDefinition, ScheduleDefinition } from "@wo/shared";
import { raiseComplianceOrders } from "../compliance/compliance.raise";
import { escalateSlaClocks, escalationConfig } from "../sla/sla.escalation";
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

/**
 * Escalates the SLA clocks about to breach or breached (docs/sla.md "Escalation"), every
 * SLA_ESCALATION_CRON (5 minutes by default); each threshold of a clock is recorded and e-mailed once,
 * whichever run finds it. A failed run is retried once; the next run catches up anyway.
 */
export const SLA_ESCALATE_QUEUE: QueueDefinition = {
  name: "sla-escalate",
  policy: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 5 * 60, retentionMinutes: 24 * 60 },
};

/** The escalation's schedule: none when SLA_ESCALATION_CRON is "off" (the job still runs when sent) */
const escalationSchedule = (cron: string): ScheduleDefinition[] => (cron === "off" ? [] : [{ queue: SLA_ESCALATE_QUEUE.name, cron }]);

/** work-orders' background jobs: sending notifications, raising PPM orders every hour, webhooks (docs/webhooks.md), escalating SLA clocks (docs/sla.md). */
export const workOrderJobs: JobsDefinition = {
  queues: [NOTIFICATION_QUEUE, PPM_QUEUE, WEBHOOK_DISPATCH_QUEUE, WEBHOOK_DELIVER_QUEUE, SLA_ESCALATE_QUEUE],
  // read when the worker loads its schedules, so SLA_ESCALATION_CRON is the environment's of then
  get schedules(): ScheduleDefinition[] {
    return [
      { queue: PPM_QUEUE.name, cron: "0 * * * *" },
      { queue: WEBHOOK_DISPATCH_QUEUE.name, cron: "* * * * *" },
      ...escalationSchedule(escalationConfig().SLA_ESCALATION_CRON),
    ];
  },
  async handlers(ctx) {
    const { orm, env, logger } = ctx;
    const config = notificationConfig(env);
    const horizonDays = ppmHorizonDays(env);
    const escalation = escalationConfig(env);
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
      [SLA_ESCALATE_QUEUE.name]: async () => {
        const result = await escalateSlaClocks(orm.em.fork(), {
          horizonMinutes: escalation.SLA_ESCALATION_HORIZON_MINUTES,
          backlogHours: escalation.SLA_ESCALATION_BACKLOG_HOURS,
          staffEmail: escalation.SLA_ESCALATION_STAFF_EMAIL ?? null,
        });
        if (result.dueSoon || result.breached) logger.info("SLA clocks escalated", { ...result });
        return result;
      },
    };
  },
};
