import type { EntityManager } from "@mikro-orm/postgresql";
import type { TenantScope } from "../context";
import { BadUserInputError, ForbiddenError } from "../errors";
import { canRead } from "../field-access";
import { offsetOf, SortDirection, type Page } from "../graphql/paging";
import { tenantSql, type SqlCondition, type SqlValue } from "../tenancy";
import { decodeCursor, encodeCursor, type Cursor } from "./cursor";
import {
  COUNT_BUDGET,
  COUNT_LIMIT,
  COUNT_LIMIT_COSTLY,
  PAGING_ARGUMENTS,
  PLAIN_SORT_ROWS,
  SEARCH_FIRST_ROWS,
  type ListColumn,
  type ListDeclaration,
} from "./declaration";
import { filterCondition } from "./filters";
import type { ListArgsShape, ListSort } from "./graphql";

/** SQL with its `?` parameters, in order. */
type Sql = SqlCondition;

/** Joins SQL pieces (text, or text with parameters) in order. */
function cat(...pieces: (string | Sql | null | false | undefined)[]): Sql {
  let text = "";
  const params: SqlValue[] = [];
  for (const p of pieces) {
    if (!p) continue;
    if (typeof p === "string") text += p;
    else {
      text += p[0];
      params.push(...p[1]);
    }
  }
  return [text, params];
}

/** Runs SQL with its parameters. */
function run<T>(em: EntityManager, [text, params]: Sql): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, [...params]);
}

const and = (conds: readonly Sql[]): Sql => (conds.length ? cat(...conds.flatMap((c, i) => [i ? " and " : "", cat("(", c, ")")])) : ["true", []]);

/** A row's value given, or not: null, undefined, "" and [] restrict nothing. */
const given = (v: unknown) => v != null && v !== "" && !(Array.isArray(v) && v.length === 0);

/** What the arguments of one call ask of the list. */
interface Criteria {
  /** conditions on the list's rows, tenancy first */
  where: Sql[];
  /** joins the conditions need */
  joins: Set<string>;
  /** the same rows on the counter table, or null when the counters cannot answer (a search, a filter, an argument they do not know) */
  counter: Sql[] | null;
  /**
   * On the counter table, a set of rows that holds every row asked for: the tenancy and the
   * arguments the counters answer, without the search, the filters and the arguments they do not.
   * Null when the list has no counters.
   */
  bound: Sql[] | null;
  /** On the list's table, a set of rows that holds every row asked for: the conditions but the search and the filters */
  wide: Sql[];
  /**
   * A search or an argument that may keep few rows (ListArgument.narrows) was given: the rows
   * expected at most for a page sorted by a column they cluster in to read them first
   * (mayReadMatchesFirst); 0 when neither was given.
   */
  firstRows: number;
  /** The search term given (trimmed; "" when none), and where its condition sits in `where` */
  term: string;
  searchAt: number;
}

function readableColumn<E, F extends string>(list: ListDeclaration<E, F>, scope: TenantScope, field: F): ListColumn<E> {
  const col = list.columns[field];
  if (!col) throw new BadUserInputError(`Unknown field ${field}`);
  const kind = scope.kind === "all" ? "staff" : scope.kind;
  // a sort or filter on a column would reveal what it holds
  if (!canRead(kind, list.entity, col.field)) throw new ForbiddenError(`${list.entity.name}.${col.field} is not available to ${kind} users`);
  return col;
}

/**
 * The conditions of a call: tenancy (the list's Tenancy, for the scope), each of the list's own
 * arguments given, the column filters and the search. An argument that the declaration does not
 * know is a programming error: refusing it keeps a new argument from being silently ignored, or
 * from leaving a total to the counters that they cannot answer.
 */
async function criteria<E, F extends string>(
  em: EntityManager,
  list: ListDeclaration<E, F>,
  scope: TenantScope,
  args: ListArgsShape<F> & object,
): Promise<Criteria> {
  const tenancy = tenantSql(scope, list.tenancy);
  const where: Sql[] = [...(tenancy[0] === "true" ? [] : [tenancy]), ...(list.always ?? [])];
  const wide = [...where];
  const joins = new Set<string>();
  const bound: Sql[] | null = list.counters ? [] : null;
  if (bound && list.counters) {
    const t = tenantSql(scope, list.counters.tenancy);
    if (t[0] !== "true") bound.push(t);
  }
  let counter: Sql[] | null = bound && [...bound];
  let firstRows = 0;
  for (const [name, value] of Object.entries(args)) {
    if ((PAGING_ARGUMENTS as readonly string[]).includes(name) || ((name === "search" || name === "filters") && list[name])) continue;
    const arg = list.arguments?.[name];
    if (!arg) throw new Error(`${list.names.field}: the argument ${name} is not declared in the list`);
    if (!given(value)) continue;
    const cond = arg.where(value as never);
    if (!cond) continue;
    where.push(cond);
    wide.push(cond);
    if (arg.narrows) firstRows = Math.max(firstRows, PLAIN_SORT_ROWS);
    const c = arg.counter?.(value as never);
    if (c === undefined || c === null) counter = null;
    else {
      counter?.push(c);
      bound?.push(c);
    }
  }
  for (const f of (list.filters && args.filters) || []) {
    const col = readableColumn(list, scope, f.field);
    if (col.join) joins.add(col.join);
    where.push(filterCondition(col, f));
    counter = null;
  }
  const term = list.search ? (args.search ?? "").trim() : "";
  const searchAt = where.length;
  if (term) {
    where.push((await list.search!.where(em, term)) ?? ["false", []]);
    counter = null;
    // a search may keep few rows: a page sorted by a column they cluster in may read them first
    firstRows = Math.max(firstRows, SEARCH_FIRST_ROWS);
  }
  return { where, joins, counter, bound, wide, firstRows, term, searchAt };
}

/** How one page is read: its SQL, and how its last row becomes a cursor. */
interface PagePlan {
  sql: Sql;
  /** the sort the cursor names, or null when the page cannot be continued by keyset (several sort columns) */
  cursorSort: string | null;
}

interface PageWindow {
  /** rows to skip (0 after a cursor) */
  offset: number;
  pageSize: number;
  cursor: Cursor | null;
}

/** One part of a page: its rows in order (without the limit), and the order its columns give in the outer query. */
interface Part {
  body: Sql;
  order: string;
}

const dirOf = (s: ListSort<string>) => (s.direction === SortDirection.DESC ? "desc" : "asc");

/**
 * The page: one part, limited and offset; or several parts (rows with a value, then rows without),
 * each limited to the rows the page could need, one after the other.
 */
function assemble(parts: Part[], outerOrder: string, w: PageWindow): Sql {
  const limitOffset: Sql = [" limit ? offset ?", [w.pageSize, w.offset]];
  if (parts.length === 1) return cat(parts[0]!.body, ` order by ${parts[0]!.order}`, limitOffset);
  const each = parts.map((p) => cat("(", p.body, ` order by ${p.order} limit ${w.offset + w.pageSize})`));
  return cat("select * from (", ...each.flatMap((p, i) => [i ? " union all " : "", p]), `) u order by u.__part, ${outerOrder}`, limitOffset);
}

/**
 * The page's keys (and, unless rows are read by key, its rows), in order. One sort column reads an
 * index in order: `(X, key)` forwards or backwards for the list's own columns, ties broken by the
 * key in the same direction; rows whose X is null come last in both directions (a second part).
 * A column grouped by another table's names merges each name's first rows (see ColumnGroup), ties
 * broken by the key ascending. Several sort columns are sorted plainly. A cursor continues after
 * its row: `(X, key) > (value, key)` reads on from there in the same index.
 */
function pagePlan<E, F extends string>(
  list: ListDeclaration<E, F>,
  scope: TenantScope,
  c: Criteria,
  sorts: ListSort<F>[],
  w: PageWindow,
  selectList: string,
  matchesFirst = false,
): PagePlan {
  const keys = list.key;
  // the rows the criteria keep, read first by their own best index (the search's) and only then sorted: a
  // subquery that the sort cannot be pushed into (offset 0); the rows' select list is read by key after it
  const fenced = matchesFirst && !!list.rows.byKey;
  const alias = list.from.trim().split(/\s+/).pop()!;
  const filterJoins = (joins: Iterable<string>) => [...joins].map((j) => ` ${list.joins![j]}`).join("");
  const from: Sql = fenced
    ? cat(`(select ${alias}.* from ${list.from}${filterJoins(c.joins)} where `, and(c.where), ` offset 0) ${alias}`)
    : [list.from, []];
  const where: Sql = fenced ? ["true", []] : and(c.where);
  const joinSql = (extra: Iterable<string> = []) => filterJoins(new Set([...(fenced ? [] : c.joins), ...extra]));
  const keyCols = keys.map((k, i) => `${k} as __id${i}`).join(", ");
  const select = (sortValue: string, part: number): Sql =>
    cat(`select ${list.rows.byKey ? "" : `${selectList}, `}${keyCols}, ${sortValue} as __k, ${part} as __part from `, from);
  const cur = w.cursor;

  const plain = sorts.length > 1 || typeof readableColumn(list, scope, sorts[0]!.field).sort !== "string";
  if (plain) {
    if (cur) throw new BadUserInputError("after needs a single sort column", [{ field: "after", message: "after needs a single sort column" }]);
    const cols = sorts.map((s) => ({ s, col: readableColumn(list, scope, s.field) }));
    const exprs = cols.flatMap(({ s, col }) => [col.sort].flat().map((e) => ({ e, s, col })));
    const order = [
      ...exprs.map(({ e, s, col }) => `${e} ${dirOf(s)}${col.notNull ? "" : " nulls last"}`),
      ...keys.filter((k) => !exprs.some(({ e }) => e === k)).map((k) => `${k} ${dirOf(sorts[0]!)}`),
    ].join(", ");
    const body = cat(select("null", 0), joinSql(cols.flatMap(({ col }) => (col.join ? [col.join] : []))), " where ", where);
    return { sql: assemble([{ body, order }], "", w), cursorSort: null };
  }

  const s = sorts[0]!;
  const col = readableColumn(list, scope, s.field);
  const dir = dirOf(s);
  const cursorSort = `${s.field}:${s.direction}`;
  const parts: Part[] = [];

  if (col.group && !matchesFirst) {
    if (!list.rows.byKey || keys.length !== 1) throw new Error(`${list.names.field}.${s.field}: a grouped sort needs rows read by a single key`);
    const g = col.group;
    const gid = g.id ?? "g.id";
    const key = keys[0]!;
    if (!cur?.nulls) {
      // each name's first rows by key, from the index on (group key[, partition], key); names in order
      const firstOfEach = cat(
        `select ${key} as __id0 from ${list.from}${joinSql()} where `,
        where,
        ` and ${g.key} = ${gid}`,
        cur && [` and (${g.order} <> ? or ${key} > ?)`, [cur.value, cur.keys[0]!]],
        ` order by ${key} limit ${w.offset + w.pageSize}`,
      );
      const body = cat(
        // the names in order (a subquery kept apart by offset 0): the merge then stops at the last name the page needs
        `select w.__id0, ${g.order} as __k, 0 as __part from (select g.* from ${g.from} order by ${g.order} ${dir} offset 0) g cross join lateral (`,
        firstOfEach,
        ") w",
        cur && [` where ${g.order} ${dir === "asc" ? ">=" : "<="} ?`, [cur.value]],
      );
      parts.push({ body, order: `__k ${dir}, __id0` });
    }
    if (!col.notNull) {
      const body = cat(select("null", 1), joinSql(), " where ", where, ` and ${g.key} is null`, cur?.nulls && [` and ${key} > ?`, [cur.keys[0]!]]);
      parts.push({ body, order: key });
    }
    return { sql: assemble(parts, `u.__k ${dir}, u.__id0`, w), cursorSort };
  }

  const x = col.sort as string;
  // the key columns that break ties (not the sort column itself, when it is one)
  const ties = keys.map((k, i) => ({ k, i })).filter(({ k }) => k !== x);
  // a name's ties by the key ascending in either direction, as each name's rows merge when read in the names' order
  const tieDir = col.group ? "asc" : dir;
  const tieOrder = (outer: boolean) => ties.map(({ k, i }) => `${outer ? `u.__id${i}` : k} ${tieDir}`);
  const cmp = dir === "asc" ? ">" : "<";
  const tieAfter = (): Sql => [
    `(${ties.map(({ k }) => k).join(", ")}) ${tieDir === "asc" ? ">" : "<"} (${ties.map(() => "?").join(", ")})`,
    ties.map(({ i }) => cur!.keys[i]!),
  ];
  const after = (withValue: boolean): Sql | null => {
    if (!cur) return null;
    if (!withValue) return cat(" and ", tieAfter());
    // (X, key) > (value, key): a row comparison an index on (X, key) reads on from; spelt out where the ties go the other way
    if (tieDir !== dir) return cat([` and (${x} ${cmp} ? or ${x} = ? and `, [cur.value, cur.value]], tieAfter(), ")");
    const lhs = [x, ...ties.map(({ k }) => k)];
    return [` and (${lhs.join(", ")}) ${cmp} (${lhs.map(() => "?").join(", ")})`, [cur.value, ...ties.map(({ i }) => cur.keys[i]!)]];
  };
  const joins = joinSql(col.join ? [col.join] : []);
  if (col.notNull || ties.length < keys.length) {
    parts.push({ body: cat(select(x, 0), joins, " where ", where, after(true)), order: [`${x} ${dir}`, ...tieOrder(false)].join(", ") });
    return { sql: assemble(parts, "", w), cursorSort };
  }
  if (fenced) {
    // the rows are sorted, not read in an index's order: one part, rows without a value last
    const afterRow: Sql | null = !cur
      ? null
      : cur.nulls
        ? cat(` and ${x} is null`, after(false))
        : cat([` and (${x} ${cmp} ? or ${x} = ? and `, [cur.value, cur.value]], tieAfter(), ` or ${x} is null)`);
    parts.push({ body: cat(select(x, 0), joins, " where ", where, afterRow), order: [`${x} ${dir} nulls last`, ...tieOrder(false)].join(", ") });
    return { sql: assemble(parts, "", w), cursorSort };
  }
  if (!cur?.nulls) {
    parts.push({
      body: cat(select(x, 0), joins, " where ", where, ` and ${x} is not null`, after(true)),
      order: [`${x} ${dir}`, ...tieOrder(false)].join(", "),
    });
  }
  parts.push({
    body: cat(select(x, 1), joins, " where ", where, ` and ${x} is null`, cur?.nulls ? after(false) : null),
    order: tieOrder(false).join(", "),
  });
  return { sql: assemble(parts, [`u.__k ${dir}`, ...tieOrder(true)].join(", "), w), cursorSort };
}

/** The total from the counter table, as SQL. */
function counterTotal(list: ListDeclaration<unknown, string>, counter: Sql[]): Sql {
  return cat(`select ${list.counters!.total} from ${list.counters!.table} where `, and(counter));
}

/**
 * A planner's estimate this many times the counting limit is taken as a sign that counting would
 * run past the limit: the count is skipped and the bound answers at once. Only whether to count is
 * decided by it, never the total.
 */
const ESTIMATE_PAST_LIMIT = 10;

interface PlanNode {
  "Node Type": string;
  "Plan Rows": number;
  "Total Cost": number;
  Plans?: PlanNode[];
}

/** The rows the planner expects below the plan's Limit (what the rows would number without it); 0 when it has none. */
function expectedRows(node: PlanNode): number {
  if (node["Node Type"] === "Limit") return node.Plans?.[0]?.["Plan Rows"] ?? node["Plan Rows"];
  for (const child of node.Plans ?? []) {
    const rows = expectedRows(child);
    if (rows) return rows;
  }
  return 0;
}

/**
 * A number never below the rows asked for, read without counting them, or null when the list has
 * none: the counters' total of a wider set (the same tenancy and the arguments the counters answer),
 * or else, for a list with a single (integer) key, the span of the keys of a wider set (the
 * tenancy, `always` and the arguments, without the search and the filters): no more rows than
 * max - min + 1 can hold distinct keys between them. Both read by index.
 */
function upperBound(em: EntityManager, list: ListDeclaration<unknown, string>, c: Criteria): (() => Promise<number>) | null {
  let sql: Sql;
  if (c.bound) sql = cat("select (", counterTotal(list, c.bound), ") as n");
  else if (list.key.length === 1) {
    const k = list.key[0]!;
    sql = cat(`select coalesce(max(${k})::bigint - min(${k})::bigint + 1, 0) as n from ${list.from} where `, and(c.wide));
  } else return null;
  return async () => Number((await run<{ n: string }>(em, sql))[0]!.n);
}

/** The list's rows for the criteria (what is counted and estimated). */
function criteriaRows(list: ListDeclaration<unknown, string>, c: Criteria): Sql {
  const joins = [...c.joins].map((j) => ` ${list.joins![j]}`).join("");
  return cat(`select 1 from ${list.from}${joins} where `, and(c.where));
}

/**
 * The planner's view of counting the rows up to the list's cheap counting limit: the plan (its cost
 * decides how far to count) and the rows it expects (which decides how a grouped sort reads a
 * narrowed page). One EXPLAIN serves both, planned before the page.
 */
async function explainCount(em: EntityManager, list: ListDeclaration<unknown, string>, c: Criteria): Promise<PlanNode> {
  const cheapLimit = list.countLimit ?? COUNT_LIMIT;
  const [explained] = await run<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
    em,
    cat("explain (format json) select count(*) from (", criteriaRows(list, c), [" limit ?", [cheapLimit + 1]], ") s"),
  );
  return explained!["QUERY PLAN"][0].Plan;
}

/**
 * The total when the counters cannot answer it exactly. It must never be fewer than the rows a pager
 * can reach (a legacy pager shows pages up to the total), so PostgreSQL's estimate is never the
 * answer: it can fall far below the real count (a client's rows imported since the statistics were
 * last gathered). The rows are counted where counting is cheap: up to the list's counting limit +
 * 1 (COUNT_LIMIT, 100,000) when the planner costs that count within COUNT_BUDGET (an index read
 * alone, a table read in order), else, and for any search, up to COUNT_LIMIT_COSTLY + 1 (1,000: a
 * search or a filter read from the table), exact when they stay within it. Past it, the total is an upper bound that is
 * provably one (upperBound: the counters, or the span of the keys), or, for a list that has none,
 * the rows are counted to the end. When the planner expects far more rows than a costly count's
 * limit (ESTIMATE_PAST_LIMIT; for a term of several words, the fewest any of its parts keeps, see
 * partsRows), the bound is read first and the rows are counted only if it is within the limit.
 */
async function countRows(
  em: EntityManager,
  list: ListDeclaration<unknown, string>,
  c: Criteria,
  plan: PlanNode,
): Promise<{ total: number; exact: boolean }> {
  const rows = criteriaRows(list, c);
  const countUpTo = async (limit: number) =>
    Number((await run<{ n: string }>(em, cat("select count(*) as n from (", rows, [" limit ?", [limit + 1]], ") s")))[0]!.n);
  const bound = upperBound(em, list, c);
  const cheapLimit = list.countLimit ?? COUNT_LIMIT;
  let limit = cheapLimit;
  // a search's matches are counted from the table whatever the planner costs it at: it takes the
  // words as independent and expects far too few of words that go together
  if (plan["Total Cost"] > COUNT_BUDGET || c.term) {
    limit = Math.min(cheapLimit, COUNT_LIMIT_COSTLY);
    const far = ESTIMATE_PAST_LIMIT * limit;
    // the parts are planned only when the term's own estimate is not already far past the limit
    if (bound && (expectedRows(plan) > far || ((await partsRows(em, list, c)) ?? 0) > far)) {
      const wider = await bound();
      if (wider > limit) return { total: wider, exact: false };
    }
  }
  const n = await countUpTo(limit);
  if (n <= limit) return { total: n, exact: true };
  // the bound and the count read at different moments: a bound below what was just counted is no bound
  if (bound) return { total: Math.max(n, await bound()), exact: false };
  const [all] = await run<{ n: string }>(em, cat("select count(*) as n from (", rows, ") s"));
  return { total: Number(all!.n), exact: true };
}

/**
 * Whether a page may read the rows it keeps first and sort them after (see readsMatchesFirst): when
 * a search or an argument that may keep few rows (ListArgument.narrows: a date range) was given, and
 * the page is sorted by one column whose order the kept rows cluster in: a column grouped by another
 * table's names (ColumnGroup: a word belongs to a trade's jobs, a date range to some names) or one
 * the search looks into (ListColumn.searched: orders holding "leak" sit together in issue order).
 */
function mayReadMatchesFirst<E, F extends string>(list: ListDeclaration<E, F>, scope: TenantScope, c: Criteria, sorts: ListSort<F>[]): boolean {
  if (!c.firstRows || sorts.length !== 1) return false;
  const col = readableColumn(list, scope, sorts[0]!.field);
  return (!!col.group || !!col.searched) && typeof col.sort === "string";
}

/**
 * Such a page (mayReadMatchesFirst) reads the rows it keeps first and sorts them, when the planner
 * expects at most PLAIN_SORT_ROWS of them (SEARCH_FIRST_ROWS for a search): that reads only them, where reading the column's order
 * (each name's rows merged, or the column's index) and testing each row reads the table far for a
 * name or a stretch of values with few of them (a month's orders by trade, a word's orders by issue
 * or by contractor: seconds at a million orders); the planner, which takes the kept rows as spread
 * evenly, would choose that. The estimate (from the count's EXPLAIN when the total is counted)
 * chooses only how the page is read, never what it holds.
 */
async function readsMatchesFirst(em: EntityManager, list: ListDeclaration<unknown, string>, c: Criteria, counted: PlanNode | null): Promise<boolean> {
  // not the fewest a term's parts keep (partsRows): that bounds a term's rows from above, and reading a
  // name's order for words that go together (one trade's jobs) passes every other name's rows
  // (seconds), where reading 50,000 matches first costs 200 ms
  return (counted ? expectedRows(counted) : await plannedRows(em, list, c)) <= c.firstRows;
}

/**
 * The rows the fewest-keeping part of the search term (ListSearch.parts) is expected to keep, with
 * the rest of the criteria: the term keeps no more than that. The planner multiplies the shares of
 * a term's words and expects far too few rows of words that go together; each word alone it
 * expects well. Null when the term has fewer than two parts (the planner's estimate is then its
 * own).
 */
async function partsRows(em: EntityManager, list: ListDeclaration<unknown, string>, c: Criteria): Promise<number | null> {
  const parts = c.term ? (list.search!.parts?.(c.term) ?? []) : [];
  if (parts.length < 2) return null;
  const each = await Promise.all(
    parts.map(async (part) => {
      const where = [...c.where];
      where[c.searchAt] = (await list.search!.where(em, part)) ?? ["false", []];
      return plannedRows(em, list, { ...c, where });
    }),
  );
  return Math.min(...each);
}

/** The rows the planner expects the criteria to keep. */
async function plannedRows(em: EntityManager, list: ListDeclaration<unknown, string>, c: Criteria): Promise<number> {
  const [explained] = await run<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(em, cat("explain (format json) ", criteriaRows(list, c)));
  return explained!["QUERY PLAN"][0].Plan["Plan Rows"];
}

/** A column of the page's statement that is the builder's own (`__k`, `__id0`, `__total`), not the row's. */
const internal = (k: string) => k.charCodeAt(0) === 95 && k.charCodeAt(1) === 95;

/**
 * The page's rows without the builder's own columns, as new objects: deleting properties would turn
 * each row into a slow dictionary-mode object for everything that reads it after (a 1,000-row page's
 * resolvers).
 */
function withoutInternal(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const node: Record<string, unknown> = {};
    for (const k in row) if (!internal(k)) node[k] = row[k];
    return node;
  });
}

/** How readList reads a page. */
export interface ReadListOptions {
  /**
   * false: the total is not read (an export reading page after page needs none); the page's
   * totalCount is then only its own rows, and not exact.
   */
  count?: boolean;
}

/**
 * A page of a declared list for a viewer's scope: the rows of the page (as the declaration's select
 * list names them), the total and whether it is exact, and the cursor of the next page. The one way
 * every list reads: tenancy, the list's arguments, filters, search, sort, keyset and totals are all
 * decided here.
 */
export async function readList<E, F extends string>(
  em: EntityManager,
  list: ListDeclaration<E, F>,
  scope: TenantScope,
  args: ListArgsShape<F> & object,
  options: ReadListOptions = {},
): Promise<Page<Record<string, unknown>>> {
  const c = await criteria(em, list, scope, args);
  const sorts: ListSort<F>[] = args.sort?.length ? args.sort : [list.defaultSort];
  let cursor: Cursor | null = null;
  if (args.after) cursor = decodeCursor(args.after, `${sorts[0]!.field}:${sorts[0]!.direction}`, list.key.length);
  const selectList = typeof list.rows.select === "string" ? list.rows.select : list.rows.select(em);
  const anyList = list as ListDeclaration<unknown, string>;
  const counting = options.count ?? true;
  const counted = counting && c.counter && list.counters ? counterTotal(anyList, c.counter) : null;
  // the rows are counted (the counters cannot answer): the count's plan, read first, also tells the page how many rows to expect
  const countPlan = counting && !counted ? await explainCount(em, anyList, c) : null;
  const matchesFirst = mayReadMatchesFirst(list, scope, c, sorts) && (await readsMatchesFirst(em, anyList, c, countPlan));
  const plan = pagePlan(list, scope, c, sorts, { offset: cursor ? 0 : offsetOf(args), pageSize: args.pageSize, cursor }, selectList, matchesFirst);
  const keyOut = list.key.map((_, i) => `, p.__id${i} as "__id${i}"`).join("");
  const numbered = cat("(select q.*, row_number() over () as __n from (", plan.sql, ") q) p");
  const total: Sql | null = counted && cat(", (", counted, ') as "__total"');
  const statement = list.rows.byKey
    ? cat(
        `select ${selectList}, p.__k::text as "__k"${keyOut}`,
        total,
        " from ",
        numbered,
        ` join ${list.from} on ${list.key[0]} = p.__id0 order by p.__n`,
      )
    : cat(`select p.*, p.__k::text as "__k"`, total, " from ", numbered, " order by p.__n");
  const [rows, count] = await Promise.all([run<Record<string, unknown>>(em, statement), countPlan ? countRows(em, anyList, c, countPlan) : null]);
  let totalCount: number;
  let totalCountExact = true;
  if (!counting) [totalCount, totalCountExact] = [rows.length, false];
  else if (count) ({ total: totalCount, exact: totalCountExact } = count);
  else if (rows.length) totalCount = Number(rows[0]!.__total);
  else totalCount = Number((await run<{ n: string }>(em, cat("select (", counted!, ") as n")))[0]!.n);

  const last = rows[rows.length - 1];
  const endCursor =
    plan.cursorSort && last && rows.length === args.pageSize
      ? encodeCursor({
          sort: plan.cursorSort,
          nulls: last.__k === null,
          value: (last.__k as string | null) ?? null,
          keys: list.key.map((_, i) => last[`__id${i}`] as SqlValue),
        })
      : null;
  return { nodes: withoutInternal(rows), totalCount, totalCountExact, endCursor, page: args.page, pageSize: args.pageSize };
}
