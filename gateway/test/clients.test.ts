import ExcelJS from "exceljs";
import { gatewayUrl, graphql } from "@wo/shared/testing";
import { api, login } from "./http";

const gql = (token: string, query: string, variables?: Record<string, unknown>) => graphql(`${gatewayUrl()}/graphql`, query, variables, token);

/** A name no other suite uses, so that searches find only this suite's clients. */
const tag = `Cl${process.pid}`;

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

describe("GET api/Clients", () => {
  it("pages the grid with search, active filter and sort: { Data, Total }", async () => {
    const first = await api("GET", "/Clients?page=1&pageSize=2&sort=Name_ASC", { token: sales });
    expect(first.status).toBe(200);
    expect(first.body.Total).toBeGreaterThanOrEqual(4);
    expect(first.body.Data).toHaveLength(2);
    expect(first.body.Data[0].Name <= first.body.Data[1].Name).toBe(true);
    const page = await api("GET", "/Clients?page=1&pageSize=20&search=Harbour", { token: sales });
    expect(page.body.Total).toBe(1);
    expect(page.body.Data[0]).toEqual({
      id: 1,
      Name: "Harbour Retail Group",
      Customer: "HRG001",
      Status: "Active",
      StartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      RenewalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ContractValue: 1250000,
      Active: true,
    });
    const byCode = await api("GET", "/Clients?page=1&pageSize=20&search=ngl0", { token: sales });
    expect(byCode.body).toEqual({ Data: [expect.objectContaining({ Name: "Northgate Leisure Ltd", Customer: "NGL002" })], Total: 1 });
    const byValue = await api("GET", "/Clients?page=1&pageSize=4&sort=ContractValue_DESC&search=l", { token: sales });
    const values = byValue.body.Data.map((c: { ContractValue: number }) => c.ContractValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    for (const sort of ["Customer_ASC", "Status_DESC", "StartDate_ASC", "RenewalDate_DESC", "ContractValue_ASC", "Name_DESC"]) {
      expect([sort, (await api("GET", `/Clients?page=1&pageSize=5&sort=${sort}`, { token: sales })).status]).toEqual([sort, 200]);
    }
    expect((await api("GET", "/Clients?page=1&pageSize=5&sort=Colour_ASC", { token: sales })).status).toBe(400);
  });

  it("keeps the unpaged list of the client portal: [{ id, Name }], the caller's own for a client user", async () => {
    expect((await api("GET", "/Clients", { token: client1 })).body).toEqual([{ id: 1, Name: "Harbour Retail Group" }]);
    const all = await api("GET", "/Clients", { token: admin });
    expect(all.body[0]).toEqual({ id: expect.any(Number), Name: expect.any(String) });
    expect((await api("GET", "/Clients/Active", { token: admin })).status).toBe(200);
    // a client user paging sees only its own client
    expect((await api("GET", "/Clients?page=1&pageSize=20", { token: client1 })).body).toEqual({
      Data: [expect.objectContaining({ id: 1, Name: "Harbour Retail Group" })],
      Total: 1,
    });
  });

  it("refuses the grid to staff without the customers area, and to contractors", async () => {
    expect((await api("GET", "/Clients?page=1&pageSize=20", { token: finance })).status).toBe(403);
    expect((await api("GET", "/Clients?page=1&pageSize=20", { token: contractor1 })).status).toBe(403);
    expect((await api("GET", "/Clients/1", { token: finance })).status).toBe(403);
  });
});

describe("the generic model calls of Clients", () => {
  it("answers a blank model for 0, a client by id, 404 for another tenant's or none", async () => {
    expect((await api("GET", "/Clients/0", { token: sales })).body).toEqual({
      id: 0,
      Name: "",
      Customer: null,
      Status: "Active",
      StartDate: null,
      RenewalDate: null,
      ContractValue: null,
      Active: true,
    });
    expect((await api("GET", "/Clients/2", { token: sales })).body).toMatchObject({ id: 2, Name: "Northgate Leisure Ltd" });
    expect((await api("GET", "/Clients/1", { token: client1 })).body).toMatchObject({ id: 1, Customer: "HRG001" });
    expect(await api("GET", "/Clients/2", { token: client1 })).toEqual({ status: 404, body: { Message: "No data found!" } });
    expect((await api("GET", "/Clients/999999", { token: admin })).status).toBe(404);
  });

  it("creates and updates a client, and answers a bad save 400 { Message, ModelState }", async () => {
    const created = await api("POST", "/Clients", {
      token: contracts,
      json: { Name: `${tag} Estates`, Customer: `${tag}C`, StartDate: "2026-04-01", RenewalDate: "2029-03-31T00:00:00", ContractValue: "125000.50" },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      Name: `${tag} Estates`,
      Customer: `${tag}C`,
      Status: "Active",
      StartDate: "2026-04-01",
      RenewalDate: "2029-03-31",
      ContractValue: 125000.5,
      Active: true,
    });
    const id = created.body.id as number;
    const updated = await api("PUT", `/Clients/${id}`, { token: contracts, json: { Name: `${tag} Estates Ltd`, Active: false, ContractValue: 0 } });
    expect(updated.body).toMatchObject({ id, Name: `${tag} Estates Ltd`, Status: "Deactivated", Active: false, ContractValue: 0, StartDate: null });

    expect(await api("POST", "/Clients", { token: contracts, json: { Name: "  " } })).toEqual({
      status: 400,
      body: { Message: "Required fields", ModelState: { Name: ["Name is required"] } },
    });
    const bad = await api("PUT", `/Clients/${id}`, {
      token: contracts,
      json: { Name: "x", StartDate: "2027-01-01", RenewalDate: "2026-12-31", ContractValue: -1 },
    });
    expect(bad).toEqual({
      status: 400,
      body: {
        Message: "Renewal date must not be before the start date\nContract value must be 0 or more",
        ModelState: { RenewalDate: ["Renewal date must not be before the start date"], ContractValue: ["Contract value must be 0 or more"] },
      },
    });
    expect((await api("POST", "/Clients", { token: contracts, json: { Name: "x", StartDate: "31/02/2026" } })).status).toBe(400);
    // sales reads customers, it does not write them; a client user writes nothing here
    expect((await api("POST", "/Clients", { token: sales, json: { Name: `${tag} no` } })).status).toBe(403);
    expect((await api("PUT", "/Clients/1", { token: client1, json: { Name: "Mine now" } })).status).toBe(403);
    expect((await api("PUT", "/Clients/999999", { token: admin, json: { Name: "Nobody" } })).status).toBe(404);
  });
});

describe("SLA codes", () => {
  it("answers all nine codes of work-orders' SLA codes, and saves them in one go", async () => {
    const codes = (await gql(admin, `{ slaCodes { code } }`)).data!.slaCodes.map((c: { code: string }) => c.code);
    const id = (await api("POST", "/Clients", { token: contracts, json: { Name: `${tag} SLA` } })).body.id as number;
    const empty = await gql(sales, `query($id: Int!) { clientSlaCodes(clientId: $id) { code responseHours fixHours businessHoursOnly } }`, { id });
    expect(empty.data!.clientSlaCodes.map((c: { code: string }) => c.code)).toEqual(codes);
    expect(empty.data!.clientSlaCodes[0]).toEqual({ code: "A", responseHours: null, fixHours: null, businessHoursOnly: false });

    const SAVE = `mutation($id: Int!, $codes: [ClientSlaCodeInput!]!) {
      saveClientSlaCodes(clientId: $id, codes: $codes) { codes { code responseHours fixHours businessHoursOnly } error { message fieldErrors { field message } } }
    }`;
    const saved = await gql(contracts, SAVE, {
      id,
      codes: [
        { code: "A", responseHours: "1", fixHours: "4" },
        { code: "PPM", responseHours: "0", fixHours: "672.5", businessHoursOnly: true },
      ],
    });
    expect(saved.data!.saveClientSlaCodes.error).toBeNull();
    const rows = saved.data!.saveClientSlaCodes.codes;
    expect(rows[0]).toEqual({ code: "A", responseHours: "1.00", fixHours: "4.00", businessHoursOnly: false });
    expect(rows[8]).toEqual({ code: "PPM", responseHours: "0.00", fixHours: "672.50", businessHoursOnly: true });
    expect(rows[1]).toEqual({ code: "B", responseHours: null, fixHours: null, businessHoursOnly: false });

    // one bad row refuses the whole set
    const refused = await gql(contracts, SAVE, {
      id,
      codes: [
        { code: "A", responseHours: null, fixHours: null },
        { code: "B", responseHours: "8", fixHours: "2" },
      ],
    });
    expect(refused.data!.saveClientSlaCodes).toEqual({
      codes: null,
      error: {
        message: "Fix time of B must not be less than its response time",
        fieldErrors: [{ field: "B.fixHours", message: "Fix time of B must not be less than its response time" }],
      },
    });
    const negative = await gql(contracts, SAVE, { id, codes: [{ code: "C", responseHours: "-1", fixHours: "2" }] });
    expect(negative.data!.saveClientSlaCodes.error.fieldErrors).toEqual([
      { field: "C.responseHours", message: "Response time of C must be 0 or more hours, up to 2 decimals" },
    ]);
    const missing = await gql(contracts, SAVE, { id, codes: [{ code: "D", responseHours: "2" }] });
    expect(missing.data!.saveClientSlaCodes.error.message).toBe("Required fields");
    // clearing A leaves PPM
    const cleared = await gql(contracts, SAVE, { id, codes: [{ code: "A", responseHours: null, fixHours: null }] });
    expect(
      cleared.data!.saveClientSlaCodes.codes.filter((c: { fixHours: string | null }) => c.fixHours).map((c: { code: string }) => c.code),
    ).toEqual(["PPM"]);

    expect((await gql(sales, SAVE, { id, codes: [] })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await gql(client1, `{ clientSlaCodes(clientId: 1) { code } }`)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("gives every demo client believable codes", async () => {
    const r = await gql(admin, `{ clientSlaCodes(clientId: 2) { code responseHours fixHours businessHoursOnly } }`);
    expect(r.data!.clientSlaCodes[0]).toEqual({ code: "A", responseHours: "1.00", fixHours: "4.00", businessHoursOnly: false });
    expect(r.data!.clientSlaCodes[8]).toEqual({ code: "PPM", responseHours: "0.00", fixHours: "672.00", businessHoursOnly: true });
  });
});

describe("work-order settings: api/SubTradeInClients", () => {
  it("adds, lists and removes a client's sub-trades", async () => {
    const id = (await api("POST", "/Clients", { token: contracts, json: { Name: `${tag} Settings` } })).body.id as number;
    const parents = (await api("GET", "/Trades/ParentTrade", { token: admin })).body as { id: number; Name: string }[];
    const hvac = parents.find((p) => p.Name === "HVAC")!;
    const sub = (await api("GET", `/Trades/SubTrade?parentId=${hvac.id}`, { token: admin })).body[0] as { id: number; Name: string };

    const added = await api("POST", "/SubTradeInClients", { token: contracts, json: { ClientId: id, SubTradeId: sub.id } });
    expect(added).toEqual({ status: 200, body: { id: expect.any(Number), ClientId: id, SubTradeId: sub.id, Message: "Setting saved!" } });
    // ticking again answers the same setting
    expect((await api("POST", "/SubTradeInClients", { token: contracts, form: { ClientId: String(id), SubTradeId: String(sub.id) } })).body.id).toBe(
      added.body.id,
    );
    expect((await api("GET", `/SubTradeInClients/List?client_id=${id}`, { token: sales })).body).toEqual([
      { id: added.body.id, ClientId: id, SubTradeId: sub.id, SubTrade: sub.Name, TradeId: hvac.id, Trade: "HVAC" },
    ]);
    expect((await api("GET", `/SubTradeInClients?clientId=${id}`, { token: sales })).body).toEqual([
      { id: added.body.id, ClientId: id, SubTradeId: sub.id },
    ]);

    // a parent trade is not a sub-trade
    expect(await api("POST", "/SubTradeInClients", { token: contracts, json: { ClientId: id, SubTradeId: hvac.id } })).toEqual({
      status: 400,
      body: { Message: "HVAC is a trade, not a sub-trade", ModelState: { SubTradeId: ["HVAC is a trade, not a sub-trade"] } },
    });
    expect((await api("POST", "/SubTradeInClients", { token: contracts, json: { ClientId: id } })).body).toEqual({ Message: "Required fields" });
    expect((await api("POST", "/SubTradeInClients", { token: sales, json: { ClientId: id, SubTradeId: sub.id } })).status).toBe(403);
    expect((await api("DELETE", `/SubTradeInClients/${added.body.id}`, { token: sales })).status).toBe(403);

    expect(await api("DELETE", `/SubTradeInClients/${added.body.id}`, { token: contracts })).toEqual({
      status: 200,
      body: { id: added.body.id, Message: "Setting removed!" },
    });
    expect((await api("DELETE", `/SubTradeInClients/${added.body.id}`, { token: contracts })).status).toBe(404);
    expect((await api("GET", `/SubTradeInClients/List?client_id=${id}`, { token: sales })).body).toEqual([]);
  });

  it("gives every demo client a handful of settings", async () => {
    for (const id of [1, 2, 3, 4])
      expect((await api("GET", `/SubTradeInClients/List?client_id=${id}`, { token: admin })).body.length).toBeGreaterThanOrEqual(4);
  });
});

describe("service levels and frequencies", () => {
  it("answers the SLA codes as service levels and the PPM visit frequencies, to every signed-in user", async () => {
    const levels = (await api("GET", "/ServiceLevels", { token: client1 })).body as { Code: string }[];
    expect(levels.map((l) => l.Code)).toEqual(["A", "B", "C", "D", "E", "F", "G", "H", "PPM"]);
    expect(levels[0]).toEqual({ id: "A", Code: "A", Name: expect.any(String), ResponseHours: expect.any(Number) });
    const frequencies = (await api("GET", "/ServiceFrequencies", { token: contractor1 })).body;
    expect(frequencies.slice(0, 2)).toEqual([
      { id: 1, Name: "Weekly", Frequency: 1, WeeksMonths: "Weeks" },
      { id: 2, Name: "Fortnightly", Frequency: 2, WeeksMonths: "Weeks" },
    ]);
    expect(frequencies.map((f: { Name: string }) => f.Name)).toEqual(expect.arrayContaining(["Monthly", "Quarterly", "Six-monthly", "Annually"]));
    expect((await api("GET", "/ServiceFrequencies")).status).toBe(401);
  });
});

describe("GET /Services/ExportClients.aspx", () => {
  const download = (query: string, token?: string) =>
    fetch(`${gatewayUrl()}/Services/ExportClients.aspx${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("streams the grid's rows as an XLSX file with typed cells, named by Content-Disposition", async () => {
    await api("POST", "/Clients", {
      token: contracts,
      json: { Name: `${tag} Export A`, Customer: "EXA", StartDate: "2025-02-03", ContractValue: "1234.56" },
    });
    await api("POST", "/Clients", { token: contracts, json: { Name: `${tag} Export B`, Active: false } });
    const res = await download(`?search=${tag}%20Export&active=`, sales);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.xlsx"/);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet("Clients")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Id", "Name", "Customer", "Status", "Start Date", "Renewal Date", "Contract Value", "Active"]);
    const grid = (await api("GET", `/Clients?page=1&pageSize=100&search=${tag}%20Export`, { token: sales })).body;
    expect(sheet.rowCount - 1).toBe(grid.Total);
    expect(grid.Total).toBe(2);
    grid.Data.forEach((c: Record<string, unknown>, i: number) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(c.id);
      expect(row.getCell(2).value).toBe(c.Name);
      expect(row.getCell(4).value).toBe(c.Status);
      expect(row.getCell(8).value).toBe(c.Active);
      const start = row.getCell(5).value;
      if (c.StartDate) {
        expect(start).toBeInstanceOf(Date);
        expect((start as Date).toISOString().slice(0, 10)).toBe(c.StartDate);
        expect(row.getCell(5).numFmt).toBe("dd/mm/yyyy");
      } else expect(start).toBeNull();
      if (c.ContractValue != null) {
        expect(row.getCell(7).value).toBe(c.ContractValue);
        expect(typeof row.getCell(7).value).toBe("number");
        expect(row.getCell(7).numFmt).toContain("#,##0.00");
      }
    });
    expect(sheet.getRow(2).getCell(7).value).toBe(1234.56);

    // the active filter as the grid's
    const activeOnly = await download(`?search=${tag}%20Export&active=true`, sales);
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(Buffer.from(await activeOnly.arrayBuffer()) as never);
    expect(book2.getWorksheet("Clients")!.rowCount).toBe(2);
  });

  it("answers staff with the customers area only", async () => {
    expect((await download("", finance)).status).toBe(403);
    expect(await (await download("", client1)).json()).toEqual({ Message: "You do not have permission to do this" });
    expect((await download("", contractor1)).status).toBe(403);
    expect((await download("")).status).toBe(401);
    expect((await download("?active=maybe", sales)).status).toBe(400);
    expect((await fetch(`${gatewayUrl()}/Services/Nothing.aspx`)).status).toBe(404);
  });
});
