import type { ApolloServer } from "@apollo/server";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import express, { type NextFunction, type Request, type RequestHandler, type Response, Router } from "express";
import {
  buildSchema,
  type DocumentNode,
  getOperationAST,
  type GraphQLFormattedError,
  type GraphQLSchema,
  Kind,
  parse,
  print,
  validate,
} from "graphql";
import { ZodError } from "zod";
import { type AccessRule, allows, HttpError, type PortalKind, refuseNul, requestIdOf, uploadGate, type Viewer } from "@wo/shared";
import type { GatewayContext } from "../context";
import { graphql } from "../gql";
import { legacyMultipart, type RequestWithFiles, type ShimFile } from "../uploads/legacy-multipart";
import { viewerOf } from "../viewer";
import { type DecimalPaths, decimalPaths, decimalsToNumbers } from "./decimals";
import { modelState } from "./shape";

export type Method = "get" | "post" | "put" | "delete";

/**
 * What a legacy call carried. `args` merges query string, JSON or form body and path parameters,
 * with keys lower-cased: the legacy server bound parameters without regard to case.
 */
export interface ShimInput {
  args: Record<string, unknown>;
  body: unknown;
  /**
   * The files of a multipart post, for a shim declared with `multipart: true` (empty otherwise):
   * put `files[0].upload` in the operation's Upload variable and the gateway streams it on.
   */
  files: ShimFile[];
  /** The answer of the shim's `current` read (Decimals as numbers), when it ran. */
  current?: unknown;
}

type Scope = "shared" | "scoped" | "own";

/**
 * Who may call a shim, and how the rows it answers or writes are scoped. The subgraphs enforce it
 * (every root field's @Access rule, tenantScope); the tag says what a shim is meant to do, and
 * gateway/test/tenancy.test.ts probes each shim by it and checks it against those rules:
 * - "public": anyone, without a token (sign-in, the session check, sign-out);
 * - "staff": back-office users only: portal users get 403;
 * - "shared": every signed-in user, the same rows for all (reference data: the lookups, trades);
 * - "scoped": portal users too, each answered (or writing) only its own tenant's rows: its client's,
 *   or its contractor's;
 * - "own": portal users too, each answered (or writing) only its own user's rows (its grid state,
 *   its reports, its password).
 * `scope:kind` admits only that kind of portal user, e.g. "scoped:client": contractors get 403.
 */
export type Tenancy = "public" | "staff" | Scope | `${Scope}:${PortalKind}`;

/** What a shim's tag means for one kind of portal user. */
export function tenancyFor(tag: Tenancy, kind: PortalKind): "public" | "refused" | Scope {
  if (tag === "public") return "public";
  if (tag === "staff") return "refused";
  const [scope, only] = tag.split(":") as [Scope, PortalKind | undefined];
  return only && only !== kind ? "refused" : scope;
}

/**
 * Variables an operation may declare to ask only for what the caller may read: the runner sets them
 * from the caller's token, e.g. `estimatedCost @include(if: $isStaff)`, so that one operation
 * serves staff and portal users alike. (The subgraphs refuse a field a portal user may not read.)
 */
const VIEWER_FLAGS = ["isStaff", "isClient", "isContractor"] as const;
type ViewerFlag = (typeof VIEWER_FLAGS)[number];

/** The variables a shim maps a call to: its operation's, but the viewer flags, which the runner sets. */
export type ShimVariables<V> = Omit<V, ViewerFlag>;

/** An operation's answer once the runner has answered any refusal: no payload's `error` is left to read. */
export type Accepted<R> = { [K in keyof R]: R[K] extends { error?: unknown } ? Omit<R[K], "error"> : R[K] };

/** What every shim's mutation asks of a refusal: spread as `error { ...LegacyRefusal }`. */
graphql(`
  fragment LegacyRefusal on Error {
    code
    message
    fieldErrors {
      field
      message
    }
  }
`);

/** A refused mutation's `error` (the schema's Error interface): answered 400 { Message, ModelState } unless the shim says otherwise. */
export interface Refusal {
  message: string;
  code?: string;
  fieldErrors?: readonly { field: string; message: string }[];
}

export interface ShimBase<R, V> {
  method: Method;
  /** Express path under /api, matched without regard to case, e.g. "/WorkOrders/:id" */
  path: string;
  /**
   * One named GraphQL operation, written with graphql() from ../gql (codegen checks it against
   * schema/api.graphql and types its variables and answer).
   */
  operation: TypedDocumentNode<R, V>;
  /** Who may call it and how its rows are scoped (see Tenancy). */
  tenancy: Tenancy;
  /**
   * The generic model's "id 0 is new" (GET /api/{entity}/0): a blank model answered without running
   * the operation. Return undefined to run it.
   */
  blank?: (input: ShimInput) => unknown;
  /** Maps the operation's answer (Decimals as numbers, refusals answered) to the legacy response body. */
  result: (data: Accepted<NoInfer<R>>, input: ShimInput) => unknown;
  /** Overrides the HTTP status of an error with this GraphQL code, for this call only. */
  errorStatus?: Partial<Record<string, number>>;
  /**
   * A refusal (a payload's `error`) answers `{ Message, ModelState }` with the status of its code
   * (REFUSAL_STATUS); "message": `{ Message }` alone (sign-in, and the deletes whose legacy page
   * alerts the message as it is).
   */
  refusalBody?: "message";
  /** The legacy model's name of a field a refusal names (its ModelState key), where it is not the field's PascalCased name. */
  modelFields?: (field: string) => string;
  /**
   * The call may be a multipart/form-data post (a legacy upload): its text fields are read as the
   * body, its files handed to `variables` as `input.files` (spooled to disk, never in memory; a
   * file over UPLOAD_MAX_BYTES answers 413).
   */
  multipart?: boolean;
  /**
   * One legacy call that means two things: when the operation refuses with one of `codes` (a refusal
   * changes nothing), the call runs `shim` instead, with the same parameters (PUT
   * /api/WorkOrders/Decline rejects the quote of an order awaiting quote approval, and declines a
   * request otherwise). A code may also be an error's (FORBIDDEN: the caller may not do the first
   * thing, perhaps it meant the second); when the second fails too, the caller hears the first's error.
   */
  otherwise?: { codes: readonly string[]; shim: Shim };
  /**
   * A read run first, with the caller's token, when `variables` answers its variables (null: not
   * needed): its answer reaches the shim's `variables` as `input.current`. The generic model's save
   * compares the fields it does not write with what is stored, so that one sent back unchanged passes
   * and one changed is refused by name rather than dropped. Its errors are answered as the shim's.
   */
  current?: { operation: TypedDocumentNode<unknown, never>; variables: (input: ShimInput) => Record<string, unknown> | null };
  /**
   * The call answers a whole list, `{ Data, Total }`, streamed (a client's 200,000 orders are never
   * held in memory): the operation (a list that declares `$after`) runs once per page, the next with
   * `after` set to the cursor `next` reads from the page before, and each page's rows (`result`, which
   * answers the page's legacy rows) are written to the answer as they come. Total is the rows written.
   * A refusal of the first page answers as any shim's; a failure later cuts the answer short.
   */
  stream?: { next: (data: Accepted<NoInfer<R>>) => string | null | undefined };
  /**
   * The JSON Schema of the 200 answer, for the OpenAPI document (rest/openapi), only where it cannot
   * be derived by running `result` over a stand-in answer of the operation (a mapper that reads its
   * values rather than passing them on). Checked against real answers by gateway/test/openapi.test.ts.
   */
  answer?: Record<string, unknown>;
}

/**
 * Maps the call's parameters to the operation's variables; throw (zod, or ShimInputError) for a 400.
 * Required when the operation has variables; a name the operation does not declare fails to compile.
 */
type VariablesOf<V, X> = (input: ShimInput) => X & { [K in Exclude<keyof X, keyof ShimVariables<V>>]: never };

/** A legacy REST call, declared: which GraphQL operation it runs and how it maps in and out. */
export type ShimDef<R, V, X> = ShimBase<R, V> &
  (Record<never, never> extends ShimVariables<V> ? { variables?: VariablesOf<V, X> } : { variables: VariablesOf<V, X> });

/** A declared shim, its types erased: what the router and the tenancy test read. */
export type Shim = ShimBase<unknown, unknown> & { variables?: (input: ShimInput) => Record<string, unknown> };

/**
 * The shims a router of these answers: for each method and path (matched without regard to case,
 * whatever its parameters are named), the first declared; a later one of the same route is never reached.
 */
export function routedShims(shims: readonly Shim[]): Shim[] {
  const seen = new Set<string>();
  return shims.filter((shim) => {
    const route = `${shim.method} ${shim.path.toLowerCase().replace(/:\w+/g, ":")}`;
    if (seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}

export function shim<R, V, X extends ShimVariables<NoInfer<V>>>(def: ShimDef<R, V, X>): Shim {
  return def as unknown as Shim;
}

/** A parameter the legacy call got wrong: answered 400 with its message. */
export class ShimInputError extends Error {}

/** A failure the shim answers itself, in the legacy shape: status and body. */
export class ShimReply extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    /** The GraphQL error code it answers, when it answers one (errorReply). */
    readonly code?: string,
  ) {
    super(String(body.Message ?? status));
  }
}

/** GraphQL error codes to HTTP statuses: one place for every shim. */
export const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  SESSION_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  // a service the operation needs could not be reached (gateway/src/data-source.ts): nothing of the
  // answer is given (never a 200 with holes), its message names what is unavailable
  SERVICE_UNAVAILABLE: 503,
};

export function errorReply(error: GraphQLFormattedError, overrides: Partial<Record<string, number>> = {}): ShimReply {
  const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  const status = overrides[code] ?? STATUS_BY_CODE[code] ?? 500;
  const body: Record<string, unknown> = { Message: status === 500 ? "Something went wrong" : error.message };
  const legacyCode = error.extensions?.legacyCode;
  if (typeof legacyCode === "number") body.Code = legacyCode;
  const fieldErrors = error.extensions?.fieldErrors;
  if (Array.isArray(fieldErrors) && fieldErrors.length) {
    body.ModelState = Object.fromEntries((fieldErrors as { field: string; message: string }[]).map((f) => [f.field, [f.message]]));
  }
  return new ShimReply(status, body, code);
}

function lowerKeys(o: unknown): Record<string, unknown> {
  if (!o || typeof o !== "object" || Array.isArray(o)) return {};
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k.toLowerCase(), v]));
}

function inputOf(req: RequestWithFiles, params: Record<string, string>): ShimInput {
  return { args: { ...lowerKeys(req.query), ...lowerKeys(req.body), ...lowerKeys(params) }, body: req.body, files: req.shimFiles ?? [] };
}

function zodMessage(e: ZodError): string {
  const issue = e.issues[0]!;
  const where = issue.path.join(".");
  return where ? `${where}: ${issue.message}` : issue.message;
}

function viewerFlags(viewer: Viewer | null): Record<ViewerFlag, boolean> {
  return { isStaff: !!viewer?.isStaff, isClient: !!viewer?.isClient, isContractor: !!viewer?.isContractor };
}

/** The variables an operation declares. */
function operationVariables(doc: DocumentNode): Set<string> {
  return new Set(getOperationAST(doc)?.variableDefinitions?.map((v) => v.variable.name.value));
}

/** Checks that a shim's operation is one named operation; answers the viewer flags it declares. */
export function operationFlags(operation: string | DocumentNode, path: string): ViewerFlag[] {
  const doc = typeof operation === "string" ? parse(operation) : operation;
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (ops.length !== 1 || !ops[0]!.name) throw new Error(`shim ${path}: its operation must be one named operation`);
  const declared = new Set(ops[0]!.variableDefinitions?.map((v) => v.variable.name.value));
  return VIEWER_FLAGS.filter((f) => declared.has(f));
}

/** The refusal in an operation's answer: a root field's payload whose `error` is set. */
export function refusalOf(data: unknown): Refusal | null {
  if (!data || typeof data !== "object") return null;
  for (const payload of Object.values(data)) {
    const error = payload && typeof payload === "object" ? (payload as { error?: unknown }).error : null;
    if (error && typeof error === "object" && typeof (error as Refusal).message === "string") return error as Refusal;
  }
  return null;
}

/**
 * Refusal codes (a mutation payload's `error.code`, every service's) to HTTP statuses: the one map
 * for every shim. Any code not here (REQUIRED, INVALID, EXISTS, ...: what the caller's form got
 * wrong) is 400.
 */
export const REFUSAL_STATUS: Readonly<Record<string, number>> = {
  // a sign-in refused: 401, or 423 while the account is locked out
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 401,
  LOCKED_OUT: 423,
  NOT_FOUND: 404,
  // the record is not (or no longer) in the state the call needs: a stale copy, a status the
  // transition table or the record's lock refuses, a row still in use, a link or decision made already
  STALE: 409,
  ILLEGAL_TRANSITION: 409,
  LOCKED: 409,
  // a status change that has its own action (approve, submit, ...): the save names the action to use
  ACTION_REQUIRED: 409,
  IN_USE: 409,
  ALREADY_LINKED: 409,
  ALREADY_ACCEPTED: 409,
  WITHDRAWN: 409,
  NOT_SENT: 409,
  NOT_AWAITING_QUOTE: 409,
  NOT_AWAITING_APPROVAL: 409,
  MISSING_INFO: 409,
  NO_COSTS: 409,
  // another service out of reach: nothing changed, try again
  UNAVAILABLE: 503,
};

/** A refusal in the legacy shape: the status of its code (REFUSAL_STATUS), its message and the field errors as ModelState (or the message alone). */
export function refusalReply(error: Refusal, body: "message" | "model" = "model", modelFields?: (field: string) => string): ShimReply {
  const status = (error.code && REFUSAL_STATUS[error.code]) || 400;
  const fieldErrors = (error.fieldErrors ?? []).map((f) => (modelFields ? { ...f, field: modelFields(f.field) } : f));
  return new ShimReply(status, body === "message" ? { Message: error.message } : { Message: error.message, ModelState: modelState(fieldErrors) });
}

/** An operation checked against the API schema and printed once, with the viewer flags it declares and its Decimals. */
interface PreparedOperation {
  query: string;
  flags: ViewerFlag[];
  decimals: DecimalPaths | null;
}

/** A shim made ready to run: its operation checked against the API schema, printed once, and what the runner needs of it. */
export interface PreparedShim extends PreparedOperation {
  def: Shim;
  otherwise?: { codes: readonly string[]; prepared: PreparedShim };
  current?: PreparedOperation;
}

/** Whether running the shim (or the one it may become) needs the caller's verified viewer. */
function needsViewer(p: PreparedShim): boolean {
  return p.flags.length > 0 || !!p.current?.flags.length || !!p.def.blank || (!!p.otherwise && needsViewer(p.otherwise.prepared));
}

function prepareOperation(operation: unknown, def: Shim, schema: GraphQLSchema): PreparedOperation {
  const document = operation as DocumentNode;
  if (!document?.definitions) throw new Error(`shim ${def.method} ${def.path}: its operation is not a document (run npm run codegen)`);
  const flags = operationFlags(document, def.path);
  const problems = validate(schema, document);
  if (problems.length)
    throw new Error(`shim ${def.method} ${def.path} (${getOperationAST(document)?.name?.value}): ${problems.map((p) => p.message).join("; ")}`);
  return { query: print(document), flags, decimals: decimalPaths(schema, document) };
}

export function prepareShim(def: Shim, schema: GraphQLSchema): PreparedShim {
  const operation = prepareOperation(def.operation, def, schema);
  if (def.stream && !operationVariables(def.operation as DocumentNode).has("after"))
    throw new Error(`shim ${def.method} ${def.path}: a streamed list's operation must declare $after (the cursor of the next page)`);
  const otherwise = def.otherwise && { codes: def.otherwise.codes, prepared: prepareShim(def.otherwise.shim, schema) };
  const current = def.current && prepareOperation(def.current.operation, def, schema);
  return { def, ...operation, otherwise, current };
}

/**
 * What a shim's tag refuses before any operation runs, as the operation's root field would have:
 * no token (unless the shim is public) 401, a portal user the tag refuses 403; null when admitted.
 * (The subgraphs still check every rule; this only answers early.)
 */
export function tagRefusal(tenancy: Tenancy, viewer: Viewer | null): ShimReply | null {
  if (tenancy === "public") return null;
  if (!viewer) return new ShimReply(401, { Message: "Not signed in" });
  if ((viewer.kind === "client" || viewer.kind === "contractor") && tenancyFor(tenancy, viewer.kind) === "refused") {
    return new ShimReply(403, { Message: "You do not have permission to do this" });
  }
  return null;
}

/**
 * A blank model (GET /api/{entity}/0) runs no operation, so the shim's tag stands in for the root
 * field's rule (tagRefusal).
 */
export function answerBlank(blank: unknown, tenancy: Tenancy, viewer: Viewer | null): unknown {
  const refused = tagRefusal(tenancy, viewer);
  if (refused) throw refused;
  return blank;
}

/** The root fields an operation runs, as `Mutation.uploadDocument` (the names of the services' access rules). */
export function operationRootFields(document: DocumentNode): string[] {
  const op = getOperationAST(document);
  if (!op) return [];
  const type = op.operation === "mutation" ? "Mutation" : op.operation === "subscription" ? "Subscription" : "Query";
  return op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [`${type}.${s.name.value}`] : []));
}

/** Who may call each root field, by `Type.field`: schema/access-rules.json, as `npm run schema` makes it from every service's @Access rules. */
export type RootAccessRules = ReadonlyMap<string, AccessRule>;

/**
 * The gate of an upload shim (`multipart: true`): before a byte of the body is read, the caller's
 * token is verified, the shim's tag checked (tagRefusal), and the access rule of every root field its
 * operation runs (`rules`, the services' own @Access rules): so an anonymous upload (401), a portal
 * user's on a staff page, or a staff user's without the permission the mutation needs (403) is
 * answered at once and never spooled. The subgraph checks every rule again.
 */
function uploadAdmission(tenancy: Tenancy, publicKeyPem: string, rules: (AccessRule | undefined)[]) {
  return uploadGate(async (req) => {
    const viewer = await viewerOf(req.headers.authorization, publicKeyPem);
    const refused = tagRefusal(tenancy, viewer);
    if (refused) return new HttpError(refused.status, refused.message);
    if (rules.some((rule) => !rule || !allows(rule, viewer))) return new HttpError(403, "You do not have permission to do this");
    return null;
  });
}

/** Who calls a shim: the credentials passed on to the subgraphs, and the verified viewer (for the viewer flags). */
export interface ShimCaller extends GatewayContext {
  viewer: Viewer | null;
}

/** Runs a shim's parameter mapping: a parameter the legacy call got wrong answers 400 with its message. */
function mapped<T>(map: () => T): T {
  try {
    return map();
  } catch (e) {
    if (e instanceof ZodError) throw new ShimReply(400, { Message: zodMessage(e) });
    if (e instanceof ShimInputError) throw new ShimReply(400, { Message: e.message });
    throw e;
  }
}

/** Runs one operation with the caller's credentials and the viewer flags it declares: its data, or its first error answered. */
async function execute(
  server: ApolloServer<GatewayContext>,
  op: PreparedOperation,
  variables: Record<string, unknown> | undefined,
  caller: ShimCaller,
  errorStatus: Shim["errorStatus"],
): Promise<unknown> {
  if (op.flags.length) {
    const values = viewerFlags(caller.viewer);
    variables = { ...variables, ...Object.fromEntries(op.flags.map((f) => [f, values[f]])) };
  }
  const { authorization, clientAddress, requestId } = caller;
  const response = await server.executeOperation({ query: op.query, variables }, { contextValue: { authorization, clientAddress, requestId } });
  if (response.body.kind !== "single") throw new ShimReply(500, { Message: "Something went wrong" });
  const { data, errors } = response.body.singleResult;
  // a service out of reach explains whatever else went missing with it (a non-null field left empty)
  if (errors?.length) throw errorReply(errors.find((e) => e.extensions?.code === "SERVICE_UNAVAILABLE") ?? errors[0]!, errorStatus);
  return data;
}

export async function runShim(server: ApolloServer<GatewayContext>, shim: PreparedShim, input: ShimInput, caller: ShimCaller): Promise<unknown> {
  const { def } = shim;
  const blank = mapped(() => def.blank?.(input));
  if (blank !== undefined) return answerBlank(blank, def.tenancy, caller.viewer);
  const read = shim.current && mapped(() => def.current!.variables(input));
  if (read && shim.current) {
    const current = await execute(server, shim.current, read, caller, def.errorStatus);
    input = { ...input, current: shim.current.decimals ? decimalsToNumbers(current, shim.current.decimals) : current };
  }
  const variables = mapped(() => def.variables?.(input));
  let data: unknown;
  try {
    data = await execute(server, shim, variables, caller, def.errorStatus);
  } catch (e) {
    const other = shim.otherwise;
    if (!(other && e instanceof ShimReply && e.code && other.codes.includes(e.code))) throw e;
    // not allowed the first meaning: perhaps the caller meant the other; refused that too, it hears the first
    return runShim(server, other.prepared, input, caller).catch(() => {
      throw e;
    });
  }
  const refusal = refusalOf(data);
  if (refusal) {
    const other = shim.otherwise;
    if (other && refusal.code && other.codes.includes(refusal.code)) return runShim(server, other.prepared, input, caller);
    throw refusalReply(refusal, def.refusalBody, def.modelFields);
  }
  return def.result((shim.decimals ? decimalsToNumbers(data, shim.decimals) : data) as never, input);
}

/** Where a streamed list is written: the answer, as much of it as Express's Response has. */
export type StreamTarget = Pick<Response, "status" | "type" | "write" | "end" | "once" | "removeListener" | "destroyed" | "writableEnded">;

/** Writes a chunk, waiting for the answer to drain when its buffer is full (so memory stays a page). */
function writeChunk(res: StreamTarget, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      res.removeListener("close", closed);
      resolve();
    };
    const closed = () => {
      res.removeListener("drain", done);
      reject(new Error("the caller went away"));
    };
    res.once("drain", done);
    res.once("close", closed);
  });
}

/**
 * Runs a streamed shim (`stream`): its first page as runShim would (a refusal answered before a byte
 * is written), then `{"Data":[` and each page's rows as they come, page after page by the list's
 * cursor, and `],"Total":n}` with the rows written. A failure past the first page cuts the answer
 * short (the caller sees a broken answer, never a truncated list that looks whole).
 */
export async function streamShim(
  server: ApolloServer<GatewayContext>,
  shim: PreparedShim,
  input: ShimInput,
  caller: ShimCaller,
  res: StreamTarget,
): Promise<void> {
  const { def } = shim;
  const variables = mapped(() => def.variables?.(input)) ?? {};
  const page = async (after: string | null) => {
    const data = await execute(server, shim, after ? { ...variables, after } : variables, caller, def.errorStatus);
    return (shim.decimals ? decimalsToNumbers(data, shim.decimals) : data) as never;
  };
  let data = await page(null);
  res.status(200).type("application/json; charset=utf-8");
  let total = 0;
  let chunk = '{"Data":[';
  for (;;) {
    const rows = def.result(data, input) as unknown[];
    for (const row of rows) chunk += (total++ ? "," : "") + JSON.stringify(row);
    await writeChunk(res, chunk);
    chunk = "";
    const next = def.stream!.next(data);
    if (!next || !rows.length || res.destroyed) break;
    data = await page(next);
  }
  res.end(`],"Total":${total}}`);
}

/** One segment of a shim's path: a literal (lower-cased) or a parameter. */
type Segment = { literal: string } | { param: string };

/** A shim's path, split into segments, for the router. */
export interface ShimRoute {
  def: Shim;
  segments: Segment[];
}

const splitPath = (path: string) => path.split("/").filter((s, i, all) => s !== "" || (i > 0 && i < all.length - 1));

function compile(def: Shim): ShimRoute {
  const segments = splitPath(def.path).map((s): Segment => (s.startsWith(":") ? { param: s.slice(1) } : { literal: s.toLowerCase() }));
  return { def, segments };
}

/**
 * How specific a route is, to order the table: at the first segment where two routes differ, a
 * literal comes before a parameter. Two routes that can match the same path have as many segments
 * and the same literals wherever both have one, so the first that matches is the one whose literals
 * reach furthest left: `/WorkOrders/Counters` before `/WorkOrders/:id`, whatever order they were
 * declared in.
 */
function bySpecificity(a: ShimRoute, b: ShimRoute): number {
  const n = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const d = Number("param" in a.segments[i]!) - Number("param" in b.segments[i]!);
    if (d) return d;
  }
  return a.segments.length - b.segments.length;
}

/** The router's table: every shim's route, most specific first (bySpecificity). */
export function shimRoutes(shims: readonly Shim[]): ShimRoute[] {
  return shims.map(compile).sort(bySpecificity);
}

/**
 * The shim a call reaches: the first route of the table (most specific first) whose method and
 * segments match the path (literals without regard to case, a trailing slash ignored), with its
 * parameters decoded. A parameter whose percent-encoding does not decode is a 400.
 */
export function matchShim(routes: readonly ShimRoute[], method: string, path: string): { route: ShimRoute; params: Record<string, string> } | null {
  const m = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
  const parts = splitPath(path);
  for (const route of routes) {
    if (route.def.method !== m || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = route.segments.every((seg, i) => {
      const part = parts[i]!;
      if ("literal" in seg) return part.toLowerCase() === seg.literal;
      if (!part) return false;
      try {
        params[seg.param] = decodeURIComponent(part);
      } catch {
        throw new HttpError(400, "Malformed request address");
      }
      return true;
    });
    if (matched) return { route, params };
  }
  return null;
}

/** Runs handlers one after another, as Express runs a route's. */
function chain(handlers: RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  const step = (i: number) => (err?: unknown) => {
    if (err) done(err);
    else if (i < handlers.length) Promise.resolve(handlers[i]!(req, res, step(i + 1))).catch(done);
    else done();
  };
  step(0)();
}

/**
 * The /api router: every shim of every family, dispatched by matchShim (a literal segment wins over
 * a parameter whatever the declaration order). Each shim's operation is checked against the API
 * schema (`apiSchema`, its SDL) first: one that does not validate stops the gateway from starting.
 * A path no shim declares goes on to the next handler (the app answers 404); a body the parsers
 * refuse goes to the app's one error handler (answerErrors).
 */
export function restRouter(
  server: ApolloServer<GatewayContext>,
  shims: Shim[],
  publicKeyPem: string,
  apiSchema: string | GraphQLSchema,
  options: { uploadMaxBytes?: number; accessRules?: RootAccessRules } = {},
): Router {
  const schema = typeof apiSchema === "string" ? buildSchema(apiSchema) : apiSchema;
  const router = Router({ caseSensitive: false });
  // a JSON or form body holding U+0000 in any text is refused here, for every shim (nul.ts)
  router.use(express.json({ limit: "2mb" }), express.urlencoded({ extended: false, limit: "2mb" }), refuseNul());
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  const routes = shimRoutes(shims);
  const handlers = new Map<Shim, RequestHandler[]>();
  for (const route of routes) {
    const { def } = route;
    const prepared = prepareShim(def, schema);
    const rules = def.multipart ? operationRootFields(def.operation as DocumentNode).map((f) => options.accessRules?.get(f)) : [];
    if (def.multipart && options.accessRules && rules.some((r) => !r))
      throw new Error(
        `shim ${def.method} ${def.path}: a root field its upload runs has no access rule in schema/access-rules.json (run npm run schema)`,
      );
    const parsers = def.multipart
      ? [
          uploadAdmission(def.tenancy, publicKeyPem, options.accessRules ? rules : []),
          legacyMultipart(options.uploadMaxBytes ?? 25 * 1024 * 1024),
          // the form's text fields (its body) and its files' names and types, never their bytes
          refuseNul((req) => (req as RequestWithFiles).shimFiles?.map((f) => [f.fieldName, f.filename, f.mimetype])),
        ]
      : [];
    const run = async (req: Request, res: Response) => {
      try {
        const { authorization } = req.headers;
        // the viewer is verified here when the operation's flags need it, or a blank model may answer without one
        const viewer = needsViewer(prepared) ? await viewerOf(authorization, publicKeyPem) : null;
        const params = (res.locals as { shimParams: Record<string, string> }).shimParams;
        const caller = { authorization, clientAddress: req.ip, viewer, requestId: requestIdOf(res) };
        if (def.stream) await streamShim(server, prepared, inputOf(req, params), caller, res);
        else res.json(await runShim(server, prepared, inputOf(req, params), caller));
      } catch (e) {
        if (res.headersSent) {
          // a streamed list has begun: cut it short
          console.error(
            JSON.stringify({
              level: "error",
              service: "gateway",
              msg: "streamed shim failed",
              requestId: requestIdOf(res),
              path: def.path,
              error: String(e),
            }),
          );
          res.destroy(e instanceof Error ? e : undefined);
          return;
        }
        if (e instanceof ShimReply) {
          res.status(e.status).json(e.body);
          return;
        }
        console.error(
          JSON.stringify({ level: "error", service: "gateway", msg: "shim failed", requestId: requestIdOf(res), path: def.path, error: String(e) }),
        );
        res.status(500).json({ Message: "Something went wrong" });
      }
    };
    handlers.set(def, [...parsers, run]);
  }
  router.use((req: Request, res: Response, next: NextFunction) => {
    let hit: ReturnType<typeof matchShim>;
    try {
      hit = matchShim(routes, req.method, req.path);
    } catch (e) {
      next(e);
      return;
    }
    if (!hit) {
      next();
      return;
    }
    res.locals.shimParams = hit.params;
    chain(handlers.get(hit.route.def)!, req, res, next);
  });
  return router;
}
