import { z } from "zod";
import type { Shim, ShimInput } from "../shim";

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;

/** What a shim reads of its call: each parameter (lower-cased, as the runner merges them) with the zod schema that reads it, if one does. */
export interface TracedParams {
  /** Parameters in the order first read; `schema` is null where no zod schema read it (sort, filter: own parsers). */
  params: Map<string, { schema: z.ZodType | null }>;
  /** The zod schema the body is read with as a whole (a list body), when one is. */
  body: z.ZodType | null;
  /** Whether the shim reads `input.body` itself. */
  readsBody: boolean;
  /** A value for each parameter its schema accepts: the call the answer tracer makes. */
  sample: Record<string, unknown>;
}

/** A parameter's stand-in while tracing: a string that says which parameter it is. */
const sentinelOf = (key: string) => `\u0001param:${key}`;
const keyOfSentinel = (v: unknown): string | null => (typeof v === "string" && v.startsWith("\u0001param:") ? v.slice(7) : null);

/** Values tried, in order, until a schema accepts one: what keeps a traced call going past a required parameter. */
const CANDIDATES: unknown[] = [undefined, "1", 1, "2026-01-02", "2026-01-02T09:00:00.000Z", "true", true, "x", null, [], {}];

interface Recorder {
  params: TracedParams["params"];
  body: z.ZodType | null;
  bodyProxy: unknown;
  argsProxy: unknown;
}
let recording: Recorder | null = null;

function record(key: string, schema: z.ZodType | null) {
  const seen = recording!.params.get(key);
  if (!seen || (!seen.schema && schema)) recording!.params.set(key, { schema });
}

/** A value `schema` accepts, from CANDIDATES (an object: each of its fields' own). */
export function satisfy(schema: z.ZodType): unknown {
  const shape = objectShape(schema);
  if (shape) {
    const out: Record<string, unknown> = {};
    for (const [k, s] of Object.entries(shape)) {
      const v = satisfy(s);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  for (const c of CANDIDATES) if (safeParseOf(schema)(c).success) return c;
  return undefined;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType } } })._zod.def;
  if (def.type === "object") return def.shape ?? null;
  if (def.type === "pipe" && def.in) return objectShape(def.in);
  return null;
}

/** What the wrapped parse sees: records which parameter each schema reads, and answers a value that keeps the shim going. */
function traced(schema: z.ZodType, data: unknown): { handled: boolean; value?: unknown } {
  if (!recording) return { handled: false };
  const key = keyOfSentinel(data);
  if (key) {
    record(key, schema);
    return { handled: true, value: parseOf(schema)(satisfy(schema)) };
  }
  if (data === recording.bodyProxy) recording.body = schema;
  const shape = objectShape(schema);
  if (shape && data && typeof data === "object") {
    const from = data === recording.argsProxy || data === recording.bodyProxy ? null : (data as Record<string, unknown>);
    for (const k of Object.keys(shape)) {
      // the args read whole (z.object(...).parse(args)): each field is the parameter of its name; an
      // object built of parameters (pageArgs): each field the parameter its value stands for
      const param = from ? keyOfSentinel(from[k]) : k;
      if (param) record(param, shape[k]!);
    }
    return { handled: true, value: parseOf(schema)(satisfy(schema)) };
  }
  return { handled: false };
}

type Method = (this: z.ZodType, data: unknown, ...rest: unknown[]) => unknown;
const RAW = Symbol("zod's own methods");
type Instrumented = { [RAW]?: { parse: Method; safeParse: Method } };
/** A schema's own parse and safeParse, not the traced ones. */
const rawOf = (schema: z.ZodType) => (Object.getPrototypeOf(schema) as Instrumented)[RAW];
const parseOf = (schema: z.ZodType) => (data: unknown) => (rawOf(schema)?.parse ?? schema.parse).call(schema, data);
const safeParseOf = (schema: z.ZodType) => (data: unknown) =>
  (rawOf(schema)?.safeParse ?? schema.safeParse).call(schema, data) as { success: boolean };

/**
 * Wraps parse and safeParse of every zod schema class once, so that a trace can see which schema
 * reads which parameter (outside a trace they do as before). zod 4 installs them on each class's
 * prototype as getters that bind them on first read; the wrappers are installed the same way. A
 * schema that was parsed before (its methods bound already) is not seen: the document is made
 * before the gateway answers a call (app.ts), and its parameter then shows no schema.
 */
function instrumentZod() {
  for (const value of Object.values(z)) {
    const proto = (typeof value === "function" ? (value as { prototype?: object }).prototype : undefined) as (Instrumented & object) | undefined;
    if (!proto || proto[RAW]) continue;
    const parse = Object.getOwnPropertyDescriptor(proto, "parse");
    const safeParse = Object.getOwnPropertyDescriptor(proto, "safeParse");
    if (!parse?.get || !safeParse?.get) continue;
    // zod's getter answers the method itself to a receiver of null (util.defineBound)
    const raw = { parse: parse.get.call(null) as Method, safeParse: safeParse.get.call(null) as Method };
    proto[RAW] = raw;
    const wrapped: Record<"parse" | "safeParse", Method> = {
      parse(data, ...rest) {
        const t = traced(this, data);
        return t.handled ? t.value : raw.parse.call(this, data, ...rest);
      },
      safeParse(data, ...rest) {
        const t = traced(this, data);
        return t.handled ? { success: true, data: t.value } : raw.safeParse.call(this, data, ...rest);
      },
    };
    for (const key of ["parse", "safeParse"] as const) {
      Object.defineProperty(proto, key, {
        configurable: true,
        get(this: object) {
          const bound = wrapped[key].bind(this as z.ZodType);
          Object.defineProperty(this, key, { configurable: true, writable: true, enumerable: true, value: bound });
          return bound;
        },
        set(this: object, v: unknown) {
          Object.defineProperty(this, key, { configurable: true, writable: true, enumerable: true, value: v });
        },
      });
    }
  }
}

/**
 * Which parameters a shim reads and with which zod schema: its `variables` (and `blank`,
 * `current.variables`) run against stand-in parameters that name themselves, while every zod
 * schema's parse records the parameter it is given. A parameter that stops the run (a sort field
 * its own parser refuses) is given nothing on the next run, until a run reads no new parameter.
 */
export function traceParams(shim: Shim): TracedParams {
  instrumentZod();
  const params: TracedParams["params"] = new Map();
  let readsBody = false;
  let body: z.ZodType | null = null;
  const blocked = new Set<string>();
  for (let attempt = 0; attempt < 20; attempt++) {
    const reads: string[] = [];
    const argsProxy: Record<string, unknown> = new Proxy(
      {},
      {
        get: (_t, key) => {
          if (typeof key !== "string") return undefined;
          reads.push(key);
          if (!params.has(key)) params.set(key, { schema: null });
          return blocked.has(key) ? undefined : sentinelOf(key);
        },
        has: () => true,
        ownKeys: () => [],
      },
    );
    const bodyProxy = new Proxy([], {
      get: (t, key) => {
        readsBody = true;
        return Reflect.get(t, key);
      },
    });
    recording = { params, body, bodyProxy, argsProxy };
    const input: ShimInput = { args: argsProxy, body: bodyProxy, files: [] };
    let stopped = false;
    try {
      for (const run of [() => shim.blank?.(input), () => shim.current?.variables(input), () => shim.variables?.(input)]) {
        try {
          run();
        } catch {
          stopped = true;
          const last = reads.at(-1);
          if (last && !blocked.has(last)) blocked.add(last);
        }
      }
    } finally {
      body = recording.body;
      recording = null;
    }
    if (!stopped) break;
  }
  const sample: Record<string, unknown> = {};
  for (const [k, { schema }] of params) {
    const v = schema ? satisfy(schema) : undefined;
    if (v !== undefined) sample[k] = v;
  }
  return { params, body, readsBody, sample };
}

/** The JSON Schema of what a parameter's zod schema accepts (its input side); `{}` for none. */
export function inputSchema(schema: z.ZodType | null): JsonSchema {
  if (!schema) return {};
  const out = z.toJSONSchema(schema, {
    io: "input",
    target: "draft-2020-12",
    unrepresentable: "any",
    // undefined (absent: kept(...)) is no value a document can show: such a branch accepts nothing, and is dropped below
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === "undefined") (ctx.jsonSchema as JsonSchema).not = {};
    },
  }) as JsonSchema;
  delete out.$schema;
  return simplify(out);
}

const isNothing = (s: unknown) => !!s && typeof s === "object" && Object.keys(s).length === 1 && "not" in s;

/** Drops the branches that accept nothing, and an anyOf left with one branch. */
function simplify(s: JsonSchema): JsonSchema {
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = s[key] as JsonSchema[] | undefined;
    if (!branches) continue;
    const kept = branches.filter((b) => !isNothing(b)).map(simplify);
    if (kept.length === 1 && Object.keys(s).length === 1) return kept[0]!;
    s[key] = kept;
  }
  if (s.properties) s.properties = Object.fromEntries(Object.entries(s.properties as Record<string, JsonSchema>).map(([k, v]) => [k, simplify(v)]));
  if (s.items && typeof s.items === "object") s.items = simplify(s.items as JsonSchema);
  return s;
}
