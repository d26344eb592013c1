import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { argument, containsPattern, declareList, listInputs, SortDirection } from "@wo/shared";
import { Site, SITE_TENANCY } from "./site.entity";

/**
 * The sites grid (§2.7, GET /api/Sites paged): every column sorts and filters; search over code,
 * name, town, postcode and client name; one client's sites or (clientId 0 or absent) all. Client and
 * brand sort by their names.
 */
export const SITE_LIST = declareList({
  names: { field: "SiteSortField", sortInput: "SiteSortInput", filterInput: "SiteFilterInput" },
  entity: Site,
  from: "assets.site e",
  key: ["e.id"],
  tenancy: SITE_TENANCY,
  columns: {
    SITE_CODE: { field: "siteCode", kind: "text", notNull: true, sort: "e.site_code", filter: "e.site_code" },
    BRAND: { field: "brandId", kind: "text", sort: "b.name", filter: "b.name", join: "brand" },
    NAME: { field: "name", kind: "text", notNull: true, sort: "e.name", filter: "e.name" },
    ADDRESS_LINE1: { field: "addressLine1", kind: "text", sort: "e.address_line1", filter: "e.address_line1" },
    ADDRESS_LINE2: { field: "addressLine2", kind: "text", sort: "e.address_line2", filter: "e.address_line2" },
    CITY: { field: "city", kind: "text", sort: "e.city", filter: "e.city" },
    COUNTY: { field: "county", kind: "text", sort: "e.county", filter: "e.county" },
    POST_CODE: { field: "postCode", kind: "text", sort: "e.post_code", filter: "e.post_code" },
    CLIENT: { field: "clientId", kind: "text", notNull: true, sort: "c.name", filter: "c.name", join: "client" },
    SITE_MANAGER: { field: "siteManager", kind: "text", sort: "e.site_manager", filter: "e.site_manager" },
    SITE_EMAIL: { field: "siteEmail", kind: "text", sort: "e.site_email", filter: "e.site_email" },
  },
  joins: {
    brand: "left join assets.brand b on b.id = e.brand_id",
    client: "join assets.client c on c.id = e.client_id",
  },
  defaultSort: { field: "SITE_CODE", direction: SortDirection.ASC, description: "Default: site code ascending" },
  arguments: {
    clientId: argument<number>({ where: (id) => (id ? ["e.client_id = ?", [id]] : null) }),
  },
  search: {
    description: "Site code, name, town, postcode (spaces ignored) or client name",
    where: (_em, search) => {
      const term = containsPattern(search.toLowerCase());
      const compact = containsPattern(search.toLowerCase().replace(/\s+/g, ""));
      return [
        "lower(e.site_code) like ? or lower(e.name) like ? or lower(coalesce(e.city, '')) like ?" +
          " or replace(lower(coalesce(e.post_code, '')), ' ', '') like ?" +
          " or exists (select 1 from assets.client sc where sc.id = e.client_id and lower(sc.name) like ?)",
        [term, term, term, compact, term],
      ];
    },
  },
  filters: true,
  rows: { select: "e.id", byKey: true },
});

/** SiteSortField, SiteSortInput, SiteFilterInput and the paging arguments. */
const inputs = listInputs(SITE_LIST);

@ArgsType()
export class SitesArgs extends inputs.Args {
  @Field(() => Int, { nullable: true, description: "One client's sites; 0 or absent: every site the viewer may see" })
  @IsOptional()
  @Min(0)
  clientId?: number | null;
}

/** A site as the site popup (and POST/PUT /api/Sites) sends it; id 0 or absent creates. */
@InputType({ description: "A site as the site popup (and POST/PUT /api/Sites) sends it; id 0 or absent creates." })
export class SaveSiteInput {
  @Field(() => Int, { nullable: true, description: "The site to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "Required" })
  @IsOptional()
  @Min(0)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "A brand of the same client" })
  @IsOptional()
  @Min(0)
  brandId?: number | null;

  @Field(() => Int, { nullable: true, description: "A user of the same client" })
  @IsOptional()
  @Min(0)
  mainContactId?: number | null;

  @Field(() => String, { nullable: true, description: "Required; unique within the client" })
  @IsOptional()
  @MaxLength(50)
  siteCode?: string | null;

  @Field(() => String, { nullable: true, description: "Required" })
  @IsOptional()
  @MaxLength(200)
  name?: string | null;

  @Field(() => String, { nullable: true, description: "First line of the address" })
  @IsOptional()
  @MaxLength(200)
  addressLine1?: string | null;

  @Field(() => String, { nullable: true, description: "Second line of the address" })
  @IsOptional()
  @MaxLength(200)
  addressLine2?: string | null;

  @Field(() => String, { nullable: true, description: "Town or city" })
  @IsOptional()
  @MaxLength(100)
  city?: string | null;

  @Field(() => String, { nullable: true, description: "The county of the address, free text" })
  @IsOptional()
  @MaxLength(100)
  county?: string | null;

  @Field(() => String, { nullable: true, description: "A UK postcode; stored upper case with one space" })
  @IsOptional()
  @MaxLength(20)
  postCode?: string | null;

  @Field(() => String, { nullable: true, description: "The site manager's name, free text" })
  @IsOptional()
  @MaxLength(200)
  siteManager?: string | null;

  @Field(() => String, { nullable: true, description: "The site's e-mail address; must be a valid address" })
  @IsOptional()
  @MaxLength(320)
  siteEmail?: string | null;

  @Field(() => String, { nullable: true, description: "Asbestos warning to show anyone sent to the site" })
  @IsOptional()
  @MaxLength(4000)
  asbestosWarning?: string | null;

  @Field(() => String, { nullable: true, description: "Free-text notes on the site" })
  @IsOptional()
  @MaxLength(4000)
  comments?: string | null;

  @Field(() => Boolean, { nullable: true, description: "False closes the site; absent keeps it (true when creating)" })
  @IsOptional()
  active?: boolean | null;
}
