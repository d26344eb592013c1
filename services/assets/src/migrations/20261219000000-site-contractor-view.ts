import { Migration } from "@mikro-orm/migrations";

/**
 * Contract coverage, published (issue 27: a compliance order goes "to the contractor covering that
 * site and sub-trade"):
 * - `assets.postcode_keys(post_code)`: the area, district and sector a postcode falls in ("SW",
 *   "SW1A", "SW1A 1"), the keys contractors' postcode prefixes are matched against (the SQL twin of
 *   contract/postcode-prefix.ts `postcodeKeys`; contract.matching.ts reads it too);
 * - `assets.v_site_contractor`: for each site, the active contractors of its client's Active
 *   contracts whose site list names the site or whose postcode prefixes hold it, with the contract's
 *   trade and sub-trade, whether preferred and whether site-listed. Read by work-orders for one site
 *   and sub-trade at a time (contract_match_idx, then the contract's contractors).
 */
export class Migration20261219000000SiteContractorView extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "assets"."postcode_keys"(post_code text) returns text[] language sql immutable parallel safe as $$
      select case when length(p) >= 5 then array[
        substring(left(p, length(p) - 3) from '^[A-Z]+'),
        left(p, length(p) - 3),
        left(p, length(p) - 3) || ' ' || substr(p, length(p) - 2, 1)] end
        from (select upper(replace(coalesce(post_code, ''), ' ', '')) as p) x
    $$;`);
    this.addSql(`create view "assets"."v_site_contractor" as
      select s.id as site_id, s.client_id, c.trade_id, c.sub_trade_id, x.contractor_id, x.preferred,
             exists (select 1 from "assets"."site_in_contractor_in_contract" sx where sx.contractor_in_contract_id = x.id and sx.site_id = s.id) as site_listed
        from "assets"."site" s
        join "assets"."contract" c on c.client_id = s.client_id and c.contract_status_id = 2
        join "assets"."contractor_in_contract" x on x.contract_id = c.id and x.active
        join "assets"."contractor" k on k.id = x.contractor_id and k.active
       where x.postcode_prefixes && "assets"."postcode_keys"(s.post_code)
          or exists (select 1 from "assets"."site_in_contractor_in_contract" sx where sx.contractor_in_contract_id = x.id and sx.site_id = s.id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "assets"."v_site_contractor";`);
    this.addSql(`drop function if exists "assets"."postcode_keys"(text);`);
  }
}
