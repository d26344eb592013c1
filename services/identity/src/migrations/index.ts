import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261121000000Init } from "./20261121000000-init";
import { Migration20261121233017AuditTrail } from "./20261121233017-audit-trail";
import { Migration20261121233350UserAdministration } from "./20261121233350-user-administration";
import { Migration20261123090000AuditAppendOnly } from "./20261123090000-audit-append-only";
import { Migration20261123120000SignInHardening } from "./20261123120000-sign-in-hardening";
import { Migration20261123150000PublishedViews } from "./20261123150000-published-views";
import { Migration20261201400000ContactView } from "./20261201400000-contact-view";
import { Migration20261203100000BiDashboard } from "./20261203100000-bi-dashboard";
import { Migration20261210090000ApiKeys } from "./20261210090000-api-keys";
import { Migration20261219000000StaffEmailView } from "./20261219000000-staff-email-view";

/** Every migration of this service, in order. Committed; never edited once landed. */
export const migrations: MigrationObject[] = [
  { name: "20261121000000-init", class: Migration20261121000000Init },
  { name: "20261121233017-audit-trail", class: Migration20261121233017AuditTrail },
  { name: "20261121233350-user-administration", class: Migration20261121233350UserAdministration },
  { name: "20261123090000-audit-append-only", class: Migration20261123090000AuditAppendOnly },
  { name: "20261123120000-sign-in-hardening", class: Migration20261123120000SignInHardening },
  { name: "20261123150000-published-views", class: Migration20261123150000PublishedViews },
  { name: "20261201400000-contact-view", class: Migration20261201400000ContactView },
  { name: "20261203100000-bi-dashboard", class: Migration20261203100000BiDashboard },
  { name: "20261210090000-api-keys", class: Migration20261210090000ApiKeys },
  { name: "20261219000000-staff-email-view", class: Migration20261219000000StaffEmailView },
];
