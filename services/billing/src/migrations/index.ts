import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261121000000Init } from "./20261121000000-init";
import { Migration20261121233016AuditTrail } from "./20261121233016-audit-trail";
import { Migration20261123090000AuditAppendOnly } from "./20261123090000-audit-append-only";
import { Migration20261123150000PublishedViews } from "./20261123150000-published-views";
import { Migration20261202100000QuotesAndLogs } from "./20261202100000-quotes-and-logs";
import { Migration20261202120000QuoteDecisions } from "./20261202120000-quote-decisions";
import { Migration20261202160000QuoteListIndexes } from "./20261202160000-quote-list-indexes";
import { Migration20261205100000QuoteViewContractor } from "./20261205100000-quote-view-contractor";
import { Migration20261213100000QuoteGridSearch } from "./20261213100000-quote-grid-search";
import { Migration20261215130000WebhookEvents } from "./20261215130000-webhook-events";

/** Every migration of this service, in order. Committed; never edited once landed. */
export const migrations: MigrationObject[] = [
  { name: "20261121000000-init", class: Migration20261121000000Init },
  { name: "20261121233016-audit-trail", class: Migration20261121233016AuditTrail },
  { name: "20261123090000-audit-append-only", class: Migration20261123090000AuditAppendOnly },
  { name: "20261123150000-published-views", class: Migration20261123150000PublishedViews },
  { name: "20261202100000-quotes-and-logs", class: Migration20261202100000QuotesAndLogs },
  { name: "20261202120000-quote-decisions", class: Migration20261202120000QuoteDecisions },
  { name: "20261202160000-quote-list-indexes", class: Migration20261202160000QuoteListIndexes },
  { name: "20261205100000-quote-view-contractor", class: Migration20261205100000QuoteViewContractor },
  { name: "20261213100000-quote-grid-search", class: Migration20261213100000QuoteGridSearch },
  { name: "20261215130000-webhook-events", class: Migration20261215130000WebhookEvents },
];
