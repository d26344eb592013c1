import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Viewer } from "@wo/shared";
import { addWorkOrderNote } from "../src/modules/note/note.service";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};
/** An order of client 1 whose contractor is contractor 1, one of client 2 (contractor 2), and another of client 1. */
let shared: number;
let other: number;
let second: number;

const gql = async <T = any>(query: string, variables: Record<string, unknown>, who: string) => graphql<T>(svc.url, query, variables, tokens[who]);
const ok = async <T = any>(query: string, variables: Record<string, unknown>, who: string): Promise<T> => {
  const r = await gql<T>(query, variables, who);
  if (r.errors) throw new Error(`${who}: ${JSON.stringify(r.errors)}`);
  return r.data!;
};

const SAVE = `mutation Save($input: SaveWorkOrderNoteInput!) {
  saveWorkOrderNote(input: $input) { note { id workOrderId note userId userName noteTime } error { code message fieldErrors { field message } } }
}`;
const LIST_STAFF = `query Notes($id: Int!, $private: Boolean) {
  workOrderNotes(workOrderId: $id, privateNote: $private, pageSize: 100) { totalCount nodes { id note privateNote userName } }
}`;
const LIST_PORTAL = `query Notes($id: Int!, $private: Boolean) {
  workOrderNotes(workOrderId: $id, privateNote: $private, pageSize: 100) { totalCount nodes { id note userName } }
}`;
const ONE = `query Note($id: Int!) { workOrderNote(id: $id) { id note } }`;
const DELETE = `mutation Del($id: Int!) { deleteWorkOrderNote(id: $id) }`;
const audits = async (id: number) =>
  (
    await ok(
      `query A($id: Int!) { workOrderAudits(workOrderId: $id, pageSize: 100) { totalCount nodes { actionTaken actionByName actionDate } } }`,
      { id },
      "admin",
    )
  ).workOrderAudits;

const save = (input: Record<string, unknown>, who: string) => gql(SAVE, { input }, who);

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "notes");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.staff = await tokenFor(viewers.staff(4));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client1b = await tokenFor({ ...viewers.client(1), sub: "99", name: "Another Client User" });
  tokens.client2 = await tokenFor(viewers.client(2));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  tokens.contractor2 = await tokenFor(viewers.contractor(2));
  // orders no link names yet (the demo data links a few)
  const pick = async (where: string) =>
    (
      await sql(
        svc.db.url,
        `select id from work_orders.work_order wo where ${where} and not exists (select 1 from work_orders.linked_work_order l
         where wo.id in (l.parent_work_order_id, l.child_work_order_id)) order by id limit 2`,
      )
    ).map((r) => r.id);
  [shared, second] = await pick("client_id = 1 and contractor_id = 1");
  [other] = await pick("client_id = 2 and contractor_id = 2");
}, 60_000);
afterAll(() => svc?.stop());

describe("notes", () => {
  let publicId: number;
  let privateId: number;

  it("staff add public and private notes, with the writer's name and time, audited on the order", async () => {
    const before = Date.now();
    const pub = await save({ workOrderId: shared, note: "  Engineer attended, parts ordered  " }, "staff");
    expect(pub.errors).toBeUndefined();
    expect(pub.data!.saveWorkOrderNote.error).toBeNull();
    expect(pub.data!.saveWorkOrderNote.note).toMatchObject({
      workOrderId: shared,
      note: "Engineer attended, parts ordered",
      userId: 5,
      userName: "Test Staff",
    });
    expect(Date.parse(pub.data!.saveWorkOrderNote.note.noteTime)).toBeGreaterThanOrEqual(before - 1000);
    publicId = pub.data!.saveWorkOrderNote.note.id;
    const priv = await save({ workOrderId: shared, note: "Client disputes the call-out: do not discuss", privateNote: true }, "admin");
    privateId = priv.data!.saveWorkOrderNote.note.id;
    const lines = (await audits(shared)).nodes.map((n: any) => n.actionTaken);
    expect(lines.slice(0, 2)).toEqual(["Added a private note", "Added a note"]);
  });

  it("lists newest first; staff filter on privateNote", async () => {
    const all = (await ok(LIST_STAFF, { id: shared }, "staff")).workOrderNotes;
    expect(all.nodes.map((n: any) => n.id).slice(0, 2)).toEqual([privateId, publicId]);
    const onlyPrivate = (await ok(LIST_STAFF, { id: shared, private: true }, "staff")).workOrderNotes;
    expect(onlyPrivate.nodes.every((n: any) => n.privateNote)).toBe(true);
    expect(onlyPrivate.nodes.map((n: any) => n.id)).toContain(privateId);
    const onlyPublic = (await ok(LIST_STAFF, { id: shared, private: false }, "staff")).workOrderNotes;
    expect(onlyPublic.nodes.some((n: any) => n.privateNote)).toBe(false);
  });

  it("never shows a private note to a client or contractor user, by any path", async () => {
    for (const who of ["client1", "contractor1"]) {
      for (const priv of [null, true, false]) {
        const page = (await ok(LIST_PORTAL, { id: shared, private: priv }, who)).workOrderNotes;
        expect(page.nodes.map((n: any) => n.id)).not.toContain(privateId);
        expect(page.nodes.map((n: any) => n.note).join()).not.toMatch(/dispute/);
        if (priv === true) expect(page.totalCount).toBe(0);
        else expect(page.nodes.map((n: any) => n.id)).toContain(publicId);
      }
      expect(errorCode(await gql(ONE, { id: privateId }, who))).toBe("NOT_FOUND");
      expect((await ok(ONE, { id: publicId }, who)).workOrderNote.id).toBe(publicId);
      // the flag itself is staff-only
      const flag = await gql(`query { workOrderNote(id: ${publicId}) { privateNote } }`, {}, who);
      expect(flag.data).toBeFalsy();
      expect(errorCode(flag)).toBe("FORBIDDEN");
      // nor can they change or remove it
      expect(errorCode(await save({ id: privateId, workOrderId: shared, note: "x" }, who))).toBe("NOT_FOUND");
      expect(errorCode(await gql(DELETE, { id: privateId }, who))).toBe("NOT_FOUND");
    }
  });

  it("keeps another tenant's orders and notes out of reach", async () => {
    expect(errorCode(await gql(LIST_PORTAL, { id: shared }, "client2"))).toBe("NOT_FOUND");
    expect(errorCode(await gql(LIST_PORTAL, { id: shared }, "contractor2"))).toBe("NOT_FOUND");
    expect(errorCode(await gql(ONE, { id: publicId }, "client2"))).toBe("NOT_FOUND");
    expect(errorCode(await save({ workOrderId: other, note: "hello" }, "client1"))).toBe("NOT_FOUND");
    expect(errorCode(await save({ workOrderId: other, note: "hello" }, "contractor1"))).toBe("NOT_FOUND");
    expect(errorCode(await gql(DELETE, { id: publicId }, "contractor2"))).toBe("NOT_FOUND");
  });

  it("lets portal users add only public notes on their own orders, and change only their own", async () => {
    expect(errorCode(await save({ workOrderId: shared, note: "secret", privateNote: true }, "client1"))).toBe("FORBIDDEN");
    expect(errorCode(await save({ workOrderId: shared, note: "secret", privateNote: true }, "contractor1"))).toBe("FORBIDDEN");
    const mine = (await save({ workOrderId: shared, note: "Please attend before 10am" }, "client1")).data!.saveWorkOrderNote.note;
    expect(mine).toMatchObject({ userId: 10, userName: "Test Client" });
    const theirs = (await save({ workOrderId: shared, note: "On site at 9" }, "contractor1")).data!.saveWorkOrderNote.note;
    // another user of the same client may read it, not change it; nor may the contractor
    expect(errorCode(await save({ id: mine.id, workOrderId: shared, note: "changed" }, "client1b"))).toBe("FORBIDDEN");
    expect(errorCode(await gql(DELETE, { id: mine.id }, "contractor1"))).toBe("FORBIDDEN");
    expect(errorCode(await gql(DELETE, { id: publicId }, "client1"))).toBe("FORBIDDEN");
    const edited = await save({ id: mine.id, workOrderId: shared, note: "Please attend before 11am" }, "client1");
    expect(edited.data!.saveWorkOrderNote.note.note).toBe("Please attend before 11am");
    expect((await ok(DELETE, { id: theirs.id }, "contractor1")).deleteWorkOrderNote).toBe(theirs.id);
    // staff edit or delete any note
    expect(
      (await save({ id: mine.id, workOrderId: shared, note: "Attend before 11am (confirmed)" }, "staff")).data!.saveWorkOrderNote.error,
    ).toBeNull();
    expect((await ok(DELETE, { id: mine.id }, "staff")).deleteWorkOrderNote).toBe(mine.id);
    expect(errorCode(await gql(ONE, { id: mine.id }, "staff"))).toBe("NOT_FOUND");
    const lines = (await audits(shared)).nodes.map((n: any) => n.actionTaken);
    expect(lines.slice(0, 6)).toEqual(["Deleted a note", "Edited a note", "Deleted a note", "Edited a note", "Added a note", "Added a note"]);
  });

  it("requires the note, 1 to 4000 characters", async () => {
    const empty = (await save({ workOrderId: shared, note: "   " }, "staff")).data!.saveWorkOrderNote;
    expect(empty.note).toBeNull();
    expect(empty.error).toEqual({ code: "REQUIRED", message: "Required fields", fieldErrors: [{ field: "note", message: "Note is required" }] });
    const long = (await save({ workOrderId: shared, note: "x".repeat(4001) }, "staff")).data!.saveWorkOrderNote;
    expect(long.error.message).toBe("Note must be 4000 characters or fewer");
    expect((await save({ workOrderId: shared, note: "x".repeat(4000) }, "staff")).data!.saveWorkOrderNote.error).toBeNull();
    expect(errorCode(await save({ workOrderId: 99_999_999, note: "hello" }, "staff"))).toBe("NOT_FOUND");
  });

  it("keeps the audits tab for staff", async () => {
    expect(errorCode(await gql(`{ workOrderAudits(workOrderId: ${shared}) { totalCount } }`, {}, "client1"))).toBe("FORBIDDEN");
    const page = await audits(shared);
    const times = page.nodes.map((n: any) => Date.parse(n.actionDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.nodes[0].actionByName).toBe("Test Staff");
  });
});

describe("addWorkOrderNote (the decline's note)", () => {
  it("adds the note and its audit line to the caller's unit of work, written only when the caller flushes", async () => {
    const em = svc.orm.em.fork() as EntityManager;
    const viewer = new Viewer(viewers.staff(4));
    const count = async () =>
      (
        await sql(
          svc.db.url,
          `select (select count(*)::int from work_orders.work_order_note where work_order_id = $1 and note = 'Declined: duplicate') as notes,
                  (select count(*)::int from work_orders.audit_trail where entity_id = $2 and action_taken = 'Added a note') as lines`,
          [second, String(second)],
        )
      )[0]!;
    const before = await count();
    const note = addWorkOrderNote(em, viewer, { workOrderId: second, note: "Declined: duplicate", privateNote: false });
    expect(note).toMatchObject({ workOrderId: second, userId: 5, userName: "Test Staff", privateNote: false });
    expect(await count()).toEqual(before);
    await em.flush();
    expect(await count()).toEqual({ notes: before.notes + 1, lines: before.lines + 1 });
  });
});

describe("linked work orders", () => {
  const LINK = `mutation L($p: Int!, $c: Int!) { linkWorkOrders(parentWorkOrderId: $p, childWorkOrderId: $c) { link { id parentWorkOrderId childWorkOrderId workOrder { id refNo } } error { code message } } }`;
  const LINKS = `query L($id: Int!) { linkedWorkOrders(workOrderId: $id) { totalCount nodes { id parentWorkOrderId childWorkOrderId workOrder { id refNo dateOpened progressCode contractorName subTradeName workOrderType workOrderStatus } } } }`;
  let linkId: number;
  let crossId: number;

  it("links two orders once, in either order, never one to itself, audited on both", async () => {
    const r = (await ok(LINK, { p: shared, c: second }, "staff")).linkWorkOrders;
    expect(r.error).toBeNull();
    expect(r.link).toMatchObject({ parentWorkOrderId: shared, childWorkOrderId: second, workOrder: { id: second } });
    linkId = r.link.id;
    for (const [p, c] of [
      [shared, second],
      [second, shared],
    ]) {
      expect((await ok(LINK, { p, c }, "staff")).linkWorkOrders.error).toEqual({
        code: "ALREADY_LINKED",
        message: "These work orders are already linked",
      });
    }
    expect((await ok(LINK, { p: shared, c: shared }, "staff")).linkWorkOrders.error).toEqual({
      code: "INVALID",
      message: "A work order cannot be linked to itself",
    });
    expect(errorCode(await gql(LINK, { p: shared, c: 99_999_999 }, "staff"))).toBe("NOT_FOUND");
    expect(errorCode(await gql(LINK, { p: shared, c: other }, "client1"))).toBe("FORBIDDEN");
    const [{ ref }] = await sql(svc.db.url, "select ref_no as ref from work_orders.work_order where id = $1", [second]);
    expect((await audits(shared)).nodes[0].actionTaken).toBe(`Linked work order ${ref}`);
    crossId = (await ok(LINK, { p: shared, c: other }, "staff")).linkWorkOrders.link.id;
  });

  it("lists a link from either side with the other order, and only orders the viewer may see", async () => {
    const fromParent = (await ok(LINKS, { id: shared }, "staff")).linkedWorkOrders;
    expect(fromParent.nodes.map((n: any) => n.workOrder.id).sort()).toEqual([second, other].sort());
    const row = fromParent.nodes.find((n: any) => n.id === linkId);
    expect(row.workOrder.workOrderStatus).toBeTruthy();
    expect(row.workOrder.workOrderType).toBeTruthy();
    const fromChild = (await ok(LINKS, { id: second }, "staff")).linkedWorkOrders;
    expect(fromChild.nodes).toEqual([
      expect.objectContaining({ id: linkId, parentWorkOrderId: shared, workOrder: expect.objectContaining({ id: shared }) }),
    ]);
    // client 1 does not see client 2's order at the other end
    const client = (await ok(LINKS, { id: shared }, "client1")).linkedWorkOrders;
    expect(client.nodes.map((n: any) => n.workOrder.id)).toEqual([second]);
    expect(client.totalCount).toBe(1);
    expect(errorCode(await gql(LINKS, { id: other }, "client1"))).toBe("NOT_FOUND");
  });

  it("unlinks (staff), audited on both orders", async () => {
    expect(errorCode(await gql(`mutation { unlinkWorkOrders(id: ${linkId}) }`, {}, "contractor1"))).toBe("FORBIDDEN");
    expect((await ok(`mutation { unlinkWorkOrders(id: ${linkId}) }`, {}, "staff")).unlinkWorkOrders).toBe(linkId);
    expect(errorCode(await gql(`mutation { unlinkWorkOrders(id: ${linkId}) }`, {}, "staff"))).toBe("NOT_FOUND");
    expect((await audits(second)).nodes[0].actionTaken).toMatch(/^Unlinked work order WO\d{7}$/);
    await ok(`mutation { unlinkWorkOrders(id: ${crossId}) }`, {}, "staff");
    expect((await ok(LINKS, { id: shared }, "staff")).linkedWorkOrders.totalCount).toBe(0);
  });
});

describe("dashboard", () => {
  const DASH = `{ dashboard { overdueWorkOrders overdueWorkOrderAverage workOrdersLoggedThisWeek workOrdersClosedThisWeek weeks { weekStart logged closed } } }`;
  const WEEK = `date_trunc('week', now() at time zone 'Europe/London') at time zone 'Europe/London'`;
  const expected = async (client: number | null) => {
    const c = client == null ? "" : ` and client_id = ${client}`;
    const [row] = await sql(
      svc.db.url,
      `select (select count(*)::int from work_orders.work_order where work_order_status_id in (1,2,3,4) and due_date < now()${c}) as overdue,
        (select coalesce(round((extract(epoch from avg(now() - due_date)) / 86400)::numeric, 1), 0)::float from work_orders.work_order
          where work_order_status_id in (1,2,3,4) and due_date < now()${c}) as average,
        (select count(*)::int from work_orders.work_order where date_opened >= ${WEEK}${c}) as logged,
        (select count(*)::int from work_orders.work_order where date_closed >= ${WEEK}${c}) as closed`,
    );
    return row!;
  };

  it("answers staff the counters of every order, as counting the orders would", async () => {
    const d = (await ok(DASH, {}, "staff")).dashboard;
    const e = await expected(null);
    expect(d.overdueWorkOrders).toBe(e.overdue);
    expect(e.overdue).toBeGreaterThan(0);
    expect(Math.abs(d.overdueWorkOrderAverage - e.average)).toBeLessThanOrEqual(0.1);
    expect(d.workOrdersLoggedThisWeek).toBe(e.logged);
    expect(d.workOrdersClosedThisWeek).toBe(e.closed);
    expect(d.weeks).toHaveLength(12);
    const starts = d.weeks.map((w: any) => new Date(w.weekStart));
    expect(
      starts.every(
        (s: Date) => s.toLocaleString("en-GB", { timeZone: "Europe/London", weekday: "short", hour: "2-digit", minute: "2-digit" }) === "Mon 00:00",
      ),
    ).toBe(true);
    expect(d.weeks[11]).toMatchObject({ logged: e.logged, closed: e.closed });
    // 11 weeks before this week's Monday in London time (subtracting from the instant would shift an hour across the clock change)
    const [{ n }] = await sql(
      svc.db.url,
      `select count(*)::int n from work_orders.work_order
        where date_opened >= (date_trunc('week', now() at time zone 'Europe/London') - interval '11 weeks') at time zone 'Europe/London'`,
    );
    expect(d.weeks.reduce((s: number, w: any) => s + w.logged, 0)).toBe(n);
  });

  it("follows changes of the orders (the counts kept by triggers)", async () => {
    const before = (await ok(DASH, {}, "client1")).dashboard;
    const [wo] = await sql(
      svc.db.url,
      `update work_orders.work_order set due_date = now() - interval '3 days' where id = (
         select id from work_orders.work_order where client_id = 1 and work_order_status_id = 2 and due_date > now() + interval '2 hours' order by id limit 1)
       returning id`,
    );
    expect(wo).toBeDefined();
    const after = (await ok(DASH, {}, "client1")).dashboard;
    expect(after.overdueWorkOrders).toBe(before.overdueWorkOrders + 1);
    const e = await expected(1);
    expect(after.overdueWorkOrders).toBe(e.overdue);
    expect(Math.abs(after.overdueWorkOrderAverage - e.average)).toBeLessThanOrEqual(0.1);
    await sql(svc.db.url, "update work_orders.work_order set work_order_status_id = 6, date_closed = now() where id = $1", [wo!.id]);
    const closed = (await ok(DASH, {}, "client1")).dashboard;
    expect(closed.overdueWorkOrders).toBe(before.overdueWorkOrders);
    expect(closed.workOrdersClosedThisWeek).toBe(before.workOrdersClosedThisWeek + 1);
    expect(closed.workOrdersLoggedThisWeek).toBe((await expected(1)).logged);
  });

  it("scopes a client user to its client and refuses contractors", async () => {
    const d = (await ok(DASH, {}, "client2")).dashboard;
    expect(d.overdueWorkOrders).toBe((await expected(2)).overdue);
    expect(errorCode(await gql(DASH, {}, "contractor1"))).toBe("FORBIDDEN");
  });

  it("answers recent work orders in the order given, only the visible ones, at most 10", async () => {
    const Q = `query R($ids: [Int!]!) { recentWorkOrders(ids: $ids) { id refNo } }`;
    const staff = (await ok(Q, { ids: [other, shared, 99_999_999, second, shared] }, "staff")).recentWorkOrders;
    expect(staff.map((w: any) => w.id)).toEqual([other, shared, second]);
    const client = (await ok(Q, { ids: [other, shared, second] }, "client1")).recentWorkOrders;
    expect(client.map((w: any) => w.id)).toEqual([shared, second]);
    expect(errorCode(await gql(Q, { ids: Array.from({ length: 11 }, (_, i) => i + 1) }, "staff"))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(Q, { ids: [shared] }, "contractor1"))).toBe("FORBIDDEN");
  });
});
