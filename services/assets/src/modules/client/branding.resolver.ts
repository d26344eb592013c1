import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, GraphQLUpload, requireViewer, type FileUpload, type ServiceContext } from "@wo/shared";
import { ClientBrand, ClientBrandPayload } from "./branding.type";
import { getClientBrand, updateClientBrand, uploadClientLogo } from "./branding.service";

@Resolver()
export class BrandingResolver {
  @Access.for(["staff", "client"])
  @Query(() => ClientBrand, {
    description: "A client's brand colour, logo link and name (GET /api/Clients/{id}/brand); a client user reads only its own",
  })
  clientBrand(
    @Arg("clientId", () => Int, { description: "The client's id (Client.id)" }) clientId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<ClientBrand> {
    return getClientBrand(ctx, clientId);
  }

  @Access.admin()
  @Mutation(() => ClientBrandPayload, {
    description: "Replaces a client's logo with an uploaded JPEG or PNG (checked from its bytes) (POST /api/Clients/UploadLogo/{id})",
  })
  uploadClientLogo(
    @Arg("clientId", () => Int, { description: "The client whose logo to replace (Client.id)" }) clientId: number,
    @Arg("file", () => GraphQLUpload, { nullable: true, description: "None: refused with 'No files selected'" }) file: Promise<FileUpload> | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<ClientBrandPayload> {
    return uploadClientLogo(ctx.em, requireViewer(ctx), clientId, file);
  }

  @Access.admin()
  @Mutation(() => ClientBrandPayload, { description: "Sets a client's brand colour, #rrggbb (POST /api/Clients/brandupdate)" })
  updateClientBrand(
    @Arg("clientId", () => Int, { description: "The client whose colour to set (Client.id)" }) clientId: number,
    @Arg("brandColour", { description: "The portal's accent colour as #RRGGBB" }) brandColour: string,
    @Ctx() ctx: ServiceContext,
  ): Promise<ClientBrandPayload> {
    return updateClientBrand(ctx.em, requireViewer(ctx), clientId, brandColour);
  }
}
