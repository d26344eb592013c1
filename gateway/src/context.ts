/** What the gateway knows of a request: only the caller's credentials, passed on to every subgraph. */
export interface GatewayContext {
  authorization?: string;
}
