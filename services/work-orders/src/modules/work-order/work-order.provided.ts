import { tenantScope, type TenantScope, type Viewer } from "@wo/shared";
import type { WorkOrderRow } from "./work-order.reader";

/** The other services' rows a work order names, whose names it provides to the graph (`@provides`). */
export type Named = "client" | "site" | "contractor" | "trade" | "contact";

/**
 * Whether the owner of a row a work order names would let this viewer look it up: the owner's
 * tenancy (assets' CLIENT_TENANCY, SITE_TENANCY, CONTRACTOR_TENANCY, trades for everyone;
 * identity's USER_TENANCY), decided from what the order's row read with it (WorkOrderRow). A name
 * its owner would not answer is not provided either: it is null, as when the owner's look-up
 * answers nothing for the id (a non-null name then nulls its parent, with an error). The row is one the viewer may see (WORK_ORDER_TENANCY:
 * its client's orders for a client user, its own for a contractor user), and an order that is not
 * counts as naming nothing the viewer may see.
 */
export function ownerShows(scope: TenantScope, wo: WorkOrderRow, named: Named): boolean {
  if (scope.kind === "all" || named === "trade") return true;
  if (scope.kind === "client") {
    const own = wo.clientId === scope.clientId;
    switch (named) {
      case "client": // its own client
        return own;
      case "site": // its own client's sites
        return wo.siteClientId === scope.clientId;
      case "contractor": // the contractors that do its work (v_client_contractor)
        return own && wo.clientContractorTied === true;
      case "contact": // back-office staff and its own client's people
        return wo.contactTenant === "staff" || wo.contactTenant === `Client:${scope.clientId}`;
    }
  }
  const own = wo.contractorId === scope.contractorId;
  switch (named) {
    case "client": // the clients it has work for (v_client_contractor)
      return own && wo.clientContractorTied === true;
    case "site": // the sites of its work (v_work_assignment): this order's
    case "contractor": // its own
      return own;
    case "contact": // staff, its own people, and the contacts of its work (this order's)
      return own || wo.contactTenant === "staff" || wo.contactTenant === `Contractor:${scope.contractorId}`;
  }
}

/** `ownerShows` for a viewer: the name, or null when its owner would not answer it. */
export function providedName<T>(viewer: Viewer, wo: WorkOrderRow, named: Named, value: T): T | null {
  return ownerShows(tenantScope(viewer), wo, named) ? value : null;
}
