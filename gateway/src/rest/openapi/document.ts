import { buildSchema, getOperationAST, type DocumentNode, type GraphQLSchema } from "graphql";
import { REFUSAL_STATUS, routedShims, STATUS_BY_CODE, type Shim } from "../shim";
import { deriveAnswer } from "./answers";
import { inputSchema, traceParams, type JsonSchema } from "./params";

/**
 * The OpenAPI 3.1 document of the legacy REST (/api/*), generated from the shim declarations
 * (gateway/src/rest/*.routes.ts), never written by hand:
 * - parameters: the zod schema that reads each one (found by tracing the shim's `variables`, see
 *   params.ts), as JSON Schema of what it accepts (`z.toJSONSchema`, input side); path parameters
 *   from the path; query parameters for GET and DELETE, a JSON or form body for POST and PUT;
 * - the 200 answer: the shim's own result mapper run over a stand-in answer of its GraphQL operation
 *   (answers.ts), or the `answer` schema the shim declares where that cannot be derived;
 * - the error answers: `{ Message }`, `{ Message, ModelState }`, `{ Message, Code }`, with the
 *   statuses of errorReply (STATUS_BY_CODE) and of refusals (REFUSAL_STATUS);
 * - who may call it: the tenancy tag (x-tenancy, and in words), and the security schemes (a bearer
 *   JWT from sign-in, or an API key as a bearer token or in X-Api-Key).
 */

export interface OpenApiOptions {
  /** The product's version, shown in `info`. */
  version?: string;
}

/** What a shim's tenancy tag means, in words, for the reference page. */
function tenancyText(tag: Shim["tenancy"]): string {
  const [scope, only] = tag.split(":");
  const who = only ? ` Only ${only} portal users of the portals (and staff): the other kind answers 403.` : "";
  switch (scope) {
    case "public":
      return "Public: no token needed.";
    case "staff":
      return "Staff only: portal users are answered 403.";
    case "shared":
      return "Every signed-in user: reference data, the same rows for everyone." + who;
    case "scoped":
      return "Staff, and portal users for their own tenant's rows only (their client's or their contractor's)." + who;
    default:
      return "Staff, and portal users for their own rows only (their grid state, reports, password)." + who;
  }
}

/** The statuses each answer may have beyond 200, with the codes behind them (one map: shim.ts). */
function errorStatuses(): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const [code, status] of [...Object.entries(STATUS_BY_CODE), ...Object.entries(REFUSAL_STATUS)]) {
    out.set(status, [...(out.get(status) ?? []), code]);
  }
  out.set(400, [...(out.get(400) ?? []), "a parameter the call got wrong", "any other refusal code (REQUIRED, INVALID, EXISTS, ...)"]);
  out.set(500, ["anything unexpected"]);
  return new Map([...out].sort(([a], [b]) => a - b));
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Not signed in, or the sign-in was refused",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict with the record's state",
  413: "Upload too large",
  423: "Locked out",
  429: "Too many requests",
  500: "Something went wrong",
  503: "A service is unavailable",
};

const COMPONENTS = {
  securitySchemes: {
    bearerAuth: {
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
      description: "The token `POST /api/authorise/login` answers (`Authorization: Bearer <token>`). An API key (issue 26) may be sent the same way.",
    },
    apiKey: { type: "apiKey", in: "header", name: "X-Api-Key", description: "An API key an administrator created, with its scope." },
  },
  schemas: {
    Message: {
      type: "object",
      description: "An error answered with its message alone.",
      properties: { Message: { type: "string" } },
      required: ["Message"],
      additionalProperties: false,
    },
    MessageModelState: {
      type: "object",
      description: "A refusal of what the caller's form sent: the message, and the messages of each field (PascalCased) it names.",
      properties: { Message: { type: "string" }, ModelState: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } },
      required: ["Message", "ModelState"],
      additionalProperties: false,
    },
    MessageCode: {
      type: "object",
      description: "An error with the legacy numeric code the legacy pages act on (e.g. 4038).",
      properties: { Message: { type: "string" }, Code: { type: "integer" } },
      required: ["Message", "Code"],
      additionalProperties: false,
    },
    MessageRows: {
      type: "object",
      description: "A file refused row by row (POST /api/Import): nothing was imported.",
      properties: {
        Message: { type: "string" },
        Rows: {
          type: "array",
          items: {
            type: "object",
            properties: { Line: { type: "integer" }, Message: { type: "string" } },
            required: ["Line", "Message"],
            additionalProperties: false,
          },
        },
      },
      required: ["Message", "Rows"],
      additionalProperties: false,
    },
    Error: {
      description:
        "Every error answer: `{ Message }`, `{ Message, ModelState }`, `{ Message, Code }` (or, for a file refused row by row, `{ Message, Rows }`).",
      anyOf: [
        { $ref: "#/components/schemas/Message" },
        { $ref: "#/components/schemas/MessageModelState" },
        { $ref: "#/components/schemas/MessageCode" },
        { $ref: "#/components/schemas/MessageRows" },
      ],
    },
  },
};

/** The document's error responses, by status (referenced from each operation). */
function errorResponses(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, codes] of errorStatuses()) {
    out[`E${status}`] = {
      description: `${STATUS_TEXT[status] ?? "Error"}: ${codes.join(", ")}.`,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return out;
}

/** A parameter's schema with the words of the legacy parsers that have no zod schema. */
function paramSchema(key: string, schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).length) return schema;
  if (key === "sort")
    return { type: "string", description: "Sort: `Field_ASC` or `Field_DESC`, several joined by commas; field names without regard to case." };
  if (key === "filter")
    return {
      description:
        'Column filters, Kendo-style: `{ "logic": "and", "filters": [{ "field", "operator", "value" }] }` or a list of such entries, as JSON text or an object. Operators: eq, neq, contains, startswith, endswith, gt, gte, lt, lte, isnull, isnotnull, isempty, isnotempty.',
      anyOf: [{ type: "string" }, { type: "object" }, { type: "array" }],
    };
  return { description: "Read by the call's own code." };
}

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, "{$1}")}`;

/** The 200 answer of a shim: derived from its mapper, or as it declares it; with the shim it may become (`otherwise`). */
function answerSchema(shim: Shim, schema: GraphQLSchema, sample: Record<string, unknown>): { schema: JsonSchema; declared: boolean } {
  const own = shim.answer ? { schema: shim.answer, declared: true } : { schema: deriveAnswer(shim, schema, sample), declared: false };
  if (!shim.otherwise) return own;
  const other = answerSchema(shim.otherwise.shim, schema, traceParams(shim.otherwise.shim).sample);
  return {
    schema: JSON.stringify(own.schema) === JSON.stringify(other.schema) ? own.schema : { anyOf: [own.schema, other.schema] },
    declared: own.declared,
  };
}

export interface OpenApiResult {
  document: Record<string, unknown>;
  /** The shims whose answer is declared (`answer`), not derived. */
  declared: string[];
}

/** The OpenAPI document of these shims (the gateway's: allShims, answered under /api). */
export function openApiDocument(shims: readonly Shim[], apiSchema: string | GraphQLSchema, options: OpenApiOptions = {}): OpenApiResult {
  const schema = typeof apiSchema === "string" ? buildSchema(apiSchema) : apiSchema;
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  const tags = new Map<string, string>();
  const declared: string[] = [];
  for (const shim of routedShims(shims)) {
    const traced = traceParams(shim);
    const answer = answerSchema(shim, schema, traced.sample);
    if (answer.declared) declared.push(`${shim.method.toUpperCase()} ${shim.path}`);
    const op = getOperationAST(shim.operation as DocumentNode)!;
    const opName = op.name!.value;
    let operationId = `${shim.method}${opName}`;
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${shim.method}${opName}${n}`;
    operationIds.add(operationId);
    const first = shim.path.split("/").find((s) => s && !s.startsWith(":")) ?? "api";
    const tag = tags.get(first.toLowerCase()) ?? first;
    tags.set(first.toLowerCase(), tag);

    const inPath = new Set(pathParams(shim.path).map((p) => p.toLowerCase()));
    const parameters: unknown[] = pathParams(shim.path).map((name) => ({
      name,
      in: "path",
      required: true,
      schema: paramSchema(name.toLowerCase(), inputSchema(traced.params.get(name.toLowerCase())?.schema ?? null)),
    }));
    const rest = [...traced.params].filter(([k]) => !inPath.has(k));
    const withBody = shim.method === "post" || shim.method === "put";
    if (!withBody) {
      for (const [name, p] of rest) parameters.push({ name, in: "query", required: false, schema: paramSchema(name, inputSchema(p.schema)) });
    }
    const operation: Record<string, unknown> = {
      operationId,
      summary: `${opName}${shim.stream ? " (streamed)" : ""}`,
      description: [
        tenancyText(shim.tenancy),
        `Runs the GraphQL ${op.operation} \`${opName}\`.`,
        shim.stream ? "The whole list is answered, streamed page by page: `Total` is the rows written." : "",
        "Parameters bind without regard to case, from the query string, the body (JSON or form) and the path alike.",
      ]
        .filter(Boolean)
        .join(" "),
      tags: [tag],
      "x-tenancy": shim.tenancy,
      security: shim.tenancy === "public" ? [] : [{ bearerAuth: [] }, { apiKey: [] }],
      parameters,
      responses: {
        "200": { description: "The answer, in the legacy shape.", content: { "application/json": { schema: answer.schema } } },
        ...Object.fromEntries(
          [...errorStatuses().keys()]
            .filter((s) => s !== 413 || shim.multipart)
            .filter((s) => s !== 423 || op.operation === "mutation")
            .map((s) => [String(s), { $ref: `#/components/responses/E${s}` }]),
        ),
      },
    };
    if (withBody) {
      const properties = Object.fromEntries(rest.map(([name, p]) => [name, paramSchema(name, inputSchema(p.schema))]));
      const form = { type: "object", properties };
      const json = traced.body ? inputSchema(traced.body) : traced.readsBody ? {} : form;
      const content: Record<string, unknown> = { "application/json": { schema: json } };
      if (shim.multipart) {
        content["multipart/form-data"] = {
          schema: { type: "object", properties: { ...properties, file: { type: "string", contentEncoding: "binary", description: "The file." } } },
        };
      } else content["application/x-www-form-urlencoded"] = { schema: form };
      operation.requestBody = { required: false, content };
    }
    const path = openApiPath(shim.path);
    paths[path] = { ...paths[path], [shim.method]: operation };
  }
  const document = {
    openapi: "3.1.0",
    info: {
      title: "Work orders: the legacy REST API",
      version: options.version ?? "0.1.0",
      description:
        "The legacy `/api/*` calls the gateway answers, generated from their declarations (gateway/src/rest/*.routes.ts). Field names are PascalCased (`id` stays `id`); lists are `{ Data, Total }`; money is a number. GraphQL (`/graphql`) is the API for new integrations.",
    },
    servers: [{ url: "/" }],
    security: [{ bearerAuth: [] }, { apiKey: [] }],
    tags: [...tags.values()].sort((a, b) => a.localeCompare(b)).map((name) => ({ name })),
    paths,
    components: { ...COMPONENTS, responses: errorResponses() },
  };
  return { document, declared };
}
