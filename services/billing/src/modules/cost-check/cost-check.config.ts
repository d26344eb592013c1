import { z } from "zod";
import { loadConfig } from "@wo/shared";

/**
 * COST_CHECK_TOLERANCE: how far (a fraction: 0.10 = 10%) a submitted cost may exceed the accepted
 * quote, and an amended price the logged costs, before the cost checks flag it. 0.10 by default.
 */
const schema = z.object({
  COST_CHECK_TOLERANCE: z
    .string()
    .trim()
    .regex(/^\d(\.\d{1,4})?$/, "must be a fraction such as 0.10 (10%), at most 4 decimals")
    .default("0.10"),
});

let tolerance: string | null = null;
export function costCheckTolerance(env: NodeJS.ProcessEnv = process.env): string {
  tolerance ??= loadConfig(schema, env).COST_CHECK_TOLERANCE;
  return tolerance;
}
