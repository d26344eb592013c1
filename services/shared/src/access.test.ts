import { allows } from "./access";
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

  it("keeps portal users to the audiences that name them", () => {
    expect(allows({ audience: ["staff"] }, v(viewers.client()))).toBe(false);
    expect(allows({ audience: ["staff", "client"] }, v(viewers.client()))).toBe(true);
    expect(allows({ audience: ["staff", "client"] }, v(viewers.contractor()))).toBe(false);
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
