import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { ApiKeysArgs, CreateApiKeyInput } from "./api-key.input";
import * as keys from "./api-key.service";
import { ApiKeyPage, CreateApiKeyPayload, RevokeApiKeyPayload } from "./api-key.type";

@Resolver()
export class ApiKeyResolver {
  @Access.admin()
  @Query(() => ApiKeyPage, {
    description: "Every API key, newest first, with its use (last used, calls today); never a secret. Administrators only",
  })
  apiKeys(@Args() args: ApiKeysArgs, @Ctx() ctx: ServiceContext): Promise<ApiKeyPage> {
    return keys.listApiKeys(ctx.em, requireViewer(ctx), args);
  }

  @Access.admin()
  @Mutation(() => CreateApiKeyPayload, {
    description: "Makes an API key and answers its secret this once (only its hash is kept). Administrators only, never with a key",
  })
  createApiKey(@Arg("input", { description: "The key's name, scope and limits" }) input: CreateApiKeyInput, @Ctx() ctx: ServiceContext) {
    return keys.createApiKey(ctx.em, requireViewer(ctx), input);
  }

  @Access.admin()
  @Mutation(() => RevokeApiKeyPayload, {
    description: "Revokes an API key: every call with it is refused from now on. Administrators only, never with a key",
  })
  revokeApiKey(@Arg("id", () => Int, { description: "The key's id" }) id: number, @Ctx() ctx: ServiceContext): Promise<RevokeApiKeyPayload> {
    return keys.revokeApiKey(ctx.em, requireViewer(ctx), id);
  }
}
