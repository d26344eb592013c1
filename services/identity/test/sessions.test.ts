import { randomUUID } from "node:crypto";
import { DEMO_PASSWORD, errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { hashPassword } from "../src/modules/session/session.service";
import { identityService } from "../src/service";
import { sessionToken } from "./helpers";

// many sign-ins from one address within a minute: the limit itself is tested in sign-in-throttle.test.ts
process.env.SIGN_IN_RATE_LIMIT = "1000";

let svc: Awaited<ReturnType<typeof startTestService>>;
let admin: string;

const SIGN_IN = `mutation($email: String!, $password: String!, $remember: Boolean!) {
  signIn(input: { email: $email, password: $password, rememberMe: $remember }) { session { accessToken rememberToken } error { code message } } }`;
const REMEMBER = `mutation($t: String!) { signInWithRememberToken(input: { token: $t }) { session { accessToken rememberToken } error { code message } } }`;
const RENEW = `mutation { renewSession { accessToken } }`;

const signIn = async (email: string, remember = false) =>
  (await graphql<any>(svc.url, SIGN_IN, { email, password: DEMO_PASSWORD, remember })).data!.signIn.session as {
    accessToken: string;
    rememberToken: string | null;
  };
const remember = async (t: string) => (await graphql<any>(svc.url, REMEMBER, { t })).data!.signInWithRememberToken;
const renews = async (token: string) => errorCode(await graphql(svc.url, RENEW, {}, token)) === undefined;
const makeUser = async (email: string, departmentId = 4) =>
  Number(
    (
      await sql(
        svc.db.url,
        `insert into identity.app_user (email, password_hash, first_name, last_name, user_type_id, department_id) values ($1, $2, 'Sam', 'Session', 4, $3) returning id`,
        [email, await hashPassword(DEMO_PASSWORD), departmentId],
      )
    )[0]!.id,
  );
const sessionsOf = async (userId: number) =>
  Number((await sql(svc.db.url, "select count(*) n from identity.session where user_id = $1", [userId]))[0]!.n);

beforeAll(async () => {
  svc = await startTestService(identityService);
  admin = await sessionToken(svc.db.url, viewers.admin());
}, 60_000);
afterAll(() => svc?.stop());

describe("remember-me tokens", () => {
  it("sign in once when one token is presented twice at the same moment", async () => {
    const id = await makeUser("twice@example.com");
    const { rememberToken } = await signIn("twice@example.com", true);
    expect(await sessionsOf(id)).toBe(1);
    const answers = await Promise.all([remember(rememberToken!), remember(rememberToken!)]);
    expect(answers.filter((a) => a.session)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === "INVALID_TOKEN")).toHaveLength(1);
    // the password's session and the one session the token made
    expect(await sessionsOf(id)).toBe(2);
  });

  it("ends every session of a token's chain, and only those, when a used token comes back", async () => {
    const id = await makeUser("stolen@example.com");
    const first = await signIn("stolen@example.com", true);
    const elsewhere = await signIn("stolen@example.com", true);
    const second = (await remember(first.rememberToken!)).session;
    const third = (await remember(second.rememberToken)).session;
    for (const s of [first, second, third, elsewhere]) expect(await renews(s.accessToken)).toBe(true);

    // the first token, copied before it was used, comes back
    expect(await remember(first.rememberToken!)).toEqual({ session: null, error: { code: "INVALID_TOKEN", message: "Please sign in again." } });
    for (const s of [first, second, third]) expect(errorCode(await graphql(svc.url, RENEW, {}, s.accessToken))).toBe("SESSION_INVALID");
    expect((await remember(third.rememberToken)).error.code).toBe("INVALID_TOKEN");
    // another device's chain goes on
    expect(await renews(elsewhere.accessToken)).toBe(true);
    expect((await remember(elsewhere.rememberToken!)).session).not.toBeNull();

    const [line] = await sql(
      svc.db.url,
      "select action, action_taken from identity.audit_trail where entity_name = 'User' and entity_id = $1 and action_taken like 'A used remember-me token%'",
      [String(id)],
    );
    expect(line).toEqual({
      action: "Token replayed",
      action_taken:
        "A used remember-me token of Sam Session (stolen@example.com) was presented again: its chain's tokens revoked and 3 sessions ended",
    });
  });

  it("refuses a deactivated user's token without using it up", async () => {
    const id = await makeUser("paused@example.com");
    const { rememberToken } = await signIn("paused@example.com", true);
    await sql(svc.db.url, "update identity.app_user set active = false where id = $1", [id]);
    expect((await remember(rememberToken!)).error.code).toBe("INVALID_TOKEN");
    await sql(svc.db.url, "update identity.app_user set active = true where id = $1", [id]);
    expect((await remember(rememberToken!)).session).not.toBeNull();
  });
});

describe("live sessions in identity", () => {
  const SAVE_GRID = `mutation { saveGridState(input: { gridData: "[]" }) { id } }`;
  const GRID = `query { gridState { id } }`;
  const SAVE_USER = `mutation($id: Int!) { saveUser(input: { id: $id, firstName: "Sam", lastName: "Later", email: "signedout@example.com" }) { user { id } error { message } } }`;

  it("refuses a signed-out session's token at once, for queries and mutations alike", async () => {
    const id = await makeUser("signedout@example.com");
    const { accessToken } = await signIn("signedout@example.com");
    expect(errorCode(await graphql(svc.url, SAVE_GRID, {}, accessToken))).toBeUndefined();
    expect(errorCode(await graphql(svc.url, SAVE_USER, { id }, accessToken))).toBeUndefined();
    expect(
      (
        await graphql<any>(
          svc.url,
          `
            mutation {
              signOut
            }
          `,
          {},
          accessToken,
        )
      ).data!.signOut,
    ).toBe(true);
    for (const [query, vars] of [
      [SAVE_GRID, {}],
      [GRID, {}],
      [SAVE_USER, { id }],
      [`query { me { kind } }`, {}],
    ] as const) {
      const r = await graphql(svc.url, query, vars, accessToken);
      expect([query, errorCode(r), r.errors?.[0]?.extensions?.legacyCode]).toEqual([query, "SESSION_INVALID", 4038]);
    }
  });

  it("refuses the token of a user deactivated or deleted since it was issued", async () => {
    const paused = await makeUser("deactivated@example.com");
    const pausedToken = (await signIn("deactivated@example.com")).accessToken;
    const SAVE = `mutation($id: Int!) { saveUser(input: { id: $id, firstName: "Sam", lastName: "Session", email: "deactivated@example.com", active: false }) { error { message } } }`;
    expect((await graphql<any>(svc.url, SAVE, { id: paused }, admin)).data!.saveUser.error).toBeNull();
    expect(errorCode(await graphql(svc.url, GRID, {}, pausedToken))).toBe("SESSION_INVALID");

    // the user row alone decides, whatever became of the session
    const gone = await makeUser("deleted@example.com");
    const goneToken = (await signIn("deleted@example.com")).accessToken;
    expect(errorCode(await graphql(svc.url, GRID, {}, goneToken))).toBeUndefined();
    await sql(svc.db.url, "update identity.app_user set deleted_at = now() where id = $1", [gone]);
    expect(errorCode(await graphql(svc.url, GRID, {}, goneToken))).toBe("SESSION_INVALID");
  });

  it("applies a permission change at once: an administrator by department moved out of IT loses the admin fields", async () => {
    const id = await makeUser("it.admin@example.com", 7);
    const { accessToken } = await signIn("it.admin@example.com");
    const USERS = `query { users(pageSize: 1) { totalCount } }`;
    expect(errorCode(await graphql(svc.url, USERS, {}, accessToken))).toBeUndefined();
    const MOVE = `mutation($id: Int!) { saveUser(input: { id: $id, firstName: "Sam", lastName: "Session", email: "it.admin@example.com", userTypeId: 4, departmentId: 1 }) {
      user { departmentId } error { message } } }`;
    expect((await graphql<any>(svc.url, MOVE, { id }, admin)).data!.saveUser).toEqual({ user: { departmentId: 1 }, error: null });
    // the same, unexpired token: its claims still say administrator
    expect(errorCode(await graphql(svc.url, USERS, {}, accessToken))).toBe("FORBIDDEN");
    expect(
      (
        await graphql<any>(
          svc.url,
          `
            query {
              me {
                kind
                department {
                  name
                }
              }
            }
          `,
          {},
          accessToken,
        )
      ).data!.me,
    ).toEqual({ kind: "STAFF", department: { name: "Sales" } });
  });

  it("refuses a well-signed token that names no session of its user", async () => {
    expect(errorCode(await graphql(svc.url, GRID, {}, await tokenFor({ ...viewers.admin(), sid: randomUUID() })))).toBe("SESSION_INVALID");
    expect(errorCode(await graphql(svc.url, GRID, {}, await tokenFor({ ...viewers.admin(), sid: "not-a-session" })))).toBe("SESSION_INVALID");
    const someoneElses = (await sql(svc.db.url, "select id from identity.session where user_id <> 1 limit 1"))[0]!.id as string;
    expect(errorCode(await graphql(svc.url, GRID, {}, await tokenFor({ ...viewers.admin(), sid: someoneElses })))).toBe("SESSION_INVALID");
  });
});
