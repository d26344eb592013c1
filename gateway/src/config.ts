import path from "node:path";
import {
  flagFalse,
  loadConfig,
  metricsToken,
  pem,
  port,
  reportHosts,
  shutdownDelaySeconds,
  storageConfigSchema,
  trustProxy,
  type StorageConfig,
} from "@wo/shared";
import { z } from "zod";

const ROOT = path.resolve(__dirname, "../..");
const url = (fallback: string) => z.string().url().default(fallback);

const schema = z.object({
  PORT: port(4000),
  /** Unset: every interface, IPv4 and IPv6 (the gateway is the product's only public door). */
  HOST: z.string().optional(),
  IDENTITY_URL: url("http://127.0.0.1:4001/graphql"),
  ASSETS_URL: url("http://127.0.0.1:4002/graphql"),
  WORK_ORDERS_URL: url("http://127.0.0.1:4003/graphql"),
  BILLING_URL: url("http://127.0.0.1:4004/graphql"),
  SUPERGRAPH_PATH: z.string().default(path.join(ROOT, "schema", "supergraph.graphql")),
  /** The API schema published to signed-in users at /graphql/schema.graphql. */
  API_SCHEMA_PATH: z.string().default(path.join(ROOT, "schema", "api.graphql")),
  /** Who may call each root field (schema/access-rules.json, made by npm run schema): uploads are refused by it before they are read. */
  ACCESS_RULES_PATH: z.string().default(path.join(ROOT, "schema", "access-rules.json")),
  /**
   * `enforce`: a browser session (a token without an API key) may run only the web app's own
   * operations, named by hash or sent as their exact text; an API key of the reporting scope any
   * query. `off`: any document runs (the server tests' stacks, which send their own as users).
   */
  GRAPHQL_TRUSTED_DOCUMENTS: z.enum(["enforce", "off"]).default("enforce"),
  /** The web app's operations by hash (written by npm run codegen; the docker image copies it). */
  TRUSTED_DOCUMENTS_PATH: z.string().default(path.join(ROOT, "web", "src", "gql", "persisted-documents.json")),
  /** Proxies in front of the gateway whose X-Forwarded-For names the caller (Express's "trust proxy"). */
  TRUST_PROXY: trustProxy,
  WEB_DIST: z.string().default(path.join(ROOT, "web", "dist")),
  /** Off unless set: reporting tools read the schema from /graphql/schema.graphql. */
  GRAPHQL_INTROSPECTION: flagFalse,
  /**
   * identity's public key: the gateway checks tokens only to decide what to serve (the schema file,
   * which fields a legacy call asks for); every subgraph checks them again before answering.
   */
  AUTH_PUBLIC_KEY: pem,
  /** Hosts the web app may frame (BI reports); keep it the same as identity's BI_REPORT_HOSTS. */
  BI_REPORT_HOSTS: reportHosts,
  LOG_LEVEL: z.enum(["error", "warn", "info", "debug"]).default("info"),
  /** GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, the public port has no /metrics. */
  METRICS_TOKEN: metricsToken,
  /** After SIGTERM, seconds of serving with /readyz failing before it stops (readiness.ts in the shared package). */
  SHUTDOWN_DELAY_SECONDS: shutdownDelaySeconds,
});

/** With the storage settings (STORAGE, FILES_DIR, FILE_LINK_SECRET, UPLOAD_MAX_BYTES...): the gateway serves local signed links and limits uploads. */
export type GatewayConfig = z.infer<typeof schema> & { files: StorageConfig };
export const gatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => ({
  ...loadConfig(schema, env),
  files: loadConfig(storageConfigSchema, env),
});

export function subgraphUrls(config: GatewayConfig): Record<string, string> {
  return {
    identity: config.IDENTITY_URL,
    assets: config.ASSETS_URL,
    "work-orders": config.WORK_ORDERS_URL,
    billing: config.BILLING_URL,
  };
}
