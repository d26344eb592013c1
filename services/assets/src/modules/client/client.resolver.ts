import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Access, scopedQuery, visibleById, type ServiceContext } from "@wo/shared";
import { Client, CLIENT_TENANCY } from "./client.entity";

@Resolver()
export class ClientResolver {
  @Access.for(["staff", "client"])
  @Query(() => [Client], { description: "Clients by name (GET /api/Clients, /api/Clients/Active); a client user gets only its own" })
  clientList(@Arg("activeOnly", { defaultValue: false }) activeOnly: boolean, @Ctx() ctx: ServiceContext): Promise<Client[]> {
    const qb = scopedQuery(ctx, Client, CLIENT_TENANCY);
    if (activeOnly) qb.andWhere({ active: true });
    return qb.orderBy({ name: "asc", id: "asc" }).getResult();
  }

  @Access.for(["staff", "client"])
  @Query(() => Client, { description: "One client; a client user may read only its own" })
  client(@Arg("id", () => Int) id: number, @Ctx() ctx: ServiceContext): Promise<Client> {
    return visibleById(ctx, Client, id, CLIENT_TENANCY);
  }
}
