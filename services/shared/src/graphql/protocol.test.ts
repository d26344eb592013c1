import { ApolloServer } from "@apollo/server";
import { buildSchema, execute, parse, specifiedRules, validate } from "graphql";
import { GATEWAY_LIMITS, operationLimitOptions } from "./limits";
import { knownOperationTypesRule, operationSelectionFailure } from "./protocol";

const schema = buildSchema(`type Query { me: String } type Mutation { touch: Boolean }`);
const queriesOnly = buildSchema(`type Query { me: String }`);

describe("operation types the schema lacks", () => {
  const errors = (s: typeof schema, query: string) => validate(s, parse(query), [...specifiedRules, knownOperationTypesRule]).map((e) => e.message);

  it("refuses a subscription, and a mutation where there are none", () => {
    expect(errors(schema, `subscription { me }`)).toContain("The subscription operation is not supported by the schema.");
    expect(errors(queriesOnly, `mutation { me }`)).toContain("The mutation operation is not supported by the schema.");
  });

  it("admits the types the schema has", () => {
    expect(errors(schema, `{ me } `)).toEqual([]);
    expect(errors(schema, `query Q { me } mutation M { touch }`)).toEqual([]);
  });
});

describe("an operationName that selects no operation", () => {
  it("is explained as graphql-js's execute explains it", () => {
    for (const [query, operationName] of [
      [`query A { me } query B { me }`, undefined],
      [`query A { me } query B { me }`, "C"],
      [`query A { me }`, "C"],
    ] as const) {
      const document = parse(query);
      const executed = execute({ schema, document, operationName, rootValue: {} }) as { errors?: { message: string }[] };
      expect(operationSelectionFailure(document, operationName)).toBe(executed.errors?.[0]?.message);
    }
  });
});

describe("a server with the operation options", () => {
  let server: ApolloServer;
  beforeAll(async () => {
    const options = operationLimitOptions(GATEWAY_LIMITS);
    server = new ApolloServer({ schema, ...options, includeStacktraceInErrorResponses: false });
    await server.start();
  });
  afterAll(() => server.stop());

  const run = async (query: string, operationName?: string) => {
    const r = await server.executeOperation({ query, operationName });
    const body = r.body.kind === "single" ? r.body.singleResult : null;
    return { status: r.http.status ?? 200, errors: body?.errors?.map((e) => ({ message: e.message, code: e.extensions?.code })), data: body?.data };
  };

  it("answers 400 to a subscription and to a name that selects nothing, with the reason and its code", async () => {
    expect(await run(`subscription { me }`)).toMatchObject({
      status: 400,
      errors: [{ message: "The subscription operation is not supported by the schema.", code: "GRAPHQL_VALIDATION_FAILED" }],
    });
    expect(await run(`query A { me } query B { me }`)).toMatchObject({
      status: 400,
      errors: [{ message: "Must provide operation name if query contains multiple operations.", code: "OPERATION_RESOLUTION_FAILURE" }],
    });
    expect(await run(`query A { me } query B { me }`, "C")).toMatchObject({
      status: 400,
      errors: [{ message: 'Unknown operation named "C".', code: "OPERATION_RESOLUTION_FAILURE" }],
    });
  });

  it("runs the operation a document's operationName selects", async () => {
    expect(await run(`query A { a: __typename } query B { b: __typename }`, "B")).toEqual({ status: 200, errors: undefined, data: { b: "Query" } });
  });
});
