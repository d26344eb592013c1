import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, scopedQuery, visibleById, type ServiceContext } from "@wo/shared";
import { Client, CLIENT_TENANCY } from "./client.entity";
import { ClientsArgs, SaveClientInput, SaveClientSlaCodesArgs } from "./client.input";
import * as clients from "./client.service";
import * as sla from "./client-sla.service";
import * as settings from "./sub-trade-in-client.service";
import {
  AddSubTradeInClientPayload,
  ClientPage,
  ClientSlaCodeRow,
  SaveClientPayload,
  SaveClientSlaCodesPayload,
  SubTradeInClientRow,
} from "./client.type";

@Resolver()
export class ClientResolver {
  @Access.for(["staff", "client"])
  @Query(() => [Client], { description: "Clients by name (GET /api/Clients unpaged, /api/Clients/Active); a client user gets only its own" })
  clientList(
    @Arg("activeOnly", { defaultValue: false, description: "True leaves out deactivated clients (default false)" }) activeOnly: boolean,
    @Ctx() ctx: ServiceContext,
  ): Promise<Client[]> {
    const qb = scopedQuery(ctx, Client, CLIENT_TENANCY);
    if (activeOnly) qb.andWhere({ active: true });
    return qb.orderBy({ name: "asc", id: "asc" }).getResult();
  }

  @Access.for(["staff", "client"], "customers", "read")
  @Query(() => ClientPage, {
    description:
      "The clients grid (#/clients, GET /api/Clients paged): search, active filter, sort; by name unless told. A client user gets only its own",
  })
  clients(@Args() args: ClientsArgs, @Ctx() ctx: ServiceContext): Promise<ClientPage> {
    return clients.listClients(ctx.em, requireViewer(ctx), args);
  }

  @Access.for(["staff", "client"], "customers", "read")
  @Query(() => Client, { description: "One client (GET /api/Clients/{id}): staff with the customers area; a client user only its own" })
  client(@Arg("id", () => Int, { description: "The id of the client to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Client> {
    return visibleById(ctx, Client, id, CLIENT_TENANCY);
  }

  @Access.staff("customers", "full")
  @Mutation(() => SaveClientPayload, {
    description: "Creates or updates a client (POST /api/Clients, PUT /api/Clients/{id}); clients are deactivated (active false), never deleted",
  })
  saveClient(
    @Arg("input", { description: "The client to create (id 0 or absent) or update" }) input: SaveClientInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveClientPayload> {
    return clients.saveClient(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff("customers", "read")
  @Query(() => [ClientSlaCodeRow], { description: "A client's SLA codes A to H and PPM, in order; codes not set have empty times" })
  clientSlaCodes(
    @Arg("clientId", () => Int, { description: "The client (Client.id)" }) clientId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<ClientSlaCodeRow[]> {
    return sla.listClientSlaCodes(ctx.em, clientId);
  }

  @Access.staff("customers", "full")
  @Mutation(() => SaveClientSlaCodesPayload, {
    description: "Sets a client's SLA codes in one transaction (a code with both times empty is cleared)",
  })
  saveClientSlaCodes(@Args() args: SaveClientSlaCodesArgs, @Ctx() ctx: ServiceContext): Promise<SaveClientSlaCodesPayload> {
    return sla.saveClientSlaCodes(ctx.em, requireViewer(ctx), args.clientId, args.codes);
  }

  @Access.staff("customers", "read")
  @Query(() => [SubTradeInClientRow], {
    description:
      "Work-order settings: the sub-trades enabled for a client (GET /api/SubTradeInClients/List?client_id), or for all clients when clientId is absent",
  })
  subTradesInClient(
    @Arg("clientId", () => Int, { nullable: true, description: "The client (Client.id)" }) clientId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SubTradeInClientRow[]> {
    return settings.listSubTradesInClient(ctx.em, clientId);
  }

  @Access.staff("customers", "full")
  @Mutation(() => AddSubTradeInClientPayload, { description: "Enables a sub-trade for a client (POST /api/SubTradeInClients)" })
  addSubTradeInClient(
    @Arg("clientId", () => Int, { description: "The client (Client.id)" }) clientId: number,
    @Arg("subTradeId", () => Int, { description: "The sub-trade to enable for the client's work orders (Trade.id of a sub-trade)" })
    subTradeId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<AddSubTradeInClientPayload> {
    return settings.addSubTradeInClient(ctx.em, requireViewer(ctx), clientId, subTradeId);
  }

  @Access.staff("customers", "full")
  @Mutation(() => Int, { description: "Disables a client's sub-trade (DELETE /api/SubTradeInClients/{id}); answers its id" })
  removeSubTradeInClient(
    @Arg("id", () => Int, { description: "The setting to remove (SubTradeInClient.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<number> {
    return settings.removeSubTradeInClient(ctx.em, requireViewer(ctx), id);
  }
}
