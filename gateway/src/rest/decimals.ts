import {
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";

/** Where an operation's answer holds Decimals: response keys down to each one. */
export interface DecimalPaths {
  [key: string]: true | DecimalPaths;
}

/**
 * The Decimal fields an operation asks for, found by walking it against the schema (through
 * fragments and inline fragments). Money is exact in GraphQL (a Decimal string) and a number in
 * every legacy REST shape: the shim runner converts these before a shim's result sees them.
 */
export function decimalPaths(schema: GraphQLSchema, document: DocumentNode): DecimalPaths | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const walk = (type: GraphQLCompositeType, set: SelectionSetNode, into: DecimalPaths) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (!isObjectType(type) && !isInterfaceType(type)) continue;
        const field = type.getFields()[s.name.value];
        if (!field) continue;
        const named = getNamedType(field.type);
        const key = s.alias?.value ?? s.name.value;
        if (named.name === "Decimal") into[key] = true;
        else if (isCompositeType(named) && s.selectionSet) {
          const sub = (into[key] as DecimalPaths | undefined) ?? {};
          walk(named, s.selectionSet, sub);
          if (Object.keys(sub).length) into[key] = sub;
        }
      } else {
        const fragment = s.kind === Kind.FRAGMENT_SPREAD ? fragments.get(s.name.value) : s;
        if (!fragment) continue;
        const on = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) walk(on, fragment.selectionSet, into);
      }
    }
  };
  const paths: DecimalPaths = {};
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = d.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
    if (root) walk(root, d.selectionSet, paths);
  }
  return Object.keys(paths).length ? paths : null;
}

/**
 * The answer with the Decimals at `paths` as numbers (null stays null), converted in place: the
 * answer is the runner's own (a fresh result of each operation), and copying every row to change one
 * field or two cost more than the rest of the mapping.
 */
export function decimalsToNumbers(value: unknown, paths: DecimalPaths | true): unknown {
  if (value == null) return value;
  if (paths === true) return Number(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = decimalsToNumbers(value[i], paths);
    return value;
  }
  if (typeof value !== "object") return value;
  const out = value as Record<string, unknown>;
  for (const key in paths) if (key in out) out[key] = decimalsToNumbers(out[key], paths[key]!);
  return out;
}
