import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { EXPORT_PAGES, exportPath, type ExportPage } from "@wo/shared";
import { Router, type Request, type Response } from "express";

/** The answer headers an export passes on from its subgraph. */
const PASSED = ["content-type", "content-disposition", "content-length", "cache-control"];

/**
 * The legacy export pages, `GET /Services/<Page>.aspx` (services/shared/src/exports.ts): each is
 * streamed from the subgraph that owns it (`GET /exports/<Page>` there, which verifies the token), with
 * the caller's Authorization and address; status, file headers and body come back unchanged, chunk
 * by chunk. A page not in EXPORT_PAGES is 404.
 */
export function exportProxy(urls: Record<string, string>): Router {
  const router = Router({ caseSensitive: false });
  router.get("/:page.aspx", async (req: Request, res: Response) => {
    const page = Object.keys(EXPORT_PAGES).find((p) => p.toLowerCase() === String(req.params.page).toLowerCase()) as ExportPage | undefined;
    if (!page) {
      res.status(404).json({ Message: `No HTTP resource was found that matches the request URI '${req.originalUrl}'.` });
      return;
    }
    const base = urls[EXPORT_PAGES[page]]!.replace(/\/graphql$/, "");
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    try {
      const headers: Record<string, string> = {};
      if (req.headers.authorization) headers.authorization = req.headers.authorization;
      if (req.ip) headers["x-forwarded-for"] = req.ip;
      const upstream = await fetch(`${base}${exportPath(page)}${query}`, { headers, signal: abort.signal });
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
  });
  return router;
}
