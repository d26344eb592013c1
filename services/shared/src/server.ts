import "reflect-metadata";
import type { AddressInfo } from "node:net";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import { MikroORM } from "@mikro-orm/postgresql";
import type { Constructor, MigrationObject } from "@mikro-orm/core";
import express from "express";
import { bearerToken, TokenError, verifyAccessToken } from "./auth/token";
import { Viewer } from "./auth/viewer";
import { loadConfig, subgraphConfigSchema, type SubgraphConfig } from "./config";
import type { ServiceContext } from "./context";
import { grantReaders } from "./db/grants";
import { serviceOrmOptions, type ServiceSchema } from "./db/orm";
import { formatError } from "./errors";
import { mountExports, type ExportRoute } from "./exports";
import { fieldAccessPlugin } from "./field-access";
import { operationLimitOptions, SUBGRAPH_LIMITS } from "./graphql/limits";
import { buildSubgraph, type SubgraphDefinition } from "./graphql/subgraph";
import { answerErrors, graphqlMultipart, httpApp, HttpError, uploadGate } from "./http";
import { createLogger, type Logger } from "./logger";
import { nulPlugin, refuseNul } from "./nul";
import { mountObservability, observeJobQueues, observePool, operationMetricsPlugin } from "./observability";
import { runUntilStopped } from "./process";
import { Readiness } from "./readiness";
import { assertLinkSigning, fileStorageConfig, uploadMaxBytes } from "./storage/config";
import { jobSchema, prepareJobs, type JobsDefinition } from "./queue/jobs";

/** Everything that makes one domain service: its data and its part of the graph. */
export interface ServiceDefinition {
  /** e.g. "work-orders" */
  name: string;
  defaultPort: number;
  schema: ServiceSchema;
  entities: Constructor[];
  migrations: MigrationObject[];
  subgraph: SubgraphDefinition;
  /**
   * A service that holds live session state (identity) re-reads the viewer from it before every
   * root field (see ServiceContext.refreshViewer).
   */
  liveViewer?: (em: ServiceContext["em"], viewer: Viewer) => Promise<Viewer>;
  /** The legacy export pages it serves at GET /exports/<Page> (services/shared/src/exports.ts). */
  exports?: readonly ExportRoute[];
  /** The service keeps files: its storage configuration is checked at start (see storage/config.ts). */
  files?: boolean;
  /** Its background jobs (queues, retry policies, schedules, handlers): run by `main.js work` (queue/worker.ts). */
  jobs?: JobsDefinition;
  /**
   * HTTP routes of its own beside /graphql, for the gateway rather than for people (identity's API-key
   * exchange, POST /api-keys/exchange): mounted before /graphql, with the service's ORM and logger.
   */
  routes?: (app: express.Express, deps: { orm: MikroORM; logger: Logger }) => void;
}

export interface RunningService {
  name: string;
  url: string;
  port: number;
  orm: MikroORM;
  stop(): Promise<void>;
}

/** The ORM of a service's process; its connections carry `applicationName` (default: the service's name). */
export async function initOrm(def: ServiceDefinition, clientUrl: string, poolMax?: number, applicationName = def.name): Promise<MikroORM> {
  return MikroORM.init(
    serviceOrmOptions({ schema: def.schema, clientUrl, entities: def.entities, migrations: def.migrations, poolMax, applicationName }),
  );
}

/**
 * Applies the service's pending migrations (each in its own transaction, all or nothing), then the
 * grants of the views it publishes to the other services' roles, where they have roles of their own
 * (db/grants.ts).
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  await grantReaders(orm.em.getConnection(), orm.config.get("schema") as ServiceSchema);
  return applied.map((m) => m.name);
}

/** With the migrations: the service's job schema and queues (pg-boss's own migrations), so its web processes can enqueue. */
export async function prepareServiceJobs(def: ServiceDefinition, databaseUrl: string): Promise<void> {
  if (def.jobs) await prepareJobs(databaseUrl, jobSchema(def.schema), def.jobs);
}

async function contextFor(req: express.Request, orm: MikroORM, config: SubgraphConfig, def: ServiceDefinition): Promise<ServiceContext> {
  const token = bearerToken(req.headers.authorization);
  let viewer: Viewer | null = null;
  let tokenProblem: ServiceContext["tokenProblem"] = token ? null : "missing";
  if (token) {
    try {
      viewer = new Viewer(await verifyAccessToken(token, config.AUTH_PUBLIC_KEY));
    } catch (e) {
      tokenProblem = e instanceof TokenError ? e.problem : "invalid";
    }
  }
  let em: ServiceContext["em"] | undefined;
  let live: Promise<Viewer> | undefined;
  const ctx: ServiceContext = {
    viewer,
    token,
    tokenProblem,
    loaders: new Map(),
    clientAddress: req.ip ?? null,
    // forked on first use: many requests only run SQL through the connection, or fail before
    get em() {
      em ??= orm.em.fork();
      return em;
    },
  };
  const { liveViewer } = def;
  if (liveViewer) ctx.refreshViewer = (v) => (live ??= liveViewer(ctx.em, v));
  return ctx;
}

/** Whether a request carries a token that verifies (who it is is the resolvers' business). */
async function signedIn(req: express.Request, publicKeyPem: string): Promise<boolean> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return false;
  return verifyAccessToken(token, publicKeyPem).then(
    () => true,
    () => false,
  );
}

/** Starts a service: ORM, migrations (unless disabled), the subgraph over HTTP, /healthz and /readyz. */
export async function startService(def: ServiceDefinition, env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  const config = loadConfig(subgraphConfigSchema(def.defaultPort).extend({ UPLOAD_MAX_BYTES: uploadMaxBytes }), env);
  if (def.files) assertLinkSigning(fileStorageConfig(env));
  const logger = createLogger(def.name, config.LOG_LEVEL);
  const orm = await initOrm(def, config.DATABASE_URL, config.DB_POOL_MAX);
  try {
    if (config.MIGRATE_ON_START) {
      const applied = await migrate(orm);
      if (applied.length) logger.info("migrations applied", { applied });
      await prepareServiceJobs(def, config.DATABASE_URL);
    }
    const { schema, readers } = await buildSubgraph(def.subgraph);
    const { app, httpServer } = httpApp(config.TRUST_PROXY);
    // first: the request id (into every log line) and the metrics (docs/architecture.md "Observability")
    mountObservability(app, { logger, metricsToken: config.METRICS_TOKEN, metricsOpen: true });
    const unobserve = [observePool(def.name, orm), ...(def.jobs ? [observeJobQueues(jobSchema(def.schema), orm)] : [])];
    const limits = operationLimitOptions(SUBGRAPH_LIMITS);
    const apollo = new ApolloServer<ServiceContext>({
      schema,
      ...limits,
      introspection: config.GRAPHQL_INTROSPECTION,
      formatError: formatError(logger, def.name),
      includeStacktraceInErrorResponses: false,
      // runService stops the server on signals, after which it closes the ORM
      stopOnTerminationSignals: false,
      plugins: [
        // first: a text holding U+0000 is answered so even when another plugin would refuse it too
        nulPlugin(),
        operationMetricsPlugin(logger),
        ApolloServerPluginDrainHttpServer({ httpServer }),
        ApolloServerPluginLandingPageDisabled(),
        ApolloServerPluginInlineTraceDisabled(),
        // nothing here uses HTTP caching hints, and the plugin hooks every resolved field
        ApolloServerPluginCacheControlDisabled(),
        ...limits.plugins,
        fieldAccessPlugin(readers, config.GRAPHQL_INTROSPECTION),
      ],
    });
    await apollo.start();

    // an address holding U+0000 (`%00`), on every path: the export pages read their query as text
    app.use(refuseNul());
    // liveness: the process answers. Not its database: every replica shares one, so a database that
    // restarts would have an orchestrator restart them all at once for nothing (the pools recover by
    // themselves); readiness says whether it can serve now
    app.get("/healthz", (_req, res) => {
      res.set("Cache-Control", "no-store").json({ status: "ok", service: def.name });
    });
    // ready: its database answers and it is not stopping
    const readiness = new Readiness(async () => ({
      ok: await orm.em
        .getConnection()
        .execute("select 1")
        .then(
          () => true,
          () => false,
        ),
      detail: { service: def.name },
    }));
    app.get("/readyz", readiness.handler);
    mountExports(app, def.exports ?? [], (req) => contextFor(req, orm, config, def), logger);
    def.routes?.(app, { orm, logger });
    // GraphQL multipart requests (the gateway forwards uploads so, with apollo-require-preflight): the
    // token is verified before a byte is read (anonymous: 401 at once), then each file is spooled to
    // a temporary file as it arrives, never held whole in memory
    app.use(
      "/graphql",
      uploadGate(async (req) => ((await signedIn(req, config.AUTH_PUBLIC_KEY)) ? null : new HttpError(401, "Not signed in"))),
      graphqlMultipart({ maxFileSize: config.UPLOAD_MAX_BYTES, maxFiles: 5 }),
      express.json({ limit: "2mb" }),
      // a body (JSON, or a multipart request's operations) holding U+0000 in any text; never a file's bytes
      refuseNul(),
      expressMiddleware(apollo, { context: ({ req }) => contextFor(req, orm, config, def) }),
    );
    // a path nothing serves, a body that does not parse: JSON with a plain message, never a stack
    answerErrors(app, logger, { discardBytes: config.UPLOAD_MAX_BYTES + 1024 * 1024 });

    await new Promise<void>((resolve) => httpServer.listen(config.PORT, config.HOST, resolve));
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://${config.HOST}:${port}/graphql`;
    logger.info("listening", { url });
    return {
      name: def.name,
      url,
      port,
      orm,
      async stop() {
        await readiness.drain(config.SHUTDOWN_DELAY_SECONDS);
        await apollo.stop();
        for (const u of unobserve) u();
        await orm.close(true);
      },
    };
  } catch (e) {
    await orm.close(true);
    throw e;
  }
}

/** The `main` of a service process: start, and stop cleanly on SIGINT/SIGTERM or when the parent goes. */
export function runService(def: ServiceDefinition): void {
  void runUntilStopped(createLogger(def.name), startService(def));
}
