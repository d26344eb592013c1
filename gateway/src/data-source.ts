import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from "@apollo/gateway";
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
}
