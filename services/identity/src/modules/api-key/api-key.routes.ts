import type { ServiceDefinition } from "@wo/shared";
import { exchangeKey } from "./api-key.service";

type Routes = NonNullable<ServiceDefinition["routes"]>;

/** The header the gateway names the call in: `<METHOD> <path>` (the path without its query). */
export const KEY_CALL_HEADER = "x-api-key-call";

/**
 * `POST /api-keys/exchange`: the gateway presents a caller's API key (X-Api-Key) on every call it
 * carries, naming the call (X-Api-Key-Call) and the caller's address (X-Forwarded-For, believed from
 * TRUST_PROXY peers as for sign-ins). Answers 200 `{ accessToken, expiresAt, key }` (the token the
 * gateway passes on as the caller's Authorization), or 401, 403, 429 (with Retry-After) `{ code,
 * message }`. Anyone who reaches identity may call it: without a key it answers nothing but 401.
 */
export const apiKeyRoutes: Routes = (app, { orm, logger }) => {
  app.post("/api-keys/exchange", async (req, res) => {
    res.set("Cache-Control", "no-store");
    const presented = req.get("x-api-key")?.trim() ?? "";
    const [method = "GET", ...rest] = (req.get(KEY_CALL_HEADER) ?? "").trim().split(" ");
    const path = rest.join(" ") || "/";
    try {
      const answer = await exchangeKey(orm.em.fork(), presented, { method, path, address: req.ip ?? null });
      if (answer.ok) {
        res.json({ accessToken: answer.accessToken, expiresAt: answer.expiresAt.toISOString(), key: answer.key });
        return;
      }
      if (answer.retryAfter) res.set("Retry-After", String(answer.retryAfter));
      res.status(answer.status).json({ code: answer.code, message: answer.message });
    } catch (e) {
      logger.error("API key exchange failed", { error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      res.status(503).json({ code: "SERVICE_UNAVAILABLE", message: "API keys cannot be checked just now: try again shortly" });
    }
  });
};
