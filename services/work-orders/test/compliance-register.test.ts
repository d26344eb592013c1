/**
 * The compliance register's screens' server side (issue 27, docs/compliance.md "Filters, history,
 * export"): the region and status filters (the status computed in SQL for the whole client, so that
 * paging and totals count the sites kept, agreeing with the pure rule), a cell's certificate history
 * (newest first, each with the one it replaced and its status at the time), the XLSX export with the
 * same filters, and tenancy (a client user its own client only, a contractor never).
 */
import ExcelJS from "exceljs";
import pg from "pg";
import { graphql, graphqlSuite, outcome, sql, viewers } from "@wo/shared/testing";
import { postcodeKeys } from "../../assets/src/modules/contract/postcode-prefix";
import { workOrdersService } from "../src/service";

const suite = graphqlSuite(workOrdersService, "compliance_register", {
  admin: viewers.admin(),
  client1: viewers.client(1),
  client2: viewers.client(2),
  contractor1: viewers.contractor(1),
});
const { call, db, tokens } = suite;

type Any = any;
const types: Record<string, number> = {};
let sites1: { id: number; post_code: string | null }[]; // client 1's sites
let site1: number; // one of them, with a closed and an open order
let closedOrder: number;
let openOrder: number;
let site2: number; // a site of client 2

const REGISTER = `query R($clientId: Int!, $today: LocalDate, $region: String, $status: [ComplianceStatus!], $page: Int, $pageSize: Int) {
  complianceRegister(clientId: $clientId, today: $today, region: $region, status: $status, page: $page, pageSize: $pageSize) {
    totalCount nodes { id postCode cells { complianceTypeId status certDate expiresOn documentId } }
  }
}`;
const HISTORY = `query H($siteId: Int!, $typeId: Int!, $today: LocalDate) {
  complianceHistory(siteId: $siteId, typeId: $typeId, today: $today) {
    documentId fileName certDate expiresOn status current workOrderId workOrderRef replacesDocumentId
  }
}`;
const SET_SITE = `mutation S($siteId: Int!, $typeIds: [Int!]) { setSiteCompliance(siteId: $siteId, typeIds: $typeIds) { siteId } }`;
const SAVE_CLIENT = `mutation C($input: SaveClientComplianceInput!) { saveClientCompliance(input: $input) { clientId } }`;

async function certificate(entityName: "Site" | "WorkOrder", entityId: number, typeId: number, certDate: string, name = "cert.pdf"): Promise<number> {
  const [row] = await sql(
    db(),
    `insert into work_orders.document (entity_name, entity_id, document_type_id, cert_date, compliance_type_id, original_filename, storage_key,
       content_type, size, archived, uploaded_by_name, date_uploaded)
     values ($1, $2, 2, $3, $4, $5, 'test/cert.pdf', 'application/pdf', 10, false, 'Test', now()) returning id`,
    [entityName, entityId, certDate, typeId, name],
  );
  return (row as { id: number }).id;
}

/** Every site of client 1's register on a day with the filters given (one big page). */
async function register(today: string, filters: Record<string, unknown> = {}, who = "admin"): Promise<Any> {
  return call(REGISTER, { clientId: 1, today, pageSize: 500, ...filters }, who);
}

beforeAll(async () => {
  for (const t of (await sql(db(), "select id, code from work_orders.compliance_type")) as { id: number; code: string }[]) types[t.code] = t.id;
  sites1 = (await sql(db(), "select id, post_code from assets.v_site where client_id = 1 order by id")) as typeof sites1;
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
  // client 1: gas safety by default; site1 its own set, gas safety and fire alarm
  await call(SAVE_CLIENT, { input: { clientId: 1, defaultTypeIds: [types.GAS_SAFETY], dueSoonDays: 30 } });
  await call(SET_SITE, { siteId: site1, typeIds: [types.GAS_SAFETY, types.FIRE_ALARM] });
}, 60_000);

describe("the region filter", () => {
  it("keeps the sites whose postcode starts with the area's letters (assets' postcode-area rule)", async () => {
    const areaOf = (pc: string | null) => (pc ? (postcodeKeys(pc)[0] ?? null) : null);
    const areas = await call(`query A($c: Int!) { complianceRegions(clientId: $c) }`, { c: 1 });
    const expected = [...new Set(sites1.map((s) => areaOf(s.post_code)).filter((a): a is string => !!a))].sort();
    expect(areas).toEqual(expected);
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      const page = await register("2027-01-01", { region: area.toLowerCase() });
      const want = sites1.filter((s) => areaOf(s.post_code) === area).map((s) => s.id);
      expect(page.nodes.map((n: Any) => n.id).sort((a: number, b: number) => a - b)).toEqual(want);
      expect(page.totalCount).toBe(want.length);
    }
  });
  it("refuses a region that is not a postcode area", async () => {
    expect(await outcome(register("2027-01-01", { region: "SW1A" }))).toBe("BAD_USER_INPUT");
  });
});

describe("the status filter", () => {
  beforeAll(async () => {
    await sql(db(), "delete from work_orders.document where compliance_type_id is not null");
    await certificate("Site", site1, types.GAS_SAFETY!, "2026-07-01"); // expires 2027-07-01
    await certificate("Site", site1, types.FIRE_ALARM!, "2026-01-31"); // expires 2026-07-31 (month end)
  });

  /** The sites of the unfiltered register with a cell in one of the statuses, by the pure rule. */
  async function byRule(today: string, statuses: string[]): Promise<number[]> {
    const all = await register(today);
    return all.nodes.filter((n: Any) => n.cells.some((c: Any) => statuses.includes(c.status))).map((n: Any) => n.id);
  }

  it.each([
    ["2026-07-30", ["DUE_SOON"]],
    ["2026-07-31", ["DUE_SOON"]],
    ["2026-08-01", ["OVERDUE"]],
    ["2026-08-01", ["IN_DATE"]],
    ["2027-06-01", ["DUE_SOON", "OVERDUE"]],
    ["2027-07-02", ["OVERDUE"]],
    ["2026-08-01", ["MISSING"]],
  ])("on %s, %j keeps exactly the sites with such a cell (SQL agrees with the pure rule)", async (today, statuses) => {
    const want = await byRule(today, statuses);
    const page = await register(today, { status: statuses });
    expect(page.nodes.map((n: Any) => n.id)).toEqual(want);
    expect(page.totalCount).toBe(want.length);
  });

  it("puts site1 alone in date and in due soon on the right days, and keeps the month end", async () => {
    expect((await register("2026-07-31", { status: ["DUE_SOON"] })).nodes.map((n: Any) => n.id)).toEqual([site1]);
    expect((await register("2026-08-01", { status: ["OVERDUE"] })).nodes.map((n: Any) => n.id)).toEqual([site1]);
    expect((await register("2026-06-01", { status: ["OVERDUE", "DUE_SOON"] })).totalCount).toBe(0);
    expect((await register("2026-08-01", { status: ["IN_DATE"] })).nodes.map((n: Any) => n.id)).toEqual([site1]);
  });

  it("chooses the page after filtering", async () => {
    const want = await byRule("2026-08-01", ["MISSING"]);
    expect(want.length).toBeGreaterThan(2);
    const p2 = await register("2026-08-01", { status: ["MISSING"], page: 2, pageSize: 2 });
    expect(p2.totalCount).toBe(want.length);
    expect(p2.nodes.map((n: Any) => n.id)).toEqual(want.slice(2, 4));
  });

  it("counts a closed order's certificate and not an open order's", async () => {
    await certificate("WorkOrder", openOrder, types.FIRE_ALARM!, "2026-07-15");
    expect((await register("2026-08-01", { status: ["OVERDUE"] })).nodes.map((n: Any) => n.id)).toEqual([site1]);
    await certificate("WorkOrder", closedOrder, types.FIRE_ALARM!, "2026-07-20");
    expect((await register("2026-08-01", { status: ["OVERDUE"] })).totalCount).toBe(0);
    expect((await register("2026-08-01", { status: ["IN_DATE"] })).nodes.map((n: Any) => n.id)).toEqual([site1]);
  });

  it("keeps each latest certificate's client and expiry, and re-dates them when a type's validity changes", async () => {
    const row = async () =>
      (
        await sql(
          db(),
          "select client_id, cert_date::text as c, expires_on::text as e from work_orders.compliance_latest where site_id = $1 and type_id = $2",
          [site1, types.FIRE_ALARM],
        )
      )[0]!;
    const before = await row();
    expect(before.client_id).toBe(1);
    const months = (await sql(db(), "select validity_months as m from work_orders.compliance_type where id = $1", [types.FIRE_ALARM]))[0]!.m;
    const expiry = async (m: number) => (await sql(db(), "select ($1::date + make_interval(months => $2))::date::text as e", [before.c, m]))[0]!.e;
    expect(before.e).toBe(await expiry(months));
    try {
      await sql(db(), "update work_orders.compliance_type set validity_months = $2 where id = $1", [types.FIRE_ALARM, months + 12]);
      expect((await row()).e).toBe(await expiry(months + 12));
      expect((await register("2026-08-01", { status: ["OVERDUE"] })).totalCount).toBe(0);
    } finally {
      await sql(db(), "update work_orders.compliance_type set validity_months = $2 where id = $1", [types.FIRE_ALARM, months]);
    }
    expect((await row()).e).toBe(before.e);
  });

  // the filter reads the latest certificate the database keeps (compliance_latest): every write that
  // changes which certificate is the latest must change it, whichever path makes the write
  it("follows an order's status, a certificate archived, re-dated or deleted, and an order moved to another site", async () => {
    const other = sites1.find((x) => x.id !== site1)!.id;
    const latest = async (site = site1) =>
      (
        (await sql(db(), "select cert_date::text as d, document_id from work_orders.compliance_latest where site_id = $1 and type_id = $2", [
          site,
          types.FIRE_ALARM,
        ])) as { d: string; document_id: number }[]
      )[0];
    const byId = async (id: number) =>
      ((await sql(db(), "select cert_date::text as d from work_orders.document where id = $1", [id])) as { d: string }[])[0]!.d;
    // the certificate on the closed order (20 July) is the latest; the open order's (15 July) does not count
    const [closedCert] = (await sql(
      db(),
      "select id from work_orders.document where entity_name = 'WorkOrder' and entity_id = $1 and compliance_type_id = $2",
      [closedOrder, types.FIRE_ALARM],
    )) as { id: number }[];
    const [openCert] = (await sql(
      db(),
      "select id from work_orders.document where entity_name = 'WorkOrder' and entity_id = $1 and compliance_type_id = $2",
      [openOrder, types.FIRE_ALARM],
    )) as { id: number }[];
    expect((await latest())!.document_id).toBe(closedCert!.id);
    // the closed order's certificate archived: the latest is another one (not the open order's)
    await sql(db(), "update work_orders.document set archived = true where id = $1", [closedCert!.id]);
    const without = await latest();
    expect(without?.document_id).not.toBe(closedCert!.id);
    expect(without?.document_id).not.toBe(openCert!.id);
    // the open order completes (7) and its certificate is dated after every other: it is the latest
    await sql(db(), "update work_orders.document set cert_date = '2026-07-30' where id = $1", [openCert!.id]);
    expect((await latest())?.document_id).not.toBe(openCert!.id);
    await sql(db(), "update work_orders.work_order set work_order_status_id = 7 where id = $1", [openOrder]);
    expect(await latest()).toEqual({ d: "2026-07-30", document_id: openCert!.id });
    expect((await register("2026-08-01", { status: ["IN_DATE"] })).nodes.map((n: Any) => n.id)).toContain(site1);
    // re-dated a year back: no longer the latest
    await sql(db(), "update work_orders.document set cert_date = '2025-07-30' where id = $1", [openCert!.id]);
    expect((await latest())?.document_id).toEqual(without?.document_id);
    await sql(db(), "update work_orders.document set cert_date = '2026-07-30' where id = $1", [openCert!.id]);
    // back to Open (2): it stops counting
    await sql(db(), "update work_orders.work_order set work_order_status_id = 2 where id = $1", [openOrder]);
    expect((await latest())?.document_id).toEqual(without?.document_id);
    // completed again, then moved to another site of client 1: the certificate goes with it
    await sql(db(), "update work_orders.work_order set work_order_status_id = 7 where id = $1", [openOrder]);
    const otherBefore = await latest(other);
    await sql(db(), "update work_orders.work_order set site_id = $2 where id = $1", [openOrder, other]);
    expect((await latest())?.document_id).toEqual(without?.document_id);
    expect(await latest(other)).toEqual({ d: await byId(openCert!.id), document_id: openCert!.id });
    // deleted: the other site is as it was
    await sql(db(), "delete from work_orders.document where id = $1", [openCert!.id]);
    expect(await latest(other)).toEqual(otherBefore);
    // as it was for the suites after: the order open again on its own site, the closed order's certificate back
    await sql(db(), "update work_orders.work_order set site_id = $2, work_order_status_id = 2 where id = $1", [openOrder, site1]);
    await sql(db(), "update work_orders.document set archived = false where id = $1", [closedCert!.id]);
    expect((await latest())!.document_id).toBe(closedCert!.id);
  });
});

describe("the status filter after requirements change", () => {
  const TODAY = "2026-08-01";
  const STATUSES = ["IN_DATE", "DUE_SOON", "OVERDUE", "MISSING"];
  /** The filter (the per-site summary the database keeps) against the pure rule over every cell, each status alone. */
  async function agreesWithRule(): Promise<void> {
    const all = (await register(TODAY)).nodes as Any[];
    for (const status of STATUSES) {
      const want = all.filter((n) => n.cells.some((c: Any) => c.status === status)).map((n) => n.id);
      const got = await register(TODAY, { status: [status] });
      expect([status, got.nodes.map((n: Any) => n.id)]).toEqual([status, want]);
      expect(got.totalCount).toBe(want.length);
    }
  }

  afterAll(async () => {
    await call(SAVE_CLIENT, { input: { clientId: 1, defaultTypeIds: [types.GAS_SAFETY], dueSoonDays: 30 } });
    await call(SET_SITE, { siteId: site1, typeIds: [types.GAS_SAFETY, types.FIRE_ALARM] });
  });

  it("follows a site's own set, the client's defaults, a type's validity and the defaults applied to every site", async () => {
    const other = sites1.find((x) => x.id !== site1)!.id;
    await certificate("Site", other, types.EICR!, "2022-01-10"); // a five-year type: in date on the day
    await agreesWithRule();
    await call(SET_SITE, { siteId: other, typeIds: [types.EICR, types.FIRE_ALARM] });
    await agreesWithRule();
    await call(SAVE_CLIENT, { input: { clientId: 1, defaultTypeIds: [types.GAS_SAFETY, types.EICR], dueSoonDays: 30 } });
    await agreesWithRule();
    await call(SET_SITE, { siteId: site1, typeIds: [types.FIRE_ALARM] });
    await agreesWithRule();
    const [{ m }] = (await sql(db(), "select validity_months as m from work_orders.compliance_type where id = $1", [types.EICR])) as [{ m: number }];
    try {
      await sql(db(), "update work_orders.compliance_type set validity_months = 12 where id = $1", [types.EICR]); // now long expired
      await agreesWithRule();
      expect((await register(TODAY, { status: ["OVERDUE"] })).nodes.map((n: Any) => n.id)).toContain(other);
    } finally {
      await sql(db(), "update work_orders.compliance_type set validity_months = $2 where id = $1", [types.EICR, m]);
    }
    await call(`mutation A($clientId: Int!) { applyClientComplianceDefaults(clientId: $clientId) }`, { clientId: 1 });
    await agreesWithRule();
  });

  // two writers of one client's compliance take turns (the client's advisory lock): the second reads what
  // the first committed, so a site's summary counts both certificates, whichever commits first
  it("keeps a site's summary right when two transactions tag certificates on it at once", async () => {
    const other = sites1.find((x) => x.id !== site1)!.id;
    await call(SET_SITE, { siteId: other, typeIds: [types.GAS_SAFETY, types.FIRE_ALARM, types.LEGIONELLA] });
    await sql(db(), "delete from work_orders.document where entity_name = 'Site' and entity_id = $1 and compliance_type_id is not null", [other]);
    expect((await sql(db(), "select missing from work_orders.compliance_site_summary where site_id = $1", [other]))[0]!.missing).toBe(3);
    const a = new pg.Client({ connectionString: db() });
    const b = new pg.Client({ connectionString: db() });
    await Promise.all([a.connect(), b.connect()]);
    const tag = (c: pg.Client, typeId: number) =>
      c.query(
        `insert into work_orders.document (entity_name, entity_id, document_type_id, cert_date, compliance_type_id, original_filename, storage_key,
           content_type, size, archived, uploaded_by_name, date_uploaded)
         values ('Site', $1, 2, '2026-07-01', $2, 'cert.pdf', 'test/cert.pdf', 'application/pdf', 10, false, 'Test', now())`,
        [other, typeId],
      );
    try {
      await a.query("begin");
      await b.query("begin");
      await tag(a, types.GAS_SAFETY!);
      const second = tag(b, types.FIRE_ALARM!); // waits for the client's lock
      while (!(await sql(db(), "select 1 from pg_locks where locktype = 'advisory' and not granted and classid = 2")).length) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await a.query("commit");
      await second;
      await b.query("commit");
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    expect((await sql(db(), "select missing from work_orders.compliance_site_summary where site_id = $1", [other]))[0]!.missing).toBe(1);
    await agreesWithRule();
    await call(SET_SITE, { siteId: other, typeIds: null });
  });

  it("counts a site made since its client's defaults were set as missing them, and nothing else", async () => {
    const [made] = (await sql(
      db(),
      `insert into assets.site (client_id, site_code, name, address_line1, city, post_code)
       values (1, 'SUMMARY-NEW', 'A site made since', '1 New Street', 'Leeds', 'LS1 1AA') returning id`,
    )) as { id: number }[];
    try {
      expect(await sql(db(), "select 1 from work_orders.compliance_site_summary where site_id = $1", [made!.id])).toHaveLength(0);
      expect((await register(TODAY, { status: ["MISSING"] })).nodes.map((n: Any) => n.id)).toContain(made!.id);
      await agreesWithRule();
    } finally {
      await sql(db(), "delete from assets.site where id = $1", [made!.id]);
    }
  });
});

describe("a cell's certificate history", () => {
  let first: number, second: number, third: number;
  beforeAll(async () => {
    await sql(db(), "delete from work_orders.document where compliance_type_id is not null");
    first = await certificate("Site", site1, types.GAS_SAFETY!, "2024-03-01", "gas-2024.pdf"); // expires 2025-03-01
    second = await certificate("WorkOrder", closedOrder, types.GAS_SAFETY!, "2025-03-20", "gas-2025.pdf"); // renewed late
    third = await certificate("Site", site1, types.GAS_SAFETY!, "2026-03-01", "gas-2026.pdf"); // renewed within 30 days of its expiry
    await certificate("WorkOrder", openOrder, types.GAS_SAFETY!, "2026-06-01", "open.pdf"); // does not count
    await certificate("Site", site1, types.FIRE_ALARM!, "2026-06-01", "fire.pdf"); // another type
  });

  it("lists every counting certificate newest first, with the one each replaced and its status at the time", async () => {
    const h = await call(HISTORY, { siteId: site1, typeId: types.GAS_SAFETY, today: "2027-02-01" });
    const ref = ((await sql(db(), "select ref_no from work_orders.work_order where id = $1", [closedOrder]))[0] as { ref_no: string }).ref_no;
    expect(h).toEqual([
      {
        documentId: third,
        fileName: "gas-2026.pdf",
        certDate: "2026-03-01",
        expiresOn: "2027-03-01",
        status: "DUE_SOON",
        current: true,
        workOrderId: null,
        workOrderRef: null,
        replacesDocumentId: second,
      },
      {
        documentId: second,
        fileName: "gas-2025.pdf",
        certDate: "2025-03-20",
        expiresOn: "2026-03-20",
        status: "DUE_SOON",
        current: false,
        workOrderId: closedOrder,
        workOrderRef: ref,
        replacesDocumentId: first,
      },
      {
        documentId: first,
        fileName: "gas-2024.pdf",
        certDate: "2024-03-01",
        expiresOn: "2025-03-01",
        status: "OVERDUE",
        current: false,
        workOrderId: null,
        workOrderRef: null,
        replacesDocumentId: null,
      },
    ]);
    // the current one is what the register's cell reads
    const page = await register("2027-02-01");
    const cell = page.nodes.find((n: Any) => n.id === site1).cells.find((c: Any) => c.complianceTypeId === types.GAS_SAFETY);
    expect(cell).toMatchObject({ documentId: third, status: "DUE_SOON" });
  });

  it("is empty for a type without certificates; NOT_FOUND for an unknown type", async () => {
    expect(await call(HISTORY, { siteId: site1, typeId: types.EICR, today: "2027-02-01" })).toEqual([]);
    expect(await outcome(call(HISTORY, { siteId: site1, typeId: 999999 }))).toBe("NOT_FOUND");
  });

  it("is read by a client user of the site's client only; never by a contractor", async () => {
    expect(await call(HISTORY, { siteId: site1, typeId: types.GAS_SAFETY, today: "2027-02-01" }, "client1")).toHaveLength(3);
    expect(await outcome(call(HISTORY, { siteId: site1, typeId: types.GAS_SAFETY }, "client2"))).toBe("NOT_FOUND");
    expect(await outcome(call(HISTORY, { siteId: site2, typeId: types.GAS_SAFETY }, "client1"))).toBe("NOT_FOUND");
    expect(await outcome(call(HISTORY, { siteId: site1, typeId: types.GAS_SAFETY }, "contractor1"))).toBe("FORBIDDEN");
  });
});

describe("the register's filters and tenancy for portal users", () => {
  it("lets a client user filter its own register and refuses another client's and a contractor", async () => {
    const own = await register("2027-02-01", { status: ["MISSING"] }, "client1");
    expect(own.totalCount).toBeGreaterThan(0);
    expect(await outcome(call(REGISTER, { clientId: 1, status: ["MISSING"] }, "client2"))).toBe("FORBIDDEN");
    expect(await outcome(call(REGISTER, { clientId: 1 }, "contractor1"))).toBe("FORBIDDEN");
    expect(await outcome(call(`query A($c: Int!) { complianceRegions(clientId: $c) }`, { c: 1 }, "client2"))).toBe("FORBIDDEN");
    expect(await outcome(call(`query A($c: Int!) { complianceRegions(clientId: $c) }`, { c: 1 }, "contractor1"))).toBe("FORBIDDEN");
  });
});

describe("what the editors may do", () => {
  it("is decided on the server: staff with customers at full edit, a client user only reads", async () => {
    const q = `query Q($c: Int!, $s: Int!) { clientCompliance(clientId: $c) { viewerCanEdit } siteCompliance(siteId: $s) { viewerCanEdit } }`;
    const both = async (who: string) => (await graphql(suite.svc.url, q, { c: 1, s: site1 }, tokens[who])).data;
    expect(await both("admin")).toEqual({ clientCompliance: { viewerCanEdit: true }, siteCompliance: { viewerCanEdit: true } });
    expect(await both("client1")).toEqual({ clientCompliance: { viewerCanEdit: false }, siteCompliance: { viewerCanEdit: false } });
  });
});

describe("GET /exports/ComplianceRegister", () => {
  const download = (query: string, who: string) =>
    fetch(`${suite.svc.url.replace(/\/graphql$/, "")}/exports/ComplianceRegister${query}`, { headers: { authorization: `Bearer ${tokens[who]}` } });

  async function sheetOf(res: Response): Promise<ExcelJS.Worksheet> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    return book.worksheets[0]!;
  }

  it("writes a row per site of the filtered register and a column per type", async () => {
    const res = await download(`?clientId=1&today=2027-02-01&status=DUE_SOON`, "admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="compliance-register-1-2027-02-01\.xlsx"/);
    const sheet = await sheetOf(res);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(["Site", "Site Code", "Postcode", "Requirements"]);
    expect(sheet.rowCount).toBe(2);
    const col = (re: RegExp) => header.findIndex((h) => re.test(String(h))) + 1;
    const [gasCol, fireCol, eicrCol] = [col(/gas/i), col(/fire alarm/i), col(/EICR|fixed/i)];
    expect(Math.min(gasCol, fireCol, eicrCol)).toBeGreaterThan(4);
    const row = sheet.getRow(2);
    expect(row.getCell(4).value).toBe("Own set");
    expect(row.getCell(gasCol).value).toBe("Due soon, expires 01/03/2027");
    expect(row.getCell(fireCol).value).toBe("Overdue, expired 01/12/2026");
    expect(row.getCell(eicrCol).value).toBeNull();
  });

  it("holds every site of the client without a filter, and refuses bad filters", async () => {
    const sheet = await sheetOf(await download(`?clientId=1&today=2027-02-01`, "client1"));
    expect(sheet.rowCount).toBe(sites1.length + 1);
    expect((await download(`?clientId=1&status=LATE`, "admin")).status).toBe(400);
    expect((await download(`?clientId=1&region=12`, "admin")).status).toBe(400);
    expect((await download(`?today=2027-02-01`, "admin")).status).toBe(400);
  });

  it("refuses another client's register to a client user and any to a contractor", async () => {
    expect((await download(`?clientId=1`, "client2")).status).toBe(403);
    expect((await download(`?clientId=1`, "contractor1")).status).toBe(403);
  });
});
