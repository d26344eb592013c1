import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { LinkedWorkOrdersArgs } from "./linked.input";
import { LinkedWorkOrder, LinkedWorkOrderPage, LinkWorkOrdersPayload } from "./linked.type";
import * as links from "./linked.service";

@Resolver(() => LinkedWorkOrder)
export class LinkedWorkOrderResolver {
  @Access.signedIn()
  @Query(() => LinkedWorkOrderPage, {
    description: "The orders linked to a work order, on either side (GET /api/LinkedWorkOrders?workOrderId); only orders the viewer may see",
  })
  linkedWorkOrders(@Args() args: LinkedWorkOrdersArgs, @Ctx() ctx: ServiceContext): Promise<LinkedWorkOrderPage> {
    return links.listLinks(ctx.em, requireViewer(ctx), args) as Promise<LinkedWorkOrderPage>;
  }

  @Access.staff()
  @Mutation(() => LinkWorkOrdersPayload, { description: "Links two work orders (POST /api/LinkedWorkOrders)" })
  linkWorkOrders(
    @Arg("parentWorkOrderId", () => Int, { description: "The parent work order (WorkOrder.id)" }) parentWorkOrderId: number,
    @Arg("childWorkOrderId", () => Int, { description: "The child work order (WorkOrder.id); it may not be the parent itself" })
    childWorkOrderId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<LinkWorkOrdersPayload> {
    return links.linkWorkOrders(ctx.em, requireViewer(ctx), parentWorkOrderId, childWorkOrderId);
  }

  @Access.staff()
  @Mutation(() => Int, { description: "Removes a link by its id (DELETE /api/LinkedWorkOrders?id); answers the id" })
  unlinkWorkOrders(
    @Arg("id", () => Int, { description: "The link to remove (LinkedWorkOrder.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<number> {
    return links.unlinkWorkOrders(ctx.em, requireViewer(ctx), id);
  }
}
