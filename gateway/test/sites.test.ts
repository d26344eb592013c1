import { sql } from "@wo/shared/testing";
import { api, login, withSteadyCount } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;

const ROW_FIELDS = [
  "id",
  "SiteCode",
  "BrandId",
  "Brand",
  "BrandName",
  "Name",
  "AddressLine1",
  "AddressLine2",
  "City",
  "County",
  "PostCode",
  "ClientId",
  "ClientName",
  "SiteManager",
  "SiteEmail",
  "MainContactId",
  "AsbestosWarning",
  "Comments",
  "Active",
];

let admin: string;
let contracts: string;
let sales: string;
let finance: string;
let client1: string;
let contractor1: string;
beforeAll(async () => {
  [admin, contracts, sales, finance, client1, contractor1] = await Promise.all(
    ["admin@example.com", "contracts@example.com", "sales@example.com", "finance@example.com", "client@example.com", "contractor@example.com"].map(
      login,
    ),
  );
});

const created: number[] = [];
// the sites made here are removed again: other suites count the demo sites
afterAll(async () => {
  for (const id of created) await api("DELETE", `/Sites/${id}`, { token: contracts });
});

/** A new site (through POST /api/Sites) of client 2 unless told otherwise, with a code unique to the test. */
async function createSite(code: string, extra: Record<string, unknown> = {}) {
  const r = await api("POST", "/Sites", {
    token: contracts,
    json: { Id: 0, ClientId: 2, SiteCode: code, Name: `Test site ${code}`, PostCode: "ls1 5dl", ...extra },
  });
  expect(r.status).toBe(200);
  created.push(r.body.id);
  return r.body;
}

/** Every site: other suites (the data import) may add some meanwhile */
const allSites = async () => ((await sql(db(), "select count(*)::int n from assets.site"))[0] as { n: number }).n;

describe("GET api/Sites (paged: the sites grid)", () => {
  it("answers { Data, Total } of every site, 20 a page, by site code, rows in the legacy shape", async () => {
    const { n, value: r } = await withSteadyCount(allSites, () => api("GET", "/Sites?page=1&pageSize=20&clientId=0", { token: admin }));
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(n);
    expect(r.body.Data).toHaveLength(20);
    expect(Object.keys(r.body.Data[0])).toEqual(ROW_FIELDS);
    const codes = r.body.Data.map((s: any) => s.SiteCode);
    expect(codes).toEqual([...codes].sort());
    const [first] = await sql(
      db(),
      "select s.id, s.site_code, c.name client, b.name brand from assets.site s join assets.client c on c.id = s.client_id left join assets.brand b on b.id = s.brand_id order by s.site_code, s.id limit 1",
    );
    expect(r.body.Data[0]).toMatchObject({
      id: first!.id,
      SiteCode: first!.site_code,
      ClientName: first!.client,
      Brand: first!.brand,
      BrandName: first!.brand,
    });
  });

  it("filters by client, searches code, name, town, postcode and client name, and sorts any column", async () => {
    const two = await api("GET", "/Sites?page=1&pageSize=100&clientId=2", { token: sales });
    expect(two.status).toBe(200);
    expect(two.body.Data.length).toBeGreaterThan(0);
    expect(two.body.Data.every((s: any) => s.ClientId === 2)).toBe(true);
    expect(two.body.Total).toBe(two.body.Data.length);

    const town = await api("GET", "/Sites?page=1&pageSize=100&search=manchester", { token: sales });
    expect(town.body.Data.length).toBeGreaterThan(0);
    expect(town.body.Data.every((s: any) => s.City === "Manchester")).toBe(true);
    const postcode = await api("GET", "/Sites?page=1&pageSize=100&search=m14bt", { token: sales });
    expect(postcode.body.Data.map((s: any) => s.id)).toEqual(town.body.Data.map((s: any) => s.id));
    const client = await api("GET", `/Sites?page=1&pageSize=100&search=${encodeURIComponent("northgate leisure")}`, { token: sales });
    expect(client.body.Total).toBe(two.body.Total);

    const byTown = await api("GET", "/Sites?page=1&pageSize=100&clientId=2&sort=City_DESC", { token: sales });
    const towns = byTown.body.Data.map((s: any) => s.City);
    expect(towns).toEqual([...towns].sort().reverse());
    const byClient = await api("GET", "/Sites?page=1&pageSize=100&sort=ClientName_ASC", { token: sales });
    const names = byClient.body.Data.map((s: any) => s.ClientName);
    expect(names).toEqual([...names].sort());

    const filter = JSON.stringify({ logic: "and", filters: [{ field: "County", operator: "eq", value: "Devon" }] });
    const devon = await api("GET", `/Sites?page=1&pageSize=100&filter=${encodeURIComponent(filter)}`, { token: sales });
    expect(devon.body.Data.length).toBeGreaterThan(0);
    expect(devon.body.Data.every((s: any) => s.County === "Devon")).toBe(true);
    expect((await api("GET", "/Sites?page=1&sort=Nowhere_ASC", { token: sales })).status).toBe(400);
  });

  it("answers a client user its own sites only, whatever client it names, and a contractor those of its work", async () => {
    const own = await api("GET", "/Sites?page=1&pageSize=100&clientId=1", { token: client1 });
    const [{ n }] = await sql(db(), "select count(*)::int n from assets.site where client_id = 1");
    expect(own.body.Total).toBe(n);
    expect(own.body.Data.every((s: any) => s.ClientId === 1)).toBe(true);
    expect((await api("GET", "/Sites?page=1&pageSize=100&clientId=2", { token: client1 })).body).toEqual({ Data: [], Total: 0 });
    const work = await api("GET", "/Sites?page=1&pageSize=1000", { token: contractor1 });
    const ids = (await sql(db(), "select distinct site_id from work_orders.work_order where contractor_id = 1 order by 1")).map((r) => r.site_id);
    expect(work.body.Data.map((s: any) => s.id).sort((a: number, b: number) => a - b)).toEqual(ids);
  });

  it("refuses the grid to staff without customers read; the unpaged picker list stays theirs", async () => {
    expect((await api("GET", "/Sites?page=1&pageSize=20", { token: finance })).status).toBe(403);
    const picker = await api("GET", "/Sites?clientId=2", { token: finance });
    expect(picker.status).toBe(200);
    expect(Object.keys(picker.body[0])).toEqual(["id", "Name"]);
  });
});

describe("GET api/Sites?clientId, api/CustomerSites, api/customers/Locations, api/ClientPortal/Sites (the pickers)", () => {
  it("answer the sites of a client by name as id and Name (0 or none: all)", async () => {
    const rows = (await sql(db(), "select id, name from assets.site where client_id = 3 order by name, id")).map((r) => ({ id: r.id, Name: r.name }));
    expect((await api("GET", "/Sites?clientId=3", { token: admin })).body).toEqual(rows);
    expect((await api("GET", "/CustomerSites?clientId=3", { token: admin })).body).toEqual(rows);
    expect((await api("GET", "/customers/Locations?customerId=3", { token: admin })).body).toEqual(rows);
    const all = await withSteadyCount(allSites, () => api("GET", "/customers/Locations?customerId=0", { token: admin }));
    expect(all.value.body).toHaveLength(all.n);
    const portal = await api("GET", "/ClientPortal/Sites?clientId=3", { token: client1 });
    expect(portal.status).toBe(200);
    expect(portal.body.length).toBeGreaterThan(0);
    expect(Object.keys(portal.body[0])).toEqual(["id", "Name", "SiteCode"]);
    const own = (await sql(db(), "select id from assets.site where client_id = 1")).map((r) => r.id);
    expect(portal.body.every((s: any) => own.includes(s.id))).toBe(true);
  });
});

describe("GET api/Sites/{id}", () => {
  it("answers a blank model for 0, the site otherwise, and 404 for another tenant's site", async () => {
    const blank = await api("GET", "/Sites/0", { token: contracts });
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({ id: 0, SiteCode: "", Name: "", ClientId: null, Active: true });
    const [mine] = await sql(db(), "select id, site_code from assets.site where client_id = 1 order by id limit 1");
    const [theirs] = await sql(db(), "select id from assets.site where client_id = 2 order by id limit 1");
    const r = await api("GET", `/Sites/${mine!.id}`, { token: client1 });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(ROW_FIELDS);
    expect(r.body).toMatchObject({ id: mine!.id, SiteCode: mine!.site_code, ClientId: 1, ClientName: "Harbour Retail Group" });
    expect(await api("GET", `/Sites/${theirs!.id}`, { token: client1 })).toEqual({ status: 404, body: { Message: "No data found!" } });
    expect((await api("GET", "/Sites/999999", { token: admin })).status).toBe(404);
  });
});

describe("POST and PUT api/Sites", () => {
  it("creates and updates a site, normalising the postcode", async () => {
    const brand = (await sql(db(), "select id, name from assets.brand where client_id = 2 order by id limit 1"))[0]!;
    const [contact] = await sql(db(), "select id from identity.app_user where email = 'client2@example.com'");
    const created = await createSite("TST-SAVE", {
      BrandId: brand.id,
      MainContactId: contact!.id,
      AddressLine1: "1 Park Row",
      City: "Leeds",
      County: "West Yorkshire",
      SiteEmail: "Leeds.Park@Example.co.uk",
      AsbestosWarning: "Asbestos in the plant room ceiling tiles",
      Comments: "Key from security",
    });
    expect(created).toMatchObject({
      SiteCode: "TST-SAVE",
      PostCode: "LS1 5DL",
      BrandId: brand.id,
      Brand: brand.name,
      ClientName: "Northgate Leisure Ltd",
      MainContactId: contact!.id,
      SiteEmail: "leeds.park@example.co.uk",
      AsbestosWarning: "Asbestos in the plant room ceiling tiles",
    });
    const put = await api("PUT", `/Sites/${created.id}`, { token: contracts, json: { ...created, Name: "Park Row Leeds", PostCode: "ls15dl" } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: created.id, Name: "Park Row Leeds", PostCode: "LS1 5DL" });
    const [audit] = await sql(db(), "select action from assets.audit_trail where entity_name = 'Site' and entity_id = $1 order by id desc limit 1", [
      String(created.id),
    ]);
    expect(audit!.action).toBe("Updated");
  });

  it("refuses a save without client, code or name: 400 'Required fields' with each field's error", async () => {
    const r = await api("POST", "/Sites", { token: contracts, json: { Id: 0, ClientId: 0, SiteCode: " ", Name: "" } });
    expect(r).toEqual({
      status: 400,
      body: {
        Message: "Required fields",
        ModelState: { ClientId: ["Client is required"], SiteCode: ["Site code is required"], Name: ["Site name is required"] },
      },
    });
  });

  it("refuses a taken code, another client's brand, a contact of another client, a bad e-mail and a postcode that is not a UK one", async () => {
    const [taken] = await sql(db(), "select site_code from assets.site where client_id = 1 order by id limit 1");
    const [foreignBrand] = await sql(db(), "select id from assets.brand where client_id = 2 limit 1");
    const [foreignContact] = await sql(db(), "select id from identity.app_user where email = 'client2@example.com'");
    // client 1's: another client's brand and user
    const r = await api("POST", "/Sites", {
      token: contracts,
      json: {
        ClientId: 1,
        SiteCode: taken!.site_code.toLowerCase(),
        Name: "Duplicate",
        BrandId: foreignBrand!.id,
        MainContactId: foreignContact!.id,
        SiteEmail: "not-an-email",
        PostCode: "90210",
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.ModelState).toEqual({
      SiteCode: ["Site code already exists for this client"],
      BrandId: ["Brand is not one of the client's brands"],
      MainContactId: ["Main contact is not a user of the client"],
      SiteEmail: ["Site email is not a valid e-mail address"],
      PostCode: ["Post code is not a valid UK postcode"],
    });
    expect(r.body.Message).toContain("Site code already exists for this client");
  });

  it("is for staff with customers at full: read-only staff and portal users get 403", async () => {
    const json = { ClientId: 1, SiteCode: "TST-403", Name: "Refused" };
    expect((await api("POST", "/Sites", { token: sales, json })).status).toBe(403);
    expect((await api("POST", "/Sites", { token: client1, json })).status).toBe(403);
    expect((await api("POST", "/Sites", { token: contractor1, json })).status).toBe(403);
    const [mine] = await sql(db(), "select id from assets.site where client_id = 1 order by id limit 1");
    expect((await api("PUT", `/Sites/${mine!.id}`, { token: client1, json })).status).toBe(403);
    expect((await api("DELETE", `/Sites/${mine!.id}`, { token: client1 })).status).toBe(403);
    expect((await sql(db(), "select 1 from assets.site where site_code = 'TST-403'")).length).toBe(0);
  });
});

describe("DELETE api/Sites/{id}", () => {
  it("removes a site no work order names: 'Site removed'", async () => {
    const site = await createSite("TST-DEL", { ClientId: 4 });
    expect(await api("DELETE", `/Sites/${site.id}`, { token: contracts })).toEqual({ status: 200, body: { id: site.id, Message: "Site removed" } });
    expect((await api("GET", `/Sites/${site.id}`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `/Sites/${site.id}`, { token: contracts })).status).toBe(404);
  });

  it("refuses while work orders name the site, with a clear message", async () => {
    const [used] = await sql(db(), "select site_id from work_orders.work_order limit 1");
    const r = await api("DELETE", `/Sites/${used!.site_id}`, { token: contracts });
    expect(r).toEqual({ status: 409, body: { Message: "This site has work orders: it cannot be removed", ModelState: {} } });
    expect((await sql(db(), "select 1 from assets.site where id = $1", [used!.site_id])).length).toBe(1);
  });

  it("refuses while assets stand on the site, with a clear message", async () => {
    const site = await createSite("TST-ASSET", { ClientId: 4 });
    const asset = await api("POST", "/Assets", {
      token: contracts,
      json: {
        id: 0,
        AssetCode: `ON-${site.id}`,
        ClientId: 4,
        SiteId: site.id,
        CategoryId: 4,
        WarrantyPeriod: "0",
        WarrantyDaysOrMonths: "Months",
        Active: true,
      },
    });
    expect(asset.status).toBe(200);
    const r = await api("DELETE", `/Sites/${site.id}`, { token: contracts });
    expect(r).toEqual({ status: 409, body: { Message: "This site has assets: move or delete them first", ModelState: {} } });
    expect((await api("DELETE", `/Assets/${asset.body.id}`, { token: contracts })).status).toBe(200);
    expect((await api("DELETE", `/Sites/${site.id}`, { token: contracts })).status).toBe(200);
  });
});
