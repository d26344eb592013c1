import { DEMO_PASSWORD } from "@wo/shared/testing";
import { api, login } from "./http";

const POLICY = "Password must be over 6 characters and have at least one non letter or digit character";
let admin: string;

beforeAll(async () => {
  admin = await login("admin@example.com");
});

describe("users over REST", () => {
  it("creates a user from the form-encoded body and answers the legacy model", async () => {
    const form = {
      Id: "0",
      FirstName: "Maya",
      LastName: "Okoro",
      Email: "maya.okoro@example.com",
      Mobile: "07700 900555",
      Password: "Str0ng!pw",
      UserTypeId: "4",
      DepartmentId: "2",
      Active: "true",
      LockoutEnabled: "true",
    };
    const r = await api("POST", "/Users/", { token: admin, form });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      FullName: "Maya Okoro",
      Email: "maya.okoro@example.com",
      UserTypeId: 4,
      UserType: "Staff",
      DepartmentId: 2,
      Department: "Contracts",
      Active: true,
    });
    expect(r.body).not.toHaveProperty("Password");
    const signIn = await api("POST", "/authorise/login", { json: { Email: "maya.okoro@example.com", Password: "Str0ng!pw" } });
    expect(signIn.status).toBe(200);
  });

  it("answers a refused save with 400, the joined messages and the model state", async () => {
    const r = await api("POST", "/Users/", {
      token: admin,
      form: { Id: "0", FirstName: "", LastName: "Doe", Email: "doe@example.com", Password: "short", UserTypeId: "4", DepartmentId: "1" },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      Message: `First name is required\n${POLICY}`,
      ModelState: { FirstName: ["First name is required"], Password: [POLICY] },
    });
  });

  it("lists users as { Data, Total }, filtered and sorted the legacy way", async () => {
    const r = await api("GET", "/Users?page=1&pageSize=20&userTypeId=2&sort=FullName_DESC", { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(2);
    expect(r.body.Data.map((u: any) => u.FullName)).toEqual(["Robert Kerr", "Fiona Sinclair"]);
    const contractors = await api("GET", "/Users?entityTableName=Contractor&entityId=1", { token: admin });
    expect(contractors.body.Data.map((u: any) => u.Email)).toEqual(["contractor@example.com"]);
    expect((await api("GET", "/Users?sort=Shoe_ASC", { token: admin })).status).toBe(400);
  });

  it("sorts users and the audit trail by id, the field named in any case", async () => {
    for (const sort of ["id_ASC", "Id_ASC"]) {
      const ids = (await api("GET", `/Users?pageSize=50&sort=${sort}`, { token: admin })).body.Data.map((u: any) => u.id);
      expect(ids.length).toBeGreaterThan(1);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    }
    expect((await api("GET", "/AuditTrails?pageSize=5&sort=id_DESC", { token: admin })).status).toBe(200);
  });

  it("answers a blank model for id 0, and 404 once a user is deleted", async () => {
    expect((await api("GET", "/Users/0", { token: admin })).body).toMatchObject({ Id: 0, FirstName: "", Active: true, LockoutEnabled: true });
    const made = await api("POST", "/Users/", {
      token: admin,
      form: { FirstName: "Short", LastName: "Lived", Email: "short.lived@example.com", Password: "Str0ng!pw", UserTypeId: "4", DepartmentId: "1" },
    });
    expect((await api("DELETE", `/Users/${made.body.Id}`, { token: admin })).status).toBe(200);
    expect(await api("GET", `/Users/${made.body.Id}`, { token: admin })).toEqual({ status: 404, body: { Message: "No data found!" } });
    expect((await api("DELETE", `/Users/${made.body.Id}`, { token: admin })).status).toBe(404);
  });

  it("lists a tenant's contacts and names a contact", async () => {
    const contacts = await api("GET", "/Users/Dropdown?entityId=1&entityName=Client", { token: admin });
    expect(contacts.body).toContainEqual({ id: expect.any(Number), FullName: "Fiona Sinclair", Mobile: "07700 900110" });
    const id = contacts.body.find((c: any) => c.FullName === "Fiona Sinclair").id;
    expect((await api("GET", `/Users/contactname/${id}`, { token: admin })).body).toEqual({ id, FullName: "Fiona Sinclair" });
  });
});

describe("POST /api/authorise/ResetPassword", () => {
  it("refuses a weak password with the policy message, and resets a good one", async () => {
    const form = { FirstName: "Reset", LastName: "Me", Email: "reset.me@example.com", Password: "Str0ng!pw", UserTypeId: "4", DepartmentId: "3" };
    const id = (await api("POST", "/Users/", { token: admin, form })).body.Id;
    expect(await api("POST", "/authorise/ResetPassword", { token: admin, json: { id, newPassword: "weakling" } })).toEqual({
      status: 400,
      body: { Message: POLICY, ModelState: { NewPassword: [POLICY] } },
    });
    expect(await api("POST", "/authorise/ResetPassword", { token: admin, json: { id, newPassword: "N3w!secret" } })).toEqual({
      status: 200,
      body: { Message: "Password Reset" },
    });
    expect((await api("POST", "/authorise/login", { json: { Email: "reset.me@example.com", Password: "N3w!secret" } })).status).toBe(200);
  });

  it("lets a user reset only their own password", async () => {
    const sales = await login("sales@example.com");
    expect((await api("POST", "/authorise/ResetPassword", { token: sales, json: { id: 1, newPassword: "N3w!secret" } })).status).toBe(403);
  });
});

describe("site links and BI reports", () => {
  it("links a user to sites and removes the link", async () => {
    const sites = (await api("GET", "/Sites?clientId=1", { token: admin })).body;
    const contact = (await api("GET", "/Users/Dropdown?entityId=1&entityName=Client", { token: admin })).body[0];
    const link = await api("POST", "/UserInSites", { token: admin, json: { UserId: contact.id, SiteId: sites[0].id } });
    expect(link.body).toEqual({ id: expect.any(Number), UserId: contact.id, SiteId: sites[0].id, Site: sites[0].Name });
    expect((await api("GET", `/UserInSites?contactId=${contact.id}`, { token: admin })).body).toContainEqual(link.body);
    expect((await api("DELETE", `/UserInSites/${link.body.id}`, { token: admin })).body).toEqual({ Message: "Setting removed!" });
    expect((await api("GET", `/UserInSites?contactId=${contact.id}`, { token: admin })).body).not.toContainEqual(link.body);
  });

  it("saves a user's BI report from an allowed embed code, refuses any other, and deletes it", async () => {
    const made = await api("POST", "/BIReports", {
      token: admin,
      json: {
        id: 0,
        UserProfileId: 2,
        Name: "Pipeline",
        Description: "Sales pipeline",
        EmbedCode: '<iframe src="https://lookerstudio.google.com/embed/reporting/abc"></iframe>',
      },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ Name: "Pipeline", UserProfileId: 2, EmbedUrl: "https://lookerstudio.google.com/embed/reporting/abc" });
    const bad = await api("PUT", `/BIReports/${made.body.id}`, {
      token: admin,
      json: { UserProfileId: 2, Name: "Pipeline", EmbedCode: "<script>document.location='https://evil.example'</script>" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState).toEqual({ EmbedCode: ["Embed code must be a single iframe whose address is on an allowed report host"] });
    expect((await api("GET", "/BIReports?userId=2", { token: admin })).body.map((r: any) => r.Name)).toContain("Pipeline");
    expect((await api("DELETE", `/BIReports/${made.body.id}`, { token: admin })).status).toBe(200);
    expect((await api("GET", `/BIReports/${made.body.id}`, { token: admin })).status).toBe(404);
  });
});

describe("GET /api/AuditTrails", () => {
  it("answers the audit grid's rows, newest first, searchable and filterable by entity", async () => {
    await api("POST", "/authorise/login", { json: { Email: "finance@example.com", Password: DEMO_PASSWORD } });
    const r = await api("GET", "/AuditTrails?page=1&pageSize=20", { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.Data[0]).toEqual({
      id: expect.any(String),
      EntityName: expect.any(String),
      EntityId: expect.anything(),
      Action: expect.any(String),
      ActionByName: expect.any(String),
      ActionDate: expect.any(String),
      ActionTaken: expect.any(String),
    });
    const dates = r.body.Data.map((e: any) => Date.parse(e.ActionDate));
    expect(dates).toEqual([...dates].sort((a: number, b: number) => b - a));
    const found = await api("GET", "/AuditTrails?search=finance@example.com&entityName=User", { token: admin });
    expect(found.body.Data.length).toBeGreaterThan(0);
    expect(found.body.Data.every((e: any) => e.EntityName === "User" && /finance@example\.com/.test(e.ActionTaken))).toBe(true);
    const oldest = await api("GET", "/AuditTrails?pageSize=5&sort=ActionDate_ASC", { token: admin });
    expect(Date.parse(oldest.body.Data[0].ActionDate)).toBeLessThanOrEqual(dates[dates.length - 1]);
  });
});
