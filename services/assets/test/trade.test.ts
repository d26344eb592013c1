import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { assetsService } from "../src/service";

let svc: Awaited<ReturnType<typeof startTestService>>;
const t: Record<string, string> = {};

beforeAll(async () => {
  svc = await startTestService(assetsService, "trades");
  t.admin = await tokenFor(viewers.admin());
  t.staff = await tokenFor(viewers.staff(2, { customers: "full" }));
  t.client1 = await tokenFor(viewers.client(1));
  t.contractor1 = await tokenFor(viewers.contractor(1));
}, 60_000);
afterAll(() => svc?.stop());

const SAVE = `mutation ($input: SaveTradeInput!) { saveTrade(input: $input) { trade { id name parentTradeId } error { code message fieldErrors { field message } } } }`;
const DELETE = `mutation ($id: Int!) { deleteTrade(id: $id) { deletedId deletedQuestions message error { code message } } }`;
const save = async (input: Record<string, unknown>, token = t.admin!) => (await graphql<any>(svc.url, SAVE, { input }, token)).data?.saveTrade;
const remove = async (id: number) => (await graphql<any>(svc.url, DELETE, { id }, t.admin)).data!.deleteTrade;
const idOf = async (name: string) => Number((await sql(svc.db.url, "select id from assets.trade where name = $1", [name]))[0]!.id);

describe("saveTrade", () => {
  it("creates and renames a trade; 'Required fields' without a name; the name unique among trades without regard to case", async () => {
    const made = await save({ name: "Pest Control" });
    expect(made).toEqual({ trade: { id: expect.any(Number), name: "Pest Control", parentTradeId: null }, error: null });
    expect((await save({ id: made.trade.id, name: "Pest  Control Services" })).trade.name).toBe("Pest Control Services");
    expect((await save({ name: "  " })).error).toEqual({
      code: "INVALID",
      message: "Required fields",
      fieldErrors: [{ field: "name", message: "Trade name is required" }],
    });
    expect((await save({ name: "plumbing" })).error).toMatchObject({ code: "EXISTS", message: "Trade exists" });
    // the same name under another parent is another sub-trade
    expect((await save({ name: "Lighting", parentTradeId: made.trade.id })).error).toBeNull();
    const [{ n }] = await sql(svc.db.url, "select count(*)::int n from assets.audit_trail where entity_name = 'Trade'");
    expect(n).toBeGreaterThanOrEqual(3);
  });

  it("keeps the two levels: a sub-trade's parent is a trade; a trade with sub-trades, or a sub-trade in use, stays what it is", async () => {
    const boilers = await idOf("Boilers");
    expect((await save({ name: "Flues", parentTradeId: boilers })).error.fieldErrors).toEqual([
      { field: "parentTradeId", message: "Boilers is a sub-trade: a sub-trade's parent must be a trade" },
    ]);
    expect((await save({ id: await idOf("HVAC"), name: "HVAC", parentTradeId: await idOf("Electrical") })).error.message).toBe(
      "HVAC has sub-trades: it cannot become a sub-trade",
    );
    // Boilers has questions (and demo work orders): it cannot become a trade
    expect((await save({ id: boilers, name: "Boilers", parentTradeId: null })).error.message).toMatch(
      /^Boilers is used by .*questions: it stays a sub-trade$/,
    );
    expect((await save({ name: "Nope", parentTradeId: 999999 })).error.fieldErrors).toEqual([
      { field: "parentTradeId", message: "Trade is not valid" },
    ]);
  });

  it("is for administrators only", async () => {
    for (const token of [t.staff!, t.client1!, t.contractor1!]) {
      expect(errorCode(await graphql<any>(svc.url, SAVE, { input: { name: "X" } }, token))).toBe("FORBIDDEN");
      expect(errorCode(await graphql<any>(svc.url, DELETE, { id: 1 }, token))).toBe("FORBIDDEN");
    }
  });
});

describe("deleteTrade", () => {
  it("refuses while sub-trades, clients, work orders or contracts use it, naming each and how many, and deletes nothing", async () => {
    const hvac = await idOf("HVAC");
    const r = await remove(hvac);
    expect(r.deletedId).toBeNull();
    expect(r.error.code).toBe("IN_USE");
    expect(r.error.message).toMatch(/^The trade HVAC is used by .*3 sub-trades.*: it cannot be deleted$/);

    const sub = (await save({ name: "Solar PV", parentTradeId: await idOf("Electrical") })).trade;
    await sql(svc.db.url, "insert into assets.sub_trade_in_client (client_id, sub_trade_id) values (1, $1), (2, $1)", [sub.id]);
    expect((await remove(sub.id)).error.message).toBe("The sub-trade Solar PV is used by 2 clients: it cannot be deleted");
    await sql(svc.db.url, "delete from assets.sub_trade_in_client where sub_trade_id = $1", [sub.id]);

    // contracts: counted once assets.contract exists (its own migration), whichever comes first
    const [{ present }] = await sql(svc.db.url, "select to_regclass('assets.contract') is not null as present");
    if (!present) {
      await sql(svc.db.url, "create table assets.contract (id serial primary key, trade_id int, sub_trade_id int)");
      await sql(svc.db.url, "insert into assets.contract (trade_id, sub_trade_id) values ($1, $2)", [await idOf("Electrical"), sub.id]);
      expect((await remove(sub.id)).error.message).toBe("The sub-trade Solar PV is used by 1 contract: it cannot be deleted");
      await sql(svc.db.url, "drop table assets.contract");
    }
    expect(await sql(svc.db.url, "select id from assets.trade where id = $1", [sub.id])).toHaveLength(1);
  });

  it("refuses a sub-trade that work orders name", async () => {
    const [used] = await sql(svc.db.url, "select sub_trade_id id, count(*)::int n from work_orders.work_order group by 1 order by 2 desc limit 1");
    expect((await remove(used!.id)).error.message).toContain(`used by ${used!.n} work orders`);
  });

  it("deletes an unused sub-trade with its questions, and an unused trade", async () => {
    const trade = (await save({ name: "Signage" })).trade;
    const sub = (await save({ name: "Illuminated Signs", parentTradeId: trade.id })).trade;
    const Q = `mutation ($input: SaveQuestionInput!) { saveQuestion(input: $input) { question { id sortOrder } error { message } } }`;
    for (const content of ["Is the sign lit at night?", "Is the sign above a public footpath?", "Is a cherry picker needed?"]) {
      expect((await graphql<any>(svc.url, Q, { input: { subTradeId: sub.id, content } }, t.admin)).data!.saveQuestion.error).toBeNull();
    }
    expect(await remove(sub.id)).toEqual({ deletedId: sub.id, deletedQuestions: 3, message: "Sub-trade deleted with its 3 questions", error: null });
    expect(await sql(svc.db.url, "select id from assets.question where sub_trade_id = $1", [sub.id])).toEqual([]);
    expect(await remove(trade.id)).toEqual({ deletedId: trade.id, deletedQuestions: 0, message: "Trade deleted", error: null });
  });
});

describe("trades(parentId, clientId) and questions", () => {
  it("answers with a client only what it enabled; a client user its own client's whatever it names", async () => {
    const Q = `query ($p: Int, $c: Int) { trades(parentId: $p, clientId: $c) { id name } }`;
    const enabled = (await sql(svc.db.url, "select sub_trade_id id from assets.sub_trade_in_client where client_id = 1")).map((r) => r.id);
    const parents = (await graphql<any>(svc.url, Q, { c: 1 }, t.admin)).data!.trades;
    const children = [];
    for (const p of parents) children.push(...(await graphql<any>(svc.url, Q, { p: p.id, c: 1 }, t.admin)).data!.trades);
    expect(children.map((c: any) => c.id).sort()).toEqual([...enabled].sort());
    expect((await graphql<any>(svc.url, Q, { c: 2 }, t.client1)).data!.trades).toEqual(parents);
    const [{ n }] = await sql(svc.db.url, "select count(*)::int n from assets.trade where parent_trade_id is null");
    expect((await graphql<any>(svc.url, Q, {}, t.client1)).data!.trades).toHaveLength(n);
  });

  it("lists a sub-trade's active questions in order; 'Fields required' without the text", async () => {
    const boilers = await idOf("Boilers");
    const L = `query ($s: Int, $a: Boolean!) { questions(subTradeId: $s, activeOnly: $a) { id content sortOrder active } }`;
    const all = (await graphql<any>(svc.url, L, { s: boilers, a: false }, t.contractor1)).data!.questions;
    expect(all[0].content).toBe("Is the boiler's gas safety certificate in date?");
    expect(all.map((q: any) => q.sortOrder)).toEqual([...all.map((q: any) => q.sortOrder)].sort((a, b) => a - b));
    const S = `mutation ($input: SaveQuestionInput!) { saveQuestion(input: $input) { question { id active } error { message fieldErrors { field message } } } }`;
    await graphql<any>(svc.url, S, { input: { id: all[0].id, content: all[0].content, active: false } }, t.admin);
    expect((await graphql<any>(svc.url, L, { s: boilers, a: true }, t.client1)).data!.questions.map((q: any) => q.id)).toEqual(
      all.slice(1).map((q: any) => q.id),
    );
    expect((await graphql<any>(svc.url, S, { input: { subTradeId: boilers, content: "" } }, t.admin)).data!.saveQuestion.error).toEqual({
      message: "Fields required",
      fieldErrors: [{ field: "content", message: "Question is required" }],
    });
  });
});
