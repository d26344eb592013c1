/**
 * The compliance register raising PPM orders (issue 27, docs/compliance.md "Raising PPM orders"),
 * against the real database on fixed days: a due or overdue type raises one pending PPM order per
 * site × type × due cycle, never twice (a second run, two runs at once), not when the client switched
 * raising off, not for an in-date or missing type; a newer certificate starts the next cycle.
 */
import { pendingSchemaSql } from "@wo/shared";
import { sql, startTestService } from "@wo/shared/testing";
import { raiseComplianceOrders } from "../src/modules/compliance/compliance.raise";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const types: Record<string, number> = {};
let site: number;
let boilers: number;
const db = () => svc.db.url;

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
const run = (today: string) => raiseComplianceOrders(svc.orm.em.fork(), { today, now: new Date(`${today}T09:00:00Z`) });
const raised = () =>
  sql(
    db(),
    `select r.site_id, r.compliance_type_id, r.cycle_document_id, wo.work_order_type_id, wo.work_order_status_id, wo.sub_trade_id, wo.client_id, wo.issue
       from work_orders.compliance_raised r join work_orders.work_order wo on wo.id = r.work_order_id order by r.raised_at, r.work_order_id`,
  ) as Promise<Record<string, unknown>[]>;

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "compliance_raise");
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
afterAll(() => svc?.stop());

describe("the migrations", () => {
  it("leave nothing for the entities to add", async () => {
    expect(await pendingSchemaSql(svc.orm)).toBe("");
  });
});

describe("raising PPM orders from the register", () => {
  it("raises nothing while the client has raising switched off", async () => {
    expect(await run("2026-12-10")).toEqual({ created: 0 });
    expect(await raised()).toEqual([]);
  });

  it("raises one pending PPM order for the overdue type, none for the in-date or missing ones, and not again on a second run", async () => {
    await sql(db(), "update work_orders.client_compliance set raise_orders = true where client_id = 1");
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

  it("starts the next cycle with a newer certificate, and two runs at once raise it once", async () => {
    const newer = await certificate(site, types.GAS_SAFETY!, "2026-01-01"); // expires 2027-01-01: due soon on 2026-12-10
    const [a, b] = await Promise.all([run("2026-12-10"), run("2026-12-10")]);
    expect(a.created + b.created).toBe(1);
    const rows = await raised();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ compliance_type_id: types.GAS_SAFETY, cycle_document_id: newer });
  });

  it("raises nothing for an in-date type", async () => {
    expect(await run("2026-06-01")).toEqual({ created: 0 });
    expect((await raised()).filter((r) => r.compliance_type_id === types.EICR)).toEqual([]);
  });
});
