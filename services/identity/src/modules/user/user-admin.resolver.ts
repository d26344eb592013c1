import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { ResetPasswordInput, SaveUserInput, UsersArgs } from "./user.input";
import * as users from "./user.service";
import { DeleteUserPayload, ResetPasswordPayload, SaveUserPayload, UserNode, UserOption, UserPage } from "./user.type";

@Resolver()
export class UserAdminResolver {
  @Access.admin()
  @Query(() => UserPage, { description: "The users grid (GET /api/Users): administrators" })
  users(@Args() args: UsersArgs, @Ctx() ctx: ServiceContext): Promise<UserPage> {
    return users.listUsers(ctx.em, requireViewer(ctx), args);
  }

  @Access.signedIn()
  @Query(() => UserNode, { description: "One user (GET /api/Users/{id}): administrators any, everyone else only themselves" })
  user(@Arg("id", () => Int, { description: "The user's id (User.id)" }) id: number, @Ctx() ctx: ServiceContext): Promise<UserNode> {
    return users.getUser(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Query(() => [UserOption], {
    description: "The contacts of a client or contractor (GET /api/Users/Dropdown); a portal user only its own",
  })
  userOptions(
    @Arg("entityName", { description: "Client or Contractor" }) entityName: string,
    @Arg("entityId", () => Int, { description: "The client's or contractor's id" }) entityId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<UserOption[]> {
    return users.contactOptions(ctx.em, requireViewer(ctx), entityName, entityId);
  }

  @Access.signedIn()
  @Query(() => UserOption, { description: "A contact's name (GET /api/Users/contactname/{id})" })
  contactName(@Arg("id", () => Int, { description: "The contact's id (User.id)" }) id: number, @Ctx() ctx: ServiceContext): Promise<UserOption> {
    return users.contactName(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Mutation(() => SaveUserPayload, {
    description: "Creates or updates a user (POST /api/Users/): administrators; anyone their own profile (the account page)",
  })
  saveUser(
    @Arg("input", { description: "The user to create (id 0 or absent) or update" }) input: SaveUserInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveUserPayload> {
    return users.saveUser(ctx.em, requireViewer(ctx), input);
  }

  @Access.admin()
  @Mutation(() => DeleteUserPayload, { description: "Deletes a user (DELETE /api/Users/{id})" })
  deleteUser(@Arg("id", () => Int, { description: "The user's id" }) id: number, @Ctx() ctx: ServiceContext): Promise<DeleteUserPayload> {
    return users.deleteUser(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Mutation(() => ResetPasswordPayload, {
    description: "Sets a new password (POST /api/authorise/ResetPassword): administrators for anyone, everyone for themselves",
  })
  resetPassword(
    @Arg("input", { description: "The user and the new password" }) input: ResetPasswordInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<ResetPasswordPayload> {
    return users.resetPassword(ctx.em, requireViewer(ctx), input);
  }
}
