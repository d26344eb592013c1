import path from "node:path";
import { Worker } from "node:worker_threads";
import express, { Router } from "express";

/** The reference page: Swagger UI's files and ours, each a file of its own (no inline script). */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Legacy REST API reference</title>
    <link rel="icon" type="image/png" href="/api/docs/ui/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/ui/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/ui/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;
const INIT = `// The reference page of the legacy REST (/api/docs): Swagger UI over /api/openapi.json, from the
// product's own files (no inline script: the CSP allows scripts from 'self' only).
window.ui = window.SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  // the search box: filters the calls by tag
  filter: true,
  docExpansion: "none",
  defaultModelsExpandDepth: 0,
  displayOperationId: false,
  // no call to swagger.io's validator: nothing leaves the machine
  validatorUrl: null,
  persistAuthorization: false,
});
`;
/** swagger-ui-dist's files the reference page loads: served from the product, nothing from outside. */
const SWAGGER_DIR = path.dirname(require.resolve("swagger-ui-dist/package.json"));
const SWAGGER_FILES = new Set(["swagger-ui.css", "swagger-ui-bundle.js", "favicon-32x32.png"]);

/** The document, made once in a worker thread (worker.ts) the first time it is asked for. */
export function openApiSource(apiSchema: string, version?: string): () => Promise<string> {
  let made: Promise<string> | null = null;
  return () => {
    made ??= new Promise<string>((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, "worker.js"), { workerData: { apiSchema, version } });
      worker.once("message", (m: { json: string }) => resolve(m.json));
      worker.once("error", reject);
      worker.once("exit", (code) => code && reject(new Error(`the OpenAPI worker stopped with ${code}`)));
    }).catch((e: unknown) => {
      made = null;
      throw e;
    });
    return made;
  };
}

/**
 * Under /api, before the shims: `GET /api/openapi.json`, the OpenAPI 3.1 document of the legacy REST
 * (public: it describes the calls, not data; cached for five minutes), and `GET /api/docs`, its
 * reference page (Swagger UI, served from the product: a page with no inline script, so it runs
 * under the CSP's `script-src 'self'`).
 */
export function openApiRouter(apiSchema: string, version?: string): Router {
  const document = openApiSource(apiSchema, version);
  const router = Router();
  router.get("/openapi.json", async (_req, res, next) => {
    try {
      const json = await document();
      res.set("Cache-Control", "public, max-age=300").type("application/json; charset=utf-8").send(json);
    } catch (e) {
      next(e);
    }
  });
  router.get(["/docs", "/docs/"], (_req, res) => {
    res.set("Cache-Control", "no-cache").type("html").send(PAGE);
  });
  router.get("/docs/init.js", (_req, res) => {
    res.set("Cache-Control", "no-cache").type("application/javascript").send(INIT);
  });
  router.use("/docs/ui", (req, res, next) => {
    if (!SWAGGER_FILES.has(req.path.slice(1))) return next();
    express.static(SWAGGER_DIR, { index: false, maxAge: "1d" })(req, res, next);
  });
  return router;
}
