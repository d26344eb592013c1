import http from "node:http";
import type { Duplex } from "node:stream";
import express from "express";
import processRequest from "graphql-upload/processRequest.mjs";
import type { Logger } from "./logger";

/**
 * The Express app and HTTP server every process of the product serves on (the gateway and each
 * subgraph): no X-Powered-By, no ETags (GraphQL answers are not cached by validators: hashing every
 * body is waste), the proxies it trusts, and keep-alive longer than a load balancer's idle timeout.
 * Mount `answerErrors` after the routes.
 */
export function httpApp(trustProxy: boolean | number | string | string[]): { app: express.Express; httpServer: http.Server } {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", trustProxy);
  const httpServer = http.createServer(app);
  httpServer.keepAliveTimeout = 65_000;
  httpServer.on("clientError", answerClientError);
  return { app, httpServer };
}

/** What a request Node's parser refuses before Express sees it is answered: the status and our plain message. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request's address and headers are too large."],
  HPE_URI_TOO_LONG: [414, "The request's address is too long."],
};

/**
 * Node answers a request its HTTP parser refuses (an address or headers past its 16 KB limit, a
 * malformed request line) with a bare status and no body; every other refusal here is JSON with a
 * `Message` (answerErrors), so these are too. A connection already gone, or one that has sent part of
 * an answer, is just closed.
 */
export function answerClientError(err: NodeJS.ErrnoException & { code?: string }, socket: Duplex): void {
  if (err.code === "ECONNRESET" || !socket.writable || (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "The request could not be read."];
  const body = JSON.stringify({ Message: message });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * A refusal of the request itself (not of an operation), answered by `answerErrors` with its status
 * and message: a body that is not what it says, an upload from a caller refused before it is read.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The GraphQL code it answers on /graphql, where its status's own (GRAPHQL_CODE) would say less: BAD_USER_INPUT. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Checks the caller of an upload before a byte of its body is read: `admit` answers a refusal (an
 * HttpError: no token 401, a caller the page refuses 403) or null. A refused multipart post goes
 * straight to the error handler (answerErrors: answered at once, the rest of the body thrown away
 * unread), so its file is never parsed or spooled; any other request passes on untouched.
 */
export function uploadGate(admit: (req: express.Request) => Promise<HttpError | null>): express.RequestHandler {
  return (req, _res, next) => {
    if (!req.is("multipart/form-data")) {
      next();
      return;
    }
    admit(req).then(
      (refusal) => next(refusal ?? undefined),
      (e: unknown) => next(e),
    );
  };
}

/**
 * GraphQL multipart requests (uploads), parsed by graphql-upload's processRequest: the operation
 * becomes the body, each file is spooled to a temporary file as it arrives and reaches the resolver
 * as an Upload. As graphqlUploadExpress, an operation's answer waits until the request's body has
 * been read to its end; unlike it, a malformed request goes to the error handler at once
 * (graphqlUploadExpress holds that answer too, and a body that never ends held it for ever).
 */
export function graphqlMultipart(options: { maxFileSize: number; maxFiles: number }): express.RequestHandler {
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) {
      next();
      return;
    }
    processRequest(req, res, options).then(
      (body) => {
        req.body = body;
        const { send } = res;
        res.send = (...args: Parameters<typeof send>) => {
          const finished = req.closed ? Promise.resolve() : new Promise((resolve) => req.once("close", resolve));
          void finished.then(() => {
            res.send = send;
            res.send(...args);
          });
          return res;
        };
        next();
      },
      // graphql-upload's refusals carry their status; busboy's (no boundary) do not, and are the caller's too
      (e: unknown) => next((e as { status?: unknown }).status ? e : new HttpError(400, "Malformed request body")),
    );
  };
}

/** The GraphQL code of a refused request, by its HTTP status (unless its HttpError names one). */
const GRAPHQL_CODE: Record<number, string> = {
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  500: "INTERNAL_SERVER_ERROR",
};

/**
 * The status and plain message of what failed, never a library's own text: errors made here
 * (HttpError), the body parsers' (express.json, urlencoded: `type` and `status`), graphql-upload's
 * (http-errors with a 4xx status), a path whose percent-encoding does not decode (the router's
 * URIError, status 400); anything else is 500.
 */
export function describeHttpError(err: unknown): { status: number; message: string; code?: string } {
  if (err instanceof HttpError) return { status: err.status, message: err.message, code: err.code };
  const e = (err ?? {}) as { status?: unknown; statusCode?: unknown; type?: unknown };
  const status = Number(e.status ?? e.statusCode);
  if (!Number.isInteger(status) || status < 400 || status >= 500) return { status: 500, message: "Something went wrong" };
  if (err instanceof URIError) return { status: 400, message: "Malformed request address" };
  switch (e.type) {
    case "entity.too.large":
      return { status: 413, message: "Request body too large" };
    case "charset.unsupported":
      return { status: 415, message: "Unsupported request body charset: send UTF-8" };
    case "encoding.unsupported":
      return { status: 415, message: "Unsupported request body encoding" };
  }
  if (status === 413) return { status, message: "Request body too large" };
  if (status === 415) return { status, message: "Unsupported request body" };
  return { status: status === 400 ? 400 : status, message: status === 400 ? "Malformed request body" : "The request was refused" };
}

/** Whether a request is a GraphQL request (its errors answer in GraphQL's shape). */
const isGraphql = (req: express.Request) => /^\/graphql(?:[/?]|$)/i.test(req.originalUrl);

/**
 * After an answer given before the request's body was read whole (an upload refused at its gate,
 * a file past its limit, a form that does not parse): the rest of the body is read and thrown away,
 * never parsed or spooled, so that a client still sending gets to read the answer (most clients
 * read nothing until they have sent everything, and fail when the connection closes under them);
 * past `maxBytes` more, the connection is closed.
 */
function discardRest(req: express.Request, maxBytes: number): void {
  if (req.complete) return;
  req.unpipe();
  let bytes = 0;
  req.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > maxBytes) req.socket.destroy();
  });
  req.resume();
}

/**
 * The one answer to a failed request, for the gateway and every subgraph (mounted after every
 * route): JSON with a plain message, never Express's HTML page, a stack or a file path. GraphQL
 * requests get `{ errors: [{ message, extensions: { code } }] }` (the HttpError's code, or its status's), every other path the legacy
 * `{ Message }`. A path nothing answers is 404. The rest of a body not read when the answer goes is
 * thrown away, up to `discardBytes` (the upload limit: a refused upload of an allowed size still
 * gets its answer read), then the connection is closed. Unexpected failures are logged.
 */
export function answerErrors(app: express.Express, logger: Logger, options: { discardBytes: number }): void {
  const answer = (req: express.Request, res: express.Response, status: number, message: string, code?: string) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    discardRest(req, options.discardBytes);
    res.set("Cache-Control", "no-store");
    res.status(status);
    if (isGraphql(req)) res.json({ errors: [{ message, extensions: { code: code ?? GRAPHQL_CODE[status] ?? "BAD_REQUEST" } }] });
    else res.json({ Message: message });
  };
  app.use((req: express.Request, res: express.Response) => {
    answer(req, res, 404, `No HTTP resource was found that matches the request URI '${req.originalUrl}'.`);
  });
  app.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const { status, message, code } = describeHttpError(err);
    if (status >= 500) {
      logger.error("request failed", { method: req.method, path: req.path, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
    answer(req, res, status, message, code);
  });
}
