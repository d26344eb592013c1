import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyBrandFragment, LegacyClientBrandFragment } from "../gql/graphql";
import { formId, idParam, optionalId } from "./legacy";
import { legacy, list } from "./shape";
import { shim, ShimInputError, type ShimInput } from "./shim";

graphql(`
  fragment LegacyBrand on Brand {
    id
    name
    clientId
  }
`);

graphql(`
  fragment LegacyClientBrand on ClientBrand {
    brandColour
    logoUrl
    brandName
  }
`);

/** A brand in the legacy shape (portals §3: id, Name, ClientId). */
const legacyBrand = legacy<LegacyBrandFragment>();
/** A client's branding in the legacy shape (BrandColour, LogoUrl, BrandName). */
const legacyClientBrand = legacy<LegacyClientBrandFragment>();

const brandForm = z.object({
  id: formId,
  clientid: formId,
  name: z.union([z.string(), z.null()]).optional(),
});

const SAVE = graphql(`
  mutation BrandsSave($input: SaveBrandInput!) {
    saveBrand(input: $input) {
      brand {
        ...LegacyBrand
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const saveVariables = ({ args }: ShimInput, id?: number) => {
  const f = brandForm.parse(args);
  return { input: { id: id ?? f.id, clientId: f.clientid, name: f.name ?? null } };
};

/** Brands (Admin: brands) and a client's branding (the portal's logo and colour, the brands screen). */
export const brandingRoutes = [
  shim({
    method: "get",
    path: "/Clients/:id/brand",
    tenancy: "scoped:client",
    operation: graphql(`
      query ClientsBrand($clientId: Int!) {
        clientBrand(clientId: $clientId) {
          ...LegacyClientBrand
        }
      }
    `),
    variables: ({ args }) => ({ clientId: idParam.parse(args.id) }),
    result: ({ clientBrand }) => legacyClientBrand(clientBrand),
  }),
  shim({
    method: "post",
    path: "/Clients/UploadLogo/:id",
    tenancy: "staff",
    multipart: true,
    operation: graphql(`
      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {
        uploadClientLogo(clientId: $clientId, file: $file) {
          clientBrand {
            ...LegacyClientBrand
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args, files }) => {
      const clientId = idParam.parse(args.id) || optionalId.parse(args.customerid);
      if (!clientId) throw new ShimInputError("You must select a client");
      // no file: the mutation refuses it ('No files selected') once access is checked
      return { clientId, file: files[0]?.upload ?? null };
    },
    result: (d) => legacyClientBrand(d.uploadClientLogo.clientBrand!),
  }),
  shim({
    method: "post",
    path: "/Clients/brandupdate",
    tenancy: "staff",
    operation: graphql(`
      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {
        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {
          clientBrand {
            ...LegacyClientBrand
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const f = z.object({ custid: idParam, brandcolour: z.string({ message: "BrandColour is required" }) }).parse(args);
      return { clientId: f.custid, brandColour: f.brandcolour };
    },
    result: (d) => legacyClientBrand(d.updateClientBrand.clientBrand!),
  }),
  shim({
    method: "get",
    path: "/Brands",
    tenancy: "scoped:client",
    operation: graphql(`
      query BrandsList($clientId: Int, $search: String) {
        brands(clientId: $clientId, search: $search) {
          ...LegacyBrand
        }
      }
    `),
    variables: ({ args }) => ({
      clientId: optionalId.parse(args.clientid) || null,
      search: typeof args.search === "string" && args.search.trim() ? args.search.trim() : null,
    }),
    result: ({ brands }) => list(brands.map(legacyBrand)),
  }),
  shim({
    method: "get",
    path: "/Brands/:id",
    tenancy: "scoped:client",
    operation: graphql(`
      query BrandsModel($id: Int!) {
        brand(id: $id) {
          ...LegacyBrand
        }
      }
    `),
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? { id: 0, Name: "", ClientId: null } : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ brand }) => legacyBrand(brand),
  }),
  shim({
    method: "post",
    path: "/Brands",
    tenancy: "staff",
    operation: SAVE,
    variables: (input) => saveVariables(input),
    result: (d) => legacyBrand(d.saveBrand.brand!),
  }),
  shim({
    method: "put",
    path: "/Brands/:id",
    tenancy: "staff",
    operation: SAVE,
    variables: (input) => saveVariables(input, idParam.parse(input.args.id)),
    result: (d) => legacyBrand(d.saveBrand.brand!),
  }),
  shim({
    method: "delete",
    path: "/Brands/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation BrandsDelete($id: Int!) {
        deleteBrand(id: $id) {
          deletedId
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: () => ({ Message: "Brand Deleted" }),
  }),
];
