/**
 * Issue 25, observability: OpenTelemetry traces across the gateway and a subgraph. A gateway and a
 * work-orders subgraph of this suite's own, with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector
 * in this test (an HTTP server taking OTLP/HTTP JSON), answer one request: the collector must receive
 * spans of both processes in one trace, the subgraph's a descendant of the gateway's. The stack's
 * own processes, started without the variable, send nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { graphql } from "@wo/shared/testing";
import { login } from "./http";
import { ownGateway, ownService } from "./own-process";

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

const spans: Span[] = [];
const requests: { path: string; contentType: string | undefined }[] = [];
const collector = http.createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (c: string) => (body += c));
  req.on("end", () => {
    requests.push({ path: req.url ?? "", contentType: req.headers["content-type"] });
    const parsed = JSON.parse(body) as {
      resourceSpans: {
        resource: { attributes: { key: string; value: { stringValue?: string } }[] };
        scopeSpans: { spans: Omit<Span, "service">[] }[];
      }[];
    };
    for (const rs of parsed.resourceSpans) {
      const service = rs.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue ?? "";
      for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, service });
    }
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});

const otel = () => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
  OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
  // export each batch at once, not after the default 5 s
  OTEL_BSP_SCHEDULE_DELAY: "100",
});

const workOrders = ownService("work-orders", otel);
const gateway = ownGateway({ own: { "work-orders": workOrders }, env: otel });

beforeAll(async () => {
  await new Promise<void>((r) => collector.listen(0, "127.0.0.1", r));
  await workOrders.start();
  await gateway.start();
}, 240_000);

afterAll(async () => {
  await Promise.all([gateway.stop(), workOrders.stop()]);
  await new Promise((r) => collector.close(r));
});

it("sends one trace with spans of the gateway and of the subgraph it called", async () => {
  const admin = await login("admin@example.com");
  const r = await graphql(`${gateway.url}/graphql`, "query TracedList { workOrders(pageSize: 2) { totalCount } }", {}, admin);
  expect(r.errors).toBeUndefined();

  // the gateway's server span for this request is the root of the trace
  const rootOf = () => spans.find((s) => s.service === "gateway" && s.kind === 2 && !s.parentSpanId && s.name.startsWith("POST"));
  const inTrace = (traceId: string, service: string) => spans.filter((s) => s.traceId === traceId && s.service === service);
  let traceId = "";
  for (let end = Date.now() + 30_000; Date.now() < end; await new Promise((res) => setTimeout(res, 200))) {
    traceId = rootOf()?.traceId ?? "";
    if (traceId && inTrace(traceId, "work-orders").length) break;
  }
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  const gatewaySpans = inTrace(traceId, "gateway");
  const subgraphSpans = inTrace(traceId, "work-orders");
  // the gateway's call to work-orders (a client span), and the subgraph's server span, its child
  const call = gatewaySpans.find((s) => s.kind === 3 && s.name.endsWith("work-orders"));
  expect(call).toBeDefined();
  const served = subgraphSpans.find((s) => s.kind === 2);
  expect(served?.parentSpanId).toBe(call!.spanId);
  expect(requests.every((q) => q.path === "/v1/traces" && q.contentType === "application/json")).toBe(true);
  // the server spans name their path; health checks (the gateway's start was polled on /healthz) make none
  const target = (s: Span) => s.attributes.find((a) => a.key === "http.target" || a.key === "url.path")?.value.stringValue;
  expect(target(served!)).toBe("/graphql");
  expect(spans.filter((s) => s.kind === 2).map(target)).not.toContain("/healthz");
});
