/**
 * The compliance register raising PPM orders (issue 27, docs/compliance.md "Raising PPM orders"),
 * against the real database on fixed days: a due or overdue type raises one pending PPM order per
 * site × type × due cycle, never twice (a second run, two runs at once), not when the client switched
 * raising off, not for an in-date or missing type; a newer certificate starts the next cycle.
 */
import ExcelJS from "exceljs";
import { pendingSchemaSql } from "@wo/shared";
import { graphqlSuite, outcome, sql, viewers } from "@wo/shared/testing";
import { raiseComplianceOrders } from "../src/modules/compliance/compliance.raise";
import { readSiteCells } from "../src/modules/compliance/compliance.reader";
import { workOrdersService } from "../src/service";

const suite = graphqlSuite(workOrdersService, "compliance_raise", {
  admin: viewers.admin(),
  customersRead: viewers.staff(3, { customers: "read" }),
  client1: viewers.client(1),
  client2: viewers.client(2),
  contractor1: viewers.contractor(1),
});
const { call, db } = suite;
const types: Record<string, number> = {};
let site: number;
let boilers: number;

type Any = any;
const SETTINGS = `query S($c: Int!) { clientCompliance(clientId: $c) { clientId defaultTypeIds raiseOrders viewerCanEdit } }`;
const SAVE = `mutation C($input: SaveClientComplianceInput!) { saveClientCompliance(input: $input) { clientId defaultTypeIds dueSoonDays raiseOrders } }`;
const REGISTER = `query R($c: Int!, $today: LocalDate) {
  complianceRegister(clientId: $c, today: $today, pageSize: 100) { nodes { id cells { complianceTypeId status documentId raisedWorkOrder { id reference } } } }
}`;
/** The register's cell of the site × type on a day, as `who` reads it */
async function cellOf(typeId: number, today: string, who = "admin"): Promise<Any> {
  const page = await call(REGISTER, { c: 1, today }, who);
  return page.nodes.find((n: Any) => n.id === site).cells.find((c: Any) => c.complianceTypeId === typeId);
}

async function certificate(siteId: number, typeId: number, certDate: string): Promise<number> {
  const [row] = await sql(
    db(),
    `insert into work_orders.document (entity_name, entity_id, document_type_id, cert_date, compliance_type_id, original_filename, storage_key,
       content_type, size, archived, uploaded_by_name, date_uploaded)
     values ('Site', $1, 2, $2, $3, 'cert.pdf', 'test/cert.pdf', 'application/pdf', 10, false, 'Test', now()) returning id`,
    [siteId, certDate, typeId],
  );
  return (row as { id: number }).id;
}
const run = (today: string) => raiseComplianceOrders(suite.svc.orm.em.fork(), { today, now: new Date(`${today}T09:00:00Z`) });
const raised = () =>
  sql(
    db(),
    `select r.site_id, r.compliance_type_id, r.cycle_document_id, wo.work_order_type_id, wo.work_order_status_id, wo.sub_trade_id, wo.client_id, wo.issue
       from work_orders.compliance_raised r join work_orders.work_order wo on wo.id = r.work_order_id order by r.raised_at, r.work_order_id`,
  ) as Promise<Record<string, unknown>[]>;

beforeAll(async () => {
  for (const t of (await sql(db(), "select id, code from work_orders.compliance_type")) as { id: number; code: string }[]) types[t.code] = t.id;
  site = ((await sql(db(), "select id from assets.v_site where client_id = 1 order by id limit 1"))[0] as { id: number }).id;
  boilers = ((await sql(db(), "select id from assets.v_trade where name = 'Boilers' and parent_trade_id is not null"))[0] as { id: number }).id;
  // the demo seed gave gas safety its sub-trade (Boilers); EICR gets one here so that only its status keeps it from raising
  expect(
    ((await sql(db(), "select sub_trade_id from work_orders.compliance_type where code = 'GAS_SAFETY'"))[0] as { sub_trade_id: number }).sub_trade_id,
  ).toBe(boilers);
  await sql(db(), "update work_orders.compliance_type set sub_trade_id = $1 where code = 'EICR'", [boilers]);
  await sql(db(), "delete from work_orders.site_compliance");
  await sql(db(), "delete from work_orders.client_compliance");
  await sql(db(), "insert into work_orders.client_compliance (client_id, type_ids, raise_orders) values (1, $1, false)", [
    `{${types.GAS_SAFETY},${types.EICR}}`,
  ]);
  await sql(db(), "update work_orders.document set compliance_type_id = null where compliance_type_id is not null");
  await certificate(site, types.GAS_SAFETY!, "2025-12-01"); // expires 2026-12-01: overdue on 2026-12-10
  await certificate(site, types.EICR!, "2026-01-01"); // in date until 2031
}, 60_000);

describe("the migrations", () => {
  it("leave nothing for the entities to add", async () => {
    expect(await pendingSchemaSql(suite.svc.orm)).toBe("");
  });
});

describe("the raising switch", () => {
  it("is off by default; staff with customers at full switch it, others are refused", async () => {
    expect(await call(SETTINGS, { c: 1 })).toMatchObject({ raiseOrders: false, viewerCanEdit: true });
    const input = { clientId: 1, defaultTypeIds: [types.GAS_SAFETY, types.EICR], raiseOrders: true };
    for (const who of ["customersRead", "client1", "contractor1"]) expect(await outcome(call(SAVE, { input }, who))).toBe("FORBIDDEN");
    expect((await call(SETTINGS, { c: 1 })).raiseOrders).toBe(false);
    expect((await call(SAVE, { input })).raiseOrders).toBe(true);
    // an audit line says it was switched
    const lines = (await sql(db(), "select action_taken from work_orders.audit_trail where entity_name = 'Client' and entity_id = '1'")) as {
      action_taken: string;
    }[];
    expect(lines.map((l) => l.action_taken)).toEqual(expect.arrayContaining([expect.stringContaining("PPM raising switched on")]));
    // absent: unchanged
    expect((await call(SAVE, { input: { clientId: 1, defaultTypeIds: [types.GAS_SAFETY, types.EICR] } })).raiseOrders).toBe(true);
    expect((await call(SAVE, { input: { ...input, raiseOrders: false } })).raiseOrders).toBe(false);
  });

  it("is read by the client of its own settings (not changeable there), never another client's", async () => {
    expect(await call(SETTINGS, { c: 1 }, "client1")).toMatchObject({ clientId: 1, raiseOrders: false, viewerCanEdit: false });
    expect(await call(SETTINGS, { c: 1 }, "customersRead")).toMatchObject({ raiseOrders: false, viewerCanEdit: false });
    expect(await outcome(call(SETTINGS, { c: 1 }, "client2"))).toBe("FORBIDDEN");
    expect(await outcome(call(SETTINGS, { c: 1 }, "contractor1"))).toBe("FORBIDDEN");
  });
});

describe("raising PPM orders from the register", () => {
  it("raises nothing while the client has raising switched off", async () => {
    expect(await run("2026-12-10")).toEqual({ created: 0 });
    expect(await raised()).toEqual([]);
  });

  it("raises one pending PPM order for the overdue type, none for the in-date or missing ones, and not again on a second run", async () => {
    expect((await cellOf(types.GAS_SAFETY!, "2026-12-10")).raisedWorkOrder).toBeNull();
    // staff switch raising on (the client page's Compliance tab)
    const saved = await call(SAVE, { input: { clientId: 1, defaultTypeIds: [types.GAS_SAFETY, types.EICR], raiseOrders: true } });
    expect(saved.raiseOrders).toBe(true);
    expect(await run("2026-12-10")).toEqual({ created: 1 });
    const rows = await raised();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site_id: site,
      compliance_type_id: types.GAS_SAFETY,
      work_order_type_id: 3, // PPM
      work_order_status_id: 8, // Pending
      sub_trade_id: boilers,
      client_id: 1,
      issue: "Compliance: Gas safety",
    });
    // other sites of client 1 are MISSING gas safety: nothing raised for them
    expect(await run("2026-12-10")).toEqual({ created: 0 });
    expect(await run("2026-12-11")).toEqual({ created: 0 });
    expect(await raised()).toHaveLength(1);
  });

  it("shows the raised order on the register's cell, to staff and the client, none on other cells", async () => {
    const [order] = (await sql(
      db(),
      "select r.work_order_id as id, wo.ref_no from work_orders.compliance_raised r join work_orders.work_order wo on wo.id = r.work_order_id",
    )) as {
      id: number;
      ref_no: string;
    }[];
    const expected = { id: order!.id, reference: order!.ref_no };
    expect(order!.ref_no).toMatch(/^WO\d+$/);
    expect((await cellOf(types.GAS_SAFETY!, "2026-12-10")).raisedWorkOrder).toEqual(expected);
    expect((await cellOf(types.GAS_SAFETY!, "2026-12-10", "client1")).raisedWorkOrder).toEqual(expected);
    expect((await cellOf(types.EICR!, "2026-12-10")).raisedWorkOrder).toBeNull();
    // another site's cells: nothing raised there
    const page = await call(REGISTER, { c: 1, today: "2026-12-10" });
    const others = page.nodes.filter((n: Any) => n.id !== site).flatMap((n: Any) => n.cells);
    expect(others.every((c: Any) => c.raisedWorkOrder === null)).toBe(true);
    // and in the register's XLSX export, after the cell's status, once
    const res = await fetch(`${suite.svc.url.replace(/\/graphql$/, "")}/exports/ComplianceRegister?clientId=1&today=2026-12-10`, {
      headers: { authorization: `Bearer ${suite.tokens.admin}` },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const texts = (book.worksheets[0]!.getSheetValues() as unknown[][]).flat().filter((v): v is string => typeof v === "string");
    expect(texts.filter((t) => t.endsWith(`; PPM ${order!.ref_no}`))).toEqual([
      expect.stringMatching(/^Overdue, expired \d\d\/\d\d\/\d{4}; PPM WO\d+$/),
    ]);
    // the register of another client, and a contractor, stay refused
    expect(await outcome(call(REGISTER, { c: 1, today: "2026-12-10" }, "client2"))).toBe("FORBIDDEN");
    expect(await outcome(call(REGISTER, { c: 1, today: "2026-12-10" }, "contractor1"))).toBe("FORBIDDEN");
  });

  it("reads the page's raised orders in the one statement of its cells (no query per cell)", async () => {
    const statements: string[] = [];
    const em = suite.svc.orm.em.fork();
    const conn = em.getConnection();
    const execute = conn.execute.bind(conn);
    conn.execute = ((q: string, ...rest: unknown[]) => {
      statements.push(String(q));
      return (execute as (...a: unknown[]) => unknown)(q, ...rest);
    }) as typeof conn.execute;
    const sites = (await sql(db(), "select id from assets.v_site where client_id = 1 order by id limit 50")) as { id: number }[];
    const cells = await readSiteCells(
      em,
      1,
      sites.map((s) => s.id),
      "2026-12-10",
    );
    expect(statements).toHaveLength(1);
    expect(cells.get(site)!.cells.find((c) => c.complianceTypeId === types.GAS_SAFETY)!.raisedWorkOrder).not.toBeNull();
  });

  it("starts the next cycle with a newer certificate, and two runs at once raise it once", async () => {
    const newer = await certificate(site, types.GAS_SAFETY!, "2026-01-01"); // expires 2027-01-01: due soon on 2026-12-10
    const [a, b] = await Promise.all([run("2026-12-10"), run("2026-12-10")]);
    expect(a.created + b.created).toBe(1);
    const rows = await raised();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ compliance_type_id: types.GAS_SAFETY, cycle_document_id: newer });
    // the cell follows the newer certificate: its cycle's order, not the first one
    const [second] = (await sql(db(), "select work_order_id from work_orders.compliance_raised where cycle_document_id = $1", [newer])) as {
      work_order_id: number;
    }[];
    expect((await cellOf(types.GAS_SAFETY!, "2026-12-10")).raisedWorkOrder.id).toBe(second!.work_order_id);
  });

  it("raises nothing for an in-date type", async () => {
    expect(await run("2026-06-01")).toEqual({ created: 0 });
    expect((await raised()).filter((r) => r.compliance_type_id === types.EICR)).toEqual([]);
  });
});

describe("the raised order's contractor", () => {
  it("is the site's PPM schedule's, else the contractor whose Active contract covers the site and sub-trade (the preferred first), else none", async () => {
    // two sites of client 1 without an active Boilers PPM schedule, each with an overdue gas safety certificate
    const [covered, bare] = (await sql(
      db(),
      `select s.id, s.post_code from assets.site s
          where s.client_id = 1 and s.id <> $1 and nullif(s.post_code, '') is not null
            and not exists (select 1 from work_orders.ppm p where p.site_id = s.id and p.sub_trade_id = $2 and p.ppm_status_id = 1)
          order by s.id limit 2`,
      [site, boilers],
    )) as { id: number; post_code: string }[];
    await certificate(covered!.id, types.GAS_SAFETY!, "2025-11-01");
    await certificate(bare!.id, types.GAS_SAFETY!, "2025-11-01");
    // the demo's Boilers contracts of client 1 expire; one of ours covers the first site: contractor 3 by its
    // site list, contractor 4 (preferred) by the site's postcode area
    const trade = ((await sql(db(), "select parent_trade_id from assets.trade where id = $1", [boilers]))[0] as { parent_trade_id: number })
      .parent_trade_id;
    await sql(db(), "update assets.contract set contract_status_id = 4 where client_id = 1 and sub_trade_id = $1", [boilers]);
    const [{ id: contract }] = (await sql(
      db(),
      "insert into assets.contract (name, client_id, trade_id, sub_trade_id, contract_status_id) values ('Boilers cover', 1, $1, $2, 2) returning id",
      [trade, boilers],
    )) as { id: number }[];
    const area = /^[A-Z]+/.exec(covered!.post_code.toUpperCase())![0];
    const [{ id: listed }] = (await sql(
      db(),
      "insert into assets.contractor_in_contract (contract_id, contractor_id, preferred) values ($1, 3, false) returning id",
      [contract],
    )) as { id: number }[];
    await sql(db(), "insert into assets.site_in_contractor_in_contract (contractor_in_contract_id, site_id) values ($1, $2)", [listed, covered!.id]);
    await sql(db(), "insert into assets.contractor_in_contract (contract_id, contractor_id, preferred, postcode_prefix) values ($1, 4, true, $2)", [
      contract,
      area,
    ]);
    const bareArea = /^[A-Z]+/.exec(bare!.post_code.toUpperCase())![0];
    if (bareArea === area)
      await sql(db(), "update assets.contractor_in_contract set postcode_prefix = 'ZZ99' where contract_id = $1 and contractor_id = 4", [contract]);

    await run("2026-12-12");
    const contractorOf = async (siteId: number) =>
      (
        (await sql(
          db(),
          `select wo.contractor_id, wo.all_contractor_ids from work_orders.compliance_raised r join work_orders.work_order wo on wo.id = r.work_order_id
            where r.site_id = $1 and r.compliance_type_id = $2`,
          [siteId, types.GAS_SAFETY],
        )) as { contractor_id: number | null; all_contractor_ids: number[] }[]
      )[0]!;
    const expected = bareArea === area ? 3 : 4; // the preferred one when its prefix holds the site
    expect(await contractorOf(covered!.id)).toEqual({ contractor_id: expected, all_contractor_ids: [expected] });
    // the other site: no schedule, no contract naming it or its area (when it shares the area, contractor 4's prefix was moved away)
    expect(await contractorOf(bare!.id)).toEqual({ contractor_id: null, all_contractor_ids: [] });
  });
});
