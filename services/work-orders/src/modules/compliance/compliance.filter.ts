import { BadUserInputError, type SqlCondition, type SqlValue } from "@wo/shared";
import { DEFAULT_DUE_SOON_DAYS } from "./compliance.entity";
import { ComplianceStatus } from "./compliance.status";

/** The postcode-area rule of assets' coverage (contract/postcode-prefix.ts `postcodeKeys`): the letters a postcode starts with ("SW" of "SW1A 1AA"). */
export const REGION = /^[A-Z]{1,2}$/;
export const BAD_REGION = "A region is a postcode area: one or two letters (SW, M)";
/** The same rule over a site's postcode in SQL (alias `s`): the leading letters of the upper-cased postcode. */
export const SITE_REGION_SQL = `substring(upper(btrim(s.post_code)) from '^[A-Z]+')`;

/** A region argument, upper-cased; BAD_USER_INPUT unless one or two letters. */
export function normaliseRegion(text: string | null | undefined): string | null {
  const r = (text ?? "").trim().toUpperCase();
  if (!r) return null;
  if (!REGION.test(r)) throw new BadUserInputError(BAD_REGION, [{ field: "region", message: BAD_REGION }]);
  return r;
}

/** The status filter's value: the statuses asked for and the day they are computed on. */
export interface StatusFilter {
  clientId: number;
  statuses: readonly ComplianceStatus[];
  today: string;
}

/**
 * The register's cells of one client's sites in SQL, set-based for the whole client (never per site):
 * (site_id, status). The status is the SQL twin of compliance.status.ts (expiry = certificate date +
 * validity months, clamped to the month's end as luxon does; OVERDUE after the expiry, DUE_SOON from
 * the client's due-soon days before it, IN_DATE else or with no fixed period, MISSING without a
 * certificate), on the latest counting certificate of each site × type, which the database keeps in
 * `compliance_latest` (migration 20261216300000: reading every certificate of a 20,000-site client
 * took about a second). Params: clientId, today, today, in the order `cellStatusParams` gives them.
 */
export const CELL_STATUS_SQL = `
  select x.site_id,
         case when l.cert_date is null then 'MISSING'
              when t.validity_months is null then 'IN_DATE'
              when (l.cert_date + make_interval(months => t.validity_months))::date < ?::date then 'OVERDUE'
              when (l.cert_date + make_interval(months => t.validity_months))::date - x.due_soon_days <= ?::date then 'DUE_SOON'
              else 'IN_DATE' end as status
    from (select s2.id as site_id, coalesce(cc.due_soon_days, ${DEFAULT_DUE_SOON_DAYS}) as due_soon_days,
                 unnest(coalesce(sc.type_ids, cc.type_ids, '{}'::int[])) as type_id
            from assets.v_site s2
            left join work_orders.site_compliance sc on sc.site_id = s2.id
            left join work_orders.client_compliance cc on cc.client_id = s2.client_id
           where s2.client_id = ?) x
    join work_orders.compliance_type t on t.id = x.type_id
    left join work_orders.compliance_latest l on l.site_id = x.site_id and l.type_id = x.type_id`;

/** The parameters of CELL_STATUS_SQL. */
export function cellStatusParams(clientId: number, today: string): SqlValue[] {
  return [today, today, clientId];
}

/**
 * The status filter as a condition on the register's sites (alias `s`): the site has a cell with one
 * of the statuses. The client's cells are computed once, as a set (a hashed semi-join), so the page
 * is chosen after filtering and the total is right.
 */
export function statusCondition(filter: StatusFilter): SqlCondition {
  return [
    `s.id in (select c.site_id from (${CELL_STATUS_SQL}) c where c.status = any(?::text[]))`,
    [...cellStatusParams(filter.clientId, filter.today), `{${filter.statuses.join(",")}}`],
  ];
}
