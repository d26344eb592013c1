import type { ApolloServer } from "@apollo/server";
import express, { type Request, type Response, Router } from "express";
import { type DocumentNode, type GraphQLFormattedError, Kind, parse } from "graphql";
import { ZodError } from "zod";
import type { Viewer } from "@wo/shared";
import type { GatewayContext } from "../context";
import { viewerOf } from "../viewer";

export type Method = "get" | "post" | "put" | "delete";

/**
 * What a legacy call carried. `args` merges query string, JSON or form body and path parameters,
 * with keys lower-cased: the legacy server bound parameters without regard to case.
 */
export interface ShimInput {
  args: Record<string, unknown>;
  body: unknown;
}

/** A legacy REST call, declared: which GraphQL operation it runs and how it maps in and out. */
export interface Shim<V = Record<string, unknown>, D = Record<string, unknown>> {
  method: Method;
  /** Express path under /api, matched without regard to case, e.g. "/WorkOrders/:id" */
  path: string;
  /** A named GraphQL operation against the supergraph */
  operation: string;
  /**
   * The generic model's "id 0 is new" (GET /api/{entity}/0): a blank model answered without running
   * the operation. Return undefined to run it.
   */
  blank?: (input: ShimInput) => unknown;
  /** Maps the call's parameters to the operation's variables; throw (zod, or ShimInputError) for a 400. */
  variables?: (input: ShimInput) => V;
  /** Maps the operation's data to the legacy response body. */
  result: (data: D, input: ShimInput) => unknown;
  /** Overrides the HTTP status of an error with this GraphQL code (e.g. a failed sign-in). */
  errorStatus?: Partial<Record<string, number>>;
}

export function shim<V extends Record<string, unknown>, D>(def: Shim<V, D>): Shim {
  return def as unknown as Shim;
}

/** A parameter the legacy call got wrong: answered 400 with its message. */
export class ShimInputError extends Error {}

/** A failure the shim answers itself, in the legacy shape: status and body. */
export class ShimReply extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.Message ?? status));
  }
}

/** GraphQL error codes to HTTP statuses: one place for every shim. */
const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  SESSION_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export function errorReply(error: GraphQLFormattedError, overrides: Partial<Record<string, number>> = {}): ShimReply {
  const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  const status = overrides[code] ?? STATUS_BY_CODE[code] ?? 500;
  const body: Record<string, unknown> = { Message: status === 500 ? "Something went wrong" : error.message };
  const legacyCode = error.extensions?.legacyCode;
  if (typeof legacyCode === "number") body.Code = legacyCode;
  const fieldErrors = error.extensions?.fieldErrors;
  if (Array.isArray(fieldErrors) && fieldErrors.length) {
    body.ModelState = Object.fromEntries(
      (fieldErrors as { field: string; message: string }[]).map((f) => [f.field, [f.message]]),
    );
  }
  return new ShimReply(status, body);
}

function lowerKeys(o: unknown): Record<string, unknown> {
  if (!o || typeof o !== "object" || Array.isArray(o)) return {};
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k.toLowerCase(), v]));
}

function inputOf(req: Request): ShimInput {
  return { args: { ...lowerKeys(req.query), ...lowerKeys(req.body), ...lowerKeys(req.params) }, body: req.body };
}

function zodMessage(e: ZodError): string {
  const issue = e.issues[0]!;
  const where = issue.path.join(".");
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * Variables an operation may declare to ask only for what the caller may read: the runner sets them
 * from the caller's token, e.g. `estimatedCost @include(if: $isStaff)`, so that one operation
 * serves staff and portal users alike. (The subgraphs refuse a field a portal user may not read.)
 */
const VIEWER_FLAGS = ["isStaff", "isClient", "isContractor"] as const;
type ViewerFlag = (typeof VIEWER_FLAGS)[number];

function viewerFlags(viewer: Viewer | null): Record<ViewerFlag, boolean> {
  return { isStaff: !!viewer?.isStaff, isClient: !!viewer?.isClient, isContractor: !!viewer?.isContractor };
}

/** Checks that a shim's operation is one named operation; answers the viewer flags it declares. */
export function operationFlags(text: string, path: string): ViewerFlag[] {
  const doc: DocumentNode = parse(text);
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (ops.length !== 1 || !ops[0]!.name) throw new Error(`shim ${path}: its operation must be one named operation`);
  const declared = new Set(ops[0]!.variableDefinitions?.map((v) => v.variable.name.value));
  return VIEWER_FLAGS.filter((f) => declared.has(f));
}

/** Who calls a shim: the credentials passed on to the subgraphs, and the verified viewer (for the viewer flags). */
export interface ShimCaller extends GatewayContext {
  viewer: Viewer | null;
}

export async function runShim(server: ApolloServer<GatewayContext>, def: Shim, input: ShimInput, caller: ShimCaller, flags: ViewerFlag[] = []): Promise<unknown> {
  let variables: Record<string, unknown> | undefined;
  try {
    const blank = def.blank?.(input);
    if (blank !== undefined) return blank;
    variables = def.variables?.(input);
  } catch (e) {
    if (e instanceof ZodError) throw new ShimReply(400, { Message: zodMessage(e) });
    if (e instanceof ShimInputError) throw new ShimReply(400, { Message: e.message });
    throw e;
  }
  if (flags.length) {
    const values = viewerFlags(caller.viewer);
    variables = { ...variables, ...Object.fromEntries(flags.map((f) => [f, values[f]])) };
  }
  const { authorization, clientAddress } = caller;
  const response = await server.executeOperation({ query: def.operation, variables }, { contextValue: { authorization, clientAddress } });
  if (response.body.kind !== "single") throw new ShimReply(500, { Message: "Something went wrong" });
  const { data, errors } = response.body.singleResult;
  if (errors?.length) throw errorReply(errors[0]!, def.errorStatus);
  return def.result(data as never, input);
}

/** The /api router: every shim of every family, static paths before parameterised ones. */
export function restRouter(server: ApolloServer<GatewayContext>, shims: Shim[], publicKeyPem: string): Router {
  const router = Router({ caseSensitive: false });
  router.use(express.json({ limit: "2mb" }), express.urlencoded({ extended: false, limit: "2mb" }));
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  const ordered = [...shims].sort((a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")));
  for (const def of ordered) {
    const flags = operationFlags(def.operation, def.path);
    router[def.method](def.path, async (req: Request, res: Response) => {
      try {
        const { authorization } = req.headers;
        const viewer = flags.length ? await viewerOf(authorization, publicKeyPem) : null;
        res.json(await runShim(server, def, inputOf(req), { authorization, clientAddress: req.ip, viewer }, flags));
      } catch (e) {
        if (e instanceof ShimReply) {
          res.status(e.status).json(e.body);
          return;
        }
        console.error(JSON.stringify({ level: "error", service: "gateway", msg: "shim failed", path: def.path, error: String(e) }));
        res.status(500).json({ Message: "Something went wrong" });
      }
    });
  }
  // a body the parsers reject is the caller's mistake
  router.use((err: unknown, _req: Request, res: Response, next: express.NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ Message: status === 413 ? "Request body too large" : "Malformed request body" });
      return;
    }
    next(err);
  });
  router.use((req: Request, res: Response) => {
    res.status(404).json({ Message: `No HTTP resource was found that matches the request URI '${req.originalUrl}'.` });
  });
  return router;
}
