import type { ApolloServerPlugin } from "@apollo/server";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { GraphQLError, Kind } from "graphql";
import { bearerToken, READ_ONLY_KEY_MESSAGE, REQUEST_ID_HEADER, requestIdOf, withLogContext, type Logger } from "@wo/shared";
import type { GatewayContext } from "./context";
import { viewerOf } from "./viewer";

/** How every API key begins (`wok_<prefix>_<secret>`): a Bearer value that does is a key, not a JWT. */
export const API_KEY_START = "wok_";

/** The API key a request presents: `X-Api-Key`, or an `Authorization: Bearer` value that is a key rather than a JWT. */
export function presentedKey(req: Pick<Request, "get" | "headers">): string | null {
  const header = req.get("x-api-key");
  if (header !== undefined) return header.trim();
  const bearer = bearerToken(req.headers.authorization);
  return bearer?.startsWith(API_KEY_START) ? bearer : null;
}

/** Where a key is taken: the GraphQL route (and its schema file), the legacy REST and the export pages. */
const KEYED_PATHS = /^\/(graphql|api|services)(\/|$)/i;

/** identity's refusal statuses, as GraphQL error codes. */
const CODE_BY_STATUS: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 429: "TOO_MANY_REQUESTS", 503: "SERVICE_UNAVAILABLE" };

/** A refused key, answered in the shape of what was called: GraphQL errors on /graphql, the legacy `{ Message }` elsewhere. */
function refuse(req: Request, res: Response, status: number, reason: string, message: string, retryAfter: string | null): void {
  res.set("Cache-Control", "no-store");
  if (retryAfter) res.set("Retry-After", retryAfter);
  if (/^\/graphql(\/|$)/i.test(req.path)) {
    const code = CODE_BY_STATUS[status] ?? "INTERNAL_SERVER_ERROR";
    res
      .status(status)
      .json({ errors: [{ message, extensions: { code, reason, ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}) } }] });
  } else {
    res.status(status).json({ Message: message, Reason: reason });
  }
}

/**
 * The API-key door (issue 26), before /graphql, /api and the exports: a request presenting a key
 * (presentedKey) is exchanged at identity on every call (`POST /api-keys/exchange`: identity finds the
 * key by its hash, refuses it revoked, expired, past its rate limit or out of its scope, and logs the
 * call), so a revocation counts from the very next request. An admitted call goes on with the
 * short-lived access token identity answered as its Authorization (and no X-Api-Key), so every
 * subgraph's rules apply to it as to a person's session; the key's prefix goes into every log line of
 * the request. A refusal is answered here: 401, 403, 429 with Retry-After, 503 when identity is out of reach.
 */
export function apiKeyGate(identityUrl: string, logger: Logger): RequestHandler {
  const exchange = `${identityUrl.replace(/\/graphql$/, "")}/api-keys/exchange`;
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = KEYED_PATHS.test(req.path) ? presentedKey(req) : null;
    if (key === null) {
      next();
      return;
    }
    delete req.headers["x-api-key"];
    delete req.headers.authorization;
    const headers: Record<string, string> = { "x-api-key": key, "x-api-key-call": `${req.method} ${req.path}` };
    if (req.ip) headers["x-forwarded-for"] = req.ip;
    const requestId = requestIdOf(res);
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    let answer: globalThis.Response;
    let body: { accessToken?: string; key?: { prefix?: string }; code?: string; message?: string };
    try {
      answer = await fetch(exchange, { method: "POST", headers, signal: AbortSignal.timeout(10_000) });
      body = (await answer.json()) as typeof body;
    } catch (e) {
      logger.warn("API key exchange unreachable", { error: String(e) });
      refuse(
        req,
        res,
        503,
        "SERVICE_UNAVAILABLE",
        "API keys cannot be checked just now (the identity service is unavailable): try again shortly",
        null,
      );
      return;
    }
    if (answer.ok && body.accessToken) {
      req.headers.authorization = `Bearer ${body.accessToken}`;
      const prefix = `wok_${body.key?.prefix ?? "?"}`;
      res.locals.apiKey = prefix;
      withLogContext({ apiKey: prefix }, next);
      return;
    }
    refuse(req, res, answer.status, body.code ?? "API_KEY_INVALID", body.message ?? "Unknown API key", answer.headers.get("retry-after"));
  };
}

/** Root fields for people's sessions: never run for a caller holding a key, whatever its scope. */
export const SESSION_FIELDS = new Set(["signIn", "signInWithRememberToken", "renewSession", "checkSession", "signOut"]);

/**
 * Refuses a mutation to a caller holding an API key, at the gateway, before any subgraph is asked:
 * any mutation to a key without writes (READ_ONLY_KEY_MESSAGE), and the session mutations to every
 * key. The same holds in every subgraph (services/shared/src/access.ts, identity's session resolver):
 * this answers first, for the GraphQL route and the legacy shims alike (they run their operations here).
 */
export function apiKeyMutationGuard(publicKeyPem: string): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== "mutation" || !contextValue.authorization) return;
          const viewer = await viewerOf(contextValue.authorization, publicKeyPem);
          if (!viewer?.key) return;
          const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
          const refusal = !viewer.key.writes
            ? READ_ONLY_KEY_MESSAGE
            : fields.some((f) => SESSION_FIELDS.has(f))
              ? "An API key has no session: sign-in, renewal and sign-out are for people"
              : null;
          if (refusal) throw new GraphQLError(refusal, { extensions: { code: "FORBIDDEN", http: { status: 403 } } });
        },
      };
    },
  };
}
