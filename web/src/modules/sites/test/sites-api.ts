import { graphql } from "msw";
import { failedReply, gqlError, mockApi, okReply as ok, type ApiCalls } from "../../../test/api";
import { ADMIN } from "../../../test/fixtures";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

export type FakeSite = {
  id: number;
  clientId: number;
  brandId: number | null;
  mainContactId: number | null;
  siteCode: string;
  name: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  county: string | null;
  postCode: string | null;
  siteManager: string | null;
  siteEmail: string | null;
  asbestosWarning: string | null;
  comments: string | null;
};

export const CLIENTS = [
  { __typename: "Client", id: 1, name: "Harbour Retail Group" },
  { __typename: "Client", id: 2, name: "Northgate Leisure Ltd" },
];
export const BRANDS = [
  { __typename: "Brand", id: 1, clientId: 1, name: "Harbour Home" },
  { __typename: "Brand", id: 2, clientId: 1, name: "Harbour Express" },
  { __typename: "Brand", id: 3, clientId: 2, name: "Northgate Gyms" },
];
export const CONTACTS = [
  { __typename: "UserOption", id: 10, clientId: 1, fullName: "Fiona Sinclair" },
  { __typename: "UserOption", id: 12, clientId: 2, fullName: "Robert Kerr" },
];

const site = (id: number, over: Partial<FakeSite>): FakeSite => ({
  id,
  clientId: 1,
  brandId: 1,
  mainContactId: null,
  siteCode: `HRG00${id}`,
  name: `Site ${id}`,
  addressLine1: null,
  addressLine2: null,
  city: null,
  county: null,
  postCode: null,
  siteManager: null,
  siteEmail: null,
  asbestosWarning: null,
  comments: null,
  ...over,
});

export function demoSites(): FakeSite[] {
  return [
    site(1, {
      siteCode: "HRG001",
      name: "Harbour Home Manchester",
      addressLine1: "10 High Street",
      addressLine2: "Unit 1",
      city: "Manchester",
      county: "Greater Manchester",
      postCode: "M1 4BT",
      siteManager: "Sarah Whitfield",
      siteEmail: "manchester.hrg001@example.co.uk",
      asbestosWarning: "Asbestos register held on site: check before drilling.",
    }),
    site(2, { siteCode: "HRG002", name: "Harbour Express Leeds", brandId: 2, city: "Leeds", county: "West Yorkshire", postCode: "LS1 5DL" }),
    site(3, { siteCode: "NGL001", name: "Northgate Gyms Bristol", clientId: 2, brandId: 3, city: "Bristol", county: "Bristol", postCode: "BS1 3AE" }),
  ];
}

export type SitesApiOptions = {
  sites?: FakeSite[];
  /** Refuses every saveSite with this message and these field errors */
  refuseSave?: { message: string; fieldErrors: Array<{ field: string; message: string }> };
  /** Refuses every deleteSite with this message */
  refuseDelete?: string;
  /** deleteSite fails outright (a GraphQL error) */
  failDelete?: boolean;
};

/** The sites screens' API over an in-memory store, recording each call (and mockApi's shell) */
export function mockSitesApi(options: SitesApiOptions = {}) {
  const calls: ApiCalls = mockApi({ me: ADMIN });
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  const sites = options.sites ?? demoSites();
  let nextId = 100;
  const node = (s: FakeSite) => ({
    __typename: "Site",
    ...s,
    client: CLIENTS.find((c) => c.id === s.clientId)!,
    brand: BRANDS.filter((b) => b.id === s.brandId).map(({ clientId: _c, ...b }) => b)[0] ?? null,
  });
  const error = (code: string, message: string, fieldErrors: Array<{ field: string; message: string }> = []) => ({
    __typename: "SiteError",
    code,
    message,
    fieldErrors: fieldErrors.map((f) => ({ __typename: "FieldError", ...f })),
  });

  server.use(
    graphql.query("SiteGrid_Sites", ({ variables }) => {
      record("SiteGrid_Sites", variables);
      const search = String(variables.search ?? "").toLowerCase();
      const clientId = variables.clientId as number | null;
      const rows = sites
        .filter((s) => !clientId || s.clientId === clientId)
        .filter((s) => !search || `${s.siteCode} ${s.name} ${s.city ?? ""}`.toLowerCase().includes(search));
      const page = Number(variables.page);
      const size = Number(variables.pageSize);
      return ok({
        sites: {
          __typename: "SitePage",
          totalCount: rows.length,
          totalCountExact: true,
          page,
          pageSize: size,
          nodes: rows.slice((page - 1) * size, page * size).map(node),
        },
      });
    }),
    graphql.mutation("SiteGrid_Delete", ({ variables }) => {
      record("SiteGrid_Delete", variables);
      if (options.failDelete) return failedReply(gqlError("Something went wrong", "INTERNAL_SERVER_ERROR").errors);
      if (options.refuseDelete)
        return ok({ deleteSite: { __typename: "DeleteSitePayload", deletedId: null, error: error("IN_USE", options.refuseDelete) } });
      sites.splice(
        sites.findIndex((s) => s.id === Number(variables.id)),
        1,
      );
      return ok({ deleteSite: { __typename: "DeleteSitePayload", deletedId: Number(variables.id), error: null } });
    }),
    graphql.query("SitePopup_Site", ({ variables }) => {
      record("SitePopup_Site", variables);
      const s = sites.find((x) => x.id === Number(variables.id));
      return s ? ok({ site: { __typename: "Site", ...s } }) : failedReply(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.query("SitePopup_Clients", () => ok({ clientList: CLIENTS })),
    graphql.query("SitePopup_ClientOptions", ({ variables }) => {
      record("SitePopup_ClientOptions", variables);
      const clientId = Number(variables.clientId);
      return ok({
        brands: BRANDS.filter((b) => b.clientId === clientId).map(({ clientId: _c, ...b }) => b),
        userOptions: CONTACTS.filter((u) => u.clientId === clientId).map(({ clientId: _c, ...u }) => u),
      });
    }),
    graphql.mutation("SitePopup_Save", ({ variables }) => {
      record("SitePopup_Save", variables);
      if (options.refuseSave) {
        const { message, fieldErrors } = options.refuseSave;
        return ok({ saveSite: { __typename: "SaveSitePayload", site: null, error: error("INVALID", message, fieldErrors) } });
      }
      const input = variables.input as Partial<FakeSite> & { id?: number | null };
      const { id, ...fields } = input;
      let saved: FakeSite;
      if (id)
        saved = Object.assign(
          sites.find((s) => s.id === id)!,
          fields,
        );
      else {
        saved = site(nextId++, fields);
        sites.push(saved);
      }
      return ok({ saveSite: { __typename: "SaveSitePayload", site: node(saved), error: null } });
    }),
  );
  return { calls, sites };
}
