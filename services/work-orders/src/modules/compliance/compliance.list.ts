import { argument, column, containsPattern, declareList, NONE, SortDirection, type Tenancy } from "@wo/shared";
import { SITE_REGION_SQL, statusCondition, type StatusFilter } from "./compliance.filter";
import { ComplianceSite } from "./register.type";

/** A client's sites as the register reads them (assets' published view, alias `s`): a client user its own; a contractor user none. */
export const COMPLIANCE_SITE_TENANCY: Tenancy = { client: column("s.client_id"), contractor: NONE };

/**
 * The compliance register's rows (issue 27, docs/compliance.md): one client's sites, a page at a time;
 * each page's cells are read after in one set-based statement (compliance.reader.ts).
 */
export const COMPLIANCE_REGISTER = declareList<ComplianceSite, "ID" | "SITE_NAME" | "SITE_CODE" | "POST_CODE">({
  names: { field: "ComplianceSiteSortField", sortInput: "ComplianceSiteSort" },
  entity: ComplianceSite,
  from: "assets.v_site s",
  key: ["s.id"],
  tenancy: COMPLIANCE_SITE_TENANCY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "s.id", filter: "s.id" },
    SITE_NAME: { field: "name", kind: "text", notNull: true, sort: "lower(s.name)", filter: "s.name" },
    SITE_CODE: { field: "siteCode", kind: "text", sort: "lower(s.site_code)", filter: "s.site_code" },
    POST_CODE: { field: "postCode", kind: "text", sort: "s.post_code", filter: "s.post_code" },
  },
  defaultSort: { field: "SITE_NAME", direction: SortDirection.ASC, description: "Default: site name, A to Z" },
  arguments: {
    clientId: argument<number>({ where: (id) => ["s.client_id = ?", [id]] }),
    /** a postcode area ("SW"): compliance.filter.ts, the rule of assets' coverage */
    region: argument<string>({ where: (area) => [`${SITE_REGION_SQL} = ?`, [area]] }),
    /** sites with a cell of one of the statuses on a day, computed in SQL for the whole client */
    status: argument<StatusFilter>({
      where: (f) => (f.statuses.length ? statusCondition(f) : null),
    }),
  },
  search: {
    description: "Part of the site's name, code or postcode",
    where: (_em, term) => {
      const like = containsPattern(term);
      return ["(s.name ilike ? or s.site_code ilike ? or s.post_code ilike ?)", [like, like, like]];
    },
  },
  rows: {
    select: `s.id, s.name, s.site_code as "siteCode", s.post_code as "postCode", s.client_id as "clientId"`,
    byKey: true,
  },
});
