import type { TenantScope } from "@wo/shared";
import type { WorkOrderRow } from "./work-order.reader";
import { ownerShows, type Named } from "./work-order.provided";

/** An order of client 1 at a site of client 1, given to contractor 1, whose contact is one of client 1's people. */
const order = (over: Partial<WorkOrderRow> = {}) =>
  ({
    clientId: 1,
    contractorId: 1,
    siteClientId: 1,
    contactTenant: "Client:1",
    clientContractorTied: true,
    ...over,
  }) as WorkOrderRow;

const staff: TenantScope = { kind: "all" };
const client = (clientId: number): TenantScope => ({ kind: "client", clientId });
const contractor = (contractorId: number): TenantScope => ({ kind: "contractor", contractorId });
const NAMED: Named[] = ["client", "site", "contractor", "trade", "contact"];
const shown = (scope: TenantScope, wo: WorkOrderRow) => NAMED.filter((n) => ownerShows(scope, wo, n));

describe("ownerShows: a provided name only where its owner's look-up would answer it", () => {
  it("shows staff every name", () => {
    expect(shown(staff, order({ siteClientId: 2, contactTenant: "Client:2", clientContractorTied: false }))).toEqual(NAMED);
  });

  it("shows a client user its own order's names", () => {
    expect(shown(client(1), order())).toEqual(NAMED);
    expect(shown(client(1), order({ contactTenant: "staff" }))).toEqual(NAMED);
  });

  it("hides from a client user what assets and identity would not resolve for it", () => {
    // a site of another client (assets: SITE_TENANCY, the site's client)
    expect(shown(client(1), order({ siteClientId: 2 }))).not.toContain("site");
    // a contact who is another client's, or a contractor's, person (identity: USER_TENANCY)
    expect(shown(client(1), order({ contactTenant: "Client:2" }))).not.toContain("contact");
    expect(shown(client(1), order({ contactTenant: "Contractor:1" }))).not.toContain("contact");
    // a missing user
    expect(shown(client(1), order({ contactTenant: null }))).not.toContain("contact");
    // a contractor the counters do not tie to the client (assets: CONTRACTOR_TENANCY, v_client_contractor)
    expect(shown(client(1), order({ clientContractorTied: false }))).not.toContain("contractor");
    // another client's order names nothing of its own for it, but trades (reference data)
    expect(shown(client(2), order())).toEqual(["trade"]);
  });

  it("shows a contractor user its own order's names, its contact whoever it is", () => {
    expect(shown(contractor(1), order())).toEqual(NAMED);
    expect(shown(contractor(1), order({ contactTenant: "Client:7", siteClientId: 7 }))).toEqual(NAMED);
  });

  it("hides from a contractor user what assets and identity would not resolve for it", () => {
    expect(shown(contractor(1), order({ clientContractorTied: false }))).not.toContain("client");
    // an order that is not its own (never on its pages) ties it to nothing but staff and its own people
    expect(shown(contractor(2), order())).toEqual(["trade"]);
    expect(shown(contractor(2), order({ contactTenant: "staff" }))).toEqual(["trade", "contact"]);
    expect(shown(contractor(2), order({ contactTenant: "Contractor:2" }))).toEqual(["trade", "contact"]);
  });
});
