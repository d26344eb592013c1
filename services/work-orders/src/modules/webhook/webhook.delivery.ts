import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import {
  deliveryAddress,
  enqueue,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  WEBHOOK_EVENT_RETENTION_DAYS,
  webhookSignature,
  type JobAttempt,
  type JobHandler,
  type Logger,
} from "@wo/shared";
import { WORK_ORDER_JOBS } from "../notification/notification.queue";
import type { Mailer } from "../notification/notification.transport";
import { payloadOf, readerOf, type RecordedEvent } from "./webhook.payload";
import { deliveryJobOptions, WEBHOOK_DELIVER_QUEUE, type WebhookConfig, type WebhookDeliveryJob } from "./webhook.queue";

const exec = <T extends object[] = object[]>(tx: EntityManager, sql: string, params: unknown[] = []) =>
  tx.getConnection().execute<T>(sql, params, "all", tx.getTransactionContext());

interface EndpointRow {
  id: number;
  events: string[];
  client_id: number | null;
}

/**
 * Copies billing's events (recorded by billing's triggers in its quotes' own transactions, published as
 * `billing.v_webhook_event`) into work-orders' own, with their ids: every one of the retention window
 * not here yet (an anti-join, not a high-water mark, so an event whose transaction committed after a
 * later one's is still taken; `on conflict do nothing`, so two workers copying at once copy it once).
 * Work-orders prunes an event only a window after its dispatch, so one copied and pruned has left the
 * window here too and is never copied again. Answers how many it copied.
 */
export async function importBillingEvents(em: EntityManager): Promise<number> {
  const r = await em.getConnection().execute<{ affectedRows: number }>(
    `insert into work_orders.webhook_event (id, type, occurred_at, client_id, work_order_id, facts)
     select b.id, b.type, b.occurred_at, b.client_id, b.work_order_id, b.facts
       from billing.v_webhook_event b
      where b.occurred_at > now() - make_interval(days => ?)
        and not exists (select 1 from work_orders.webhook_event e where e.id = b.id)
     on conflict (id) do nothing`,
    [WEBHOOK_EVENT_RETENTION_DAYS],
    "run",
  );
  return r.affectedRows;
}

/**
 * Turns the events changes recorded (work_orders.webhook_event, written by triggers in the change's
 * own transaction, and billing's, copied in first) into deliveries: for every endpoint not paused that
 * takes the event's type and whose scope holds its client, a delivery row with the body built for the
 * endpoint's reader and its job, in one transaction with marking the events dispatched (SKIP LOCKED:
 * two workers never dispatch one event twice). Billing's events failing to copy (its view out of reach)
 * holds back none of work-orders' own: `onImportError` hears it, and the next run copies them. Answers
 * how many deliveries it queued.
 */
export async function dispatchWebhookEvents(
  em: EntityManager,
  config: WebhookConfig,
  options: { limit?: number; onImportError?: (e: unknown) => void } = {},
): Promise<number> {
  const limit = options.limit ?? 200;
  try {
    await importBillingEvents(em.fork());
  } catch (e) {
    if (!options.onImportError) throw e;
    options.onImportError(e);
  }
  let queued = 0;
  for (;;) {
    const { count, more } = await em.fork().transactional(async (tx) => {
      const events = await exec<RecordedEvent[]>(
        tx,
        `select id, type, occurred_at, client_id, facts from work_orders.webhook_event
          where dispatched_at is null order by occurred_at, id limit ? for update skip locked`,
        [limit],
      );
      if (!events.length) return { count: 0, more: false };
      const endpoints = await exec<EndpointRow[]>(tx, "select id, events, client_id from work_orders.webhook_endpoint where not paused order by id");
      let count = 0;
      for (const e of events) {
        for (const ep of endpoints) {
          if (!ep.events.includes(e.type)) continue;
          // a client's endpoint hears only of its own client's events
          if (ep.client_id !== null && ep.client_id !== e.client_id) continue;
          const [{ id }] = await exec<{ id: number }[]>(
            tx,
            "insert into work_orders.webhook_delivery (endpoint_id, event_id, event_type, body) values (?, ?, ?, ?) returning id",
            [ep.id, e.id, e.type, payloadOf(e, readerOf(ep.client_id))],
          );
          await enqueue(tx, WORK_ORDER_JOBS, WEBHOOK_DELIVER_QUEUE.name, { deliveryId: id } satisfies WebhookDeliveryJob, deliveryJobOptions(config));
          count++;
        }
      }
      await exec(tx, "update work_orders.webhook_event set dispatched_at = now() where id = any(?::uuid[])", [
        `{${events.map((e) => e.id).join(",")}}`,
      ]);
      return { count, more: events.length === limit };
    });
    queued += count;
    if (!more) break;
  }
  return queued;
}

/**
 * Deletes the events dispatched more than the retention window ago (the deliveries keep their
 * bodies; billing prunes its own): by the minute's scheduled run, not on every commit's wake-up.
 */
export async function pruneDispatchedEvents(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute("delete from work_orders.webhook_event where dispatched_at < now() - make_interval(days => ?)", [WEBHOOK_EVENT_RETENTION_DAYS]);
}

interface Attempt {
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

const EXCERPT = 500;

/** POSTs `body` to `url`, connecting only to the address checked now (no second look-up to rebind). */
async function post(url: string, body: string, headers: Record<string, string>, config: WebhookConfig): Promise<Attempt> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let target: { address: string; family: 4 | 6 };
  try {
    target = await deliveryAddress(url, { allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK });
  } catch (e) {
    return { statusCode: null, excerpt: null, error: e instanceof Error ? e.message : String(e), durationMs: took() };
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.startsWith("https:") ? https : http;
  return new Promise<Attempt>((resolve) => {
    const req = client.request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "work-orders-webhooks/1",
        },
        lookup: pinned,
        timeout: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          if (text.length < EXCERPT) text += c;
        });
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve({
            statusCode: status,
            excerpt: text.slice(0, EXCERPT) || null,
            error: ok ? null : `The endpoint answered ${status}`,
            durationMs: took(),
          });
        });
        res.on("error", (e) => resolve({ statusCode: status(res), excerpt: null, error: e.message, durationMs: took() }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`No answer within ${config.WEBHOOK_TIMEOUT_SECONDS} s`)));
    req.on("error", (e) => resolve({ statusCode: null, excerpt: null, error: e.message || String(e), durationMs: took() }));
    req.end(body);
  });
}
const status = (res: http.IncomingMessage) => res.statusCode ?? null;

interface DeliveryRow {
  id: number;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  body: string;
  state: string;
  url: string;
  secret: string;
  paused: boolean;
  owner_email: string;
}

export interface DelivererDeps {
  orm: MikroORM;
  config: WebhookConfig;
  mailer: Mailer | null;
  logger: Logger;
}

/**
 * The job that sends one delivery: signed now (`t=<unix>,v1=<HMAC-SHA256 of "t.body">`), its event
 * id and type in headers. Every attempt records its status, answer excerpt, duration and count; a
 * failure is retried by the queue (backoff) until the last retry. An endpoint whose attempts have all
 * failed for WEBHOOK_FAILURE_WINDOW_SECONDS is paused (its queued deliveries fail) and its owner
 * told by e-mail; a success clears its failing time.
 */
export function webhookDeliverer(deps: DelivererDeps): JobHandler {
  return async (job: JobAttempt<WebhookDeliveryJob>) => {
    const em = deps.orm.em.fork();
    const [d] = await em.getConnection().execute<DeliveryRow[]>(
      `select d.id, d.endpoint_id, d.event_id, d.event_type, d.body, d.state, e.url, e.secret, e.paused, e.owner_email
         from work_orders.webhook_delivery d join work_orders.webhook_endpoint e on e.id = d.endpoint_id where d.id = ?`,
      [job.data.deliveryId],
    );
    if (!d || d.state !== "queued") return;
    if (d.paused) {
      await em
        .getConnection()
        .execute("update work_orders.webhook_delivery set state = 'failed', last_error = ? where id = ? and state = 'queued'", [
          "Not sent: the endpoint is paused",
          d.id,
        ]);
      return;
    }
    const signature = webhookSignature(d.secret, d.body, Math.floor(Date.now() / 1000));
    const attempt = await post(
      d.url,
      d.body,
      { [SIGNATURE_HEADER]: signature, [EVENT_ID_HEADER]: d.event_id, [EVENT_TYPE_HEADER]: d.event_type },
      deps.config,
    );
    const ok = attempt.error === null;
    const pausedNow = await em.transactional(async (tx) => {
      await exec(
        tx,
        `update work_orders.webhook_delivery set attempts = attempts + 1, last_attempt_at = now(), status_code = ?, response_excerpt = ?, duration_ms = ?,
                last_error = ?, state = ?, delivered_at = case when ? then now() else delivered_at end where id = ?`,
        [attempt.statusCode, attempt.excerpt, attempt.durationMs, attempt.error, ok ? "delivered" : job.final ? "failed" : "queued", ok, d.id],
      );
      if (ok) {
        await exec(tx, "update work_orders.webhook_endpoint set failing_since = null where id = ? and failing_since is not null", [d.endpoint_id]);
        return false;
      }
      const [ep] = await exec<{ failing_since: Date; over: boolean }[]>(
        tx,
        `update work_orders.webhook_endpoint set failing_since = coalesce(failing_since, now()) where id = ? and not paused
         returning failing_since, failing_since <= now() - make_interval(secs => ?) as over`,
        [d.endpoint_id, deps.config.WEBHOOK_FAILURE_WINDOW_SECONDS],
      );
      if (!ep?.over) return false;
      const reason = `Every delivery failed for ${windowText(deps.config.WEBHOOK_FAILURE_WINDOW_SECONDS)} (last: ${attempt.error})`;
      await exec(tx, "update work_orders.webhook_endpoint set paused = true, paused_at = now(), pause_reason = ?, updated_at = now() where id = ?", [
        reason,
        d.endpoint_id,
      ]);
      await exec(
        tx,
        "update work_orders.webhook_delivery set state = 'failed', last_error = coalesce(last_error, 'Not sent: the endpoint is paused') where endpoint_id = ? and state = 'queued'",
        [d.endpoint_id],
      );
      return reason;
    });
    if (pausedNow) {
      deps.logger.warn("webhook endpoint paused", { endpoint: d.endpoint_id, reason: pausedNow });
      await tellOwner(deps, d, pausedNow);
      return;
    }
    if (!ok && !job.final) throw new Error(attempt.error!);
  };
}

const windowText = (seconds: number) =>
  seconds % 86400 === 0
    ? `${seconds / 86400} day${seconds === 86400 ? "" : "s"}`
    : seconds % 3600 === 0
      ? `${seconds / 3600} hours`
      : `${seconds} seconds`;

async function tellOwner(deps: DelivererDeps, d: DeliveryRow, reason: string): Promise<void> {
  if (!deps.mailer) {
    deps.logger.warn("webhook endpoint's owner not told: no SMTP server configured", { endpoint: d.endpoint_id });
    return;
  }
  try {
    await deps.mailer.send({
      to: d.owner_email,
      subject: `Webhook endpoint paused: ${d.url}`,
      text: [
        `The webhook endpoint ${d.url} (id ${d.endpoint_id}) has been paused.`,
        "",
        reason,
        "",
        "No further events are delivered to it until an administrator resumes it under Configuration > Webhooks,",
        "where its delivery log shows every attempt and can send the failed deliveries again.",
      ].join("\n"),
      attachments: [],
    });
  } catch (e) {
    deps.logger.error("webhook endpoint's owner not told", { endpoint: d.endpoint_id, error: e instanceof Error ? e.message : String(e) });
  }
}
