import { Migration } from "@mikro-orm/migrations";
import { REFRESH as PREVIOUS_REFRESH } from "./20261218400000-compliance-latest-expiry";

/**
 * The register's status filter by index, per site (issue 27: "the register matrix for a client p95 ≤
 * 100 ms"; docs/compliance.md "Status filter"). `compliance_latest` made OVERDUE and DUE_SOON a range
 * of certificates, but a status that most sites have (MISSING, IN_DATE, OVERDUE at 20,000 sites)
 * still read tens of thousands of cells and checked each against its site's required set. This table
 * holds, per site, what the statuses need over the site's REQUIRED types (its own set, else its
 * client's defaults):
 * - `missing`: how many required types have no counting certificate;
 * - `earliest_expiry` / `latest_expiry`: the least and greatest expiry of their latest certificates
 *   (`infinity` for a type without a fixed period; null with none),
 * so OVERDUE is `earliest_expiry < today`, IN_DATE `latest_expiry > today + due-soon days`, MISSING
 * `missing > 0`, each a range of an index of the client's sites. DUE_SOON stays a range of
 * `compliance_latest` (a month of expiries is a few thousand cells).
 *
 * Kept by the database, as `compliance_latest` is, on every path that changes it:
 * - `compliance_latest` written (a certificate, an order's status or site, a type's validity), by a
 *   statement-level trigger a changed site at a time set-based;
 * - a site's own set written or dropped (`site_compliance`, applying the defaults too);
 * - a client's default set changed (`client_compliance`): its sites without their own set.
 * A site without a row (made in assets after its client's defaults were last set, with no
 * certificate and no own set) requires its client's defaults and has nothing: the filter counts it
 * MISSING when the defaults hold a type (compliance.filter.ts).
 *
 * Both refreshes now take one transaction-scoped advisory lock of the CLIENT (class 2,
 * services/shared/src/locks.ts): two writers of one client's compliance take turns, and the second
 * reads what the first committed. The latest refresh's former lock `(site, type)` shared the
 * two-integer key space with class 1 (site 1 × type 7 was work order 7's cost lock).
 */
const FUNCTIONS = `
create or replace function "work_orders"."compliance_site_summary_refresh"(p_sites int[]) returns void language plpgsql as $$
begin
  if p_sites is null or cardinality(p_sites) = 0 then return; end if;
  perform pg_advisory_xact_lock(2, c.client_id)
     from (select distinct s.client_id from assets.v_site s where s.id = any(p_sites) order by 1) c;
  delete from "work_orders"."compliance_site_summary" m
   where m.site_id = any(p_sites) and not exists (select 1 from assets.v_site s where s.id = m.site_id);
  insert into "work_orders"."compliance_site_summary" (site_id, client_id, missing, earliest_expiry, latest_expiry)
  select s.id, s.client_id,
         (select count(*) from "work_orders"."compliance_type" t
           where t.id = any(r.type_ids)
             and not exists (select 1 from "work_orders"."compliance_latest" l where l.site_id = s.id and l.type_id = t.id))::int,
         x.earliest, x.latest
    from assets.v_site s
    left join "work_orders"."site_compliance" sc on sc.site_id = s.id
    left join "work_orders"."client_compliance" cc on cc.client_id = s.client_id
   cross join lateral (select coalesce(sc.type_ids, cc.type_ids, '{}'::int[]) as type_ids) r
   cross join lateral (select min(l.expires_on) as earliest, max(coalesce(l.expires_on, 'infinity'::date)) as latest
                         from "work_orders"."compliance_latest" l where l.site_id = s.id and l.type_id = any(r.type_ids)) x
   where s.id = any(p_sites)
  on conflict (site_id) do update set client_id = excluded.client_id, missing = excluded.missing,
     earliest_expiry = excluded.earliest_expiry, latest_expiry = excluded.latest_expiry;
end $$;

create or replace function "work_orders"."compliance_sites_changed"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform "work_orders"."compliance_site_summary_refresh"(array(select distinct site_id from new_rows));
  elsif tg_op = 'UPDATE' then
    perform "work_orders"."compliance_site_summary_refresh"(array(select site_id from new_rows union select site_id from old_rows));
  else
    perform "work_orders"."compliance_site_summary_refresh"(array(select distinct site_id from old_rows));
  end if;
  return null;
end $$;

create or replace function "work_orders"."client_compliance_defaults_changed"() returns trigger language plpgsql as $$
declare
  c int := case when tg_op = 'DELETE' then old.client_id else new.client_id end;
begin
  perform "work_orders"."compliance_site_summary_refresh"(array(
    select s.id from assets.v_site s
     where s.client_id = c and not exists (select 1 from "work_orders"."site_compliance" sc where sc.site_id = s.id)));
  return null;
end $$;
`;

/** A text in the previous refresh, swapped for another; throws when it is not there (the migration would change nothing). */
function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`compliance_latest_refresh: not found: ${from}`);
  return text.replace(from, to);
}

/**
 * The latest refresh of migration 20261218400000, under the client's lock instead of `(site, type)`,
 * and leaving a row that would not change unwritten (so the summary's triggers see only real changes).
 */
const LATEST_REFRESH = swap(
  swap(
    PREVIOUS_REFRESH,
    `  perform pg_advisory_xact_lock(p_site, p_type);
  select s.client_id into site_client from assets.v_site s where s.id = p_site;`,
    `  select s.client_id into site_client from assets.v_site s where s.id = p_site;
  if site_client is not null then perform pg_advisory_xact_lock(2, site_client); end if;`,
  ),
  `client_id = excluded.client_id, expires_on = excluded.expires_on;`,
  `client_id = excluded.client_id, expires_on = excluded.expires_on
      where (compliance_latest.cert_date, compliance_latest.document_id, compliance_latest.client_id, compliance_latest.expires_on)
            is distinct from (excluded.cert_date, excluded.document_id, excluded.client_id, excluded.expires_on);`,
);

export class Migration20261220000000ComplianceSiteSummary extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "work_orders"."compliance_site_summary" ("site_id" int not null, "client_id" int not null, "missing" int not null, "earliest_expiry" date null, "latest_expiry" date null, constraint "compliance_site_summary_pkey" primary key ("site_id"));`,
    );
    this.addSql(`create index "compliance_site_summary_earliest_idx" on "work_orders"."compliance_site_summary" ("client_id", "earliest_expiry");`);
    this.addSql(`create index "compliance_site_summary_latest_idx" on "work_orders"."compliance_site_summary" ("client_id", "latest_expiry");`);
    this.addSql(`create index "compliance_site_summary_missing_idx" on "work_orders"."compliance_site_summary" ("client_id") where "missing" > 0;`);
    this.addSql(FUNCTIONS);
    this.addSql(LATEST_REFRESH);
    for (const [op, refs] of [
      ["insert", "new table as new_rows"],
      ["update", "old table as old_rows new table as new_rows"],
      ["delete", "old table as old_rows"],
    ] as const) {
      this.addSql(
        `create trigger "compliance_latest_summary_${op}" after ${op} on "work_orders"."compliance_latest" referencing ${refs} for each statement execute function "work_orders"."compliance_sites_changed"();`,
      );
      this.addSql(
        `create trigger "site_compliance_summary_${op}" after ${op} on "work_orders"."site_compliance" referencing ${refs} for each statement execute function "work_orders"."compliance_sites_changed"();`,
      );
    }
    this.addSql(
      `create trigger "client_compliance_summary" after insert or delete or update of "type_ids" on "work_orders"."client_compliance" for each row execute function "work_orders"."client_compliance_defaults_changed"();`,
    );
    // what is there now: every site of a client with a default set, an own set or a certificate
    this.addSql(`select "work_orders"."compliance_site_summary_refresh"(array(
        select s.id from assets.v_site s
         where exists (select 1 from "work_orders"."client_compliance" cc where cc.client_id = s.client_id)
            or exists (select 1 from "work_orders"."site_compliance" sc where sc.site_id = s.id)
            or exists (select 1 from "work_orders"."compliance_latest" l where l.site_id = s.id)));`);
    this.addSql(`analyze "work_orders"."compliance_site_summary";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "client_compliance_summary" on "work_orders"."client_compliance";`);
    for (const op of ["insert", "update", "delete"]) {
      this.addSql(`drop trigger "compliance_latest_summary_${op}" on "work_orders"."compliance_latest";`);
      this.addSql(`drop trigger "site_compliance_summary_${op}" on "work_orders"."site_compliance";`);
    }
    this.addSql(PREVIOUS_REFRESH);
    this.addSql(`drop function "work_orders"."client_compliance_defaults_changed"();`);
    this.addSql(`drop function "work_orders"."compliance_sites_changed"();`);
    this.addSql(`drop function "work_orders"."compliance_site_summary_refresh"(int[]);`);
    this.addSql(`drop table "work_orders"."compliance_site_summary";`);
  }
}
