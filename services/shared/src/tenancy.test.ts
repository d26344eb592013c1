import { column, either, isOwnTenant, NO_TENANT, tenantColumns, tenantCondition, tenantSql, whereTenant } from "./tenancy";

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
