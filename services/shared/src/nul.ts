import type { ApolloServerPlugin } from "@apollo/server";
import { BREAK, visit, type DocumentNode } from "graphql";
import type express from "express";
import { AppError } from "./errors";
import { HttpError } from "./http";

/**
 * PostgreSQL stores no U+0000 in text (and refuses it in a query's parameters), so a search or a
 * note holding one failed in the database as a 500. It is refused at the edges instead, the same
 * way everywhere, with this message: in the address and body of every request (`refuseNul`, at the
 * gateway and at every subgraph), in GraphQL variables and string literals (`nulPlugin`, however
 * the operation arrived: also a shim's in-process operation and a GraphQL escape `"\u0000"` in the
 * document, which the body does not show), and in an upload's file name (the `Upload` scalar).
 * A file's bytes are never looked at: binary files hold NUL bytes.
 */
export const NUL_MESSAGE = "Text may not contain the character U+0000.";

/** `%00` in a request's address (path or query string) as sent: the one spelling of U+0000 there (`%2500` is the text "%00"). */
const NUL_IN_ADDRESS = /%00/;

/**
 * Whether a value holds U+0000 in any string, at any depth: strings, arrays, and the keys and values
 * of plain objects (also those without a prototype, as the query and form parsers make). Anything
 * else (an upload, a Buffer, a stream, a date) is not text and is not looked into. Walked without
 * recursion: a 2 MB JSON body may nest deeper than the stack.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === "string") {
      if (v.includes("\0")) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v && typeof v === "object") {
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) continue;
      for (const [key, item] of Object.entries(v)) {
        if (key.includes("\0")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Whether a GraphQL document holds U+0000 in a string literal (an escape `"\u0000"` becomes one when parsed). */
export function documentHoldsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes("\0")) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Refuses a request whose address or parsed body holds U+0000: 400 with NUL_MESSAGE, by the app's
 * error handler (answerErrors: `{ Message }`, or BAD_USER_INPUT on /graphql). Mounted first, it sees
 * the address (a body is not read yet); mounted again after a body parser, the body too. `texts`
 * names more of the request to look into (a legacy form's file names, never its files' bytes).
 */
export function refuseNul(texts?: (req: express.Request) => unknown): express.RequestHandler {
  return (req, _res, next) => {
    if (NUL_IN_ADDRESS.test(req.originalUrl) || holdsNul(req.body) || (texts && holdsNul(texts(req)))) {
      next(new HttpError(400, NUL_MESSAGE, "BAD_USER_INPUT"));
      return;
    }
    next();
  };
}

/**
 * Refuses a GraphQL operation whose variables (at any depth; uploads aside), operation name or
 * string literals hold U+0000: BAD_USER_INPUT, HTTP 400, before anything runs. Literals are looked
 * for once per document (Apollo Server keeps parsed documents). Listed before the other plugins, so
 * that its refusal is the one answered when another would refuse the same operation.
 */
export function nulPlugin(): ApolloServerPlugin {
  const literals = new WeakMap<DocumentNode, boolean>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let inDocument = literals.get(document);
          if (inDocument === undefined) literals.set(document, (inDocument = documentHoldsNul(document)));
          if (inDocument || holdsNul(request.variables) || holdsNul(request.operationName)) {
            throw new AppError("BAD_USER_INPUT", NUL_MESSAGE, { http: { status: 400 } });
          }
        },
      };
    },
  };
}
