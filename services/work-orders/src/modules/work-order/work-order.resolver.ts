import { Arg, Args, Ctx, FieldResolver, Int, ObjectType, Query, Resolver, Root } from "type-graphql";
import { Access, PageOf, requireViewer, type ServiceContext, Readers } from "@wo/shared";
import { WorkOrderCounters } from "../counter/counter.type";
import { ClientRef, ContractorRef, ref, SiteRef, TradeRef, UserRef } from "./refs";
import { WorkOrdersArgs } from "./work-order.input";
import { Deadline, deadlineOf, WorkOrder } from "./work-order.entity";
import * as workOrders from "./work-order.service";

@ObjectType()
export class WorkOrderPage extends PageOf(WorkOrder) {}

/**
 * A work order as a field resolver receives it. A mapped type, so that type-graphql does not
 * convert every row into an entity instance before each field resolver (it does so for a class).
 */
type Row = Readonly<WorkOrder>;

@Resolver(() => WorkOrder)
export class WorkOrderResolver {
  @Access.signedIn()
  @Query(() => WorkOrderPage, {
    description: "Work orders the viewer may see, filtered, searched, sorted and paged (POST /api/WorkOrders/main, /requests, GET /api/WorkOrders)",
  })
  workOrders(@Args() args: WorkOrdersArgs, @Ctx() ctx: ServiceContext): Promise<WorkOrderPage> {
    return workOrders.listWorkOrders(ctx.em, requireViewer(ctx), args);
  }

  @Access.signedIn()
  @Query(() => WorkOrder, { description: "One work order (GET /api/WorkOrders/{id}); NOT_FOUND when absent or not the viewer's" })
  workOrder(@Arg("id", () => Int) id: number, @Ctx() ctx: ServiceContext): Promise<WorkOrder> {
    return workOrders.getWorkOrder(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Query(() => WorkOrderCounters, { description: "The 13 status counters (GET /api/WorkOrders/Counters), for the viewer's tenancy" })
  workOrderCounters(
    @Arg("clientId", () => Int, { nullable: true, description: "One client's counters (within the viewer's tenancy)" }) clientId: number | null,
    @Arg("contractorId", () => Int, { nullable: true, description: "One contractor's counters (within the viewer's tenancy)" })
    contractorId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<WorkOrderCounters> {
    return workOrders.countWorkOrders(ctx.em, requireViewer(ctx), { clientId, contractorId });
  }

  @Readers.everyone()
  @FieldResolver(() => Deadline, { description: "The grid's deadline indicator" })
  deadline(@Root() wo: Row): Deadline {
    return deadlineOf(wo);
  }

  @Readers.everyone()
  @FieldResolver(() => ClientRef)
  client(@Root() wo: Row) {
    return { id: wo.clientId };
  }

  @Readers.everyone()
  @FieldResolver(() => SiteRef)
  site(@Root() wo: Row) {
    return { id: wo.siteId };
  }

  @Readers.everyone()
  @FieldResolver(() => ContractorRef, { nullable: true })
  contractor(@Root() wo: Row) {
    return ref(wo.contractorId);
  }

  @Readers.everyone()
  @FieldResolver(() => TradeRef, { nullable: true })
  trade(@Root() wo: Row) {
    return ref(wo.tradeId);
  }

  @Readers.everyone()
  @FieldResolver(() => TradeRef, { nullable: true })
  subTrade(@Root() wo: Row) {
    return ref(wo.subTradeId);
  }

  @Readers.everyone()
  @FieldResolver(() => UserRef, { nullable: true, description: "The client contact" })
  contact(@Root() wo: Row) {
    return ref(wo.contactId);
  }
}
