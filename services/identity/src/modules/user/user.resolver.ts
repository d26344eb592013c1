import { Ctx, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { Department } from "../access/department.entity";
import { UserType } from "../access/user-type.entity";
import { loadMe } from "../session/session.service";
import { Me } from "./user.type";

@Resolver()
export class UserResolver {
  @Access.signedIn()
  @Query(() => Me, { description: "The signed-in user, its type, department, tenant and permissions" })
  me(@Ctx() ctx: ServiceContext): Promise<Me> {
    return loadMe(ctx.em, requireViewer(ctx));
  }

  @Access.signedIn()
  @Query(() => [UserType], { description: "GET /api/UserTypes" })
  userTypes(@Ctx() ctx: ServiceContext): Promise<UserType[]> {
    return ctx.em.find(UserType, {}, { orderBy: { id: "asc" } });
  }

  @Access.signedIn()
  @Query(() => [Department], { description: "GET /api/Departments" })
  departments(@Ctx() ctx: ServiceContext): Promise<Department[]> {
    return ctx.em.find(Department, {}, { orderBy: { id: "asc" } });
  }
}
