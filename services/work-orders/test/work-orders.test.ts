import { pendingSchemaSql } from "@wo/shared";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};

const LIST = `query List($status: Int, $search: String, $filters: [WorkOrderFilterInput!], $sort: [WorkOrderSortInput!],
    $page: Int! = 1, $pageSize: Int! = 20, $overdue: Boolean, $staff: Boolean! = false) {
  workOrders(status: $status, search: $search, filters: $filters, sort: $sort, page: $page, pageSize: $pageSize, overdue: $overdue) {
    totalCount page pageSize
    nodes { id refNo clientId clientName siteId siteName siteCode contractorId contractorName workOrderStatusId workOrderStatus
      dateOpened dueDate issue details requestedBy clientRef deadline estimatedCost @include(if: $staff) }
  }
}`;

const list = async (vars: Record<string, unknown>, who = "admin") => {
  const staff = who === "admin" || who === "staff";
  const r = await graphql<{ workOrders: { totalCount: number; nodes: any[] } }>(svc.url, LIST, { staff, ...vars }, tokens[who]);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.workOrders;
};
const count = async (where: string, params: unknown[] = []) =>
  Number((await sql(svc.db.url, `select count(*) as n from work_orders.work_order wo where ${where}`, params))[0]!.n);

beforeAll(async () => {
  svc = await startTestService(workOrdersService);
  tokens.admin = await tokenFor(viewers.admin());
  tokens.staff = await tokenFor(viewers.staff(4));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
}, 60_000);
afterAll(() => svc?.stop());

describe("the migrations", () => {
  it("leave nothing for the entities to add", async () => {
    expect(await pendingSchemaSql(svc.orm)).toBe("");
  });
});

describe("workOrders: a status tab", () => {
  it("answers the tab's first page in reference order with the status's total", async () => {
    const page = await list({ status: 2 });
    expect(page.totalCount).toBe(await count("work_order_status_id = 2"));
    expect(page.nodes).toHaveLength(20);
    expect(page.nodes.every((n) => n.workOrderStatusId === 2 && n.workOrderStatus === "Open")).toBe(true);
    const ids = page.nodes.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(page.nodes[0].refNo).toBe(`WO${String(ids[0]).padStart(7, "0")}`);
  });

  it("names clients, sites and contractors from the assets service's data", async () => {
    const [n] = (await list({ status: 2, pageSize: 1 })).nodes;
    const [site] = await sql(
      svc.db.url,
      "select s.name, c.name as client from assets.site s join assets.client c on c.id = s.client_id where s.id = $1",
      [n.siteId],
    );
    expect(n.siteName).toBe(site!.name);
    expect(n.clientName).toBe(site!.client);
  });

  it("pages without overlap", async () => {
    const [p1, p2] = await Promise.all([list({ status: 6, page: 1 }), list({ status: 6, page: 2 })]);
    const ids1 = new Set(p1.nodes.map((n) => n.id));
    expect(p2.nodes.length).toBe(20);
    expect(p2.nodes.some((n) => ids1.has(n.id))).toBe(false);
    expect(Math.min(...p2.nodes.map((n) => n.id))).toBeGreaterThan(Math.max(...ids1));
  });

  it("sorts by site name as the database collates it, then by reference", async () => {
    const page = await list({ status: 2, sort: [{ field: "SITE", direction: "ASC" }] });
    const expected = await sql(
      svc.db.url,
      `select wo.id from work_orders.work_order wo join assets.site s on s.id = wo.site_id
       where wo.work_order_status_id = 2 order by s.name, wo.id limit 20`,
    );
    expect(page.nodes.map((n) => n.id)).toEqual(expected.map((r) => r.id));
  });

  it("sorts by client name descending, on a later page, exactly as a plain ORDER BY would", async () => {
    const page = await list({ status: 6, page: 3, pageSize: 25, sort: [{ field: "CLIENT", direction: "DESC" }] });
    const expected = await sql(
      svc.db.url,
      `select wo.id from work_orders.work_order wo join assets.client c on c.id = wo.client_id
       where wo.work_order_status_id = 6 order by c.name desc, wo.id limit 25 offset 50`,
    );
    expect(page.nodes.map((n) => n.id)).toEqual(expected.map((r) => r.id));
    expect(page.totalCount).toBe(await count("work_order_status_id = 6"));
  });

  it("sorts by site within a client user's tenancy and a search", async () => {
    const page = await list({ search: "leak", pageSize: 50, sort: [{ field: "SITE", direction: "ASC" }] }, "client1");
    expect(page.nodes.every((n) => n.clientId === 1)).toBe(true);
    const names = page.nodes.map((n) => n.siteName);
    const expected = await sql(
      svc.db.url,
      `select s.name from work_orders.work_order wo join assets.site s on s.id = wo.site_id
       where wo.client_id = 1 and wo.search_text like '%leak%' order by s.name, wo.id limit 50`,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(page.totalCount).toBeGreaterThanOrEqual(expected.length);
    expect(names.slice(0, expected.length)).toEqual(expected.map((r) => r.name).slice(0, names.length));
  });

  it("sorts descending by date opened", async () => {
    const page = await list({ status: 6, sort: [{ field: "DATE_OPENED", direction: "DESC" }] });
    const times = page.nodes.map((n) => Date.parse(n.dateOpened));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [newest] = await sql(svc.db.url, "select max(date_opened) as d from work_orders.work_order where work_order_status_id = 6");
    expect(times[0]).toBe(new Date(newest!.d).getTime());
  });

  it("refuses a page size over the cap and a page below 1 with BAD_USER_INPUT", async () => {
    for (const vars of [{ pageSize: 5000 }, { page: 0 }, { pageSize: 0 }]) {
      const r = await graphql(svc.url, LIST, vars, tokens.admin);
      expect(errorCode(r)).toBe("BAD_USER_INPUT");
    }
  });

  it("lists several statuses at once, within the viewer's tenancy", async () => {
    const r = await graphql<any>(
      svc.url,
      `
        {
          workOrders(statuses: [2, 3], pageSize: 1000) {
            totalCount
            nodes {
              workOrderStatusId
              contractorId
            }
          }
        }
      `,
      {},
      tokens.contractor1,
    );
    expect(r.data!.workOrders.totalCount).toBe(await count("contractor_id = 1 and work_order_status_id in (2, 3)"));
    expect(r.data!.workOrders.nodes.every((n: any) => [2, 3].includes(n.workOrderStatusId) && n.contractorId === 1)).toBe(true);
    expect(
      errorCode(
        await graphql(
          svc.url,
          `
            {
              workOrders(statuses: [2, 99]) {
                totalCount
              }
            }
          `,
          {},
          tokens.admin,
        ),
      ),
    ).toBe("BAD_USER_INPUT");
  });

  it("refuses an unknown status id", async () => {
    expect(errorCode(await graphql(svc.url, LIST, { status: 99 }, tokens.admin))).toBe("BAD_USER_INPUT");
  });
});

describe("workOrders: search and column filters", () => {
  it("searches reference, texts and the names of sites and clients", async () => {
    const page = await list({ search: "Leak", pageSize: 200 });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const n of page.nodes) {
      const hay = [n.refNo, n.issue, n.details, n.requestedBy, n.clientRef, n.siteName, n.siteCode, n.clientName, n.contractorName]
        .join(" ")
        .toLowerCase();
      expect(hay).toContain("leak");
    }
    expect(page.totalCount).toBe(
      await count(
        `wo.search_text like '%leak%' or wo.site_id in (select id from assets.site where name ilike '%leak%' or site_code ilike '%leak%' or post_code ilike '%leak%')
         or wo.client_id in (select id from assets.client where name ilike '%leak%') or wo.contractor_id in (select id from assets.contractor where name ilike '%leak%')`,
      ),
    );
  });

  it("sorts a search's matches by a name or a searched text, either direction, as sorting every match would", async () => {
    const matches = (await list({ search: "leak", pageSize: 1000 })).nodes.map((n) => n.id);
    expect(matches.length).toBeGreaterThan(40);
    // a name's ties by id ascending in either direction (as each name's rows merge), a text's in the sort's direction
    const columns: [field: string, expr: string, join: string, ties: string][] = [
      ["CONTRACTOR", "ct.name", "left join assets.contractor ct on ct.id = wo.contractor_id", "asc"],
      ["SUB_TRADE", "st.name", "left join assets.trade st on st.id = wo.sub_trade_id", "asc"],
      ["ISSUE", "wo.issue", "", ""],
      ["CLIENT_REF", "wo.client_ref", "", ""],
    ];
    for (const [field, expr, join, ties] of columns) {
      for (const direction of ["ASC", "DESC"]) {
        const expected = await sql(
          svc.db.url,
          `select wo.id from work_orders.work_order wo ${join} where wo.id = any($1) order by ${expr} ${direction} nulls last, wo.id ${ties || direction}`,
          [matches],
        );
        const second = await list({ search: "leak", page: 2, pageSize: 20, sort: [{ field, direction }] });
        expect([field, direction, second.nodes.map((n) => n.id)]).toEqual([field, direction, expected.slice(20, 40).map((r) => r.id)]);
        expect(second.totalCount).toBe(matches.length);
      }
    }
  });

  it("finds orders by a site's name", async () => {
    const [site] = await sql(svc.db.url, "select id, name from assets.site order by id limit 1");
    const page = await list({ search: site!.name, pageSize: 100 });
    expect(page.totalCount).toBe(await count("site_id = $1", [site!.id]));
  });

  it("applies text, date and number filters together", async () => {
    const page = await list({
      pageSize: 200,
      filters: [
        { field: "CLIENT", operator: "CONTAINS", value: "harbour" },
        { field: "DATE_OPENED", operator: "GTE", value: "01/01/2026" },
        { field: "ESTIMATED_COST", operator: "GTE", value: "1000" },
      ],
    });
    expect(page.totalCount).toBe(
      await count(
        `wo.client_id in (select id from assets.client where name ilike '%harbour%')
         and (wo.date_opened at time zone 'Europe/London')::date >= '2026-01-01' and wo.estimated_cost >= 1000`,
      ),
    );
    for (const n of page.nodes) {
      expect(n.clientName).toMatch(/harbour/i);
      expect(Number(n.estimatedCost)).toBeGreaterThanOrEqual(1000);
    }
  });

  it("refuses a filter value of the wrong kind", async () => {
    const bad = [
      { field: "DATE_OPENED", operator: "EQ", value: "yesterday" },
      { field: "ESTIMATED_COST", operator: "GT", value: "lots" },
      { field: "ESTIMATED_COST", operator: "CONTAINS", value: "1" },
      { field: "ISSUE", operator: "EQ", value: "" },
    ];
    for (const f of bad) expect(errorCode(await graphql(svc.url, LIST, { filters: [f] }, tokens.admin))).toBe("BAD_USER_INPUT");
  });

  it("lists overdue orders: outstanding and past their due date", async () => {
    const page = await list({ overdue: true, pageSize: 100 });
    expect(page.totalCount).toBe(await count("work_order_status_id in (1, 2, 3, 4) and due_date < now()"));
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.nodes.every((n) => [1, 2, 3, 4].includes(n.workOrderStatusId) && n.deadline === "OVERDUE")).toBe(true);
  });
});

describe("workOrders: keyset paging and totals", () => {
  const PAGE = `query($status: Int, $sort: [WorkOrderSortInput!], $page: Int!, $after: String, $search: String) {
    workOrders(status: $status, sort: $sort, page: $page, pageSize: 25, after: $after, search: $search) {
      totalCount totalCountExact endCursor nodes { id } } }`;
  const read = async (vars: Record<string, unknown>) => {
    const r = await graphql<any>(svc.url, PAGE, vars, tokens.admin);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!.workOrders;
  };

  it("continues after a page's endCursor exactly as the next page number does, under every kind of sort", async () => {
    const sorts = [
      { status: 6, sort: [{ field: "DATE_OPENED", direction: "DESC" }] },
      { status: 1, sort: [{ field: "CONTRACTOR", direction: "ASC" }] }, // some requests have no contractor yet: they come last
      { status: 1, sort: [{ field: "CONTRACTOR", direction: "DESC" }] },
      { sort: [{ field: "SITE", direction: "DESC" }] },
      { sort: [{ field: "DUE_DATE", direction: "ASC" }] },
      { sort: [{ field: "CLIENT_REF", direction: "DESC" }] },
      { status: 2 },
    ];
    for (const vars of sorts) {
      let cursor: string | null = null;
      for (let page = 1; page <= 4; page++) {
        const [byNumber, byCursor]: any[] = await Promise.all([read({ ...vars, page }), page === 1 ? null : read({ ...vars, page, after: cursor })]);
        if (byCursor) expect([vars, page, byCursor.nodes.map((n: any) => n.id)]).toEqual([vars, page, byNumber.nodes.map((n: any) => n.id)]);
        cursor = byNumber.endCursor;
        if (!cursor) break;
      }
    }
  });

  it("refuses a cursor of another sort", async () => {
    const first = await read({ status: 2, page: 1 });
    const r = await graphql(svc.url, PAGE, { status: 2, page: 2, after: first.endCursor, sort: [{ field: "SITE" }] }, tokens.admin);
    expect(errorCode(r)).toBe("BAD_USER_INPUT");
  });

  it("says the total is exact when the counters or a count within the limit give it", async () => {
    expect(await read({ status: 2, page: 1 })).toMatchObject({ totalCount: await count("work_order_status_id = 2"), totalCountExact: true });
    expect(await read({ search: "boiler", page: 1 })).toMatchObject({ totalCountExact: true });
  });

  it("matches each word of a search as the start of a word, and a code anywhere", async () => {
    const words = await read({ search: "LEAKI tap", page: 1 });
    expect(words.totalCount).toBe(await count("wo.search_text ~ '\\mleaki' and wo.search_text ~ '\\mtap'"));
    expect(words.totalCount).toBeGreaterThan(0);
    const [ref] = await sql(svc.db.url, "select ref_no, id from work_orders.work_order order by id desc limit 1");
    expect((await read({ search: ref!.ref_no.toLowerCase(), page: 1 })).nodes.map((n: any) => n.id)).toEqual([ref!.id]);
  });

  it("leaves out the words nearly every text holds when the search has others, and keeps them alone", async () => {
    const leak = await read({ search: "leak", page: 1 });
    expect(await read({ search: "the LEAK and", page: 1 })).toMatchObject({ totalCount: leak.totalCount, nodes: leak.nodes });
    // "under" names no site, client or contractor of the demo: only the texts hold it
    const under = await read({ search: "Under", page: 1 });
    expect(under.totalCount).toBe(await count("wo.search_text ~ '\\munder'"));
    expect(under.totalCount).toBeGreaterThan(0);
  });
});

describe("PPM work orders (workOrders(ppm:))", () => {
  const PPM = `query($ppm: Boolean, $c: Int) { workOrders(ppm: $ppm, clientId: $c, pageSize: 1000) {
    totalCount totalCountExact nodes { id clientId workOrderTypeId } } }`;
  const read = async (vars: Record<string, unknown>, who = "admin") => {
    const r = await graphql<any>(svc.url, PPM, vars, tokens[who]);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!.workOrders as { totalCount: number; totalCountExact: boolean; nodes: { id: number; clientId: number; workOrderTypeId: number }[] };
  };

  it("answers only PPM orders (type 3) with true, none of them with false, all without, each total exact", async () => {
    const ppm = await read({ ppm: true, c: 1 });
    expect(ppm).toMatchObject({ totalCount: await count("client_id = 1 and work_order_type_id = 3"), totalCountExact: true });
    expect(ppm.totalCount).toBeGreaterThan(0);
    expect(ppm.nodes.every((n) => n.workOrderTypeId === 3 && n.clientId === 1)).toBe(true);
    const others = await read({ ppm: false, c: 1 });
    expect(others).toMatchObject({ totalCount: await count("client_id = 1 and work_order_type_id <> 3"), totalCountExact: true });
    expect(others.nodes.some((n) => n.workOrderTypeId === 3)).toBe(false);
    expect((await read({ c: 1 })).totalCount).toBe(ppm.totalCount + others.totalCount);
  });

  it("keeps a client user's PPM orders to its own client, whatever client it names", async () => {
    expect((await read({ ppm: true }, "client2")).totalCount).toBe(await count("client_id = 2 and work_order_type_id = 3"));
    expect((await read({ ppm: true, c: 1 }, "client2")).totalCount).toBe(0);
  });

  it("keeps the totals exact as an order becomes a PPM one and back", async () => {
    const [row] = await sql(
      svc.db.url,
      "select id, client_id from work_orders.work_order where work_order_type_id = 1 and work_order_status_id = 2 limit 1",
    );
    const c = row!.client_id;
    const before = [(await read({ ppm: true, c })).totalCount, (await read({ ppm: false, c })).totalCount];
    await sql(svc.db.url, "update work_orders.work_order set work_order_type_id = 3 where id = $1", [row!.id]);
    expect([(await read({ ppm: true, c })).totalCount, (await read({ ppm: false, c })).totalCount]).toEqual([before[0]! + 1, before[1]! - 1]);
    await sql(svc.db.url, "update work_orders.work_order set work_order_type_id = 1 where id = $1", [row!.id]);
    expect([(await read({ ppm: true, c })).totalCount, (await read({ ppm: false, c })).totalCount]).toEqual(before);
  });
});

describe("counters", () => {
  const COUNTERS = `{ workOrderCounters { requestAwaitingAResponse open awaitingQuote awaitingQuoteApproval awaitingCertificate
    awaitingCertAudit closed approved query completed submitted cancelled discarded byStatus { statusId count } } }`;

  it("counts every status as the table holds it", async () => {
    const r = await graphql<any>(svc.url, COUNTERS, {}, tokens.staff);
    const c = r.data!.workOrderCounters;
    const rows = await sql(svc.db.url, "select work_order_status_id as s, count(*)::int as n from work_orders.work_order group by 1");
    const actual = Object.fromEntries(rows.map((x) => [x.s, x.n]));
    expect(c.open).toBe(actual[2]);
    expect(c.requestAwaitingAResponse).toBe(actual[1]);
    expect(c.awaitingCertAudit).toBe(actual[13]);
    expect(c.discarded).toBe(actual[14]);
    expect(c.byStatus.find((b: any) => b.statusId === 8).count).toBe(actual[8]);
  });

  it("stay exact through inserts, status changes and deletes", async () => {
    const before = await graphql<any>(svc.url, COUNTERS, {}, tokens.admin);
    const [row] = await sql(
      svc.db.url,
      `insert into work_orders.work_order (date_opened, client_id, site_id, work_order_type_id, work_order_status_id)
       select now(), client_id, id, 1, 2 from assets.site order by id limit 1 returning id`,
    );
    await sql(svc.db.url, "update work_orders.work_order set work_order_status_id = 11 where id = $1", [row!.id]);
    const mid = await graphql<any>(svc.url, COUNTERS, {}, tokens.admin);
    expect(mid.data!.workOrderCounters.query).toBe(before.data!.workOrderCounters.query + 1);
    expect(mid.data!.workOrderCounters.open).toBe(before.data!.workOrderCounters.open);
    await sql(svc.db.url, "delete from work_orders.work_order where id = $1", [row!.id]);
    const after = await graphql<any>(svc.url, COUNTERS, {}, tokens.admin);
    expect(after.data!.workOrderCounters).toEqual(before.data!.workOrderCounters);
  });

  it("count one contractor's or client's orders for staff, and never widen a portal user's tenancy", async () => {
    const Q = `query($c: Int, $k: Int) { workOrderCounters(clientId: $c, contractorId: $k) { open } }`;
    expect((await graphql<any>(svc.url, Q, { k: 2 }, tokens.staff)).data!.workOrderCounters.open).toBe(
      await count("contractor_id = 2 and work_order_status_id = 2"),
    );
    expect((await graphql<any>(svc.url, Q, { c: 3 }, tokens.admin)).data!.workOrderCounters.open).toBe(
      await count("client_id = 3 and work_order_status_id = 2"),
    );
    expect((await graphql<any>(svc.url, Q, { k: 2 }, tokens.contractor1)).data!.workOrderCounters.open).toBe(0);
    const list = await graphql<any>(
      svc.url,
      `
        {
          workOrders(contractorId: 2, pageSize: 1000) {
            totalCount
            nodes {
              contractorId
            }
          }
        }
      `,
      {},
      tokens.staff,
    );
    expect(list.data!.workOrders.totalCount).toBe(await count("contractor_id = 2"));
    expect(list.data!.workOrders.nodes.every((n: any) => n.contractorId === 2)).toBe(true);
    expect(
      (
        await graphql<any>(
          svc.url,
          `
            {
              workOrders(contractorId: 2) {
                totalCount
              }
            }
          `,
          {},
          tokens.contractor1,
        )
      ).data!.workOrders.totalCount,
    ).toBe(0);
  });

  it("count only the viewer's tenancy", async () => {
    const r = await graphql<any>(svc.url, COUNTERS, {}, tokens.client1);
    expect(r.data!.workOrderCounters.closed).toBe(await count("client_id = 1 and work_order_status_id = 6"));
    const k = await graphql<any>(svc.url, COUNTERS, {}, tokens.contractor1);
    expect(k.data!.workOrderCounters.open).toBe(await count("contractor_id = 1 and work_order_status_id = 2"));
  });
});

describe("tenancy", () => {
  it("shows a client user only its client's orders, in lists and totals", async () => {
    const page = await list({ pageSize: 1000 }, "client1");
    expect(page.totalCount).toBe(await count("client_id = 1"));
    expect(page.nodes.every((n) => n.clientId === 1)).toBe(true);
  });

  it("shows a contractor user only the orders given to its contractor", async () => {
    const page = await list({ status: 2, pageSize: 1000 }, "contractor1");
    expect(page.totalCount).toBe(await count("contractor_id = 1 and work_order_status_id = 2"));
    expect(page.nodes.every((n) => n.contractorId === 1)).toBe(true);
  });

  it("does not leak another client's orders through search", async () => {
    const [site] = await sql(svc.db.url, "select name from assets.site where client_id = 1 order by id limit 1");
    const page = await list({ search: site!.name }, "client2");
    expect(page.totalCount).toBe(0);
  });

  it("answers NOT_FOUND for another tenant's order, as for one that does not exist", async () => {
    const [own] = await sql(svc.db.url, "select id from work_orders.work_order where client_id = 1 order by id limit 1");
    const Q = `query($id: Int!) { workOrder(id: $id) { id clientId } }`;
    expect((await graphql<any>(svc.url, Q, { id: own!.id }, tokens.client1)).data!.workOrder.id).toBe(own!.id);
    expect(errorCode(await graphql(svc.url, Q, { id: own!.id }, tokens.client2))).toBe("NOT_FOUND");
    expect(errorCode(await graphql(svc.url, Q, { id: 987654321 }, tokens.admin))).toBe("NOT_FOUND");
  });

  it("resolves federation references only within the viewer's tenancy", async () => {
    const [own] = await sql(svc.db.url, "select id from work_orders.work_order where client_id = 1 order by id limit 1");
    const Q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on WorkOrder { id clientId } } }`;
    const reps = { r: [{ __typename: "WorkOrder", id: own!.id }] };
    expect((await graphql<any>(svc.url, Q, reps, tokens.admin)).data!._entities[0].id).toBe(own!.id);
    expect((await graphql<any>(svc.url, Q, reps, tokens.client2)).data!._entities[0]).toBeNull();
  });
});

describe("who may ask", () => {
  it("refuses a request without a token, or with a forged one, as UNAUTHENTICATED", async () => {
    expect(errorCode(await graphql(svc.url, LIST, {}))).toBe("UNAUTHENTICATED");
    const [h, p] = tokens.client1!.split(".");
    const forged = `${h}.${p}.${"A".repeat(86)}`;
    expect(errorCode(await graphql(svc.url, LIST, {}, forged))).toBe("UNAUTHENTICATED");
  });

  it("lets staff of any department read the lists", async () => {
    expect((await list({ status: 1 }, "staff")).totalCount).toBe(await count("work_order_status_id = 1"));
  });
});
