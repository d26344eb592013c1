import { randomUUID } from "node:crypto";
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from "@apollo/gateway";
import { BadUserInputError, currentRequestId, isTooLarge, measuredFetch, REQUEST_ID_HEADER, tooLarge } from "@wo/shared";
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

/**
 * Sends each subgraph the caller's Authorization header, unchanged: every subgraph verifies the
 * token itself and trusts nothing the gateway could add. The caller's address goes as
 * X-Forwarded-For, which a subgraph believes only from a peer in its TRUST_PROXY list, and the
 * request's id as X-Request-Id. Each call is counted in wo_subgraph_fetches_total by `name`.
 */
export class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  /** Uploads of requests about to be sent, by the id in their UPLOADS_HEADER. */
  private readonly pendingUploads: Map<string, FoundUpload[]>;

  constructor(options: { name?: string; url: string; fetcher?: Fetch; uploadMaxBytes?: number }) {
    const pending = new Map<string, FoundUpload[]>();
    const base = measuredFetch(options.name ?? options.url, options.fetcher);
    super({ url: options.url, fetcher: uploadingFetcher(pending, options.uploadMaxBytes ?? Infinity, base) as never });
    this.pendingUploads = pending;
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
    return new GraphQLError(`${response.status}: ${response.statusText}`, {
      extensions: { code: response.status === 401 ? "UNAUTHENTICATED" : "INTERNAL_SERVER_ERROR" },
    });
  }
}
