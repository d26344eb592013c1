import { Ctx, Query, Resolver } from "type-graphql";
import { Access, type ServiceContext } from "@wo/shared";
import {
  CapitalCode,
  FinancialCode,
  MethodOfRequest,
  ProgressCode,
  QueryReason,
  SlaCode,
  WorkOrderStatus,
  WorkOrderType,
} from "./lookup.entities";

/** The work-order lookups (GET /api/WorkOrderStatus, /api/WorkOrderTypes, ...): reference data, the same for everyone signed in. */
@Resolver()
export class LookupResolver {
  @Access.signedIn()
  @Query(() => [WorkOrderStatus])
  workOrderStatuses(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(WorkOrderStatus, {}, { orderBy: { id: "asc" } });
  }

  @Access.signedIn()
  @Query(() => [WorkOrderType])
  workOrderTypes(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(WorkOrderType, {}, { orderBy: { id: "asc" } });
  }

  @Access.signedIn()
  @Query(() => [ProgressCode])
  progressCodes(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(ProgressCode, {}, { orderBy: { id: "asc" } });
  }

  @Access.signedIn()
  @Query(() => [MethodOfRequest])
  methodsOfRequest(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(MethodOfRequest, {}, { orderBy: { id: "asc" } });
  }

  @Access.signedIn()
  @Query(() => [SlaCode])
  slaCodes(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(SlaCode, {}, { orderBy: { code: "asc" } });
  }

  @Access.staff()
  @Query(() => [FinancialCode])
  financialCodes(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(FinancialCode, {}, { orderBy: { id: "asc" } });
  }

  @Access.staff()
  @Query(() => [CapitalCode])
  capitalCodes(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(CapitalCode, {}, { orderBy: { id: "asc" } });
  }

  @Access.staff()
  @Query(() => [QueryReason], { description: "GET /api/FinancialCodes/Querytexts" })
  queryReasons(@Ctx() ctx: ServiceContext) {
    return ctx.em.find(QueryReason, {}, { orderBy: { id: "asc" } });
  }
}
