import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";
import { Dashboard } from "./dashboard.type";
import * as dashboards from "./dashboard.service";

@Resolver(() => Dashboard)
export class DashboardResolver {
  @Access.for(["staff", "client"])
  @Query(() => Dashboard, {
    description: "The dashboard's counters and last 12 weeks (GET /api/Dashboard): staff every order, a client user its own",
  })
  dashboard(@Ctx() ctx: ServiceContext): Promise<Dashboard> {
    return dashboards.dashboard(ctx.em, requireViewer(ctx));
  }

  @Access.for(["staff", "client"])
  @Query(() => [WorkOrder], {
    description:
      "The dashboard's latest work orders (GET /api/dashboard/recentworkorders?ids): at most 10 ids, answered in the order given, only those the viewer may see",
  })
  recentWorkOrders(
    @Arg("ids", () => [Int], {
      description: "The work orders to read (WorkOrder.id), most recent first as given; ids the viewer may not see are left out",
    })
    ids: number[],
    @Ctx() ctx: ServiceContext,
  ): Promise<WorkOrder[]> {
    return dashboards.recentWorkOrders(ctx.em, requireViewer(ctx), ids);
  }
}
