import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { ApolloGateway } from "@apollo/gateway";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import {
  type AccessRule,
  answerErrors,
  assertLinkSigning,
  createLogger,
  createStorage,
  formatError,
  GATEWAY_LIMITS,
  graphqlMultipart,
  httpApp,
  HttpError,
  LocalFileStorage,
  mountObservability,
  nulPlugin,
  operationMetricsPlugin,
  operationLimitOptions,
  Readiness,
  refuseNul,
  requestIdOf,
  signedFileHandler,
  storageLinkOrigin,
  uploadGate,
} from "@wo/shared";
import express from "express";
import helmet from "helmet";
import { apiKeyGate, apiKeyMutationGuard } from "./api-keys";
import { subgraphUrls, type GatewayConfig } from "./config";
import type { GatewayContext } from "./context";
import { ForwardingDataSource } from "./data-source";
import { exportPathProxy, exportPostProxy, exportProxy } from "./exports";
import { allShims, servicePageShims } from "./rest";
import { openApiRouter } from "./rest/openapi/serve";
import { restRouter, type RootAccessRules } from "./rest/shim";
import { explorerRedirect, readTrustedDocuments, trustedDocuments } from "./trusted-documents";
import { viewerOf } from "./viewer";

export interface RunningGateway {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Who may call each root field (schema/access-rules.json, made with the supergraph by npm run schema). */
function readAccessRules(file: string): RootAccessRules {
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, AccessRule>));
}

/** The gateway: /graphql (the supergraph), /api/* (the legacy shims), /healthz, /readyz, and the web app. */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  process.env.APOLLO_TELEMETRY_DISABLED = "1";
  const logger = createLogger("gateway", config.LOG_LEVEL);
  const urls = subgraphUrls(config);
  const dataSources = new Map<string, ForwardingDataSource>();
  const gateway = new ApolloGateway({
    supergraphSdl: fs.readFileSync(config.SUPERGRAPH_PATH, "utf8"),
    // Node's own fetch (undici, kept-alive connections): the default make-fetch-happen client costs
    // far more CPU per subgraph call (it builds a stack trace per request to pick an agent)
    buildService: ({ name, url }) => {
      const source = new ForwardingDataSource({ name, url: urls[name] ?? url, uploadMaxBytes: config.files.UPLOAD_MAX_BYTES, logger });
      dataSources.set(name, source);
      return source;
    },
  });

  assertLinkSigning(config.files);
  const storage = createStorage(config.files);
  const linkOrigin = storageLinkOrigin(config.files);
  const { app, httpServer } = httpApp(config.TRUST_PROXY);
  const limits = operationLimitOptions(GATEWAY_LIMITS);
  const server = new ApolloServer<GatewayContext>({
    gateway,
    ...limits,
    introspection: config.GRAPHQL_INTROSPECTION,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
    stopOnTerminationSignals: false,
    // nulPlugin first: a text holding U+0000 is answered so even when another plugin would refuse it too
    plugins: [
      nulPlugin(),
      operationMetricsPlugin(logger),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginCacheControlDisabled(),
      ...limits.plugins,
      apiKeyMutationGuard(config.AUTH_PUBLIC_KEY),
    ],
  });
  await server.start();

  // first: the request id (passed on to every subgraph, into every log line) and the metrics, served
  // to METRICS_TOKEN's bearer only (docs/architecture.md "Observability")
  mountObservability(app, { logger, metricsToken: config.METRICS_TOKEN, metricsOpen: false });
  // the security headers go on every answer: the web app, /graphql and /api alike
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", ...(linkOrigin ? [linkOrigin] : [])],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          // blob: the work-order PDF, fetched with the token and shown in a frame
          frameSrc: ["blob:", ...config.BI_REPORT_HOSTS.flatMap((h) => [`https://${h}`, `https://*.${h}`])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // an address holding U+0000 (`%00`) is refused on every path (nul.ts); each body parser below is
  // followed by the same guard for the body, so no text holding it reaches a subgraph
  app.use(refuseNul());
  // a machine's API key, exchanged at identity for a short-lived token on every call (api-keys.ts)
  app.use(apiKeyGate(config.IDENTITY_URL, logger));
  // liveness: the process answers. It never asks the subgraphs: a gateway answers what it can while one
  // is down (docs/architecture.md "When a part is down"), so an orchestrator must not restart it then
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  // ready unless stopping, for the same reason: a subgraph down makes every gateway answer in part, not
  // none at all. It asks nothing (a probe must answer at once, however slow a subgraph is): it tells
  // whether the last request to each subgraph reached it
  const readiness = new Readiness(async () => ({
    ok: true,
    detail: { services: Object.fromEntries(Object.keys(urls).map((name) => [name, dataSources.get(name)?.reachable ?? true])) },
  }));
  app.get("/readyz", readiness.handler);
  // the API schema, for reporting tools (introspection is off): signed-in users only
  const apiSchema = fs.readFileSync(config.API_SCHEMA_PATH, "utf8");
  app.get("/graphql/schema.graphql", async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!(await viewerOf(req.headers.authorization, config.AUTH_PUBLIC_KEY))) {
      res.status(401).json({ Message: "Sign in to read the schema" });
      return;
    }
    res.type("text/plain; charset=utf-8").send(apiSchema);
  });
  // a browser opening /graphql gets the explorer (GraphiQL, a page of the web app)
  app.get("/graphql", explorerRedirect);
  const documents = readTrustedDocuments(config.TRUSTED_DOCUMENTS_PATH);
  // GraphQL multipart requests (uploads, with apollo-require-preflight): the caller's token is checked
  // before a byte is read (an anonymous upload is answered 401 at once, never spooled), then files are
  // spooled to temporary files as they arrive and streamed on to the owning subgraph by ForwardingDataSource
  app.use(
    "/graphql",
    uploadGate(async (req) => ((await viewerOf(req.headers.authorization, config.AUTH_PUBLIC_KEY)) ? null : new HttpError(401, "Not signed in"))),
    graphqlMultipart({ maxFileSize: config.files.UPLOAD_MAX_BYTES, maxFiles: 5 }),
    express.json({ limit: "2mb" }),
    // the body (JSON, or a multipart request's operations: never a file's bytes); a GraphQL escape
    // in a literal, which the body does not show, is nulPlugin's
    refuseNul(),
    // a browser session runs only the web app's own documents (GRAPHQL_TRUSTED_DOCUMENTS, trusted-documents.ts)
    trustedDocuments({ documents, mode: config.GRAPHQL_TRUSTED_DOCUMENTS, publicKeyPem: config.AUTH_PUBLIC_KEY }),
    expressMiddleware(server, {
      context: async ({ req, res }) => ({ authorization: req.headers.authorization, clientAddress: req.ip, requestId: requestIdOf(res) }),
    }),
  );
  app.use(exportPathProxy(urls)); // files with a legacy path of their own (the work-order PDF)
  app.use(exportPostProxy(urls)); // and those posted to one, the body their query (the report builder's run)
  const shimOptions = { uploadMaxBytes: config.files.UPLOAD_MAX_BYTES, accessRules: readAccessRules(config.ACCESS_RULES_PATH) };
  // the legacy REST's OpenAPI document and its reference page (rest/openapi): before the shims
  app.use("/api", openApiRouter(apiSchema));
  app.use("/api", restRouter(server, allShims, config.AUTH_PUBLIC_KEY, apiSchema, shimOptions));
  // the legacy upload pages (ImportAssets.aspx) are shims too; the export pages stream from their owner
  app.use("/Services", restRouter(server, servicePageShims, config.AUTH_PUBLIC_KEY, apiSchema, shimOptions));
  app.use("/Services", exportProxy(urls));
  // local signed download links (S3 links go to S3 itself)
  if (storage instanceof LocalFileStorage) app.get("/files/*key", signedFileHandler(storage));

  const index = path.join(config.WEB_DIST, "index.html");
  if (fs.existsSync(index)) {
    // hashed assets may be cached for good; index.html never
    app.use("/assets", express.static(path.join(config.WEB_DIST, "assets"), { immutable: true, maxAge: "365d" }));
    app.use(express.static(config.WEB_DIST, { index: false, maxAge: 0 }));
    app.get("/", (_req, res) => {
      res.set("Cache-Control", "no-cache");
      res.sendFile(index);
    });
  } else {
    logger.warn("web app not built: / answers 404", { webDist: config.WEB_DIST });
  }
  // the one answer to a path nothing serves and to every failed request (a body that does not parse,
  // a bad upload, a path that does not decode): JSON with a plain message, never a stack
  answerErrors(app, logger, { discardBytes: config.files.UPLOAD_MAX_BYTES + 1024 * 1024 });

  await new Promise<void>((resolve) => httpServer.listen(config.PORT, config.HOST, resolve));
  const port = (httpServer.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info("listening", { url, subgraphs: urls });
  return {
    url,
    port,
    async stop() {
      await readiness.drain(config.SHUTDOWN_DELAY_SECONDS);
      await server.stop();
    },
  };
}
