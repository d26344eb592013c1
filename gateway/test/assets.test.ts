import { DateTime } from "luxon";
import { parse } from "csv-parse/sync";
import { gatewayUrl } from "@wo/shared/testing";
import { api, login } from "./http";

let admin: string;
let contracts: string;
let sales: string;
let finance: string;
let client: string;

beforeAll(async () => {
  [admin, contracts, sales, finance, client] = await Promise.all(
    ["admin@example.com", "contracts@example.com", "sales@example.com", "finance@example.com", "client@example.com"].map(login),
  );
});

const ROW_FIELDS = [
  "id",
  "AssetCode",
  "Make",
  "Model",
  "SerialNo",
  "Description",
  "SiteId",
  "Site",
  "ClientId",
  "Client",
  "Category",
  "InstalledDate",
  "WarrantyPeriod",
  "WarrantyDaysOrMonths",
  "InWarranty",
  "Active",
];

describe("GET /api/assets", () => {
  it("pages, searches and sorts the grid for staff with customers read, in the legacy shape", async () => {
    const r = await api("GET", "/assets?page=1&pageSize=20&sort=AssetCode_DESC", { token: sales });
    expect(r.status).toBe(200);
    expect(r.body.Data).toHaveLength(20);
    expect(r.body.Total).toBeGreaterThanOrEqual(300);
    for (const f of ROW_FIELDS) expect(r.body.Data[0]).toHaveProperty(f);
    const codes = r.body.Data.map((a: any) => a.AssetCode);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(["Days", "Months"]).toContain(r.body.Data[0].WarrantyDaysOrMonths);

    const lifts = await api("GET", "/assets?page=1&pageSize=100&search=otis&clientId=1&active=true", { token: sales });
    expect(lifts.status).toBe(200);
    expect(lifts.body.Total).toBeGreaterThan(0);
    expect(lifts.body.Data.every((a: any) => a.ClientId === 1 && a.Active && /otis/i.test(`${a.Make} ${a.Model}`))).toBe(true);
  });

  it("refuses staff without customers, and gives a client user its own client's assets only", async () => {
    expect((await api("GET", "/assets?page=1&pageSize=5", { token: finance })).status).toBe(403);
    const own = await api("GET", "/assets?page=1&pageSize=100&clientId=2", { token: client });
    expect(own.status).toBe(200);
    expect(own.body.Total).toBeGreaterThan(0);
    expect(own.body.Data.every((a: any) => a.ClientId === 1)).toBe(true);
  });
});

describe("asset look-ups", () => {
  it("answers a site's assets as { id, AssetCode } to every staff user and the site's client", async () => {
    const page = await api("GET", "/assets?page=1&pageSize=1&clientId=1", { token: admin });
    const siteId = page.body.Data[0].SiteId;
    const drop = await api("GET", `/Assets/Dropdown?site_id=${siteId}`, { token: finance });
    expect(drop.status).toBe(200);
    expect(drop.body.length).toBeGreaterThan(0);
    expect(Object.keys(drop.body[0]).sort()).toEqual(["AssetCode", "id"]);
    const portal = await api("GET", `/ClientPortal/AssetDropdown?siteId=${siteId}`, { token: client });
    expect(portal.body).toEqual(drop.body);
    const siteAssets = await api("GET", `/Assets/siteassets?siteId=${siteId}&page=1&pageSize=10`, { token: client });
    expect(siteAssets.status).toBe(200);
    expect(siteAssets.body.Total).toBe(drop.body.length);
    expect(siteAssets.body.Data.every((a: any) => a.SiteId === siteId)).toBe(true);
  });

  it("answers the categories at both paths", async () => {
    const a = await api("GET", "/AssetCategories", { token: client });
    const b = await api("GET", "/Assets/Categories", { token: sales });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toContainEqual({ id: 4, Name: "Boiler" });
    const names = a.body.map((c: any) => c.Name);
    expect(names).toEqual([...names].sort());
  });
});

describe("the asset model", () => {
  it("answers a blank model for 0, creates, reads, updates and deletes", async () => {
    const blank = await api("GET", "/Assets/0", { token: contracts });
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({ id: 0, AssetCode: "", WarrantyDaysOrMonths: "Months", Active: true });

    const site = (await api("GET", "/assets?page=1&pageSize=1&clientId=2", { token: admin })).body.Data[0];
    const installed = DateTime.now().setZone("Europe/London").minus({ days: 10 });
    const model = {
      id: 0,
      AssetCode: `GW-${Date.now()}`,
      ClientId: 2,
      SiteId: site.SiteId,
      CategoryId: 6,
      Make: "Carrier",
      Model: "AquaSnap 30RB-262",
      SerialNo: "30RB2698765",
      InstalledDate: installed.toFormat("dd/MM/yyyy"),
      WarrantyPeriod: "90",
      WarrantyDaysOrMonths: "Days",
      Active: true,
    };
    const created = await api("POST", "/Assets", { token: contracts, json: model });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      AssetCode: model.AssetCode,
      Category: "Chiller",
      InstalledDate: installed.toISODate(),
      WarrantyPeriod: 90,
      WarrantyDaysOrMonths: "Days",
      WarrantyEndDate: installed.plus({ days: 90 }).toISODate(),
      InWarranty: true,
      ClientId: 2,
    });
    const id = created.body.id;
    expect((await api("GET", `/Assets/${id}`, { token: sales })).body).toEqual(created.body);

    const updated = await api("PUT", `/Assets/${id}`, { token: contracts, json: { ...model, WarrantyPeriod: 0, Active: false } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, InWarranty: false, WarrantyEndDate: null, Active: false });

    // another client's asset is not the client user's, and sales may read but not write
    expect((await api("GET", `/Assets/${id}`, { token: client })).status).toBe(404);
    expect((await api("DELETE", `/Assets/${id}`, { token: sales })).status).toBe(403);
    const gone = await api("DELETE", `/Assets/${id}`, { token: contracts });
    expect(gone).toEqual({ status: 200, body: { Message: "Asset Deleted" } });
    expect((await api("GET", `/Assets/${id}`, { token: admin })).status).toBe(404);
  });

  it("answers a refused save with 400 'Required fields' and the model state", async () => {
    const r = await api("POST", "/Assets", { token: contracts, json: { id: 0, AssetCode: "", ClientId: 1 } });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe("Required fields");
    expect(Object.keys(r.body.ModelState).sort()).toEqual(["AssetCode", "SiteId"]);
    const bad = await api("POST", "/Assets", {
      token: contracts,
      json: { id: 0, AssetCode: "X", ClientId: 1, SiteId: 1, CategoryId: 4, WarrantyPeriod: "1.5" },
    });
    expect(bad).toEqual({ status: 400, body: { Message: "WarrantyPeriod must be a whole number of 0 or more" } });
  });

  it("saves an asset without a category (optional: the spec's asset has none), answered as null", async () => {
    const site = (await api("GET", "/assets?page=1&pageSize=1&clientId=2", { token: admin })).body.Data[0];
    const r = await api("POST", "/Assets", { token: contracts, json: { id: 0, AssetCode: `NOCAT-${Date.now()}`, ClientId: 2, SiteId: site.SiteId } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ CategoryId: null, Category: null });
    expect((await api("DELETE", `/Assets/${r.body.id}`, { token: contracts })).status).toBe(200);
  });
});

describe("GET /Services/ExportAssets.aspx?Id", () => {
  const download = (query: string, token?: string) =>
    fetch(`${gatewayUrl()}/Services/ExportAssets.aspx${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("streams a client's assets as CSV with the import's header, named by Content-Disposition, the same rows as the grid", async () => {
    const res = await download("?Id=1", sales);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="assets-[^"]+-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows: Record<string, string>[] = parse(await res.text(), { columns: true });
    const grid = (await api("GET", "/assets?page=1&pageSize=1000&clientId=1&sort=AssetCode_ASC", { token: sales })).body;
    expect(rows.length).toBe(grid.Total);
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!)).toEqual([
      "AssetCode",
      "SiteCode",
      "Category",
      "Make",
      "Model",
      "SerialNo",
      "Description",
      "InstalledDate",
      "WarrantyPeriod",
      "WarrantyUnit",
      "Active",
    ]);
    expect(rows.map((r) => r.AssetCode).sort()).toEqual(grid.Data.map((a: { AssetCode: string }) => a.AssetCode).sort());
  });

  it("answers staff with the customers area only, and a bad Id 400", async () => {
    expect((await download("?Id=1", finance)).status).toBe(403);
    expect((await download("?Id=1", client)).status).toBe(403);
    expect((await download("?Id=1")).status).toBe(401);
    expect((await download("?Id=x", sales)).status).toBe(400);
    expect((await download("?Id=999999", sales)).status).toBe(404);
  });
});

describe("POST /Services/ImportAssets.aspx?clientId", () => {
  const post = (csv: string, token: string | undefined, clientId = 1) => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "assets.csv");
    return fetch(`${gatewayUrl()}/Services/ImportAssets.aspx?clientId=${clientId}`, {
      method: "POST",
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };
  const header = "AssetCode,SiteCode,Category,Make,Model,SerialNo,Description,InstalledDate,WarrantyPeriod,WarrantyUnit,Active";

  it("imports a good file, and refuses a file with a bad row by line, importing nothing", async () => {
    const site = (await api("GET", "/Sites?page=1&pageSize=1&clientId=1", { token: contracts })).body.Data[0].SiteCode;
    const category = (await api("GET", "/AssetCategories", { token: contracts })).body[0].Name;
    const code = `LEG${process.pid}`;
    const good = `${header}\n${code}-1,${site},${category},Ideal,Logic,SN1,Boiler,2024-01-01,12,Months,true\n`;
    const bad = `${header}\n${code}-2,${site},${category},Ideal,Logic,SN2,Boiler,2024-01-01,12,Months,true\n${code}-3,NOSUCHSITE,${category},,,,,,0,Days,true\n`;

    const refused = await post(bad, contracts);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { Message: string; Rows: { Line: number; Message: string }[] };
    expect(body.Message).toBe("The file was not imported: 1 bad row");
    expect(body.Rows).toHaveLength(1);
    expect(body.Rows[0].Line).toBe(3);
    expect((await api("GET", `/assets?page=1&pageSize=10&clientId=1&search=${code}`, { token: contracts })).body.Total).toBe(0);

    const imported = await post(good, contracts);
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ Imported: 1 });
    expect((await api("GET", `/assets?page=1&pageSize=10&clientId=1&search=${code}`, { token: contracts })).body.Total).toBe(1);
  });

  it("is for staff who may write customers: others 403, none 401, no file 400", async () => {
    expect((await post(`${header}\n`, sales)).status).toBe(403);
    expect((await post(`${header}\n`, client)).status).toBe(403);
    expect((await post(`${header}\n`, undefined)).status).toBe(401);
    const empty = await fetch(`${gatewayUrl()}/Services/ImportAssets.aspx?clientId=1`, {
      method: "POST",
      body: new FormData(),
      headers: { authorization: `Bearer ${contracts}` },
    });
    expect(empty.status).toBe(400);
  });
});
