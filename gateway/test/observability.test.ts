/**
 * Issue 25, observability, against the real stack: a request's id goes from the gateway to each
 * subgraph it calls and into their JSON log lines (through GraphQL, a REST shim's in-process
 * operation, and an export proxy); every process's /metrics counts what was asked of it, the
 * gateway's calls to a dead subgraph show as failed fetches, and a job worker started with
 * METRICS_PORT shows its queues and pool. The request-id suite runs a gateway and a work-orders
 * subgraph of its own (logging at debug, where each request and operation is a line) next to the stack.
 */
import { graphql, gatewayUrl, scrapeMetrics } from "@wo/shared/testing";
import { login } from "./http";
import { ownGateway, ownService, stackSubgraphs, type OwnProcess } from "./own-process";

const workOrders = ownService("work-orders", () => ({ LOG_LEVEL: "debug" }));
// stopped by the last test, to see the gateway's calls to it fail
const billing = ownService("billing");
const gateway = ownGateway({ own: { "work-orders": workOrders, billing } });
const worker = ownService("work-orders", (port) => ({ METRICS_PORT: String(port) }), ["work"]);

let admin: string;

beforeAll(async () => {
  admin = await login("admin@example.com");
  await Promise.all([workOrders.start(), billing.start()]);
  await Promise.all([gateway.start(), worker.start()]);
}, 240_000);

afterAll(async () => {
  await Promise.all([gateway.stop(), workOrders.stop(), billing.stop(), worker.stop()]);
});

/** Polls until `check` holds (a log line is read from a pipe a moment after the answer), for at most 30 s. */
async function eventually(check: () => boolean): Promise<boolean> {
  for (let end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (check()) return true;
  return check();
}

const loggedBy = (p: OwnProcess, requestId: string) => () => p.logLines().some((l) => l.requestId === requestId);
const uniqueId = (what: string) => `obs-${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

describe("request ids", () => {
  it("passes the caller's id from the gateway to the subgraph, into its log lines, and answers it", async () => {
    const id = uniqueId("graphql");
    const r = await graphql(`${gateway.url}/graphql`, "query ObservedList { workOrders(pageSize: 2) { totalCount } }", {}, admin, {
      "x-request-id": id,
    });
    expect(r.errors).toBeUndefined();
    expect(r.headers.get("x-request-id")).toBe(id);
    expect(await eventually(loggedBy(workOrders, id))).toBe(true);
    expect(workOrders.logLines().find((l) => l.requestId === id)).toMatchObject({ service: "work-orders", msg: "operation", outcome: "ok" });
  });

  it("passes it through a REST shim's in-process operation and an export proxy", async () => {
    const shimId = uniqueId("shim");
    const shim = await fetch(`${gateway.url}/api/WorkOrders/Counters`, { headers: { authorization: `Bearer ${admin}`, "x-request-id": shimId } });
    expect(shim.status).toBe(200);
    expect(shim.headers.get("x-request-id")).toBe(shimId);
    expect(await eventually(loggedBy(workOrders, shimId))).toBe(true);

    const exportId = uniqueId("export");
    const ids = await graphql(`${gateway.url}/graphql`, "{ workOrders(pageSize: 1) { nodes { id } } }", {}, admin);
    const pdf = await fetch(`${gateway.url}/api/pdf/workorderpdf/${ids.data!.workOrders.nodes[0].id}`, {
      headers: { authorization: `Bearer ${admin}`, "x-request-id": exportId },
    });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    expect(pdf.headers.get("x-request-id")).toBe(exportId);
    expect(await eventually(loggedBy(workOrders, exportId))).toBe(true);
    expect(workOrders.logLines().find((l) => l.requestId === exportId)).toMatchObject({ msg: "request", method: "GET", status: 200 });
  });

  it("replaces an id that is not sane with one of its own, which the subgraph then logs", async () => {
    for (const bad of ["has spaces in it", "x".repeat(65), 'quote"s']) {
      const r = await graphql(`${gateway.url}/graphql`, "query ObservedList { workOrders(pageSize: 1) { totalCount } }", {}, admin, {
        "x-request-id": bad,
      });
      const made = r.headers.get("x-request-id")!;
      expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await eventually(loggedBy(workOrders, made))).toBe(true);
      expect(workOrders.logLines().some((l) => l.requestId === bad)).toBe(false);
    }
  });
});

describe("metrics", () => {
  it("counts the gateway's operations and its subgraph's requests by the number made", async () => {
    const stackWorkOrders = stackSubgraphs()["work-orders"];
    const [gw0, wo0] = await Promise.all([scrapeMetrics(gatewayUrl()), scrapeMetrics(stackWorkOrders)]);
    const n = 5;
    for (let i = 0; i < n; i++) {
      const r = await graphql(`${gatewayUrl()}/graphql`, "query MetricsProbe { workOrders(pageSize: 1) { totalCount } }", {}, admin);
      expect(r.errors).toBeUndefined();
    }
    const [gw1, wo1] = await Promise.all([scrapeMetrics(gatewayUrl()), scrapeMetrics(stackWorkOrders)]);
    const rose = (a: typeof gw0, b: typeof gw0, name: string, labels: Record<string, string>) => b.value(name, labels) - a.value(name, labels);
    // other suites share the stack, but none runs an operation of this name
    expect(rose(gw0, gw1, "wo_graphql_operations_total", { operation: "MetricsProbe", outcome: "ok" })).toBe(n);
    expect(rose(gw0, gw1, "wo_graphql_operation_duration_seconds_count", { operation: "MetricsProbe" })).toBe(n);
    expect(rose(gw0, gw1, "wo_http_requests_total", { method: "POST", route: "graphql", status: "2xx" })).toBeGreaterThanOrEqual(n);
    expect(rose(gw0, gw1, "wo_subgraph_fetches_total", { subgraph: "work-orders", outcome: "ok" })).toBeGreaterThanOrEqual(n);
    // the gateway sends the subgraph an operation of its own making, named after the caller's
    expect(rose(wo0, wo1, "wo_graphql_operations_total", { operation: "MetricsProbe__work_orders__0", outcome: "ok" })).toBe(n);
    expect(rose(wo0, wo1, "wo_http_requests_total", { method: "POST", route: "graphql", status: "2xx" })).toBeGreaterThanOrEqual(n);
    // the database pool, and Node's own
    expect(wo1.samples.some((s) => s.name === "wo_db_pool_used" && s.labels.pool === "work-orders")).toBe(true);
    expect(wo1.value("wo_db_pool_max", { pool: "work-orders" })).toBeGreaterThan(0);
    expect(wo1.samples.some((s) => s.name === "wo_db_pool_pending_acquires")).toBe(true);
    expect(gw1.samples.some((s) => s.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    // the job queues of the service, from its web process too
    expect(wo1.samples.some((s) => s.name === "wo_job_queue_jobs" && s.labels.queue === "notification-send" && s.labels.state === "failed")).toBe(
      true,
    );
  });

  it("refuses the gateway's /metrics without the token", async () => {
    expect((await fetch(`${gatewayUrl()}/metrics`)).status).toBe(404);
    expect((await fetch(`${gatewayUrl()}/metrics`, { headers: { authorization: "Bearer not-the-token-at-all" } })).status).toBe(404);
  });

  it("serves a job worker's metrics on METRICS_PORT: its queues and its pool", async () => {
    const m = await scrapeMetrics(worker.url);
    for (const state of ["queued", "active", "failed"]) {
      expect(m.samples.some((s) => s.name === "wo_job_queue_jobs" && s.labels.queue === "notification-send" && s.labels.state === state)).toBe(true);
    }
    expect(m.value("wo_db_pool_max", { pool: "work-orders-worker" })).toBeGreaterThan(0);
    expect(m.samples.some((s) => s.name === "process_resident_memory_bytes")).toBe(true);
  });

  it("shows the gateway's calls to a dead subgraph as failed fetches", async () => {
    await billing.stop();
    const before = await scrapeMetrics(gateway.url);
    const r = await graphql(`${gateway.url}/graphql`, "{ workOrders(pageSize: 2) { nodes { id costCounters { loggedTotal } } } }", {}, admin);
    // the work orders still list; billing's field fails
    expect(r.data?.workOrders.nodes).toHaveLength(2);
    expect(r.errors?.length).toBeGreaterThan(0);
    const after = await scrapeMetrics(gateway.url);
    expect(
      after.value("wo_subgraph_fetches_total", { subgraph: "billing", outcome: "error" }) -
        before.value("wo_subgraph_fetches_total", { subgraph: "billing", outcome: "error" }),
    ).toBeGreaterThanOrEqual(1);
    expect(after.value("wo_subgraph_fetches_total", { subgraph: "billing", outcome: "ok" })).toBe(
      before.value("wo_subgraph_fetches_total", { subgraph: "billing", outcome: "ok" }),
    );
  });
});
