import pg from "pg";
import type { JobHandler, WorkerContext } from "@wo/shared";
import { notificationConfig, smtpMailer } from "../notification/notification.transport";
import { dispatchWebhookEvents, pruneDispatchedEvents, webhookDeliverer } from "./webhook.delivery";
import { assertPayloadRulesPublished } from "./webhook.payload";
import { WEBHOOK_DELIVER_QUEUE, WEBHOOK_DISPATCH_QUEUE, webhookConfig } from "./webhook.queue";

/**
 * The webhooks' handlers in the worker: the deliverer, and the dispatcher, run when a change that
 * recorded an event commits (its trigger's NOTIFY webhook_event, heard on a LISTEN connection of the
 * worker's own; billing's triggers notify the same channel) and every minute by the schedule (events
 * committed while no worker listened).
 */
export async function webhookHandlers({ orm, env, logger, onStop }: WorkerContext): Promise<Record<string, JobHandler>> {
  const config = webhookConfig(env);
  // billing's rules for the fields its events carry are read from what it publishes: missing ones fail the start
  assertPayloadRulesPublished();
  const onImportError = (e: unknown) =>
    logger.error("billing's webhook events not copied (the next run tries again)", { error: e instanceof Error ? e.message : String(e) });
  const mailer = smtpMailer(notificationConfig(env));
  let running: Promise<unknown> | null = null;
  let again = false;
  const dispatch = async (): Promise<number> => {
    if (running) {
      again = true;
      await running;
      return 0;
    }
    let queued = 0;
    running = (async () => {
      do {
        again = false;
        queued += await dispatchWebhookEvents(orm.em.fork(), config, { onImportError });
      } while (again);
    })();
    try {
      await running;
    } finally {
      running = null;
    }
    return queued;
  };
  const wake = () =>
    void dispatch().catch((e: unknown) => logger.error("webhook events not dispatched (the next minute's run tries again)", { error: String(e) }));

  const listener = new pg.Client({ connectionString: env.DATABASE_URL, application_name: "work-orders-webhooks" });
  listener.on("error", (e) => logger.error("webhook listener lost its connection (the minute's run still dispatches)", { error: e.message }));
  listener.on("notification", wake);
  await listener.connect();
  await listener.query("listen webhook_event");
  onStop(async () => {
    listener.removeAllListeners("notification");
    await listener.end().catch(() => undefined);
    await running?.catch(() => undefined);
  });
  wake();

  return {
    // the minute's schedule: what no wake-up dispatched, then the week-old events pruned
    [WEBHOOK_DISPATCH_QUEUE.name]: async () => {
      const queued = await dispatch();
      await pruneDispatchedEvents(orm.em.fork());
      return { queued };
    },
    [WEBHOOK_DELIVER_QUEUE.name]: webhookDeliverer({ orm, config, mailer, logger }),
  };
}
