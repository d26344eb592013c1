import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Access, ForbiddenError, NotFoundError, requireViewer, tenantScope, type ServiceContext } from "@wo/shared";
import { Client } from "./client.entity";

@Resolver()
export class ClientResolver {
  @Access.for(["staff", "client"])
  @Query(() => [Client], { description: "Clients by name (GET /api/Clients, /api/Clients/Active); a client user gets only its own" })
  async clientList(
    @Arg("activeOnly", { defaultValue: false }) activeOnly: boolean,
    @Ctx() ctx: ServiceContext,
  ): Promise<Client[]> {
    const scope = tenantScope(requireViewer(ctx));
    const where: Record<string, unknown> = activeOnly ? { active: true } : {};
    if (scope.kind === "client") where.id = scope.clientId;
    else if (scope.kind !== "all") throw new ForbiddenError();
    return ctx.em.find(Client, where, { orderBy: { name: "asc", id: "asc" } });
  }

  @Access.for(["staff", "client"])
  @Query(() => Client, { description: "One client; a client user may read only its own" })
  async client(@Arg("id", () => Int) id: number, @Ctx() ctx: ServiceContext): Promise<Client> {
    const scope = tenantScope(requireViewer(ctx));
    if (scope.kind === "client" && scope.clientId !== id) throw new NotFoundError();
    if (scope.kind === "contractor") throw new ForbiddenError();
    const client = await ctx.em.findOne(Client, { id });
    if (!client) throw new NotFoundError();
    return client;
  }
}
