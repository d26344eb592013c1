import { pendingSchemaSql, verifyAccessToken } from "@wo/shared";
import { DEMO_PASSWORD, errorCode, graphql, sql, startTestService, viewers } from "@wo/shared/testing";
import { hashPassword } from "../src/modules/session/session.service";
import { identityService } from "../src/service";
import { sessionToken } from "./helpers";

// many sign-ins from one address within a minute: the limit itself is tested in sign-in-throttle.test.ts
process.env.SIGN_IN_RATE_LIMIT = "1000";

let svc: Awaited<ReturnType<typeof startTestService>>;

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) {
  session { accessToken expiresAt rememberToken me { kind authCode clientId contractorId user { id email fullName } department { name } permissions { name level } } }
  error { code message fieldErrors { field message } } } }`;
const REMEMBER = `mutation($t: String!) { signInWithRememberToken(input: { token: $t }) { session { accessToken rememberToken } error { code message } } }`;
const RENEW = `mutation { renewSession { accessToken expiresAt } }`;
const CHECK = `mutation { checkSession(input: { requestedUrl: "/work_orders" }) { valid requestedUrl } }`;
const SIGN_OUT = `mutation { signOut }`;

const signIn = async (email: string, password = DEMO_PASSWORD, rememberMe = false) =>
  (await graphql<any>(svc.url, SIGN_IN, { input: { email, password, rememberMe } })).data!.signIn;

beforeAll(async () => {
  svc = await startTestService(identityService);
}, 60_000);
afterAll(() => svc?.stop());

it("has migrations that leave nothing for the entities to add", async () => {
  expect(await pendingSchemaSql(svc.orm)).toBe("");
});

describe("sign-in", () => {
  it("signs an administrator in with a verifiable token", async () => {
    const { session, error } = await signIn("Admin@Example.com");
    expect(error).toBeNull();
    expect(session.me).toMatchObject({ kind: "ADMIN", authCode: "A", user: { email: "admin@example.com", fullName: "Alex Morgan" } });
    const claims = await verifyAccessToken(session.accessToken, process.env.AUTH_PUBLIC_KEY!);
    expect(claims).toMatchObject({ kind: "admin", ut: 1, sub: String(session.me.user.id) });
    expect(session.rememberToken).toBeNull();
  });

  it("gives department users the §6 permissions of their department", async () => {
    const finance = (await signIn("finance@example.com")).session.me;
    const perms = Object.fromEntries(finance.permissions.map((p: any) => [p.name, p.level]));
    expect(finance.kind).toBe("STAFF");
    expect(perms).toMatchObject({
      contracts: "full",
      reporting: "full",
      purchaseCategories: "full",
      contractFinanceAssign: "true",
      userProfile: "full",
    });
    expect(perms.customers).toBeUndefined();
    const sales = Object.fromEntries((await signIn("sales@example.com")).session.me.permissions.map((p: any) => [p.name, p.level]));
    expect(sales).toMatchObject({ customers: "read", contracts: "read", keypersonnel: "read", documents: "read" });
    expect((await signIn("it@example.com")).session.me.kind).toBe("ADMIN");
  });

  it("ties portal users to their tenant", async () => {
    expect((await signIn("client@example.com")).session.me).toMatchObject({ kind: "CLIENT", authCode: "C", clientId: 1, contractorId: null });
    expect((await signIn("contractor@example.com")).session.me).toMatchObject({ kind: "CONTRACTOR", authCode: "N", contractorId: 1 });
  });

  it("answers the same message for a wrong password and an unknown user", async () => {
    for (const [email, pw] of [
      ["admin@example.com", "wrong"],
      ["nobody@example.com", DEMO_PASSWORD],
    ]) {
      const r = await signIn(email!, pw);
      expect(r.session).toBeNull();
      expect(r.error).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Invalid email or password." });
    }
  });

  it("refuses malformed input with BAD_USER_INPUT", async () => {
    const r = await graphql(svc.url, SIGN_IN, { input: { email: "not-an-email", password: "" } });
    expect(errorCode(r)).toBe("BAD_USER_INPUT");
  });
});

describe("lockout", () => {
  const makeUser = async (email: string, lockoutEnabled: boolean) =>
    sql(
      svc.db.url,
      `insert into identity.app_user (email, password_hash, first_name, last_name, user_type_id, department_id, lockout_enabled)
       values ($1, $2, 'Lock', 'Test', 4, 4, $3)`,
      [email, await hashPassword(DEMO_PASSWORD), lockoutEnabled],
    );

  it("locks an account after five failures in a row, even against the right password, until the time passes", async () => {
    await makeUser("lock@example.com", true);
    for (let i = 0; i < 4; i++) expect((await signIn("lock@example.com", "nope")).error.code).toBe("INVALID_CREDENTIALS");
    const fifth = await signIn("lock@example.com", "nope");
    expect(fifth.error).toMatchObject({
      code: "LOCKED_OUT",
      message: "Your account is locked after too many failed sign-ins. Try again in 15 minutes.",
    });
    expect((await signIn("lock@example.com")).error.code).toBe("LOCKED_OUT");
    await sql(svc.db.url, "update identity.sign_in_lock set locked_until = now() - interval '1 second' where email = 'lock@example.com'");
    expect((await signIn("lock@example.com")).session).not.toBeNull();
  });

  it("never locks an account whose lockout is disabled", async () => {
    await makeUser("nolock@example.com", false);
    for (let i = 0; i < 6; i++) expect((await signIn("nolock@example.com", "nope")).error.code).toBe("INVALID_CREDENTIALS");
    expect((await signIn("nolock@example.com")).session).not.toBeNull();
  });
});

describe("sessions", () => {
  it("renews a live session, and ends it at sign-out for renewals and the authorise check alike", async () => {
    const { accessToken } = (await signIn("sales@example.com")).session;
    const renewed = await graphql<any>(svc.url, RENEW, {}, accessToken);
    expect(renewed.data!.renewSession.accessToken).toEqual(expect.any(String));
    expect((await graphql<any>(svc.url, CHECK, {}, accessToken)).data!.checkSession).toEqual({ valid: true, requestedUrl: "/work_orders" });
    expect((await graphql<any>(svc.url, SIGN_OUT, {}, accessToken)).data!.signOut).toBe(true);
    const check = await graphql(svc.url, CHECK, {}, accessToken);
    expect(errorCode(check)).toBe("SESSION_INVALID");
    expect(check.errors![0]!.extensions!.legacyCode).toBe(4038);
    expect(errorCode(await graphql(svc.url, RENEW, {}, accessToken))).toBe("SESSION_INVALID");
  });

  it("fails the authorise check without a token", async () => {
    expect(errorCode(await graphql(svc.url, CHECK, {}))).toBe("SESSION_INVALID");
  });

  it("rotates a remember-me token on use and revokes its chain when an old one comes back", async () => {
    const first = (await signIn("engineering@example.com", DEMO_PASSWORD, true)).session.rememberToken as string;
    expect(first).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [stored] = await sql(svc.db.url, "select token_hash from identity.remember_token order by id desc limit 1");
    expect(stored!.token_hash).not.toContain(first);
    const second = (await graphql<any>(svc.url, REMEMBER, { t: first })).data!.signInWithRememberToken;
    expect(second.session.rememberToken).not.toBe(first);
    const replay = (await graphql<any>(svc.url, REMEMBER, { t: first })).data!.signInWithRememberToken;
    expect(replay).toMatchObject({ session: null, error: { code: "INVALID_TOKEN" } });
    const afterTheft = (await graphql<any>(svc.url, REMEMBER, { t: second.session.rememberToken })).data!.signInWithRememberToken;
    expect(afterTheft.error.code).toBe("INVALID_TOKEN");
  });

  it("revokes the remember-me token issued with a session when it signs out", async () => {
    const s = (await signIn("operations@example.com", DEMO_PASSWORD, true)).session;
    await graphql(svc.url, SIGN_OUT, {}, s.accessToken);
    expect((await graphql<any>(svc.url, REMEMBER, { t: s.rememberToken })).data!.signInWithRememberToken.error.code).toBe("INVALID_TOKEN");
  });
});

describe("saved grid state", () => {
  const SAVE = `mutation($input: SaveGridStateInput!) { saveGridState(input: $input) { id userId grid gridData } }`;
  const BY_ID = `query($id: Int!) { gridStateById(id: $id) { id gridData } }`;

  it("keeps one state per user and grid, readable only by its owner", async () => {
    const alice = await sessionToken(svc.db.url, { ...viewers.staff(4), sub: "5" });
    const bob = await sessionToken(svc.db.url, { ...viewers.staff(1), sub: "2" });
    const first = (await graphql<any>(svc.url, SAVE, { input: { gridData: '[{"tab":"open"}]' } }, alice)).data!.saveGridState;
    expect(first).toMatchObject({ userId: 5, grid: "work_orders", gridData: '[{"tab":"open"}]' });
    const again = (await graphql<any>(svc.url, SAVE, { input: { id: first.id, gridData: "[]" } }, alice)).data!.saveGridState;
    expect(again.id).toBe(first.id);
    expect((await graphql<any>(svc.url, BY_ID, { id: first.id }, alice)).data!.gridStateById.gridData).toBe("[]");
    expect(errorCode(await graphql(svc.url, BY_ID, { id: first.id }, bob))).toBe("NOT_FOUND");
    expect(errorCode(await graphql(svc.url, SAVE, { input: { gridData: "x".repeat(200_001) } }, alice))).toBe("BAD_USER_INPUT");
  });
});
