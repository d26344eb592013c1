import http from "node:http";
import express from "express";

/**
 * The Express app and HTTP server every process of the product serves on (the gateway and each
 * subgraph): no X-Powered-By, no ETags (GraphQL answers are not cached by validators: hashing every
 * body is waste), the proxies it trusts, and keep-alive longer than a load balancer's idle timeout.
 */
export function httpApp(trustProxy: boolean | number | string | string[]): { app: express.Express; httpServer: http.Server } {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", trustProxy);
  const httpServer = http.createServer(app);
  httpServer.keepAliveTimeout = 65_000;
  return { app, httpServer };
}
