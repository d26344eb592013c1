import { gatewayUrl, sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;

let admin: string;
let contracts: string;
let finance: string;
let management: string;
let sales: string;
let client1: string;
let contractor1: string;
let clientId: number;
let tradeId: number;
let subTradeId: number;
const sites: number[] = [];

beforeAll(async () => {
  [admin, contracts, finance, management, sales, client1, contractor1] = await Promise.all(
    [
      "admin@example.com",
      "contracts@example.com",
      "finance@example.com",
      "management@example.com",
      "sales@example.com",
      "client@example.com",
      "contractor@example.com",
    ].map(login),
  );
  const [c] = await sql(db(), "insert into assets.client (name) values ('Gateway Contract Test') returning id");
  clientId = c!.id;
  for (const [code, pc] of [
    ["GCT1", "SK1 3AB"],
    ["GCT2", "CF10 1FS"],
  ]) {
    const [s] = await sql(db(), "insert into assets.site (client_id, site_code, name, post_code) values ($1, $2, $3, $4) returning id", [
      clientId,
      code,
      code,
      pc,
    ]);
    sites.push(s!.id);
  }
  const [st] = await sql(db(), "select id, parent_trade_id from assets.trade where parent_trade_id is not null order by id limit 1");
  subTradeId = st!.id;
  tradeId = st!.parent_trade_id;
});

// the rows made here go again: other suites count the demo data
afterAll(async () => {
  await sql(db(), "delete from work_orders.work_order where client_id = $1", [clientId]);
  await sql(db(), "delete from assets.contract where client_id = $1", [clientId]);
  await sql(db(), "delete from assets.site where client_id = $1", [clientId]);
  await sql(db(), "delete from assets.client where id = $1", [clientId]);
});

async function createContract(status = 2) {
  const r = await api("POST", "/Contracts", {
    token: contracts,
    json: { id: 0, ClientId: clientId, TradeId: tradeId, SubTradeId: subTradeId, ContractStatusId: status },
  });
  expect(r.status).toBe(200);
  return r.body;
}

describe("GET api/Contracts and api/ContractStatuses", () => {
  it("answers the statuses, and { Data, Total } of contracts in the legacy shape to staff holding a contract flag", async () => {
    const statuses = await api("GET", "/ContractStatuses", { token: contracts });
    expect(statuses.body).toEqual([
      { id: 1, Name: "Draft" },
      { id: 2, Name: "Active" },
      { id: 3, Name: "Suspended" },
      { id: 4, Name: "Expired" },
    ]);
    const [{ n }] = await sql(db(), "select count(*)::int n from assets.contract where client_id = 1");
    const r = await api("GET", "/Contracts?page=1&pageSize=20&clientId=1", { token: finance });
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(n);
    expect(Object.keys(r.body.Data[0])).toEqual([
      "id",
      "AccountNo",
      "Name",
      "ClientId",
      "ClientName",
      "TradeId",
      "TradeName",
      "SubTradeId",
      "SubTradeName",
      "ContractStatusId",
      "ContractStatusName",
      "StartDate",
      "EndDate",
    ]);
    const first = await sql(db(), "select id from assets.contract where client_id = 1 order by name, id limit 20");
    expect(r.body.Data.map((c: any) => c.id)).toEqual(first.map((c) => c.id));
    expect((await api("GET", "/Contracts?page=1&pageSize=20", { token: sales })).status).toBe(403);
  });

  it("gives a client user its own contracts, and the contractor portal the contracts it is in", async () => {
    // another client's id finds nothing; without one, its own
    expect((await api("GET", "/Contracts?page=1&pageSize=1000&clientId=2", { token: client1 })).body.Total).toBe(0);
    const own = await api("GET", "/Contracts?page=1&pageSize=1000", { token: client1 });
    expect(own.status).toBe(200);
    expect(new Set(own.body.Data.map((c: any) => c.ClientId))).toEqual(new Set([1]));
    const portal = await api("GET", "/contracts?page=1&pageSize=1000", { token: contractor1 });
    const [{ n }] = await sql(db(), "select count(distinct contract_id)::int n from assets.contractor_in_contract where contractor_id = 1");
    expect(portal.body.Total).toBe(n);
  });
});

describe("the contract form", () => {
  it("answers 'Required fields' with each missing field, then saves, reads and updates", async () => {
    const empty = await api("POST", "/Contracts", { token: contracts, json: { id: 0 } });
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe("Required fields");
    expect(Object.keys(empty.body.ModelState)).toEqual(["ClientId", "TradeId", "SubTradeId", "ContractStatusId"]);
    const created = await createContract(1);
    expect(created).toMatchObject({ ClientId: clientId, ContractStatusName: "Draft", ClientName: "Gateway Contract Test" });
    const read = await api("GET", `/Contracts/${created.id}`, { token: contracts });
    expect(read.body.id).toBe(created.id);
    expect((await api("GET", "/Contracts/0", { token: contracts })).body).toMatchObject({ id: 0, ContractStatusId: 1 });
    const put = await api("PUT", `/Contracts/${created.id}`, {
      token: contracts,
      json: { ClientId: clientId, TradeId: tradeId, SubTradeId: subTradeId, ContractStatusId: 2, AccountNo: "GCT-1", StartDate: "01/04/2026" },
    });
    expect(put.body).toMatchObject({ ContractStatusName: "Active", AccountNo: "GCT-1", StartDate: "2026-04-01" });
    // Finance changes contracts (§6: contracts at full); Management only reads them
    const byFinance = await api("PUT", `/Contracts/${created.id}`, {
      token: finance,
      json: { ClientId: clientId, TradeId: tradeId, SubTradeId: subTradeId, ContractStatusId: 2, AccountNo: "GCT-2" },
    });
    expect(byFinance).toMatchObject({ status: 200, body: { AccountNo: "GCT-2" } });
    expect((await api("GET", `/Contracts/${created.id}`, { token: management })).status).toBe(200);
    expect((await api("POST", "/Contracts", { token: management, json: { id: 0, ClientId: clientId } })).status).toBe(403);
  });

  it("refuses to delete an Active contract with contractors in it: 409 saying why; deletes it once suspended", async () => {
    const c = await createContract();
    expect(
      (await api("POST", "/ContractorInContracts", { token: contracts, json: { id: 0, ContractId: c.id, ContractorId: 2, PostcodePrefix: "M" } }))
        .status,
    ).toBe(200);
    const refused = await api("DELETE", `/Contracts/${c.id}`, { token: contracts });
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toMatch(/Active with contractors/);
    await api("PUT", `/Contracts/${c.id}`, {
      token: contracts,
      json: { ClientId: clientId, TradeId: tradeId, SubTradeId: subTradeId, ContractStatusId: 3 },
    });
    expect((await api("DELETE", `/Contracts/${c.id}`, { token: contracts })).status).toBe(200);
    expect((await api("GET", `/Contracts/${c.id}`, { token: contracts })).status).toBe(404);
  });
});

describe("contractors in a contract, rates and sites", () => {
  it("adds ('Select Contractor', 'Contractor Exists'), rates, lists sites ('Field required!', 'Site exists') and removes", async () => {
    const c = await createContract();
    const none = await api("POST", "/ContractorInContracts", { token: contracts, json: { id: 0, ContractId: c.id, ContractorId: 0 } });
    expect([none.status, none.body.Message]).toEqual([400, "Select Contractor"]);
    const added = await api("POST", "/ContractorInContracts", {
      token: contracts,
      json: { id: 0, ContractId: c.id, ContractorId: 3, PostcodePrefix: "sk1" },
    });
    expect(added.body).toMatchObject({ ContractId: c.id, ContractorId: 3, PostcodePrefix: "SK1", Postcode: "SK1", Active: true });
    expect(added.body.Contractor).toBeTruthy();
    const again = await api("POST", "/ContractorInContracts", { token: contracts, json: { id: 0, ContractId: c.id, ContractorId: 3 } });
    expect([again.status, again.body.Message]).toEqual([400, "Contractor Exists"]);
    const grid = await api("GET", `/ContractorInContracts?contractId=${c.id}&page=1&pageSize=20`, { token: contracts });
    expect(grid.body.Total).toBe(1);

    const rates = await api("PUT", `/ContractorInContracts/${added.body.id}`, {
      token: contracts,
      json: { PostcodePrefix: "SK1", HourlyRate: 42.5, OohUplift: 0.5, BankHolidayUplift: 1, CallOutCharge: "55.125", MaterialsMarkup: 0.15 },
    });
    expect(rates.body).toMatchObject({ HourlyRate: 42.5, OohUplift: 0.5, BankHolidayUplift: 1, CallOutCharge: 55.125, MaterialsMarkup: 0.15 });
    const badRate = await api("PUT", `/ContractorInContracts/${added.body.id}`, { token: contracts, json: { OohUplift: 1.2 } });
    expect(badRate.status).toBe(400);
    expect(badRate.body.ModelState.OohUplift).toEqual(["Out-of-hours uplift must be between 0 and 1 in steps of 0.01"]);

    const noSite = await api("POST", "/SiteInContractorInContracts", {
      token: contracts,
      json: { ContractorInContractId: added.body.id, SiteId: 0 },
    });
    expect([noSite.status, noSite.body.Message]).toEqual([400, "Field required!"]);
    const site = await api("POST", "/SiteInContractorInContracts", {
      token: contracts,
      json: { ContractorInContractId: added.body.id, SiteId: sites[1] },
    });
    expect(site.body).toMatchObject({ ContractorInContractId: added.body.id, SiteId: sites[1], SiteCode: "GCT2" });
    const dup = await api("POST", "/SiteInContractorInContracts", {
      token: contracts,
      json: { ContractorInContractId: added.body.id, SiteId: sites[1] },
    });
    expect([dup.status, dup.body.Message]).toEqual([400, "Site exists"]);
    const list = await api("GET", `/SiteInContractorInContracts?contractorInContractId=${added.body.id}`, { token: finance });
    expect(list.body.Total).toBe(1);

    // the matching call: offered at the covered site and at the listed one, not elsewhere
    const [wo] = await sql(
      db(),
      `insert into work_orders.work_order (date_opened, client_id, site_id, trade_id, sub_trade_id, work_order_type_id, work_order_status_id)
       values (now(), $1, $2, $3, $4, 1, 2), (now(), $1, $5, $3, $4, 1, 2) returning id`,
      [clientId, sites[0], tradeId, subTradeId, sites[1]],
    );
    const offered = await api("GET", `/WorkOrders/Contractors?clientId=${clientId}&woid=${wo!.id}`, { token: contracts });
    expect(offered.status).toBe(200);
    expect(offered.body.map((r: any) => r.id)).toEqual([3]);
    expect(Object.keys(offered.body[0])).toEqual([
      "id",
      "Name",
      "Telephone",
      "OOHTelephone",
      "Email",
      "Preferred",
      "PostcodePrefix",
      "SiteListed",
      "ContractorInContractId",
      "ContractId",
      "ContractName",
    ]);
    expect((await api("GET", `/WorkOrders/Contractors?woid=${wo!.id}`, { token: client1 })).status).toBe(403);

    expect((await api("DELETE", `/SiteInContractorInContracts/${site.body.id}`, { token: contracts })).status).toBe(200);
    expect((await api("DELETE", `/ContractorInContracts/${added.body.id}`, { token: contracts })).status).toBe(200);
    expect((await api("GET", `/ContractorInContracts?contractId=${c.id}`, { token: contracts })).body.Total).toBe(0);
  });

  it("never shows a client user the rates of the contractors in its contracts", async () => {
    const r = await api("GET", "/ContractorInContracts?page=1&pageSize=5", { token: client1 });
    expect(r.status).toBe(200);
    expect(r.body.Data.length).toBeGreaterThan(0);
    for (const row of r.body.Data) {
      expect(row.HourlyRate).toBeUndefined();
      expect(row.PostcodePrefix).toBeUndefined();
      expect(row.Contractor).toBeTruthy();
    }
    const own = await api("GET", "/ContractorInContracts?page=1&pageSize=5", { token: contractor1 });
    expect(new Set(own.body.Data.map((x: any) => x.ContractorId))).toEqual(new Set([1]));
    expect(own.body.Data[0].HourlyRate).toEqual(expect.any(Number));
  });
});

describe("POST /Services/ImportContractorsInContract.aspx?contractId", () => {
  const post = (csv: string, token: string, contractId: number) => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "contractors.csv");
    return fetch(`${gatewayUrl()}/Services/ImportContractorsInContract.aspx?contractId=${contractId}`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
  };

  it("adds a good list in one go, and refuses a list with a bad row by line, adding nothing", async () => {
    const c = await createContract();
    const bad = await post("Contractor,PostcodePrefix\n4,M\nNobody Ltd,SK\n", contracts, c.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      Message: "The file was not imported: 1 bad row",
      Rows: [{ Line: 3, Message: "Contractor Nobody Ltd is not known" }],
    });
    expect((await api("GET", `/ContractorInContracts?contractId=${c.id}`, { token: contracts })).body.Total).toBe(0);
    const good = await post('Contractor,PostcodePrefix\n4,"M, SK1"\n5,CF10\n', contracts, c.id);
    expect(await good.json()).toEqual({ Imported: 2 });
    expect((await api("GET", `/ContractorInContracts?contractId=${c.id}`, { token: contracts })).body.Total).toBe(2);
    expect((await post("Contractor\n6\n", management, c.id)).status).toBe(403);
  });
});

it("is refused to staff without a contract flag", async () => {
  expect((await api("GET", "/ContractorInContracts?contractId=1", { token: sales })).status).toBe(403);
  expect((await api("GET", "/Contracts/1", { token: admin })).status).toBe(200);
});
