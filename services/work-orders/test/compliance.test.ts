/**
 * The compliance register (issue 27, docs/compliance.md) against the real database: the seeded types,
 * a site's requirements and its client's defaults, statuses from certificate dates on a fixed "today"
 * (in date → due soon → overdue; missing), certificates on closed orders counting and on open ones
 * not, and tenancy (a client user its own client's register, never another's).
 */
import { pendingSchemaSql } from "@wo/shared";
import { graphqlSuite, outcome, sql, viewers } from "@wo/shared/testing";
import { complianceStatus, ComplianceStatus, expiryOf } from "../src/modules/compliance/compliance.status";
import { workOrdersService } from "../src/service";

const suite = graphqlSuite(workOrdersService, "compliance", {
  admin: viewers.admin(),
  staffNoArea: viewers.staff(4, {}),
  client1: viewers.client(1),
  client2: viewers.client(2),
  contractor1: viewers.contractor(1),
});
const { call, db } = suite;

type Any = any;
const types: Record<string, number> = {};
let site1: number; // a site of client 1 with a closed and an open order
let closedOrder: number;
let openOrder: number;
let site2: number; // a site of client 2

const REGISTER = `query R($clientId: Int!, $today: LocalDate, $search: String) {
  complianceRegister(clientId: $clientId, today: $today, search: $search, pageSize: 50) {
    totalCount nodes { id clientId ownSet cells { complianceTypeId status certDate expiresOn documentId } }
  }
}`;
const SET_SITE = `mutation S($siteId: Int!, $typeIds: [Int!]) { setSiteCompliance(siteId: $siteId, typeIds: $typeIds) { siteId typeIds ownSet } }`;
const SAVE_CLIENT = `mutation C($input: SaveClientComplianceInput!) { saveClientCompliance(input: $input) { clientId defaultTypeIds dueSoonDays } }`;

/** The register's cells of one site on a day. */
async function cellsOf(siteId: number, today: string, clientId = 1, who = "admin"): Promise<Record<number, Any>> {
  const page = await call(REGISTER, { clientId, today }, who);
  const site = page.nodes.find((n: Any) => n.id === siteId);
  if (!site) throw new Error(`site ${siteId} not in the register`);
  return Object.fromEntries(site.cells.map((c: Any) => [c.complianceTypeId, c]));
}

/** A certificate tagged with a compliance type, written as the upload path writes it. */
async function certificate(entityName: "Site" | "WorkOrder", entityId: number, typeId: number, certDate: string): Promise<number> {
  const [row] = await sql(
    db(),
    `insert into work_orders.document (entity_name, entity_id, document_type_id, cert_date, compliance_type_id, original_filename, storage_key,
       content_type, size, archived, uploaded_by_name, date_uploaded)
     values ($1, $2, 2, $3, $4, 'cert.pdf', 'test/cert.pdf', 'application/pdf', 10, false, 'Test', now()) returning id`,
    [entityName, entityId, certDate, typeId],
  );
  return (row as { id: number }).id;
}
const clearCertificates = () => sql(db(), "delete from work_orders.document where compliance_type_id is not null");

beforeAll(async () => {
  for (const t of (await sql(db(), "select id, code from work_orders.compliance_type")) as { id: number; code: string }[]) types[t.code] = t.id;
  const [pair] = (await sql(
    db(),
    `select c.site_id, c.id as closed, o.id as open from work_orders.work_order c
       join work_orders.work_order o on o.site_id = c.site_id and o.work_order_status_id = 2
      where c.client_id = 1 and c.work_order_status_id = 6 order by c.site_id, c.id, o.id limit 1`,
  )) as { site_id: number; closed: number; open: number }[];
  site1 = pair!.site_id;
  closedOrder = pair!.closed;
  openOrder = pair!.open;
  site2 = ((await sql(db(), "select id from assets.v_site where client_id = 2 order by id limit 1"))[0] as { id: number }).id;
}, 60_000);

describe("the migrations", () => {
  it("leave nothing for the entities to add", async () => {
    expect(await pendingSchemaSql(suite.svc.orm)).toBe("");
  });
});

describe("the status rule", () => {
  it("expires a certificate its validity in months after its date; none without a fixed period", () => {
    expect(expiryOf("2026-07-01", 12)).toBe("2027-07-01");
    expect(expiryOf("2026-01-31", 6)).toBe("2026-07-31");
    expect(expiryOf("2026-07-01", null)).toBeNull();
  });
  it("goes in date → due soon → overdue as the day moves, and is missing without a certificate", () => {
    expect(complianceStatus(null, 12, "2027-01-01", 30)).toBe(ComplianceStatus.MISSING);
    expect(complianceStatus("2026-07-01", 12, "2027-05-31", 30)).toBe(ComplianceStatus.IN_DATE);
    expect(complianceStatus("2026-07-01", 12, "2027-06-01", 30)).toBe(ComplianceStatus.DUE_SOON);
    expect(complianceStatus("2026-07-01", 12, "2027-07-01", 30)).toBe(ComplianceStatus.DUE_SOON);
    expect(complianceStatus("2026-07-01", 12, "2027-07-02", 30)).toBe(ComplianceStatus.OVERDUE);
    expect(complianceStatus("2010-07-01", null, "2027-07-02", 30)).toBe(ComplianceStatus.IN_DATE);
  });
});

describe("compliance types", () => {
  it("are seeded with their periods", async () => {
    const list = await call(`{ complianceTypes { id code name validityMonths documentTypeId } }`, {});
    const byCode = Object.fromEntries(list.map((t: Any) => [t.code, t.validityMonths]));
    expect(byCode).toMatchObject({
      GAS_SAFETY: 12,
      EICR: 60,
      FIRE_ALARM: 6,
      EMERGENCY_LIGHTING: 12,
      LEGIONELLA: 24,
      ASBESTOS: null,
      LIFT_EXAMINATION: 6,
      PAT: null,
    });
    expect(list.every((t: Any) => t.documentTypeId === 2)).toBe(true);
  });
  it("are read by everyone who may upload a certificate: staff without the register's areas, contractors, clients", async () => {
    const LIST = `{ complianceTypes { id code name } }`;
    const all = await call(LIST, {});
    for (const who of ["staffNoArea", "contractor1", "client1"]) expect(await call(LIST, {}, who)).toEqual(all);
    // the register itself stays closed to them
    expect(await outcome(call(REGISTER, { clientId: 1 }, "staffNoArea"))).toBe("FORBIDDEN");
    expect(await outcome(call(REGISTER, { clientId: 1 }, "contractor1"))).toBe("FORBIDDEN");
  });
  it("take a new period from staff with the documents area; others are refused", async () => {
    const SET = `mutation V($id: Int!, $m: Int) { setComplianceValidity(id: $id, validityMonths: $m) { id validityMonths } }`;
    expect(await call(SET, { id: types.PAT, m: 12 })).toEqual({ id: types.PAT, validityMonths: 12 });
    expect(await call(SET, { id: types.PAT, m: null })).toEqual({ id: types.PAT, validityMonths: null });
    expect(await outcome(call(SET, { id: types.PAT, m: 12 }, "staffNoArea"))).toBe("FORBIDDEN");
    expect(await outcome(call(SET, { id: types.PAT, m: 12 }, "client1"))).toBe("FORBIDDEN");
    expect(await outcome(call(SET, { id: types.PAT, m: 0 }))).toBe("BAD_USER_INPUT");
    expect(await outcome(call(SET, { id: 999999, m: 12 }))).toBe("NOT_FOUND");
  });
});

describe("requirements", () => {
  afterAll(async () => {
    await sql(db(), "delete from work_orders.site_compliance");
    await sql(db(), "delete from work_orders.client_compliance");
  });

  it("follow the client's default set until a site has its own, and the defaults apply to existing sites again", async () => {
    const saved = await call(SAVE_CLIENT, { input: { clientId: 1, defaultTypeIds: [types.EICR, types.GAS_SAFETY, types.GAS_SAFETY] } });
    expect(saved).toEqual({ clientId: 1, defaultTypeIds: [types.GAS_SAFETY, types.EICR].sort((a, b) => a - b), dueSoonDays: 30 });
    const READ = `query Q($siteId: Int!) { siteCompliance(siteId: $siteId) { siteId typeIds ownSet } }`;
    expect(await call(READ, { siteId: site1 })).toMatchObject({ ownSet: false, typeIds: saved.defaultTypeIds });

    expect(await call(SET_SITE, { siteId: site1, typeIds: [types.LIFT_EXAMINATION] })).toEqual({
      siteId: site1,
      typeIds: [types.LIFT_EXAMINATION],
      ownSet: true,
    });
    expect(Object.keys(await cellsOf(site1, "2027-01-01")).map(Number)).toEqual([types.LIFT_EXAMINATION]);

    expect(await call(`mutation A { applyClientComplianceDefaults(clientId: 1) }`, {})).toBe(1);
    expect(await call(READ, { siteId: site1 })).toMatchObject({ ownSet: false, typeIds: saved.defaultTypeIds });
    expect(Object.keys(await cellsOf(site1, "2027-01-01")).map(Number)).toEqual(saved.defaultTypeIds);

    expect(await outcome(call(SET_SITE, { siteId: site1, typeIds: [999999] }))).toBe("BAD_USER_INPUT");
    expect(await outcome(call(SET_SITE, { siteId: site1, typeIds: [types.PAT] }, "client1"))).toBe("FORBIDDEN");
  });
});

describe("the register's statuses", () => {
  beforeAll(async () => {
    await call(SET_SITE, { siteId: site1, typeIds: [types.GAS_SAFETY, types.EICR, types.ASBESTOS] });
  });
  afterAll(async () => {
    await clearCertificates();
    await sql(db(), "delete from work_orders.site_compliance");
    await sql(db(), "delete from work_orders.client_compliance");
  });

  it("go from in date to due soon to overdue with the day, missing without a certificate", async () => {
    const doc = await certificate("Site", site1, types.GAS_SAFETY, "2026-07-01");
    const on = async (today: string) => (await cellsOf(site1, today))[types.GAS_SAFETY];
    expect(await on("2027-05-31")).toEqual({
      complianceTypeId: types.GAS_SAFETY,
      status: "IN_DATE",
      certDate: "2026-07-01",
      expiresOn: "2027-07-01",
      documentId: doc,
    });
    expect((await on("2027-06-01")).status).toBe("DUE_SOON");
    expect((await on("2027-07-01")).status).toBe("DUE_SOON");
    expect((await on("2027-07-02")).status).toBe("OVERDUE");
    const cells = await cellsOf(site1, "2027-05-31");
    expect(cells[types.EICR]).toEqual({ complianceTypeId: types.EICR, status: "MISSING", certDate: null, expiresOn: null, documentId: null });
    expect(cells[types.ASBESTOS].status).toBe("MISSING");
  });

  it("take the client's due-soon days", async () => {
    await call(SAVE_CLIENT, { input: { clientId: 1, defaultTypeIds: [], dueSoonDays: 10 } });
    expect((await cellsOf(site1, "2027-06-01"))[types.GAS_SAFETY].status).toBe("IN_DATE");
    expect((await cellsOf(site1, "2027-06-21"))[types.GAS_SAFETY].status).toBe("DUE_SOON");
    await call(SAVE_CLIENT, { input: { clientId: 1, defaultTypeIds: [], dueSoonDays: 30 } });
  });

  it("count a certificate of a closed order, not one of an open order; the latest wins", async () => {
    await certificate("WorkOrder", openOrder, types.GAS_SAFETY, "2027-07-01");
    expect((await cellsOf(site1, "2027-07-02"))[types.GAS_SAFETY].status).toBe("OVERDUE");
    const closedDoc = await certificate("WorkOrder", closedOrder, types.GAS_SAFETY, "2027-06-20");
    expect((await cellsOf(site1, "2027-07-02"))[types.GAS_SAFETY]).toMatchObject({
      status: "IN_DATE",
      certDate: "2027-06-20",
      documentId: closedDoc,
    });
    // the order counts once it closes: the open one's later certificate now wins
    await sql(db(), "update work_orders.work_order set work_order_status_id = 7 where id = $1", [openOrder]);
    try {
      expect((await cellsOf(site1, "2027-07-02"))[types.GAS_SAFETY].certDate).toBe("2027-07-01");
    } finally {
      await sql(db(), "update work_orders.work_order set work_order_status_id = 2 where id = $1", [openOrder]);
    }
  });

  it("never expire a type without a fixed period, and ignore archived certificates", async () => {
    const asb = await certificate("Site", site1, types.ASBESTOS, "2001-01-01");
    expect((await cellsOf(site1, "2027-07-02"))[types.ASBESTOS]).toMatchObject({ status: "IN_DATE", expiresOn: null, documentId: asb });
    await sql(db(), "update work_orders.document set archived = true where id = $1", [asb]);
    expect((await cellsOf(site1, "2027-07-02"))[types.ASBESTOS].status).toBe("MISSING");
  });
});

describe("tenancy", () => {
  it("gives a client user its own client's register and refuses another client's", async () => {
    const own = await call(REGISTER, { clientId: 1, today: "2027-01-01" }, "client1");
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own.nodes.every((n: Any) => n.clientId === 1)).toBe(true);
    expect(await outcome(call(REGISTER, { clientId: 2, today: "2027-01-01" }, "client1"))).toBe("FORBIDDEN");
    expect(await outcome(call(REGISTER, { clientId: 1, today: "2027-01-01" }, "client2"))).toBe("FORBIDDEN");
    expect(await outcome(call(REGISTER, { clientId: 1 }, "contractor1"))).toBe("FORBIDDEN");
    expect(await outcome(call(`query Q($s: Int!) { siteCompliance(siteId: $s) { siteId } }`, { s: site2 }, "client1"))).toBe("NOT_FOUND");
  });

  it("lets staff read any client's register; a site of another client is not in it", async () => {
    const page = await call(REGISTER, { clientId: 2, today: "2027-01-01" });
    expect(page.nodes.map((n: Any) => n.id)).toContain(site2);
    expect(page.nodes.map((n: Any) => n.id)).not.toContain(site1);
  });

  it("tags a certificate with its compliance type through the documents' input, and refuses one without a date", async () => {
    const id = await certificate("Site", site1, types.EICR, "2026-01-01");
    await sql(db(), "update work_orders.document set compliance_type_id = null, cert_date = null where id = $1", [id]);
    const UPDATE = `mutation U($input: UpdateDocumentInput!) { updateDocument(input: $input) { document { id complianceTypeId certDate } error { code } } }`;
    expect((await call(UPDATE, { input: { id, documentTypeId: 2, complianceTypeId: types.EICR } })).error.code).toBe("REQUIRED");
    expect((await call(UPDATE, { input: { id, documentTypeId: 2, complianceTypeId: 999999, certDate: "2026-01-01" } })).error.code).toBe("INVALID");
    const ok = await call(UPDATE, { input: { id, documentTypeId: 2, complianceTypeId: types.EICR, certDate: "2026-01-01" } });
    expect(ok).toEqual({ document: { id, complianceTypeId: types.EICR, certDate: "2026-01-01" }, error: null });
    await clearCertificates();
  });
});
