import DataLoader from "dataloader";
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Access, loader, Readers, requireViewer, type ServiceContext } from "@wo/shared";
import { WorkOrderStub } from "../work-order/work-order.stub";
import { costCounters, costCountersOf, quotedCost } from "./log.counters";
import { LogMaterialsArgs, LogTimesArgs, SaveLogMaterialInput, SaveLogTimeInput } from "./log.input";
import * as logs from "./log.service";
import { CostCounters, DeleteLogPayload, LogMaterialPage, LogTimePage, QuotedCost, SaveLogMaterialPayload, SaveLogTimePayload } from "./log.type";

/**
 * Logged time and materials, the cost counters and the quoted cost row (docs/billing.md "Logged time",
 * "Cost counters"). Staff read every order's logs and write them holding reporting at full; a
 * contractor user reads and writes its own logs on the orders currently its own; client users never
 * read logs or rates, but read the quoted cost of their own orders.
 */
@Resolver()
export class LogResolver {
  @Access.for(["staff", "contractor"])
  @Query(() => LogTimePage, { description: "A work order's logged time, paged and sorted (GET /api/LogTimes?workOrderId)" })
  logTimes(@Args() args: LogTimesArgs, @Ctx() ctx: ServiceContext): Promise<LogTimePage> {
    return logs.listLogTimes(ctx.em, requireViewer(ctx), args);
  }

  @Access.for(["staff", "contractor"])
  @Query(() => LogMaterialPage, { description: "A work order's logged materials, paged and sorted (GET /api/LogMaterials?workOrderId)" })
  logMaterials(@Args() args: LogMaterialsArgs, @Ctx() ctx: ServiceContext): Promise<LogMaterialPage> {
    return logs.listLogMaterials(ctx.em, requireViewer(ctx), args);
  }

  @Access.for(["staff", "contractor"])
  @Query(() => CostCounters, {
    description: "A work order's cost counters (GET /api/WorkOrders/CostCounters, GET /api/Billings/Costs); NOT_FOUND when not the viewer's",
  })
  costCounters(
    @Arg("workOrderId", () => Int, { description: "The work order's id (WorkOrder.id)" }) workOrderId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<CostCounters> {
    return costCounters(ctx.em, requireViewer(ctx), workOrderId);
  }

  @Access.signedIn()
  @Query(() => QuotedCost, {
    nullable: true,
    description: "A work order's quoted cost row: its accepted quote, or the one accepted into it; null when none (GET /api/Billings/QuotedCost)",
  })
  quotedCost(
    @Arg("workOrderId", () => Int, { description: "The work order's id (WorkOrder.id)" }) workOrderId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<QuotedCost | null> {
    return quotedCost(ctx.em, requireViewer(ctx), workOrderId);
  }

  @Access.costDecision(["contractor"])
  @Mutation(() => SaveLogTimePayload, { description: "Logs time on a work order (id 0 or absent) or changes an entry (POST, PUT /api/LogTimes)" })
  saveLogTime(
    @Arg("input", () => SaveLogTimeInput, { description: "The time entry to create (id 0 or absent) or update" }) input: SaveLogTimeInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveLogTimePayload> {
    return logs.saveLogTime(ctx.em, requireViewer(ctx), input);
  }

  @Access.costDecision(["contractor"])
  @Mutation(() => DeleteLogPayload, { description: "Removes a time entry (DELETE /api/LogTimes/{id}, DELETE /api/CostEntries/{id})" })
  deleteLogTime(
    @Arg("id", () => Int, { description: "The id of the time entry to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteLogPayload> {
    return logs.deleteLogTime(ctx.em, requireViewer(ctx), id);
  }

  @Access.costDecision(["contractor"])
  @Mutation(() => SaveLogMaterialPayload, {
    description: "Logs materials on a work order (id 0 or absent) or changes an entry (POST, PUT /api/LogMaterials)",
  })
  saveLogMaterial(
    @Arg("input", () => SaveLogMaterialInput, { description: "The material entry to create (id 0 or absent) or update" }) input: SaveLogMaterialInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveLogMaterialPayload> {
    return logs.saveLogMaterial(ctx.em, requireViewer(ctx), input);
  }

  @Access.costDecision(["contractor"])
  @Mutation(() => DeleteLogPayload, { description: "Removes a material entry (DELETE /api/LogMaterials/{id})" })
  deleteLogMaterial(
    @Arg("id", () => Int, { description: "The id of the material entry to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteLogPayload> {
    return logs.deleteLogMaterial(ctx.em, requireViewer(ctx), id);
  }
}

/** billing's fields on work-orders' WorkOrder: its cost counters, batched. */
@Resolver(() => WorkOrderStub)
export class WorkOrderCostResolver {
  @Readers.contractors()
  @FieldResolver(() => CostCounters, { nullable: true, description: "The order's cost counters (staff and the order's contractor)" })
  costCounters(@Root() order: WorkOrderStub, @Ctx() ctx: ServiceContext): Promise<CostCounters | null> {
    const viewer = requireViewer(ctx);
    const batch = loader(
      ctx,
      "WorkOrder.costCounters",
      () =>
        new DataLoader<number, CostCounters | null>(async (ids) => {
          const found = await costCountersOf(ctx.em, viewer, ids);
          return ids.map((id) => found.get(id) ?? null);
        }),
    );
    return batch.load(order.id);
  }
}
