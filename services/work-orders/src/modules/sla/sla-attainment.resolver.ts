import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Access, REPORT_READERS, requireViewer, tenantScope, type ServiceContext } from "@wo/shared";
import { slaAttainment } from "./sla-attainment.service";
import { SlaAttainment, SlaAttainmentArgs } from "./sla-attainment.type";

/**
 * The SLA attainment report (issue 27, docs/sla.md "Attainment"): staff who read the reports, every
 * order; a client user its client's orders, a contractor user its own (the work orders' tenancy).
 */
@Resolver(() => SlaAttainment)
export class SlaAttainmentResolver {
  @Access.staffAreas(REPORT_READERS.areas, { portal: ["client", "contractor"] })
  @Query(() => SlaAttainment, {
    description:
      "SLA attainment over London calendar days (both ends included), per client, contractor or sub-trade: response and fix clocks met and " +
      "breached, attainment and paused time. A clock counts in the range where it was decided (met on time, or its target passed unmet), " +
      "from the events recorded before the range's end: a past range's figures do not change. Staff who read the reports: every order; " +
      "a client user its own client's orders only (grouped by contractor or sub-trade), a contractor user its own orders only (grouped by " +
      "client or sub-trade): grouping by one's own kind is FORBIDDEN",
  })
  async slaAttainment(@Args() args: SlaAttainmentArgs, @Ctx() ctx: ServiceContext): Promise<SlaAttainment> {
    return slaAttainment(ctx.em, tenantScope(requireViewer(ctx)), args);
  }
}
