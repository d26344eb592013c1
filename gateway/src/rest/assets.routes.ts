import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyAssetFragment } from "../gql/graphql";
import { flag, formFlag, formId, idParam, optionalId, pageArgs, parseSort, text } from "./legacy";
import { legacyDate } from "./params";
import { legacy, list } from "./shape";
import { shim, ShimInputError, ShimReply, type ShimInput } from "./shim";

graphql(`
  fragment LegacyAsset on Asset {
    id
    assetCode
    make
    model
    serialNo
    description
    siteId
    siteName
    siteCode
    clientId
    clientName
    categoryId
    categoryName
    installedDate
    warrantyPeriod
    warrantyUnit
    warrantyEndDate
    inWarranty
    active
    supplierId @include(if: $isStaff)
  }
`);

/**
 * An asset in the legacy shape (portals §3 Asset): id, AssetCode, Make, Model, SerialNo,
 * Description, SiteId, Site, ClientId, Client, Category, InstalledDate, WarrantyPeriod,
 * WarrantyDaysOrMonths, InWarranty, Active (and SupplierId for staff, SiteCode, CategoryId, WarrantyEndDate).
 */
const legacyAsset = legacy<LegacyAssetFragment & { supplierId?: number | null }>({
  fields: { siteName: "Site", clientName: "Client", categoryName: "Category", warrantyUnit: "WarrantyDaysOrMonths" },
});

/** The grid's legacy sort names to the list's columns. */
const ASSET_SORTS = {
  Id: "ID",
  AssetCode: "ASSET_CODE",
  Make: "MAKE",
  Model: "MODEL",
  SerialNo: "SERIAL_NO",
  Description: "DESCRIPTION",
  Site: "SITE",
  SiteName: "SITE",
  SiteCode: "SITE_CODE",
  Client: "CLIENT",
  ClientName: "CLIENT",
  Category: "CATEGORY",
  Supplier: "SUPPLIER",
  InstalledDate: "INSTALLED_DATE",
  WarrantyPeriod: "WARRANTY_PERIOD",
  WarrantyDaysOrMonths: "WARRANTY_UNIT",
  WarrantyEndDate: "WARRANTY_END_DATE",
  InWarranty: "IN_WARRANTY",
  Active: "ACTIVE",
} as const;

const LIST = graphql(`
  query AssetsList(
    $isStaff: Boolean!
    $page: Int!
    $pageSize: Int!
    $search: String
    $clientId: Int
    $siteId: Int
    $active: Boolean
    $sort: [AssetSortInput!]
  ) {
    assets(page: $page, pageSize: $pageSize, search: $search, clientId: $clientId, siteId: $siteId, active: $active, sort: $sort) {
      totalCount
      nodes {
        ...LegacyAsset
      }
    }
  }
`);

const listParams = z.object({ search: text(200), clientid: optionalId, siteid: optionalId, active: flag });

const OPTIONS = graphql(`
  query AssetsDropdown($siteId: Int) {
    assetOptions(siteId: $siteId) {
      id
      assetCode
    }
  }
`);

/** The asset model as the legacy popup posts it (JSON or form-encoded). */
const assetForm = z.object({
  id: formId,
  clientid: formId,
  siteid: formId,
  categoryid: formId,
  assetcategoryid: formId,
  supplierid: formId,
  assetcode: z.string().nullish(),
  make: z.string().nullish(),
  model: z.string().nullish(),
  serialno: z.string().nullish(),
  description: z.string().nullish(),
  installeddate: legacyDate,
  warrantyperiod: z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v == null || v === "") return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: "custom", message: "WarrantyPeriod must be a whole number of 0 or more" });
        return z.NEVER;
      }
      return n;
    }),
  warrantydaysormonths: z.string().nullish(),
  active: formFlag,
});

const SAVE = graphql(`
  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {
    saveAsset(input: $input) {
      asset {
        ...LegacyAsset
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const saveVariables = ({ args }: ShimInput, id?: number) => {
  const f = assetForm.safeParse(args);
  if (!f.success) throw new ShimInputError(f.error.issues.map((i) => i.message).join("\n"));
  const v = f.data;
  return {
    input: {
      id: id ?? v.id,
      clientId: v.clientid,
      siteId: v.siteid,
      categoryId: v.categoryid ?? v.assetcategoryid,
      supplierId: v.supplierid,
      assetCode: v.assetcode ?? null,
      make: v.make ?? null,
      model: v.model ?? null,
      serialNo: v.serialno ?? null,
      description: v.description ?? null,
      installedDate: v.installeddate,
      warrantyPeriod: v.warrantyperiod,
      warrantyUnit: v.warrantydaysormonths ?? null,
      active: v.active ?? null,
    },
  };
};

/** A site's asset codes ({ id, AssetCode }); `key` names the site parameter of that path. */
const dropdown = (path: string, key: string, tenancy: "scoped") =>
  shim({
    method: "get",
    path,
    tenancy,
    operation: OPTIONS,
    variables: ({ args }) => ({ siteId: optionalId.parse(args[key]) ?? null }),
    result: ({ assetOptions }) => assetOptions.map(legacy()),
  });

export const assetRoutes = [
  shim({
    method: "get",
    path: "/assets",
    tenancy: "scoped",
    operation: LIST,
    variables: ({ args }) => {
      const p = listParams.parse(args);
      return { ...pageArgs(args), search: p.search, clientId: p.clientid, active: p.active, sort: parseSort(args.sort, ASSET_SORTS) };
    },
    result: ({ assets }) => list(assets.nodes.map(legacyAsset), assets.totalCount),
  }),
  shim({
    method: "get",
    path: "/Assets/siteassets",
    tenancy: "scoped",
    operation: LIST,
    variables: ({ args }) => {
      const p = listParams.parse(args);
      return { ...pageArgs(args), search: p.search, siteId: p.siteid ?? 0, sort: parseSort(args.sort, ASSET_SORTS) };
    },
    result: ({ assets }) => list(assets.nodes.map(legacyAsset), assets.totalCount),
  }),
  dropdown("/Assets/Dropdown", "site_id", "scoped"),
  // the portals' paths: each portal user gets its own tenancy's assets (assetOptions admits both kinds)
  dropdown("/ClientPortal/AssetDropdown", "siteid", "scoped"),
  dropdown("/ContractorPortal/AssetDropdown", "siteid", "scoped"),
  shim({
    method: "get",
    path: "/Assets/:id",
    tenancy: "scoped",
    operation: graphql(`
      query AssetsModel($isStaff: Boolean!, $id: Int!) {
        asset(id: $id) {
          ...LegacyAsset
        }
      }
    `),
    blank: ({ args }) =>
      idParam.parse(args.id) === 0
        ? {
            id: 0,
            AssetCode: "",
            Make: null,
            Model: null,
            SerialNo: null,
            Description: null,
            SiteId: null,
            Site: null,
            ClientId: null,
            Client: null,
            CategoryId: null,
            Category: null,
            SupplierId: null,
            InstalledDate: null,
            WarrantyPeriod: 0,
            WarrantyDaysOrMonths: "Months",
            WarrantyEndDate: null,
            InWarranty: false,
            Active: true,
          }
        : undefined,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ asset }) => legacyAsset(asset),
  }),
  shim({
    method: "post",
    path: "/Assets",
    tenancy: "staff",
    operation: SAVE,
    variables: (input) => saveVariables(input),
    result: (d) => legacyAsset(d.saveAsset.asset!),
  }),
  shim({
    method: "put",
    path: "/Assets/:id",
    tenancy: "staff",
    operation: SAVE,
    variables: (input) => saveVariables(input, idParam.parse(input.args.id)),
    result: (d) => legacyAsset(d.saveAsset.asset!),
  }),
  shim({
    method: "delete",
    path: "/Assets/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation AssetsDelete($id: Int!) {
        deleteAsset(id: $id) {
          deletedId
          error {
            message
            code
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: () => ({ Message: "Asset Deleted" }),
  }),
];

/**
 * POST /Services/ImportAssets.aspx?clientId: the asset import's legacy upload page (a multipart post
 * of one CSV file, docs/asset-import.md). Imported: `{ Imported }`; refused: 400 with the message and
 * each bad row as `Rows: [{ Line, Message }]`, nothing imported.
 */
export const assetPageRoutes = [
  shim({
    method: "post",
    path: "/ImportAssets.aspx",
    tenancy: "staff",
    multipart: true,
    operation: graphql(`
      mutation AssetsImport($clientId: Int!, $file: Upload!) {
        importAssets(clientId: $clientId, file: $file) {
          imported
          rowErrors {
            line
            message
          }
        }
      }
    `),
    variables: ({ args, files }) => {
      const clientId = optionalId.parse(args.clientid);
      if (!clientId) throw new ShimInputError("You must select a client");
      if (!files[0]) throw new ShimInputError("No files selected");
      return { clientId, file: files[0].upload };
    },
    result: ({ importAssets }) => {
      const bad = importAssets.rowErrors;
      if (bad.length)
        throw new ShimReply(400, {
          Message: `The file was not imported: ${bad.length} bad row${bad.length === 1 ? "" : "s"}`,
          Rows: bad.map((r) => ({ Line: r.line, Message: r.message })),
        });
      return { Imported: importAssets.imported };
    },
  }),
];
