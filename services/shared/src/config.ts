import { z } from "zod";
import { shutdownDelaySeconds } from "./readiness";

/**
 * Parses configuration from the environment once, at start-up. A missing or malformed value stops
 * the process with a message that names it; there are no secret fallbacks.
 */
export function loadConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

/** A PEM value given inline; `\n` escapes are accepted so keys fit in one environment line. */
export const pem = z
  .string()
  .min(1)
  .transform((v) => v.replace(/\\n/g, "\n"))
  .refine((v) => v.includes("-----BEGIN"), "must be a PEM-encoded key");

/** "true" or "false", off unless set. */
export const flagFalse = z
  .enum(["true", "false"])
  .default("false")
  .transform((v) => v === "true");

/** Express's "trust proxy" list: named ranges (loopback, linklocal, uniquelocal) or addresses and CIDRs, comma-separated. */
export const trustProxy = z
  .string()
  .default("loopback")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/**
 * The bearer token GET /metrics asks for (Prometheus's `authorization` setting). Unset: the gateway
 * does not serve /metrics; subgraphs and workers, on the internal network, serve it to anyone.
 */
export const metricsToken = z.string().min(16, "must be at least 16 characters").optional();

/**
 * OpenTelemetry traces (observability/tracing.ts), off unless an endpoint is set: the exporter reads
 * these itself (the endpoint gets /v1/traces added), checked here so that a bad value stops the start.
 */
export const tracingConfig = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(["http/json"], { message: 'only "http/json" is installed' }).default("http/json"),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

/** What every subgraph reads from its environment. */
export const subgraphConfigSchema = (defaultPort: number) =>
  z.object({
    PORT: port(defaultPort),
    HOST: z.string().default("127.0.0.1"),
    DATABASE_URL: z.string().url(),
    AUTH_PUBLIC_KEY: pem,
    DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    MIGRATE_ON_START: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    GRAPHQL_INTROSPECTION: flagFalse,
    /**
     * Which peers may name the caller's address in X-Forwarded-For (Express's "trust proxy"): the
     * gateway. Loopback by default; in containers, the gateway's network.
     */
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(["error", "warn", "info", "debug"]).default("info"),
    METRICS_TOKEN: metricsToken,
    /** After SIGTERM, seconds of serving with /readyz failing before it stops (readiness.ts). */
    SHUTDOWN_DELAY_SECONDS: shutdownDelaySeconds,
  });

export type SubgraphConfig = z.infer<ReturnType<typeof subgraphConfigSchema>>;

/** Report hosts (and their subdomains) whose pages a BI report may frame: identity checks embed codes against them, the gateway's CSP frames only them. */
export const reportHosts = z
  .string()
  .default("app.powerbi.com,app.powerbigov.us,lookerstudio.google.com,datastudio.google.com,public.tableau.com,online.tableau.com")
  .transform((v) =>
    v
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
