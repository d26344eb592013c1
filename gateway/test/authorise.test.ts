import { DEMO_PASSWORD } from "@wo/shared/testing";
import { api } from "./http";

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
    expect(await api("POST", "/authorise/login", { json: { Password: "x" } })).toEqual({ status: 400, body: { Message: "email: Email is required" } });
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
