import { loadConfig } from "@wo/shared";
import { identityConfigSchema } from "./config";

const AUTH_PRIVATE_KEY = "-----BEGIN PRIVATE KEY-----\\nnot-a-real-key\\n-----END PRIVATE KEY-----";
const parse = (env: Record<string, string>) => loadConfig(identityConfigSchema, { AUTH_PRIVATE_KEY, ...env });

describe("identity's configuration", () => {
  it("keeps access tokens at 15 minutes at most", () => {
    expect(parse({}).ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(parse({ ACCESS_TOKEN_TTL_SECONDS: "900" }).ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(parse({ ACCESS_TOKEN_TTL_SECONDS: "300" }).ACCESS_TOKEN_TTL_SECONDS).toBe(300);
    expect(() => parse({ ACCESS_TOKEN_TTL_SECONDS: "901" })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
    expect(() => parse({ ACCESS_TOKEN_TTL_SECONDS: "86400" })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it("reads the sign-in limit per address (20 a minute unless set) and the lockout", () => {
    expect(parse({})).toMatchObject({ SIGN_IN_RATE_LIMIT: 20, LOCKOUT_THRESHOLD: 5, LOCKOUT_MINUTES: 15 });
    expect(parse({ SIGN_IN_RATE_LIMIT: "1000" }).SIGN_IN_RATE_LIMIT).toBe(1000);
    expect(() => parse({ SIGN_IN_RATE_LIMIT: "0" })).toThrow(/SIGN_IN_RATE_LIMIT/);
  });
});
