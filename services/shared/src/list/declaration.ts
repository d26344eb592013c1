import type { EntityManager } from "@mikro-orm/postgresql";
import { SortDirection } from "../graphql/paging";
import type { SqlCondition, Tenancy } from "../tenancy";

/** How a column's values compare in filters. */
export type ColumnKind = "text" | "number" | "decimal" | "date";

/**
 * A column sorted by the name (or code) of another table's row that the list's rows point to: a
 * work order's site, client, status. Sorting reads each such row's first list rows from the index
 * on (key[, partition], list key) and merges them in name order, instead of joining and sorting
 * every row: the first N rows by (name, key) hold at most N of any one name.
 */
export interface ColumnGroup {
  /** the table or view of those rows, aliased `g`: "assets.v_site g" */
  from: string;
  /** the list's column that points to them: "wo.site_id" (may be null: such rows come last) */
  key: string;
  /** what is sorted on, over `g`: "g.name" */
  order: string;
  /** their id column, over `g` (default "g.id") */
  id?: string;
}

/**
 * A column grouped by the names of another table or view (ColumnGroup): `from` is that table, `key`
 * the list's column that points to it, `order` what is sorted on over `g` (default its name).
 */
export const groupByName = (from: string, key: string, order = "g.name"): ColumnGroup => ({ from: `${from} g`, key, order });

/**
 * A column of a list that can be sorted and filtered on. Its name in the list's GraphQL field enum
 * is its key in `columns`.
 */
export interface ListColumn<E> {
  /** the entity field the column shows: sorting or filtering on it needs that field's @Readers rule (canRead) */
  field: keyof E & string;
  kind: ColumnKind;
  /**
   * What is sorted on (joins allowed): one expression, or several in turn (first name, then last
   * name), which are sorted plainly and cannot be continued by a cursor.
   */
  sort: string | readonly string[];
  /** expression filtered on */
  filter: string;
  /** the join (a key of the list's `joins`) that `sort` and `filter` need */
  join?: string;
  /** never null: a descending sort can read its index backwards without a second part for nulls */
  notNull?: boolean;
  /** sorted alone, by another table's names (see ColumnGroup) rather than by `sort` */
  group?: ColumnGroup;
  /**
   * The list's search looks into this column's text: the rows a search keeps cluster in its order
   * (every order holding "leak" sits among the issues that say it), so a search sorted by it reads
   * the matches first and sorts them (see SEARCH_FIRST_ROWS) rather than reading the column's index
   * and testing each row, which would pass every row before the first match.
   */
  searched?: boolean;
}

/** What one argument of a list's GraphQL field restricts, on the list's table and (when it can) on the counter table. */
export interface ListArgument<V> {
  /** the rows the value keeps; null when the value restricts nothing (false, an empty list) */
  where: (value: V) => SqlCondition | null;
  /** the same restriction on the counter table, when the counter table can answer it */
  counter?: (value: V) => SqlCondition | null;
  /**
   * It may keep few rows (a date range): a column grouped by names (ColumnGroup) then sorts the rows
   * it keeps plainly, by the name through the column's join, when the planner expects at most
   * PLAIN_SORT_ROWS of them, rather than merging each name's rows read from the whole table (which
   * reads far for a name with few rows in the range).
   */
  narrows?: boolean;
}

/**
 * Rows expected at most for a narrowed list (a search, ListArgument.narrows) sorted by a column its
 * rows cluster in (a grouped or searched one) to read its rows first and sort them plainly.
 */
export const PLAIN_SORT_ROWS = 50_000;

/**
 * The same for a search (without such an argument): fewer, since each index entry a search passes
 * in a column's order is tested there, without reading its row (the sort indexes carry the words),
 * while each match read first costs a row read (at a million orders: two words' 24,107 matches read
 * and sorted by contractor, 197 ms; page 50 of a word by issue, passing 24,760 entries, 18 ms).
 */
export const SEARCH_FIRST_ROWS = 10_000;

/**
 * A table that keeps totals of the list's rows (kept by triggers), used for the total instead of
 * counting rows, but only when every argument given is one it can answer (`ListArgument.counter`),
 * with no search and no column filter. Anything else is counted, up to the counting limit; past it
 * the counters' total of the arguments they answer is the total, an upper bound. So the counters
 * must count exactly the list's rows (its tenancy and `always`) for each argument they answer.
 */
export interface ListCounters {
  /** "work_orders.status_count" */
  table: string;
  /** which of its rows each kind of portal user may see */
  tenancy: Tenancy;
  /** the total over the rows kept: "coalesce(sum(n), 0)" */
  total: string;
}

/** Free-text search of a list: the rows a term (trimmed, never empty) keeps. */
export interface ListSearch {
  description: string;
  where: (em: EntityManager, term: string) => SqlCondition | null | Promise<SqlCondition | null>;
  /**
   * Parts of a term that each keep every row the whole term keeps (its words, each searched alone).
   * The planner takes a term's words as independent and expects far too few rows of words that go
   * together ("annual service": 8,413 expected at a million orders, 47,463 there); a search's total
   * is not counted when each part alone is expected to keep far more than a count's limit, since
   * the term keeps no more than any of them (the builder's countRows).
   */
  parts?: (term: string) => string[];
}

/** How a page's rows are read once the page is known. */
export interface ListRows {
  /** the select list of a row, over the list's table alias (and its joins when not `byKey`); a function is called once */
  select: string | ((em: EntityManager) => string);
  /**
   * The page's keys are found first and its rows read by key after: the select list then costs only
   * for the page's rows (not for the rows an offset skips). Needs a single key.
   */
  byKey?: boolean;
}

/**
 * One list: everything its GraphQL inputs (field enum, sort and filter inputs, arguments) and the
 * shared builder (SQL for a page, its total, its cursor) need, declared once.
 */
export interface ListDeclaration<E = unknown, F extends string = string> {
  /** GraphQL names: the field enum, the sort input and (with `filters`) the filter input */
  names: { field: string; sortInput: string; filterInput?: string };
  /** the class whose @Readers rules the columns' `field`s name */
  entity: abstract new (...args: never[]) => E;
  /** the list's table, with its alias: "work_orders.work_order wo" */
  from: string;
  /**
   * The columns that identify a row, qualified ("wo.id"): ties are broken by them, and the keyset
   * cursor names them. A single key column is an integer (an id): the span of its values bounds a
   * total that is not counted.
   */
  key: readonly string[];
  /** which rows each kind of portal user may see */
  tenancy: Tenancy;
  /** conditions every row of the list meets, whatever is asked (not deleted, say) */
  always?: readonly SqlCondition[];
  columns: Record<F, ListColumn<E>>;
  /** SQL of each join a column may need: { client: "left join assets.v_client c on c.id = wo.client_id" } */
  joins?: Record<string, string>;
  /** the order when none is asked for, and how the sort argument describes it ("Default: newest first") */
  defaultSort: { field: NoInfer<F>; direction: SortDirection; description?: string };
  /** the direction of a sort input that gives none (default ascending) */
  defaultDirection?: SortDirection;
  /** the list's own arguments, each with the rows it keeps; an argument given that is not here is refused */
  arguments?: Record<string, ListArgument<never>>;
  search?: ListSearch;
  /** the list takes column filters (the `filters` argument) */
  filters?: boolean;
  counters?: ListCounters;
  rows: ListRows;
  /** rows counted exactly at most when counting is cheap (default COUNT_LIMIT); past it the total is an upper bound */
  countLimit?: number;
}

/**
 * Rows counted exactly at most, when the planner costs the count within COUNT_BUDGET: an index read
 * alone, a table read in order (100,000 rows in about 12 ms at a million work orders, README
 * "Benchmarks", Total). Past it, a total is an upper bound (see the builder's countRows).
 */
export const COUNT_LIMIT = 100_000;

/**
 * Rows counted exactly at most whatever the count costs: a search or a filter read from the table
 * costs about 10 ms per 1,000 matches at a million work orders, about what the page itself costs.
 */
export const COUNT_LIMIT_COSTLY = 1000;

/**
 * The planner's cost (its units) of a count up to COUNT_LIMIT taken as cheap: counting 100,000
 * orders by an index alone costs about 3,100, the first 1,000 matches of a search 800 to 3,000.
 */
export const COUNT_BUDGET = 5000;

/** The arguments every list takes, which the builder reads itself. */
export const PAGING_ARGUMENTS = ["page", "pageSize", "sort", "after"] as const;

/**
 * Declares a list (typed by its entity and its columns). Checks what the types cannot: a single key
 * when rows are read by key, and joins that exist.
 */
export function declareList<E, F extends string>(list: ListDeclaration<E, F>): ListDeclaration<E, F> {
  if (!list.key.length) throw new Error(`${list.names.field}: a list needs a key`);
  if (list.rows.byKey && list.key.length !== 1) throw new Error(`${list.names.field}: rows read by key need a single key column`);
  for (const [name, col] of Object.entries<ListColumn<E>>(list.columns)) {
    if (col.join && !list.joins?.[col.join]) throw new Error(`${list.names.field}.${name}: unknown join ${col.join}`);
  }
  if (!(list.defaultSort.field in list.columns)) throw new Error(`${list.names.field}: the default sort is not a column`);
  return list;
}

/** A list argument: typed by its value. */
export function argument<V>(a: ListArgument<V>): ListArgument<never> {
  return a as ListArgument<never>;
}
