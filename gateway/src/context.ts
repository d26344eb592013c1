/** What the gateway knows of a request: the caller's credentials and address, passed on to every subgraph. */
export interface GatewayContext {
  authorization?: string;
  /** The caller's address (Express's req.ip: the socket's peer, or what a trusted proxy in front named). */
  clientAddress?: string;
  /** The request's id (X-Request-Id), sent on to every subgraph it calls. */
  requestId?: string;
}
