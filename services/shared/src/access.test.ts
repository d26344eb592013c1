import { GraphQLObjectType, GraphQLSchema, GraphQLString } from "graphql";
import { allows, assertAccessDeclared, type AccessRule } from "./access";
import { CONTRACT_READ_FLAGS, CONTRACT_WRITE_FLAGS, REPORT_READERS } from "./auth/roles";
import { Viewer } from "./auth/viewer";
import { tenantScope } from "./context";
import { viewers } from "./testing";

const v = (c: ReturnType<(typeof viewers)[keyof typeof viewers]>) => new Viewer(c);

describe("access rules", () => {
  it("admits nobody without a token except to public fields", () => {
    expect(allows({ public: true }, null)).toBe(true);
    expect(allows({ audience: ["staff", "client", "contractor"] }, null)).toBe(false);
  });

  it("admits administrators everywhere, admin-only fields included", () => {
    expect(allows({ adminOnly: true }, v(viewers.admin()))).toBe(true);
    expect(allows({ audience: ["client"] }, v(viewers.admin()))).toBe(true);
    expect(allows({ audience: ["staff"], area: "customers", level: "full" }, v(viewers.admin()))).toBe(true);
  });

  it("checks a staff user's department area and level: read never grants full", () => {
    const sales = v(viewers.staff(1, { customers: "read" }));
    expect(allows({ audience: ["staff"], area: "customers", level: "read" }, sales)).toBe(true);
    expect(allows({ audience: ["staff"], area: "customers", level: "full" }, sales)).toBe(false);
    expect(allows({ audience: ["staff"], area: "reporting" }, sales)).toBe(false);
    expect(allows({ adminOnly: true }, sales)).toBe(false);
  });

  it("admits staff holding any of a rule's areas at its level (the reports: reporting, or Management's reports area)", () => {
    const rule: AccessRule = { audience: ["staff"], ...REPORT_READERS, areas: [...REPORT_READERS.areas] };
    expect(allows(rule, v(viewers.staff(1, { reporting: "full" })))).toBe(true);
    expect(allows(rule, v(viewers.staff(1, { reports: "read" })))).toBe(true);
    expect(allows(rule, v(viewers.staff(1, { customers: "full" })))).toBe(false);
    expect(allows({ ...rule, level: "full" }, v(viewers.staff(1, { reports: "read" })))).toBe(false);
    expect(allows(rule, v(viewers.contractor()))).toBe(false);
    expect(allows({ ...rule, audience: ["staff", "contractor"] }, v(viewers.contractor()))).toBe(true);
  });

  it("keeps portal users to the audiences that name them", () => {
    expect(allows({ audience: ["staff"] }, v(viewers.client()))).toBe(false);
    expect(allows({ audience: ["staff", "client"] }, v(viewers.client()))).toBe(true);
    expect(allows({ audience: ["staff", "client"] }, v(viewers.contractor()))).toBe(false);
  });
});

describe("flag rules (contracts, §6)", () => {
  const read: AccessRule = { audience: ["staff"], flags: CONTRACT_READ_FLAGS, level: "read" };
  const write: AccessRule = { audience: ["staff"], flags: CONTRACT_WRITE_FLAGS, level: "full" };

  it("admits staff holding any of the flags, and administrators; not staff holding none", () => {
    const finance = v(viewers.staff(5, { contractFinanceAssign: true }));
    const management = v(viewers.staff(6, { contractsOverallAssign: true }));
    const contracts = v(viewers.staff(2, { contractContractAssign: true }));
    const sales = v(viewers.staff(1, { contracts: "read" }));
    expect(allows(read, finance)).toBe(true);
    expect(allows(read, contracts)).toBe(true);
    expect(allows(read, sales)).toBe(false);
    expect(allows(read, v(viewers.admin()))).toBe(true);
    expect(allows(read, management)).toBe(true);
    expect(allows(write, contracts)).toBe(true);
    // §6 gives Finance contracts at full; Management holds only its flag, which reads
    expect(allows(write, finance)).toBe(true);
    expect(allows(write, management)).toBe(false);
    // a read-only flag listed in a 'full' rule still does not admit
    expect(allows({ ...write, flags: CONTRACT_READ_FLAGS }, management)).toBe(false);
    expect(allows(read, v(viewers.contractor()))).toBe(false);
    expect(allows({ ...read, audience: ["staff", "contractor"] }, v(viewers.contractor()))).toBe(true);
  });

  const schemaWith = (rule: AccessRule) =>
    new GraphQLSchema({
      query: new GraphQLObjectType({ name: "Query", fields: { x: { type: GraphQLString, extensions: { access: read } } } }),
      mutation: new GraphQLObjectType({ name: "Mutation", fields: { y: { type: GraphQLString, extensions: { access: rule } } } }),
    });

  it("refuses a mutation allowed by read flags, at read level or naming a read-only flag", () => {
    expect(() => assertAccessDeclared(schemaWith(write))).not.toThrow();
    expect(() => assertAccessDeclared(schemaWith({ ...write, level: "read" }))).toThrow(/read never mutates/);
    expect(() => assertAccessDeclared(schemaWith({ ...write, flags: CONTRACT_READ_FLAGS }))).toThrow(/read never mutates/);
  });
});

describe("tenant scope", () => {
  it("gives staff every row, a client its client's, a contractor its own", () => {
    expect(tenantScope(v(viewers.staff()))).toEqual({ kind: "all" });
    expect(tenantScope(v(viewers.client(2)))).toEqual({ kind: "client", clientId: 2 });
    expect(tenantScope(v(viewers.contractor(5)))).toEqual({ kind: "contractor", contractorId: 5 });
  });

  it("refuses a portal user not linked to a tenant", () => {
    expect(() => tenantScope(v({ ...viewers.client(), cli: null }))).toThrow(/not linked to a client/);
    expect(() => tenantScope(v({ ...viewers.contractor(), con: null }))).toThrow(/not linked to a contractor/);
  });
});
