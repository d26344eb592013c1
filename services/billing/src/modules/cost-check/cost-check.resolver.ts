import DataLoader from "dataloader";
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import { Access, loader, Readers, type ServiceContext } from "@wo/shared";
import { WorkOrderStub } from "../work-order/work-order.stub";
import { costChecksFor, costChecksOf } from "./cost-check.service";
import { CostChecks } from "./cost-check.type";

/**
 * The cost checks for staff (docs/billing.md "Cost checks"): a root query for one order and a field
 * of WorkOrder (batched: one set of statements for every order of a request). Contractor and client
 * users never read them.
 */
@Resolver(() => WorkOrderStub)
export class CostCheckResolver {
  @Access.staff()
  @Query(() => CostChecks, {
    description: "The rule-based checks of a work order's submitted cost, worked out now (never stored); NOT_FOUND when the order does not exist",
  })
  costChecks(
    @Arg("workOrderId", () => Int, { description: "The work order's id (WorkOrder.id)" }) workOrderId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<CostChecks> {
    return costChecksFor(ctx.em, workOrderId);
  }

  @Readers.staff()
  @FieldResolver(() => CostChecks, {
    name: "costChecks",
    nullable: true,
    description: "The rule-based checks of the order's submitted cost, worked out when read (staff only)",
  })
  async costChecksField(@Root() wo: WorkOrderStub, @Ctx() ctx: ServiceContext): Promise<CostChecks | null> {
    const batch = loader(
      ctx,
      "work-order:cost-checks",
      () =>
        new DataLoader<number, CostChecks | null>(async (ids) => {
          const checks = await costChecksOf(ctx.em, ids);
          return ids.map((id) => checks.get(id) ?? null);
        }),
    );
    return batch.load(wo.id);
  }
}
