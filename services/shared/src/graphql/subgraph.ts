import "reflect-metadata";
import { buildSubgraphSchema } from "@apollo/subgraph";
import type { GraphQLResolverMap } from "@apollo/subgraph/dist/schema-helper";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import type { GraphQLSchema } from "graphql";
import gql from "graphql-tag";
import { buildSchema, createResolversMap, type NonEmptyArray } from "type-graphql";
import { assertAccessDeclared } from "../access";
import { assertReadersDeclared, fieldReaders, fieldSources, type FieldReaders } from "../field-access";
import type { ServiceContext } from "../context";

const FEDERATION_LINK = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible", "@tag", "@interfaceObject"])`;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes any class
type ResolverClass = Function;

/** `__resolveReference` functions by type name, each in its module's `*.reference.ts`. */
export type ReferenceResolvers = Record<string, { __resolveReference: (ref: never, ctx: ServiceContext) => unknown }>;

export interface SubgraphDefinition {
  resolvers: NonEmptyArray<ResolverClass>;
  /** Entity types no query returns (stubs of other services' entities, for instance). */
  orphanedTypes?: ResolverClass[];
  references?: ReferenceResolvers;
}

/**
 * The type-graphql schema of a subgraph, before federation: its root fields carry their access
 * rules, every other field its readers; a field without one, or one derived from a field of this
 * subgraph that fewer kinds may read, refuses to build.
 */
export async function buildTypeGraphqlSchema(def: SubgraphDefinition): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: def.resolvers,
    orphanedTypes: def.orphanedTypes,
    validate: { forbidUnknownValues: false },
    skipCheck: true,
    emitSchemaFile: false,
  });
  // the root types' descriptions (type-graphql has no decorator for them): the public schema describes every type
  const query = schema.getQueryType();
  if (query) query.description = ROOT_DESCRIPTIONS.Query;
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.Mutation;
  assertAccessDeclared(schema);
  assertReadersDeclared(fieldReaders(schema), fieldSources(schema));
  return schema;
}

/** The public schema's root types, the same in every subgraph (composition merges them). */
const ROOT_DESCRIPTIONS = {
  Query:
    "Everything that can be read. Each field says who may call it; every row answered is one the caller may see (a client user its own client's, a contractor user the work given to it); a query selecting a field its caller may not read is refused as a whole (FORBIDDEN) before anything runs",
  Mutation:
    "Everything that can be changed. Each field says who may call it; a change is made whole or not at all, and an expected refusal comes back as the payload's `error` (the Error interface) rather than as a GraphQL error",
} as const;

/** Every subgraph is built here: type-graphql schema -> SDL with @link -> @apollo/subgraph schema. */
export async function buildSubgraph(def: SubgraphDefinition): Promise<{ schema: GraphQLSchema; sdl: string; readers: FieldReaders }> {
  const tgSchema = await buildTypeGraphqlSchema(def);
  const sdl = `${FEDERATION_LINK}\n\n${printSchemaWithDirectives(tgSchema)}`;
  const resolvers = createResolversMap(tgSchema) as Record<string, Record<string, unknown>>;
  for (const [typeName, ref] of Object.entries(def.references ?? {})) {
    resolvers[typeName] = { ...(resolvers[typeName] ?? {}), ...ref };
  }
  const schema = buildSubgraphSchema({ typeDefs: gql(sdl), resolvers: resolvers as GraphQLResolverMap<unknown> });
  return { schema, sdl, readers: fieldReaders(tgSchema) };
}
