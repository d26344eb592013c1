import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Access, Readers, requireViewer, type ServiceContext } from "@wo/shared";
import { ClientRef, ContractorRef, ref, SiteRef, TradeRef } from "../work-order/refs";
import { WorkOrdersArgs } from "../work-order/work-order.input";
import { WorkOrderPage } from "../work-order/work-order.resolver";
import { WorkOrderStatusId } from "../work-order/work-order.status";
import { WorkOrderTypeId } from "../work-order/work-order.lifecycle";
import * as workOrders from "../work-order/work-order.service";
import { convertPpmWorkOrders } from "./ppm.conversion";
import { Ppm } from "./ppm.entity";
import { ConvertPpmWorkOrdersArgs, PpmsArgs, SavePpmInput } from "./ppm.input";
import { ppmHorizonDays, raisePendingPpmOrders } from "./ppm.scheduler";
import * as ppms from "./ppm.service";
import { ConvertPpmWorkOrdersPayload, PpmPage, RaisePendingPpmOrdersPayload, SavePpmPayload } from "./ppm.type";

type Row = Readonly<Ppm>;

/**
 * PPM schedules (portals §2.9, §7 PPM): staff read and write them; a client user reads its own
 * client's schedules, a contractor user those it visits (another's answer NOT_FOUND). The pending
 * PPM work orders and their conversion are staff's.
 */
@Resolver(() => Ppm)
export class PpmResolver {
  @Access.signedIn()
  @Query(() => PpmPage, {
    description: "PPM schedules the viewer may see, searched, sorted (reference by default) and paged (GET /api/PPMs; the global search)",
  })
  ppms(@Args() args: PpmsArgs, @Ctx() ctx: ServiceContext): Promise<PpmPage> {
    return ppms.listPpms(ctx.em, requireViewer(ctx), args);
  }

  @Access.signedIn()
  @Query(() => Ppm, { description: "One PPM schedule (GET /api/PPMs/{id}); NOT_FOUND when absent or not the viewer's" })
  ppm(@Arg("id", () => Int, { description: "The id of the PPM schedule to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Ppm> {
    return ppms.getPpm(ctx.em, requireViewer(ctx), id);
  }

  @Access.staff()
  @Mutation(() => SavePpmPayload, { description: "Creates (id 0 or absent) or updates a PPM schedule (POST, PUT /api/PPMs)" })
  savePpm(
    @Arg("input", () => SavePpmInput, { description: "The PPM schedule to create (id 0 or absent) or update" }) input: SavePpmInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SavePpmPayload> {
    return ppms.savePpm(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff()
  @Query(() => WorkOrderPage, {
    description: "The pending PPM work orders (status 8, type 3) awaiting conversion, searched, sorted and paged (POST /api/WorkOrders/ppms)",
  })
  pendingPpmWorkOrders(@Args() args: WorkOrdersArgs, @Ctx() ctx: ServiceContext): Promise<WorkOrderPage> {
    return workOrders.listWorkOrders(ctx.em, requireViewer(ctx), {
      ...args,
      // pending is only ever a PPM job's status (a check constraint): the status alone lists them, through the status indexes
      status: WorkOrderStatusId.Pending,
      statuses: null,
      workOrderTypeId: undefined,
    } as WorkOrdersArgs);
  }

  @Access.staff()
  @Mutation(() => ConvertPpmWorkOrdersPayload, {
    description:
      "Converts ticked pending PPM work orders into Open work orders for their contractors, all or none (POST api/workorders/createPpmWorkOrder)",
  })
  convertPpmWorkOrders(@Args() args: ConvertPpmWorkOrdersArgs, @Ctx() ctx: ServiceContext): Promise<ConvertPpmWorkOrdersPayload> {
    return convertPpmWorkOrders(ctx.em, requireViewer(ctx), args.ids);
  }

  @Access.staff()
  @Mutation(() => RaisePendingPpmOrdersPayload, {
    description: "Raises now the pending PPM work orders of visits within PPM_HORIZON_DAYS (28 by default), as the recurring job does",
  })
  async raisePendingPpmOrdersNow(@Ctx() ctx: ServiceContext): Promise<RaisePendingPpmOrdersPayload> {
    const horizonDays = ppmHorizonDays();
    const { created } = await raisePendingPpmOrders(ctx.em, { horizonDays });
    return { created, horizonDays };
  }

  @Readers.everyone()
  @FieldResolver(() => Int, { description: "The form's work-order type: always 3 (PPM)" })
  workOrderTypeId(): number {
    return WorkOrderTypeId.Ppm;
  }

  @Readers.everyone()
  @FieldResolver(() => ClientRef, { description: "The client the schedule is for" })
  client(@Root() p: Row) {
    return { id: p.clientId };
  }

  @Readers.everyone()
  @FieldResolver(() => SiteRef, { description: "The site visited" })
  site(@Root() p: Row) {
    return { id: p.siteId };
  }

  @Readers.everyone()
  @FieldResolver(() => ContractorRef, { description: "The contractor who does the visits; null when none is set" })
  contractor(@Root() p: Row) {
    return { id: p.contractorId };
  }

  @Readers.everyone()
  @FieldResolver(() => TradeRef, { nullable: true, description: "The sub-trade of the visits" })
  subTrade(@Root() p: Row) {
    return ref(p.subTradeId);
  }
}
