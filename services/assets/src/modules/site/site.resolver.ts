import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Access, ForbiddenError, NotFoundError, requireViewer, tenantScope, type ServiceContext } from "@wo/shared";
import { Site } from "./site.entity";

@Resolver()
export class SiteResolver {
  @Access.for(["staff", "client"])
  @Query(() => [Site], {
    description: "Sites by name, of one client or (clientId 0 or absent) of all (GET /api/Sites?clientId, /api/customers/Locations); a client user gets only its own",
  })
  async siteList(
    @Arg("clientId", () => Int, { nullable: true }) clientId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<Site[]> {
    const scope = tenantScope(requireViewer(ctx));
    const where: Record<string, unknown> = {};
    if (scope.kind === "client") where.clientId = scope.clientId;
    else if (scope.kind !== "all") throw new ForbiddenError();
    else if (clientId) where.clientId = clientId;
    return ctx.em.find(Site, where, { orderBy: { name: "asc", id: "asc" } });
  }

  @Access.for(["staff", "client"])
  @Query(() => Site)
  async site(@Arg("id", () => Int) id: number, @Ctx() ctx: ServiceContext): Promise<Site> {
    const scope = tenantScope(requireViewer(ctx));
    if (scope.kind === "contractor") throw new ForbiddenError();
    const site = await ctx.em.findOne(Site, scope.kind === "client" ? { id, clientId: scope.clientId } : { id });
    if (!site) throw new NotFoundError();
    return site;
  }
}
