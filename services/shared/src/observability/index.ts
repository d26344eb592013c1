import type express from "express";
import type { Logger } from "../logger";
import { httpMetrics, metricsHandler } from "./metrics";
import { requestIds } from "./request-id";

export * from "./metrics";
export * from "./request-id";

/**
 * What every process's app does first, before any other route: the request's id (request-id.ts,
 * into every log line), the HTTP metrics, a debug line per request answered, and GET /metrics
 * (metricsHandler: `open` on the internal network, behind METRICS_TOKEN when set).
 */
export function mountObservability(app: express.Express, options: { logger: Logger; metricsToken?: string; metricsOpen: boolean }): void {
  app.use(requestIds());
  app.use(httpMetrics(options.logger));
  app.get("/metrics", metricsHandler({ token: options.metricsToken, open: options.metricsOpen }));
}
