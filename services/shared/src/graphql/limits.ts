import type { ApolloServerPlugin } from "@apollo/server";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isLeafType,
  isListType,
  isObjectType,
  visit,
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { knownOperationTypesRule, operationSelectionPlugin } from "./protocol";

/**
 * How much one GraphQL operation may ask for. The gateway checks these before planning; every
 * subgraph checks them again (a subgraph is reachable on its own network), with the headroom that
 * the gateway's query plans need: `_entities` adds a level, `__typename` and keys add tokens, and a
 * list's real length may differ from the estimate below.
 */
export interface OperationLimits {
  /** Aliased fields in one operation (fragments expanded). */
  aliases: number;
  /** Fields at the root of an operation (`__typename` aside). */
  rootFields: number;
  /** Nesting of selections (introspection aside). */
  depth: number;
  /** Directives in one operation. */
  directives: number;
  /**
   * Nesting of list and object values written in the document (`[[[1]]]` is 3). The gateway's query
   * planner walks every list value twice per level (@apollo/federation-internals 2.14
   * `collectVariablesInValue`), so a short document of nested lists held its CPU for good (issue 25).
   */
  valueDepth: number;
  /** Lexical tokens of the document (graphql-js refuses longer documents while parsing). */
  tokens: number;
  /** The estimated cost (see operationCost). */
  cost: number;
}

export const GATEWAY_LIMITS: OperationLimits = {
  aliases: 15,
  rootFields: 10,
  depth: 10,
  directives: 20,
  valueDepth: 8,
  tokens: 2_000,
  cost: 10_000,
};

export const SUBGRAPH_LIMITS: OperationLimits = {
  ...GATEWAY_LIMITS,
  depth: GATEWAY_LIMITS.depth + 1,
  tokens: GATEWAY_LIMITS.tokens * 2,
  cost: GATEWAY_LIMITS.cost * 2,
};

/** Fields that check a password or a token: an operation may hold at most one of them. */
export const SIGN_IN_FIELDS = new Set(["Mutation.signIn", "Mutation.signInWithRememberToken"]);

/** The length assumed for a list that takes no page size: the cost of reading it grows with it. */
const UNPAGED_LIST_LENGTH = 10;

const isRootType = (type: GraphQLCompositeType) => type.name === "Query" || type.name === "Mutation" || type.name === "Subscription";

/**
 * What an operation costs, in rows read: a field that takes `pageSize` reads that many rows, each
 * costing at least one, whatever is selected of them (`totalCount` alone still reads the page); a
 * federation look-up (`_entities`) one per representation; an object one plus its selection; a list
 * without a page size UNPAGED_LIST_LENGTH objects; a root field that answers a value one; other values
 * nothing. The `nodes` of a page are counted once per row by the paged field above them.
 */
export const operationCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (field.name.startsWith("__")) return 0;
  const rows = typeof args.pageSize === "number" ? args.pageSize : field.name === "_entities" ? (args.representations?.length ?? 0) : null;
  if (rows !== null) return 1 + rows * Math.max(1, childComplexity);
  if (isLeafType(getNamedType(field.type))) return isRootType(type) ? 1 : 0;
  const pageNodes = field.name === "nodes" && isObjectType(type) && "totalCount" in type.getFields();
  if (isListType(getNullableType(field.type)) && !pageNodes) return 1 + UNPAGED_LIST_LENGTH * (1 + childComplexity);
  return 1 + childComplexity;
};

/** Refuses more than `max` fields at the root of an operation. */
export function maxRootFieldsRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        const parent = context.getParentType();
        if (!parent || !isRootType(parent) || node.name.value === "__typename") return;
        if (++count === max + 1) context.reportError(new GraphQLError(`An operation may hold at most ${max} root fields.`, { nodes: node }));
      },
    };
  };
}

/** Refuses list and object values written in the document nested deeper than `max`. */
export function maxValueDepthRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let depth = 0;
    let reported = false;
    const enter = (node: ASTNode) => {
      if (++depth > max && !reported) {
        reported = true;
        context.reportError(new GraphQLError(`A value may nest lists and objects at most ${max} deep.`, { nodes: node }));
      }
    };
    const leave = () => void depth--;
    return { ListValue: { enter, leave }, ObjectValue: { enter, leave } };
  };
}

/** Refuses an operation that holds more than one of `fields` ("Type.field"), aliases and fragments included. */
export function oneOfRule(fields: Set<string>, what: string): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        const parent = context.getParentType();
        if (!parent || !fields.has(`${parent.name}.${node.name.value}`)) return;
        if (++count === 2) context.reportError(new GraphQLError(`An operation may hold only one ${what}.`, { nodes: node }));
      },
    };
  };
}

/** The validation rules of the limits: checked once per distinct document (Apollo Server caches valid documents). */
export function limitRules(limits: OperationLimits): ValidationRule[] {
  // armor's rules throw unless told to report: a thrown error would escape validation as a 500
  const report = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] };
  return [
    maxAliasesRule({ n: limits.aliases, ...report }),
    maxDepthRule({ n: limits.depth, ...report }),
    maxDirectivesRule({ n: limits.directives, ...report }),
    maxRootFieldsRule(limits.rootFields),
    maxValueDepthRule(limits.valueDepth),
    oneOfRule(SIGN_IN_FIELDS, "sign-in"),
  ];
}

/**
 * The variables an operation's cost depends on (see operationCost): those in a `pageSize` argument
 * and in an `@include`/`@skip` condition by their value, those in `representations` by their length.
 * Every other variable changes what is read, never how many rows are weighed.
 */
interface CostInputs {
  byValue: Set<string>;
  byLength: Set<string>;
}

function variablesIn(node: ASTNode, into: Set<string>): void {
  visit(node, {
    Variable(v) {
      into.add(v.name.value);
    },
  });
}

export function costInputs(document: DocumentNode): CostInputs {
  const byValue = new Set<string>();
  const byLength = new Set<string>();
  visit(document, {
    Field(field) {
      for (const arg of field.arguments ?? []) {
        if (arg.name.value === "pageSize") variablesIn(arg.value, byValue);
        else if (arg.name.value === "representations") variablesIn(arg.value, byLength);
      }
    },
    Directive(directive) {
      if (directive.name.value === "include" || directive.name.value === "skip") variablesIn(directive, byValue);
    },
  });
  for (const name of byValue) byLength.delete(name);
  return { byValue, byLength };
}

/** Distinct costs kept per document (page sizes, flags, look-up sizes): a document past it starts again. */
const COSTS_PER_DOCUMENT = 256;

/**
 * What an operation costs, weighed once per document and per value of the variables the weight
 * depends on (costInputs) rather than per request: a page's cost is the same on every page and for
 * every search. Documents are the parsed ones Apollo Server keeps (the same object for the same
 * text), per schema. Variables that do not fit the operation are weighed afresh, so they are refused
 * as before; so is the presence of every variable (absent, null or given), which argument coercion
 * depends on.
 */
export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
  cache: WeakMap<GraphQLSchema, WeakMap<DocumentNode, { inputs: CostInputs; costs: Map<string, number> }>>,
): number {
  const weigh = () => getComplexity({ schema, query: document, variables, operationName, estimators: [operationCost] });
  const operation = getOperationAST(document, operationName);
  if (!operation) return weigh();
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) return weigh();
  const values = coerced.coerced;
  let bySchema = cache.get(schema);
  if (!bySchema) cache.set(schema, (bySchema = new WeakMap()));
  let entry = bySchema.get(document);
  if (!entry) bySchema.set(document, (entry = { inputs: costInputs(document), costs: new Map() }));
  let key = `${operationName ?? ""}|`;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const value = values[name];
    key += !(name in values) ? "-" : value === null ? "0" : "1";
    if (value != null && entry.inputs.byValue.has(name)) key += JSON.stringify(value);
    else if (value != null && entry.inputs.byLength.has(name)) key += Array.isArray(value) ? `#${value.length}` : JSON.stringify(value);
    key += ",";
  }
  let cost = entry.costs.get(key);
  if (cost === undefined) {
    cost = weigh();
    if (entry.costs.size >= COSTS_PER_DOCUMENT) entry.costs.clear();
    entry.costs.set(key, cost);
  }
  return cost;
}

/**
 * The cost limit, per request: it depends on the variables (a page size usually is one), so it runs
 * after the operation is resolved rather than as a cached validation rule (costOf weighs each
 * document once per value of the variables that change its weight). Refused like a validation
 * failure: GRAPHQL_VALIDATION_FAILED, HTTP 400.
 */
export function costLimitPlugin(max: number): ApolloServerPlugin {
  const cache = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, { inputs: CostInputs; costs: Map<string, number> }>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, operationName, schema }) {
          if (!operation) return; // nothing to weigh: operationSelectionPlugin refuses the request
          let cost: number;
          try {
            cost = costOf(schema, document, request.variables ?? {}, operationName ?? undefined, cache);
          } catch (e) {
            // variables that do not fit the operation, or a document too large to weigh
            const message = e instanceof Error ? e.message : String(e);
            const code = message.startsWith("Variable ") ? "BAD_USER_INPUT" : "GRAPHQL_VALIDATION_FAILED";
            throw new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
          }
          if (cost > max) {
            throw new GraphQLError(`The operation would cost ${cost}, over the limit of ${max}: ask for fewer or smaller pages.`, {
              extensions: { code: "GRAPHQL_VALIDATION_FAILED", cost, limit: max, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/**
 * Everything an Apollo Server needs to enforce the limits: parse options (the token limit),
 * validation rules, and the cost plugin; and to answer a request that cannot run with 400 rather
 * than 500, the gateway and every subgraph alike: an operation type the schema lacks (a
 * subscription), an `operationName` that selects no operation. Batching and automatic persisted
 * queries stay off.
 */
export function operationLimitOptions(limits: OperationLimits) {
  return {
    parseOptions: { maxTokens: limits.tokens },
    validationRules: [knownOperationTypesRule, ...limitRules(limits)],
    plugins: [operationSelectionPlugin(), costLimitPlugin(limits.cost)],
    allowBatchedHttpRequests: false,
    persistedQueries: false as const,
    hideSchemaDetailsFromClientErrors: true,
  };
}
