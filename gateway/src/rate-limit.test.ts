import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { isSignIn, signInLimiter, TOO_MANY_SIGN_INS } from "./rate-limit";

describe("the sign-in rate limit", () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    const limits = signInLimiter(3);
    app.use("/graphql", express.json(), limits.graphql, (_req, res) => void res.json({ data: {} }));
    app.use("/api/authorise/login", limits.rest, (_req, res) => void res.json({ token: "t" }));
    server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("recognises sign-in mutations, alone or in a batch, and nothing else", () => {
    expect(isSignIn({ query: "mutation { signIn(input: {}) { error { code } } }" })).toBe(true);
    expect(isSignIn([{ query: "{ me { kind } }" }, { query: "mutation R { signInWithRememberToken (input: {}) { error { code } } }" }])).toBe(true);
    expect(isSignIn({ query: "{ workOrders { totalCount } }" })).toBe(false);
    expect(isSignIn({ query: "mutation { signOut }" })).toBe(false);
  });

  it("shares one budget per address between the REST and GraphQL sign-ins, and leaves other requests alone", async () => {
    expect((await post("/api/authorise/login", {})).status).toBe(200);
    expect((await post("/graphql", { query: "mutation { signIn(input: {}) { session { accessToken } } }" })).status).toBe(200);
    expect((await post("/api/authorise/login", {})).status).toBe(200);
    const rest = await post("/api/authorise/login", {});
    expect(rest.status).toBe(429);
    expect(await rest.json()).toEqual({ Message: TOO_MANY_SIGN_INS });
    const gql = await post("/graphql", { query: "mutation { signIn(input: {}) { session { accessToken } } }" });
    expect(gql.status).toBe(429);
    expect(await gql.json()).toEqual({ errors: [{ message: TOO_MANY_SIGN_INS, extensions: { code: "TOO_MANY_REQUESTS" } }] });
    expect((await post("/graphql", { query: "{ me { kind } }" })).status).toBe(200);
  });
});
