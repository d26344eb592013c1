import type express from "express";
import { allows, type AccessRule } from "./access";
import type { ServiceContext } from "./context";
import { AppError } from "./errors";
import type { Logger } from "./logger";
import type { LookupService } from "./lookups";

/**
 * Streaming file exports (the legacy `GET /Services/<Page>.aspx` pages: ExportClients.aspx as XLSX,
 * ExportAssets.aspx as CSV, ...), in one place for every service:
 *
 * - EXPORT_PAGES names each page and the service that owns its data (plain data: the gateway reads it);
 * - the owner declares the page's `ExportRoute` (who may call it, and how it writes the file) in its
 *   ServiceDefinition's `exports`; `startService` serves each at `GET /exports/<Page>` on the subgraph,
 *   with the bearer token verified exactly as for GraphQL requests (the same context: viewer, em);
 * - the gateway answers `GET /Services/<Page>.aspx` by streaming the owner's answer back unchanged
 *   (gateway/src/exports.ts): status, Content-Type, Content-Disposition and body, never buffered.
 *
 * A page named in EXPORT_PATHS is answered at that path of its own instead (the work-order PDF,
 * `GET /api/pdf/workorderpdf/{id}`): the same streaming, its path parameters passed to the owner in
 * the query string. A refusal before the first byte answers the legacy `{ Message }` with the status
 * of its code (401, 403, 404, 400), as the REST shims do.
 */
export const EXPORT_PAGES = {
  ExportClients: "assets",
  ExportAssets: "assets",
  ExportContractors: "assets",
  WorkOrderPdf: "work-orders",
  QuotePdf: "billing",
} as const satisfies Record<string, LookupService>;

export type ExportPage = keyof typeof EXPORT_PAGES;

/**
 * The pages the gateway answers at a legacy path of their own (Express syntax) rather than at
 * `/Services/<Page>.aspx`; each path parameter reaches the owner's `write` in `query` (`:id` as `id`).
 */
export const EXPORT_PATHS: { readonly [P in ExportPage]?: string } = {
  WorkOrderPdf: "/api/pdf/workorderpdf/:id",
  QuotePdf: "/api/pdf/:workOrderId/contractorquotpdf",
};

/** One export page, served by its owning subgraph. */
export interface ExportRoute {
  page: ExportPage;
  /** Who may download it: the same rules as root fields (`allows`). */
  access: AccessRule;
  /**
   * Writes the file to `res`: refuse first (throw an AppError: BAD_USER_INPUT for a bad parameter,
   * NOT_FOUND for another tenant's record), then `attachment(res, ...)` and stream the body.
   * `query` holds the query string's parameters with their names lower-cased.
   */
  write: (ctx: ServiceContext, query: Record<string, string>, res: express.Response) => Promise<void>;
}

/** An export page, typed. */
export const exportRoute = (route: ExportRoute): ExportRoute => route;

/** The path of an export page on its subgraph. */
export const exportPath = (page: string) => `/exports/${page}`;

/** Starts a file answer: its type, and its name (Content-Disposition, with the RFC 5987 form for non-ASCII names). */
export function attachment(res: express.Response, fileName: string, contentType: string): void {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  res.status(200);
  res.set("Content-Type", contentType);
  res.set("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  res.set("Cache-Control", "no-store");
}

const STATUS_BY_CODE: Record<string, number> = { UNAUTHENTICATED: 401, SESSION_INVALID: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 };

function lowerQuery(query: express.Request["query"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (typeof v === "string") out[k.toLowerCase()] = v;
  return out;
}

/** Serves a service's export pages at GET /exports/<Page>, each request with its own context (viewer, em). */
export function mountExports(
  app: express.Express,
  routes: readonly ExportRoute[],
  contextOf: (req: express.Request) => Promise<ServiceContext>,
  logger: Logger,
): void {
  for (const route of routes) {
    app.get(exportPath(route.page), async (req, res) => {
      try {
        const ctx = await contextOf(req);
        if (!ctx.viewer) throw new AppError("UNAUTHENTICATED", ctx.tokenProblem === "expired" ? "Session expired" : "Not signed in");
        if (!allows(route.access, ctx.viewer)) throw new AppError("FORBIDDEN", "You do not have permission to do this");
        await route.write(ctx, lowerQuery(req.query), res);
        if (!res.writableEnded) res.end();
      } catch (e) {
        const code = e instanceof AppError ? e.code : "INTERNAL_SERVER_ERROR";
        if (code === "INTERNAL_SERVER_ERROR")
          logger.error("export failed", { page: route.page, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
        if (res.headersSent) {
          // the file has begun: cut it short, so the download fails rather than ending as a truncated file
          res.destroy(e instanceof Error ? e : undefined);
          return;
        }
        const status = STATUS_BY_CODE[code] ?? 500;
        res.status(status).json({ Message: status === 500 ? "Something went wrong" : (e as Error).message });
      }
    });
  }
}
