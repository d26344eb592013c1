import { DEMO_PASSWORD, sql, startTestService } from "@wo/shared/testing";
import { identityService } from "../src/service";
import { graphqlFrom } from "./helpers";

// a small limit, so that a test reaches it quickly; each test signs in from addresses of its own
process.env.SIGN_IN_RATE_LIMIT = "5";
const LIMIT = 5;
const TOO_MANY = "Too many sign-in attempts from this address. Try again in a minute.";

let svc: Awaited<ReturnType<typeof startTestService>>;

const SIGN_IN = `mutation($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { session { accessToken } error { code message } } }`;
const REMEMBER = `mutation($t: String!) { signInWithRememberToken(input: { token: $t }) { session { accessToken } error { code } } }`;

const signInFrom = (address: string, email: string, password = DEMO_PASSWORD) => graphqlFrom(svc.url, address, SIGN_IN, { email, password });
const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;
const count = async (query: string, params: unknown[] = []) => Number((await sql(svc.db.url, query, params))[0]!.n);

beforeAll(async () => {
  svc = await startTestService(identityService);
}, 60_000);
afterAll(() => svc?.stop());

describe("sign-in attempts per address", () => {
  it("counts every kind of attempt, and refuses those past the limit before any check", async () => {
    const address = "198.51.100.1";
    const attempts = [
      () => signInFrom(address, "sales@example.com", "wrong"),
      () => signInFrom(address, "nobody@example.com"),
      () => graphqlFrom(svc.url, address, REMEMBER, { t: "x".repeat(43) }),
      () => signInFrom(address, "finance@example.com"),
      () => signInFrom(address, "sales@example.com", "wrong again"),
    ];
    expect(attempts).toHaveLength(LIMIT);
    for (const attempt of attempts) expect(codeOf(await attempt())).toBeUndefined();

    const trail = await count("select count(*) n from identity.audit_trail");
    const failures = await count("select failures n from identity.sign_in_lock where email = 'sales@example.com'");
    for (const refused of [await signInFrom(address, "finance@example.com"), await graphqlFrom(svc.url, address, REMEMBER, { t: "y".repeat(43) })]) {
      expect(codeOf(refused)).toBe("TOO_MANY_REQUESTS");
      expect(refused.errors![0]!.message).toBe(TOO_MANY);
      expect(refused.data).toBeNull();
    }
    // nothing was checked: no audit line, no failure counted against the e-mail
    expect(await signInFrom(address, "sales@example.com", "wrong")).toMatchObject({ errors: [{ extensions: { code: "TOO_MANY_REQUESTS" } }] });
    expect(await count("select count(*) n from identity.audit_trail")).toBe(trail);
    expect(await count("select failures n from identity.sign_in_lock where email = 'sales@example.com'")).toBe(failures);
    expect(await count("select attempts n from identity.sign_in_attempt where address = $1", [address])).toBe(LIMIT + 3);

    // another address has a budget of its own
    expect((await signInFrom("198.51.100.2", "finance@example.com")).data!.signIn.session).not.toBeNull();
  });

  it("counts attempts made at the same moment exactly", async () => {
    const address = "198.51.100.3";
    const answers = await Promise.all(Array.from({ length: LIMIT + 3 }, () => signInFrom(address, "parallel@example.com", "wrong")));
    expect(answers.filter((a) => codeOf(a) === "TOO_MANY_REQUESTS")).toHaveLength(3);
    expect(answers.filter((a) => a.data?.signIn?.error?.code)).toHaveLength(LIMIT);
    expect(await count("select attempts n from identity.sign_in_attempt where address = $1", [address])).toBe(LIMIT + 3);
  });

  it("starts a new window a minute after the first attempt of the last one", async () => {
    const address = "198.51.100.4";
    for (let i = 0; i < LIMIT; i++) await signInFrom(address, "nobody@example.com", "wrong");
    expect(codeOf(await signInFrom(address, "finance@example.com"))).toBe("TOO_MANY_REQUESTS");
    // the window's minute has passed
    await sql(svc.db.url, "update identity.sign_in_attempt set window_start = now() - interval '61 seconds' where address = $1", [address]);
    expect((await signInFrom(address, "finance@example.com")).data!.signIn.session).not.toBeNull();
    expect(await count("select attempts n from identity.sign_in_attempt where address = $1", [address])).toBe(1);
  });
});
