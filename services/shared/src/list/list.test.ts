import "reflect-metadata";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Field, ObjectType } from "type-graphql";
import { Readers } from "../field-access";
import { SortDirection } from "../graphql/paging";
import { tenantColumns } from "../tenancy";
import { fieldBinder, parseSortString } from "./binding";
import { readList } from "./builder";
import { decodeCursor, encodeCursor } from "./cursor";
import { argument, COUNT_BUDGET, COUNT_LIMIT, COUNT_LIMIT_COSTLY, declareList, SEARCH_FIRST_ROWS } from "./declaration";

@ObjectType("ListTestRow")
class Row {
  @Readers.everyone()
  @Field()
  name!: string;

  @Readers.everyone()
  @Field()
  opened!: Date;

  @Readers.staff()
  @Field()
  cost!: string;
}

const LIST = declareList({
  names: { field: "ListTestField", sortInput: "ListTestSortInput" },
  entity: Row,
  from: "t.item i",
  key: ["i.id"],
  tenancy: tenantColumns({ client: "i.client_id" }),
  columns: {
    NAME: { field: "name", kind: "text", notNull: true, sort: "i.name", filter: "i.name" },
    OPENED: { field: "opened", kind: "date", sort: "i.opened", filter: "i.opened" },
    COST: { field: "cost", kind: "decimal", sort: "i.cost", filter: "i.cost" },
    NOTE: { field: "name", kind: "text", sort: "i.note", filter: "i.note", searched: true },
    OWNER: {
      field: "name",
      kind: "text",
      sort: "o.name",
      filter: "o.name",
      join: "owner",
      group: { from: "t.owner g", key: "i.owner_id", order: "g.name" },
    },
  },
  joins: { owner: "left join t.owner o on o.id = i.owner_id" },
  defaultSort: { field: "NAME", direction: SortDirection.ASC },
  arguments: {
    status: argument<number>({ where: (s) => ["i.status = ?", [s]], counter: (s) => ["status = ?", [s]] }),
    kind: argument<number>({ where: (k) => ["i.kind = ?", [k]] }),
    archived: argument<boolean>({ where: (a) => (a ? ["i.archived", []] : null) }),
  },
  search: { description: "text", where: (_em, term) => ["i.name ilike ?", [`%${term}%`]] },
  filters: true,
  counters: { table: "t.counts", tenancy: tenantColumns({ client: "client_id" }), total: "sum(n)" },
  rows: { select: "i.*", byKey: true },
});

/** An EntityManager whose connection records each statement and answers `answer(sql)`. */
function fakeEm(answer: (sql: string) => Record<string, unknown>[] = (sql) => (sql.startsWith("select (select") ? [{ n: "0" }] : [])) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const em = {
    getConnection: () => ({
      execute: async (sql: string, params: unknown[]) => {
        statements.push({ sql, params });
        return answer(sql);
      },
    }),
  } as unknown as EntityManager;
  return { em, statements };
}

/** The planner's answer to the EXPLAIN of a count: its cost, and the rows it expects below the count's limit. */
const plan = (rows: number, cost: number) => [
  {
    "QUERY PLAN": [
      {
        Plan: {
          "Node Type": "Aggregate",
          "Plan Rows": 1,
          "Total Cost": cost,
          Plans: [
            {
              "Node Type": "Limit",
              "Plan Rows": rows,
              "Total Cost": cost,
              Plans: [{ "Node Type": "Seq Scan", "Plan Rows": rows, "Total Cost": cost }],
            },
          ],
        },
      },
    ],
  },
];
const CHEAP = COUNT_BUDGET;
const COSTLY = COUNT_BUDGET + 1;

/** A database that answers the EXPLAIN of a count, the count, and the bound (counters or key span). */
const counting = (a: { rows?: number; cost?: number; counted?: number; bound?: number }) =>
  fakeEm((sql) =>
    sql.startsWith("explain")
      ? plan(a.rows ?? 5, a.cost ?? CHEAP)
      : sql.startsWith("select count")
        ? [{ n: String(a.counted ?? 5) }]
        : sql.startsWith("select (select sum(n)") || sql.startsWith("select coalesce(max(")
          ? [{ n: String(a.bound ?? 0) }]
          : [],
  );

const page = { page: 1, pageSize: 20 };
/** Arguments with the list's own (the test's list has no args class that declares them). */
const args = (a: Record<string, unknown>) => ({ ...page, ...a }) as Parameters<typeof readList>[3];
const all = { kind: "all" } as const;

describe("list declarations", () => {
  it("refuse a join that does not exist and a default sort that is not a column", () => {
    expect(() =>
      declareList({
        ...LIST,
        columns: { A: { field: "name", kind: "text", sort: "x", filter: "x", join: "nope" } },
        defaultSort: { field: "A", direction: SortDirection.ASC },
      }),
    ).toThrow("unknown join");
  });
});

describe("the total", () => {
  it("comes from the counters, in the page's statement, when every argument given is one they answer", async () => {
    const { em, statements } = fakeEm((sql) => (sql.startsWith("select i.*") ? [{ __total: "42", __k: "a", __id0: 1 }] : []));
    const p = await readList(em, LIST, { kind: "client", clientId: 7 }, args({ status: 2, archived: false }));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.sql).toContain('(select sum(n) from t.counts where (client_id = ?) and (status = ?)) as "__total"');
    expect(statements[0]!.sql).toContain("where (i.client_id = ?) and (i.status = ?)");
    expect(p).toMatchObject({ totalCount: 42, totalCountExact: true });
  });

  it("is counted when an argument the counters do not know is given, or a search, or a filter", async () => {
    for (const a of [
      { kind: 3 },
      { search: "x" },
      { filters: [{ field: "NAME" as const, operator: "EQ" as never, value: "x" }] },
      { status: 2, kind: 3 },
    ]) {
      const { em, statements } = counting({});
      const p = await readList(em, LIST, all, args(a));
      expect(statements.some((s) => s.sql.includes("t.counts"))).toBe(false);
      expect(statements.some((s) => s.sql.startsWith("select count(*) as n from (select 1 from t.item i"))).toBe(true);
      expect(p).toMatchObject({ totalCount: 5, totalCountExact: true });
    }
  });

  it("counts up to COUNT_LIMIT where the planner costs that cheap, else up to COUNT_LIMIT_COSTLY", async () => {
    const cheap = counting({ cost: CHEAP, counted: 60_000 });
    expect(await readList(cheap.em, LIST, all, args({ kind: 3 }))).toMatchObject({ totalCount: 60_000, totalCountExact: true });
    expect(cheap.statements.find((s) => s.sql.startsWith("select count"))!.params.at(-1)).toBe(COUNT_LIMIT + 1);
    const costly = counting({ cost: COSTLY, counted: 700 });
    expect(await readList(costly.em, LIST, all, args({ kind: 3 }))).toMatchObject({ totalCount: 700, totalCountExact: true });
    expect(costly.statements.find((s) => s.sql.startsWith("select count"))!.params.at(-1)).toBe(COUNT_LIMIT_COSTLY + 1);
    // a search's matches are counted only so far whatever the planner costs it at (it takes words as independent)
    const search = counting({ cost: CHEAP, counted: 700 });
    expect(await readList(search.em, LIST, all, args({ search: "x" }))).toMatchObject({ totalCount: 700, totalCountExact: true });
    expect(search.statements.find((s) => s.sql.startsWith("select count"))!.params.at(-1)).toBe(COUNT_LIMIT_COSTLY + 1);
    // what was costed is the count up to COUNT_LIMIT of the same rows
    const explain = costly.statements.find((s) => s.sql.startsWith("explain"))!;
    expect(explain.sql).toBe("explain (format json) select count(*) from (select 1 from t.item i where (i.kind = ?) limit ?) s");
    expect(explain.params).toEqual([3, COUNT_LIMIT + 1]);
  });

  it("past the limit, is the counters' total without what they cannot answer: an upper bound, never the planner's estimate", async () => {
    const { em, statements } = counting({ rows: 900, cost: COSTLY, counted: COUNT_LIMIT_COSTLY + 1, bound: 250_000 });
    const p = await readList(em, LIST, { kind: "client", clientId: 7 }, args({ status: 2, kind: 3, search: "x" }));
    // the planner expected 900: its estimate is not the total
    expect(p).toMatchObject({ totalCount: 250_000, totalCountExact: false });
    const count = statements.find((s) => s.sql.startsWith("select count"))!;
    expect(count.sql).toContain("(i.client_id = ?) and (i.status = ?) and (i.kind = ?) and (i.name ilike ?) limit ?");
    // the same tenancy and the arguments the counters answer; not the kind, not the search
    const bound = statements.find((s) => s.sql.includes("t.counts"))!;
    expect(bound.sql).toBe("select (select sum(n) from t.counts where (client_id = ?) and (status = ?)) as n");
    expect(bound.params).toEqual([7, 2]);
  });

  it("past the limit, is never below the rows counted (a bound read a moment apart)", async () => {
    const { em } = counting({ cost: COSTLY, counted: COUNT_LIMIT_COSTLY + 1, bound: 7 });
    expect(await readList(em, LIST, all, args({ search: "x" }))).toMatchObject({ totalCount: COUNT_LIMIT_COSTLY + 1, totalCountExact: false });
  });

  it("is the bound without counting when the planner expects far more rows than a costly count's limit, unless the bound is within it", async () => {
    const big = counting({ rows: 50_000, cost: COSTLY, bound: 250_000 });
    expect(await readList(big.em, LIST, all, args({ search: "x" }))).toMatchObject({ totalCount: 250_000, totalCountExact: false });
    expect(big.statements.some((s) => s.sql.startsWith("select count"))).toBe(false);
    // a planner far off: the counters hold only 40 such rows, so they are counted
    const small = counting({ rows: 50_000, cost: COSTLY, bound: 40, counted: 12 });
    expect(await readList(small.em, LIST, all, args({ search: "x" }))).toMatchObject({ totalCount: 12, totalCountExact: true });
  });

  it("without counters, past the limit, is the span of the keys the tenancy and arguments keep (never the search's or filters')", async () => {
    const plain = declareList({ ...LIST, counters: undefined });
    const { em, statements } = counting({ cost: COSTLY, counted: COUNT_LIMIT_COSTLY + 1, bound: 180_000 });
    const p = await readList(em, plain, { kind: "client", clientId: 7 }, args({ kind: 3, search: "x" }));
    expect(p).toMatchObject({ totalCount: 180_000, totalCountExact: false });
    const span = statements.find((s) => s.sql.startsWith("select coalesce(max("))!;
    expect(span.sql).toBe(
      "select coalesce(max(i.id)::bigint - min(i.id)::bigint + 1, 0) as n from t.item i where (i.client_id = ?) and (i.kind = ?)",
    );
    expect(span.params).toEqual([7, 3]);
  });

  it("is counted to the end, exactly, for a list with neither counters nor a single key", async () => {
    const plain = declareList({ ...LIST, counters: undefined, key: ["i.kind", "i.id"], rows: { select: "i.*" } });
    const { em, statements } = counting({ cost: COSTLY, counted: 2_500_000 });
    expect(await readList(em, plain, all, args({ status: 2 }))).toMatchObject({ totalCount: 2_500_000, totalCountExact: true });
    expect(statements.at(-1)!.sql).toBe("select count(*) as n from (select 1 from t.item i where (i.status = ?)) s");
  });

  it("refuses an argument the declaration does not know, rather than ignore it", async () => {
    const { em } = fakeEm();
    await expect(readList(em, LIST, all, { ...page, colour: "red" } as never)).rejects.toThrow("the argument colour is not declared");
  });
});

describe("sorting and paging", () => {
  it("reads a nullable column's rows with a value in index order, then those without, in both directions", async () => {
    const { em, statements } = fakeEm();
    await readList(em, LIST, all, { ...page, page: 3, sort: [{ field: "OPENED", direction: SortDirection.DESC }] });
    const sql = statements[0]!.sql;
    expect(sql).toContain("i.opened is not null order by i.opened desc, i.id desc limit 60");
    expect(sql).toContain("i.opened is null order by i.id desc limit 60");
    expect(sql).toContain("order by u.__part, u.__k desc, u.__id0 desc limit ? offset ?");
    expect(statements[0]!.params.slice(-2)).toEqual([20, 40]);
  });

  it("sorts by another table's names through its rows in name order, each with its first rows", async () => {
    const { em, statements } = fakeEm();
    await readList(em, LIST, all, { ...page, sort: [{ field: "OWNER", direction: SortDirection.ASC }] });
    const sql = statements[0]!.sql;
    expect(sql).toContain("from (select g.* from t.owner g order by g.name asc offset 0) g cross join lateral (select i.id as __id0 from t.item i");
    expect(sql).toContain("i.owner_id is null");
  });

  it("reads a search's rows first and sorts them, by a grouped or searched column, when the planner expects few", async () => {
    const { em, statements } = counting({ rows: SEARCH_FIRST_ROWS, cost: COSTLY });
    await readList(em, LIST, all, args({ search: "x", sort: [{ field: "OWNER", direction: SortDirection.ASC }] }));
    // one EXPLAIN (the count's) tells both how far to count and how to read the page
    expect(statements.filter((s) => s.sql.startsWith("explain"))).toHaveLength(1);
    const byOwner = statements.find((s) => s.sql.startsWith("select i.*"))!.sql;
    expect(byOwner).toContain("from (select i.* from t.item i where (i.name ilike ?) offset 0) i left join t.owner o on o.id = i.owner_id");
    expect(byOwner).toContain("order by o.name asc nulls last, i.id asc limit ? offset ?");
    expect(byOwner).not.toContain("cross join lateral");
    statements.length = 0;
    await readList(em, LIST, all, args({ search: "x", sort: [{ field: "NOTE", direction: SortDirection.DESC }] }));
    const byNote = statements.find((s) => s.sql.startsWith("select i.*"))!.sql;
    expect(byNote).toContain("offset 0) i where true order by i.note desc nulls last, i.id desc limit ? offset ?");
  });

  it("reads a grouped or searched column's order when the planner expects many rows, and an unsearched column's always", async () => {
    const many = counting({ rows: SEARCH_FIRST_ROWS + 1, cost: COSTLY });
    await readList(many.em, LIST, all, args({ search: "x", sort: [{ field: "OWNER", direction: SortDirection.ASC }] }));
    await readList(many.em, LIST, all, args({ search: "x", sort: [{ field: "NOTE", direction: SortDirection.ASC }] }));
    const pages = many.statements.filter((s) => s.sql.startsWith("select i.*")).map((s) => s.sql);
    expect(pages[0]).toContain("cross join lateral");
    expect(pages[1]).toContain("i.note is not null order by i.note asc, i.id asc");
    const few = counting({ rows: 10, cost: COSTLY });
    await readList(few.em, LIST, all, args({ search: "x", sort: [{ field: "OPENED", direction: SortDirection.ASC }] }));
    expect(few.statements.find((s) => s.sql.startsWith("select i.*"))!.sql).not.toContain("offset 0) i");
  });

  it("reads the bound without counting a term whose every part alone is expected to keep far more than the count's limit", async () => {
    const PARTS: typeof LIST = { ...LIST, search: { ...LIST.search!, parts: (term: string) => term.split(" ") } };
    const db = (partRows: number) =>
      fakeEm((sql) => {
        if (sql.startsWith("explain (format json) select count")) return plan(10, COSTLY);
        if (sql.startsWith("explain"))
          return [{ "QUERY PLAN": [{ Plan: { "Node Type": "Seq Scan", "Plan Rows": partRows, "Total Cost": COSTLY } }] }];
        if (sql.startsWith("select count")) return [{ n: "700" }];
        return sql.startsWith("select (select sum(n)") ? [{ n: "250000" }] : [];
      });
    const many = db(10 * COUNT_LIMIT_COSTLY + 1);
    expect(await readList(many.em, PARTS, all, args({ status: 2, search: "annual service" }))).toMatchObject({
      totalCount: 250_000,
      totalCountExact: false,
    });
    expect(many.statements.some((s) => s.sql.startsWith("select count"))).toBe(false);
    const few = db(10 * COUNT_LIMIT_COSTLY);
    expect(await readList(few.em, PARTS, all, args({ status: 2, search: "annual service" }))).toMatchObject({
      totalCount: 700,
      totalCountExact: true,
    });
  });

  it("continues a search's sorted rows after a cursor, those without a value last", async () => {
    const { em, statements } = counting({ rows: 10, cost: COSTLY });
    const cursor = (nulls: boolean) => encodeCursor({ sort: "NOTE:ASC", nulls, value: nulls ? null : "m", keys: [7] });
    await readList(em, LIST, all, args({ search: "x", sort: [{ field: "NOTE", direction: SortDirection.ASC }], after: cursor(false) }));
    await readList(em, LIST, all, args({ search: "x", sort: [{ field: "NOTE", direction: SortDirection.ASC }], after: cursor(true) }));
    const pages = statements.filter((s) => s.sql.startsWith("select i.*"));
    expect(pages[0]!.sql).toContain(
      "where true and (i.note > ? or i.note = ? and (i.id) > (?) or i.note is null) order by i.note asc nulls last, i.id asc",
    );
    expect(pages[0]!.params).toEqual(expect.arrayContaining(["m", "m", 7]));
    expect(pages[1]!.sql).toContain("where true and i.note is null and (i.id) > (?) order by i.note asc nulls last");
  });

  it("breaks a name's ties by the key ascending in either direction, however the page is read", async () => {
    const { em, statements } = counting({ rows: 10, cost: COSTLY });
    const after = encodeCursor({ sort: "OWNER:DESC", nulls: false, value: "m", keys: [7] });
    await readList(em, LIST, all, args({ search: "x", sort: [{ field: "OWNER", direction: SortDirection.DESC }], after }));
    const sql = statements.find((s) => s.sql.startsWith("select i.*"))!.sql;
    expect(sql).toContain("and (o.name < ? or o.name = ? and (i.id) > (?) or o.name is null) order by o.name desc nulls last, i.id asc");
  });

  it("continues after a cursor by keyset, and refuses a cursor of another sort", async () => {
    const { em, statements } = fakeEm((sql) =>
      sql.startsWith("select i.*") ? Array.from({ length: 20 }, (_, i) => ({ __k: `n${i}`, __id0: i + 1, __total: "99" })) : [],
    );
    const first = await readList(em, LIST, all, args({ status: 1 }));
    expect(first.endCursor).toBeTruthy();
    await readList(em, LIST, all, args({ status: 1, page: 2, after: first.endCursor }));
    expect(statements[1]!.sql).toContain("and (i.name, i.id) > (?, ?) order by i.name asc, i.id asc limit ? offset ?");
    expect(statements[1]!.params).toEqual(expect.arrayContaining(["n19", 20, 20, 0]));
    await expect(
      readList(em, LIST, all, { ...page, after: first.endCursor, sort: [{ field: "COST", direction: SortDirection.ASC }] }),
    ).rejects.toThrow("after is not a cursor");
  });

  it("refuses a sort or filter on a column the viewer may not read", async () => {
    const { em } = fakeEm();
    await expect(
      readList(em, LIST, { kind: "client", clientId: 1 }, { ...page, sort: [{ field: "COST", direction: SortDirection.ASC }] }),
    ).rejects.toThrow("Row.cost is not available to client users");
  });
});

describe("binding names", () => {
  it("binds sort and filter names without regard to case or underscores, an id to the key's field", () => {
    const bind = fieldBinder({ Id: "REFERENCE", RefNo: "REFERENCE", DateOpened: "DATE_OPENED" });
    for (const n of ["id", "Id", "ID", "refno", "DATE_OPENED", "dateopened", "DateOpened", "reference"]) expect(bind(n)).toBeDefined();
    expect(bind("nope")).toBeUndefined();
    expect(parseSortString("id_ASC,Id_desc,DATE_OPENED_DESC,dateOpened", bind, (m) => new Error(m))).toEqual([
      { field: "REFERENCE", direction: "ASC" },
      { field: "REFERENCE", direction: "DESC" },
      { field: "DATE_OPENED", direction: "DESC" },
      { field: "DATE_OPENED", direction: "ASC" },
    ]);
    expect(() => parseSortString("Nope_ASC", bind, (m) => new Error(m))).toThrow("Unknown sort field: Nope");
    expect(() => fieldBinder({ Site: "SITE", site: "CLIENT" })).toThrow("binds to both");
  });

  it("round-trips a cursor, and refuses one that is not", () => {
    const c = { sort: "NAME:ASC", nulls: false, value: "b", keys: [7] };
    expect(decodeCursor(encodeCursor(c), "NAME:ASC", 1)).toEqual(c);
    expect(() => decodeCursor("garbage", "NAME:ASC", 1)).toThrow("after is not a cursor");
    expect(() => decodeCursor(encodeCursor(c), "NAME:DESC", 1)).toThrow("after is not a cursor");
  });
});
