import { Ctx, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { loadMe } from "../session/session.service";
import { Me } from "./user.type";

@Resolver()
export class UserResolver {
  @Access.signedIn()
  @Query(() => Me, { description: "The signed-in user, its type, department, tenant and permissions" })
  me(@Ctx() ctx: ServiceContext): Promise<Me> {
    return loadMe(ctx.em, requireViewer(ctx));
  }
}
