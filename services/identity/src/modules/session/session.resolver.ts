import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { Access, ForbiddenError, requireViewer, type ServiceContext } from "@wo/shared";
import * as sessions from "./session.service";
import { RememberTokenInput, SessionCheckInput, SignInInput } from "./session.input";
import { SessionCheck, SignedIn, SignInPayload } from "./session.type";

/** Sessions are people's: a caller holding an API key never signs in, renews, checks or ends one (issue 26). */
function noKey(ctx: ServiceContext): ServiceContext {
  if (ctx.viewer?.key) throw new ForbiddenError("An API key has no session: sign-in, renewal and sign-out are for people");
  return ctx;
}

@Resolver()
export class SessionResolver {
  @Access.public()
  @Mutation(() => SignInPayload, {
    description:
      "Sign in with e-mail and password (POST /api/authorise/login). Past the address's sign-in attempts in a minute it fails with TOO_MANY_REQUESTS",
  })
  signIn(
    @Arg("input", { description: "The e-mail, password and whether to remember the sign-in" }) input: SignInInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SignInPayload> {
    return sessions.signIn(noKey(ctx).em, input, ctx.clientAddress);
  }

  @Access.public()
  @Mutation(() => SignInPayload, {
    description: "Sign in with a remember-me token (single use); answers a new token in its place. Counted like signIn",
  })
  signInWithRememberToken(
    @Arg("input", { description: "The remember-me token to use up" }) input: RememberTokenInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SignInPayload> {
    return sessions.signInWithRememberToken(noKey(ctx).em, input.token, ctx.clientAddress);
  }

  @Access.signedIn()
  @Mutation(() => SignedIn, { description: "A fresh access token for the current session, while it lasts" })
  renewSession(@Ctx() ctx: ServiceContext): Promise<SignedIn> {
    return sessions.renewSession(noKey(ctx).em, requireViewer(ctx));
  }

  @Access.public()
  @Mutation(() => SessionCheck, {
    description: "The authorise check (POST /api/authorise/iamauth): fails with SESSION_INVALID (legacy code 4038) when the session has ended",
  })
  async checkSession(
    @Arg("input", () => SessionCheckInput, { nullable: true, description: "The page asked for; may be absent" }) input: SessionCheckInput | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SessionCheck> {
    await sessions.checkSession(noKey(ctx).em, ctx.viewer);
    return { valid: true, requestedUrl: input?.requestedUrl };
  }

  @Access.public()
  @Mutation(() => Boolean, { description: "Ends the current session (POST /api/authorise/Logout)" })
  signOut(@Ctx() ctx: ServiceContext): Promise<boolean> {
    return sessions.signOut(noKey(ctx).em, ctx.viewer);
  }
}
