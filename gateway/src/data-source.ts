import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from "@apollo/gateway";
import type { GatewayContext } from "./context";

/**
 * Sends each subgraph the caller's Authorization header, unchanged: every subgraph verifies the
 * token itself and trusts nothing the gateway could add.
 */
export class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const authorization = (context as GatewayContext | undefined)?.authorization;
    if (authorization) request.http?.headers.set("authorization", authorization);
  }
}
