import type DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { ForbiddenError, UnauthenticatedError } from "./errors";
import { Viewer } from "./auth/viewer";

/** What every resolver of every subgraph receives: the verified viewer and a request-scoped EntityManager. */
export interface ServiceContext {
  viewer: Viewer | null;
  /** A fork of the service's EntityManager, made for this request only. */
  em: EntityManager;
  /** The raw bearer token, when the request carried one (identity needs it for session checks). */
  token: string | null;
  /** Why the token (if any) was rejected; lets resolvers distinguish "expired" from "absent". */
  tokenProblem: "missing" | "expired" | "invalid" | null;
  /** Per-request DataLoaders, created on first use. */
  loaders: Map<string, DataLoader<unknown, unknown>>;
  /**
   * The caller's network address: the socket's peer, or the address a trusted proxy (the gateway)
   * names in X-Forwarded-For. identity throttles sign-ins by it.
   */
  clientAddress: string | null;
  /**
   * Set by a service that holds live session state (identity): re-reads the viewer from it, so a
   * logout, deactivation, deletion or permission change counts at once. The access rule of every
   * root field calls it before deciding; it throws SESSION_INVALID when the session has ended.
   */
  refreshViewer?: (viewer: Viewer) => Promise<Viewer>;
}

export function requireViewer(ctx: Pick<ServiceContext, "viewer" | "tokenProblem">): Viewer {
  if (!ctx.viewer) {
    throw new UnauthenticatedError(ctx.tokenProblem === "expired" ? "Session expired" : "Not signed in");
  }
  return ctx.viewer;
}

/** The loader named `key` for this request, made by `make` on first use. */
export function loader<K, V>(ctx: Pick<ServiceContext, "loaders">, key: string, make: () => DataLoader<K, V>): DataLoader<K, V> {
  let l = ctx.loaders.get(key) as DataLoader<K, V> | undefined;
  if (!l) {
    l = make();
    ctx.loaders.set(key, l as DataLoader<unknown, unknown>);
  }
  return l;
}

/**
 * Which rows of tenant-owned data a viewer may see. Staff and administrators see every row
 * (their area permissions are checked by the access rule of the field); a client user only its
 * client's rows; a contractor user only the rows assigned to its contractor.
 */
export type TenantScope =
  { readonly kind: "all" } | { readonly kind: "client"; readonly clientId: number } | { readonly kind: "contractor"; readonly contractorId: number };

export function tenantScope(viewer: Viewer): TenantScope {
  switch (viewer.kind) {
    case "admin":
    case "staff":
      return { kind: "all" };
    case "client":
      if (viewer.clientId == null) throw new ForbiddenError("Your account is not linked to a client");
      return { kind: "client", clientId: viewer.clientId };
    case "contractor":
      if (viewer.contractorId == null) throw new ForbiddenError("Your account is not linked to a contractor");
      return { kind: "contractor", contractorId: viewer.contractorId };
  }
}
