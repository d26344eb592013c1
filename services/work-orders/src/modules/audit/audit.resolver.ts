import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Access, AuditTrailEntry, offsetOf, requireViewer, tenantScope, type ServiceContext } from "@wo/shared";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { WorkOrderAudit, WorkOrderAuditPage, WorkOrderAuditsArgs } from "./audit.type";

@Resolver(() => WorkOrderAudit)
export class WorkOrderAuditResolver {
  @Access.staff()
  @Query(() => WorkOrderAuditPage, {
    description: "A work order's audits tab: this service's audit lines for the order (entityName 'WorkOrder'), newest first",
  })
  async workOrderAudits(@Args() args: WorkOrderAuditsArgs, @Ctx() ctx: ServiceContext): Promise<WorkOrderAuditPage> {
    await visibleWorkOrderKey(ctx.em, tenantScope(requireViewer(ctx)), args.workOrderId);
    const [rows, total] = await ctx.em.findAndCount(
      AuditTrailEntry,
      { entityName: "WorkOrder", entityId: String(args.workOrderId) },
      {
        orderBy: { actionDate: "desc", id: "desc" },
        limit: args.pageSize,
        offset: offsetOf(args),
        fields: ["id", "actionDate", "actionByName", "actionTaken"],
      },
    );
    const nodes = rows.map((r) => ({ id: r.id, actionDate: r.actionDate, actionByName: r.actionByName, actionTaken: r.actionTaken }));
    return { nodes, totalCount: total, totalCountExact: true, endCursor: null, page: args.page, pageSize: args.pageSize };
  }
}
