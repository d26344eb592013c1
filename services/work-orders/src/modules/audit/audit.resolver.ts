import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Access, AuditTrailEntry, entityNodes, readList, requireViewer, tenantScope, type ServiceContext } from "@wo/shared";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { WORK_ORDER_AUDIT_LIST, WorkOrderAuditsArgs } from "./audit.input";
import { WorkOrderAudit, WorkOrderAuditPage } from "./audit.type";

@Resolver(() => WorkOrderAudit)
export class WorkOrderAuditResolver {
  @Access.staff()
  @Query(() => WorkOrderAuditPage, {
    description: "A work order's audits tab: this service's audit lines for the order (entityName 'WorkOrder'), newest first",
  })
  async workOrderAudits(@Args() args: WorkOrderAuditsArgs, @Ctx() ctx: ServiceContext): Promise<WorkOrderAuditPage> {
    const scope = tenantScope(requireViewer(ctx));
    await visibleWorkOrderKey(ctx.em, scope, args.workOrderId);
    const page = await readList(ctx.em, WORK_ORDER_AUDIT_LIST, scope, args);
    return { ...page, nodes: entityNodes(ctx.em, AuditTrailEntry, page.nodes) };
  }
}
