import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { Viewer } from "@wo/shared";
import { DEMO_PASSWORD, errorCode, graphql, sql, startTestService, viewers } from "@wo/shared/testing";
import { importUsers } from "../src/modules/user/user.import";
import { identityService } from "../src/service";
import { sessionToken } from "./helpers";

process.env.SIGN_IN_RATE_LIMIT = "1000";

let svc: Awaited<ReturnType<typeof startTestService>>;
const admin = new Viewer(viewers.admin());
const em = () => svc.orm.em.fork();
const csv = (text: string) => ({ stream: Readable.from([Buffer.from(text)]), filename: "users.csv" });
const HEADER = "FirstName,LastName,Email,Mobile,Position,UserType,Department,EntityName,Entity,Active";

beforeAll(async () => {
  svc = await startTestService(identityService, "userimport");
}, 60_000);
afterAll(() => svc?.stop());

describe("user import", () => {
  it("refuses a file with bad rows by line, with the user form's rules, and imports nothing", async () => {
    const [client] = await sql(svc.db.url, "select id, name from assets.v_client order by id limit 1");
    const rows = [
      `Amy,Shaw,AMY.SHAW@example.co.uk,07700 900123,Planner,Staff,Operations,,,`,
      `Ben,Cole,admin@example.com,,,Staff,Contracts,,,`, // 3: taken
      `Cara,Dunn,amy.shaw@example.co.uk,,,Client,,Client,${client!.name},`, // 4: repeats line 2
      `Dan,,not-an-email,,,Administrator,,,,`, // 5
      `Eve,Ford,eve@example.co.uk,,,Staff,,,,`, // 6: no department
      `Fay,Gray,fay@example.co.uk,,,Client,,Client,Nobody Ltd,`, // 7
      `Gus,Hale,gus@example.co.uk,,,Wizard,,,,`, // 8
    ];
    const out = await importUsers(em(), admin, csv([HEADER, ...rows].join("\n")));
    expect(out).toEqual({
      imported: 0,
      rowErrors: [
        { line: 3, message: "Email is already taken" },
        { line: 4, message: "Email amy.shaw@example.co.uk is repeated (first on line 2)" },
        { line: 5, message: "Last name is required; Email is not a valid e-mail address; Access level is not available" },
        { line: 6, message: "Department is required" },
        { line: 7, message: "Client Nobody Ltd is not known" },
        { line: 8, message: "UserType Wizard is not an access level" },
      ],
    });
    expect((await sql(svc.db.url, "select count(*)::int as n from identity.app_user where email = 'amy.shaw@example.co.uk'"))[0]!.n).toBe(0);
  });

  it("imports a good XLSX whole: staff, client and contractor users by name or id, none able to sign in until given a password", async () => {
    const [client] = await sql(svc.db.url, "select id, name from assets.v_client order by id limit 1");
    const [contractor] = await sql(svc.db.url, "select id, name from assets.v_contractor order by id limit 1");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Users");
    ws.addRow(["First Name", "Last Name", "Email", "User Type", "Department", "Entity Name", "Entity", "Mobile"]);
    ws.addRow(["Amy", "Shaw", "Amy.Shaw@example.co.uk", "staff", "operations", null, null, 7700900123]);
    ws.addRow(["Cara", "Dunn", "cara@example.co.uk", 2, null, "Client", client!.name.toUpperCase(), null]);
    ws.addRow(["Dev", "Ross", "dev@example.co.uk", "Staff", null, "Contractor", contractor!.id, null]);
    const file = { stream: Readable.from([Buffer.from(await wb.xlsx.writeBuffer())]), filename: "users.xlsx" };
    expect(await importUsers(em(), admin, file)).toEqual({ imported: 3, rowErrors: [] });
    const rows = await sql(
      svc.db.url,
      "select email, user_type_id, department_id, entity_name, entity_id, mobile from identity.app_user where email in ('amy.shaw@example.co.uk', 'cara@example.co.uk', 'dev@example.co.uk') order by email",
    );
    expect(rows).toEqual([
      { email: "amy.shaw@example.co.uk", user_type_id: 4, department_id: 8, entity_name: null, entity_id: null, mobile: "7700900123" },
      { email: "cara@example.co.uk", user_type_id: 2, department_id: null, entity_name: "Client", entity_id: client!.id, mobile: null },
      { email: "dev@example.co.uk", user_type_id: 3, department_id: null, entity_name: "Contractor", entity_id: contractor!.id, mobile: null },
    ]);
    // no default password: neither the demo one nor an empty one signs in
    const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { session { accessToken } error { code } } }`;
    for (const p of [DEMO_PASSWORD, "Password1!", ""]) {
      const r = await graphql(svc.url, SIGN_IN, { e: "amy.shaw@example.co.uk", p });
      expect(r.data?.signIn?.session ?? null).toBeNull();
    }
  });

  it("is for administrators only", async () => {
    const M = `mutation { importUsers(file: null) { imported } }`;
    for (const claims of [viewers.staff(4), viewers.client(1), viewers.contractor(1)]) {
      expect(errorCode(await graphql(svc.url, M, {}, await sessionToken(svc.db.url, claims)))).toBe("FORBIDDEN");
    }
    const r = await graphql(svc.url, M, {}, await sessionToken(svc.db.url, viewers.admin()));
    expect(r.errors![0]).toMatchObject({ message: "No files selected", extensions: { code: "BAD_USER_INPUT" } });
  });
});
