/**
 * The generator of the bad-input fuzzer (issue 25, gateway/test/security/fuzz.test.ts): requests
 * made from a seed alone, so that any one of them can be made again. Its targets are discovered,
 * never listed: every REST shim (allShims under /api, servicePageShims under /Services) with the
 * variables of its operation and the fields of their input types, every export page, and every root
 * field of the API schema (schema/api.graphql) with its arguments and a selection of its type.
 */
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isUnionType,
  typeFromAST,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { EXPORT_PAGES, EXPORT_PATHS, EXPORT_POSTS, seededRandom } from "@wo/shared";
import { allShims, servicePageShims } from "../../src/rest";

/** The PRNG of input `index` under `seed`: each input is made from these two numbers alone. */
export const inputRandom = (seed: number, index: number) => seededRandom(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));

class Gen {
  /** Every text the input carries: an answer may echo it (a refusal naming the bad value), which is no leak. */
  readonly texts: string[] = [];
  constructor(readonly r: () => number) {}
  int(n: number): number {
    return Math.floor(this.r() * n);
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  text(s: string): string {
    this.texts.push(s);
    return s;
  }
}

// Injection-like text, written without the words the leak check looks for (an echo is not a leak).
const NASTY = [
  "' or 1=1 --",
  "1' or '1'='1",
  "'; drop table work_orders.work_order; --",
  '" or ""="',
  "1); delete from x; --",
  "1 union all select null, null --",
  "%",
  "%%",
  "_",
  "%_%",
  "\\",
  "\\'",
  "'",
  '"',
  "`",
  "$1",
  "$$",
  "{{7*7}}",
  "${7*7}",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "=cmd|' /C calc'!A0",
  "@SUM(1+1)",
  "+1",
  "-1",
  "\r\nX-Injected: 1",
  "__proto__",
  "constructor",
  "toString",
  "[object Object]",
  "undefined",
  "null",
  "true",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999",
  "1.5",
  "1,5",
  "٣",
  "2024-02-30",
  "0000-00-00",
  "9999-12-31T23:59:59.999Z",
  "10000-01-01",
  "-001000-01-01",
  "2024-13-01T25:61:61",
  "yesterday",
  "asc; drop",
  "desc",
  "Id desc, 1",
];

const UNICODE = [
  "Zürich – café",
  "漢字テスト",
  "🙂🏳️‍🌈👩‍👩‍👧",
  "\u202eevil\u202c",
  "e\u0301\u0301\u0301",
  "\ufeffbom",
  "\u200b\u200c\u200d",
  "\ud800",
  "\udfff lone",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "ﷺ",
  "\u0085\u2028\u2029",
  "\t\n\r\u000b\u000c",
  "\u001b[31mred",
];

function randomText(g: Gen): string {
  switch (g.int(8)) {
    case 0:
      return g.pick(NASTY);
    case 1:
      return g.pick(UNICODE);
    case 2: {
      // huge: up to 3 MB, past the JSON body limit of 2 MB now and then
      const n = g.pick([256, 4_000, 70_000, 300_000, 3_000_000]);
      return g.pick(["x", "ä", "🙂", "' or 1=1 --"]).repeat(Math.ceil(n / 4));
    }
    case 3:
      return "";
    case 4:
      return String(g.pick([0, 1, 2, 3, -1, 42, 2147483647, 2147483648, -2147483648, 1e21, 0.5]));
    default: {
      // printable ASCII and a little beyond, at random
      const n = 1 + g.int(24);
      let s = "";
      for (let i = 0; i < n; i++) s += String.fromCharCode(g.chance(0.9) ? 32 + g.int(95) : 0x80 + g.int(0x2000));
      return s;
    }
  }
}

const INTS = [
  0,
  1,
  2,
  3,
  5,
  -1,
  -2147483648,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  0.5,
  -0.0001,
  4294967296,
];

/** Any JSON value, mostly small, now and then deep or wide. */
function randomValue(g: Gen, depth = 0): unknown {
  const k = g.int(depth > 2 ? 7 : 10);
  switch (k) {
    case 0:
    case 1:
    case 2:
      return g.text(randomText(g));
    case 3:
    case 4:
      return g.pick(INTS);
    case 5:
      return g.chance(0.5);
    case 6:
      return null;
    case 7:
      return Array.from({ length: g.int(4) }, () => randomValue(g, depth + 1));
    case 8:
      return Object.fromEntries(Array.from({ length: g.int(4) }, () => [g.text(randomText(g).slice(0, 40)), randomValue(g, depth + 1)]));
    default: {
      // deep: a list or object nested hundreds or thousands of levels
      const levels = g.pick([50, 500, 3000]);
      let v: unknown = "deep";
      for (let i = 0; i < levels; i++) v = g.chance(0.5) ? [v] : { a: v };
      return v;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Targets

export interface RestTarget {
  label: string;
  method: string;
  /** Express path, parameters as :name */
  path: string;
  /** Names the call may carry: the operation's variables and the fields of their input types. */
  keys: string[];
  multipart: boolean;
}

function inputFieldNames(schema: GraphQLSchema, type: GraphQLInputType, seen = new Set<string>()): string[] {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  seen.add(named.name);
  return Object.values(named.getFields()).flatMap((f) => [f.name, ...inputFieldNames(schema, f.type, seen)]);
}

/** Every REST shim and export path the gateway answers, with the names each may read. */
export function restTargets(schema: GraphQLSchema): RestTarget[] {
  const shims = [...allShims.map((s) => ["/api", s] as const), ...servicePageShims.map((s) => ["/Services", s] as const)];
  const targets: RestTarget[] = shims.map(([base, s]) => {
    const defs = getOperationAST(s.operation as DocumentNode)?.variableDefinitions ?? [];
    const keys = defs.flatMap((d) => {
      const type = typeFromAST(schema, d.type as never) as GraphQLInputType | undefined;
      return [d.variable.name.value, ...(type ? inputFieldNames(schema, type) : [])];
    });
    return {
      label: `${s.method.toUpperCase()} ${base}${s.path}`,
      method: s.method.toUpperCase(),
      path: `${base}${s.path}`,
      keys,
      multipart: !!s.multipart,
    };
  });
  // the exports: streamed from their owners, by page, by a path of their own, or posted
  const exportKeys = ["search", "clientId", "contractId", "startDate", "endDate", "id", "status", "sort", "format", "page", "pageSize"];
  for (const page of Object.keys(EXPORT_PAGES) as (keyof typeof EXPORT_PAGES)[]) {
    const own = EXPORT_PATHS[page];
    const path = own ?? `/Services/${page}.aspx`;
    targets.push({ label: `GET ${path}`, method: "GET", path, keys: exportKeys, multipart: false });
    const post = EXPORT_POSTS[page];
    if (post) targets.push({ label: `POST ${post}`, method: "POST", path: post, keys: exportKeys, multipart: false });
  }
  return targets;
}

export interface GraphqlTarget {
  label: string;
  kind: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
}

/** Every root field of the API schema. */
export function graphqlTargets(schema: GraphQLSchema): GraphqlTarget[] {
  const of = (kind: "query" | "mutation") => {
    const type = kind === "query" ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({ label: `${kind} ${field.name}`, kind, field }));
  };
  return [...of("query"), ...of("mutation")];
}

// ---------------------------------------------------------------------------------------------
// Requests

export type Who = "admin" | "client" | "contractor" | "anonymous" | "forged";
export const WHO: readonly Who[] = ["admin", "client", "contractor", "anonymous", "forged"];

/** One request, as sent: enough to send it again by hand. */
export interface FuzzRequest {
  target: string;
  who: Who;
  method: string;
  /** path and query string, after the gateway's address */
  path: string;
  contentType?: string;
  /** the body as sent; a multipart body is described, not sent as text */
  body?: string;
  multipart?: { fields: Record<string, string>; file?: { name: string; bytes: string } };
  /** texts the request carries, which an answer may echo */
  texts: string[];
}

const EXTRA_KEYS = ["page", "pageSize", "search", "sort", "sortDir", "orderBy", "filter", "filters", "Id", "id", "ids", "Status", "$where"];

function pathValue(g: Gen): string {
  return g.chance(0.5) ? String(g.pick([1, 2, 3, 0, -1, 999999999, 2147483648, 1.5])) : g.text(randomText(g).slice(0, 300));
}

const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    // a lone surrogate cannot be encoded: send its bytes as a broken escape
    return "%ED%A0%80";
  }
};

function queryString(g: Gen, keys: string[]): string {
  const n = g.int(5);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = g.chance(0.8) && keys.length ? g.pick(keys) : g.pick(EXTRA_KEYS);
    const name = g.pick([key, key.toUpperCase(), `${key}[]`, `${key}[a]`]);
    const v = randomValue(g, 2);
    // cut to 1,500 characters: past Node's 16 KB header limit the HTTP parser answers 431 before any shim sees it
    // (inputs.test.ts checks that answer), and the fuzzer is here for what the shims make of the values
    parts.push(`${encode(name)}=${encode((typeof v === "string" ? v : (JSON.stringify(v) ?? "")).slice(0, 1500))}`);
    if (g.chance(0.1)) parts.push(`${encode(name)}=${encode(String(g.pick(INTS)))}`); // the same key twice
  }
  if (g.chance(0.05)) parts.push(g.pick(["%", "%zz", "a=%E0%A4%A", "=&&=", "a==b"]));
  // and the whole address under 12 KB, for the same reason
  while (parts.join("&").length > 12_000) parts.pop();
  return parts.length ? `?${parts.join("&")}` : "";
}

function bodyObject(g: Gen, keys: string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  const n = g.int(keys.length + 3);
  for (let i = 0; i < n; i++) {
    const key = g.chance(0.85) && keys.length ? g.pick(keys) : g.pick(EXTRA_KEYS);
    o[g.chance(0.5) ? key[0]!.toUpperCase() + key.slice(1) : key] = g.chance(0.3) ? g.pick([1, 2, "1", true, null]) : randomValue(g);
  }
  return o;
}

export function restRequest(g: Gen, t: RestTarget, who: Who): FuzzRequest {
  const path = t.path.replace(/:([A-Za-z]+)/g, () => encode(pathValue(g)));
  const req: FuzzRequest = { target: t.label, who, method: t.method, path: `${path}${queryString(g, t.keys)}`, texts: g.texts };
  if (t.method === "GET" || (t.method === "DELETE" && g.chance(0.5))) return req;
  const kind = t.multipart && g.chance(0.4) ? "multipart" : g.pick(["json", "json", "json", "json", "form", "raw", "scalar"] as const);
  if (kind === "multipart") {
    const fields = Object.fromEntries(
      Object.entries(bodyObject(g, t.keys)).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
    );
    const bytes = g.pick(["", "ClientId,SiteCode,Name\n1,F1,' or 1=1 --\n", "PK\u0003\u0004garbage", "%PDF-1.4 truncated", randomText(g)]);
    req.multipart = {
      fields,
      file: g.chance(0.8) ? { name: g.text(g.pick(["a.csv", "../../x.csv", "a.exe", "", randomText(g).slice(0, 80)])), bytes } : undefined,
    };
  } else if (kind === "json") {
    req.contentType = "application/json";
    req.body = JSON.stringify(bodyObject(g, t.keys));
  } else if (kind === "form") {
    req.contentType = "application/x-www-form-urlencoded";
    req.body = Object.entries(bodyObject(g, t.keys))
      .map(([k, v]) => `${encode(k)}=${encode(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))}`)
      .join("&");
  } else if (kind === "raw") {
    req.contentType = g.pick([
      "application/json",
      "application/json; charset=latin1",
      "text/plain",
      "application/xml",
      "application/json; charset=utf-16",
    ]);
    req.body = g.text(g.pick(['{"Id": 1,', "{'Id': 1}", "[", "nul", '{"a":1}}', "<x/>", '{"__proto__": {"polluted": 1}}', randomText(g)]));
  } else {
    req.contentType = "application/json";
    req.body = JSON.stringify(g.pick<unknown>([[], [1, 2], 1, "text", true, null, [bodyObject(g, t.keys)]]));
  }
  return req;
}

// GraphQL

/** A GraphQL literal for any JS value (objects, lists, strings, numbers; a bare name for an enum value). */
function literal(v: unknown, depth = 0): string {
  if (depth > 300) return '"deep"'; // past the token limit long before this
  if (v === null || v === undefined) return "null";
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "0";
  if (typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return `[${v.map((x) => literal(x, depth + 1)).join(", ")}]`;
  if (typeof v === "object" && "enum" in (v as object) && Object.keys(v as object).length === 1) return String((v as { enum: string }).enum);
  return `{${Object.entries(v as object)
    .map(([k, x]) => `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(k) ? k : "bad"}: ${literal(x, depth + 1)}`)
    .join(", ")}}`;
}

/** A value for an input type: most of the time of that type (with bad contents), else of any type. */
function inputValue(g: Gen, type: GraphQLInputType, depth = 0): unknown {
  if (g.chance(0.2) || depth > 4) return randomValue(g, 2);
  const t = getNullableType(type) as GraphQLInputType;
  if (isListType(t)) return Array.from({ length: g.pick([0, 1, 2, 3, 300]) }, () => inputValue(g, t.ofType as GraphQLInputType, depth + 1));
  if (isEnumType(t)) return g.chance(0.8) ? { enum: g.pick(t.getValues()).name } : g.text(randomText(g));
  if (isInputObjectType(t)) {
    const o: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) if (isNonNullType(f.type) || g.chance(0.6)) o[f.name] = inputValue(g, f.type, depth + 1);
    return o;
  }
  if (isScalarType(t)) {
    switch (t.name) {
      case "Int":
      case "Float":
        return g.pick(INTS);
      case "Boolean":
        return g.chance(0.5);
      case "ID":
        return g.chance(0.6) ? String(g.pick([1, 2, 3, 0, -1, 99999999])) : g.text(randomText(g));
      default:
        return g.text(randomText(g));
    }
  }
  return null;
}

/** A selection of `type`, `depth` levels deep where the schema allows it, `width` fields at each level. */
function selection(g: Gen, type: GraphQLNamedType, depth: number, width: number, vars: string[]): string {
  if (isUnionType(type)) {
    const member = g.pick(type.getTypes());
    return `{ __typename ... on ${member.name} ${selection(g, member, depth, width, vars)} }`;
  }
  if (!("getFields" in type)) return "";
  const fields = Object.values((type as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields());
  const picked: string[] = [];
  const deeper = fields.filter((f) => !isScalarType(getNamedType(f.type)) && !isEnumType(getNamedType(f.type)));
  const leaves = fields.filter((f) => !deeper.includes(f));
  for (let i = 0; i < width; i++) {
    const wantDeep = depth > 1 && deeper.length > 0 && (i === 0 || g.chance(0.3));
    const f = wantDeep ? g.pick(deeper) : leaves.length ? g.pick(leaves) : g.pick(fields);
    const alias = i > 0 || g.chance(0.1) ? `a${i}: ` : "";
    const args = argumentsOf(g, f.args, vars);
    const named = getNamedType(f.type);
    const sub =
      isScalarType(named) || isEnumType(named)
        ? ""
        : ` ${depth > 1 ? selection(g, named, depth - 1, Math.max(1, Math.ceil(width / 2)), vars) : "{ __typename }"}`;
    picked.push(`${alias}${f.name}${args}${sub}`);
  }
  if (!picked.length) picked.push("__typename");
  return `{ ${picked.join(" ")} }`;
}

/** An argument list, inline: required ones nearly always, the others now and then, an unknown one rarely. */
function argumentsOf(g: Gen, args: readonly GraphQLArgument[], _vars: string[]): string {
  const given = args
    .filter((a) => (isNonNullType(a.type) ? g.chance(0.95) : g.chance(0.4)))
    .map((a) => `${a.name}: ${literal(inputValue(g, a.type))}`);
  if (g.chance(0.03)) given.push(`notAnArgument: ${literal(randomValue(g, 2))}`);
  return given.length ? `(${given.join(", ")})` : "";
}

/** A GraphQL request to one root field (or several): arguments inline or as variables, a selection within or past the limits. */
export function graphqlRequest(g: Gen, t: GraphqlTarget, all: GraphqlTarget[], who: Who): FuzzRequest {
  const named = getNamedType(t.field.type);
  const depth = g.pick([1, 2, 3, 3, 4, 6, 9, 12, 15]);
  const width = g.pick([1, 2, 3, 5, 8, 20]);
  const variables: Record<string, unknown> = {};
  const defs: string[] = [];
  let args: string;
  if (g.chance(0.5)) {
    // as variables, declared with the argument's type (or, now and then, a wrong one)
    const used = t.field.args.filter((a) => isNonNullType(a.type) || g.chance(0.5));
    for (const a of used) {
      const type = g.chance(0.9) ? String(a.type) : g.pick(["Int", "String!", "[ID!]!", "Boolean", "NoSuchType"]);
      defs.push(`$${a.name}: ${type}`);
      if (!isNonNullType(a.type) && g.chance(0.1)) continue; // declared, never given
      const v = inputValue(g, a.type);
      variables[a.name] = unwrapEnums(v);
    }
    args = used.length ? `(${used.map((a) => `${a.name}: $${a.name}`).join(", ")})` : "";
  } else {
    args = argumentsOf(g, t.field.args, []);
  }
  const sub = isScalarType(named) || isEnumType(named) ? "" : ` ${selection(g, named, depth, width, [])}`;
  const roots = [`${t.field.name}${args}${sub}`];
  // more root fields of the same kind, to within and past the limit of 10
  const extra = g.chance(0.15) ? g.pick([1, 4, 9, 12]) : 0;
  const same = all.filter((x) => x.kind === t.kind);
  for (let i = 0; i < extra; i++) {
    const o = g.pick(same);
    const onamed = getNamedType(o.field.type);
    const osub = isScalarType(onamed) || isEnumType(onamed) ? "" : ` ${selection(g, onamed, 1 + g.int(2), 1 + g.int(3), [])}`;
    roots.push(`r${i}: ${o.field.name}${argumentsOf(g, o.field.args, [])}${osub}`);
  }
  let query = `${t.kind} Fuzz${defs.length ? `(${defs.join(", ")})` : ""} { ${roots.join(" ")} }`;
  if (g.chance(0.05)) query = query.slice(0, g.int(query.length)); // cut off
  if (g.chance(0.03)) query = `${query} ${t.kind} Other { __typename }`; // two operations, no name given
  const body = g.chance(0.02)
    ? JSON.stringify([{ query, variables }])
    : JSON.stringify({ query, variables, ...(g.chance(0.05) ? { operationName: "Nope" } : {}) });
  g.texts.push(...Object.values(variables).filter((v): v is string => typeof v === "string"));
  return { target: t.label, who, method: "POST", path: "/graphql", contentType: "application/json", body, texts: g.texts };
}

/** Variables carry enum values as their names. */
function unwrapEnums(v: unknown, depth = 0): unknown {
  if (depth > 50) return v; // a deep random value, which holds no enum
  if (Array.isArray(v)) return v.map((x) => unwrapEnums(x, depth + 1));
  if (v && typeof v === "object") {
    if ("enum" in v && Object.keys(v).length === 1) return (v as { enum: string }).enum;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unwrapEnums(x, depth + 1)]));
  }
  return v;
}

/**
 * Input `index` of the run under `seed`: a target (REST and GraphQL in turn, each target reached
 * about as often as the others of its kind), a caller, and its request.
 */
export function makeRequest(seed: number, index: number, rest: RestTarget[], gql: GraphqlTarget[]): FuzzRequest {
  const g = new Gen(inputRandom(seed, index));
  const who = g.pick(WHO.filter((w) => w !== "forged" || g.chance(0.3)));
  // the REST targets in turn (every one reached early in a run), then at random; GraphQL likewise
  if (index % 2 === 0) {
    const i = index / 2;
    return restRequest(g, i < rest.length ? rest[i]! : g.pick(rest), who);
  }
  const i = (index - 1) / 2;
  return graphqlRequest(g, i < gql.length ? gql[i]! : g.pick(gql), gql, who);
}

// ---------------------------------------------------------------------------------------------
// Answers

/** What an answer must never show: a stack frame, a file path, SQL or a database's own words. */
export const LEAK =
  /\bat (?:async )?[\w$.<>[\]]+ \(|\(\/[^)]*:\d+:\d+\)|node_modules|\/work\/|\.(?:ts|js):\d+|SELECT |INSERT INTO|UPDATE [a-z_]+\.|syntax error at or near|relation "|pg_|violates (?:foreign key|unique|not-null|check)|duplicate key value|invalid input syntax|out of range for type|MikroORM|ECONNREFUSED|stacktrace|TypeError|ReferenceError|RangeError|SyntaxError: Unexpected|Cannot read propert|undefined is not|is not a function/;

/** The answer's text with every text the request carried taken out (an echo of the input is not a leak). */
export function withoutEchoes(answer: string, texts: string[]): string {
  let out = answer;
  for (const t of [...new Set(texts)].filter((s) => s.length >= 2).sort((a, b) => b.length - a.length)) {
    for (const form of [t, JSON.stringify(t).slice(1, -1), JSON.stringify(JSON.stringify(t)).slice(1, -1)]) out = out.split(form).join("");
  }
  return out;
}
