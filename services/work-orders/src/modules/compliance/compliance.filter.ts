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
 * of each site × type, which the database keeps with its client and expiry date in `compliance_latest`
 * (migrations 20261216300000 and 20261218400000; expiry = certificate date + validity months, clamped to
 * the month's end as luxon does, null without a fixed period):
 * - OVERDUE: expiry before today; DUE_SOON: expiry from today to today + the client's due-soon days;
 *   both a range of the `(client_id, expires_on)` index, so a page of overdue sites never computes the
 *   client's other cells;
 * - IN_DATE: no fixed period, or expiry after that;
 * - MISSING: a type the site requires without a certificate (every required cell of the client, as a
 *   hashed anti-join against the client's certificates only).
 * A certificate counts only for a type its site requires (its own set, else the client's defaults).
 * Each status asked adds one branch of a union; the page is chosen after filtering and the total is right.
 */
export function statusCondition(filter: StatusFilter): SqlCondition {
  const { clientId, today } = filter;
  const dueSoonDays = `coalesce((select cc.due_soon_days from work_orders.client_compliance cc where cc.client_id = ?), ${DEFAULT_DUE_SOON_DAYS})`;
  const required = `l.type_id = any(coalesce(sc.type_ids, (select cc.type_ids from work_orders.client_compliance cc where cc.client_id = ?), '{}'::int[]))`;
  const latest = (range: string) =>
    `select l.site_id from work_orders.compliance_latest l
       left join work_orders.site_compliance sc on sc.site_id = l.site_id
      where l.client_id = ? and ${range} and ${required}`;
  const branches: [string, SqlValue[]][] = [];
  const asked = new Set(filter.statuses);
  if (asked.has(ComplianceStatus.OVERDUE)) branches.push([latest("l.expires_on < ?::date"), [clientId, today, clientId]]);
  if (asked.has(ComplianceStatus.DUE_SOON))
    branches.push([latest(`l.expires_on between ?::date and ?::date + ${dueSoonDays}`), [clientId, today, today, clientId, clientId]]);
  if (asked.has(ComplianceStatus.IN_DATE))
    branches.push([latest(`(l.expires_on is null or l.expires_on > ?::date + ${dueSoonDays})`), [clientId, today, clientId, clientId]]);
  if (asked.has(ComplianceStatus.MISSING))
    branches.push([
      `select x.site_id from (
         select s2.id as site_id, unnest(coalesce(sc.type_ids, cc.type_ids, '{}'::int[])) as type_id
           from assets.v_site s2
           left join work_orders.site_compliance sc on sc.site_id = s2.id
           left join work_orders.client_compliance cc on cc.client_id = s2.client_id
          where s2.client_id = ?) x
        join work_orders.compliance_type t on t.id = x.type_id
       where not exists (select 1 from work_orders.compliance_latest l
                         where l.client_id = ? and l.site_id = x.site_id and l.type_id = x.type_id)`,
      [clientId, clientId],
    ]);
  return [`s.id in (${branches.map(([q]) => q).join(" union all ")})`, branches.flatMap(([, p]) => p)];
}
