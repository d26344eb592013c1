import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Access, type ServiceContext } from "@wo/shared";
import { listAuditEntityNames, listAuditTrail } from "./audit.service";
import { AuditTrailArgs } from "./audit.input";
import { AuditTrailPage } from "./audit.type";

@Resolver()
export class AuditResolver {
  @Access.staff("auditTrails")
  @Query(() => AuditTrailPage, { description: "Every service's audit trail, newest first (GET /api/AuditTrails)" })
  auditTrail(@Args() args: AuditTrailArgs, @Ctx() ctx: ServiceContext): Promise<AuditTrailPage> {
    return listAuditTrail(ctx.em, args);
  }

  @Access.staff("auditTrails")
  @Query(() => [String], { description: "The kinds of record on the audit trail (User, WorkOrder, ...), for its entity filter" })
  auditEntityNames(@Ctx() ctx: ServiceContext): Promise<string[]> {
    return listAuditEntityNames(ctx.em);
  }
}
