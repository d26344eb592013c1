import type express from "express";
import { httpMetrics, metricsHandler } from "./metrics";
import { requestIds } from "./request-id";

export * from "./metrics";
export * from "./request-id";

/**
 * What every process's app does first, before any other route: the request's id (request-id.ts,
 * into every log line), the HTTP metrics, and GET /metrics (metricsHandler: `open` on the internal
 * network, behind METRICS_TOKEN when set).
 */
export function mountObservability(app: express.Express, options: { metricsToken?: string; metricsOpen: boolean }): void {
  app.use(requestIds());
  app.use(httpMetrics());
  app.get("/metrics", metricsHandler({ token: options.metricsToken, open: options.metricsOpen }));
}
