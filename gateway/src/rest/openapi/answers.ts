import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isScalarType,
  Kind,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import type { PortalKind } from "@wo/shared";
import { tenancyFor, type Shim, type ShimInput } from "../shim";
import type { JsonSchema } from "./params";

/**
 * The answer shapes of a shim, derived by running its own `result` mapper (the same legacy()
 * mapping, overrides and `{ Data, Total }` the router runs) over a stand-in answer of its operation:
 * every field its selection asks for (as each kind of caller's viewer flags include it), each leaf a
 * value that names the field it stands for. Whatever of the mapped answer is such a value gets that
 * field's type (and description) from schema/api.graphql; anything the mapper made itself gets the
 * type of what it made. The mapper runs again with each nullable field null and each field an
 * argument may leave out left out, so that what may be null or absent is known too.
 */

/** A stand-in leaf: the field it stands for. */
interface Leaf {
  schema: JsonSchema;
  nullable: boolean;
}

/** What has been seen at one place of the answer, over every run. */
interface Seen {
  types: Set<"null" | "boolean" | "string" | "number" | "integer">;
  leaves: Map<string, Leaf>;
  enums: Map<string, string[]>;
  object: { count: number; props: Map<string, { seen: Seen; count: number }> } | null;
  array: Seen | null;
  /** An empty list seen here. */
  emptyArray: boolean;
}
const seen = (): Seen => ({ types: new Set(), leaves: new Map(), enums: new Map(), object: null, array: null, emptyArray: false });

const VIEWERS: Record<"staff" | PortalKind | "anonymous", Record<string, boolean>> = {
  staff: { isStaff: true, isClient: false, isContractor: false },
  client: { isStaff: false, isClient: true, isContractor: false },
  contractor: { isStaff: false, isClient: false, isContractor: true },
  anonymous: { isStaff: false, isClient: false, isContractor: false },
};
const VIEWER_FLAGS = new Set(["isStaff", "isClient", "isContractor"]);

/** The kinds of caller a shim answers (its tenancy tag). */
function callers(shim: Shim): (keyof typeof VIEWERS)[] {
  const kinds: (keyof typeof VIEWERS)[] = ["staff"];
  for (const k of ["client", "contractor"] as const) if (tenancyFor(shim.tenancy, k) !== "refused") kinds.push(k);
  if (shim.tenancy === "public") kinds.push("anonymous");
  return kinds;
}

/** Leaf stand-ins: each string or number names its field; booleans and enums cannot, and are typed by what they are. */
class Leaves {
  private n = 0;
  readonly byValue = new Map<unknown, Leaf>();
  readonly enumValues = new Map<string, { name: string; values: string[] }[]>();
  value(field: GraphQLField<unknown, unknown>, type: GraphQLOutputType): unknown {
    const named = getNamedType(type);
    const nullable = !isNonNullType(type);
    const description = field.description ?? undefined;
    const k = ++this.n;
    const leaf = (schema: JsonSchema, v: unknown) => {
      this.byValue.set(v, { schema: description ? { ...schema, description } : schema, nullable });
      return v;
    };
    if (isEnumType(named)) {
      const values = named.getValues().map((v) => v.value as string);
      for (const v of values) {
        const list = this.enumValues.get(v) ?? [];
        if (!list.some((e) => e.name === named.name)) list.push({ name: named.name, values });
        this.enumValues.set(v, list);
      }
      return values[0];
    }
    if (!isScalarType(named)) throw new Error(`not a leaf: ${named.name}`);
    switch (named.name) {
      case "Int":
        return leaf({ type: "integer" }, 400_000_000 + k);
      case "Float":
        return leaf({ type: "number" }, 400_000_000 + k + 0.25);
      // money is exact in GraphQL and a number in every legacy shape: the runner converts it before the mapper sees it
      case "Decimal":
        return leaf({ type: "number" }, 500_000_000 + k + 0.25);
      case "Boolean":
        return true;
      case "LocalDate":
        return leaf({ type: "string", format: "date" }, new Date(Date.UTC(1900, 0, 1) + k * 86_400_000).toISOString().slice(0, 10));
      case "DateTimeISO":
        return leaf({ type: "string", format: "date-time" }, new Date(Date.UTC(1900, 0, 1) + k * 1000).toISOString());
      default:
        return leaf({ type: "string" }, `\u0002${named.name}:${k}`);
    }
  }
}

/** A place in the selection the runs vary: a nullable field (set null) or a field an argument includes (left out). */
interface Variation {
  path: string;
  as: "null" | "absent" | "empty";
}

/** Whether @include/@skip keep a selection, for these variable values (a variable not a viewer flag: kept, and varied). */
function included(directives: readonly DirectiveNode[] | undefined, flags: Record<string, boolean>, conditional: { value: boolean }): boolean {
  for (const d of directives ?? []) {
    if (d.name.value !== "include" && d.name.value !== "skip") continue;
    const arg = d.arguments?.find((a) => a.name.value === "if")?.value;
    let v: boolean;
    if (arg?.kind === Kind.BOOLEAN) v = arg.value;
    else if (arg?.kind === Kind.VARIABLE && VIEWER_FLAGS.has(arg.name.value)) v = flags[arg.name.value]!;
    else {
      conditional.value = true;
      v = d.name.value === "include";
    }
    if ((d.name.value === "include") !== v) return false;
  }
  return true;
}

/** The stand-in answer of an operation, for one caller, with one variation applied (or none); the variations it could take. */
function standIn(
  schema: GraphQLSchema,
  document: DocumentNode,
  flags: Record<string, boolean>,
  leaves: Leaves,
  variation: Variation | null,
): { data: Record<string, unknown>; variations: Variation[] } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const op = getOperationAST(document)!;
  const root = op.operation === "mutation" ? schema.getMutationType()! : schema.getQueryType()!;
  const variations: Variation[] = [];
  const errorType = schema.getType("Error");

  const valueOf = (field: GraphQLField<unknown, unknown>, type: GraphQLOutputType, set: SelectionSetNode | undefined, path: string): unknown => {
    const inner = getNullableType(type) as GraphQLOutputType;
    if (isListType(inner)) return [valueOf(field, inner.ofType as GraphQLOutputType, set, path)];
    const named = getNamedType(inner);
    if (!set) return leaves.value(field, type);
    const out: Record<string, unknown> = {};
    fill(named as GraphQLCompositeType, set, out, path);
    return out;
  };

  const fill = (type: GraphQLCompositeType, set: SelectionSetNode, out: Record<string, unknown>, path: string) => {
    for (const s of set.selections) {
      const conditional = { value: false };
      if (!included(s.directives, flags, conditional)) continue;
      if (s.kind === Kind.FIELD) {
        const key = s.alias?.value ?? s.name.value;
        const here = `${path}.${key}`;
        if (s.name.value === "__typename") {
          out[key] = type.name;
          continue;
        }
        if (!isObjectType(type) && !isInterfaceType(type)) continue;
        const field = type.getFields()[s.name.value];
        if (!field) continue;
        // a payload's refusal: the runner answers it before the mapper runs, so the mapper never sees one
        if (errorType && getNamedType(field.type) === errorType) {
          out[key] = null;
          continue;
        }
        if (conditional.value) variations.push({ path: here, as: "absent" });
        if (!isNonNullType(field.type)) variations.push({ path: here, as: "null" });
        if (isListType(getNullableType(field.type))) variations.push({ path: here, as: "empty" });
        if (variation?.path === here) {
          if (variation.as !== "absent") out[key] = variation.as === "null" ? null : [];
          continue;
        }
        out[key] = valueOf(field, field.type, s.selectionSet, here);
      } else {
        const fragment = s.kind === Kind.FRAGMENT_SPREAD ? fragments.get(s.name.value) : s;
        if (!fragment) continue;
        if (s.kind === Kind.FRAGMENT_SPREAD && !included(s.directives, flags, conditional)) continue;
        const on = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
        // an abstract type's fragments: those of its first possible type (and its interfaces)
        if (on && (isObjectType(on) || isInterfaceType(on) || isAbstractType(on))) fill(on as GraphQLCompositeType, fragment.selectionSet, out, path);
      }
    }
  };

  const data: Record<string, unknown> = {};
  fill(root, op.selectionSet, data, "");
  return { data, variations: variation ? [] : variations };
}

const MAP_KEY = "\u0000any key";

/** The stand-in answer with each number stand-in an ordinary number (1, or 1.25). */
function ordinary(value: unknown, leaves: Leaves): unknown {
  if (Array.isArray(value)) return value.map((v) => ordinary(v, leaves));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ordinary(v, leaves)]));
  if (typeof value === "number" && leaves.byValue.has(value)) return Number.isInteger(value) ? 1 : 1.25;
  return value;
}

/**
 * Records a mapped answer (`a`, of the stand-ins) with its twin of ordinary numbers (`b`): where `a`
 * holds a stand-in, its field's type; where the mapper made a value, what it made in either.
 */
function observePair(a: unknown, b: unknown, at: Seen, leaves: Leaves): void {
  if (b === undefined || leaves.byValue.has(a as never)) return observe(a, at, leaves);
  if (Array.isArray(a) && Array.isArray(b)) {
    at.array ??= seen();
    if (!a.length) at.emptyArray = true;
    a.forEach((v, i) => observePair(v, b[i], at.array!, leaves));
    return;
  }
  if (a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(a) && !Array.isArray(b)) {
    const bs = b as Record<string, unknown>;
    observe(a, at, leaves);
    // observe() took `a` whole: its twin's values beside it, key by key
    for (const [k, v] of Object.entries(a)) {
      const prop = at.object!.props.get(leaves.byValue.has(k) ? MAP_KEY : k);
      if (prop && k in bs) observeTwin(v, bs[k], prop.seen, leaves);
    }
    return;
  }
  observe(a, at, leaves);
  observe(b, at, leaves);
}

/** The twin's value at a place `a` was observed already: what the mapper made of ordinary numbers. */
function observeTwin(a: unknown, b: unknown, at: Seen, leaves: Leaves): void {
  if (leaves.byValue.has(a as never)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (at.array) a.forEach((v, i) => observeTwin(v, b[i], at.array!, leaves));
    return;
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const bs = b as Record<string, unknown>;
    for (const [k, v] of Object.entries(a)) {
      const prop = at.object?.props.get(leaves.byValue.has(k) ? MAP_KEY : k);
      if (prop && k in bs) observeTwin(v, bs[k], prop.seen, leaves);
    }
    return;
  }
  // a value the mapper made from a stand-in: what it makes of an ordinary number too
  if (b !== null && typeof b !== "object") observe(b, at, leaves);
  else if (b === null) at.types.add("null");
  // another shape altogether where the stand-ins' answer held a plain value
  else if (a === null || typeof a !== "object") observe(b, at, leaves);
}

/** Records what a mapped answer holds at each place. */
function observe(value: unknown, at: Seen, leaves: Leaves): void {
  if (value === null || value === undefined) {
    at.types.add("null");
    return;
  }
  if (Array.isArray(value)) {
    at.array ??= seen();
    if (!value.length) at.emptyArray = true;
    for (const v of value) observe(v, at.array, leaves);
    return;
  }
  if (typeof value === "object") {
    at.object ??= { count: 0, props: new Map() };
    at.object.count++;
    for (const [name, v] of Object.entries(value)) {
      // a key made of a value (a map: permissions by area) is any key
      const k = leaves.byValue.has(name) ? MAP_KEY : name;
      const prop = at.object.props.get(k) ?? { seen: seen(), count: 0 };
      prop.count++;
      at.object.props.set(k, prop);
      observe(v, prop.seen, leaves);
    }
    return;
  }
  const leaf = leaves.byValue.get(value);
  if (leaf) {
    at.leaves.set(JSON.stringify(leaf.schema), leaf);
    return;
  }
  if (typeof value === "string") {
    const enums = leaves.enumValues.get(value);
    if (enums?.length === 1) at.enums.set(enums[0]!.name, enums[0]!.values);
    else at.types.add("string");
  } else if (typeof value === "number") at.types.add(Number.isInteger(value) ? "integer" : "number");
  else if (typeof value === "boolean") at.types.add("boolean");
}

/** The JSON Schema of everything seen at one place. */
function schemaOf(at: Seen): JsonSchema {
  const variants: JsonSchema[] = [];
  let nullable = at.types.has("null");
  for (const leaf of at.leaves.values()) {
    variants.push(leaf.schema);
    nullable ||= leaf.nullable;
  }
  for (const [, values] of at.enums) variants.push({ type: "string", enum: values });
  // a number made by the mapper may be whole in one answer and not in the next: a number
  const simple = [...at.types].filter((t) => t !== "null" && !(t === "integer" && at.types.has("number")));
  for (const t of simple) variants.push({ type: t === "integer" ? "number" : t });
  if (at.object) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    let additional: JsonSchema | false = false;
    for (const [k, p] of at.object.props) {
      if (k === MAP_KEY) additional = schemaOf(p.seen);
      else properties[k] = schemaOf(p.seen);
      if (p.count === at.object.count && k !== MAP_KEY) required.push(k);
    }
    variants.push({ type: "object", properties, required, additionalProperties: additional });
  }
  if (at.array)
    variants.push({
      type: "array",
      items: at.array.types.size || at.array.leaves.size || at.array.object || at.array.array || at.array.enums.size ? schemaOf(at.array) : {},
    });
  const unique = [...new Map(variants.map((v) => [JSON.stringify(v), v])).values()];
  if (!unique.length) return nullable ? { type: "null" } : {};
  if (unique.length === 1) return withNull(unique[0]!, nullable);
  // plain types of their own: one type list
  if (unique.every((v) => Object.keys(v).length === 1 && typeof v.type === "string")) {
    return { type: [...unique.map((v) => v.type as string), ...(nullable ? ["null"] : [])] };
  }
  return { anyOf: nullable ? [...unique, { type: "null" }] : unique };
}

function withNull(s: JsonSchema, nullable: boolean): JsonSchema {
  if (!nullable) return s;
  if (typeof s.type !== "string") return { anyOf: [s, { type: "null" }] };
  const out: JsonSchema = { ...s, type: [s.type, "null"] };
  if (Array.isArray(s.enum)) out.enum = [...(s.enum as unknown[]), null];
  return out;
}

/** The answer schema of a shim (its 200), derived from its mapper; throws when the mapper cannot run on a stand-in answer. */
export function deriveAnswer(shim: Shim, schema: GraphQLSchema, sampleArgs: Record<string, unknown>): JsonSchema {
  const top = seen();
  const leaves = new Leaves();
  const document = shim.operation as DocumentNode;
  let answered = 0;
  let failure: unknown = null;
  let baseline: Variation[] = [];
  const run = (flags: Record<string, boolean>, args: Record<string, unknown>, variation: Variation | null) => {
    const { data, variations } = standIn(schema, document, flags, leaves, variation);
    if (!variation && !baseline.length) baseline = variations;
    const input: ShimInput = { args, body: args, files: [] };
    const wire = (d: unknown) => {
      const mapped = shim.result(d as never, input);
      // a streamed list: its rows, and Total the rows written
      return JSON.parse(JSON.stringify(shim.stream ? { Data: mapped, Total: 1 } : (mapped ?? null))) as unknown;
    };
    try {
      const answer = wire(data);
      // again with every number an ordinary one (1), for a mapper that looks a number up (a type's name by its id)
      let plain: unknown = undefined;
      try {
        plain = wire(ordinary(data, leaves));
      } catch {
        // the mapper refuses ordinary numbers: the stand-ins' answer alone
      }
      observePair(answer, plain, top, leaves);
      answered++;
    } catch (e) {
      // a stand-in the mapper answers with an error of its own (a refusal: not a 200)
      failure ??= e;
    }
    return variations;
  };
  const kinds = callers(shim);
  let variations: Variation[] = [];
  for (const kind of kinds) {
    for (const args of [{}, sampleArgs]) {
      const v = run(VIEWERS[kind]!, args, null);
      if (kind === kinds[0] && args === sampleArgs) variations = v;
    }
  }
  for (const variation of variations.length ? variations : baseline) run(VIEWERS[kinds[0]!]!, sampleArgs, variation);
  if (!answered)
    throw new Error(
      `${shim.method.toUpperCase()} ${shim.path}: its result mapper does not run on a stand-in answer (${String(failure)}): declare its answer`,
    );
  // GET /api/{entity}/0: the blank model
  if (shim.blank) {
    const blank = shim.blank({ args: { ...sampleArgs, id: 0 }, body: {}, files: [] });
    if (blank !== undefined) observe(JSON.parse(JSON.stringify(blank)), top, leaves);
  }
  return schemaOf(top);
}
