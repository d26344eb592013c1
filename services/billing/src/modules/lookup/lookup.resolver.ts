import { Ctx, Query, Resolver } from "type-graphql";
import { Access, type ServiceContext } from "@wo/shared";
import { BillingItemType, BillingStatus, LogMaterialType } from "./lookup.entities";

/** billing's lookups: reference data, the same for everyone signed in. */
@Resolver()
export class BillingLookupResolver {
  @Access.signedIn()
  @Query(() => [BillingStatus], { description: "Quote statuses" })
  billingStatuses(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(BillingStatus, {}, { orderBy: { id: "asc" } });
  }

  @Access.signedIn()
  @Query(() => [BillingItemType], { description: "GET /api/BillingItemTypes" })
  billingItemTypes(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(BillingItemType, {}, { orderBy: { id: "asc" } });
  }

  @Access.signedIn()
  @Query(() => [LogMaterialType], { description: "GET /api/LogMaterialTypes" })
  logMaterialTypes(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(LogMaterialType, {}, { orderBy: { id: "asc" } });
  }
}
