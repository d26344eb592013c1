/**
 * Trusted documents (GRAPHQL_TRUSTED_DOCUMENTS, gateway/src/trusted-documents.ts): a gateway of the
 * suite's own with the setting `enforce`, in front of the stack's subgraphs. A browser session runs
 * the web app's documents (by hash, as the app sends them, or as their exact text) and is refused
 * any other; an anonymous sign-in by the web's own document works; a reporting API key's token
 * (signed here with the test key, as identity signs one for a key) sends any query; the legacy
 * shims are not gated. The stack's own gateway (setting off, as for every server test) runs any.
 */
import fs from "node:fs";
import path from "node:path";
import { decodeJwt } from "jose";
import { DEMO_PASSWORD, gatewayUrl } from "@wo/shared/testing";
import { signAccessToken, type AccessClaims } from "@wo/shared";
import { api, login } from "./http";
import { ownGateway } from "./own-process";

const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "web/src/gql/persisted-documents.json"), "utf8")) as Record<string, string>;
/** The hash (hex) and text of the web's document holding `operation` (e.g. "query Shell_Me") */
function webDocument(operation: string): { hash: string; text: string } {
  const entry = Object.entries(manifest).find(([, text]) => new RegExp(`\\b${operation}\\b`).test(text));
  if (!entry) throw new Error(`no web document holds ${operation}`);
  return { hash: entry[0].replace(/^sha256:/, ""), text: entry[1] };
}

const gateway = ownGateway({ env: () => ({ GRAPHQL_TRUSTED_DOCUMENTS: "enforce" }) });

let admin: string;

beforeAll(async () => {
  admin = await login("admin@example.com");
  await gateway.start();
}, 120_000);

afterAll(() => gateway.stop());

async function post(body: unknown, token?: string, base = gateway.url) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
const AD_HOC = "query Mine { me { kind user { fullName } } }";

/** A token as identity signs one for an API key: the admin's claims with `key` */
async function keyToken(scope: "reporting" | "rest"): Promise<string> {
  const { iat: _iat, exp: _exp, iss: _iss, aud: _aud, ...claims } = decodeJwt(admin) as unknown as AccessClaims & Record<string, unknown>;
  const key = { id: "test-key", prefix: "test", scope, writes: false };
  return (await signAccessToken({ ...claims, key } as AccessClaims, process.env.AUTH_PRIVATE_KEY!, 300)).token;
}

describe("GRAPHQL_TRUSTED_DOCUMENTS=enforce", () => {
  it("runs a web document named by its hash alone, as the app sends it, and by GET", async () => {
    const me = webDocument("query Shell_Me");
    const r = await post({ operationName: "Shell_Me", ...byHash(me.hash) }, admin);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.me).toMatchObject({ __typename: "Me", kind: "ADMIN" });

    const qs = new URLSearchParams({ operationName: "Shell_Me", extensions: JSON.stringify(byHash(`sha256:${me.hash}`).extensions) });
    const get = await fetch(`${gateway.url}/graphql?${qs}`, { headers: { authorization: `Bearer ${admin}`, "apollo-require-preflight": "true" } });
    expect(get.status).toBe(200);
    expect(((await get.json()) as any).data.me.kind).toBe("ADMIN");
  });

  it("runs the document held for a hash, whatever text comes with it", async () => {
    const me = webDocument("query Shell_Me");
    const r = await post({ operationName: "Shell_Me", query: "query Shell_Me { me { authCode } }", ...byHash(me.hash) }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.me.user.fullName).toEqual(expect.any(String));
  });

  it("runs a web document sent as its exact text", async () => {
    const r = await post({ query: webDocument("query Shell_Me").text }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.me.kind).toBe("ADMIN");
  });

  it("refuses a signed-in session's own document, with a plain message", async () => {
    const r = await post({ query: AD_HOC }, admin);
    expect(r.status).toBe(400);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toEqual([
      {
        message: expect.stringMatching(/not one of the web app's own: a signed-in session may run only those.*API key of the reporting scope/),
        extensions: { code: "OPERATION_NOT_TRUSTED" },
      },
    ]);
    // the same from a caller without a token, and with the text under a hash nobody holds
    expect((await post({ query: AD_HOC })).body.errors![0]!.extensions!.code).toBe("OPERATION_NOT_TRUSTED");
    expect((await post({ query: AD_HOC, ...byHash("0".repeat(64)) }, admin)).body.errors![0]!.extensions!.code).toBe("OPERATION_NOT_TRUSTED");
  });

  it("answers PERSISTED_QUERY_NOT_FOUND for a hash it does not hold, sent without text", async () => {
    const r = await post(byHash("f".repeat(64)), admin);
    expect(r.status).toBe(400);
    expect(r.body.errors![0]).toEqual({
      message: expect.stringMatching(/No operation of the web app has this hash/),
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
    });
  });

  it("signs in anonymously with the web's own sign-in document", async () => {
    const signIn = webDocument("mutation LoginForm_SignIn");
    const r = await post({
      operationName: "LoginForm_SignIn",
      variables: { email: "admin@example.com", password: DEMO_PASSWORD, rememberMe: false },
      ...byHash(signIn.hash),
    });
    expect(r.status).toBe(200);
    expect(r.body.data.signIn.error).toBeNull();
    expect(r.body.data.signIn.session.accessToken).toEqual(expect.any(String));
  });

  it("lets an API key of the reporting scope send any query, within the operation limits", async () => {
    // a real key, made by an administrator: the gateway exchanges it at identity before the documents are checked
    const made = await post(
      {
        query: `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret error { code message } } }`,
        variables: { input: { name: "Trusted documents: reporting", scope: "REPORTING" } },
      },
      admin,
      gatewayUrl(),
    );
    expect(made.body.data.createApiKey.error).toBeNull();
    const secret = made.body.data.createApiKey.secret as string;
    const AD_HOC_REPORT = "query Report { workOrders(pageSize: 5) { totalCount nodes { id refNo } } }";
    const r = await post({ query: AD_HOC_REPORT }, secret);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.workOrders.nodes).toHaveLength(5);
    // a token minted for a reporting key passes the documents check too (what the exchange answers)
    const minted = await post({ query: AD_HOC }, await keyToken("reporting"));
    expect(minted.body.errors?.map((e) => e.extensions?.code)).not.toContain("OPERATION_NOT_TRUSTED");
    // the limits still hold: 16 aliases
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: workOrders(pageSize: 1) { totalCount }`).join(" ")} }`;
    const limited = await post({ query: aliases }, secret);
    expect(limited.status).toBe(400);
    expect(limited.body.errors![0].extensions!.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("refuses an ad-hoc query to a key of another scope, and to a forged reporting token", async () => {
    expect((await post({ query: AD_HOC }, await keyToken("rest"))).body.errors![0].extensions!.code).toBe("OPERATION_NOT_TRUSTED");
    const forged = (await keyToken("reporting")).replace(/.{8}$/, "AAAAAAAA");
    expect((await post({ query: AD_HOC }, forged)).body.errors![0].extensions!.code).toBe("OPERATION_NOT_TRUSTED");
  });

  it("leaves the legacy REST shims alone (their operations run in-process)", async () => {
    const r = await api("GET", "/Clients/Active", { token: admin, gateway: gateway.url });
    expect(r.status).toBe(200);
  });
});

describe("GRAPHQL_TRUSTED_DOCUMENTS=off (the server tests' stack)", () => {
  it("runs any document, and a web document by its hash", async () => {
    expect((await post({ query: AD_HOC }, admin, gatewayUrl())).body.data.me.kind).toBe("ADMIN");
    const r = await post({ operationName: "Shell_Me", ...byHash(webDocument("query Shell_Me").hash) }, admin, gatewayUrl());
    expect(r.body.data.me.kind).toBe("ADMIN");
  });
});

describe("GET /graphql from a browser", () => {
  it("is sent to the explorer, while a GET asking for JSON is the API", async () => {
    const page = await fetch(`${gatewayUrl()}/graphql`, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/#/graphql");
    const api = await fetch(`${gatewayUrl()}/graphql?query=${encodeURIComponent("{ __typename }")}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ data: { __typename: "Query" } });
  });
});
