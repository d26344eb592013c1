/**
 * Paged lists from the outside (issue 20, "one way"): every list is a declaration read by one
 * builder, with the Tenancy of its rows. What the hand-written lists got wrong, tried against the
 * running stack by REST and GraphQL: a legacy Total that stopped at 1,001 however many rows a pager
 * could reach, and a document copy that told another tenant's document from a missing one. And what
 * the lists moved onto their declarations must keep: another tenant's rows answer as missing ones.
 */
import { gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { api, login, withSteadyCount } from "../http";

const db = () => process.env.TEST_STACK_DB_URL!;
const gql = (query: string, token: string, variables: Record<string, unknown> = {}) =>
  graphql<any>(`${gatewayUrl()}/graphql`, query, variables, token);

let admin: string;
let client1: string;
let contractor1: string;

beforeAll(async () => {
  [admin, client1, contractor1] = await Promise.all(["admin", "client", "contractor"].map((u) => login(`${u}@example.com`)));
});

describe("the legacy Total never understates the rows a pager can reach", () => {
  const ASSETS = 10_000;
  let clientId: number;

  beforeAll(async () => {
    // a new client with 10,000 assets, inserted as an import would (statistics not gathered since)
    const [c] = await sql(db(), "insert into assets.client (name) values ('Ten Thousand Assets Ltd') returning id");
    clientId = c!.id;
    const [s] = await sql(db(), "insert into assets.site (client_id, site_code, name) values ($1, 'TTA-1', 'Bulk Depot') returning id", [clientId]);
    await sql(
      db(),
      `insert into assets.asset (client_id, site_id, category_id, asset_code, make)
       select $1, $2, (select min(id) from assets.asset_category), 'BULK-' || lpad(n::text, 5, '0'), 'Bulk'
       from generate_series(1, $3::int) n`,
      [clientId, s!.id, ASSETS],
    );
  });

  it("answers the client's 10,000 assets as the Total; page 400 and the last page have rows, the page past it none", async () => {
    const first = await api("GET", `/assets?page=1&pageSize=1&clientId=${clientId}`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.Total).toBe(ASSETS);
    const page = (n: number) => api("GET", `/assets?page=${n}&pageSize=20&clientId=${clientId}&sort=AssetCode_ASC`, { token: admin });
    const p400 = await page(400);
    expect(p400.body.Data).toHaveLength(20);
    expect(p400.body.Data[19].AssetCode).toBe("BULK-08000");
    const last = Math.ceil(first.body.Total / 20);
    expect((await page(last)).body.Data.length).toBeGreaterThan(0);
    const past = await page(last + 1);
    expect(past.body.Data).toEqual([]);
    expect(past.body.Total).toBe(ASSETS);
  });

  it("says so by GraphQL: the total is exact", async () => {
    const r = await gql(`query ($c: Int) { assets(clientId: $c, pageSize: 1) { totalCount totalCountExact } }`, admin, { c: clientId });
    expect(r.errors).toBeUndefined();
    expect(r.data.assets).toEqual({ totalCount: ASSETS, totalCountExact: true });
  });

  it("a searched work-order list, beyond the counting limit or not, never answers fewer than the rows it pages through", async () => {
    // every reference holds "wo0" (WO0001234): the search matches every order (other test files add some meanwhile)
    const { n, value: r } = await withSteadyCount(
      async () => (await sql(db(), "select count(*)::int as n from work_orders.work_order where search_text like '%wo0%'"))[0]!.n as number,
      () => api("POST", "/WorkOrders/main", { token: admin, json: { page: 1, pageSize: 20, search: "WO0" } }),
    );
    expect(r.status).toBe(200);
    expect(n).toBeGreaterThan(1001);
    expect(r.body.Total).toBeGreaterThanOrEqual(n);
    const last = await api("POST", "/WorkOrders/main", { token: admin, json: { page: Math.ceil(n / 20), pageSize: 20, search: "WO0" } });
    expect(last.body.Data.length).toBeGreaterThan(0);
  });
});

describe("a document copy answers another tenant's document as a missing one", () => {
  it("refuses a client user's copy of another client's work-order document, or a PPM schedule's, with 404, not 'another site's'", async () => {
    const [mine] = await sql(
      db(),
      "select id from work_orders.work_order where client_id = 1 and work_order_status_id not in (6, 9, 12) order by id limit 1",
    );
    const [theirs] = await sql(db(), "select id from work_orders.work_order where client_id = 2 order by id limit 1");
    const [ppm] = await sql(db(), "select id from work_orders.ppm where client_id = 1 order by id limit 1");
    const docOn = async (entityName: string, entityId: number) => {
      const [d] = await sql(
        db(),
        `insert into work_orders.document (entity_name, entity_id, document_type_id, original_filename, storage_key, content_type, size, archived, uploaded_by_name, date_uploaded)
         values ($1, $2, 1, 'lists-probe.pdf', 'documents/probe/none.pdf', 'application/pdf', 1, false, 'System', now()) returning id`,
        [entityName, entityId],
      );
      return d!.id as number;
    };
    const foreign = await docOn("WorkOrder", theirs!.id);
    const ppmDoc = await docOn("PPM", ppm!.id);
    const [{ max }] = await sql(db(), "select max(id) + 1000 as max from work_orders.document");
    const copy = (docId: number) => api("GET", `/WorkOrders/CopyDocuments?id=${mine!.id}&sitedocuments=${docId}`, { token: client1 });
    const missing = await copy(Number(max));
    expect(missing.status).toBe(404);
    for (const id of [foreign, ppmDoc]) {
      const r = await copy(id);
      expect(r).toEqual({ status: missing.status, body: missing.body });
    }
    // by GraphQL the same
    const g = await gql(`mutation ($w: Int!, $d: [Int!]!) { copySiteDocuments(workOrderId: $w, documentIds: $d) { error { message } } }`, client1, {
      w: mine!.id,
      d: [foreign],
    });
    expect(g.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    await sql(db(), "delete from work_orders.document where id = any($1::int[])", [[foreign, ppmDoc]]);
  });
});

describe("the lists moved onto their declarations keep their tenancy", () => {
  let theirs: number;
  let mine: number;

  beforeAll(async () => {
    [{ id: mine }] = await sql(db(), "select id from work_orders.work_order where client_id = 1 and contractor_id = 1 order by id limit 1");
    [{ id: theirs }] = await sql(db(), "select id from work_orders.work_order where client_id = 2 and contractor_id = 2 order by id limit 1");
    await api("POST", "/WorkOrderNotes", { token: admin, json: { WorkOrderId: mine, Note: "staff only: the margin", PrivateNote: true } });
    await api("POST", "/WorkOrderNotes", { token: admin, json: { WorkOrderId: mine, Note: "for everyone", PrivateNote: false } });
  });

  it("answers another tenant's order's documents, notes and links as a missing order's, to both portals", async () => {
    for (const token of [client1, contractor1]) {
      for (const path of [
        `/Documents?entityName=WorkOrder&entityId=${theirs}`,
        `/WorkOrderNotes?workOrderId=${theirs}&page=1&pageSize=20`,
        `/LinkedWorkOrders?workOrderId=${theirs}`,
      ]) {
        expect({ path, status: (await api("GET", path, { token })).status }).toEqual({ path, status: 404 });
      }
    }
  });

  it("never gives a portal user a private note, in the list or by id, whatever it asks", async () => {
    const q = `query ($w: Int!, $p: Boolean) { workOrderNotes(workOrderId: $w, privateNote: $p) { totalCount totalCountExact nodes { id note } } }`;
    const [priv] = await sql(db(), "select id from work_orders.work_order_note where work_order_id = $1 and private_note order by id desc limit 1", [
      mine,
    ]);
    for (const token of [client1, contractor1]) {
      const all = await gql(q, token, { w: mine });
      expect(all.errors).toBeUndefined();
      expect(all.data.workOrderNotes.nodes.map((n: { note: string }) => n.note)).not.toContain("staff only: the margin");
      expect(all.data.workOrderNotes.nodes.map((n: { note: string }) => n.note)).toContain("for everyone");
      expect(all.data.workOrderNotes.totalCount).toBe(all.data.workOrderNotes.nodes.length);
      expect((await gql(q, token, { w: mine, p: true })).data.workOrderNotes).toEqual({ totalCount: 0, totalCountExact: true, nodes: [] });
      expect((await api("GET", `/WorkOrderNotes/${priv!.id}`, { token })).status).toBe(404);
    }
    const staff = await gql(q, admin, { w: mine, p: true });
    expect(staff.data.workOrderNotes.nodes.map((n: { note: string }) => n.note)).toContain("staff only: the margin");
  });

  it("keeps the outbox and a work order's audits and messages to staff", async () => {
    for (const token of [client1, contractor1]) {
      for (const query of [
        `{ outboxMessages { totalCount } }`,
        `{ workOrderNotifications(workOrderId: ${mine}) { totalCount } }`,
        `{ workOrderAudits(workOrderId: ${mine}) { totalCount } }`,
      ]) {
        expect((await gql(query, token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      }
    }
  });
});
