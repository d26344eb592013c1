import type { SaveSiteInput } from "../../gql/graphql";

/** The site popup's values (§3 Site), as its fields hold them: ids as option values, "" for none */
export type SiteFormValues = {
  clientId: string;
  brandId: string;
  mainContactId: string;
  siteCode: string;
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  county: string;
  postCode: string;
  siteManager: string;
  siteEmail: string;
  asbestosWarning: string;
  comments: string;
};

/** The fields §5 requires of a site: its client, code and name */
export const REQUIRED_SITE_FIELDS = ["clientId", "siteCode", "name"] as const satisfies ReadonlyArray<keyof SiteFormValues>;

export function emptySite(clientId: number | null = null): SiteFormValues {
  return {
    clientId: clientId ? String(clientId) : "",
    brandId: "",
    mainContactId: "",
    siteCode: "",
    name: "",
    addressLine1: "",
    addressLine2: "",
    city: "",
    county: "",
    postCode: "",
    siteManager: "",
    siteEmail: "",
    asbestosWarning: "",
    comments: "",
  };
}

type StoredSite = {
  clientId: number;
  brandId?: number | null;
  mainContactId?: number | null;
  siteCode: string;
  name: string;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  county?: string | null;
  postCode?: string | null;
  siteManager?: string | null;
  siteEmail?: string | null;
  asbestosWarning?: string | null;
  comments?: string | null;
};

const id = (v: number | null | undefined) => (v ? String(v) : "");

/** A stored site as the form's values */
export function siteValues(site: StoredSite): SiteFormValues {
  return {
    clientId: id(site.clientId),
    brandId: id(site.brandId),
    mainContactId: id(site.mainContactId),
    siteCode: site.siteCode,
    name: site.name,
    addressLine1: site.addressLine1 ?? "",
    addressLine2: site.addressLine2 ?? "",
    city: site.city ?? "",
    county: site.county ?? "",
    postCode: site.postCode ?? "",
    siteManager: site.siteManager ?? "",
    siteEmail: site.siteEmail ?? "",
    asbestosWarning: site.asbestosWarning ?? "",
    comments: site.comments ?? "",
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);
const idOrNull = (v: string) => (v ? Number(v) : null);

/** The form's values as saveSite takes them (id null: a new site) */
export function toSaveSiteInput(values: SiteFormValues, siteId: number | null): SaveSiteInput {
  return {
    id: siteId,
    clientId: idOrNull(values.clientId),
    brandId: idOrNull(values.brandId),
    mainContactId: idOrNull(values.mainContactId),
    siteCode: orNull(values.siteCode),
    name: orNull(values.name),
    addressLine1: orNull(values.addressLine1),
    addressLine2: orNull(values.addressLine2),
    city: orNull(values.city),
    county: orNull(values.county),
    postCode: orNull(values.postCode),
    siteManager: orNull(values.siteManager),
    siteEmail: orNull(values.siteEmail),
    asbestosWarning: orNull(values.asbestosWarning),
    comments: orNull(values.comments),
  };
}
