import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Access, type ServiceContext } from "@wo/shared";
import { auditTrail } from "./audit.service";
import { AuditTrailArgs, AuditTrailPage } from "./audit.type";

@Resolver()
export class AuditResolver {
  @Access.staff("auditTrails")
  @Query(() => AuditTrailPage, { description: "Every service's audit trail, newest first (GET /api/AuditTrails)" })
  auditTrail(@Args() args: AuditTrailArgs, @Ctx() ctx: ServiceContext): Promise<AuditTrailPage> {
    return auditTrail(ctx.em, args);
  }
}
