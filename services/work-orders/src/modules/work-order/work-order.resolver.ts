import { Arg, Args, Ctx, Directive, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import DataLoader from "dataloader";
import { Access, DecimalScalar, loader, PageOf, requireViewer, type ServiceContext, Readers, tenantScope } from "@wo/shared";
import { progressOf, type ProgressOf } from "../progress/progress.service";
import { WorkOrderProgressStep } from "../progress/progress.type";
import { clockFacts, clocksOf, type OrderClockFacts } from "../sla/sla.reader";
import { SlaClocks } from "../sla/sla.type";
import { WorkOrderCounters } from "../counter/counter.type";
import { ClientRef, ContractorRef, SiteRef, TradeRef, UserRef } from "./refs";
import { ownerShows, providedName } from "./work-order.provided";
import type { WorkOrderRow } from "./work-order.reader";
import { SaveWorkOrderInput, WorkOrdersArgs } from "./work-order.input";
import * as lifecycle from "./work-order.lifecycle";
import { saveWorkOrder } from "./work-order.save";
import { dropDownStatuses, needsCostFacts, viewerCan } from "./work-order.actions";
import { costFactsLoader } from "../submission/submission.facts";
import { TRANSITIONS } from "./work-order.transitions";
import { SaveWorkOrderPayload, StatusTransition, WorkOrderViewerCan } from "./work-order.type";
import { Deadline, deadlineOf, WorkOrder } from "./work-order.entity";
import * as workOrders from "./work-order.service";

@ObjectType({ description: "One page of work order rows, with the total matching the query" })
export class WorkOrderPage extends PageOf(WorkOrder) {}

/**
 * A work order as a field resolver receives it. A mapped type, so that type-graphql does not
 * convert every row into an entity instance before each field resolver (it does so for a class).
 */
type Row = Readonly<WorkOrderRow>;

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
  workOrder(@Arg("id", () => Int, { description: "The id of the work order to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<WorkOrder> {
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

  @Access.signedIn()
  @Query(() => [StatusTransition], {
    description: "The transition table: from each status, the statuses a work order may move to (docs/work-order-lifecycle.md)",
  })
  workOrderTransitions(): StatusTransition[] {
    return Object.entries(TRANSITIONS).map(([from, to]) => ({ from: Number(from), to: [...to] }));
  }

  @Access.for(["staff", "client", "contractor"])
  @Mutation(() => SaveWorkOrderPayload, {
    description:
      "Creates (id 0 or absent) or updates a work order or request (POST, PUT /api/WorkOrders): staff; a client user creates (and changes while it awaits a response) a request of its own client's; a contractor user changes its own order's progress code, asset and progress note while the work is with it",
  })
  saveWorkOrder(
    @Arg("input", () => SaveWorkOrderInput, { description: "The work order to create (id 0 or absent) or update" }) input: SaveWorkOrderInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveWorkOrderPayload> {
    return saveWorkOrder(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff()
  @Mutation(() => SaveWorkOrderPayload, {
    description:
      "Approves a request and converts it into a work order, optionally for a contractor (POST /api/WorkOrders/ApproveAndConvert/{id}/{contractorId})",
  })
  approveAndConvert(
    @Arg("id", () => Int, { description: "The request to approve (WorkOrder.id, in status 1 Awaiting Response)" }) id: number,
    @Arg("contractorId", () => Int, { nullable: true, description: "The contractor's id (Contractor.id)" }) contractorId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveWorkOrderPayload> {
    return lifecycle.approveAndConvert(ctx.em, requireViewer(ctx), id, contractorId);
  }

  @Access.staff()
  @Mutation(() => SaveWorkOrderPayload, {
    description: "Declines a request with a subject and note, added as a public note (PUT /api/WorkOrders/Decline)",
  })
  declineRequest(
    @Arg("id", () => Int, { description: "The request to decline (WorkOrder.id)" }) id: number,
    @Arg("subject", () => String, { description: "The note's subject, telling the requester why" }) subject: string,
    @Arg("note", () => String, { description: "The note's text" }) note: string,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveWorkOrderPayload> {
    return lifecycle.declineRequest(ctx.em, requireViewer(ctx), id, subject, note);
  }

  @Access.staff()
  @Mutation(() => SaveWorkOrderPayload, { description: "Cancels a work order (POST /api/WorkOrders/Cancelled)" })
  cancelWorkOrder(
    @Arg("id", () => Int, { description: "The work order to cancel (WorkOrder.id)" }) id: number,
    @Arg("version", () => Int, { nullable: true, description: "The version read: a stale one is refused" }) version: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveWorkOrderPayload> {
    return lifecycle.cancelWorkOrder(ctx.em, requireViewer(ctx), id, version);
  }

  @Access.costDecision()
  @Mutation(() => SaveWorkOrderPayload, {
    description:
      "Approves a work order's costs: status Approved with the approved cost (staff with reporting at full: Finance, Contracts, Operations)",
  })
  approveWorkOrderCosts(
    @Arg("id", () => Int, { description: "The work order (WorkOrder.id)" }) id: number,
    @Arg("version", () => Int, { description: "The version read: a stale one is refused" }) version: number,
    @Arg("approvedCost", () => DecimalScalar, { description: "The approved cost in pounds" }) approvedCost: string,
    @Arg("valuationNumber", () => String, { nullable: true, description: "The valuation number to record; absent keeps the order's" })
    valuationNumber: string | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveWorkOrderPayload> {
    return lifecycle.approveWorkOrderCosts(ctx.em, requireViewer(ctx), { id, version, approvedCost, valuationNumber });
  }

  @Access.costDecision()
  @Mutation(() => SaveWorkOrderPayload, {
    description: "Queries a work order's costs: status Query with a query reason (staff with reporting at full: Finance, Contracts, Operations)",
  })
  queryWorkOrderCosts(
    @Arg("id", () => Int, { description: "The work order (WorkOrder.id)" }) id: number,
    @Arg("version", () => Int, { description: "The version read: a stale one is refused" }) version: number,
    @Arg("queryReasonId", () => Int, { description: "Why the costs are queried (QueryReason.id)" }) queryReasonId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveWorkOrderPayload> {
    return lifecycle.queryWorkOrderCosts(ctx.em, requireViewer(ctx), { id, version, queryReasonId });
  }

  @Readers.staff()
  @FieldResolver(() => [Int], {
    description:
      "The statuses the status drop-down offers: the current one first, then the moves the transition table allows that no action makes (an action's move has its own button: viewerCan)",
  })
  nextStatuses(@Root() wo: Row): number[] {
    return dropDownStatuses(wo.workOrderStatusId);
  }

  @Readers.everyone()
  @FieldResolver(() => WorkOrderViewerCan, {
    description:
      "What the viewer may do to the order now (each action's permission, the order's status and, for a submission, its costs and paperwork), and why not: the screens show a button only for these",
  })
  async viewerCan(@Root() wo: Row, @Ctx() ctx: ServiceContext): Promise<WorkOrderViewerCan> {
    const viewer = requireViewer(ctx);
    // a submission's costs and paperwork only where they decide (a page's in one read: the MissingInfo loader)
    const facts = needsCostFacts(viewer, wo) ? await costFactsLoader(ctx).load(wo.id) : null;
    return viewerCan(viewer, wo, facts);
  }

  @Readers.everyone()
  @FieldResolver(() => [WorkOrderProgressStep], {
    description:
      "The order's progress as a client may know it, oldest first, each step the first time it happened: raised, approved, given to a contractor, quoted, completed, cancelled or declined (from the audit trail; never its text, who, costs or notes)",
  })
  progress(@Root() wo: Row, @Ctx() ctx: ServiceContext): Promise<WorkOrderProgressStep[]> {
    const batch = loader(
      ctx,
      "work-order:progress",
      () =>
        new DataLoader<ProgressOf, WorkOrderProgressStep[], number>(
          async (orders) => {
            const steps = await progressOf(ctx.em, orders);
            return orders.map((o) => steps.get(o.id) ?? []);
          },
          { cacheKeyFn: (o) => o.id },
        ),
    );
    return batch.load(wo);
  }

  @Readers.everyone()
  @FieldResolver(() => SlaClocks, {
    description:
      "The order's SLA clocks (docs/sla.md): response and fix, each its due date extended by the time paused while awaiting quote approval, and where it stands; read for a whole page in one statement",
  })
  async slaClocks(
    @Root() wo: Row,
    @Ctx() ctx: ServiceContext,
    @Arg("at", () => Date, { nullable: true, description: "The moment to compute the clocks at (default: now)" }) at?: Date | null,
  ): Promise<SlaClocks> {
    const batch = loader(
      ctx,
      "work-order:sla-facts",
      () =>
        new DataLoader<number, OrderClockFacts | null>(async (ids) => {
          const facts = await clockFacts(ctx.em, ids);
          return ids.map((id) => facts.get(id) ?? null);
        }),
    );
    const facts = await batch.load(wo.id);
    return facts ? clocksOf(facts, at ?? new Date()) : { response: null, fix: null };
  }

  @Readers.everyone()
  @FieldResolver(() => Deadline, { description: "The grid's deadline indicator" })
  deadline(@Root() wo: Row): Deadline {
    return deadlineOf(wo);
  }

  // The references below provide the names the row read from the owners' views (`@provides`,
  // refs.ts), each as its owner would answer it to this viewer (work-order.provided.ts): a page of
  // orders with their names is one subgraph fetch, with no look-ups in assets or identity.

  @Readers.everyone()
  @Directive('@provides(fields: "name")')
  @FieldResolver(() => ClientRef, { description: "The client the work is for" })
  client(@Root() wo: Row, @Ctx() ctx: ServiceContext): ClientRef {
    return { id: wo.clientId, name: providedName(requireViewer(ctx), wo, "client", wo.clientName) };
  }

  @Readers.everyone()
  @Directive('@provides(fields: "name postCode")')
  @FieldResolver(() => SiteRef, { description: "The site where the work is done" })
  site(@Root() wo: Row, @Ctx() ctx: ServiceContext): SiteRef {
    const shown = ownerShows(tenantScope(requireViewer(ctx)), wo, "site");
    return { id: wo.siteId, name: shown ? wo.siteName : null, postCode: shown ? wo.sitePostCode : null };
  }

  @Readers.everyone()
  @Directive('@provides(fields: "name")')
  @FieldResolver(() => ContractorRef, { nullable: true, description: "The contractor assigned; null while unassigned" })
  contractor(@Root() wo: Row, @Ctx() ctx: ServiceContext): ContractorRef | null {
    return wo.contractorId == null ? null : { id: wo.contractorId, name: providedName(requireViewer(ctx), wo, "contractor", wo.contractorName) };
  }

  @Readers.everyone()
  @Directive('@provides(fields: "name")')
  @FieldResolver(() => TradeRef, { nullable: true, description: "The trade of the work" })
  trade(@Root() wo: Row): TradeRef | null {
    return wo.tradeId == null ? null : { id: wo.tradeId, name: wo.tradeName };
  }

  @Readers.everyone()
  @Directive('@provides(fields: "name")')
  @FieldResolver(() => TradeRef, { nullable: true, description: "The sub-trade of the work; null when none" })
  subTrade(@Root() wo: Row): TradeRef | null {
    return wo.subTradeId == null ? null : { id: wo.subTradeId, name: wo.subTradeName };
  }

  @Readers.everyone()
  @Directive('@provides(fields: "fullName")')
  @FieldResolver(() => UserRef, { nullable: true, description: "The client contact" })
  contact(@Root() wo: Row, @Ctx() ctx: ServiceContext): UserRef | null {
    return wo.contactId == null ? null : { id: wo.contactId, fullName: providedName(requireViewer(ctx), wo, "contact", wo.contactName) };
  }
}
