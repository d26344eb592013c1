import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from "type-graphql";
import { Access, DecimalScalar, Readers, requireViewer, type ServiceContext } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";
import { costFactsLoader, missingInfoText, missingMarkers, overBudgetOf } from "./submission.facts";
import * as submission from "./submission.service";
import { CompleteWorkOrderPayload, SubmitCostsPayload } from "./submission.type";

/** A work order as a field resolver receives it (a plain row: see WorkOrderResolver). */
type Row = Readonly<WorkOrder>;

const VERSION = { nullable: true, description: "The version read: a stale one is refused (STALE)" } as const;

/**
 * Cost submission (docs/billing.md "Submission"): mark complete, submit, amend, for the staff who take
 * cost decisions (COST_DECISIONS: Finance, Contracts, Operations, administrators) and for the order's
 * contractor (NOT_FOUND for another contractor's order); and the fields worked out on every read from
 * billing's counters and the order's documents: MissingInfo, OverBudget, Amended.
 */
@Resolver(() => WorkOrder)
export class SubmissionResolver {
  @Access.costDecision(["contractor"])
  @Mutation(() => CompleteWorkOrderPayload, {
    description:
      "Marks the work complete (PUT /api/WorkOrders/Complete?id): Completed from Open, Awaiting Certificate, Awaiting Certificate Audit or Query; the actual cost becomes the logged total; code 2011 when costs wait to be submitted. Staff who take cost decisions, or the order's contractor",
  })
  completeWorkOrder(
    @Arg("id", () => Int, { description: "The work order (WorkOrder.id)" }) id: number,
    @Arg("version", () => Int, VERSION) version: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<CompleteWorkOrderPayload> {
    return submission.completeWorkOrder(ctx.em, requireViewer(ctx), id, version);
  }

  @Access.costDecision(["contractor"])
  @Mutation(() => SubmitCostsPayload, {
    description:
      "Submits the logged costs for payment (PUT /api/WorkOrders/Submitted?id): Submitted from Completed or Query, refused while MissingInfo has markers or nothing is logged. Staff who take cost decisions, or the order's contractor",
  })
  submitWorkOrderCosts(
    @Arg("id", () => Int, { description: "The work order (WorkOrder.id)" }) id: number,
    @Arg("version", () => Int, VERSION) version: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SubmitCostsPayload> {
    return submission.submitWorkOrderCosts(ctx.em, requireViewer(ctx), id, version);
  }

  @Access.costDecision(["contractor"])
  @Mutation(() => SubmitCostsPayload, {
    description:
      "Submits the costs at an amended price with a reason (PUT /api/WorkOrders/SubmittedAmmend): the price above 0 (3 decimals), the superseded price the logged total. Staff who take cost decisions, or the order's contractor",
  })
  amendSubmittedCosts(
    @Arg("workOrderId", () => Int, { description: "The work order's id (WorkOrder.id)" }) workOrderId: number,
    @Arg("newPrice", () => DecimalScalar, { description: "The amended price in pounds: above 0, at most 3 decimals" }) newPrice: string,
    @Arg("reason", () => String, { nullable: true, description: "Why the price differs from the logged total; required, up to 2,000 characters" })
    reason: string | null,
    @Arg("version", () => Int, VERSION) version: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SubmitCostsPayload> {
    return submission.amendSubmittedCosts(ctx.em, requireViewer(ctx), { workOrderId, newPrice, reason, version });
  }

  @Readers.contractors()
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "What is missing before costs can be submitted, worked out on read: *Time* (no time logged), *JobSheet* (no job sheet), *Certificate* (a PPM order without a certificate); null when nothing is",
  })
  async missingInfo(@Root() wo: Row, @Ctx() ctx: ServiceContext): Promise<string | null> {
    return missingInfoText(missingMarkers(await costFactsLoader(ctx).load(wo.id), wo.workOrderTypeId));
  }

  @Readers.staff()
  @FieldResolver(() => Boolean, {
    description: "The logged total above the approved cost, else the estimated cost (§4), worked out on read; never for a discarded order",
  })
  async overBudget(@Root() wo: Row, @Ctx() ctx: ServiceContext): Promise<boolean> {
    return overBudgetOf(await costFactsLoader(ctx).load(wo.id), wo);
  }

  @Readers.staff()
  @FieldResolver(() => Boolean, { description: "The costs were submitted at an amended price: a superseded cost price is kept" })
  amended(@Root() wo: Row): boolean {
    return wo.supersededCostPrice != null;
  }
}
