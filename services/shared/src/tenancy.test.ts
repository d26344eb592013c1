import {
  allOf,
  anyOf,
  column,
  either,
  isOwnTenant,
  NO_TENANT,
  NONE,
  rowsWhere,
  STAFF_ONLY,
  tenantColumns,
  tenantCondition,
  tenantSql,
  through,
  whereTenant,
} from "./tenancy";

const ORDERS = tenantColumns({ client: "wo.client_id", contractor: "wo.contractor_id" });
const CLIENT_ONLY = tenantColumns({ client: "e.client_id" });

describe("tenancy", () => {
  it("scopes a client user to its client's column and a contractor user to its contractor's", () => {
    expect(tenantCondition({ kind: "client", clientId: 7 }, ORDERS)).toEqual(["wo.client_id = ?", [7]]);
    expect(tenantCondition({ kind: "contractor", contractorId: 3 }, ORDERS)).toEqual(["wo.contractor_id = ?", [3]]);
  });

  it("lets staff see every row, and gives a kind without a rule nothing", () => {
    expect(tenantCondition({ kind: "all" }, ORDERS)).toBe("all");
    expect(tenantCondition({ kind: "contractor", contractorId: 3 }, CLIENT_ONLY)).toBe("none");
    expect(tenantSql({ kind: "contractor", contractorId: 3 }, CLIENT_ONLY)).toEqual(["false", []]);
    expect(tenantSql({ kind: "all" }, ORDERS)).toEqual(["true", []]);
    expect(tenantCondition({ kind: "client", clientId: 1 }, NO_TENANT)).toBe("all");
  });

  it("joins two ways of owning a row", () => {
    const rule = either(column("e.client_id"), () => ["e.public", []]);
    expect(rule(4)).toEqual(["(e.client_id = ? or e.public)", [4]]);
    expect(either(column("x"), () => "none")(4)).toEqual(["x = ?", [4]]);
    expect(either(column("x"), () => "all")(4)).toBe("all");
  });

  it("follows the row another table's rows belong to, restricted or combined", () => {
    const notes = allOf(through(ORDERS, "work_orders.work_order wo", "wo.id = e.work_order_id"), rowsWhere("not e.private_note"));
    expect(tenantCondition({ kind: "client", clientId: 7 }, notes)).toEqual([
      "(exists (select 1 from work_orders.work_order wo where wo.id = e.work_order_id and (wo.client_id = ?))) and (not e.private_note)",
      [7],
    ]);
    const docs = anyOf(
      allOf(rowsWhere("e.kind = 'order'"), through(ORDERS, "o wo", "wo.id = e.entity_id")),
      allOf(rowsWhere("e.kind = 'site'"), through(CLIENT_ONLY, "s e2", "e2.id = e.entity_id")),
    );
    expect(tenantCondition({ kind: "client", clientId: 2 }, docs)).toEqual([
      "((e.kind = 'order') and (exists (select 1 from o wo where wo.id = e.entity_id and (wo.client_id = ?))) or (e.kind = 'site') and (exists (select 1 from s e2 where e2.id = e.entity_id and (e.client_id = ?))))",
      [2, 2],
    ]);
    // a kind the site rule does not know sees only the orders' documents
    expect(tenantCondition({ kind: "contractor", contractorId: 3 }, docs)).toEqual([
      "(e.kind = 'order') and (exists (select 1 from o wo where wo.id = e.entity_id and (wo.contractor_id = ?)))",
      [3],
    ]);
    // a parent every row of which is visible: the row is, when its parent exists
    expect(tenantCondition({ kind: "client", clientId: 1 }, through(NO_TENANT, "t p", "p.id = e.t_id"))).toEqual([
      "exists (select 1 from t p where p.id = e.t_id)",
      [],
    ]);
    expect(tenantCondition({ kind: "client", clientId: 1 }, allOf(NO_TENANT, NO_TENANT))).toBe("all");
    expect(tenantCondition({ kind: "client", clientId: 1 }, allOf(ORDERS, { client: NONE, contractor: NONE }))).toBe("none");
    expect(tenantCondition({ kind: "contractor", contractorId: 1 }, STAFF_ONLY)).toBe("none");
    expect(tenantCondition({ kind: "all" }, STAFF_ONLY)).toBe("all");
  });

  it("ANDs the condition into a query builder, and nothing for staff", () => {
    const calls: unknown[][] = [];
    const knexLike = { whereRaw: (sql: string, params: unknown[]) => calls.push([sql, params]) };
    whereTenant(knexLike, { kind: "client", clientId: 2 }, ORDERS);
    whereTenant(knexLike, { kind: "all" }, ORDERS);
    whereTenant(knexLike, { kind: "contractor", contractorId: 2 }, CLIENT_ONLY);
    expect(calls).toEqual([
      ["wo.client_id = ?", [2]],
      ["false", []],
    ]);
  });

  it("checks a loaded row's tenant against a scope or a viewer", () => {
    expect(isOwnTenant({ kind: "client", clientId: 2 }, { clientId: 2 })).toBe(true);
    expect(isOwnTenant({ kind: "client", clientId: 2 }, { clientId: 3 })).toBe(false);
    expect(isOwnTenant({ kind: "client", clientId: null }, { clientId: null })).toBe(false);
    expect(isOwnTenant({ kind: "contractor", contractorId: 5 }, { clientId: 5, contractorId: null })).toBe(false);
    expect(isOwnTenant({ kind: "staff" }, { clientId: 9 })).toBe(true);
  });
});
