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
 * The status filter as a condition on the register's sites (alias `s`): the site has a cell with one
 * of the statuses on the day. The SQL twin of compliance.status.ts over the latest counting certificate
 * of each REQUIRED site × type (the site's own set, else its client's defaults), which the database
 * keeps in two tables (docs/compliance.md "Status filter"):
 * - `compliance_site_summary`, a row a site: how many required types have no certificate, and the
 *   least and greatest expiry of their latest certificates (`infinity` without a fixed period), so
 *   OVERDUE (least expiry before today), IN_DATE (greatest after today + the client's due-soon days)
 *   and MISSING (a count above 0) are each a range of an index of the client's sites
 *   (migration 20261220000000);
 * - `compliance_latest`, a row a site × type with a certificate, its client and expiry
 *   (migrations 20261216300000 and 20261218400000): DUE_SOON is the range from today to today + the
 *   due-soon days of its `(client_id, expires_on)` index, each certificate checked against its
 *   site's required set.
 * A site the summary has not met yet (made in assets since, with no certificate and no own set)
 * requires its client's defaults and has none of them: MISSING when the defaults hold a type.
 * Each status asked adds one branch of a union; the page is chosen after filtering and the total is right.
 */
export function statusCondition(filter: StatusFilter): SqlCondition {
  const { clientId, today } = filter;
  const dueSoonDays = `coalesce((select cc.due_soon_days from work_orders.client_compliance cc where cc.client_id = ?), ${DEFAULT_DUE_SOON_DAYS})`;
  const summary = (range: string) => `select m.site_id from work_orders.compliance_site_summary m where m.client_id = ? and ${range}`;
  const branches: [string, SqlValue[]][] = [];
  const asked = new Set(filter.statuses);
  if (asked.has(ComplianceStatus.OVERDUE)) branches.push([summary("m.earliest_expiry < ?::date"), [clientId, today]]);
  if (asked.has(ComplianceStatus.DUE_SOON))
    branches.push([
      `select l.site_id from work_orders.compliance_latest l
         left join work_orders.site_compliance sc on sc.site_id = l.site_id
        where l.client_id = ? and l.expires_on between ?::date and ?::date + ${dueSoonDays}
          and l.type_id = any(coalesce(sc.type_ids, (select cc.type_ids from work_orders.client_compliance cc where cc.client_id = ?), '{}'::int[]))`,
      [clientId, today, today, clientId, clientId],
    ]);
  if (asked.has(ComplianceStatus.IN_DATE)) branches.push([summary(`m.latest_expiry > ?::date + ${dueSoonDays}`), [clientId, today, clientId]]);
  if (asked.has(ComplianceStatus.MISSING))
    branches.push([
      `${summary("m.missing > 0")}
       union all
       select s2.id from assets.v_site s2
        where s2.client_id = ?
          and exists (select 1 from work_orders.client_compliance cc join work_orders.compliance_type t on t.id = any(cc.type_ids) where cc.client_id = ?)
          and not exists (select 1 from work_orders.compliance_site_summary m where m.site_id = s2.id)`,
      [clientId, clientId, clientId],
    ]);
  return [`s.id in (${branches.map(([q]) => q).join(" union all ")})`, branches.flatMap(([, p]) => p)];
}
