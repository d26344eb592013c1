import { DEMO_PASSWORD, errorCode, graphql, sql, startTestService, viewers } from "@wo/shared/testing";
import { COUNT_LIMIT } from "@wo/shared";
import { PASSWORD_POLICY_MESSAGE } from "../src/modules/user/password-policy";
import { identityService } from "../src/service";
import { sessionToken } from "./helpers";

// many sign-ins from one address within a minute: the limit itself is tested in sign-in-throttle.test.ts
process.env.SIGN_IN_RATE_LIMIT = "1000";

let svc: Awaited<ReturnType<typeof startTestService>>;
const t: Record<string, string> = {};

const USER_FIELDS = "id fullName email userTypeId departmentId entityName entityId active userType { name } department { name }";
const SAVE = `mutation($input: SaveUserInput!) { saveUser(input: $input) { user { ${USER_FIELDS} } error { code message fieldErrors { field message } } } }`;
const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { session { accessToken me { user { id } } } error { code message } } }`;

/** A query as the admin unless another token (or null: none) is given. */
const q = <T = any>(query: string, vars: Record<string, unknown> = {}, token: string | null = t.admin!) =>
  graphql<T>(svc.url, query, vars, token ?? undefined);
const save = async (input: Record<string, unknown>, token = t.admin) => (await q(SAVE, { input }, token)).data!.saveUser;
const signIn = async (e: string, p = DEMO_PASSWORD) => (await q(SIGN_IN, { e, p }, null)).data!.signIn;
const idOf = async (email: string) =>
  (await sql(svc.db.url, "select id from identity.app_user where email = $1 and deleted_at is null", [email]))[0]?.id as number;

beforeAll(async () => {
  svc = await startTestService(identityService);
  t.admin = await sessionToken(svc.db.url, viewers.admin());
  t.staff = await sessionToken(svc.db.url, viewers.staff(4));
  t.client1 = await sessionToken(svc.db.url, viewers.client(1));
  t.contractor1 = await sessionToken(svc.db.url, viewers.contractor(1));
}, 60_000);
afterAll(() => svc?.stop());

describe("the users grid", () => {
  const USERS = `query($types: [Int!], $search: String, $sort: [UserSortInput!], $entityName: String, $entityId: Int) {
    users(userTypeIds: $types, search: $search, sort: $sort, entityName: $entityName, entityId: $entityId, pageSize: 100) { totalCount nodes { id fullName email userTypeId } } }`;

  it("lists users by name for administrators, filtered by type, tenant or search", async () => {
    const all = (await q(USERS)).data!.users;
    expect(all.totalCount).toBe(
      Number((await sql(svc.db.url, "select count(*) n from identity.app_user where deleted_at is null and active"))[0]!.n),
    );
    const names = all.nodes.map((u: any) => u.fullName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en")));
    const clients = (await q(USERS, { types: [2] })).data!.users;
    expect(clients.nodes.map((u: any) => u.email).sort()).toEqual(["client2@example.com", "client@example.com"]);
    expect((await q(USERS, { search: "FLETCH" })).data!.users.nodes.map((u: any) => u.email)).toEqual(["contracts@example.com"]);
    const tenant = (await q(USERS, { entityName: "Contractor", entityId: 2 })).data!.users.nodes;
    expect(tenant.map((u: any) => u.email)).toEqual(["contractor2@example.com"]);
    const byEmailDesc = (await q(USERS, { sort: [{ field: "EMAIL", direction: "DESC" }] })).data!.users.nodes.map((u: any) => u.email);
    expect(byEmailDesc[0]).toBe("sales@example.com");
  });

  it("is refused to everyone but administrators", async () => {
    for (const who of ["staff", "client1", "contractor1"]) expect(errorCode(await q(USERS, {}, t[who]))).toBe("FORBIDDEN");
    expect(errorCode(await q(USERS, {}, null))).toBe("UNAUTHENTICATED");
  });

  it("shows a user's own record to them, and nobody else's", async () => {
    const Q = `query($id: Int!) { user(id: $id) { id email } }`;
    expect((await q(Q, { id: 5 }, t.staff)).data!.user.email).toBe("customerservice@example.com");
    expect(errorCode(await q(Q, { id: 1 }, t.staff))).toBe("NOT_FOUND");
    expect(errorCode(await q(Q, { id: 12 }, t.client1))).toBe("NOT_FOUND");
  });
});

describe("saving a user", () => {
  it("answers every broken rule of the form as field errors, joined into one message", async () => {
    const r = await save({ firstName: " ", lastName: "", email: "nope", password: "weak", userTypeId: 4 });
    expect(r.user).toBeNull();
    expect(r.error.fieldErrors).toEqual([
      { field: "firstName", message: "First name is required" },
      { field: "lastName", message: "Last name is required" },
      { field: "email", message: "Email is not a valid e-mail address" },
      { field: "password", message: PASSWORD_POLICY_MESSAGE },
      { field: "departmentId", message: "Department is required" },
    ]);
    expect(r.error.message).toBe(r.error.fieldErrors.map((f: any) => f.message).join("\n"));
  });

  it("keeps the access levels the form offers: no Administrator, Contractor only from a contractor", async () => {
    const base = { firstName: "Nia", lastName: "Cole", password: "Str0ng!pw" };
    expect((await save({ ...base, email: "nia1@example.com", userTypeId: 1 })).error.fieldErrors[0]).toEqual({
      field: "userTypeId",
      message: "Access level is not available",
    });
    expect((await save({ ...base, email: "nia2@example.com", userTypeId: 3 })).error.fieldErrors[0]).toEqual({
      field: "userTypeId",
      message: "Contractor users are added from their contractor",
    });
    const contractorUser = await save({ ...base, email: "nia3@example.com", userTypeId: 4, entityName: "Contractor", entityId: 2 });
    expect(contractorUser.user).toMatchObject({ userTypeId: 3, entityName: "Contractor", entityId: 2, departmentId: null });
    expect((await save({ ...base, email: "nia4@example.com", userTypeId: 2, entityId: 999 })).error.fieldErrors[0]).toEqual({
      field: "entityId",
      message: "Client is required",
    });
  });

  it("creates a staff user who can sign in, refuses a second account with the same e-mail, and audits both", async () => {
    const r = await save({
      firstName: "Ravi",
      lastName: "Shah",
      email: "Ravi.Shah@Example.com",
      password: "Str0ng!pw",
      userTypeId: 4,
      departmentId: 5,
      position: "Analyst",
    });
    expect(r.error).toBeNull();
    expect(r.user).toMatchObject({
      fullName: "Ravi Shah",
      email: "ravi.shah@example.com",
      department: { name: "Finance" },
      userType: { name: "Staff" },
    });
    expect((await signIn("ravi.shah@example.com", "Str0ng!pw")).session).not.toBeNull();
    expect(
      (await save({ firstName: "R", lastName: "S", email: "ravi.shah@example.com", password: "Str0ng!pw", userTypeId: 4, departmentId: 5 })).error
        .fieldErrors,
    ).toEqual([{ field: "email", message: "Email is already taken" }]);
    const edited = await save({ id: r.user.id, firstName: "Ravi", lastName: "Shah", email: "ravi.shah@example.com", password: "Chang3d!pw" });
    expect(edited.error).toBeNull();
    expect((await signIn("ravi.shah@example.com", "Str0ng!pw")).error.code).toBe("INVALID_CREDENTIALS");
    expect((await signIn("ravi.shah@example.com", "Chang3d!pw")).session).not.toBeNull();
    const audit = await sql(
      svc.db.url,
      "select action, action_taken, action_by_name from identity.audit_trail where entity_name = 'User' and entity_id = $1 order by id",
      [String(r.user.id)],
    );
    expect(audit[0]).toEqual({ action: "Created", action_taken: "Created user Ravi Shah (ravi.shah@example.com)", action_by_name: "Alex Morgan" });
    expect(audit.some((a) => a.action === "Signed in")).toBe(true);
  });

  it("lets anyone change their own name and contact details, and nothing else", async () => {
    const me = await sessionToken(svc.db.url, { ...viewers.staff(4), sub: "5" });
    const r = await save(
      {
        id: 5,
        firstName: "Jack",
        lastName: "Holloway-Reid",
        email: "customerservice@example.com",
        mobile: "07700 900999",
        userTypeId: 1,
        departmentId: 7,
        active: false,
      },
      me,
    );
    expect(r.error).toBeNull();
    expect(r.user).toMatchObject({ fullName: "Jack Holloway-Reid", userTypeId: 4, departmentId: 4, active: true });
    expect(errorCode(await q(SAVE, { input: { id: 6, firstName: "X", lastName: "Y", email: "finance@example.com" } }, me))).toBe("FORBIDDEN");
  });
});

describe("deleting a user", () => {
  it("ends the account: no sign-in, out of the lists, e-mail free again; but never one's own", async () => {
    const made = await save({
      firstName: "Temp",
      lastName: "User",
      email: "temp@example.com",
      password: "Str0ng!pw",
      userTypeId: 4,
      departmentId: 1,
    });
    const session = (await signIn("temp@example.com", "Str0ng!pw")).session;
    const del = await q(`mutation($id: Int!) { deleteUser(id: $id) { deletedId error { code message } } }`, { id: made.user.id });
    expect(del.data!.deleteUser).toEqual({ deletedId: made.user.id, error: null });
    expect((await signIn("temp@example.com", "Str0ng!pw")).error.code).toBe("INVALID_CREDENTIALS");
    expect(errorCode(await q(`mutation { renewSession { accessToken } }`, {}, session.accessToken))).toBe("SESSION_INVALID");
    expect(
      (await save({ firstName: "Temp", lastName: "Again", email: "temp@example.com", password: "Str0ng!pw", userTypeId: 4, departmentId: 1 })).error,
    ).toBeNull();
    const self = await q(`mutation { deleteUser(id: 1) { deletedId error { code message } } }`);
    expect(self.data!.deleteUser).toEqual({ deletedId: null, error: { code: "SELF", message: "You cannot delete your own account" } });
  });
});

describe("passwords", () => {
  const RESET = `mutation($id: Int!, $pw: String!, $current: String) { resetPassword(input: { userId: $id, newPassword: $pw, currentPassword: $current }) {
    ok error { message fieldErrors { field message } } } }`;

  it("refuses a password outside the §5 policy with the spec's message", async () => {
    const r = (await q(RESET, { id: 2, pw: "password" })).data!.resetPassword;
    expect(r).toEqual({
      ok: false,
      error: { message: PASSWORD_POLICY_MESSAGE, fieldErrors: [{ field: "newPassword", message: PASSWORD_POLICY_MESSAGE }] },
    });
  });

  it("lets a user change their own password, ending their other sessions but not the current one", async () => {
    await save({ firstName: "Pat", lastName: "Lee", email: "pat@example.com", password: "Str0ng!pw", userTypeId: 4, departmentId: 2 });
    const here = (await signIn("pat@example.com", "Str0ng!pw")).session;
    const there = (await signIn("pat@example.com", "Str0ng!pw")).session;
    const id = here.me.user.id;
    expect((await q(RESET, { id, pw: "N3w!passw", current: "Str0ng!pw" }, here.accessToken)).data!.resetPassword.ok).toBe(true);
    expect(errorCode(await q(`mutation { renewSession { accessToken } }`, {}, there.accessToken))).toBe("SESSION_INVALID");
    expect((await q(`mutation { renewSession { accessToken } }`, {}, here.accessToken)).data!.renewSession.accessToken).toEqual(expect.any(String));
    expect((await signIn("pat@example.com", "N3w!passw")).session).not.toBeNull();
    expect(errorCode(await q(RESET, { id: 2, pw: "N3w!passw", current: "N3w!passw" }, here.accessToken))).toBe("FORBIDDEN");
  });

  it("asks users changing their own password for the current one, and counts a wrong one towards the lockout", async () => {
    await save({ firstName: "Cam", lastName: "Ray", email: "cam@example.com", password: "Str0ng!pw", userTypeId: 4, departmentId: 2 });
    const session = (await signIn("cam@example.com", "Str0ng!pw")).session;
    const id = session.me.user.id;
    const reset = async (current?: string) => (await q(RESET, { id, pw: "N3w!passw", current }, session.accessToken)).data!.resetPassword;
    const refusal = (message: string) => ({ ok: false, error: { message, fieldErrors: [{ field: "currentPassword", message }] } });
    expect(await reset()).toEqual(refusal("Current password is required"));
    for (let i = 0; i < 4; i++) expect(await reset("wrong")).toEqual(refusal("Current password is incorrect"));
    const locked = "Your account is locked after too many failed sign-ins. Try again in 15 minutes.";
    expect(await reset("wrong")).toEqual(refusal(locked));
    expect((await signIn("cam@example.com", "Str0ng!pw")).error).toEqual({ code: "LOCKED_OUT", message: locked });
    // while the lock lasts, not even the right one is checked
    expect(await reset("Str0ng!pw")).toEqual(refusal(locked));
    const trail = await sql(
      svc.db.url,
      "select action from identity.audit_trail where entity_name = 'User' and entity_id = $1 and action in ('Sign-in failed', 'Locked out')",
      [String(id)],
    );
    expect(trail.map((a) => a.action).sort()).toEqual(["Locked out", ...Array(6).fill("Sign-in failed")]);
  });

  it("asks users changing their own e-mail or password on their profile for the current password", async () => {
    await save({ firstName: "Dee", lastName: "Fox", email: "dee@example.com", password: "Str0ng!pw", userTypeId: 4, departmentId: 2 });
    const session = (await signIn("dee@example.com", "Str0ng!pw")).session;
    const own = (input: Record<string, unknown>) =>
      save({ id: session.me.user.id, firstName: "Dee", lastName: "Fox", email: "dee@example.com", ...input }, session.accessToken);
    const required = [{ field: "currentPassword", message: "Current password is required" }];
    expect((await own({ mobile: "07700 900000" })).error).toBeNull();
    expect((await own({ email: "Dee.Fox@example.com" })).error.fieldErrors).toEqual(required);
    expect((await own({ password: "An0ther!pw" })).error.fieldErrors).toEqual(required);
    expect((await own({ email: "dee.fox@example.com", currentPassword: "nope" })).error.fieldErrors).toEqual([
      { field: "currentPassword", message: "Current password is incorrect" },
    ]);
    const changed = await own({ email: "dee.fox@example.com", password: "An0ther!pw", currentPassword: "Str0ng!pw" });
    expect(changed.error).toBeNull();
    expect((await signIn("dee.fox@example.com", "An0ther!pw")).session).not.toBeNull();
  });

  it("clears a lockout when an administrator resets the password", async () => {
    const id = await idOf("management@example.com");
    await sql(
      svc.db.url,
      "insert into identity.sign_in_lock (email, failures, locked_until, last_failure_at) values ('management@example.com', 5, now() + interval '10 minutes', now())",
    );
    expect((await signIn("management@example.com")).error.code).toBe("LOCKED_OUT");
    expect((await q(RESET, { id, pw: "Reset!2026" })).data!.resetPassword.ok).toBe(true);
    expect((await signIn("management@example.com", "Reset!2026")).session).not.toBeNull();
  });
});

describe("contacts", () => {
  const OPTIONS = `query($n: String!, $id: Int!) { userOptions(entityName: $n, entityId: $id) { id fullName mobile } }`;
  const NAME = `query($id: Int!) { contactName(id: $id) { id fullName } }`;

  it("lists a tenant's contacts to staff and to that tenant only", async () => {
    expect((await q(OPTIONS, { n: "Client", id: 1 }, t.staff)).data!.userOptions.map((u: any) => u.fullName)).toContain("Fiona Sinclair");
    expect((await q(OPTIONS, { n: "Client", id: 1 }, t.client1)).data!.userOptions.length).toBeGreaterThan(0);
    expect(errorCode(await q(OPTIONS, { n: "Client", id: 2 }, t.client1))).toBe("FORBIDDEN");
    expect(errorCode(await q(OPTIONS, { n: "Contractor", id: 2 }, t.contractor1))).toBe("FORBIDDEN");
  });

  it("names staff and the tenant's own people to a portal user, never another tenant's", async () => {
    expect((await q(NAME, { id: 2 }, t.client1)).data!.contactName.fullName).toBe("Olivia Bennett");
    expect((await q(NAME, { id: 10 }, t.client1)).data!.contactName.fullName).toBe("Fiona Sinclair");
    expect(errorCode(await q(NAME, { id: 12 }, t.client1))).toBe("NOT_FOUND");
    expect(errorCode(await q(NAME, { id: 10 }, t.contractor1))).toBe("NOT_FOUND");
  });
});

describe("site links", () => {
  it("links a client user to its own client's sites only, for administrators", async () => {
    const [own] = await sql(svc.db.url, "select id, name from assets.site where client_id = 1 order by id limit 1");
    const [other] = await sql(svc.db.url, "select id from assets.site where client_id = 2 order by id limit 1");
    const LINK = `mutation($u: Int!, $s: Int!) { linkUserSite(userId: $u, siteId: $s) { id userId siteId siteName } }`;
    const link = (await q(LINK, { u: 10, s: own!.id })).data!.linkUserSite;
    expect(link).toMatchObject({ userId: 10, siteId: own!.id, siteName: own!.name });
    expect((await q(`query { userSites(userId: 10) { siteId siteName } }`)).data!.userSites).toEqual([{ siteId: own!.id, siteName: own!.name }]);
    expect(errorCode(await q(LINK, { u: 10, s: other!.id }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await q(LINK, { u: 10, s: 999999 }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await q(LINK, { u: 10, s: own!.id }, t.staff))).toBe("FORBIDDEN");
    expect((await q(`mutation($id: Int!) { unlinkUserSite(id: $id) }`, { id: link.id })).data!.unlinkUserSite).toBe(true);
    expect((await q(`query { userSites(userId: 10) { id } }`)).data!.userSites).toEqual([]);
  });
});

describe("BI reports", () => {
  const SAVE_REPORT = `mutation($input: SaveBiReportInput!) { saveBiReport(input: $input) { report { id userId name embedUrl embedCode } error { message fieldErrors { field message } } } }`;
  const embed =
    '<iframe title="Estate" width="1140" height="541" src="https://app.powerbi.com/reportEmbed?reportId=42" frameborder="0" allowFullScreen="true"></iframe>';

  it("keeps only the checked address of an allowed iframe, and shows a user only their own reports", async () => {
    const made = (await q(SAVE_REPORT, { input: { userId: 10, name: "Estate overview", embedCode: embed } })).data!.saveBiReport;
    expect(made.error).toBeNull();
    expect(made.report.embedUrl).toBe("https://app.powerbi.com/reportEmbed?reportId=42");
    expect(made.report.embedCode).toBe(
      '<iframe src="https://app.powerbi.com/reportEmbed?reportId=42" title="Estate overview" width="100%" height="600" frameborder="0" allowfullscreen></iframe>',
    );
    const bad = (
      await q(SAVE_REPORT, { input: { userId: 10, name: "x", embedCode: '<iframe src="https://evil.example/x"></iframe><script>steal()</script>' } })
    ).data!.saveBiReport;
    expect(bad.error.fieldErrors).toEqual([
      { field: "embedCode", message: "Embed code must be a single iframe whose address is on an allowed report host" },
    ]);
    const own = (await q(`query($u: Int) { biReports(userId: $u) { id name } }`, { u: 12 }, t.client1)).data!.biReports;
    expect(own).toEqual([{ id: made.report.id, name: "Estate overview" }]);
    const client2 = await sessionToken(svc.db.url, { ...viewers.client(2), sub: "12" });
    expect((await q(`query($u: Int) { biReports(userId: $u) { id } }`, { u: 10 }, client2)).data!.biReports).toEqual([]);
    expect(errorCode(await q(`query($id: Int!) { biReport(id: $id) { id } }`, { id: made.report.id }, client2))).toBe("NOT_FOUND");
    expect(errorCode(await q(SAVE_REPORT, { input: { userId: 10, name: "Mine", embedCode: embed } }, t.client1))).toBe("FORBIDDEN");
  });
});

describe("the audit trail", () => {
  const AUDIT = `query($search: String, $entityName: String) { auditTrail(search: $search, entityName: $entityName, pageSize: 50) {
    totalCount totalCountExact nodes { id service entityName action actionTaken actionByName actionDate } } }`;

  it("shows every service's entries newest first, to administrators", async () => {
    await sql(
      svc.db.url,
      `insert into work_orders.audit_trail (entity_name, entity_id, action, action_taken, action_by_name, action_date)
      values ('WorkOrder', '7', 'Status changed', 'Status of WO0000007 set to Open', 'Test Admin', now() + interval '1 minute')`,
    );
    const page = (await q(AUDIT)).data!.auditTrail;
    expect(page.nodes[0]).toMatchObject({ service: "work-orders", entityName: "WorkOrder", actionTaken: "Status of WO0000007 set to Open" });
    const times = page.nodes.map((n: any) => Date.parse(n.actionDate));
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    // every service's entries are counted: exactly up to the list's counting limit, estimated past it
    const [{ n }] = await sql(
      svc.db.url,
      `select (select count(*) from identity.audit_trail) + (select count(*) from assets.audit_trail)
         + (select count(*) from work_orders.audit_trail) + (select count(*) from billing.audit_trail) as n`,
    );
    if (page.totalCountExact) expect(page.totalCount).toBe(Number(n));
    else expect(Number(n)).toBeGreaterThan(COUNT_LIMIT);
    const signIns = (await q(AUDIT, { search: "signed in" })).data!.auditTrail.nodes;
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((n: any) => /signed in/i.test(n.actionTaken))).toBe(true);
    expect((await q(AUDIT, { entityName: "BIReport" })).data!.auditTrail.nodes.every((n: any) => n.entityName === "BIReport")).toBe(true);
  });

  it("names the kinds of record on the trail, for its filter", async () => {
    const names = (await q(`{ auditEntityNames }`)).data!.auditEntityNames;
    expect(names).toEqual(expect.arrayContaining(["BIReport", "User", "WorkOrder"]));
    expect(names).toEqual([...names].sort());
  });

  it("is refused to staff without the audit area, and to portal users", async () => {
    expect(errorCode(await q(`{ auditEntityNames }`, {}, t.staff))).toBe("FORBIDDEN");
    expect(errorCode(await q(AUDIT, {}, t.staff))).toBe("FORBIDDEN");
    expect(errorCode(await q(AUDIT, {}, t.client1))).toBe("FORBIDDEN");
  });
});

describe("the audit trail of what is created", () => {
  it("names every record identity creates by its new id", async () => {
    const user = (await save({ firstName: "Ada", lastName: "Audit", email: "ada@example.com", password: "Str0ng!pw", userTypeId: 2, entityId: 1 }))
      .user;
    const [site] = await sql(svc.db.url, "select id from assets.site where client_id = 1 order by id limit 1");
    const link = (await q(`mutation($u: Int!, $s: Int!) { linkUserSite(userId: $u, siteId: $s) { id } }`, { u: user.id, s: site!.id })).data!
      .linkUserSite;
    const embedCode = '<iframe src="https://app.powerbi.com/reportEmbed?reportId=7"></iframe>';
    const report = (
      await q(`mutation($input: SaveBiReportInput!) { saveBiReport(input: $input) { report { id } } }`, {
        input: { userId: user.id, name: "Audited", embedCode },
      })
    ).data!.saveBiReport.report;
    for (const [entityName, id] of [
      ["User", user.id],
      ["UserInSite", link.id],
      ["BIReport", report.id],
    ] as const) {
      const lines = await sql(
        svc.db.url,
        "select action_by_name from identity.audit_trail where entity_name = $1 and entity_id = $2 and action = 'Created'",
        [entityName, String(id)],
      );
      expect([entityName, lines]).toEqual([entityName, [{ action_by_name: "Alex Morgan" }]]);
    }
  });
});
