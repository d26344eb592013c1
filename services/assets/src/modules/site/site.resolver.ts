import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Access, Readers, requireViewer, type ServiceContext } from "@wo/shared";
import { Brand } from "../client/brand.entity";
import { Client } from "../client/client.entity";
import { brandReference, clientReference } from "../client/client.reference";
import { Site } from "./site.entity";
import { SaveSiteInput, SitesArgs } from "./site.input";
import { DeleteSitePayload, SaveSitePayload, SitePage } from "./site.type";
import * as sites from "./site.service";

@Resolver(() => Site)
export class SiteResolver {
  @Access.for(["staff", "client", "contractor"], "customers", "read")
  @Query(() => SitePage, {
    description:
      "The sites grid (GET /api/Sites paged): searched, filtered, sorted, paged; a client user gets its own sites, a contractor those of its work",
  })
  sites(@Args() args: SitesArgs, @Ctx() ctx: ServiceContext): Promise<SitePage> {
    return sites.listSites(ctx.em, requireViewer(ctx), args);
  }

  @Access.for(["staff", "client", "contractor"])
  @Query(() => [Site], {
    description:
      "Sites by name, of one client or (clientId 0 or absent) of all (GET /api/Sites?clientId, /api/CustomerSites, /api/customers/Locations); a portal user gets only its own",
  })
  siteList(
    @Arg("clientId", () => Int, { nullable: true, description: "Only this client's sites (Client.id); absent: every site the viewer may see" })
    clientId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<Site[]> {
    return sites.listSiteOptions(ctx, requireViewer(ctx), clientId);
  }

  @Access.for(["staff", "client", "contractor"], "customers", "read")
  @Query(() => Site, { description: "One site (GET /api/Sites/{id}); NOT_FOUND when absent or not the viewer's" })
  site(@Arg("id", () => Int, { description: "The id of the site to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Site> {
    return sites.getSite(ctx, id);
  }

  @Access.staff("customers", "full")
  @Mutation(() => SaveSitePayload, { description: "Creates (id 0 or absent) or updates a site (POST, PUT /api/Sites)" })
  saveSite(
    @Arg("input", () => SaveSiteInput, { description: "The site to create (id 0 or absent) or update" }) input: SaveSiteInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveSitePayload> {
    return sites.saveSite(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff("customers", "full")
  @Mutation(() => DeleteSitePayload, { description: "Removes a site no work order names (DELETE /api/Sites/{id})" })
  deleteSite(
    @Arg("id", () => Int, { description: "The id of the site to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteSitePayload> {
    return sites.deleteSite(ctx.em, requireViewer(ctx), id);
  }

  @Readers.everyone()
  @FieldResolver(() => Client, { description: "The site's client (ClientName in the legacy shapes)" })
  async client(@Root() site: Site, @Ctx() ctx: ServiceContext): Promise<Client> {
    const client = await clientReference.__resolveReference({ id: site.clientId }, ctx);
    if (!client) throw new Error(`site ${site.id}: its client ${site.clientId} is not visible with the site`);
    return client;
  }

  @Readers.everyone()
  @FieldResolver(() => Brand, { nullable: true, description: "The site's brand (BrandName in the legacy shapes)" })
  brand(@Root() site: Site, @Ctx() ctx: ServiceContext): Promise<Brand | null> | null {
    return site.brandId ? brandReference.__resolveReference({ id: site.brandId }, ctx) : null;
  }
}
