import type { JobsDefinition } from "@wo/shared";
import { renderWorkOrderPdf } from "../pdf/work-order-pdf";
import { NOTIFICATION_QUEUE } from "./notification.queue";
import { notificationSender } from "./notification.sender";
import { httpSmsSender, notificationConfig, smtpMailer } from "./notification.transport";

/** work-orders' background jobs: sending contractors' notifications (and, on a schedule, raising PPM orders). */
export const workOrderJobs: JobsDefinition = {
  queues: [NOTIFICATION_QUEUE],
  // TODO(integrator): the PPM queue, hourly: { queue: "ppm-raise", cron: "0 * * * *" } with
  // raisePendingPpmOrders(orm.em.fork(), { horizonDays: PPM_HORIZON_DAYS }) from ../ppm/ppm.scheduler
  schedules: [],
  handlers({ orm, env }) {
    const config = notificationConfig(env);
    return {
      [NOTIFICATION_QUEUE.name]: notificationSender({ orm, mailer: smtpMailer(config), sms: httpSmsSender(config), renderPdf: renderWorkOrderPdf }),
    };
  },
};
