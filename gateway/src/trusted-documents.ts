import { createHash } from "node:crypto";
import fs from "node:fs";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { bearerToken, verifyAccessToken } from "@wo/shared";

/** GRAPHQL_TRUSTED_DOCUMENTS: `enforce` answers a browser session only with the web app's own documents; `off` runs any. */
export type TrustedDocumentsMode = "enforce" | "off";

/** The web app's operations (web/src/gql/persisted-documents.json, written by `npm run codegen`): sha256 (hex) → document text. */
export function readTrustedDocuments(file: string): Map<string, string> {
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  return new Map(Object.entries(json).map(([hash, text]) => [hash.replace(/^sha256:/, ""), text]));
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export const NOT_TRUSTED_MESSAGE =
  "This operation is not one of the web app's own: a signed-in session may run only those. Reporting tools send any query with an API key of the reporting scope.";

function refuse(res: Response, code: string, message: string): void {
  res
    .status(400)
    .set("Cache-Control", "no-store")
    .json({ errors: [{ message, extensions: { code } }] });
}

/** A GET request's parameter, or a POST body's (JSON, or a multipart request's operations). */
type Params = { query?: unknown; documentId?: unknown; extensions?: unknown };

function hashOf(params: Params): string | null {
  let ext = params.extensions;
  if (typeof ext === "string") {
    try {
      ext = JSON.parse(ext) as unknown;
    } catch {
      return null;
    }
  }
  const pq = (ext as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  const hash = typeof pq?.sha256Hash === "string" ? pq.sha256Hash : typeof params.documentId === "string" ? params.documentId : null;
  return hash === null ? null : hash.replace(/^sha256:/, "").toLowerCase();
}

/** Whether the request's bearer token is an API key's of the reporting scope (AccessClaims.key, issue 26). */
async function reportingKey(authorization: string | undefined, publicKeyPem: string): Promise<boolean> {
  const token = bearerToken(authorization);
  if (!token) return false;
  try {
    return (await verifyAccessToken(token, publicKeyPem)).key?.scope === "reporting";
  } catch {
    return false;
  }
}

/**
 * Trusted documents on HTTP `/graphql` (docs/architecture.md "Operation limits"). A request naming a
 * document by its hash (Apollo's `extensions.persistedQuery.sha256Hash`, or `documentId`), as the web
 * app sends each of its operations, runs the document held for that hash, whatever text came with
 * it; an unknown hash without text is PERSISTED_QUERY_NOT_FOUND. A request with text only runs it
 * when the text is one of the documents, or when the setting is `off`, or when its token is an API
 * key's of the reporting scope (which may send any query within the operation limits); otherwise
 * 400 OPERATION_NOT_TRUSTED. Only this route is gated: the legacy shims run their own prepared
 * operations in-process. The token is only verified for a document that is not trusted.
 */
export function trustedDocuments(o: { documents: Map<string, string>; mode: TrustedDocumentsMode; publicKeyPem: string }): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const get = req.method === "GET" || req.method === "HEAD";
      const params: Params | null = get
        ? (req.query as Params)
        : req.body && typeof req.body === "object" && !Array.isArray(req.body)
          ? (req.body as Params)
          : null;
      // a batch, or no body: Apollo Server answers it (batching is off)
      if (!params) return next();
      const hash = hashOf(params);
      const text = typeof params.query === "string" && params.query !== "" ? params.query : null;
      if (hash !== null) {
        const document = o.documents.get(hash);
        if (document !== undefined) {
          runDocument(req, document, get);
          return next();
        }
        if (text === null) {
          refuse(res, "PERSISTED_QUERY_NOT_FOUND", "No operation of the web app has this hash: reload the page (it may be older than the server).");
          return;
        }
      }
      if (text === null || o.mode === "off" || o.documents.has(sha256(text))) {
        if (hash !== null) runDocument(req, text ?? "", get);
        return next();
      }
      if (await reportingKey(req.headers.authorization, o.publicKeyPem)) {
        if (hash !== null) runDocument(req, text, get);
        return next();
      }
      refuse(res, "OPERATION_NOT_TRUSTED", NOT_TRUSTED_MESSAGE);
    } catch (e) {
      next(e);
    }
  };
}

/** Hands Apollo Server the document to run, without the persisted-query extension (its own APQ is off). */
function runDocument(req: Request, document: string, get: boolean): void {
  if (get) {
    const url = new URL(req.url, "http://gateway");
    url.searchParams.set("query", document);
    url.searchParams.delete("documentId");
    const ext = url.searchParams.get("extensions");
    if (ext !== null) {
      try {
        const { persistedQuery: _, ...rest } = JSON.parse(ext) as Record<string, unknown>;
        url.searchParams.set("extensions", JSON.stringify(rest));
      } catch {
        url.searchParams.delete("extensions");
      }
    }
    req.url = url.pathname + url.search;
    return;
  }
  const body = req.body as Record<string, unknown>;
  body.query = document;
  delete body.documentId;
  if (body.extensions && typeof body.extensions === "object") {
    const { persistedQuery: _, ...rest } = body.extensions as Record<string, unknown>;
    body.extensions = rest;
  }
}

/**
 * A browser opening /graphql (GET asking for HTML first) is sent to the web app's GraphQL explorer
 * (`/#/graphql`, GraphiQL over the schema file: web/src/modules/api-explorer); GET and POST asking
 * for JSON are the API as before.
 */
export const explorerRedirect: RequestHandler = (req, res, next) => {
  if (req.accepts(["application/json", "application/graphql-response+json", "text/html"]) !== "text/html") return next();
  res.set("Cache-Control", "no-store").redirect(302, "/#/graphql");
};
