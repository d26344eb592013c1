import type { TenantScope } from "./context";

/** A value bound to a `?` of raw SQL. */
export type SqlValue = string | number | boolean | Date | null;

/** A condition in SQL with its `?` parameters. */
export type SqlCondition = readonly [sql: string, params: readonly SqlValue[]];

/** What one kind of portal user may see of a table: a condition on the row, every row, or none. */
export type TenantRule = (tenantId: number) => SqlCondition | "all" | "none";

/**
 * Which rows of a table each kind of portal user may see; staff and administrators see every row
 * (their area permissions are checked by the access rule of the field). Both kinds must be declared,
 * so a table cannot forget one. Declared once per table, next to its entity, and used by its lists,
 * counts, single reads and federation look-ups alike.
 */
export interface Tenancy {
  readonly client: TenantRule;
  readonly contractor: TenantRule;
}

/** Everyone signed in sees every row: reference data such as trades. */
export const NO_TENANT: Tenancy = { client: () => "all", contractor: () => "all" };

/** A kind of portal user that sees nothing of the table (its own rows come through another). */
export const NONE: TenantRule = () => "none";

/** The tenant id is in this column (qualified as the query aliases it, e.g. "wo.client_id"). */
export const column =
  (name: string): TenantRule =>
  (id) => [`${name} = ?`, [id]];

/** The rows tied to a tenant in either of two ways. */
export const either =
  (a: TenantRule, b: TenantRule): TenantRule =>
  (id) => {
    const x = a(id);
    const y = b(id);
    if (x === "all" || y === "all") return "all";
    if (x === "none") return y;
    if (y === "none") return x;
    return [`(${x[0]} or ${y[0]})`, [...x[1], ...y[1]]];
  };

/** Portal users see none of the table's rows: staff only (the outbox, a work order's audit lines). */
export const STAFF_ONLY: Tenancy = { client: NONE, contractor: NONE };

/** Every kind of portal user sees the rows that meet `condition` (a note that is not private); with allOf, a restriction. */
export function rowsWhere(condition: string): Tenancy {
  const rule: TenantRule = () => [condition, []];
  return { client: rule, contractor: rule };
}

/**
 * The tenancy of rows that belong to a row of another table: a tenant sees the row when it sees
 * that one. `from` names the other table with the alias its tenancy's conditions use, `on` ties it
 * to the row, e.g. `through(WORK_ORDER_TENANCY, "work_orders.work_order wo", "wo.id = e.work_order_id")`.
 */
export function through(parent: Tenancy, from: string, on: string): Tenancy {
  const rule =
    (r: TenantRule): TenantRule =>
    (id) => {
      const c = r(id);
      if (c === "none") return "none";
      if (c === "all") return [`exists (select 1 from ${from} where ${on})`, []];
      return [`exists (select 1 from ${from} where ${on} and (${c[0]}))`, c[1]];
    };
  return { client: rule(parent.client), contractor: rule(parent.contractor) };
}

/** Rows a tenant sees by every one of several tenancies (a link: both of its orders; a note: its order's, and public). */
export function allOf(...tenancies: readonly Tenancy[]): Tenancy {
  const rule =
    (rules: readonly TenantRule[]): TenantRule =>
    (id) => {
      const conds: SqlCondition[] = [];
      for (const r of rules) {
        const c = r(id);
        if (c === "none") return "none";
        if (c !== "all") conds.push(c);
      }
      if (!conds.length) return "all";
      if (conds.length === 1) return conds[0]!;
      return [conds.map((c) => `(${c[0]})`).join(" and "), conds.flatMap((c) => [...c[1]])];
    };
  return { client: rule(tenancies.map((t) => t.client)), contractor: rule(tenancies.map((t) => t.contractor)) };
}

/** Rows a tenant sees by any one of several tenancies (a document: of its order, or of its site). */
export function anyOf(...tenancies: readonly Tenancy[]): Tenancy {
  const rule = (rules: readonly TenantRule[]): TenantRule => rules.reduce(either, NONE);
  return { client: rule(tenancies.map((t) => t.client)), contractor: rule(tenancies.map((t) => t.contractor)) };
}

/** The tenancy of a table whose rows carry their client's and contractor's ids. */
export function tenantColumns(columns: { client?: string; contractor?: string }): Tenancy {
  return {
    client: columns.client ? column(columns.client) : NONE,
    contractor: columns.contractor ? column(columns.contractor) : NONE,
  };
}

/** The scope's condition on a table: every row, none, or an SQL condition. */
export function tenantCondition(scope: TenantScope, tenancy: Tenancy): SqlCondition | "all" | "none" {
  if (scope.kind === "client") return tenancy.client(scope.clientId);
  if (scope.kind === "contractor") return tenancy.contractor(scope.contractorId);
  return "all";
}

/** The scope's condition as SQL that can always be ANDed in ("true" for every row, "false" for none). */
export function tenantSql(scope: TenantScope, tenancy: Tenancy): SqlCondition {
  const c = tenantCondition(scope, tenancy);
  if (c === "all") return ["true", []];
  if (c === "none") return ["false", []];
  return c;
}

/** Anything with a raw where: knex's query builders and MikroORM's. */
interface RawWhere {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- knex's and MikroORM's overloads differ
  andWhere?(sql: string, params: any[]): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  whereRaw?(sql: string, params: any[]): unknown;
}

/** ANDs the scope's condition into a query (knex or MikroORM query builder); staff queries stay as they are. */
export function whereTenant<Q extends RawWhere>(qb: Q, scope: TenantScope, tenancy: Tenancy): Q {
  const c = tenantCondition(scope, tenancy);
  if (c === "all") return qb;
  const [sql, params] = c === "none" ? (["false", []] as const) : c;
  if (qb.whereRaw) qb.whereRaw(sql, [...params]);
  else qb.andWhere!(sql, [...params]);
  return qb;
}

/**
 * Whether a row already loaded belongs to the tenant of a scope (or of a viewer, whose kind and ids
 * read the same), given the tenant the row names: for checks in memory, such as what a user record
 * shows of its owner. Staff own every row.
 */
export function isOwnTenant(
  scope: TenantScope | { readonly kind: string; readonly clientId?: number | null; readonly contractorId?: number | null },
  row: { clientId?: number | null; contractorId?: number | null },
): boolean {
  if (scope.kind === "client") return row.clientId != null && "clientId" in scope && row.clientId === scope.clientId;
  if (scope.kind === "contractor") return row.contractorId != null && "contractorId" in scope && row.contractorId === scope.contractorId;
  return true;
}

/**
 * The conditions that tie a contractor user to another service's rows through its work, read from
 * the views work-orders publishes (see its migrations): the rows named by work orders whose current
 * contractor is its own.
 */
export const tiedByWork = {
  /** `column` (on `e`) names a site, a contact, an asset or another column of v_work_assignment. */
  assignment: (contractorId: number, viewColumn: "site_id" | "contact_id" | "asset_id", column = "e.id"): SqlCondition => [
    `exists (select 1 from work_orders.v_work_assignment w where w.contractor_id = ? and w.${viewColumn} = ${column})`,
    [contractorId],
  ],
  /** A client and a contractor that share work (the counter table's pairs). */
  clientOfContractor: (contractorId: number, column = "e.id"): SqlCondition => [
    `exists (select 1 from work_orders.v_client_contractor cc where cc.contractor_id = ? and cc.client_id = ${column})`,
    [contractorId],
  ],
  contractorOfClient: (clientId: number, column = "e.id"): SqlCondition => [
    `exists (select 1 from work_orders.v_client_contractor cc where cc.client_id = ? and cc.contractor_id = ${column})`,
    [clientId],
  ],
};
