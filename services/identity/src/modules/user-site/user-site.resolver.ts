import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { UserInSite } from "./user-in-site.entity";
import * as userSites from "./user-site.service";

@Resolver()
export class UserSiteResolver {
  @Access.admin()
  @Query(() => [UserInSite], { description: "A user's site links (GET /api/UserInSites?contactId)" })
  userSites(@Arg("userId", () => Int, { description: "The user's id (User.id)" }) userId: number, @Ctx() ctx: ServiceContext): Promise<UserInSite[]> {
    return userSites.listUserSites(ctx.em, userId);
  }

  @Access.admin()
  @Mutation(() => UserInSite, { description: "Links a user to a site (POST /api/UserInSites)" })
  linkUserSite(
    @Arg("userId", () => Int, { description: "The user to link (User.id)" }) userId: number,
    @Arg("siteId", () => Int, { description: "The site to link (Site.id)" }) siteId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<UserInSite> {
    return userSites.linkSite(ctx.em, requireViewer(ctx), userId, siteId);
  }

  @Access.admin()
  @Mutation(() => Boolean, { description: "Removes a site link (DELETE /api/UserInSites/{id})" })
  unlinkUserSite(@Arg("id", () => Int, { description: "The link's id (UserInSite.id)" }) id: number, @Ctx() ctx: ServiceContext): Promise<boolean> {
    return userSites.unlinkSite(ctx.em, requireViewer(ctx), id);
  }
}
