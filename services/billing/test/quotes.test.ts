import { errorCode, graphql, pdfText, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { NotFoundError } from "@wo/shared";
import { renderQuotePdf } from "../src/modules/quote/pdf/quote-pdf";
import { billingService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};
const db = <T extends Record<string, any> = any>(text: string, params: unknown[] = []) => sql<T>(svc.db.url, text, params);
const gql = (who: string, query: string, variables: Record<string, unknown> = {}) => graphql<any>(svc.url, query, variables, tokens[who]);

/** Orders of client 1 given to contractor 1 (and one of client 2's given to contractor 2), in the statuses the rules care about. */
let awaitingQuote: number;
let awaitingQuote2: number;
let closedOrder: number;
let otherOrder: number;

const SAVE_QUOTE = `mutation($input: SaveQuoteInput!) { saveQuote(input: $input) {
  quote { id quoteRef workOrderId clientId contractorId siteId billingStatusId billingStatus summary ampmQuoteRef billingDate version
          totalAmountExTax totalTax totalAmountIncTax workOrderRef clientName contractorName siteName entityName }
  error { code message fieldErrors { field message } } } }`;
const SAVE_ITEM = `mutation($input: SaveBillingItemInput!) { saveBillingItem(input: $input) {
  item { id billingId description units itemAmountExTax taxRate lineAmountExTax taxAmount lineAmountIncTax itemAmountIncTax sortOrder billingItemType }
  quote { id billingStatusId totalAmountExTax totalTax totalAmountIncTax }
  error { code message fieldErrors { field message } } } }`;
const DELETE_ITEM = `mutation($id: Int!) { deleteBillingItem(id: $id) { deletedId quote { id totalAmountExTax totalTax totalAmountIncTax billingStatusId } error { code message } } }`;
const DELETE_QUOTE = `mutation($id: Int!) { deleteQuote(id: $id) { deletedId error { code message } } }`;
const QUOTES = `query($search: String, $sort: [QuoteSortInput!], $workOrderId: Int, $clientId: Int, $pageSize: Int! = 1000) {
  quotes(search: $search, sort: $sort, workOrderId: $workOrderId, clientId: $clientId, pageSize: $pageSize) {
    totalCount nodes { id quoteRef ampmQuoteRef summary billingStatusId billingDate clientId contractorId workOrderRef clientName contractorName siteName billingStatus totalAmountExTax } } }`;

async function newQuote(who: string, workOrderId: number, summary = "Replace the failed pump"): Promise<any> {
  const r = await gql(who, SAVE_QUOTE, { input: { workOrderId, summary } });
  expect(r.errors).toBeUndefined();
  expect(r.data.saveQuote.error).toBeNull();
  return r.data.saveQuote.quote;
}

async function addItem(who: string, billingId: number, item: Record<string, unknown>): Promise<any> {
  const r = await gql(who, SAVE_ITEM, { input: { billingId, ...item } });
  expect(r.errors).toBeUndefined();
  return r.data.saveBillingItem;
}

/** Sets a quote's status in the database (what the quote decisions' send, accept and reject do through their own calls). */
const setStatus = (id: number, status: number) => db("update billing.billing set billing_status_id = $1 where id = $2", [status, id]);

beforeAll(async () => {
  svc = await startTestService(billingService, "quotes");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.finance = await tokenFor(viewers.staff(5, { reporting: "full", contracts: "full" }));
  tokens.sales = await tokenFor(viewers.staff(1, { customers: "read", reporting: "read" }));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  tokens.contractor2 = await tokenFor(viewers.contractor(2));
  const pick = async (where: string) => Number((await db(`select id from work_orders.work_order where ${where} order by id limit 1`))[0]!.id);
  awaitingQuote = await pick("client_id = 1 and contractor_id = 1 and work_order_status_id = 3");
  awaitingQuote2 = await pick(`client_id = 1 and contractor_id = 1 and work_order_status_id in (2, 3) and id <> ${awaitingQuote}`);
  closedOrder = await pick("client_id = 1 and contractor_id = 1 and work_order_status_id = 6");
  otherOrder = await pick("client_id = 2 and contractor_id = 2 and work_order_status_id in (2, 3)");
}, 60_000);
afterAll(() => svc?.stop());

describe("the demo quotes", () => {
  it("come in every status, each with one to four items, and totals that are the sums of the items' rounded amounts", async () => {
    const statuses = await db(`select billing_status_id as s, count(*)::int as n from billing.billing group by 1 order by 1`);
    expect(statuses.map((r) => r.s)).toEqual([1, 2, 3, 4, 5, 6]);
    const [counts] = await db(`select min(n)::int as least, max(n)::int as most from (
      select count(bi.id) as n from billing.billing q left join billing.billing_item bi on bi.billing_id = q.id group by q.id) x`);
    expect(counts).toEqual({ least: 1, most: 4 });
    const wrong = await db(`select q.id from billing.billing q join (
        select billing_id, sum(line_amount_ex_tax) ex, sum(tax_amount) tax, sum(line_amount_inc_tax) inc from billing.billing_item group by 1) s
        on s.billing_id = q.id
      where q.total_amount_ex_tax <> s.ex or q.total_tax <> s.tax or q.total_amount_inc_tax <> s.inc or q.total_amount_ex_tax + q.total_tax <> q.total_amount_inc_tax`);
    expect(wrong).toEqual([]);
    // sent ones on orders awaiting approval; drafts, rejected and alternatives on orders awaiting a quote
    const misplaced = await db(`select q.id from billing.billing q join work_orders.work_order w on w.id = q.work_order_id
      where (q.billing_status_id = 2 and w.work_order_status_id <> 4) or (q.billing_status_id in (1, 3, 5) and w.work_order_status_id <> 3)
         or q.client_id <> w.client_id or q.contractor_id <> w.contractor_id or q.site_id <> w.site_id`);
    expect(misplaced).toEqual([]);
    // each portal user of the demo has quotes to see
    for (const who of ["client1", "client2", "contractor1", "contractor2"]) {
      expect([who, (await gql(who, QUOTES)).data.quotes.totalCount > 0]).toEqual([who, true]);
    }
  });
});

describe("saving a quote", () => {
  it("creates a Draft for the order, with the order's client, contractor and site, a QT reference and today's date", async () => {
    const before = Date.now();
    const q = await newQuote("contractor1", awaitingQuote);
    const [order] = await db("select client_id, contractor_id, site_id, ref_no from work_orders.work_order where id = $1", [awaitingQuote]);
    expect(q).toMatchObject({
      quoteRef: `QT${String(q.id).padStart(6, "0")}`,
      workOrderId: awaitingQuote,
      clientId: order.client_id,
      contractorId: 1,
      siteId: order.site_id,
      billingStatusId: 1,
      billingStatus: "Draft",
      summary: "Replace the failed pump",
      ampmQuoteRef: null,
      totalAmountExTax: "0.00",
      workOrderRef: order.ref_no,
      contractorName: expect.any(String),
      clientName: expect.any(String),
      siteName: expect.any(String),
      entityName: "WorkOrder",
    });
    expect(new Date(q.billingDate).getTime()).toBeGreaterThanOrEqual(before - 5000);
    const [audit] = await db(`select action_taken from billing.audit_trail where entity_name = 'Quote' and entity_id = $1`, [String(q.id)]);
    expect(audit.action_taken).toBe(`Created quote ${q.quoteRef} for work order ${order.ref_no}`);
  });

  it("asks for the required fields: 'Required fields' with the fields' errors", async () => {
    const r = await gql("contractor1", SAVE_QUOTE, { input: { summary: "  " } });
    expect(r.data.saveQuote).toEqual({
      quote: null,
      error: {
        code: "REQUIRED",
        message: "Required fields",
        fieldErrors: [
          { field: "workOrderId", message: "Work order is required" },
          { field: "summary", message: "Summary is required" },
        ],
      },
    });
  });

  it("lets a contractor quote only on orders whose contractor it is, and not once they are closed", async () => {
    expect(errorCode(await gql("contractor1", SAVE_QUOTE, { input: { workOrderId: otherOrder, summary: "x" } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor2", SAVE_QUOTE, { input: { workOrderId: awaitingQuote, summary: "x" } }))).toBe("NOT_FOUND");
    const closed = await gql("contractor1", SAVE_QUOTE, { input: { workOrderId: closedOrder, summary: "x" } });
    expect(closed.data.saveQuote.error).toMatchObject({
      code: "ORDER_CLOSED",
      message: "Quotes cannot be changed on a work order that is Closed, Completed, Cancelled or Submitted",
    });
    // clients never write quotes; staff need reporting at full
    expect(errorCode(await gql("client1", SAVE_QUOTE, { input: { workOrderId: awaitingQuote, summary: "x" } }))).toBe("FORBIDDEN");
    expect(errorCode(await gql("sales", SAVE_QUOTE, { input: { workOrderId: awaitingQuote, summary: "x" } }))).toBe("FORBIDDEN");
    expect((await newQuote("finance", closedOrder, "Staff may quote on any order")).contractorId).toBe(1);
  });

  it("keeps the AMPM Quote Ref to staff, in any status, and the status as it was when staff save", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    const refused = await gql("contractor1", SAVE_QUOTE, { input: { id: q.id, summary: q.summary, ampmQuoteRef: "MINE" } });
    expect(refused.data.saveQuote.error).toEqual({
      code: "STAFF_ONLY",
      message: "Only staff may set the AMPM Quote Ref",
      fieldErrors: [{ field: "ampmQuoteRef", message: "Only staff may set the AMPM Quote Ref" }],
    });
    await setStatus(q.id, 3);
    const staff = await gql("finance", SAVE_QUOTE, { input: { id: q.id, summary: q.summary, ampmQuoteRef: " AMPM-77 " } });
    expect(staff.data.saveQuote.quote).toMatchObject({ ampmQuoteRef: "AMPM-77", billingStatusId: 3 });
    // the contractor's form sends the reference back as it read it: that is no change
    const same = await gql("contractor1", SAVE_QUOTE, { input: { id: q.id, summary: "Pump and valve", ampmQuoteRef: "AMPM-77" } });
    expect(same.data.saveQuote.quote).toMatchObject({ ampmQuoteRef: "AMPM-77", summary: "Pump and valve", billingStatusId: 1 });
    for (const status of [4, 6]) {
      await setStatus(q.id, status);
      const ref = await gql("admin", SAVE_QUOTE, { input: { id: q.id, summary: "Pump and valve", ampmQuoteRef: `AMPM-${status}` } });
      expect(ref.data.saveQuote.quote).toMatchObject({ ampmQuoteRef: `AMPM-${status}`, billingStatusId: status });
    }
  });

  it("makes every save by the contractor a Draft again: a Rejected or Alternative Requested quote being reworked", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    for (const status of [3, 5]) {
      await setStatus(q.id, status);
      const r = await gql("contractor1", SAVE_QUOTE, { input: { id: q.id, summary: `Reworked from ${status}` } });
      expect(r.data.saveQuote.quote).toMatchObject({ billingStatusId: 1, summary: `Reworked from ${status}` });
    }
    await setStatus(q.id, 3);
    await addItem("contractor1", q.id, { description: "Labour", units: "1", itemAmountExTax: "50" });
    expect((await db("select billing_status_id from billing.billing where id = $1", [q.id]))[0].billing_status_id).toBe(1);
  });

  it("keeps a Sent quote as the client received it: its contractor may neither change nor delete it until the client answers", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    const { item } = await addItem("contractor1", q.id, { description: "Labour", units: "2", itemAmountExTax: "40" });
    await setStatus(q.id, 2);
    const awaiting = {
      code: "AWAITING_ANSWER",
      message: "This quote is awaiting the client's answer: it cannot be changed until then",
      fieldErrors: [],
    };
    expect((await gql("contractor1", SAVE_QUOTE, { input: { id: q.id, summary: "Changed" } })).data.saveQuote.error).toEqual(awaiting);
    const itemChange = await gql("contractor1", SAVE_ITEM, {
      input: { id: item.id, billingId: q.id, description: "More", units: "3", itemAmountExTax: "40" },
    });
    expect(itemChange.data.saveBillingItem.error).toEqual(awaiting);
    const deleted = await gql("contractor1", DELETE_QUOTE, { id: q.id });
    expect(deleted.data.deleteQuote.error).toEqual({ code: "AWAITING_ANSWER", message: "A quote awaiting the client's answer cannot be deleted" });
    const row = (await db("select billing_status_id, summary, total_amount_ex_tax::text as total from billing.billing where id = $1", [q.id]))[0];
    expect(row).toEqual({ billing_status_id: 2, summary: q.summary, total: "80.00" });
  });

  it("refuses changes to an Accepted ('Quote already accepted!') or Withdrawn quote, its items too, for staff as well", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    const { item } = await addItem("contractor1", q.id, { description: "Labour", units: "2", itemAmountExTax: "40" });
    const messages = {
      4: ["ACCEPTED", "Quote already accepted!"],
      6: ["WITHDRAWN", "This quote was withdrawn: it can no longer be changed"],
    } as const;
    for (const status of [4, 6] as const) {
      await setStatus(q.id, status);
      const [code, message] = messages[status];
      for (const who of ["contractor1", "finance"]) {
        const save = await gql(who, SAVE_QUOTE, { input: { id: q.id, summary: "Changed" } });
        expect([who, save.data.saveQuote.error]).toEqual([who, { code, message, fieldErrors: [] }]);
        const add = await gql(who, SAVE_ITEM, { input: { billingId: q.id, description: "More", units: "1", itemAmountExTax: "1" } });
        expect([who, add.data.saveBillingItem.error?.message]).toEqual([who, message]);
        const change = await gql(who, SAVE_ITEM, { input: { id: item.id, description: "Labour", units: "9", itemAmountExTax: "40" } });
        expect([who, change.data.saveBillingItem.error?.message]).toEqual([who, message]);
        const remove = await gql(who, DELETE_ITEM, { id: item.id });
        expect([who, remove.data.deleteBillingItem.error?.message]).toEqual([who, message]);
      }
    }
    const [row] = await db(
      "select summary, total_amount_ex_tax, (select count(*)::int from billing.billing_item where billing_id = $1) as items from billing.billing where id = $1",
      [q.id],
    );
    expect(row).toEqual({ summary: "Replace the failed pump", total_amount_ex_tax: "80.00", items: 1 });
  });

  it("refuses a stale version, and moving a quote to another order", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    await gql("contractor1", SAVE_QUOTE, { input: { id: q.id, summary: "First", version: q.version } });
    const stale = await gql("contractor1", SAVE_QUOTE, { input: { id: q.id, summary: "Second", version: q.version } });
    expect(stale.data.saveQuote.error).toMatchObject({ code: "STALE", message: "This quote was changed by someone else: reload it and try again" });
    const moved = await gql("contractor1", SAVE_QUOTE, { input: { id: q.id, summary: "First", workOrderId: awaitingQuote2 } });
    expect(moved.data.saveQuote.error).toMatchObject({ code: "INVALID", message: "A quote cannot move to another work order" });
  });
});

describe("items and totals", () => {
  it("works every line and the quote's totals out to the penny: sums of the rounded lines, never of the raw products", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    const a = await addItem("contractor1", q.id, { description: "Engineer (3 hours)", units: "3", itemAmountExTax: "33.333", billingItemTypeId: 1 });
    expect(a.item).toMatchObject({
      units: "3.000",
      itemAmountExTax: "33.333",
      taxRate: "0.2000",
      lineAmountExTax: "100.00",
      taxAmount: "20.00",
      lineAmountIncTax: "120.00",
      itemAmountIncTax: "40.000",
      sortOrder: 1,
      billingItemType: "Labour",
    });
    expect(a.quote).toMatchObject({ totalAmountExTax: "100.00", totalTax: "20.00", totalAmountIncTax: "120.00" });
    const b = await addItem("contractor1", q.id, { description: "Washer", units: "1", itemAmountExTax: "0.005" });
    expect(b.item).toMatchObject({ lineAmountExTax: "0.01", taxAmount: "0.00", lineAmountIncTax: "0.01", sortOrder: 2 });
    const c = await addItem("contractor1", q.id, { description: "Fittings", units: "7", itemAmountExTax: "1.115", taxRate: "0.175" });
    expect(c.item).toMatchObject({ lineAmountExTax: "7.81", taxAmount: "1.37", lineAmountIncTax: "9.18" });
    // 99.999 + 0.005 + 7.805 = 107.809 would round to 107.81; the quote is the sum of its lines as shown
    expect(c.quote).toMatchObject({ totalAmountExTax: "107.82", totalTax: "21.37", totalAmountIncTax: "129.19" });

    const changed = await gql("contractor1", SAVE_ITEM, {
      input: { id: a.item.id, description: "Engineer (2 hours)", units: "2", itemAmountExTax: "33.333" },
    });
    expect(changed.data.saveBillingItem.item).toMatchObject({ lineAmountExTax: "66.67", taxAmount: "13.33", taxRate: "0.2000" });
    expect(changed.data.saveBillingItem.quote).toMatchObject({ totalAmountExTax: "74.49", totalTax: "14.70", totalAmountIncTax: "89.19" });

    const removed = await gql("contractor1", DELETE_ITEM, { id: c.item.id });
    expect(removed.data.deleteBillingItem).toEqual({
      deletedId: c.item.id,
      quote: { id: q.id, totalAmountExTax: "66.68", totalTax: "13.33", totalAmountIncTax: "80.01", billingStatusId: 1 },
      error: null,
    });
    const items = await gql("contractor1", `query($id: Int!) { billingItems(billingId: $id, pageSize: 1000) { totalCount nodes { description } } }`, {
      id: q.id,
    });
    expect(items.data.billingItems).toEqual({ totalCount: 2, nodes: [{ description: "Engineer (2 hours)" }, { description: "Washer" }] });
  });

  it("keeps the totals right when items of one quote are saved at the same moment", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => addItem("contractor1", q.id, { description: `Part ${i}`, units: "3", itemAmountExTax: "33.333" })),
    );
    const [row] = await db("select total_amount_ex_tax, total_tax, total_amount_inc_tax from billing.billing where id = $1", [q.id]);
    expect(row).toEqual({ total_amount_ex_tax: "600.00", total_tax: "120.00", total_amount_inc_tax: "720.00" });
  });

  it("asks for description, amount and units ('Required fields'), then checks units, amount, tax rate and type", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    const required = await gql("contractor1", SAVE_ITEM, { input: { billingId: q.id, description: " " } });
    expect(required.data.saveBillingItem.error).toEqual({
      code: "REQUIRED",
      message: "Required fields",
      fieldErrors: [
        { field: "description", message: "Description is required" },
        { field: "itemAmountExTax", message: "Amount is required" },
        { field: "units", message: "Units is required" },
      ],
    });
    const wrong = async (item: Record<string, unknown>) =>
      (await gql("contractor1", SAVE_ITEM, { input: { billingId: q.id, description: "X", units: "1", itemAmountExTax: "1", ...item } })).data
        .saveBillingItem.error;
    expect(await wrong({ units: "0.5" })).toMatchObject({
      fieldErrors: [{ field: "units", message: "Units must be 1 or more, with up to 3 decimals" }],
    });
    expect(await wrong({ units: "1.0001" })).toMatchObject({ fieldErrors: [{ field: "units" }] });
    expect(await wrong({ itemAmountExTax: "-1" })).toMatchObject({
      fieldErrors: [{ field: "itemAmountExTax", message: "Amount must be 0 or more, with up to 3 decimals" }],
    });
    expect(await wrong({ itemAmountExTax: "1.2345" })).toMatchObject({ fieldErrors: [{ field: "itemAmountExTax" }] });
    expect(await wrong({ taxRate: "1.5" })).toMatchObject({
      fieldErrors: [{ field: "taxRate", message: "Tax rate must be from 0 to 1 (0.2 is 20% VAT), with up to 4 decimals" }],
    });
    expect(await wrong({ units: "999999999", itemAmountExTax: "99999999999" })).toMatchObject({
      fieldErrors: [{ field: "itemAmountExTax", message: "The line's total is too large" }],
    });
    expect(await wrong({ billingItemTypeId: 99 })).toMatchObject({ message: "Item type is not valid" });
    expect((await db("select count(*)::int as n from billing.billing_item where billing_id = $1", [q.id]))[0].n).toBe(0);
    // a zero rate and a zero price are prices too
    const free = await addItem("contractor1", q.id, { description: "Goodwill", units: "1", itemAmountExTax: "0", taxRate: "0" });
    expect(free.item).toMatchObject({ lineAmountIncTax: "0.00", taxRate: "0.0000" });
  });

  it("answers another tenant's quote or item as missing", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    const { item } = await addItem("contractor1", q.id, { description: "Labour", units: "1", itemAmountExTax: "10" });
    for (const who of ["contractor2"]) {
      expect(errorCode(await gql(who, SAVE_ITEM, { input: { billingId: q.id, description: "x", units: "1", itemAmountExTax: "1" } }))).toBe(
        "NOT_FOUND",
      );
      expect(errorCode(await gql(who, SAVE_ITEM, { input: { id: item.id, description: "x", units: "1", itemAmountExTax: "1" } }))).toBe("NOT_FOUND");
      expect(errorCode(await gql(who, SAVE_ITEM, { input: { id: item.id } }))).toBe("NOT_FOUND");
      expect(errorCode(await gql(who, DELETE_ITEM, { id: item.id }))).toBe("NOT_FOUND");
      expect(errorCode(await gql(who, SAVE_QUOTE, { input: { id: q.id, summary: "x" } }))).toBe("NOT_FOUND");
      expect(errorCode(await gql(who, DELETE_QUOTE, { id: q.id }))).toBe("NOT_FOUND");
    }
    for (const who of ["client1", "client2"]) expect(errorCode(await gql(who, DELETE_ITEM, { id: item.id }))).toBe("FORBIDDEN");
    expect((await db("select description from billing.billing_item where id = $1", [item.id]))[0].description).toBe("Labour");
  });
});

describe("deleting a quote", () => {
  it("deletes a contractor's own quote with its items; staff any; never an accepted one", async () => {
    const q = await newQuote("contractor1", awaitingQuote);
    await addItem("contractor1", q.id, { description: "Labour", units: "1", itemAmountExTax: "10" });
    expect((await gql("contractor1", DELETE_QUOTE, { id: q.id })).data.deleteQuote).toEqual({ deletedId: q.id, error: null });
    expect(await db("select id from billing.billing_item where billing_id = $1", [q.id])).toEqual([]);

    const accepted = await newQuote("contractor1", awaitingQuote);
    await setStatus(accepted.id, 4);
    for (const who of ["contractor1", "finance", "admin"]) {
      expect([who, (await gql(who, DELETE_QUOTE, { id: accepted.id })).data.deleteQuote]).toEqual([
        who,
        { deletedId: null, error: { code: "ACCEPTED", message: "An accepted quote cannot be deleted" } },
      ]);
    }
    const sent = await newQuote("contractor1", awaitingQuote);
    await setStatus(sent.id, 2);
    expect((await gql("finance", DELETE_QUOTE, { id: sent.id })).data.deleteQuote).toEqual({
      deletedId: null,
      error: { code: "AWAITING_ANSWER", message: "A quote awaiting the client's answer cannot be deleted" },
    });
    await setStatus(sent.id, 3);
    expect(errorCode(await gql("sales", DELETE_QUOTE, { id: sent.id }))).toBe("FORBIDDEN");
    expect(errorCode(await gql("client1", DELETE_QUOTE, { id: sent.id }))).toBe("FORBIDDEN");
    expect((await gql("finance", DELETE_QUOTE, { id: sent.id })).data.deleteQuote.deletedId).toBe(sent.id);
    const lines = await db(
      `select action_taken from billing.audit_trail where entity_name = 'Quote' and action = 'Deleted' and entity_id in ($1, $2)`,
      [String(q.id), String(sent.id)],
    );
    expect(lines.map((l) => l.action_taken).sort()).toEqual([`Deleted quote ${q.quoteRef}`, `Deleted quote ${sent.quoteRef}`].sort());
  });

  it("keeps the rule of every other write: not on an order given to another contractor (NOT_FOUND), nor on a closed one", async () => {
    const q = await newQuote("contractor1", awaitingQuote2);
    try {
      await db("update work_orders.work_order set contractor_id = 2 where id = $1", [awaitingQuote2]);
      expect(errorCode(await gql("contractor1", DELETE_QUOTE, { id: q.id }))).toBe("NOT_FOUND");
      for (const status of [6, 7, 9, 12]) {
        await db("update work_orders.work_order set contractor_id = 1, work_order_status_id = $2 where id = $1", [awaitingQuote2, status]);
        expect([status, (await gql("contractor1", DELETE_QUOTE, { id: q.id })).data.deleteQuote]).toEqual([
          status,
          {
            deletedId: null,
            error: { code: "ORDER_CLOSED", message: "Quotes cannot be changed on a work order that is Closed, Completed, Cancelled or Submitted" },
          },
        ]);
      }
      expect(await db("select id from billing.billing where id = $1", [q.id])).toEqual([{ id: q.id }]);
    } finally {
      await db("update work_orders.work_order set contractor_id = 1, work_order_status_id = 3 where id = $1", [awaitingQuote2]);
    }
  });
});

describe("what a viewer may do with a quote (Quote.viewerCan), as the writes decide", () => {
  const CAN = `query($id: Int!) { quote(id: $id) { id viewerCan { answer edit send delete } } }`;
  const can = async (who: string, id: number) => {
    const r = await gql(who, CAN, { id });
    expect(r.errors).toBeUndefined();
    return r.data.quote.viewerCan;
  };
  /** Whether a save of the quote goes through (the write `edit` speaks for). */
  let n = 0;
  const saves = async (who: string, id: number) =>
    (await gql(who, SAVE_QUOTE, { input: { id, summary: `Checked ${++n}` } })).data?.saveQuote.error == null;

  it("lets the contractor change, send (with an item) and delete its draft; a Sent one it may re-send only; an Accepted one nothing", async () => {
    const q = await newQuote("contractor1", awaitingQuote2);
    expect(await can("contractor1", q.id)).toEqual({ answer: false, edit: true, send: false, delete: true });
    await addItem("contractor1", q.id, { description: "Labour", units: "1", itemAmountExTax: "10" });
    expect(await can("contractor1", q.id)).toEqual({ answer: false, edit: true, send: true, delete: true });
    expect(await saves("contractor1", q.id)).toBe(true);
    await setStatus(q.id, 2);
    expect(await can("contractor1", q.id)).toEqual({ answer: false, edit: false, send: true, delete: false });
    expect(await saves("contractor1", q.id)).toBe(false);
    // staff holding COST_DECISIONS may still correct a Sent quote, never delete it; Sales none of it
    expect(await can("finance", q.id)).toEqual({ answer: false, edit: true, send: true, delete: false });
    expect(await can("sales", q.id)).toEqual({ answer: false, edit: false, send: false, delete: false });
    await setStatus(q.id, 4);
    for (const who of ["contractor1", "finance"])
      expect([who, await can(who, q.id)]).toEqual([who, { answer: false, edit: false, send: false, delete: false }]);
    expect(await saves("finance", q.id)).toBe(false);
    await setStatus(q.id, 3);
    expect(await can("contractor1", q.id)).toEqual({ answer: false, edit: true, send: true, delete: true });
  });

  it("closes the contractor's quote once its order is Closed, Completed, Cancelled or Submitted, or not Open or awaiting a quote for sending", async () => {
    const q = await newQuote("contractor1", awaitingQuote2);
    await addItem("contractor1", q.id, { description: "Labour", units: "1", itemAmountExTax: "10" });
    try {
      for (const status of [6, 7, 9, 12]) {
        await db("update work_orders.work_order set work_order_status_id = $2 where id = $1", [awaitingQuote2, status]);
        expect([status, await can("contractor1", q.id)]).toEqual([status, { answer: false, edit: false, send: false, delete: false }]);
        expect([status, await saves("contractor1", q.id)]).toEqual([status, false]);
        // staff: still change and delete it; send only from Open, Awaiting Quote or Awaiting Quote Approval
        expect([status, await can("finance", q.id)]).toEqual([status, { answer: false, edit: true, send: false, delete: true }]);
      }
      await db("update work_orders.work_order set work_order_status_id = 5 where id = $1", [awaitingQuote2]);
      expect(await can("contractor1", q.id)).toEqual({ answer: false, edit: true, send: false, delete: true });
    } finally {
      await db("update work_orders.work_order set work_order_status_id = 3 where id = $1", [awaitingQuote2]);
    }
  });
});

describe("reading quotes", () => {
  it("never shows a client a draft, nor another tenant anything: lists, single reads, items and the work order's quotes", async () => {
    const draft = await newQuote("contractor1", awaitingQuote, "Draft only the contractor sees");
    const { item } = await addItem("contractor1", draft.id, { description: "Labour", units: "1", itemAmountExTax: "10" });
    const sent = await newQuote("contractor1", awaitingQuote, "Sent to the client");
    await setStatus(sent.id, 2);

    const visible = async (who: string, id: number) => !errorCode(await gql(who, `query($id: Int!) { quote(id: $id) { id } }`, { id }));
    expect(await visible("client1", draft.id)).toBe(false);
    expect(await visible("client1", sent.id)).toBe(true);
    expect(await visible("client2", sent.id)).toBe(false);
    expect(await visible("contractor1", draft.id)).toBe(true);
    expect(await visible("contractor2", draft.id)).toBe(false);
    expect(await visible("sales", draft.id)).toBe(true);

    const ofOrder = async (who: string) =>
      (await gql(who, QUOTES, { workOrderId: awaitingQuote })).data.quotes.nodes
        .map((n: any) => n.id)
        .filter((id: number) => [draft.id, sent.id].includes(id));
    expect(await ofOrder("client1")).toEqual([sent.id]);
    expect(await ofOrder("contractor1")).toEqual([draft.id, sent.id]);
    expect(await ofOrder("contractor2")).toEqual([]);
    expect(await ofOrder("client2")).toEqual([]);

    // every list a client reads: never a draft, only its own client's
    const client1 = (await gql("client1", QUOTES, { clientId: 2 })).data.quotes;
    expect(client1.nodes.every((n: any) => n.clientId === 1 && n.billingStatusId !== 1)).toBe(true);
    const contractor2 = (await gql("contractor2", QUOTES)).data.quotes;
    expect(contractor2.nodes.every((n: any) => n.contractorId === 2)).toBe(true);

    const items = `query($id: Int!) { billingItems(billingId: $id) { nodes { id } } }`;
    expect(errorCode(await gql("client1", items, { id: draft.id }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor2", items, { id: draft.id }))).toBe("NOT_FOUND");
    expect((await gql("contractor1", items, { id: draft.id })).data.billingItems.nodes).toEqual([{ id: item.id }]);

    // the federation's look-up of WorkOrder.quotes, as the gateway sends it
    const entities = `query($r: [_Any!]!) { _entities(representations: $r) { ... on WorkOrder { id quotes { id billingStatusId } } } }`;
    const r = {
      r: [
        { __typename: "WorkOrder", id: awaitingQuote },
        { __typename: "WorkOrder", id: otherOrder },
      ],
    };
    const asClient = (await gql("client1", entities, r)).data._entities;
    expect(asClient[1]).toBeNull();
    expect(asClient[0].quotes.map((x: any) => x.id)).toContain(sent.id);
    expect(asClient[0].quotes.some((x: any) => x.billingStatusId === 1)).toBe(false);
    const asContractor2 = (await gql("contractor2", entities, r)).data._entities;
    expect(asContractor2[0]).toBeNull();
    expect(asContractor2[1].quotes.every((x: any) => x.id !== draft.id)).toBe(true);
    expect(errorCode(await graphql(svc.url, entities, r))).toBe("UNAUTHENTICATED");
  });

  it("follows the order as it is now: moved to another client, the first reads none of its quotes, the new one those sent", async () => {
    const [{ id: wo }] = await db(
      `select id from work_orders.work_order where client_id = 1 and contractor_id = 1 and work_order_status_id = 3 and id not in ($1, $2)
        order by id desc limit 1`,
      [awaitingQuote, awaitingQuote2],
    );
    const [{ id: site2 }] = await db("select id from assets.site where client_id = 2 order by id limit 1");
    const sent = await newQuote("contractor1", wo, "Moves with its order");
    await setStatus(sent.id, 2);
    const [{ client_id: client, site_id: site }] = await db("select client_id, site_id from work_orders.work_order where id = $1", [wo]);
    try {
      await db("update work_orders.work_order set client_id = 2, site_id = $2, contractor_id = 2 where id = $1", [wo, site2]);
      const read = async (who: string) => {
        const one = await gql(who, `query($id: Int!) { quote(id: $id) { clientId siteId clientName } }`, { id: sent.id });
        const items = await gql(who, `query($id: Int!) { billingItems(billingId: $id) { totalCount } }`, { id: sent.id });
        const list = (await gql(who, QUOTES, { workOrderId: wo })).data.quotes.nodes.map((n: any) => n.id);
        return { quote: one.data?.quote ?? errorCode(one), items: items.data?.billingItems.totalCount ?? errorCode(items), list };
      };
      expect(await read("client1")).toEqual({ quote: "NOT_FOUND", items: "NOT_FOUND", list: [] });
      expect(await read("contractor1")).toEqual({ quote: "NOT_FOUND", items: "NOT_FOUND", list: [] });
      // the new client reads it, with its own client and site; the new contractor never reads another's quote
      const [{ name }] = await db("select name from assets.client where id = 2");
      expect(await read("client2")).toEqual({ quote: { clientId: 2, siteId: site2, clientName: name }, items: 0, list: [sent.id] });
      expect(await read("contractor2")).toEqual({ quote: "NOT_FOUND", items: "NOT_FOUND", list: [] });
      expect((await gql("client2", QUOTES, { clientId: 2, pageSize: 1000 })).data.quotes.nodes.map((n: any) => n.id)).toContain(sent.id);
    } finally {
      await db("update work_orders.work_order set client_id = $2, site_id = $3, contractor_id = 1 where id = $1", [wo, client, site]);
    }
  });

  it("searches references, summaries and names, sorts by every column (billing date by default)", async () => {
    const q = await newQuote("contractor1", awaitingQuote2, "Zebra crossing repaint");
    await gql("admin", SAVE_QUOTE, { input: { id: q.id, summary: q.summary, ampmQuoteRef: "AMPM-SEARCH-1" } });
    const ids = async (search: string) => (await gql("admin", QUOTES, { search })).data.quotes.nodes.map((n: any) => n.id);
    expect(await ids(q.quoteRef.toLowerCase())).toEqual([q.id]);
    expect(await ids("ampm-search")).toEqual([q.id]);
    expect(await ids("zebra CROSSING")).toEqual([q.id]);
    expect(await ids(q.workOrderRef)).toContain(q.id);
    expect((await ids(q.workOrderRef)).length).toBeGreaterThanOrEqual(1);
    const byContractor = (await gql("admin", QUOTES, { search: q.contractorName })).data.quotes.nodes;
    expect(byContractor.length).toBeGreaterThan(1);
    expect(byContractor.every((n: any) => n.contractorName === q.contractorName)).toBe(true);
    const byClient = (await gql("admin", QUOTES, { search: q.clientName })).data.quotes.nodes;
    expect(byClient.every((n: any) => n.clientName === q.clientName)).toBe(true);

    const dates = (await gql("admin", QUOTES)).data.quotes.nodes.map((n: any) => n.billingDate);
    expect(dates).toEqual([...dates].sort());
    // each column sorts as PostgreSQL orders it, ties by the quote in the same direction (by the quote
    // ascending for the names of another table, merged name by name: ColumnGroup), empty values last
    const grouped = ["CONTRACTOR", "CLIENT", "SITE", "STATUS"];
    const columns: Record<string, string> = {
      BILLING_DATE: "q.billing_date",
      QUOTE_REF: "q.id",
      AMPM_QUOTE_REF: "q.ampm_quote_ref",
      CONTRACTOR: "(select name from assets.v_contractor where id = q.contractor_id)",
      CLIENT: "(select name from assets.v_client where id = q.client_id)",
      SITE: "(select name from assets.v_site where id = q.site_id)",
      WORK_ORDER: "q.work_order_id",
      SUMMARY: "q.summary",
      STATUS: "(select name from billing.billing_status where id = q.billing_status_id)",
      TOTAL: "q.total_amount_ex_tax",
      TOTAL_INC_TAX: "q.total_amount_inc_tax",
    };
    for (const [field, expr] of Object.entries(columns)) {
      for (const direction of ["ASC", "DESC"]) {
        const got = (await gql("admin", QUOTES, { sort: [{ field, direction }], pageSize: 100 })).data.quotes.nodes.map((n: any) => n.id);
        const ties = grouped.includes(field) ? "ASC" : direction;
        const expected = (await db(`select q.id from billing.billing q order by ${expr} ${direction} nulls last, q.id ${ties} limit 100`)).map(
          (r) => r.id,
        );
        expect([field, direction, got]).toEqual([field, direction, expected]);
      }
    }
  });
  it("searches every word and code of the term as part of the quote's texts, the same under every sort and page", async () => {
    const a = await newQuote("contractor1", awaitingQuote2, "Quetzal aviary netting: repair");
    const b = await newQuote("contractor1", awaitingQuote2, "Replace quetzalcoatl mural lighting");
    const ids = async (search: string, sort?: unknown) =>
      (await gql("admin", QUOTES, { search, ...(sort ? { sort } : {}) })).data.quotes.nodes
        .map((n: any) => n.id)
        .sort((x: number, y: number) => x - y);
    // every word, in any order, as part of the summary; one the quote lacks keeps it out
    expect(await ids("netting QUETZAL")).toEqual([a.id]);
    expect(await ids("quetz")).toEqual([a.id, b.id]);
    expect(await ids("etzal, aviary!")).toEqual([a.id]);
    expect(await ids("quetzal zzyzx")).toEqual([]);
    // references and codes (a digit) as substrings: the quote's, and its work order's
    expect(await ids(a.quoteRef.slice(1).toLowerCase())).toContain(a.id);
    expect(await ids(`${a.workOrderRef.slice(2)} quetz`)).toEqual([a.id, b.id]);
    expect(await ids(`quetzal ${a.quoteRef}`)).toEqual([a.id]);
    for (const field of [
      "BILLING_DATE",
      "QUOTE_REF",
      "AMPM_QUOTE_REF",
      "CONTRACTOR",
      "CLIENT",
      "SITE",
      "WORK_ORDER",
      "SUMMARY",
      "STATUS",
      "TOTAL",
      "TOTAL_INC_TAX",
    ])
      for (const direction of ["ASC", "DESC"])
        expect([field, direction, await ids("quetz", [{ field, direction }])]).toEqual([field, direction, [a.id, b.id]]);
    // a page at a time under a name sort (the same contractor: by the quote)
    const PAGE = `query($search: String, $sort: [QuoteSortInput!], $page: Int!) { quotes(search: $search, sort: $sort, page: $page, pageSize: 1) { totalCount nodes { id } } }`;
    const page = async (n: number) =>
      (await gql("admin", PAGE, { search: "quetz", sort: [{ field: "CONTRACTOR", direction: "DESC" }], page: n })).data.quotes;
    expect([await page(1), await page(2)]).toEqual([
      { totalCount: 2, nodes: [{ id: a.id }] },
      { totalCount: 2, nodes: [{ id: b.id }] },
    ]);
  });
});

describe("the quote PDF", () => {
  it("prints the order's quotes the viewer may see, with their items and totals; another tenant's order is missing", async () => {
    const q = await newQuote("contractor1", awaitingQuote2, "Replace the kitchen extract fan");
    await addItem("contractor1", q.id, { description: "Extract fan unit", units: "1", itemAmountExTax: "1234.5", billingItemTypeId: 2 });
    await addItem("contractor1", q.id, { description: "Engineer", units: "3", itemAmountExTax: "33.333", billingItemTypeId: 1 });
    const draft = await newQuote("contractor1", awaitingQuote2, "A draft the client must not see");
    await setStatus(q.id, 2);
    const em = () => svc.orm.em.fork();
    const [order] = await db("select ref_no from work_orders.work_order where id = $1", [awaitingQuote2]);

    const staff = await renderQuotePdf(em(), { kind: "all" }, awaitingQuote2);
    expect(staff.fileName).toBe(`Quote-${order.ref_no}.pdf`);
    expect(staff.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = (await pdfText(staff.pdf)).join("\n").replace(/\s+/g, " ");
    for (const s of [
      order.ref_no,
      q.quoteRef,
      "Replace the kitchen extract fan",
      "Sent for Approval",
      "Extract fan unit (Materials)",
      "£1,234.50",
      "£33.333",
      "20%",
      "£100.00",
      "Total ex tax £1,334.50",
      "Tax £266.90",
      "Total inc tax £1,601.40",
      draft.quoteRef,
    ]) {
      expect([s, text.includes(s)]).toEqual([s, true]);
    }

    const client = (await pdfText((await renderQuotePdf(em(), { kind: "client", clientId: 1 }, awaitingQuote2)).pdf)).join("\n");
    expect(client).toContain(q.quoteRef);
    expect(client).not.toContain(draft.quoteRef);
    await expect(renderQuotePdf(em(), { kind: "client", clientId: 2 }, awaitingQuote2)).rejects.toBeInstanceOf(NotFoundError);
    await expect(renderQuotePdf(em(), { kind: "contractor", contractorId: 2 }, awaitingQuote2)).rejects.toBeInstanceOf(NotFoundError);
  });
});
