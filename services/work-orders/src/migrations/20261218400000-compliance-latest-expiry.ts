import { Migration } from "@mikro-orm/migrations";

/**
 * The register's status filter by index (issue 27, docs/compliance.md "Status filter"): the latest
 * certificate of each site × type also holds its site's client and its expiry date (certificate date +
 * the type's validity, clamped to the month's end as luxon does; null for a type without a fixed
 * period), so "overdue" and "due soon" are a range of `(client_id, expires_on)` instead of every cell
 * of the client computed. The refresh function sets both; a change of a type's validity re-dates its
 * rows (trigger on `compliance_type`).
 */
export const REFRESH = `
create or replace function "work_orders"."compliance_latest_refresh"(p_site int, p_type int) returns void language plpgsql as $$
declare
  found_date date;
  found_id int;
  site_client int;
begin
  if p_site is null or p_type is null then return; end if;
  perform pg_advisory_xact_lock(p_site, p_type);
  select s.client_id into site_client from assets.v_site s where s.id = p_site;
  select c.cert_date, c.id into found_date, found_id from (
    select d.cert_date, d.id from "work_orders"."document" d
     where d.entity_name = 'Site' and d.entity_id = p_site and d.compliance_type_id = p_type
       and not d.archived and d.cert_date is not null
    union all
    select d.cert_date, d.id from "work_orders"."work_order" wo
      join "work_orders"."document" d on d.entity_name = 'WorkOrder' and d.entity_id = wo.id
       and d.compliance_type_id = p_type and not d.archived and d.cert_date is not null
     where wo.client_id = site_client
       and wo.site_id = p_site and wo.work_order_status_id in (7, 12, 10, 6)
  ) c order by c.cert_date desc, c.id desc limit 1;
  if found_id is null or site_client is null then
    delete from "work_orders"."compliance_latest" where site_id = p_site and type_id = p_type;
  else
    insert into "work_orders"."compliance_latest" (site_id, type_id, cert_date, document_id, client_id, expires_on)
      select p_site, p_type, found_date, found_id, site_client, (found_date + make_interval(months => t.validity_months))::date
        from "work_orders"."compliance_type" t where t.id = p_type
      on conflict (site_id, type_id) do update set cert_date = excluded.cert_date, document_id = excluded.document_id,
        client_id = excluded.client_id, expires_on = excluded.expires_on;
  end if;
end $$;

create or replace function "work_orders"."compliance_type_validity_changed"() returns trigger language plpgsql as $$
begin
  update "work_orders"."compliance_latest" l set expires_on = (l.cert_date + make_interval(months => new.validity_months))::date
   where l.type_id = new.id;
  return null;
end $$;
`;

export class Migration20261218400000ComplianceLatestExpiry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "work_orders"."compliance_latest" add column "client_id" int null, add column "expires_on" date null;`);
    this.addSql(`update "work_orders"."compliance_latest" l set client_id = s.client_id,
        expires_on = (l.cert_date + make_interval(months => t.validity_months))::date
      from assets.v_site s, "work_orders"."compliance_type" t where s.id = l.site_id and t.id = l.type_id;`);
    this.addSql(`delete from "work_orders"."compliance_latest" where client_id is null;`);
    this.addSql(`alter table "work_orders"."compliance_latest" alter column "client_id" set not null;`);
    this.addSql(`create index "compliance_latest_client_expiry_idx" on "work_orders"."compliance_latest" ("client_id", "expires_on");`);
    this.addSql(REFRESH);
    this.addSql(
      `create trigger "compliance_type_validity" after update of "validity_months" on "work_orders"."compliance_type" for each row when (old.validity_months is distinct from new.validity_months) execute function "work_orders"."compliance_type_validity_changed"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "compliance_type_validity" on "work_orders"."compliance_type";`);
    this.addSql(`drop function "work_orders"."compliance_type_validity_changed"();`);
    this.addSql(`drop index "work_orders"."compliance_latest_client_expiry_idx";`);
    this.addSql(`alter table "work_orders"."compliance_latest" drop column "client_id", drop column "expires_on";`);
  }
}
