import { loadConfig, pem, reportHosts } from "@wo/shared";
import { z } from "zod";

/** The longest an access token may live: other subgraphs trust one until it expires. */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 900;

export const identityConfigSchema = z.object({
  AUTH_PRIVATE_KEY: pem,
  /**
   * Lifetime of an access token; the web client renews it while the session lasts. At most 15
   * minutes: identity re-reads the session on every call, but the other subgraphs believe a token
   * until it expires, so this bounds how long a logout or a demotion takes to reach them.
   */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(MAX_ACCESS_TOKEN_TTL_SECONDS).default(MAX_ACCESS_TOKEN_TTL_SECONDS),
  /** Absolute lifetime of a session, renewals included. */
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  REMEMBER_ME_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Sign-in attempts (password or remember-me token) one client address may make in a minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Failed sign-ins in a row that lock an e-mail (known or not; unless its user has lockout disabled)... */
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
  /** ...for this long. */
  LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * Lifetime of the access token identity issues for an API key (the gateway asks for one on every
   * call, and identity answers the same token while it has a minute left): other subgraphs believe it
   * until it expires, so at most 15 minutes.
   */
  API_KEY_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(MAX_ACCESS_TOKEN_TTL_SECONDS).default(300),
  /** Calls one API key may make in a minute, unless the key sets its own limit. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Days each call of an API key is kept in its usage log (identity.api_key_use). */
  API_KEY_USE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Hosts (and their subdomains) a BI report's iframe may show, comma-separated. */
  BI_REPORT_HOSTS: reportHosts,
});

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
let cached: IdentityConfig | null = null;

/** identity's own settings, parsed once on first use (the subgraph settings are parsed by startService). */
export function identityConfig(): IdentityConfig {
  cached ??= loadConfig(identityConfigSchema);
  return cached;
}
