import { randomUUID } from "node:crypto";
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from "@apollo/gateway";
import {
  BadUserInputError,
  currentRequestId,
  isTooLarge,
  type Logger,
  measuredFetch,
  REQUEST_ID_HEADER,
  ServiceUnavailableError,
  tooLarge,
} from "@wo/shared";
import { GraphQLError } from "graphql";
import type { GatewayContext } from "./context";
import { extractUploads, multipartRequest, type FoundUpload } from "./uploads/multipart";

type Fetch = typeof fetch;

/** The header that tells the fetcher which uploads go with a request (never sent on). */
const UPLOADS_HEADER = "x-wo-uploads";

/**
 * The gateway's fetcher to one subgraph: a request that carried uploads (see
 * ForwardingDataSource.willSendRequest) is sent as a GraphQL multipart request, its files streamed
 * from the caller's upload as the subgraph reads them, with `apollo-require-preflight` (the
 * subgraph's CSRF prevention wants it); any other as it is.
 */
function uploadingFetcher(pending: Map<string, FoundUpload[]>, maxBytes: number, base: Fetch = fetch): Fetch {
  return (async (url: string, init: RequestInit & { headers: Record<string, string> }) => {
    const id = init.headers[UPLOADS_HEADER];
    const uploads = id ? pending.get(id) : undefined;
    if (!id || !uploads) return base(url, init);
    pending.delete(id);
    const headers = { ...init.headers };
    delete headers[UPLOADS_HEADER];
    delete headers["content-type"];
    const multipart = multipartRequest(JSON.parse(String(init.body)) as Record<string, unknown>, uploads);
    try {
      return await base(url, {
        ...init,
        headers: { ...headers, "content-type": multipart.contentType, "apollo-require-preflight": "true" },
        body: multipart.body as unknown as RequestInit["body"],
        duplex: "half",
      } as RequestInit);
    } catch (e) {
      const failure = multipart.failure();
      if (isTooLarge(failure)) throw tooLarge(maxBytes);
      // a file name holding U+0000, refused before its part was sent
      if (failure instanceof BadUserInputError) throw failure;
      // the caller's file failed on its way in (a body cut off, a broken form): its mistake, said plainly
      if (failure) throw new BadUserInputError("The file could not be read: the upload was cut off or malformed");
      throw e;
    }
  }) as Fetch;
}

/** What each subgraph's data is to a person: what an answer lacks while that service is down (sent as the error's `topic`). */
export const SERVICE_TOPICS: Readonly<Record<string, string>> = {
  identity: "Users and sign-in",
  assets: "Clients, sites, assets and contractors",
  "work-orders": "Work orders",
  billing: "Costs, quotes and reports",
};

/** The error of a subgraph that could not be reached: SERVICE_UNAVAILABLE, naming the service and what it owns (`topic`). */
export function unavailable(service: string): ServiceUnavailableError {
  const topic = SERVICE_TOPICS[service] ?? `The ${service} service's data`;
  return new ServiceUnavailableError(service, `${topic} (the ${service} service) are unavailable just now. Try again in a moment.`, topic);
}

/** A subgraph's answer that says it cannot serve now (a proxy's, or one that is stopping), rather than refusing the request. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * Sends each subgraph the caller's Authorization header, unchanged: every subgraph verifies the
 * token itself and trusts nothing the gateway could add. The caller's address goes as
 * X-Forwarded-For, which a subgraph believes only from a peer in its TRUST_PROXY list, and the
 * request's id as X-Request-Id. Each call is counted in wo_subgraph_fetches_total by `name`.
 */
export class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  /** Uploads of requests about to be sent, by the id in their UPLOADS_HEADER. */
  private readonly pendingUploads: Map<string, FoundUpload[]>;

  /** The subgraph's name (its error names it), and whether its last request failed to reach it (logged once each way). */
  private readonly service: string;
  private readonly logger?: Logger;
  private down = false;

  /** Whether the last request to the subgraph reached it (true before the first). */
  get reachable(): boolean {
    return !this.down;
  }

  constructor(options: { url: string; name?: string; fetcher?: Fetch; uploadMaxBytes?: number; logger?: Logger }) {
    const pending = new Map<string, FoundUpload[]>();
    const base = measuredFetch(options.name ?? options.url, options.fetcher);
    super({ url: options.url, fetcher: uploadingFetcher(pending, options.uploadMaxBytes ?? Infinity, base) as never });
    this.pendingUploads = pending;
    this.service = options.name ?? new URL(options.url).host;
    this.logger = options.logger;
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const { authorization, clientAddress, requestId = currentRequestId() } = (context as GatewayContext | undefined) ?? {};
    if (authorization) request.http?.headers.set("authorization", authorization);
    if (clientAddress) request.http?.headers.set("x-forwarded-for", clientAddress);
    if (requestId) request.http?.headers.set(REQUEST_ID_HEADER, requestId);
    const { variables, uploads } = extractUploads(request.variables);
    if (uploads.length && request.http) {
      const id = randomUUID();
      this.pendingUploads.set(id, uploads);
      request.variables = variables;
      request.http.headers.set(UPLOADS_HEADER, id);
    }
  }

  /**
   * A subgraph's refusal before execution (an operation limit, say) comes with a 4xx status: pass its
   * first error on with its message and code, rather than the bare status line.
   */
  override async errorFromResponse(response: Parameters<RemoteGraphQLDataSource["errorFromResponse"]>[0]): Promise<GraphQLError> {
    const body = (await this.parseBody(response).catch(() => null)) as {
      errors?: { message?: string; extensions?: Record<string, unknown> }[];
    } | null;
    const first = body?.errors?.[0];
    if (first?.message) return new GraphQLError(first.message, { extensions: { ...first.extensions } });
    if (UNAVAILABLE_STATUSES.has(response.status)) return unavailable(this.service);
    return new GraphQLError(`${response.status}: ${response.statusText}`, {
      extensions: { code: response.status === 401 ? "UNAUTHENTICATED" : "INTERNAL_SERVER_ERROR" },
    });
  }

  /**
   * A request that never got an answer (the connection refused, reset or cut off mid-answer: the
   * service is down or restarting) fails as SERVICE_UNAVAILABLE, naming the service, instead of an
   * internal error: the gateway still answers what the other services gave (a work-order list
   * without its costs), and the legacy shims answer 503. A GraphQLError is already the subgraph's
   * own answer (errorFromResponse) or the caller's upload's fault, and passes as it is.
   */
  override didEncounterError(error: Error, ...rest: unknown[]): never {
    void rest;
    if (error instanceof GraphQLError) throw error;
    if (!this.down) {
      this.down = true;
      this.logger?.warn("subgraph unreachable", { service: this.service, error: String((error as { cause?: unknown }).cause ?? error) });
    }
    throw unavailable(this.service);
  }

  /** Says once that a subgraph that could not be reached answers again. */
  override didReceiveResponse(options: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>["didReceiveResponse"]>>[0]) {
    if (this.down) {
      this.down = false;
      this.logger?.info("subgraph reachable again", { service: this.service });
    }
    return options.response;
  }
}
