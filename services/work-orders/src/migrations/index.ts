import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261121000000Init } from "./20261121000000-init";
import { Migration20261121230000SearchByStatus } from "./20261121230000-search-by-status";
import { Migration20261121233016AuditTrail } from "./20261121233016-audit-trail";
import { Migration20261123090000AuditAppendOnly } from "./20261123090000-audit-append-only";
import { Migration20261123091000PublishedAssignments } from "./20261123091000-published-assignments";
import { Migration20261123150000PublishedViews } from "./20261123150000-published-views";
import { Migration20261124090000ListIndexes } from "./20261124090000-list-indexes";
import { Migration20261125130500PublishedWorkAssets } from "./20261125130500-published-work-assets";
import { Migration20261126100000PublishedWorkTrades } from "./20261126100000-published-work-trades";
import { Migration20261127100000Lifecycle } from "./20261127100000-lifecycle";
import { Migration20261127200000NotesLinksDashboard } from "./20261127200000-notes-links-dashboard";
import { Migration20261201100000Documents } from "./20261201100000-documents";
import { Migration20261201200000Ppm } from "./20261201200000-ppm";
import { Migration20261201300000Outbox } from "./20261201300000-outbox";
import { Migration20261201500000PendingIsPpm } from "./20261201500000-pending-is-ppm";
import { Migration20261202100000BillingViews } from "./20261202100000-billing-views";
import { Migration20261202130000ProgressCodeView } from "./20261202130000-progress-code-view";
import { Migration20261202140000ComputedCostFields } from "./20261202140000-computed-cost-fields";
import { Migration20261203110000PpmCounts } from "./20261203110000-ppm-counts";
import { Migration20261203120000ClientListIndexes } from "./20261203120000-client-list-indexes";
import { Migration20261202120000QuoteDecisions } from "./20261202120000-quote-decisions";

/** Every migration of this service, in order. Committed; never edited once landed. */
export const migrations: MigrationObject[] = [
  { name: "20261121000000-init", class: Migration20261121000000Init },
  { name: "20261121230000-search-by-status", class: Migration20261121230000SearchByStatus },
  { name: "20261121233016-audit-trail", class: Migration20261121233016AuditTrail },
  { name: "20261123090000-audit-append-only", class: Migration20261123090000AuditAppendOnly },
  { name: "20261123091000-published-assignments", class: Migration20261123091000PublishedAssignments },
  { name: "20261123150000-published-views", class: Migration20261123150000PublishedViews },
  { name: "20261124090000-list-indexes", class: Migration20261124090000ListIndexes },
  { name: "20261125130500-published-work-assets", class: Migration20261125130500PublishedWorkAssets },
  { name: "20261126100000-published-work-trades", class: Migration20261126100000PublishedWorkTrades },
  { name: "20261127100000-lifecycle", class: Migration20261127100000Lifecycle },
  { name: "20261127200000-notes-links-dashboard", class: Migration20261127200000NotesLinksDashboard },
  { name: "20261201100000-documents", class: Migration20261201100000Documents },
  { name: "20261201200000-ppm", class: Migration20261201200000Ppm },
  { name: "20261201300000-outbox", class: Migration20261201300000Outbox },
  { name: "20261201500000-pending-is-ppm", class: Migration20261201500000PendingIsPpm },
  { name: "20261202100000-billing-views", class: Migration20261202100000BillingViews },
  { name: "20261202120000-quote-decisions", class: Migration20261202120000QuoteDecisions },
  { name: "20261202130000-progress-code-view", class: Migration20261202130000ProgressCodeView },
  { name: "20261202140000-computed-cost-fields", class: Migration20261202140000ComputedCostFields },
  { name: "20261203110000-ppm-counts", class: Migration20261203110000PpmCounts },
  { name: "20261203120000-client-list-indexes", class: Migration20261203120000ClientListIndexes },
];
