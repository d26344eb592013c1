import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { assetsService } from "../src/service";

let svc: Awaited<ReturnType<typeof startTestService>>;
const t: Record<string, string> = {};
let clientId: number;
let otherClientSite: number;
const site: Record<"sk1" | "cf10" | "wa14", number> = { sk1: 0, cf10: 0, wa14: 0 };
let tradeId: number;
let subTradeId: number;
let otherSubTradeId: number;

const SAVE = `mutation ($input: SaveContractInput!) { saveContract(input: $input) { contract { id name clientName subTradeName contractStatusName } error { message code fieldErrors { field message } } } }`;
const ADD = `mutation ($input: AddContractorInContractInput!) { addContractorInContract(input: $input) { contractorInContract { id postcodePrefix } error { message code fieldErrors { field message } } } }`;
const RATES = `mutation ($input: SaveContractorRatesInput!) { saveContractorRates(input: $input) { contractorInContract { id hourlyRate oohUplift bankHolidayUplift callOutCharge materialsMarkup postcodePrefix preferred active } error { message fieldErrors { field message } } } }`;
const ADD_SITE = `mutation ($id: Int!, $siteId: Int) { addSiteInContractorInContract(contractorInContractId: $id, siteId: $siteId) { siteInContractorInContract { id siteId siteName } error { message code } } }`;
const MATCH = `query ($id: Int!) { matchingContractors(workOrderId: $id) { id name preferred siteListed postcodePrefix contractName } }`;

async function workOrderAt(siteId: number, sub = subTradeId): Promise<number> {
  const [wo] = await sql(
    svc.db.url,
    `insert into work_orders.work_order (date_opened, client_id, site_id, trade_id, sub_trade_id, work_order_type_id, work_order_status_id)
     values (now(), $1, $2, $3, $4, 1, 2) returning id`,
    [clientId, siteId, tradeId, sub],
  );
  return wo!.id;
}

const matched = async (woId: number) => (await graphql<any>(svc.url, MATCH, { id: woId }, t.admin)).data!.matchingContractors as any[];

beforeAll(async () => {
  svc = await startTestService(assetsService, "contracts");
  t.admin = await tokenFor(viewers.admin());
  t.contracts = await tokenFor(viewers.staff(2, { contractContractAssign: true, customers: "full" }));
  t.finance = await tokenFor(viewers.staff(5, { contractFinanceAssign: true, contracts: "full" }));
  t.management = await tokenFor(viewers.staff(6, { contractsOverallAssign: true, customers: "read" }));
  t.sales = await tokenFor(viewers.staff(1, { customers: "read", contracts: "read" }));
  t.contractor3 = await tokenFor(viewers.contractor(3));
  t.contractor4 = await tokenFor(viewers.contractor(4));
  const [c] = await sql(svc.db.url, "insert into assets.client (name) values ('Contract Test Ltd') returning id");
  clientId = c!.id;
  t.client = await tokenFor(viewers.client(clientId));
  for (const [key, code, postcode] of [
    ["sk1", "CT1", "SK1 3AB"],
    ["cf10", "CT2", "CF10 1FS"],
    ["wa14", "CT3", "WA14 1AA"],
  ] as const) {
    const [s] = await sql(svc.db.url, "insert into assets.site (client_id, site_code, name, post_code) values ($1, $2, $3, $4) returning id", [
      clientId,
      code,
      `Test ${code}`,
      postcode,
    ]);
    site[key] = s!.id;
  }
  otherClientSite = (await sql(svc.db.url, "select id from assets.site where client_id = 1 limit 1"))[0]!.id;
  const subs = await sql(svc.db.url, "select id, parent_trade_id from assets.trade where parent_trade_id is not null order by id limit 2");
  tradeId = subs[0]!.parent_trade_id;
  subTradeId = subs[0]!.id;
  otherSubTradeId = (await sql(svc.db.url, "select id from assets.trade where parent_trade_id <> $1 order by id limit 1", [tradeId]))[0]!.id;
}, 60_000);
afterAll(() => svc?.stop());

async function newContract(status = 2): Promise<number> {
  const r = await graphql<any>(svc.url, SAVE, { input: { clientId, tradeId, subTradeId, contractStatusId: status } }, t.contracts);
  expect(r.data!.saveContract.error).toBeNull();
  return r.data!.saveContract.contract.id;
}

async function addContractor(contractId: number, contractorId: number, postcodePrefix: string | null, preferred = false): Promise<number> {
  const r = await graphql<any>(svc.url, ADD, { input: { contractId, contractorId, postcodePrefix, preferred } }, t.contracts);
  expect(r.data!.addContractorInContract.error).toBeNull();
  return r.data!.addContractorInContract.contractorInContract.id;
}

describe("contracts", () => {
  it("has demo contracts for every client, and lists them to staff holding a contract flag only", async () => {
    const [{ n }] = await sql(svc.db.url, "select count(distinct client_id)::int n from assets.contract");
    expect(n).toBeGreaterThanOrEqual(4);
    const q = `{ contracts(page: 1, pageSize: 5) { totalCount nodes { id name clientName tradeName subTradeName contractStatusName } } }`;
    const finance = await graphql<any>(svc.url, q, {}, t.finance);
    expect(finance.data!.contracts.nodes).toHaveLength(5);
    expect(finance.data!.contracts.nodes[0].contractStatusName).toBeTruthy();
    expect(errorCode(await graphql(svc.url, q, {}, t.sales))).toBe("FORBIDDEN");
    // Finance writes (§6: contracts at full); Management reads, never writes
    expect((await graphql<any>(svc.url, SAVE, { input: { clientId } }, t.finance)).data!.saveContract.error.message).toBe("Required fields");
    expect((await graphql<any>(svc.url, q, {}, t.management)).data!.contracts.nodes).toHaveLength(5);
    expect(errorCode(await graphql(svc.url, SAVE, { input: { clientId } }, t.management))).toBe("FORBIDDEN");
  });

  it("answers 'Required fields' for client, trade, sub-trade and status, and a sub-trade of another trade by field", async () => {
    const empty = (await graphql<any>(svc.url, SAVE, { input: {} }, t.contracts)).data!.saveContract;
    expect(empty.error.message).toBe("Required fields");
    expect(empty.error.fieldErrors.map((e: any) => e.field)).toEqual(["clientId", "tradeId", "subTradeId", "contractStatusId"]);
    const wrong = (await graphql<any>(svc.url, SAVE, { input: { clientId, tradeId, subTradeId: otherSubTradeId, contractStatusId: 2 } }, t.contracts))
      .data!.saveContract;
    expect(wrong.error.fieldErrors).toEqual([{ field: "subTradeId", message: "Sub-trade is not one of the trade's sub-trades" }]);
    const ok = (await graphql<any>(svc.url, SAVE, { input: { clientId, tradeId, subTradeId, contractStatusId: 1 } }, t.contracts)).data!.saveContract;
    expect(ok.contract).toMatchObject({ clientName: "Contract Test Ltd", contractStatusName: "Draft" });
    expect(ok.contract.name).toMatch(/^Contract Test Ltd - /);
  });

  it("adds a contractor once ('Select Contractor', 'Contractor Exists'), normalising its postcode prefixes", async () => {
    const contractId = await newContract();
    const none = (await graphql<any>(svc.url, ADD, { input: { contractId, contractorId: 0 } }, t.contracts)).data!.addContractorInContract;
    expect(none.error.message).toBe("Select Contractor");
    const r = (await graphql<any>(svc.url, ADD, { input: { contractId, contractorId: 3, postcodePrefix: " sk1; m ,wa14 " } }, t.contracts)).data!
      .addContractorInContract;
    expect(r.contractorInContract.postcodePrefix).toBe("SK1, M, WA14");
    const again = (await graphql<any>(svc.url, ADD, { input: { contractId, contractorId: 3 } }, t.contracts)).data!.addContractorInContract;
    expect(again.error).toMatchObject({ message: "Contractor Exists", code: "EXISTS" });
    const bad = (await graphql<any>(svc.url, ADD, { input: { contractId, contractorId: 4, postcodePrefix: "M, Manchester" } }, t.contracts)).data!
      .addContractorInContract;
    expect(bad.error.message).toBe("Not a UK postcode area, district or sector: Manchester");
  });

  it("saves a rate card: currency with 3 decimals at most, percentages 0 to 1 in steps of 0.01", async () => {
    const cic = await addContractor(await newContract(), 3, "SK1");
    const refused = (
      await graphql<any>(svc.url, RATES, { input: { id: cic, hourlyRate: "45.1234", oohUplift: "1.5", materialsMarkup: "0.125" } }, t.contracts)
    ).data!.saveContractorRates;
    expect(refused.error.fieldErrors.map((e: any) => e.field)).toEqual(["hourlyRate", "oohUplift", "materialsMarkup"]);
    const saved = (
      await graphql<any>(
        svc.url,
        RATES,
        {
          input: {
            id: cic,
            postcodePrefix: "sk1, sk2",
            hourlyRate: "45.125",
            oohUplift: "0.5",
            bankHolidayUplift: "1",
            callOutCharge: "65",
            materialsMarkup: "0.15",
            preferred: true,
          },
        },
        t.contracts,
      )
    ).data!.saveContractorRates;
    expect(saved.error).toBeNull();
    expect(saved.contractorInContract).toMatchObject({
      hourlyRate: "45.125",
      oohUplift: "0.50",
      bankHolidayUplift: "1.00",
      callOutCharge: "65.000",
      materialsMarkup: "0.15",
      postcodePrefix: "SK1, SK2",
      preferred: true,
      active: true,
    });
  });

  it("keeps a site list: 'Field required!', the client's sites only, 'Site exists'", async () => {
    const cic = await addContractor(await newContract(), 3, null);
    expect((await graphql<any>(svc.url, ADD_SITE, { id: cic, siteId: null }, t.contracts)).data!.addSiteInContractorInContract.error.message).toBe(
      "Field required!",
    );
    expect(
      (await graphql<any>(svc.url, ADD_SITE, { id: cic, siteId: otherClientSite }, t.contracts)).data!.addSiteInContractorInContract.error.message,
    ).toBe("The site is not one of the contract's client's sites");
    const ok = (await graphql<any>(svc.url, ADD_SITE, { id: cic, siteId: site.cf10 }, t.contracts)).data!.addSiteInContractorInContract;
    expect(ok.siteInContractorInContract).toMatchObject({ siteId: site.cf10, siteName: "Test CT2" });
    expect(
      (await graphql<any>(svc.url, ADD_SITE, { id: cic, siteId: site.cf10 }, t.contracts)).data!.addSiteInContractorInContract.error.message,
    ).toBe("Site exists");
  });

  it("refuses to delete an Active contract with contractors in it; a suspended one goes with its contractors and sites", async () => {
    const contractId = await newContract();
    const cic = await addContractor(contractId, 5, "M");
    await graphql(svc.url, ADD_SITE, { id: cic, siteId: site.sk1 }, t.contracts);
    const DEL = `mutation ($id: Int!) { deleteContract(id: $id) { deletedId error { message code } } }`;
    const refused = (await graphql<any>(svc.url, DEL, { id: contractId }, t.contracts)).data!.deleteContract;
    expect(refused.error.code).toBe("IN_USE");
    expect(refused.error.message).toMatch(/Active with contractors/);
    await sql(svc.db.url, "update assets.contract set contract_status_id = 3 where id = $1", [contractId]);
    expect((await graphql<any>(svc.url, DEL, { id: contractId }, t.contracts)).data!.deleteContract.deletedId).toBe(contractId);
    expect((await sql(svc.db.url, "select count(*)::int n from assets.contractor_in_contract where id = $1", [cic]))[0]!.n).toBe(0);
  });
});

describe("matching contractors to a work order", () => {
  let contractId: number;
  beforeAll(async () => {
    await sql(svc.db.url, "delete from assets.contract where client_id = $1", [clientId]);
    contractId = await newContract();
    // 3 covers SK1 by postcode; 4 covers M only but lists the Cardiff site by name; 6 covers SK preferred
    await addContractor(contractId, 3, "SK1");
    const four = await addContractor(contractId, 4, "M");
    await graphql(svc.url, ADD_SITE, { id: four, siteId: site.cf10 }, t.contracts);
    await addContractor(contractId, 6, "SK", true);
  });

  it("offers the contractors covering the order's site by postcode or site list: preferred first, then site-listed, then by name", async () => {
    const at = await matched(await workOrderAt(site.sk1));
    expect(at.map((c) => c.id)).toEqual([6, 3]);
    expect(at[0]).toMatchObject({ preferred: true, siteListed: false, postcodePrefix: "SK" });
    const cardiff = await matched(await workOrderAt(site.cf10));
    expect(cardiff.map((c) => [c.id, c.siteListed])).toEqual([[4, true]]);
    // nobody covers Altrincham
    expect(await matched(await workOrderAt(site.wa14))).toEqual([]);
    // another sub-trade: no contract
    expect(await matched(await workOrderAt(site.sk1, otherSubTradeId))).toEqual([]);
  });

  it("leaves out inactive contractors, inactive rows and contracts that are not Active", async () => {
    const wo = await workOrderAt(site.sk1);
    await sql(svc.db.url, "update assets.contractor_in_contract set active = false where contract_id = $1 and contractor_id = 6", [contractId]);
    expect((await matched(wo)).map((c) => c.id)).toEqual([3]);
    await sql(svc.db.url, "update assets.contractor set active = false where id = 3");
    expect(await matched(wo)).toEqual([]);
    await sql(svc.db.url, "update assets.contractor set active = true where id = 3");
    await sql(svc.db.url, "update assets.contract set contract_status_id = 3 where id = $1", [contractId]);
    expect(await matched(wo)).toEqual([]);
    await sql(svc.db.url, "update assets.contract set contract_status_id = 2 where id = $1", [contractId]);
    await sql(svc.db.url, "update assets.contractor_in_contract set active = true where contract_id = $1", [contractId]);
  });

  it("is for staff; an unknown order is NOT_FOUND", async () => {
    const wo = await workOrderAt(site.sk1);
    expect(errorCode(await graphql(svc.url, MATCH, { id: wo }, t.contractor3))).toBe("FORBIDDEN");
    expect(errorCode(await graphql(svc.url, MATCH, { id: wo }, t.client))).toBe("FORBIDDEN");
    expect((await graphql<any>(svc.url, MATCH, { id: wo }, t.sales)).data!.matchingContractors.length).toBe(2);
    expect(errorCode(await graphql(svc.url, MATCH, { id: 2_000_000_000 }, t.admin))).toBe("NOT_FOUND");
  });

  it("shows a contractor its own contracts and rates, a client its contracts and who is in them but never the rates", async () => {
    const list = `query ($contractId: Int) { contractorsInContract(page: 1, pageSize: 50, contractId: $contractId) { totalCount nodes { id contractorId contractorName } } }`;
    const rates = `query ($contractId: Int) { contractorsInContract(page: 1, pageSize: 50, contractId: $contractId) { nodes { contractorId hourlyRate } } }`;
    const own = (await graphql<any>(svc.url, rates, { contractId }, t.contractor3)).data!.contractorsInContract.nodes;
    expect(own.map((r: any) => r.contractorId)).toEqual([3]);
    const one = `query ($id: Int!) { contract(id: $id) { id name } }`;
    expect((await graphql<any>(svc.url, one, { id: contractId }, t.contractor3)).data!.contract.id).toBe(contractId);
    const [notIn] = await sql(
      svc.db.url,
      "select id from assets.contract c where not exists (select 1 from assets.contractor_in_contract x where x.contract_id = c.id and x.contractor_id = 3) limit 1",
    );
    expect(errorCode(await graphql(svc.url, one, { id: notIn!.id }, t.contractor3))).toBe("NOT_FOUND");
    const seen = (await graphql<any>(svc.url, list, { contractId }, t.client)).data!.contractorsInContract;
    expect(seen.totalCount).toBe(3);
    expect(errorCode(await graphql(svc.url, rates, { contractId }, t.client))).toBe("FORBIDDEN");
    const others = (await graphql<any>(svc.url, list, { contractId: null }, t.client)).data!.contractorsInContract.nodes;
    const [{ n }] = await sql(
      svc.db.url,
      "select count(*)::int n from assets.contractor_in_contract x join assets.contract c on c.id = x.contract_id where c.client_id = $1",
      [clientId],
    );
    expect(others).toHaveLength(n);
  });
});
