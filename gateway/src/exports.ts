import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  EXPORT_PAGES,
  EXPORT_PATHS,
  EXPORT_POSTS,
  exportPath,
  measuredFetch,
  refuseNul,
  REQUEST_ID_HEADER,
  requestIdOf,
  setRouteKind,
  type ExportPage,
} from "@wo/shared";
import express, { Router, type Request, type Response } from "express";

/** The answer headers an export passes on from its subgraph. */
const PASSED = ["content-type", "content-disposition", "content-length", "cache-control"];

/**
 * Streams one export from the subgraph that owns it (`GET /exports/<Page>` there, which verifies the
 * token), with the caller's Authorization and address and the query string (plus `extra`, the path's
 * parameters); status, file headers and body come back unchanged, chunk by chunk.
 */
async function forward(urls: Record<string, string>, page: ExportPage, req: Request, res: Response, extra: Record<string, string> = {}) {
  const owner = EXPORT_PAGES[page];
  const base = urls[owner]!.replace(/\/graphql$/, "");
  setRouteKind(res, "exports");
  const params = new URLSearchParams(req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "");
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.size ? `?${params}` : "";
  const abort = new AbortController();
  res.on("close", () => abort.abort());
  try {
    const headers: Record<string, string> = {};
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (req.ip) headers["x-forwarded-for"] = req.ip;
    const requestId = requestIdOf(res);
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    const upstream = await measuredFetch(owner)(`${base}${exportPath(page)}${query}`, { headers, signal: abort.signal });
    res.status(upstream.status);
    for (const h of PASSED) {
      const v = upstream.headers.get(h);
      if (v) res.set(h, v);
    }
    if (!upstream.body) {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(upstream.body as never), res);
  } catch (e) {
    if (abort.signal.aborted) return;
    if (!res.headersSent) res.status(502).json({ Message: "Something went wrong" });
    else res.destroy(e instanceof Error ? e : undefined);
  }
}

/**
 * The legacy export pages, `GET /Services/<Page>.aspx` (services/shared/src/exports.ts), each
 * streamed from its owner (forward). A page not in EXPORT_PAGES, or one with a path of its own
 * (EXPORT_PATHS), is 404 here.
 */
export function exportProxy(urls: Record<string, string>): Router {
  const router = Router({ caseSensitive: false });
  router.get("/:page.aspx", async (req: Request, res: Response) => {
    const page = Object.keys(EXPORT_PAGES).find((p) => p.toLowerCase() === String(req.params.page).toLowerCase()) as ExportPage | undefined;
    if (!page || EXPORT_PATHS[page]) {
      res.status(404).json({ Message: `No HTTP resource was found that matches the request URI '${req.originalUrl}'.` });
      return;
    }
    await forward(urls, page, req, res);
  });
  return router;
}

/** The exports with a legacy path of their own (EXPORT_PATHS: `GET /api/pdf/workorderpdf/{id}`), streamed from their owner likewise. */
export function exportPathProxy(urls: Record<string, string>): Router {
  const router = Router({ caseSensitive: false });
  for (const [page, route] of Object.entries(EXPORT_PATHS) as [ExportPage, string][]) {
    router.get(route, (req: Request, res: Response) => forward(urls, page, req, res, req.params as Record<string, string>));
  }
  return router;
}

/**
 * The exports with a legacy POST path (EXPORT_POSTS: `POST /api/Reports/download/{id}`): the JSON
 * body's scalar fields (names lower-cased, so `Clientid` and `clientId` are one) and the path's
 * parameters become the query of the owner's page, streamed back likewise.
 */
export function exportPostProxy(urls: Record<string, string>): Router {
  const router = Router({ caseSensitive: false });
  for (const [page, route] of Object.entries(EXPORT_POSTS) as [ExportPage, string][]) {
    router.post(route, express.json({ limit: "16kb" }), refuseNul(), (req: Request, res: Response) => {
      const body: unknown = req.body;
      const fields: Record<string, string> = {};
      if (body && typeof body === "object" && !Array.isArray(body)) {
        for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
          if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") fields[k.toLowerCase()] = String(v);
        }
      }
      return forward(urls, page, req, res, { ...fields, ...(req.params as Record<string, string>) });
    });
  }
  return router;
}
