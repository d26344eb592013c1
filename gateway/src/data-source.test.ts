import { ForwardingDataSource } from "./data-source";

const source = new ForwardingDataSource({ url: "http://127.0.0.1:1/graphql" });
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
    const e = await source.errorFromResponse(reply(502, "<html>bad gateway</html>", "text/html") as never);
    expect(e.message).toBe("502: Bad Request");
    expect(e.extensions.code).toBe("INTERNAL_SERVER_ERROR");
  });
});
