import { DEMO_PASSWORD, gatewayUrl, sql } from "@wo/shared/testing";
import { api, login } from "./http";

const TOO_MANY = "Too many sign-in attempts from this address. Try again in a minute.";

/** A call as if from `address`: the gateway believes X-Forwarded-For from loopback (TRUST_PROXY) and tells identity. */
async function from(address: string, path: string, body: unknown) {
  const res = await fetch(`${gatewayUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });

  return { status: res.status, body: (await res.json()) as any };
}

describe("POST /api/authorise/login", () => {
  it("answers 200 with the token, the authprop code and the user", async () => {
    const r = await api("POST", "/authorise/login", { json: { Email: "client@example.com", Password: DEMO_PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      authprop: "C",
      remtoken: null,
      user: { FullName: "Fiona Sinclair", Email: "client@example.com", UserTypeId: 2, EntityName: "Client", EntityId: 1 },
      permissions: { userProfile: "full", customerPortal: "read" },
    });
  });

  it("issues a remember-me token when asked", async () => {
    const r = await api("POST", "/authorise/login", { json: { Email: "sales@example.com", Password: DEMO_PASSWORD, RememberMe: true } });
    expect(r.body.remtoken).toMatch(/^[\w-]{40,}$/);
  });

  it("answers 401 with the message for wrong credentials", async () => {
    const r = await api("POST", "/authorise/login", { json: { Email: "admin@example.com", Password: "not-it" } });
    expect(r).toEqual({ status: 401, body: { Message: "Invalid email or password." } });
  });

  it("answers 400 when the e-mail or password is missing, or the body is not JSON", async () => {
    expect(await api("POST", "/authorise/login", { json: { Password: "x" } })).toEqual({
      status: 400,
      body: { Message: "email: Email is required" },
    });
    expect((await api("POST", "/authorise/login", { json: { Email: "a@b.c" } })).status).toBe(400);
    expect(await api("POST", "/authorise/login", { raw: "{not json" })).toEqual({ status: 400, body: { Message: "Malformed request body" } });
  });
});

describe("POST /api/authorise/iamauth and Logout", () => {
  it("confirms a live session, and answers Code 4038 once it is logged out", async () => {
    const { body } = await api("POST", "/authorise/login", { json: { Email: "finance@example.com", Password: DEMO_PASSWORD } });
    const token = body.token as string;
    const ok = await api("POST", "/authorise/iamauth", { token, json: { id: 6, authcode: "S", RequestedUrl: "/work_orders" } });
    expect(ok).toEqual({ status: 200, body: { id: 6, authcode: "S", RequestedUrl: "/work_orders", Valid: true } });
    expect((await api("POST", "/authorise/Logout", { token })).status).toBe(200);
    expect(await api("POST", "/authorise/iamauth", { token, json: {} })).toEqual({ status: 401, body: { Message: "Session invalid", Code: 4038 } });
  });

  it("answers Code 4038 without a token, or with a forged one", async () => {
    expect((await api("POST", "/authorise/iamauth", { json: {} })).body.Code).toBe(4038);
    expect((await api("POST", "/authorise/iamauth", { token: "a.b.c", json: {} })).body).toEqual({ Message: "Session invalid", Code: 4038 });
  });
});

describe("sign-in attempts per address (counted by identity)", () => {
  it("answers 429 with the message once an address has used its attempts, by REST and GraphQL alike", async () => {
    const address = "203.0.113.9";
    // this address has used far more attempts than the stack allows (its limit is raised for the tests), in a
    // window that outlasts the test however slow the machine
    await sql(
      process.env.TEST_STACK_DB_URL!,
      "insert into identity.sign_in_attempt (address, window_start, attempts) values ($1, now() + interval '10 minutes', 1000000)",
      [address],
    );
    expect(await from(address, "/api/authorise/login", { Email: "client@example.com", Password: DEMO_PASSWORD })).toEqual({
      status: 429,
      body: { Message: TOO_MANY },
    });
    const graphql = await from(address, "/graphql", {
      query: `mutation { signIn(input: { email: "client@example.com", password: "${DEMO_PASSWORD}" }) { error { code } } }`,
    });
    expect(graphql.status).toBe(200);
    expect(graphql.body.errors).toEqual([
      expect.objectContaining({ message: TOO_MANY, extensions: expect.objectContaining({ code: "TOO_MANY_REQUESTS" }) }),
    ]);
    // another address has a budget of its own
    expect((await from("203.0.113.10", "/api/authorise/login", { Email: "client@example.com", Password: DEMO_PASSWORD })).status).toBe(200);
  });
});

describe("POST /api/authorise/ResetPassword of one's own password", () => {
  it("asks for CurrentPassword", async () => {
    const admin = await login("admin@example.com");
    const form = { FirstName: "Own", LastName: "Reset", Email: "own.reset@example.com", Password: "Str0ng!pw", UserTypeId: "4", DepartmentId: "3" };
    expect((await api("POST", "/Users/", { token: admin, form })).status).toBe(200);
    const { body } = await api("POST", "/authorise/login", { json: { Email: "own.reset@example.com", Password: "Str0ng!pw" } });
    const mine = { token: body.token as string };
    expect(await api("POST", "/authorise/ResetPassword", { ...mine, json: { id: body.user.Id, newPassword: "N3w!secret" } })).toEqual({
      status: 400,
      body: { Message: "Current password is required", ModelState: { CurrentPassword: ["Current password is required"] } },
    });
    expect(
      await api("POST", "/authorise/ResetPassword", { ...mine, json: { id: body.user.Id, newPassword: "N3w!secret", CurrentPassword: "Str0ng!pw" } }),
    ).toEqual({
      status: 200,
      body: { Message: "Password Reset" },
    });
    expect((await api("POST", "/authorise/login", { json: { Email: "own.reset@example.com", Password: "N3w!secret" } })).status).toBe(200);
  });
});
