import { z } from "zod";
import { graphql } from "../gql";
import type { LegacySiteFragment } from "../gql/graphql";
import { formFlag, formId, idParam, mapFilters, optionalId, pageArgs, parseFilter, parseSort, text } from "./legacy";
import { legacy, list } from "./shape";
import { modelSaves } from "./model";
import { shim } from "./shim";

graphql(`
  fragment LegacySite on Site {
    id
    siteCode
    brandId
    brand {
      name
    }
    name
    addressLine1
    addressLine2
    city
    county
    postCode
    clientId
    client {
      name
    }
    siteManager
    siteEmail
    mainContactId
    asbestosWarning
    comments
    active
  }
`);

/** A site in the legacy shape (§3 Site): its brand's name as Brand and BrandName, its client's as ClientName. */
export const legacySite = legacy<LegacySiteFragment>({
  fields: {
    brand: (b) => ({ Brand: b?.name ?? null, BrandName: b?.name ?? null }),
    client: (c) => ({ ClientName: c.name }),
  },
});

/** The grid's sort and filter fields, by their legacy names (bound without regard to case). */
const FIELDS = {
  SiteCode: "SITE_CODE",
  Brand: "BRAND",
  BrandName: "BRAND",
  Name: "NAME",
  Site: "NAME",
  SiteName: "NAME",
  AddressLine1: "ADDRESS_LINE1",
  AddressLine2: "ADDRESS_LINE2",
  City: "CITY",
  Town: "CITY",
  County: "COUNTY",
  PostCode: "POST_CODE",
  Client: "CLIENT",
  ClientName: "CLIENT",
  SiteManager: "SITE_MANAGER",
  SiteEmail: "SITE_EMAIL",
} as const;

const listParams = z.object({ clientid: optionalId, search: text(200) });

/** The site model as the site popup posts it (JSON, or form-encoded). */
const siteForm = z.object({
  id: formId,
  clientid: formId,
  brandid: formId,
  maincontactid: formId,
  sitecode: z.string().nullish(),
  name: z.string().nullish(),
  addressline1: z.string().nullish(),
  addressline2: z.string().nullish(),
  city: z.string().nullish(),
  county: z.string().nullish(),
  postcode: z.string().nullish(),
  sitemanager: z.string().nullish(),
  siteemail: z.string().nullish(),
  asbestoswarning: z.string().nullish(),
  comments: z.string().nullish(),
  active: formFlag,
});

function siteInput(args: Record<string, unknown>, id: number | null) {
  const f = siteForm.parse(args);
  return {
    id: id ?? f.id,
    clientId: f.clientid,
    brandId: f.brandid,
    mainContactId: f.maincontactid,
    siteCode: f.sitecode ?? null,
    name: f.name ?? null,
    addressLine1: f.addressline1 ?? null,
    addressLine2: f.addressline2 ?? null,
    city: f.city ?? null,
    county: f.county ?? null,
    postCode: f.postcode ?? null,
    siteManager: f.sitemanager ?? null,
    siteEmail: f.siteemail ?? null,
    asbestosWarning: f.asbestoswarning ?? null,
    comments: f.comments ?? null,
    active: f.active ?? null,
  };
}

const SAVE = graphql(`
  mutation SitesSave($input: SaveSiteInput!) {
    saveSite(input: $input) {
      site {
        ...LegacySite
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const BLANK_SITE = {
  id: 0,
  SiteCode: "",
  BrandId: null,
  Brand: null,
  BrandName: null,
  Name: "",
  AddressLine1: null,
  AddressLine2: null,
  City: null,
  County: null,
  PostCode: null,
  ClientId: null,
  ClientName: null,
  SiteManager: null,
  SiteEmail: null,
  MainContactId: null,
  AsbestosWarning: null,
  Comments: null,
  Active: true,
};

export const siteRoutes = [
  // the grid when a page is asked for (§7 Sites list, the client portal's sites grid); otherwise the
  // pickers' list of id and Name, as it always answered
  shim({
    method: "get",
    path: "/Sites",
    tenancy: "scoped",
    operation: graphql(`
      query SitesList(
        $paged: Boolean!
        $page: Int!
        $pageSize: Int!
        $clientId: Int
        $search: String
        $sort: [SiteSortInput!]
        $filters: [SiteFilterInput!]
      ) {
        sites(page: $page, pageSize: $pageSize, clientId: $clientId, search: $search, sort: $sort, filters: $filters) @include(if: $paged) {
          totalCount
          nodes {
            ...LegacySite
          }
        }
        siteList(clientId: $clientId) @skip(if: $paged) {
          id
          name
        }
      }
    `),
    variables: ({ args }) => {
      const p = listParams.parse(args);
      const paged = args.page != null && args.page !== "";
      return {
        paged,
        ...pageArgs(args),
        clientId: p.clientid || null,
        search: paged ? p.search : undefined,
        sort: paged ? parseSort(args.sort, FIELDS) : undefined,
        filters: paged ? mapFilters(parseFilter(args.filter), FIELDS) : undefined,
      };
    },
    result: ({ sites, siteList }) => (sites ? list(sites.nodes.map(legacySite), sites.totalCount) : (siteList ?? []).map(legacy())),
  }),
  // the client portal's site drop-down (New Request): its own sites
  shim({
    method: "get",
    path: "/ClientPortal/Sites",
    tenancy: "scoped",
    operation: graphql(`
      query ClientPortalSites($clientId: Int) {
        siteList(clientId: $clientId) {
          id
          name
          siteCode
        }
      }
    `),
    variables: ({ args }) => ({ clientId: listParams.parse(args).clientid || null }),
    result: ({ siteList }) => siteList.map(legacy()),
  }),
  shim({
    method: "get",
    path: "/Sites/:id",
    tenancy: "scoped",
    operation: graphql(`
      query SitesModel($id: Int!) {
        site(id: $id) {
          ...LegacySite
        }
      }
    `),
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? BLANK_SITE : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ site }) => legacySite(site),
  }),
  ...modelSaves({
    path: "/Sites",
    tenancy: "staff",
    operation: SAVE,
    variables: ({ args }, id) => ({ input: siteInput(args, id) }),
    result: ({ saveSite }) => legacySite(saveSite.site!),
  }),
  shim({
    method: "delete",
    path: "/Sites/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation SitesDelete($id: Int!) {
        deleteSite(id: $id) {
          deletedId
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteSite }) => ({ id: deleteSite.deletedId, Message: "Site removed" }),
  }),
];
