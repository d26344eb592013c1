import { graphql, http } from "msw";
import { mockApi, okReply as ok, type ApiCalls } from "../../../test/api";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

export const CLIENTS = [
  { __typename: "Client", id: 1, name: "Harbour Retail Group" },
  { __typename: "Client", id: 2, name: "Northgate Leisure" },
];
export const CATEGORIES = [
  { __typename: "AssetCategory", id: 4, name: "Boiler" },
  { __typename: "AssetCategory", id: 14, name: "Lift" },
];

export const ASSET = {
  __typename: "Asset",
  id: 7,
  assetCode: "HRG001-BLR-01",
  make: "Ideal",
  model: "Evomax 2 150",
  serialNo: "EVX2412345",
  description: "Gas-fired condensing boiler, plant room",
  clientId: 1,
  clientName: "Harbour Retail Group",
  siteId: 3,
  siteName: "Harbour Home Leeds",
  categoryName: "Boiler",
  installedDate: "2024-03-01",
  warrantyPeriod: 24,
  warrantyUnit: "Months",
  warrantyEndDate: "2026-03-01",
  inWarranty: false,
  active: true,
};

export type AssetsApiOptions = {
  /** importAssets' answer */
  importReply?: (vars: Vars) => Record<string, unknown>;
};

/** The asset register's API, recording the calls made to it */
export function mockAssetsApi(options: AssetsApiOptions = {}): { calls: ApiCalls } {
  const calls = mockApi();
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  server.use(
    // the import is a GraphQL multipart request (the file in its own part), as the upload link sends it
    http.post("*/graphql", async ({ request }) => {
      if (!request.headers.get("content-type")?.includes("multipart/form-data")) return undefined;
      // read from a clone (a request this handler passes on stays readable), split at the boundary
      const boundary = /boundary=(.+)$/.exec(request.headers.get("content-type")!)![1]!;
      const parts = (await request.clone().text()).split(`--${boundary}`);
      const part = (name: string) =>
        parts
          .find((p) => p.includes(`name="${name}"`))
          ?.split("\r\n\r\n")[1]
          ?.replace(/\r\n$/, "");
      const operation = JSON.parse(part("operations") ?? "{}") as { operationName?: string; variables: Vars };
      // the file travels in its own part, named in the map
      if (operation.operationName !== "AssetImportWindow_Import" || !part("map")?.includes("variables.file")) return undefined;
      record("AssetImportWindow_Import", operation.variables);
      return ok(
        options.importReply?.(operation.variables) ?? {
          importAssets: { __typename: "ImportAssetsPayload", imported: 100, rowErrors: [], error: null },
        },
      );
    }),
    graphql.query("AssetGrid_Assets", ({ variables }) => {
      record("AssetGrid_Assets", variables);
      return ok({ assets: { __typename: "AssetPage", totalCount: 1, totalCountExact: true, page: 1, pageSize: 20, nodes: [ASSET] } });
    }),
    graphql.query("AssetGrid_Lookups", () => ok({ clientList: CLIENTS, assetCategories: CATEGORIES })),
    graphql.query("AssetPopup_Lookups", () => ok({ clientList: CLIENTS, assetCategories: CATEGORIES, contractorList: [] })),
    graphql.query("AssetImportWindow_Clients", () => ok({ clientList: CLIENTS })),
    graphql.query("AssetPopup_Sites", () => ok({ siteList: [{ __typename: "Site", id: 3, name: "Harbour Home Leeds", siteCode: "HRG001" }] })),
    graphql.mutation("AssetPopup_Save", ({ variables }) => {
      record("AssetPopup_Save", variables);
      return ok({ saveAsset: { __typename: "SaveAssetPayload", asset: { ...ASSET, id: 8 }, error: null } });
    }),
  );
  return { calls };
}
