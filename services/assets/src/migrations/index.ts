import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261121000000Init } from "./20261121000000-init";
import { Migration20261121233015AuditTrail } from "./20261121233015-audit-trail";
import { Migration20261123090000AuditAppendOnly } from "./20261123090000-audit-append-only";
import { Migration20261123150000PublishedViews } from "./20261123150000-published-views";
import { Migration20261125110000Clients } from "./20261125110000-clients";
import { Migration20261125120000SiteCodeUnique } from "./20261125120000-site-code-unique";
import { Migration20261125130000Assets } from "./20261125130000-assets";
import { Migration20261125100000Branding } from "./20261125100000-branding";
import { Migration20261126130000QuestionsEngineers } from "./20261126130000-questions-engineers";
import { Migration20261201300000ContractorEmail } from "./20261201300000-contractor-email";
import { Migration20261126110000Contractors } from "./20261126110000-contractors";
import { Migration20261126120000Contracts } from "./20261126120000-contracts";
import { Migration20261201400000BrandView } from "./20261201400000-brand-view";
import { Migration20261202100000RateCardView } from "./20261202100000-rate-card-view";
import { Migration20261202130000ContractTradeView } from "./20261202130000-contract-trade-view";
import { Migration20261210100000AssetCategoryOptional } from "./20261210100000-asset-category-optional";
import { Migration20261212100000ContractorShortNameView } from "./20261212100000-contractor-short-name-view";
import { Migration20261216150000SiteRegisterSorts } from "./20261216150000-site-register-sorts";
import { Migration20261219000000SiteContractorView } from "./20261219000000-site-contractor-view";

/** Every migration of this service, in order. Committed; never edited once landed. */
export const migrations: MigrationObject[] = [
  { name: "20261121000000-init", class: Migration20261121000000Init },
  { name: "20261121233015-audit-trail", class: Migration20261121233015AuditTrail },
  { name: "20261123090000-audit-append-only", class: Migration20261123090000AuditAppendOnly },
  { name: "20261123150000-published-views", class: Migration20261123150000PublishedViews },
  { name: "20261125100000-branding", class: Migration20261125100000Branding },
  { name: "20261125110000-clients", class: Migration20261125110000Clients },
  { name: "20261125120000-site-code-unique", class: Migration20261125120000SiteCodeUnique },
  { name: "20261125130000-assets", class: Migration20261125130000Assets },
  { name: "20261126110000-contractors", class: Migration20261126110000Contractors },
  { name: "20261126120000-contracts", class: Migration20261126120000Contracts },
  { name: "20261126130000-questions-engineers", class: Migration20261126130000QuestionsEngineers },
  { name: "20261201300000-contractor-email", class: Migration20261201300000ContractorEmail },
  { name: "20261201400000-brand-view", class: Migration20261201400000BrandView },
  { name: "20261202100000-rate-card-view", class: Migration20261202100000RateCardView },
  { name: "20261202130000-contract-trade-view", class: Migration20261202130000ContractTradeView },
  { name: "20261210100000-asset-category-optional", class: Migration20261210100000AssetCategoryOptional },
  { name: "20261212100000-contractor-short-name-view", class: Migration20261212100000ContractorShortNameView },
  { name: "20261216150000-site-register-sorts", class: Migration20261216150000SiteRegisterSorts },
  { name: "20261219000000-site-contractor-view", class: Migration20261219000000SiteContractorView },
];
