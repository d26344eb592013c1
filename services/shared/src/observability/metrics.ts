import { createHash, timingSafeEqual } from "node:crypto";
import { constants as perfConstants, PerformanceObserver } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";
import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { MikroORM } from "@mikro-orm/postgresql";
import type express from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from "prom-client";
import type { Logger } from "../logger";

/**
 * The process's Prometheus metrics (prom-client), served at GET /metrics by every process: HTTP
 * requests, GraphQL operations, the gateway's subgraph fetches, the database pool, job queues, and
 * Node's own (memory, event-loop lag). docs/architecture.md "Observability" lists them.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;

/** Node's own metrics (memory, CPU, event-loop lag, handles), once per process, and the live heap. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
  // what the process keeps alive: the heap right after a full collection. Resident memory and the heap's
  // size also hold garbage not yet collected and pages the allocator keeps, so they grow with the load
  // up to what V8 allows; this grows only when something is kept (a leak)
  const live = new Gauge({
    name: "wo_heap_live_bytes",
    help: "V8 heap in use right after the last full (mark-compact) collection; 0 before the first",
    registers: [metricsRegistry],
  });
  live.set(0);
  new PerformanceObserver((list) => {
    if (list.getEntries().some((e) => (e as { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR))
      live.set(getHeapStatistics().used_heap_size);
  }).observe({ entryTypes: ["gc"] });
}

/** One metric per name and process, however many servers (tests start several in one process) ask for it. */
function metric<M extends Metric>(name: string, make: () => M): M {
  return (metricsRegistry.getSingleMetric(name) as M | undefined) ?? make();
}

// seconds: from a cached lookup (1 ms) to a long export (60 s)
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

const httpLabels = ["method", "route", "status"] as const;
const httpRequests = () =>
  metric(
    "wo_http_requests_total",
    () => new Counter({ name: "wo_http_requests_total", help: "HTTP requests answered", labelNames: httpLabels, registers: [metricsRegistry] }),
  );
const httpDuration = () =>
  metric(
    "wo_http_request_duration_seconds",
    () =>
      new Histogram({
        name: "wo_http_request_duration_seconds",
        help: "Time from a request's arrival to the end of its answer",
        labelNames: httpLabels,
        buckets: BUCKETS,
        registers: [metricsRegistry],
      }),
  );

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What kind of route a request took, a small fixed set: a handler may name it (res.locals.routeKind), else its path says. */
export type RouteKind = "graphql" | "api" | "exports" | "files" | "static" | "health" | "metrics" | "other";

export function setRouteKind(res: express.Response, kind: RouteKind): void {
  res.locals.routeKind = kind;
}

export function routeKindOf(path: string, named?: unknown): RouteKind {
  if (typeof named === "string") return named as RouteKind;
  if (/^\/graphql(\/|$)/i.test(path)) return "graphql";
  if (/^\/(api|Services)\//i.test(path)) return "api";
  if (/^\/exports\//i.test(path)) return "exports";
  if (/^\/files\//i.test(path)) return "files";
  if (/^\/(healthz|readyz)$/i.test(path)) return "health";
  if (/^\/metrics$/i.test(path)) return "metrics";
  if (path === "/" || /^\/assets\//.test(path) || /^\/[^/]+\.[A-Za-z0-9]+$/.test(path)) return "static";
  return "other";
}

/**
 * Counts and times every request when its answer ends (or its connection closes first: status
 * "aborted"), and logs it at debug level.
 */
export function httpMetrics(logger?: Logger): express.RequestHandler {
  return (req, res, next) => {
    const end = httpDuration().startTimer();
    const path = req.path;
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      const labels = {
        method: METHODS.has(req.method) ? req.method : "other",
        route: routeKindOf(path, res.locals.routeKind),
        status: res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : "aborted",
      };
      httpRequests().inc(labels);
      const seconds = end(labels);
      logger?.debug("request", {
        method: req.method,
        path,
        status: res.writableFinished ? res.statusCode : "aborted",
        ms: Math.round(seconds * 1000),
        // the API key a machine called with, by its prefix (the gateway's apiKeyGate): never the key
        ...(typeof res.locals.apiKey === "string" ? { apiKey: res.locals.apiKey } : {}),
      });
    };
    res.once("finish", record);
    res.once("close", record);
    next();
  };
}

const MAX_OPERATION_NAMES = 200;
const seenOperations = new Set<string>();
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/** An operation's name as a label: "anonymous" without one; "other" for a name that is not a GraphQL name, or past the first 200. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return "anonymous";
  if (!GRAPHQL_NAME.test(name)) return "other";
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATION_NAMES) return "other";
  seenOperations.add(name);
  return name;
}

const opLabels = ["operation", "outcome"] as const;
const operations = () =>
  metric(
    "wo_graphql_operations_total",
    () =>
      new Counter({ name: "wo_graphql_operations_total", help: "GraphQL operations answered", labelNames: opLabels, registers: [metricsRegistry] }),
  );
const operationDuration = () =>
  metric(
    "wo_graphql_operation_duration_seconds",
    () =>
      new Histogram({
        name: "wo_graphql_operation_duration_seconds",
        help: "Time to answer a GraphQL operation",
        labelNames: opLabels,
        buckets: BUCKETS,
        registers: [metricsRegistry],
      }),
  );

/**
 * Counts and times each GraphQL operation by name and outcome ("error" when its answer holds an
 * error), and logs it at debug level (with the request's id, from the log context).
 */
export function operationMetricsPlugin(logger: Logger): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      const end = operationDuration().startTimer();
      return {
        async willSendResponse(ctx) {
          const body = ctx.response.body;
          const failed = !!ctx.errors?.length || (body.kind === "single" && !!body.singleResult.errors?.length);
          const labels = { operation: operationLabel(ctx.operationName ?? ctx.request.operationName), outcome: failed ? "error" : "ok" };
          operations().inc(labels);
          const seconds = end(labels);
          logger.debug("operation", {
            operation: ctx.operationName ?? ctx.request.operationName ?? null,
            outcome: labels.outcome,
            ms: Math.round(seconds * 1000),
          });
        },
      };
    },
  };
}

const fetchLabels = ["subgraph", "outcome"] as const;
const subgraphFetches = () =>
  metric(
    "wo_subgraph_fetches_total",
    () =>
      new Counter({
        name: "wo_subgraph_fetches_total",
        help: "The gateway's calls to a subgraph: ok (2xx), error (another status, or no answer)",
        labelNames: fetchLabels,
        registers: [metricsRegistry],
      }),
  );
const subgraphFetchDuration = () =>
  metric(
    "wo_subgraph_fetch_duration_seconds",
    () =>
      new Histogram({
        name: "wo_subgraph_fetch_duration_seconds",
        help: "Time to a subgraph's answer headers (or its failure)",
        labelNames: fetchLabels,
        buckets: BUCKETS,
        registers: [metricsRegistry],
      }),
  );

/** Spans made by hand (the gateway's subgraph fetches): a no-op unless tracing.ts registered a provider. */
const tracer = trace.getTracer("wo");

/**
 * A fetch that counts and times each call to the subgraph `name`. With tracing on (tracing.ts) each
 * call is a client span, and its trace context goes with it (traceparent): Node's fetch is not
 * instrumented, so it is sent here.
 */
export function measuredFetch(name: string, base: typeof fetch = fetch): typeof fetch {
  return ((input: Parameters<typeof fetch>[0], init: RequestInit = {}) =>
    tracer.startActiveSpan(`${init.method ?? "GET"} ${name}`, { kind: SpanKind.CLIENT, attributes: { "wo.subgraph": name } }, async (span) => {
      const end = subgraphFetchDuration().startTimer();
      let outcome = "error";
      try {
        const carrier: Record<string, string> = {};
        propagation.inject(context.active(), carrier);
        const sent = Object.keys(carrier).length ? { ...init, headers: withHeaders(init.headers, carrier) } : init;
        const res = await base(input, sent);
        span.setAttribute("http.response.status_code", res.status);
        if (res.ok) outcome = "ok";
        else span.setStatus({ code: SpanStatusCode.ERROR });
        return res;
      } catch (e) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: e instanceof Error ? e.message : String(e) });
        throw e;
      } finally {
        subgraphFetches().inc({ subgraph: name, outcome });
        end({ subgraph: name, outcome });
        span.end();
      }
    })) as typeof fetch;
}

/** `headers` with `more` added, in the shape it came (a plain object stays one: the gateway's fetchers read it so). */
function withHeaders(headers: RequestInit["headers"], more: Record<string, string>): RequestInit["headers"] {
  if (!headers || (typeof headers === "object" && !(headers instanceof Headers) && !Array.isArray(headers))) return { ...headers, ...more };
  const h = new Headers(headers);
  for (const [k, v] of Object.entries(more)) h.set(k, v);
  return h;
}

/** Database pools, by name: each read when /metrics is scraped. */
const pools = new Map<string, MikroORM>();

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

function tarnPool(orm: MikroORM): TarnPool | undefined {
  try {
    return (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
  } catch {
    return undefined;
  }
}

function poolGauge(name: string, help: string, read: (p: TarnPool) => number) {
  metric(
    name,
    () =>
      new Gauge({
        name,
        help,
        labelNames: ["pool"],
        registers: [metricsRegistry],
        collect() {
          this.reset();
          for (const [pool, orm] of pools) {
            const p = tarnPool(orm);
            if (p) this.set({ pool }, read(p));
          }
        },
      }),
  );
}

/** The ORM's connection pool (knex's tarn pool) as gauges labelled `pool`: connections used, free, acquires waiting, and the maximum. */
export function observePool(name: string, orm: MikroORM): () => void {
  poolGauge("wo_db_pool_used", "Database connections in use", (p) => p.numUsed());
  poolGauge("wo_db_pool_free", "Database connections open and idle", (p) => p.numFree());
  poolGauge("wo_db_pool_pending_acquires", "Requests waiting for a database connection", (p) => p.numPendingAcquires());
  poolGauge("wo_db_pool_max", "The pool's most connections", (p) => p.max);
  pools.set(name, orm);
  return () => pools.delete(name);
}

const JOB_STATES = ["queued", "active", "failed"] as const;

/** Job schemas to count, by pg-boss schema, with the ORM that reads them. */
const jobSchemas = new Map<string, MikroORM>();

/**
 * pg-boss's jobs per queue and state, read from its job table when /metrics is scraped: queued
 * (created, or waiting to retry), active, failed (retries spent; kept until pg-boss archives them).
 */
export function observeJobQueues(schema: string, orm: MikroORM): () => void {
  metric(
    "wo_job_queue_jobs",
    () =>
      new Gauge({
        name: "wo_job_queue_jobs",
        help: "Jobs in a queue by state: queued, active, failed",
        labelNames: ["queue", "state"],
        registers: [metricsRegistry],
        async collect() {
          const counts = new Map<string, number>();
          for (const [s, orm] of jobSchemas) {
            const conn = orm.em.getConnection();
            // every queue, each state at 0 until counted: a series that comes and goes is harder to alert on
            const queues = await conn.execute<{ name: string }[]>(`select name from "${s}".queue`).catch(() => []);
            for (const q of queues) for (const state of JOB_STATES) counts.set(`${q.name}\u0000${state}`, 0);
            const rows = await conn
              .execute<{ queue: string; state: string; n: string }[]>(
                `select name as queue, case when state in ('created', 'retry') then 'queued' else state::text end as state, count(*) as n
                   from "${s}".job where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
              )
              .catch(() => []);
            for (const r of rows) counts.set(`${r.queue}\u0000${r.state}`, (counts.get(`${r.queue}\u0000${r.state}`) ?? 0) + Number(r.n));
          }
          this.reset();
          for (const [key, n] of counts) {
            const [queue, state] = key.split("\u0000") as [string, string];
            this.set({ queue, state }, n);
          }
        },
      }),
  );
  jobSchemas.set(schema, orm);
  return () => jobSchemas.delete(schema);
}

const jobRuns = () =>
  metric(
    "wo_jobs_total",
    () =>
      new Counter({
        name: "wo_jobs_total",
        help: "Job attempts this worker finished: completed or failed",
        labelNames: ["queue", "outcome"],
        registers: [metricsRegistry],
      }),
  );

export function countJob(queue: string, outcome: "completed" | "failed"): void {
  jobRuns().inc({ queue, outcome });
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * GET /metrics in Prometheus's text format. With a token, only for `Authorization: Bearer <token>`;
 * without one, open when `open` (the internal network's processes), else not there at all (the
 * gateway's public port). A refused caller gets 404: the page does not say it exists.
 */
export function metricsHandler(options: { token?: string; open: boolean }): express.RequestHandler {
  collectProcessMetrics();
  const expected = options.token ? digest(`Bearer ${options.token}`) : null;
  return async (req, res) => {
    const allowed = expected ? timingSafeEqual(digest(req.headers.authorization ?? ""), expected) : options.open;
    res.set("Cache-Control", "no-store");
    if (!allowed) {
      res.status(404).json({ Message: `No HTTP resource was found that matches the request URI '${req.originalUrl}'.` });
      return;
    }
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  };
}
