import { DEMO_PASSWORD, graphql, sql, startTestService, viewers } from "@wo/shared/testing";
import { hashPassword } from "../src/modules/session/session.service";
import { identityService } from "../src/service";
import { sessionToken } from "./helpers";

// many sign-ins from one address within a minute: the limit itself is tested in sign-in-throttle.test.ts
process.env.SIGN_IN_RATE_LIMIT = "1000";

let svc: Awaited<ReturnType<typeof startTestService>>;
let admin: string;

const LOCKED = "Your account is locked after too many failed sign-ins. Try again in 15 minutes.";
const INVALID = "Invalid email or password.";
const SIGN_IN = `mutation($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) {
  session { accessToken } error { code message } } }`;

const signIn = async (email: string, password = DEMO_PASSWORD) => (await graphql<any>(svc.url, SIGN_IN, { email, password })).data!.signIn;
const answer = async (email: string, password: string) => {
  const r = await signIn(email, password);
  return r.session ? "SIGNED_IN" : `${r.error.code}: ${r.error.message}`;
};
const makeUser = async (email: string, { active = true } = {}) =>
  Number(
    (
      await sql(
        svc.db.url,
        `insert into identity.app_user (email, password_hash, first_name, last_name, user_type_id, department_id, active)
         values ($1, $2, 'Lock', 'Test', 4, 4, $3) returning id`,
        [email, await hashPassword(DEMO_PASSWORD), active],
      )
    )[0]!.id,
  );
const failuresOf = async (email: string) =>
  (await sql(svc.db.url, "select failures from identity.sign_in_lock where email = $1", [email]))[0]?.failures ?? 0;
const auditOf = (userId: number) =>
  sql(svc.db.url, "select action, action_taken from identity.audit_trail where entity_name = 'User' and entity_id = $1 order by id", [
    String(userId),
  ]);

beforeAll(async () => {
  svc = await startTestService(identityService);
  admin = await sessionToken(svc.db.url, viewers.admin());
}, 60_000);
afterAll(() => svc?.stop());

describe("lockout by e-mail", () => {
  it("answers an unknown e-mail exactly as a known one, lock included", async () => {
    await makeUser("known.lock@example.com");
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await answer("known.lock@example.com", "wrong"));
      unknown.push(await answer("unknown.lock@example.com", "wrong"));
    }
    expect(known).toEqual([...Array(4).fill(`INVALID_CREDENTIALS: ${INVALID}`), `LOCKED_OUT: ${LOCKED}`, `LOCKED_OUT: ${LOCKED}`]);
    expect(unknown).toEqual(known);
    // the right password changes nothing while the lock lasts
    expect(await answer("known.lock@example.com", DEMO_PASSWORD)).toBe(`LOCKED_OUT: ${LOCKED}`);
  });

  it("answers a deactivated user as an unknown e-mail, even with the right password", async () => {
    const id = await makeUser("inactive@example.com", { active: false });
    expect(await answer("inactive@example.com", DEMO_PASSWORD)).toBe(`INVALID_CREDENTIALS: ${INVALID}`);
    expect(await failuresOf("inactive@example.com")).toBe(1);
    expect((await auditOf(id)).at(-1)).toEqual({ action: "Sign-in failed", action_taken: "Sign-in refused: inactive@example.com is deactivated" });
  });

  it("counts every one of ten wrong passwords sent at once, and ends locked", async () => {
    const id = await makeUser("parallel@example.com");
    const answers = await Promise.all(Array.from({ length: 10 }, () => answer("parallel@example.com", "wrong")));
    // the failures are counted one after another whatever the order: the 5th to the 10th see the lock
    expect(answers.filter((a) => a === `INVALID_CREDENTIALS: ${INVALID}`)).toHaveLength(4);
    expect(answers.filter((a) => a === `LOCKED_OUT: ${LOCKED}`)).toHaveLength(6);
    expect(await failuresOf("parallel@example.com")).toBe(10);
    const trail = await auditOf(id);
    expect(trail.filter((a) => a.action === "Sign-in failed")).toHaveLength(10);
    expect(trail.filter((a) => a.action === "Locked out")).toEqual([
      { action: "Locked out", action_taken: "parallel@example.com locked for 15 minutes after 5 failed sign-ins" },
    ]);
    expect(await answer("parallel@example.com", DEMO_PASSWORD)).toBe(`LOCKED_OUT: ${LOCKED}`);
  });

  it("starts afresh after a successful sign-in, and after a lock has run out", async () => {
    await makeUser("afresh@example.com");
    for (let i = 0; i < 4; i++) await signIn("afresh@example.com", "wrong");
    expect(await failuresOf("afresh@example.com")).toBe(4);
    expect(await answer("afresh@example.com", DEMO_PASSWORD)).toBe("SIGNED_IN");
    expect(await failuresOf("afresh@example.com")).toBe(0);
    for (let i = 0; i < 4; i++) expect(await answer("afresh@example.com", "wrong")).toBe(`INVALID_CREDENTIALS: ${INVALID}`);
    expect(await answer("afresh@example.com", "wrong")).toBe(`LOCKED_OUT: ${LOCKED}`);
    // the lock has run out: the next failure is the first of a new series
    await sql(svc.db.url, "update identity.sign_in_lock set locked_until = now() - interval '1 second' where email = 'afresh@example.com'");
    expect(await answer("afresh@example.com", "wrong")).toBe(`INVALID_CREDENTIALS: ${INVALID}`);
    expect(await failuresOf("afresh@example.com")).toBe(1);
  });

  it("shows the lock in the users grid, and an administrator's password reset clears it", async () => {
    const id = await makeUser("grid.lock@example.com");
    for (let i = 0; i < 5; i++) await signIn("grid.lock@example.com", "wrong");
    const GRID = `query { users(search: "grid.lock@", pageSize: 5) { nodes { id lockedOut } } }`;
    const ONE = `query($id: Int!) { user(id: $id) { lockedOut } }`;
    expect((await graphql<any>(svc.url, GRID, {}, admin)).data!.users.nodes).toEqual([{ id, lockedOut: true }]);
    expect((await graphql<any>(svc.url, ONE, { id }, admin)).data!.user.lockedOut).toBe(true);
    const RESET = `mutation($id: Int!) { resetPassword(input: { userId: $id, newPassword: "Reset!2026" }) { ok error { message } } }`;
    expect((await graphql<any>(svc.url, RESET, { id }, admin)).data!.resetPassword).toEqual({ ok: true, error: null });
    expect((await graphql<any>(svc.url, GRID, {}, admin)).data!.users.nodes).toEqual([{ id, lockedOut: false }]);
    expect(await failuresOf("grid.lock@example.com")).toBe(0);
    expect(await answer("grid.lock@example.com", "Reset!2026")).toBe("SIGNED_IN");
  });
});
