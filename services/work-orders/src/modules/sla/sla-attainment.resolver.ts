import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Access, REPORT_READERS, requireViewer, type ServiceContext } from "@wo/shared";
import { slaAttainment } from "./sla-attainment.service";
import { SlaAttainment, SlaAttainmentArgs } from "./sla-attainment.type";

/** The SLA attainment report (issue 27, docs/sla.md "Attainment"): staff who read the reports only. */
@Resolver(() => SlaAttainment)
export class SlaAttainmentResolver {
  @Access.staffAreas(REPORT_READERS.areas)
  @Query(() => SlaAttainment, {
    description:
      "SLA attainment over London calendar days (both ends included), per client, contractor or sub-trade: response and fix clocks met and " +
      "breached, attainment and paused time. A clock counts in the range where it was decided (met on time, or its target passed unmet), " +
      "from the events recorded before the range's end: a past range's figures do not change. Staff who read the reports only",
  })
  async slaAttainment(@Args() args: SlaAttainmentArgs, @Ctx() ctx: ServiceContext): Promise<SlaAttainment> {
    requireViewer(ctx);
    return slaAttainment(ctx.em, args);
  }
}
