import { Migration } from "@mikro-orm/migrations";

/**
 * The latest counting certificate of each site × compliance type, kept by the database (issue 27,
 * docs/compliance.md "Status filter"). The register's status filter computes every cell of a client
 * at once; reading every certificate of the client's sites and orders for that took about a second
 * at 20,000 sites. This table holds one small row a site × type that has a certificate, refreshed by
 * triggers on every path that changes which certificate is the latest:
 * - a tagged document written, retagged, re-dated, archived, moved or deleted (`document`);
 * - an order entering or leaving the counting statuses (7 Completed, 12 Submitted, 10 Approved,
 *   6 Closed: compliance.reader.ts COUNTING_ORDER_STATUSES), or moved to another site (`work_order`).
 * A refresh recomputes the one site × type from the certificates themselves (by the indexes the cells'
 * read uses), under a transaction-scoped advisory lock of the pair, so two writers of one pair take
 * turns and the second sees the first's certificate. The status itself stays computed: it moves with
 * the day.
 */
const FUNCTIONS = `
create or replace function "work_orders"."compliance_latest_refresh"(p_site int, p_type int) returns void language plpgsql as $$
declare
  found_date date;
  found_id int;
begin
  if p_site is null or p_type is null then return; end if;
  perform pg_advisory_xact_lock(p_site, p_type);
  select c.cert_date, c.id into found_date, found_id from (
    select d.cert_date, d.id from "work_orders"."document" d
     where d.entity_name = 'Site' and d.entity_id = p_site and d.compliance_type_id = p_type
       and not d.archived and d.cert_date is not null
    union all
    select d.cert_date, d.id from "work_orders"."work_order" wo
      join "work_orders"."document" d on d.entity_name = 'WorkOrder' and d.entity_id = wo.id
       and d.compliance_type_id = p_type and not d.archived and d.cert_date is not null
     where wo.client_id = (select s.client_id from assets.v_site s where s.id = p_site)
       and wo.site_id = p_site and wo.work_order_status_id in (7, 12, 10, 6)
  ) c order by c.cert_date desc, c.id desc limit 1;
  if found_id is null then
    delete from "work_orders"."compliance_latest" where site_id = p_site and type_id = p_type;
  else
    insert into "work_orders"."compliance_latest" (site_id, type_id, cert_date, document_id) values (p_site, p_type, found_date, found_id)
      on conflict (site_id, type_id) do update set cert_date = excluded.cert_date, document_id = excluded.document_id;
  end if;
end $$;

create or replace function "work_orders"."compliance_document_site"(p_entity text, p_id int) returns int language sql stable as $$
  select case p_entity when 'Site' then p_id
         when 'WorkOrder' then (select wo.site_id from "work_orders"."work_order" wo where wo.id = p_id) end
$$;

create or replace function "work_orders"."compliance_document_changed"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.compliance_type_id is not null then
    perform "work_orders"."compliance_latest_refresh"("work_orders"."compliance_document_site"(old.entity_name, old.entity_id), old.compliance_type_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.compliance_type_id is not null then
    perform "work_orders"."compliance_latest_refresh"("work_orders"."compliance_document_site"(new.entity_name, new.entity_id), new.compliance_type_id);
  end if;
  return null;
end $$;

create or replace function "work_orders"."compliance_order_changed"() returns trigger language plpgsql as $$
declare
  t int;
begin
  if (old.work_order_status_id in (7, 12, 10, 6)) = (new.work_order_status_id in (7, 12, 10, 6)) and old.site_id = new.site_id then
    return null;
  end if;
  for t in select distinct d.compliance_type_id from "work_orders"."document" d
            where d.entity_name = 'WorkOrder' and d.entity_id = new.id and d.compliance_type_id is not null loop
    perform "work_orders"."compliance_latest_refresh"(old.site_id, t);
    if new.site_id <> old.site_id then perform "work_orders"."compliance_latest_refresh"(new.site_id, t); end if;
  end loop;
  return null;
end $$;
`;

export class Migration20261216300000ComplianceLatest extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "work_orders"."compliance_latest" ("site_id" int not null, "type_id" int not null, "cert_date" date not null, "document_id" int not null, constraint "compliance_latest_pkey" primary key ("site_id", "type_id"));`,
    );
    this.addSql(FUNCTIONS);
    this.addSql(
      `create trigger "document_compliance_latest" after insert or delete or update of "entity_name", "entity_id", "compliance_type_id", "cert_date", "archived" on "work_orders"."document" for each row execute function "work_orders"."compliance_document_changed"();`,
    );
    this.addSql(
      `create trigger "work_order_compliance_latest" after update of "work_order_status_id", "site_id" on "work_orders"."work_order" for each row when (old.work_order_status_id is distinct from new.work_order_status_id or old.site_id is distinct from new.site_id) execute function "work_orders"."compliance_order_changed"();`,
    );
    // what is there now, set-based: the latest counting certificate of each site × type
    this.addSql(`insert into "work_orders"."compliance_latest" (site_id, type_id, cert_date, document_id)
      select distinct on (site_id, type_id) site_id, type_id, cert_date, id from (
        select d.entity_id as site_id, d.compliance_type_id as type_id, d.cert_date, d.id from "work_orders"."document" d
         where d.entity_name = 'Site' and d.compliance_type_id is not null and not d.archived and d.cert_date is not null
        union all
        select wo.site_id, d.compliance_type_id, d.cert_date, d.id from "work_orders"."work_order" wo
          join "work_orders"."document" d on d.entity_name = 'WorkOrder' and d.entity_id = wo.id
           and d.compliance_type_id is not null and not d.archived and d.cert_date is not null
         where wo.work_order_status_id in (7, 12, 10, 6)
      ) c order by site_id, type_id, cert_date desc, id desc;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "work_order_compliance_latest" on "work_orders"."work_order";`);
    this.addSql(`drop trigger "document_compliance_latest" on "work_orders"."document";`);
    this.addSql(`drop function "work_orders"."compliance_order_changed"();`);
    this.addSql(`drop function "work_orders"."compliance_document_changed"();`);
    this.addSql(`drop function "work_orders"."compliance_document_site"(text, int);`);
    this.addSql(`drop function "work_orders"."compliance_latest_refresh"(int, int);`);
    this.addSql(`drop table "work_orders"."compliance_latest";`);
  }
}
