import { Lookup, LookupEntity } from "@wo/shared";

/** Quote (billing) statuses: 1 draft, 3 rejected, 4 accepted (portals §4), and the states between. */
@LookupEntity("billingStatuses")
export class BillingStatus extends Lookup {}

/** Kinds of quote line item (GET /api/BillingItemTypes). */
@LookupEntity("billingItemTypes")
export class BillingItemType extends Lookup {}

/** Kinds of logged material (GET /api/LogMaterialTypes). */
@LookupEntity("logMaterialTypes")
export class LogMaterialType extends Lookup {}
