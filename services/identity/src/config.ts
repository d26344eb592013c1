import { loadConfig, pem, reportHosts } from "@wo/shared";
import { z } from "zod";

const schema = z.object({
  AUTH_PRIVATE_KEY: pem,
  /** Lifetime of an access token; the web client renews it while the session lasts. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Absolute lifetime of a session, renewals included. */
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  REMEMBER_ME_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Failed sign-ins in a row that lock an account with lockout enabled... */
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
  /** ...for this long. */
  LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Hosts (and their subdomains) a BI report's iframe may show, comma-separated. */
  BI_REPORT_HOSTS: reportHosts,
});

export type IdentityConfig = z.infer<typeof schema>;
let cached: IdentityConfig | null = null;

/** identity's own settings, parsed once on first use (the subgraph settings are parsed by startService). */
export function identityConfig(): IdentityConfig {
  cached ??= loadConfig(schema);
  return cached;
}
