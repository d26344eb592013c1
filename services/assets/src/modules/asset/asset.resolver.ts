import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import {
  Access,
  fileStorageConfig,
  GraphQLUpload,
  importRefusedMessage,
  requireViewer,
  tenantScope,
  withUploadLimit,
  type FileUpload,
  type ServiceContext,
} from "@wo/shared";
import { Asset } from "./asset.entity";
import { importAssetsFromFile } from "./asset.import";
import { AssetsArgs, SaveAssetInput } from "./asset.input";
import { listAssets } from "./asset.reader";
import * as assets from "./asset.service";
import { AssetOption, AssetPage, DeleteAssetPayload, ImportAssetsPayload, SaveAssetPayload } from "./asset.type";

@Resolver()
export class AssetResolver {
  @Access.for(["staff", "client", "contractor"], "customers", "read")
  @Query(() => AssetPage, {
    description:
      "The asset grid (GET /api/assets, /api/Assets/siteassets): searched, filtered, sorted, paged. Staff need customers at read; a client user gets its own client's assets, a contractor those its work orders name",
  })
  assets(@Args() args: AssetsArgs, @Ctx() ctx: ServiceContext): Promise<AssetPage> {
    const viewer = requireViewer(ctx);
    // 0 means every client or site the caller may see (the legacy grids send it); a client user gets
    // its own client's whatever client it names, as with sites
    const clientId = viewer.kind === "client" ? null : args.clientId || null;
    return listAssets(ctx.em, tenantScope(viewer), { ...args, clientId, siteId: args.siteId || null });
  }

  @Access.for(["staff", "client", "contractor"], "customers", "read")
  @Query(() => Asset, { description: "One asset (GET /api/Assets/{id}), its names and warranty; another tenant's answers NOT_FOUND" })
  asset(@Arg("id", () => Int, { description: "The id of the asset to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Asset> {
    return assets.getAsset(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Query(() => [AssetOption], {
    description:
      "Asset codes of a site, for drop-downs (GET /api/Assets/Dropdown?site_id, the portals' AssetDropdown): every staff user; portal users within their tenancy",
  })
  assetOptions(
    @Arg("siteId", () => Int, { nullable: true, description: "Only the assets of this site (Site.id); absent or 0: every asset the viewer may see" })
    siteId: number | null,
    @Arg("activeOnly", { defaultValue: false, description: "True leaves out retired assets (default false)" }) activeOnly: boolean,
    @Ctx() ctx: ServiceContext,
  ): Promise<AssetOption[]> {
    return assets.assetOptions(ctx.em, requireViewer(ctx), siteId || null, activeOnly);
  }

  @Access.staff("customers", "full")
  @Mutation(() => SaveAssetPayload, { description: "Creates or updates an asset (POST /api/Assets, PUT /api/Assets/{id})" })
  saveAsset(
    @Arg("input", { description: "The asset to create (id 0 or absent) or update" }) input: SaveAssetInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveAssetPayload> {
    return assets.saveAsset(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff("customers", "full")
  @Mutation(() => DeleteAssetPayload, { description: "Deletes an asset (DELETE /api/Assets/{id}); refused while work orders name it" })
  deleteAsset(
    @Arg("id", () => Int, { description: "The id of the asset to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteAssetPayload> {
    return assets.deleteAsset(ctx.em, requireViewer(ctx), id);
  }

  @Access.staff("customers", "full")
  @Mutation(() => ImportAssetsPayload, {
    description:
      "Imports a client's assets from a CSV or XLSX file (docs/asset-import.md; POST /Services/ImportAssets.aspx?clientId): all rows or, when any is bad, none, with each bad row's line and reason",
  })
  async importAssets(
    @Arg("clientId", () => Int, { description: "The client the file's assets belong to (Client.id)" }) clientId: number,
    @Arg("file", () => GraphQLUpload, { description: "The CSV or XLSX file, as a multipart upload (GraphQL multipart request spec); required" })
    file: Promise<FileUpload>,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportAssetsPayload> {
    const viewer = requireViewer(ctx);
    const outcome = await withUploadLimit(fileStorageConfig().UPLOAD_MAX_BYTES, async () => {
      const upload = await file;
      return importAssetsFromFile(ctx.em, viewer, clientId, { stream: upload.createReadStream(), filename: upload.filename });
    });
    return { ...outcome, error: outcome.rowErrors.length ? assets.importError(importRefusedMessage(outcome.rowErrors.length)) : null };
  }
}
