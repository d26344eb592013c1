import { GraphQLError } from "graphql";
import { ForwardingDataSource } from "./data-source";

const source = new ForwardingDataSource({ name: "billing", url: "http://127.0.0.1:1/graphql" });
const reply = (status: number, body: unknown, type = "application/json") =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, statusText: "Bad Request", headers: { "content-type": type } });

describe("a subgraph's refusal through the gateway", () => {
  it("keeps the subgraph's message and code", async () => {
    const e = await source.errorFromResponse(
      reply(400, {
        errors: [{ message: "An operation may hold at most 10 root fields.", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }],
      }) as never,
    );
    expect(e.message).toBe("An operation may hold at most 10 root fields.");
    expect(e.extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("falls back to the status line when the body says nothing", async () => {
    const e = await source.errorFromResponse(reply(500, "<html>oops</html>", "text/html") as never);
    expect(e.message).toBe("500: Bad Request");
    expect(e.extensions.code).toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("a subgraph out of reach", () => {
  const message = "Costs, quotes and reports (the billing service) are unavailable just now. Try again in a moment.";

  it("answers SERVICE_UNAVAILABLE naming the service when the connection fails (nothing listens on port 1)", async () => {
    const e = await source
      .process({
        kind: "health check",
        request: { query: "{ __typename }", http: { method: "POST", url: "http://127.0.0.1:1/graphql", headers: new Map() } },
        context: {},
      } as never)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(e).toBeInstanceOf(GraphQLError);
    expect([(e as GraphQLError).message, (e as GraphQLError).extensions]).toEqual([
      message,
      { code: "SERVICE_UNAVAILABLE", service: "billing", topic: "Costs, quotes and reports" },
    ]);
  });

  it("answers SERVICE_UNAVAILABLE for a proxy's 502, 503 or 504 without a GraphQL body", async () => {
    for (const status of [502, 503, 504]) {
      const e = await source.errorFromResponse(reply(status, "<html>bad gateway</html>", "text/html") as never);
      expect([status, e.message, e.extensions.code]).toEqual([status, message, "SERVICE_UNAVAILABLE"]);
    }
  });
});
