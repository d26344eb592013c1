import fs from "node:fs";
import path from "node:path";
import type { ApolloServerPlugin } from "@apollo/server";
import {
  getNamedType,
  getOperationAST,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  getDirectiveValues,
  getVariableValues,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
  visit,
} from "graphql";
import { Extensions } from "type-graphql";
import type { ViewerKind } from "./auth/roles";
import type { ServiceContext } from "./context";
import { AppError } from "./errors";

/** The portal users a field may be shown to. Staff and administrators read every field their root field reaches. */
export type PortalKind = "client" | "contractor";

const registry = new WeakMap<object, Map<string, readonly PortalKind[]>>();

function decorate(kinds: readonly PortalKind[]): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Extensions({ readers: kinds })(target, key, descriptor as never);
    const owner = target.constructor;
    let fields = registry.get(owner);
    if (!fields) registry.set(owner, (fields = new Map()));
    fields.set(String(key), kinds);
  };
}

/** A derived field's source: `Type.field`. */
const SOURCE = /^[A-Za-z_]\w*\.[A-Za-z_]\w*$/;

/**
 * Every field of every object and interface type says which portal users may read it, as every
 * root field says who may call it (`@Access`). A schema with a field that declares no rule refuses
 * to build (assertReadersDeclared). Rows are still narrowed by tenancy: these rules say which
 * *columns* of the rows a portal user may see at all.
 */
export const Readers = {
  /** Client and contractor users too (within their tenancy). */
  everyone: () => decorate(["client", "contractor"]),
  /** Client users too, never contractor users. */
  clients: () => decorate(["client"]),
  /** Contractor users too, never client users. */
  contractors: () => decorate(["contractor"]),
  /** Staff and administrators only. */
  staff: () => decorate([]),
  /**
   * The field is worked out from these fields (`Type.field`, another service's too, e.g. billing's
   * `CostCounters.budget` from work-orders' `WorkOrder.approvedCost`): its readers may never be wider
   * than any of theirs, or it would tell them what they may not read. Given beside the field's rule,
   * not instead of it; a subgraph whose derived field is readable by a kind that cannot read a source
   * of the same subgraph refuses to build (assertReadersDeclared), and gateway/test/tenancy.test.ts
   * checks the sources of other services from every service's printed rules.
   */
  derivedFrom: (...sources: string[]): MethodDecorator & PropertyDecorator => {
    const bad = sources.filter((s) => !SOURCE.test(s));
    if (!sources.length || bad.length) throw new Error(`@Readers.derivedFrom takes fields as Type.field, not ${JSON.stringify(bad)}`);
    return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
      Extensions({ derivedFrom: sources })(target, key, descriptor as never);
    };
  },
};

/** Whether a viewer of `kind` may read `field` of the class `type` (for sort and filter columns that mirror fields). */
export function canRead(kind: ViewerKind, type: abstract new (...args: never[]) => unknown, field: string): boolean {
  if (kind === "admin" || kind === "staff") return true;
  let proto: unknown = type;
  // fields inherited from a parent class (PageOf, Error) are declared there
  while (typeof proto === "function") {
    const kinds = registry.get(proto);
    if (kinds?.has(field)) return kinds.get(field)!.includes(kind);
    proto = Object.getPrototypeOf(proto);
  }
  throw new Error(`${type.name}.${field} declares no @Readers rule`);
}

/**
 * Every service's field rules as `npm run schema` publishes them (tools/src/schema.ts): `Type.field`
 * to the portal users who may read it, from each service's own `@Readers` (printed by its
 * `access-rules` command); a field two services declare (an entity's stub and its owner) is read by
 * those both admit. For a service that must apply another's rules, where it cannot load its classes
 * (work-orders' webhook payloads carry billing's quotes and counters). `npm run schema -- --check`
 * fails when the file differs from what the code declares.
 */
export const PUBLISHED_READERS_FILE = path.resolve(__dirname, "../../..", "schema", "field-readers.json");

export type PublishedReaders = ReadonlyMap<string, readonly PortalKind[]>;

/** The published rules' file text: one `Type.field` a line, sorted; merged from every service's `fieldReaders`. */
export function publishReaders(services: readonly Readonly<Record<string, readonly PortalKind[] | null | undefined>>[]): string {
  const merged = new Map<string, readonly PortalKind[]>();
  for (const readers of services) {
    for (const [field, kinds] of Object.entries(readers)) {
      const own = kinds ?? [];
      const other = merged.get(field);
      merged.set(field, other ? other.filter((k) => own.includes(k)) : [...own]);
    }
  }
  const lines = [...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([f, k]) => `  ${JSON.stringify(f)}: ${JSON.stringify(k)}`);
  return `{\n${lines.join(",\n")}\n}\n`;
}

const loaded = new Map<string, PublishedReaders>();

/** The published rules (read once per file and process). */
export function publishedReaders(file = PUBLISHED_READERS_FILE): PublishedReaders {
  let readers = loaded.get(file);
  if (!readers) {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, PortalKind[]>;
    readers = new Map(Object.entries(parsed));
    loaded.set(file, readers);
  }
  return readers;
}

/**
 * Whether a viewer of `kind` may read `coordinate` (`Type.field`) by the published rules: canRead for
 * another service's fields. A field the rules do not hold is a mistake, whoever reads.
 */
export function canReadPublished(kind: ViewerKind, coordinate: string, readers: PublishedReaders = publishedReaders()): boolean {
  const kinds = readers.get(coordinate);
  if (!kinds) throw new Error(`${coordinate} has no published @Readers rule (schema/field-readers.json; run npm run schema)`);
  return kind === "admin" || kind === "staff" || kinds.includes(kind);
}

/** The rule of every field of a type-graphql schema's object and interface types, by `Type.field`. */
export type FieldReaders = Map<string, readonly PortalKind[] | undefined>;

const ROOTS = new Set(["Query", "Mutation", "Subscription"]);

export function fieldReaders(schema: GraphQLSchema): FieldReaders {
  const out: FieldReaders = new Map();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || ROOTS.has(type.name)) continue;
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      out.set(`${type.name}.${field.name}`, field.extensions?.readers as readonly PortalKind[] | undefined);
    }
  }
  return out;
}

/** The fields each derived field is worked out from (`@Readers.derivedFrom`), by `Type.field`. */
export type FieldSources = Map<string, readonly string[]>;

export function fieldSources(schema: GraphQLSchema): FieldSources {
  const out: FieldSources = new Map();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || ROOTS.has(type.name)) continue;
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const sources = field.extensions?.derivedFrom as readonly string[] | undefined;
      if (sources?.length) out.set(`${type.name}.${field.name}`, sources);
    }
  }
  return out;
}

/**
 * What is wrong with the derived fields' rules: a derived field readable by a kind of portal user that
 * may not read one of its sources. A source `readers` does not hold is another service's: skipped,
 * unless `complete` (every service's rules, as the tenancy test merges them), when it is a mistake.
 */
export function derivedReadersProblems(readers: FieldReaders, sources: FieldSources, complete = false): string[] {
  const problems: string[] = [];
  for (const [field, from] of sources) {
    const kinds = readers.get(field) ?? [];
    for (const source of from) {
      if (!readers.has(source)) {
        if (complete) problems.push(`${field} is derived from ${source}, which no service declares`);
        continue;
      }
      const sourceKinds = readers.get(source) ?? [];
      const wider = kinds.filter((k) => !sourceKinds.includes(k));
      if (wider.length) problems.push(`${field} is readable by ${wider.join(" and ")} users, but derived from ${source}, which they may not read`);
    }
  }
  return problems;
}

/**
 * Throws when a field of an object or interface type has no @Readers rule, or a derived field is
 * readable by a kind of portal user that may not read one of its sources in this schema.
 */
export function assertReadersDeclared(readers: FieldReaders, sources: FieldSources): void {
  const missing = [...readers].filter(([, kinds]) => !kinds).map(([name]) => `${name} declares no @Readers rule`);
  if (missing.length) throw new Error(`Field rules missing:\n  ${missing.join("\n  ")}`);
  const wider = derivedReadersProblems(readers, sources);
  if (wider.length) throw new Error(`Field rules wider than what the fields are derived from:\n  ${wider.join("\n  ")}`);
}

/**
 * The fields an operation selects, as `Parent.field`, fragments followed and @skip/@include
 * applied with the request's variables.
 */
export function selectedFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): Set<string> {
  const out = new Set<string>();
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return out;
  // the variables as execution will see them (defaults applied); when they do not fit, execution
  // refuses the request anyway: then every field counts, whatever its directives say
  const { coerced } = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  const fragments = new Map<string, { typeCondition: string; selectionSet: SelectionSetNode }>();
  for (const d of document.definitions) {
    if (d.kind === "FragmentDefinition") fragments.set(d.name.value, { typeCondition: d.typeCondition.name.value, selectionSet: d.selectionSet });
  }
  const included = (node: SelectionNode) => {
    if (!node.directives?.length || !coerced) return true;
    if (getDirectiveValues(GraphQLSkipDirective, node, coerced)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, coerced)?.if !== false;
  };
  const seen = new Set<string>();
  const walk = (parent: GraphQLCompositeType, set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (!included(sel)) continue;
      if (sel.kind === "Field") {
        const name = sel.name.value;
        out.add(`${parent.name}.${name}`);
        if (!sel.selectionSet || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[name];
        const type = field && getNamedType(field.type);
        if (type && isCompositeType(type)) walk(type, sel.selectionSet);
      } else {
        const condition = sel.kind === "InlineFragment" ? sel.typeCondition?.name.value : fragments.get(sel.name.value)?.typeCondition;
        const selectionSet = sel.kind === "InlineFragment" ? sel.selectionSet : fragments.get(sel.name.value)?.selectionSet;
        if (!selectionSet) continue;
        const key = sel.kind === "FragmentSpread" ? `${parent.name}:${sel.name.value}` : null;
        if (key) {
          if (seen.has(key)) continue;
          seen.add(key);
        }
        const type = condition ? schema.getType(condition) : parent;
        if (type && isCompositeType(type)) walk(type, selectionSet);
      }
    }
  };
  walk(root, operation.selectionSet);
  return out;
}

/** The variables of a document's @skip and @include conditions: all selectedFields depends on of the variables. */
function conditionVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Directive(directive) {
      if (directive.name.value !== "skip" && directive.name.value !== "include") return;
      visit(directive, {
        Variable(v) {
          names.add(v.name.value);
        },
      });
    },
  });
  return [...names];
}

type SelectedFieldsCache = WeakMap<GraphQLSchema, WeakMap<DocumentNode, { conditions: string[]; fields: Map<string, ReadonlySet<string>> }>>;

/** Distinct condition values kept per document: one past it starts again. */
const SELECTIONS_PER_DOCUMENT = 64;

/**
 * selectedFields, worked out once per document (the parsed one Apollo Server keeps for the same
 * text), operation and values of its @skip/@include conditions, rather than on every request. When
 * the variables do not fit the operation it is worked out afresh, as before.
 */
export function selectedFieldsOnce(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
  cache: SelectedFieldsCache,
): ReadonlySet<string> {
  const operation = getOperationAST(document, operationName);
  if (!operation) return selectedFields(schema, document, operationName, variables);
  const { coerced } = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (!coerced) return selectedFields(schema, document, operationName, variables);
  let bySchema = cache.get(schema);
  if (!bySchema) cache.set(schema, (bySchema = new WeakMap()));
  let entry = bySchema.get(document);
  if (!entry) bySchema.set(document, (entry = { conditions: conditionVariables(document), fields: new Map() }));
  let key = `${operationName ?? ""}|`;
  for (const name of entry.conditions) key += name in coerced ? `${JSON.stringify(coerced[name])},` : "-,";
  let fields = entry.fields.get(key);
  if (!fields) {
    fields = selectedFields(schema, document, operationName, variables);
    if (entry.fields.size >= SELECTIONS_PER_DOCUMENT) entry.fields.clear();
    entry.fields.set(key, fields);
  }
  return fields;
}

/**
 * FORBIDDEN, answered with HTTP 200 as a resolver's refusal would be: the gateway then passes the
 * code and message on (it reports a subgraph's non-2xx answer only by its status line).
 */
const refusal = (message: string) => new AppError("FORBIDDEN", message, { http: { status: 200 } });

const INTROSPECTION = new Set(["Query.__schema", "Query.__type", "Query._service"]);

/**
 * Enforces the field rules on every operation a subgraph runs, whether it arrives as a root field or
 * as a federation look-up (`_entities`): a portal user's operation that selects a field not declared
 * for its kind is refused as a whole, FORBIDDEN, before anything runs. Also refuses the federation
 * `_service { sdl }` field (the subgraph's schema) unless introspection is on.
 */
export function fieldAccessPlugin(readers: FieldReaders, introspection: boolean): ApolloServerPlugin<ServiceContext> {
  const cache: SelectedFieldsCache = new WeakMap();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operationName, request, schema }) {
          const kind = contextValue.viewer?.kind;
          const portal = kind === "client" || kind === "contractor";
          if (!portal && introspection) return;
          for (const field of selectedFieldsOnce(schema, document, operationName, request.variables ?? {}, cache)) {
            if (!introspection && INTROSPECTION.has(field)) throw refusal("Introspection is off: the schema is published at /graphql/schema.graphql");
            if (!portal) continue;
            const kinds = readers.get(field);
            if (kinds && !kinds.includes(kind)) throw refusal(`${field} is not available to ${kind} users`);
          }
        },
      };
    },
  };
}
