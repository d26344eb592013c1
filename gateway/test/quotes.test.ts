import { gatewayUrl, graphql, pdfText, sql } from "@wo/shared/testing";
import { api, login } from "./http";

/** Quotes and their items over the legacy REST calls (portals §2.10, §3, §7), and the quote PDF. */
const db = <T extends Record<string, any> = any>(text: string, params: unknown[] = []) => sql<T>(process.env.TEST_STACK_DB_URL!, text, params);

const ROW_FIELDS = [
  "id",
  "EntityId",
  "BillingStatus",
  "QuoteRef",
  "ContractorName",
  "ClientName",
  "WorkOrderName",
  "AMPMQuoteRef",
  "BillingDate",
  "Summary",
  "TotalAmountExTax",
];
const MODEL_FIELDS = [
  "id",
  "BillingStatus",
  "BillingStatusId",
  "BillingTypeId",
  "QuoteRef",
  "AMPMQuoteRef",
  "BillingDate",
  "Summary",
  "TotalAmountExTax",
  "EntityId",
  "EntityName",
];
const PORTAL_FIELDS = ["Dated", "AMPMQuoteRef", "QuoteRef", "Site", "Summary", "Cost", "Status"];
const ITEM_FIELDS = [
  "id",
  "BillingId",
  "BillingTypeId",
  "BillingItemTypeId",
  "Description",
  "TaxRate",
  "ItemAmountExTax",
  "Units",
  "ItemAmountIncTax",
  "LineAmountExTax",
  "Unit",
  "TaxAmount",
  "Quantity",
  "ItemCostPriceExTax",
  "LineAmountIncTax",
];

const t: Record<string, string> = {};
/** An order of client 1 given to contractor 1 awaiting a quote, and one of client 2 given to contractor 2. */
let mine: { id: number; ref_no: string };
let theirs: { id: number; ref_no: string };

beforeAll(async () => {
  for (const [who, email] of Object.entries({
    admin: "admin@example.com",
    finance: "finance@example.com",
    sales: "sales@example.com",
    client1: "client@example.com",
    client2: "client2@example.com",
    contractor1: "contractor@example.com",
    contractor2: "contractor2@example.com",
  })) {
    t[who] = await login(email);
  }
  [mine] = (await db(
    "select id, ref_no from work_orders.work_order where client_id = 1 and contractor_id = 1 and work_order_status_id = 3 order by id desc limit 1",
  )) as [typeof mine];
  [theirs] = (await db(
    "select id, ref_no from work_orders.work_order where client_id = 2 and contractor_id = 2 and work_order_status_id in (2, 3) order by id desc limit 1",
  )) as [typeof theirs];
});

/** A new Draft of contractor 1 on its order, through POST /api/Billings. */
async function draft(summary = "Replace the failed pump"): Promise<any> {
  const r = await api("POST", "/Billings", { token: t.contractor1, json: { id: 0, EntityId: mine.id, EntityName: "WorkOrder", Summary: summary } });
  expect(r.status).toBe(200);
  return r.body;
}

const setStatus = (id: number, status: number) => db("update billing.billing set billing_status_id = $1 where id = $2", [status, id]);

describe("GET /api/Billings (the quotations grid)", () => {
  it("answers staff every quote as the §3 Quotation row, sorted by billing date, searched and paged", async () => {
    const r = await api("GET", "/Billings?page=1&pageSize=20", { token: t.sales });
    expect(r.status).toBe(200);
    const [{ n }] = await db("select count(*)::int as n from billing.billing");
    expect(r.body.Total).toBeGreaterThanOrEqual(n - 5);
    expect(r.body.Data).toHaveLength(20);
    expect(Object.keys(r.body.Data[0])).toEqual(expect.arrayContaining(ROW_FIELDS));
    expect(typeof r.body.Data[0].TotalAmountExTax).toBe("number");
    const dates = r.body.Data.map((d: any) => d.BillingDate);
    expect(dates).toEqual([...dates].sort());

    const [q] = await db("select id, quote_ref, work_order_id from billing.billing where ampm_quote_ref is not null order by id limit 1");
    const found = await api("GET", `/Billings?search=${q.quote_ref.toLowerCase()}`, { token: t.sales });
    expect(found.body.Data.map((d: any) => d.id)).toEqual([q.id]);
    expect(found.body.Data[0]).toMatchObject({ EntityId: q.work_order_id, QuoteRef: q.quote_ref, EntityName: "WorkOrder" });

    const sorted = await api("GET", "/Billings?pageSize=50&sort=TotalAmountExTax_DESC", { token: t.sales });
    const totals = sorted.body.Data.map((d: any) => d.TotalAmountExTax);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
    for (const field of ["Dated", "QuoteRef", "ContractorName", "ClientName", "WorkOrderName", "AMPMQuoteRef", "Summary", "BillingStatus", "Site"]) {
      expect([field, (await api("GET", `/Billings?pageSize=5&sort=${field}_DESC`, { token: t.sales })).status]).toEqual([field, 200]);
    }
    const bad = await api("GET", "/Billings?sort=Nope_ASC", { token: t.sales });
    expect(bad).toEqual({ status: 400, body: { Message: "Unknown sort field: Nope" } });
  });

  it("answers a client only the quotes sent to it, never a draft, and a contractor only its own", async () => {
    const d = await draft("A draft no client may see");
    const client = await api("GET", "/Billings?pageSize=1000&search=draft no client", { token: t.client1 });
    expect(client.body.Data).toEqual([]);
    // another client's id restricts the client's own rows further: to none
    expect((await api("GET", "/Billings?pageSize=1000&clientId=2", { token: t.client1 })).body).toEqual({ Data: [], Total: 0 });
    const all = await api("GET", "/Billings?pageSize=1000", { token: t.client1 });
    expect(all.status).toBe(200);
    const ids = all.body.Data.map((x: any) => x.id);
    const rows = await db("select id, client_id, billing_status_id from billing.billing where id = any($1)", [ids]);
    expect(rows.every((x) => x.client_id === 1 && x.billing_status_id !== 1)).toBe(true);
    expect(ids.length).toBeGreaterThan(0);
    expect((await api("GET", "/Billings?pageSize=1000&contractorId=2", { token: t.contractor1 })).body).toEqual({ Data: [], Total: 0 });
    const contractor = await api("GET", "/Billings?pageSize=1000", { token: t.contractor1 });
    const own = await db("select contractor_id from billing.billing where id = any($1)", [contractor.body.Data.map((x: any) => x.id)]);
    expect(own.every((x) => x.contractor_id === 1)).toBe(true);
    expect(contractor.body.Data.map((x: any) => x.id)).toContain(d.id);
  });
});

describe("the generic model calls for Billings", () => {
  it("answers GET /api/Billings/0 with a new Draft for the order named", async () => {
    const r = await api("GET", `/Billings/0?entityId=${mine.id}`, { token: t.contractor1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: 0, EntityId: mine.id, EntityName: "WorkOrder", BillingStatusId: 1, BillingTypeId: 1, QuoteRef: null });
    expect((await api("GET", "/Billings/0")).status).toBe(401);
  });

  it("creates a contractor's quote as a Draft (POST), and reads it back as the §3 Quote model (GET)", async () => {
    const q = await draft();
    expect(q).toMatchObject({
      EntityId: mine.id,
      EntityName: "WorkOrder",
      BillingStatusId: 1,
      BillingStatus: "Draft",
      BillingTypeId: 1,
      QuoteRef: `QT${String(q.id).padStart(6, "0")}`,
      AMPMQuoteRef: null,
      Summary: "Replace the failed pump",
      TotalAmountExTax: 0,
      WorkOrderName: mine.ref_no,
    });
    const read = await api("GET", `/Billings/${q.id}`, { token: t.contractor1 });
    expect(read.status).toBe(200);
    expect(Object.keys(read.body)).toEqual(expect.arrayContaining(MODEL_FIELDS));
    // a client never reads a draft; another contractor nothing of contractor 1's
    for (const who of ["client1", "client2", "contractor2"]) {
      expect([who, await api("GET", `/Billings/${q.id}`, { token: t[who] })]).toEqual([who, { status: 404, body: { Message: "No data found!" } }]);
    }
    await setStatus(q.id, 2);
    expect((await api("GET", `/Billings/${q.id}`, { token: t.client1 })).status).toBe(200);
    expect((await api("GET", `/Billings/${q.id}`, { token: t.client2 })).status).toBe(404);
  });

  it("refuses with the spec's messages: 'Required fields', another tenant's order, the AMPM Quote Ref, an accepted quote", async () => {
    const required = await api("POST", "/Billings", { token: t.contractor1, json: { EntityId: mine.id, Summary: "" } });
    expect(required).toEqual({ status: 400, body: { Message: "Required fields", ModelState: { Summary: ["Summary is required"] } } });
    expect((await api("POST", "/Billings", { token: t.contractor1, json: { EntityId: theirs.id, Summary: "x" } })).status).toBe(404);
    expect((await api("POST", "/Billings", { token: t.client1, json: { EntityId: mine.id, Summary: "x" } })).status).toBe(403);
    expect((await api("POST", "/Billings", { token: t.sales, json: { EntityId: mine.id, Summary: "x" } })).status).toBe(403);
    expect(await api("POST", "/Billings", { token: t.contractor1, json: { EntityId: "x", Summary: "x" } })).toEqual({
      status: 400,
      body: { Message: "entityid: must be a whole number" },
    });

    const q = await draft();
    const ampm = await api("PUT", `/Billings/${q.id}`, { token: t.contractor1, json: { ...q, AMPMQuoteRef: "MINE" } });
    expect(ampm).toEqual({
      status: 400,
      body: { Message: "Only staff may set the AMPM Quote Ref", ModelState: { AmpmQuoteRef: ["Only staff may set the AMPM Quote Ref"] } },
    });
    await setStatus(q.id, 2);
    const staff = await api("PUT", `/Billings/${q.id}`, { token: t.finance, json: { ...q, AMPMQuoteRef: "AMPM-900", Version: null } });
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ AMPMQuoteRef: "AMPM-900", BillingStatusId: 2 });
    // sent: the contractor waits for the client's answer; rejected, it reworks the quote into a draft
    const waiting = await api("PUT", `/Billings/${q.id}`, { token: t.contractor1, json: { ...staff.body, Summary: "Reworked" } });
    expect(waiting.body).toEqual({ Message: "This quote is awaiting the client's answer: it cannot be changed until then", ModelState: {} });
    await setStatus(q.id, 3);
    const rework = await api("PUT", `/Billings/${q.id}`, { token: t.contractor1, json: { ...staff.body, Summary: "Reworked", Version: null } });
    expect(rework.body).toMatchObject({ Summary: "Reworked", BillingStatusId: 1, AMPMQuoteRef: "AMPM-900" });
    await setStatus(q.id, 4);
    const accepted = await api("PUT", `/Billings/${q.id}`, { token: t.contractor1, json: { Summary: "Again" } });
    expect(accepted).toEqual({ status: 400, body: { Message: "Quote already accepted!", ModelState: {} } });
    const stale = await api("PUT", `/Billings/${q.id}`, { token: t.finance, json: { Summary: "Reworked", AMPMQuoteRef: "AMPM-901", Version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toBe("This quote was changed by someone else: reload it and try again");
    expect((await api("GET", "/Billings/abc", { token: t.admin })).status).toBe(400);
  });

  it("deletes a quote (DELETE /api/Billings/{id}), never an accepted one, and only the caller's own", async () => {
    const q = await draft();
    expect((await api("DELETE", `/Billings/${q.id}`, { token: t.contractor2 })).status).toBe(404);
    expect((await api("DELETE", `/Billings/${q.id}`, { token: t.client1 })).status).toBe(403);
    expect(await api("DELETE", `/Billings/${q.id}`, { token: t.contractor1 })).toEqual({ status: 200, body: { id: q.id, Message: "Quote Deleted" } });
    expect((await api("GET", `/Billings/${q.id}`, { token: t.admin })).status).toBe(404);
    const [accepted] = await db("select id from billing.billing where billing_status_id = 4 order by id limit 1");
    expect(await api("DELETE", `/Billings/${accepted.id}`, { token: t.admin })).toEqual({
      status: 400,
      body: { Message: "An accepted quote cannot be deleted" },
    });
  });
});

describe("/api/BillingItems", () => {
  it("adds, lists (page size 0: all), changes and deletes a quote's items, the totals to the penny", async () => {
    const q = await draft();
    const add = (json: Record<string, unknown>) => api("POST", "/BillingItems", { token: t.contractor1, json: { id: 0, BillingId: q.id, ...json } });
    const a = await add({ Description: "Engineer (3 hours)", Units: 3, ItemAmountExTax: 33.333, TaxRate: 0.2, BillingItemTypeId: 1 });
    expect(a.status).toBe(200);
    expect(Object.keys(a.body)).toEqual(expect.arrayContaining(ITEM_FIELDS));
    expect(a.body).toMatchObject({
      BillingId: q.id,
      BillingTypeId: 1,
      Units: 3,
      Quantity: 3,
      ItemAmountExTax: 33.333,
      ItemCostPriceExTax: 33.333,
      TaxRate: 0.2,
      LineAmountExTax: 100,
      TaxAmount: 20,
      LineAmountIncTax: 120,
      ItemAmountIncTax: 40,
      Unit: null,
    });
    const b = await add({ Description: "Fittings", Quantity: "7", ItemCostPriceExTax: "1.115", TaxRate: "0.175" });
    expect(b.body).toMatchObject({ LineAmountExTax: 7.81, TaxAmount: 1.37, LineAmountIncTax: 9.18 });
    const model = await api("GET", `/Billings/${q.id}`, { token: t.contractor1 });
    expect(model.body).toMatchObject({ TotalAmountExTax: 107.81, TotalTax: 21.37, TotalAmountIncTax: 129.18 });

    const items = await api("GET", `/BillingItems?billingId=${q.id}&pageSize=0`, { token: t.contractor1 });
    expect(items.status).toBe(200);
    expect(items.body.Total).toBe(2);
    expect(items.body.Data.map((i: any) => i.Description)).toEqual(["Engineer (3 hours)", "Fittings"]);

    const put = await api("PUT", `/BillingItems/${a.body.id}`, { token: t.contractor1, json: { ...a.body, Units: 1 } });
    expect(put.body).toMatchObject({ LineAmountExTax: 33.33, TaxAmount: 6.67 });
    expect(await api("DELETE", `/BillingItems/${b.body.id}`, { token: t.contractor1 })).toEqual({
      status: 200,
      body: { id: b.body.id, Message: "Billing item deleted" },
    });
    expect((await api("GET", `/Billings/${q.id}`, { token: t.contractor1 })).body).toMatchObject({ TotalAmountExTax: 33.33, TotalAmountIncTax: 40 });
  });

  it("refuses a line without its required fields, with bad numbers, on another tenant's quote or by a client", async () => {
    const q = await draft();
    const required = await api("POST", "/BillingItems", {
      token: t.contractor1,
      json: { BillingId: q.id, Description: "", Units: "", ItemAmountExTax: null },
    });
    expect(required).toEqual({
      status: 400,
      body: {
        Message: "Required fields",
        ModelState: { Description: ["Description is required"], ItemAmountExTax: ["Amount is required"], Units: ["Units is required"] },
      },
    });
    const units = await api("POST", "/BillingItems", {
      token: t.contractor1,
      json: { BillingId: q.id, Description: "x", Units: 0, ItemAmountExTax: 1 },
    });
    expect(units).toEqual({
      status: 400,
      body: { Message: "Units must be 1 or more, with up to 3 decimals", ModelState: { Units: [expect.any(String)] } },
    });
    const amount = await api("POST", "/BillingItems", {
      token: t.contractor1,
      json: { BillingId: q.id, Description: "x", Units: 1, ItemAmountExTax: 1.2345 },
    });
    expect(amount.body.Message).toBe("Amount must be 0 or more, with up to 3 decimals");
    const notANumber = await api("POST", "/BillingItems", {
      token: t.contractor1,
      json: { BillingId: q.id, Description: "x", Units: "two", ItemAmountExTax: 1 },
    });
    expect(notANumber).toEqual({ status: 400, body: { Message: "units: must be a number" } });
    expect(
      (await api("POST", "/BillingItems", { token: t.contractor2, json: { BillingId: q.id, Description: "x", Units: 1, ItemAmountExTax: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await api("POST", "/BillingItems", { token: t.client1, json: { BillingId: q.id, Description: "x", Units: 1, ItemAmountExTax: 1 } })).status,
    ).toBe(403);
    expect((await api("GET", `/BillingItems?billingId=${q.id}`, { token: t.client1 })).status).toBe(404);
    expect((await api("GET", `/BillingItems?billingId=${q.id}`, { token: t.contractor2 })).status).toBe(404);
    expect((await api("GET", "/BillingItems", { token: t.contractor1 })).body).toEqual({ Data: [], Total: 0 });
  });

  it("serves the item types (GET /api/BillingItemTypes)", async () => {
    const r = await api("GET", "/BillingItemTypes", { token: t.contractor1 });
    expect(r.status).toBe(200);
    expect(r.body[0]).toEqual({ id: 1, Name: "Labour" });
  });
});

describe("the portals' quote calls", () => {
  it("lists a client's quotes (CustomerPortalQuotes), an order's (…WorkOrderQuotes) and a quote's items (…WorkOrderBillingItems), never a draft", async () => {
    const sent = await draft("Sent to client 1");
    await api("POST", "/BillingItems", { token: t.contractor1, json: { BillingId: sent.id, Description: "Labour", Units: 2, ItemAmountExTax: 45 } });
    await setStatus(sent.id, 2);
    const hidden = await draft("Still a draft");

    const quotes = await api("GET", "/ClientPortal/CustomerPortalQuotes?page=1&pageSize=1000&clientId=1&sort=Dated_DESC", { token: t.client1 });
    expect(quotes.status).toBe(200);
    expect(Object.keys(quotes.body.Data[0])).toEqual(expect.arrayContaining(PORTAL_FIELDS));
    const ids = quotes.body.Data.map((q: any) => q.id);
    expect(ids).toContain(sent.id);
    expect(ids).not.toContain(hidden.id);
    expect(quotes.body.Data.find((q: any) => q.id === sent.id)).toMatchObject({ Cost: 90, Status: "Sent for Approval", Summary: "Sent to client 1" });
    expect(
      (await api("GET", "/ClientPortal/CustomerPortalQuotes?clientId=1", { token: t.client2 })).body.Data.every((q: any) => !ids.includes(q.id)),
    ).toBe(true);

    const ofOrder = await api("GET", `/ClientPortal/CustomerPortalWorkOrderQuotes?entityId=${mine.id}&entityName=WorkOrder&page=1&pageSize=20`, {
      token: t.client1,
    });
    expect(ofOrder.body.Data.map((q: any) => q.id)).toContain(sent.id);
    expect(ofOrder.body.Data.map((q: any) => q.id)).not.toContain(hidden.id);
    expect(
      (await api("GET", `/ClientPortal/CustomerPortalWorkOrderQuotes?entityId=${mine.id}&entityName=WorkOrder`, { token: t.client2 })).body,
    ).toEqual({
      Data: [],
      Total: 0,
    });

    const items = await api("GET", `/ClientPortal/CustomerPortalWorkOrderBillingItems?entityId=${sent.id}&entityName=Quote`, { token: t.client1 });
    expect(items.body).toMatchObject({ Total: 1, Data: [{ Description: "Labour", LineAmountExTax: 90, LineAmountIncTax: 108 }] });
    expect(
      (await api("GET", `/ClientPortal/CustomerPortalWorkOrderBillingItems?entityId=${hidden.id}&entityName=Quote`, { token: t.client1 })).status,
    ).toBe(404);

    const contractor = await api("GET", `/ContractorPortal/ContractorPortalWorkOrderQuotes?workOrderId=${mine.id}`, { token: t.contractor1 });
    expect(contractor.body.Data.map((q: any) => q.id)).toEqual(expect.arrayContaining([sent.id, hidden.id]));
    expect((await api("GET", `/ContractorPortal/ContractorPortalWorkOrderQuotes?workOrderId=${mine.id}`, { token: t.contractor2 })).body.Total).toBe(
      0,
    );
  });

  it("adds WorkOrder.quotes to the graph, with the same tenancy", async () => {
    const q = `query($id: Int!) { workOrder(id: $id) { refNo quotes { quoteRef billingStatusId totalAmountExTax } } }`;
    const staff = await graphql<any>(`${gatewayUrl()}/graphql`, q, { id: mine.id }, t.admin);
    expect(staff.errors).toBeUndefined();
    expect(staff.data.workOrder.quotes.length).toBeGreaterThan(0);
    const client = await graphql<any>(`${gatewayUrl()}/graphql`, q, { id: mine.id }, t.client1);
    expect(client.data.workOrder.quotes.every((x: any) => x.billingStatusId !== 1)).toBe(true);
  });
});

describe("GET /api/pdf/{workOrderId}/contractorquotpdf", () => {
  const download = (id: number | string, token?: string) =>
    fetch(`${gatewayUrl()}/api/pdf/${id}/contractorquotpdf`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("answers the order's quotes the caller may see as a PDF named Quote-<reference>.pdf; another tenant's order 404", async () => {
    const sent = await draft("Printed quote");
    await api("POST", "/BillingItems", { token: t.contractor1, json: { BillingId: sent.id, Description: "Pump", Units: 1, ItemAmountExTax: 250 } });
    await setStatus(sent.id, 2);
    const hidden = await draft("Unprinted draft");

    const res = await download(mine.id, t.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Quote-${mine.ref_no}.pdf"; filename*=UTF-8''Quote-${mine.ref_no}.pdf`);
    const text = (await pdfText(Buffer.from(await res.arrayBuffer()))).join("\n").replace(/\s+/g, " ");
    expect(text).toContain(sent.QuoteRef);
    expect(text).toContain(hidden.QuoteRef);
    expect(text).toContain("Total inc tax £300.00");

    const client = await download(mine.id, t.client1);
    const clientText = (await pdfText(Buffer.from(await client.arrayBuffer()))).join("\n");
    expect(clientText).toContain(sent.QuoteRef);
    expect(clientText).not.toContain(hidden.QuoteRef);

    for (const [who, id] of [
      ["client2", mine.id],
      ["contractor2", mine.id],
      ["client1", theirs.id],
      ["contractor1", theirs.id],
    ] as const) {
      const r = await download(id, t[who]);
      expect([who, r.status, await r.json()]).toEqual([who, 404, { Message: "No data found!" }]);
    }
    const none = await download(mine.id);
    expect([none.status, await none.json()]).toEqual([401, { Message: "Not signed in" }]);
    const bad = await download("abc", t.admin);
    expect([bad.status, await bad.json()]).toEqual([400, { Message: "WorkOrderId must name a work order" }]);
  });
});
