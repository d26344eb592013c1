import { randomUUID } from "node:crypto";
import type express from "express";
import { logFields, withLogContext } from "../logger";

/** The header a request's id travels in: from the caller (or made by the gateway) to each subgraph and back. */
export const REQUEST_ID_HEADER = "x-request-id";

/** An id a caller may choose: short, and nothing a log reader or a header could trip on. */
const SANE = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's id when it is sane, else null (the request gets one of its own). */
export function saneRequestId(value: unknown): string | null {
  return typeof value === "string" && SANE.test(value) ? value : null;
}

/**
 * First on every process's app: takes the request's X-Request-Id when sane (else makes one), answers
 * it on the response, and runs the rest of the request with it in the log context, so every line
 * logged while serving it carries `requestId`.
 */
export function requestIds(): express.RequestHandler {
  return (req, res, next) => {
    const id = saneRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    res.locals.requestId = id;
    res.set("X-Request-Id", id);
    withLogContext({ requestId: id }, next);
  };
}

/** The id of the request a response answers (set by requestIds). */
export function requestIdOf(res: express.Response): string | undefined {
  const id: unknown = res.locals.requestId;
  return typeof id === "string" ? id : undefined;
}

/** The id of the request being served now (from the log context), if any. */
export function currentRequestId(): string | undefined {
  const id = logFields().requestId;
  return typeof id === "string" ? id : undefined;
}

/** The header that passes the current request's id on to a call made while serving it (one subgraph calling another). */
export function requestIdHeaders(id: string | undefined = currentRequestId()): Record<string, string> {
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}
