import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, enqueue, entityNodes, errorOf, NotFoundError, readList, tenantScope, webhookUrlProblem, type Page, type Viewer } from "@wo/shared";
import { WORK_ORDER_JOBS } from "../notification/notification.queue";
import { WebhookDelivery, WebhookDeliveryState, WebhookEndpoint, type WebhookEventType } from "./webhook.entity";
import { WEBHOOK_DELIVERY_LIST } from "./webhook.list";
import { deliveryJobOptions, WEBHOOK_DELIVER_QUEUE, webhookConfig, type WebhookDeliveryJob } from "./webhook.queue";
import {
  WebhookErrorCode as Code,
  WebhookError,
  type CreateWebhookEndpointInput,
  type UpdateWebhookEndpointInput,
  type WebhookDeliveriesArgs,
  type WebhookDeliveryPayload,
  type WebhookEndpointPayload,
} from "./webhook.type";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PAUSED_MESSAGE = "The endpoint is paused: resume it first";

const refused = (fieldErrors: { field: string; message: string }[]): WebhookEndpointPayload => ({
  endpoint: null,
  secret: null,
  error: errorOf(WebhookError, Code.INVALID, fieldErrors.map((f) => f.message).join("; "), fieldErrors),
});

/** Every endpoint, oldest first. */
export function listEndpoints(em: EntityManager): Promise<WebhookEndpoint[]> {
  return em.find(WebhookEndpoint, {}, { orderBy: { id: "asc" } });
}

async function problems(em: EntityManager, input: Partial<CreateWebhookEndpointInput>, creating: boolean) {
  const errors: { field: string; message: string }[] = [];
  if (creating || input.url != null) {
    const p = webhookUrlProblem(input.url ?? "", { allowLoopback: webhookConfig().WEBHOOK_ALLOW_LOOPBACK });
    if (p) errors.push({ field: "url", message: p });
  }
  if ((creating || input.events != null) && !input.events?.length) errors.push({ field: "events", message: "Choose at least one event" });
  if ((creating || input.ownerEmail != null) && !EMAIL.test(input.ownerEmail?.trim() ?? ""))
    errors.push({ field: "ownerEmail", message: "Enter the e-mail address of whom to tell when the endpoint is paused" });
  if (input.clientId) {
    const [c] = await em.getConnection().execute("select 1 from assets.v_client where id = ?", [input.clientId]);
    if (!c) errors.push({ field: "clientId", message: "No such client" });
  }
  return errors;
}

/** Registers an endpoint with a new random secret, answered once. */
export async function createEndpoint(em: EntityManager, viewer: Viewer, input: CreateWebhookEndpointInput): Promise<WebhookEndpointPayload> {
  const errors = await problems(em, input, true);
  if (errors.length) return refused(errors);
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  const endpoint = await em.transactional(async (tx) => {
    const ep = tx.create(WebhookEndpoint, {
      url: input.url.trim(),
      description: input.description?.trim() || null,
      secret,
      events: [...new Set(input.events)] as WebhookEventType[],
      clientId: input.clientId || null,
      ownerEmail: input.ownerEmail.trim(),
      createdBy: viewer.userId ?? null,
    });
    await tx.flush();
    audit(tx, viewer, {
      entityName: "WebhookEndpoint",
      entityId: ep.id,
      action: "Created",
      actionTaken: `Registered the webhook endpoint ${ep.url}`,
    });
    return ep;
  });
  return { endpoint, secret, error: null };
}

/** Changes an endpoint: URL, events, description, owner; pauses or resumes it (a resume clears its failing time). */
export async function updateEndpoint(em: EntityManager, viewer: Viewer, input: UpdateWebhookEndpointInput): Promise<WebhookEndpointPayload> {
  const errors = await problems(
    em,
    { url: input.url ?? undefined, events: input.events ?? undefined, ownerEmail: input.ownerEmail ?? undefined },
    false,
  );
  if (errors.length) return refused(errors);
  const endpoint = await em.transactional(async (tx) => {
    const ep = await tx.findOne(WebhookEndpoint, input.id);
    if (!ep) throw new NotFoundError();
    if (input.url != null) ep.url = input.url.trim();
    if (input.description !== undefined) ep.description = input.description?.trim() || null;
    if (input.events != null) ep.events = [...new Set(input.events)];
    if (input.ownerEmail != null) ep.ownerEmail = input.ownerEmail.trim();
    if (input.paused === true && !ep.paused) Object.assign(ep, { paused: true, pausedAt: new Date(), pauseReason: "Paused by an administrator" });
    if (input.paused === false && ep.paused) Object.assign(ep, { paused: false, pausedAt: null, pauseReason: null, failingSince: null });
    ep.updatedAt = new Date();
    audit(tx, viewer, { entityName: "WebhookEndpoint", entityId: ep.id, action: "Updated", actionTaken: `Changed the webhook endpoint ${ep.url}` });
    return ep;
  });
  return { endpoint, secret: null, error: null };
}

/** Deletes an endpoint and its delivery log; answers its id. */
export async function deleteEndpoint(em: EntityManager, viewer: Viewer, id: number): Promise<number> {
  return em.transactional(async (tx) => {
    const ep = await tx.findOne(WebhookEndpoint, id);
    if (!ep) throw new NotFoundError();
    audit(tx, viewer, { entityName: "WebhookEndpoint", entityId: id, action: "Deleted", actionTaken: `Deleted the webhook endpoint ${ep.url}` });
    tx.remove(ep);
    return id;
  });
}

/** Each endpoint's newest delivery (one index probe per endpoint), by endpoint id; none for an endpoint without one. */
export async function lastDeliveries(em: EntityManager, endpointIds: readonly number[]): Promise<Map<number, WebhookDelivery>> {
  const newest = await em.getConnection().execute<{ id: number }[]>(
    `select d.id from unnest(?::int[]) as ep(id)
       cross join lateral (select id from work_orders.webhook_delivery where endpoint_id = ep.id order by id desc limit 1) d`,
    [`{${endpointIds.join(",")}}`],
  );
  if (!newest.length) return new Map();
  const rows = await em.find(WebhookDelivery, { id: { $in: newest.map((r) => r.id) } });
  return new Map(rows.map((d) => [d.endpointId, d]));
}

/** An endpoint's deliveries, newest first. */
export async function listDeliveries(em: EntityManager, viewer: Viewer, args: WebhookDeliveriesArgs): Promise<Page<WebhookDelivery>> {
  if (!(await em.findOne(WebhookEndpoint, args.endpointId))) throw new NotFoundError();
  const page = await readList(em, WEBHOOK_DELIVERY_LIST, tenantScope(viewer), args);
  return { ...page, nodes: entityNodes(em, WebhookDelivery, page.nodes) };
}

/** Sends a delivery again (the same body and event id, signed afresh): queued with a new job; refused while its endpoint is paused. */
export async function resendDelivery(em: EntityManager, viewer: Viewer, id: number): Promise<WebhookDeliveryPayload> {
  return em.transactional(async (tx) => {
    const d = await tx.findOne(WebhookDelivery, id);
    if (!d) throw new NotFoundError();
    const ep = await tx.findOneOrFail(WebhookEndpoint, d.endpointId);
    if (ep.paused) return { delivery: null, error: errorOf(WebhookError, Code.PAUSED, PAUSED_MESSAGE) };
    d.state = WebhookDeliveryState.QUEUED;
    d.lastError = null;
    await tx.flush();
    await enqueue(
      tx,
      WORK_ORDER_JOBS,
      WEBHOOK_DELIVER_QUEUE.name,
      { deliveryId: d.id } satisfies WebhookDeliveryJob,
      deliveryJobOptions(webhookConfig()),
    );
    audit(tx, viewer, {
      entityName: "WebhookEndpoint",
      entityId: ep.id,
      action: "Updated",
      actionTaken: `Sent the ${d.eventType} delivery ${d.id} again`,
    });
    return { delivery: d, error: null };
  });
}
