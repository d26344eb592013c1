import { Lookup, LookupEntity, lookupResolver } from "..";

describe("lookups made from their declaration", () => {
  it("refuses an entity whose class is not the declared type", () => {
    expect(() => LookupEntity("billingStatuses")(class QuoteStatus extends Lookup {})).toThrow("declared for BillingStatus, not QuoteStatus");
  });

  it("refuses a service that leaves out one of its lookups, or answers another's", () => {
    @LookupEntity("billingStatuses")
    class BillingStatus extends Lookup {}
    @LookupEntity("departments")
    class Department extends Lookup {}
    expect(() => lookupResolver("billing", [BillingStatus])).toThrow("no entity for BillingItemType, LogMaterialType");
    expect(() => lookupResolver("identity", [Department, BillingStatus])).toThrow("no entity for UserType; not identity's: billingStatuses");
  });
});
