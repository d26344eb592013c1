/**
 * The work-order lifecycle in a real browser (issue 10's "done when"): a staff user (Operations:
 * customers, reporting at full) raises a request with answers, approves and converts it for a
 * matched contractor, adds a public and a private note, links another order, moves it to Completed,
 * queries the cost, approves it, and finds it on the dashboard's latest work orders and in a global
 * search. An illegal transition (from the API: the status dropdown never offers one) and a stale
 * save (two pages on the same order) are refused with their messages.
 *
 * The demo data gives every client an Active contract for each sub-trade, its contractors covering
 * the client's postcode areas (services/assets/src/seeders/contracts.seed.ts): the request is raised
 * for a sub-trade of Harbour Retail Group with checklist questions, and the matching call then
 * offers at least one contractor for it.
 */
import type { Page } from "playwright-core";
import { openScreen } from "./browser";
import { e2eSession } from "./session";
import { confirmWith, until } from "./api";

const STAFF = "operations@example.com";
const STAMP = String(Date.now()).slice(-6);
const CLIENT = { id: 1, name: "Harbour Retail Group" };
const ISSUE = `E2E boiler pressure dropping ${STAMP}`;
const STALE_MESSAGE = "This work order was changed by someone else after you opened it. Reload it to see their changes.";

const session = e2eSession(STAFF);
const { one, notice } = session;

const go = (hash: string, on: Page = session.page) => openScreen(on, hash);

/** A legacy REST call as the user signed in on the page */
async function rest<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return session.page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem("token")}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
    },
    { method, path, body },
  );
}

/** A GraphQL call as the user signed in on the page */
async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await session.page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { authorization: `Bearer ${localStorage.getItem("token")}`, "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    },
    { query, variables },
  );
  if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join("; "));
  return answer.data as T;
}

type Order = {
  id: number;
  version: number;
  status: number;
  contractor_id: number | null;
  issue: string;
  details: string | null;
  approved_cost: string | null;
};
const order = (id: number) =>
  one<Order>(
    `select id, version, work_order_status_id as status, contractor_id, issue, details, approved_cost::text as approved_cost
       from work_orders.work_order where id = $1`,
    [id],
  );

describe("a request's life, as a staff user", () => {
  let id = 0;
  let refNo = "";
  let contractorName = "";
  let statusNames = new Map<number, string>();

  it("raises a request with answers at #/wo-request/0", async () => {
    statusNames = new Map(
      (await session.db.query("select id, name from work_orders.work_order_status")).rows.map((r) => [r.id as number, r.name as string]),
    );
    // a sub-trade the client has enabled, with checklist questions and an Active contract of the client
    const pick = await one<{ sub_trade: string; trade: string; questions: number }>(
      `select st.name as sub_trade, t.name as trade, (select count(*)::int from assets.question q where q.sub_trade_id = st.id and q.active) as questions
         from assets.trade st join assets.trade t on t.id = st.parent_trade_id
        where exists (select 1 from assets.question q where q.sub_trade_id = st.id and q.active)
          and exists (select 1 from assets.contract c where c.client_id = $1 and c.sub_trade_id = st.id and c.contract_status_id = 2)
          and (not exists (select 1 from assets.sub_trade_in_client x where x.client_id = $1)
               or exists (select 1 from assets.sub_trade_in_client x where x.client_id = $1 and x.sub_trade_id = st.id))
        order by st.id limit 1`,
      [CLIENT.id],
    );
    expect(pick).toBeDefined();
    const site = await one<{ name: string; site_code: string }>(
      "select name, site_code from assets.site where client_id = $1 and post_code is not null order by id limit 1",
      [CLIENT.id],
    );

    await go("/wo-request/0");
    const form = session.page.getByRole("form", { name: "Request details" });
    await form.waitFor();
    // 'Required fields' first
    await form.getByRole("button", { name: "Save" }).click();
    await notice("Required fields");

    await form.locator("#wo-clientId").selectOption({ label: CLIENT.name });
    await session.page.waitForFunction(() => (document.querySelector<HTMLSelectElement>("#wo-siteId")?.options.length ?? 0) > 1);
    await form.locator("#wo-siteId").selectOption({ label: `${site.name} (${site.site_code})` });
    await session.page.waitForFunction(() => (document.querySelector<HTMLSelectElement>("#wo-tradeId")?.options.length ?? 0) > 1);
    await form.locator("#wo-tradeId").selectOption({ label: pick.trade });
    await session.page.waitForFunction(() => (document.querySelector<HTMLSelectElement>("#wo-subTradeId")?.options.length ?? 0) > 1);
    await form.locator("#wo-subTradeId").selectOption({ label: pick.sub_trade });
    await form.locator("#wo-workOrderTypeId").selectOption({ label: "Reactive" });
    await form.locator("#wo-issue").fill(ISSUE);
    await form.locator("#wo-details").fill("The boiler in the back office loses pressure overnight.");
    // the sub-trade's questions, to answer
    const answers = form.getByRole("table", { name: "Questions and answers" });
    const answer = (n: number) => answers.getByRole("textbox", { name: `Answer ${n}`, exact: true });
    await answer(1).waitFor();
    expect(await answers.getByRole("textbox", { name: /^Question \d+$/ }).count()).toBe(pick.questions);
    await answer(1).fill("Yes, checked this morning");
    if (pick.questions > 1) await answer(2).fill("No");

    await form.getByRole("button", { name: "Save" }).click();
    await notice("Work Order Created");
    await session.page.waitForURL(/#\/wo-request\/[1-9]\d*$/);
    id = Number(/#\/wo-request\/(\d+)/.exec(session.page.url())![1]);
    const saved = await order(id);
    expect(saved).toMatchObject({ status: 1, issue: ISSUE });
    refNo = `WO${String(id).padStart(7, "0")}`;
    const stored = (await session.db.query("select answer_content from work_orders.answer where work_order_id = $1 order by id", [id])).rows.map(
      (r) => r.answer_content,
    );
    expect(stored).toEqual(pick.questions > 1 ? ["Yes, checked this morning", "No"] : ["Yes, checked this morning"]);
  }, 180_000);

  it("approves and converts it, choosing a matched contractor ('Request approved!')", async () => {
    const matched = await rest<Array<{ id: number; Name: string }>>("GET", `/WorkOrders/Contractors?clientId=${CLIENT.id}&woid=${id}`);
    expect(matched.status).toBe(200);
    expect(matched.body.length).toBeGreaterThan(0);
    const chosen = matched.body[0]!;
    contractorName = chosen.Name;

    await session.page.getByRole("button", { name: "Approve and convert" }).click();
    const popup = session.page.getByRole("dialog", { name: "Approve and convert" });
    await popup.locator("#convert-contractor").waitFor();
    await popup.locator("#convert-contractor").selectOption(String(chosen.id));
    await popup.getByRole("button", { name: "Approve" }).click();
    await confirmWith(session.page, "Are you sure that you want to proceed?", "Yes");
    await notice("Request approved!");
    await session.page.waitForURL(new RegExp(`#/work-order/${id}$`));
    const converted = await until(
      () => order(id),
      (o) => o.status !== 1,
      "the conversion",
    );
    expect(converted).toMatchObject({ status: 2, contractor_id: chosen.id });
    await session.page.getByRole("heading", { name: `Work order ${refNo}` }).waitFor();
  }, 120_000);

  it("adds a public and a private note", async () => {
    const notesGrid = session.page.getByRole("region", { name: "Notes", exact: true });
    await session.page.getByRole("tab", { name: "Notes", exact: true }).click();
    await session.page.getByRole("button", { name: "New Note" }).click();
    let popup = session.page.getByRole("dialog", { name: "New Note" });
    await popup.getByRole("textbox", { name: "Note" }).fill(`Engineer booked for tomorrow ${STAMP}`);
    await popup.getByRole("button", { name: "Save" }).click();
    await notice("Note Created");
    await notesGrid.getByText(`Engineer booked for tomorrow ${STAMP}`).waitFor();

    await session.page.getByRole("tab", { name: "Private notes" }).click();
    const privateGrid = session.page.getByRole("region", { name: "Private notes" });
    await privateGrid.waitFor();
    await session.page.getByRole("button", { name: "New Note" }).click();
    popup = session.page.getByRole("dialog", { name: "New Note" });
    await popup.getByRole("textbox", { name: "Note" }).fill(`Client is disputing the call-out ${STAMP}`);
    await popup.getByRole("button", { name: "Save" }).click();
    await notice("Note Created");
    await privateGrid.getByText(`Client is disputing the call-out ${STAMP}`).waitFor();

    const notes = (await session.db.query("select note, private_note from work_orders.work_order_note where work_order_id = $1 order by id", [id]))
      .rows;
    expect(notes).toEqual([
      { note: `Engineer booked for tomorrow ${STAMP}`, private_note: false },
      { note: `Client is disputing the call-out ${STAMP}`, private_note: true },
    ]);
  }, 120_000);

  it("links another order from the 'Link Work Orders' popup", async () => {
    const other = await one<{ id: number }>("select id from work_orders.work_order where id <> $1 and work_order_status_id = 2 order by id limit 1", [
      id,
    ]);
    const otherRef = `WO${String(other.id).padStart(7, "0")}`;
    await session.page.getByRole("tab", { name: "Linked work orders" }).click();
    await session.page.getByRole("button", { name: "Link Work Orders" }).click();
    const popup = session.page.getByRole("dialog", { name: "Link Work Orders" });
    await popup.getByRole("searchbox", { name: "Search" }).fill(otherRef);
    await popup.getByRole("button", { name: `Link ${otherRef}` }).click();
    await notice("Link Work Order Created");
    await popup.waitFor({ state: "detached" });
    const linked = session.page.getByRole("region", { name: "Linked work orders" });
    expect(await linked.getByRole("link", { name: otherRef }).getAttribute("href")).toBe(`#/work-order/${other.id}`);
    const row = await one<{ n: number }>(
      "select count(*)::int as n from work_orders.linked_work_order where parent_work_order_id = $1 and child_work_order_id = $2",
      [id, other.id],
    );
    expect(row.n).toBe(1);
  }, 120_000);

  it("completes it, queries the cost, then approves it", async () => {
    const form = session.page.getByRole("form", { name: "Work order details" });
    // the dropdown offers only the moves no action makes: never Approved or Closed from Open, nor Completed
    // (marking complete is its own action, its own button)
    const offered = await form.locator("#wo-workOrderStatusId option").allTextContents();
    expect(offered).not.toContain(statusNames.get(7));
    expect(offered).not.toContain(statusNames.get(10));
    expect(offered).not.toContain(statusNames.get(6));
    await form.getByRole("button", { name: "Mark complete" }).click();
    await notice("Work order marked as complete");
    await until(
      () => order(id),
      (o) => o.status === 7,
      "Completed",
    );

    const reason = await one<{ name: string }>("select name from work_orders.query_reason order by id limit 1").catch(() => null);
    const finance = session.page.getByRole("region", { name: "Finance" });
    await session.page.waitForFunction(() => (document.querySelector<HTMLSelectElement>("#wo-queryReasonId")?.options.length ?? 0) > 1);
    if (reason) await finance.locator("#wo-queryReasonId").selectOption({ label: reason.name });
    else await finance.locator("#wo-queryReasonId").selectOption({ index: 1 });
    await confirmWith(session.page, "You are about to query the costings!", "Yes");
    const queried = await until(
      () => order(id),
      (o) => o.status === 11,
      "Query",
    );
    expect(queried.status).toBe(11);

    await session.page.locator("#wo-approvedCost").waitFor();
    await session.page.locator("#wo-approvedCost").fill("250.5");
    await finance.getByRole("button", { name: "Approve" }).click();
    const approved = await until(
      () => order(id),
      (o) => o.status === 10,
      "Approved",
    );
    expect(approved.approved_cost).toBe("250.500");
    await session.page.getByText(statusNames.get(10)!, { exact: true }).first().waitFor();
  }, 180_000);

  it("refuses an illegal transition, from the REST API and from GraphQL, naming both statuses", async () => {
    const before = await order(id);
    // Approved -> Cancelled is not in the transition table: 409 with the message
    const cancelled = await rest<{ Message: string }>("POST", `/WorkOrders/Cancelled?id=${id}`, { id });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.Message).toBe(`A work order cannot go from ${statusNames.get(10)} to ${statusNames.get(9)}`);

    const wo = await one<{ client_id: number; site_id: number; work_order_type_id: number }>(
      "select client_id, site_id, work_order_type_id from work_orders.work_order where id = $1",
      [id],
    );
    const saved = await gql<{ saveWorkOrder: { workOrder: unknown; error: { code: string; message: string } | null } }>(
      `mutation($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id } error { code message } } }`,
      {
        input: {
          id,
          version: before.version,
          clientId: wo.client_id,
          siteId: wo.site_id,
          workOrderTypeId: wo.work_order_type_id,
          workOrderStatusId: 2,
          issue: ISSUE,
        },
      },
    );
    expect(saved.saveWorkOrder.workOrder).toBeNull();
    expect(saved.saveWorkOrder.error).toEqual({
      code: "ILLEGAL_TRANSITION",
      message: `A work order cannot go from ${statusNames.get(10)} to ${statusNames.get(2)}`,
    });
    expect(await order(id)).toEqual(before);
  }, 60_000);

  it("refuses a stale save: two pages on the same order, the second save shows the STALE message", async () => {
    await go(`/work-order/${id}`);
    const other = await session.browser.context.newPage();
    try {
      await go(`/work-order/${id}`, other);
      const mine = session.page.getByRole("form", { name: "Work order details" });
      const theirs = other.getByRole("form", { name: "Work order details" });
      await mine.locator("#wo-issue").waitFor();
      await theirs.locator("#wo-issue").waitFor();
      await session.page.waitForFunction((issue) => document.querySelector<HTMLInputElement>("#wo-issue")?.value === issue, ISSUE);
      await other.waitForFunction((issue) => document.querySelector<HTMLInputElement>("#wo-issue")?.value === issue, ISSUE);
      const before = await order(id);

      await mine.locator("#wo-issue").fill(`${ISSUE} (checked)`);
      await mine.getByRole("button", { name: "Save" }).click();
      await notice("Work Order Updated");
      await until(
        () => order(id),
        (o) => o.version > before.version,
        "the first save",
      );

      await theirs.locator("#wo-details").fill("Overwritten from a stale copy");
      await theirs.getByRole("button", { name: "Save" }).click();
      await notice(STALE_MESSAGE, other);
      await theirs.getByText("Changed by someone else").waitFor();
      const after = await order(id);
      expect(after.issue).toBe(`${ISSUE} (checked)`);
      expect(after.details).not.toBe("Overwritten from a stale copy");
    } finally {
      await other.close();
    }
  }, 120_000);

  it("shows it on the dashboard's latest work orders", async () => {
    await go("/");
    await session.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    for (const label of ["Overdue work orders", "Average days overdue", "Logged this week", "Closed this week"])
      await session.page.waitForFunction(
        (l) => /^\d+(\.\d+)?$/.test(document.querySelector(`[aria-label='${l}'] .wo-counter__value`)?.textContent ?? ""),
        label,
      );
    expect(Number(await session.page.getByRole("group", { name: "Logged this week" }).locator(".wo-counter__value").textContent())).toBeGreaterThan(
      0,
    );
    await session.page.getByRole("img", { name: "Logged and closed work orders by week" }).waitFor();
    const latest = session.page.getByRole("region", { name: "Latest work orders" });
    const link = latest.getByRole("link", { name: refNo });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`#/work-order/${id}`);
    // newest first: the order opened last
    const refs = await latest.locator(".bp6-table-quadrant-main a").allTextContents();
    expect(refs[0]).toBe(refNo);
  }, 60_000);

  it("finds it in a global search from the top bar", async () => {
    const box = session.page.getByRole("searchbox", { name: "Search everything" });
    await box.fill(`boiler pressure dropping ${STAMP}`);
    await box.press("Enter");
    await session.page.waitForURL(/#\/search_results\//);
    await session.page.getByRole("heading", { name: `Results for 'boiler pressure dropping ${STAMP}'` }).waitFor();
    const found = session.page.getByRole("region", { name: "Work orders found" });
    const link = found.getByRole("link", { name: refNo });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`#/work-order/${id}`);
    expect(await found.getByRole("link").count()).toBe(1);
    await session.page.getByRole("region", { name: "PPMs found" }).getByText("No PPMs found").waitFor();
    // Operations holds the customers area: the clients grid is there
    await session.page.getByRole("region", { name: "Clients found" }).waitFor();
    expect(contractorName).not.toBe("");
  }, 60_000);
});
