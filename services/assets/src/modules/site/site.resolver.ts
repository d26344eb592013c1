import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Access, requireViewer, scopedQuery, visibleById, type ServiceContext } from "@wo/shared";
import { Site, SITE_TENANCY } from "./site.entity";

@Resolver()
export class SiteResolver {
  @Access.for(["staff", "client"])
  @Query(() => [Site], {
    description:
      "Sites by name, of one client or (clientId 0 or absent) of all (GET /api/Sites?clientId, /api/customers/Locations); a client user gets only its own",
  })
  siteList(@Arg("clientId", () => Int, { nullable: true }) clientId: number | null, @Ctx() ctx: ServiceContext): Promise<Site[]> {
    const qb = scopedQuery(ctx, Site, SITE_TENANCY);
    // a client user gets its own sites whatever client it names (the legacy portal sends any)
    if (clientId && requireViewer(ctx).isStaff) qb.andWhere({ clientId });
    return qb.orderBy({ name: "asc", id: "asc" }).getResult();
  }

  @Access.for(["staff", "client"])
  @Query(() => Site)
  site(@Arg("id", () => Int) id: number, @Ctx() ctx: ServiceContext): Promise<Site> {
    return visibleById(ctx, Site, id, SITE_TENANCY);
  }
}
