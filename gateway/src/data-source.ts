import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from "@apollo/gateway";
import { GraphQLError } from "graphql";
import type { GatewayContext } from "./context";

/**
 * Sends each subgraph the caller's Authorization header, unchanged: every subgraph verifies the
 * token itself and trusts nothing the gateway could add. The caller's address goes as
 * X-Forwarded-For, which a subgraph believes only from a peer in its TRUST_PROXY list.
 */
export class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const { authorization, clientAddress } = (context as GatewayContext | undefined) ?? {};
    if (authorization) request.http?.headers.set("authorization", authorization);
    if (clientAddress) request.http?.headers.set("x-forwarded-for", clientAddress);
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
